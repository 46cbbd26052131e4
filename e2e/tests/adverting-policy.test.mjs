// 广告 › 策略 end to end: the platform operator (admin, the demo's advertising partner) opens 配置管理 › 曝光策略 from the
// menu; 新建策略 opens the create page (/adverting/operation/policy/create), an empty form is refused with the Chinese
// message, leaving with something typed asks first; the saved strategy opens at 策略详情 with its fields and 操作记录.
// The operator's staff, without the advertising codes, is refused the page.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const CREATE = '/adverting/operation/policy/create';
const LIST = '/adverting/config/exposure-strategy/list';

test('the operator creates a strategy on its page and reads it at 策略详情 with its 操作记录', async () => {
  const { context, page } = await signIn(under, 'admin');
  await openFromMenu(page, '广告', '配置管理', '曝光策略');
  await page.getByTestId('table-adverting-exposure').locator('.ant-table-row', { hasText: '默认频控' }).waitFor();
  await page.getByRole('button', { name: '新建策略' }).click();
  await page.waitForURL(new RegExp(`${CREATE}$`));
  const form = page.locator('form#adverting-policy-create');
  await form.getByRole('button', { name: '创建策略' }).click();
  await form.getByText('请输入策略名称').waitFor();

  // Typed, then 取消: asked first; 继续编辑 keeps the page.
  await form.getByLabel('策略名称').fill('夜间低频');
  await form.getByRole('button', { name: '取 消' }).or(form.getByRole('button', { name: '取消' })).click();
  const confirm = page.locator('.ant-modal-confirm');
  assert.equal(await confirm.locator('.ant-modal-confirm-title').textContent(), '放弃未保存的修改？');
  await confirm.getByRole('button', { name: '继续编辑' }).click();
  await confirm.waitFor({ state: 'detached' });

  await form.getByLabel('每人每日展示上限').fill('3');
  await form.getByLabel('最短间隔').fill('45');
  await form.getByText('平均轮播').click();
  await form.getByLabel('备注').fill('夜间时段降低打扰');
  await page.screenshot({ path: join(screenshotDir, 'adverting-policy-create-1440.png'), fullPage: true });
  await form.getByRole('button', { name: '创建策略' }).click();
  await page.waitForURL(/\/adverting\/operation\/policy\/detail\?id=\d+$/);
  const fields = page.locator('.ant-descriptions:visible');
  await fields.getByText('夜间低频').waitFor();
  await fields.getByText('3 次').waitFor();
  await fields.getByText('45 分钟').waitFor();
  await fields.getByText('平均轮播').waitFor();
  await page.getByRole('tab', { name: '操作记录' }).filter({ visible: true }).click();
  await page.locator('.record-timeline:visible').getByText(/操作人：/).first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'adverting-policy-detail-1440.png'), fullPage: true });

  // Back in the list, the new strategy is there; the create page starts empty again.
  await openFromMenu(page, '广告', '配置管理', '曝光策略');
  await page.waitForURL(new RegExp(`${LIST}$`));
  await page.getByTestId('table-adverting-exposure').locator('.ant-table-row', { hasText: '夜间低频' }).getByText('45 分钟').waitFor();
  await page.getByRole('button', { name: '新建策略' }).click();
  await page.waitForURL(new RegExp(`${CREATE}$`));
  assert.equal(await page.locator('form#adverting-policy-create').getByLabel('策略名称').inputValue(), '');
  await context.close();
});

test('the operator’s staff, without the advertising codes, is refused the create page', async () => {
  const { context, page } = await signIn(under, 'admin-staff');
  await page.goto(`${under.product.url}${CREATE}`);
  await page.waitForURL(/\/error-page\/no-auth\?/);
  await context.close();
});
