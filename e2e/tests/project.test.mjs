// Projects and cooperating groups end to end (issue 5): 福田中心停车场's main account creates a project with its
// area and period, authorises it to its partner 深圳泊联科技有限公司, moves it to the top of its order (buttons and
// keyboard), and finds it in 合作集团 under that partner; the partner sees it authorised to it, read-only.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const LIST = '/account/merchant/project/list';
const NAME = '车公庙片区路内停车项目';
const PARTNER = '深圳泊联科技有限公司';

/** Picks an option in an antd select or cascader dropdown that is open now. */

test('the parking merchant creates, authorises and reorders a project and finds it under its cooperating partner', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await page.goto(`${under.product.url}${LIST}`);
  const table = page.getByTestId('table-project-list');
  // The demo's projects, in their order.
  await table.getByText('福田中心停车场 A 区').waitFor();
  await table.getByText('共 3 条').waitFor();

  await page.getByRole('button', { name: /新建项目/ }).click();
  await page.waitForURL(/\/account\/merchant\/project\/create$/);
  const form = page.locator('form#project-create');
  // Saving an empty form names what is missing.
  await form.getByRole('button', { name: '创建项目' }).click();
  await form.getByText('请输入项目名称').waitFor();
  await form.getByText('请选择所在地区').waitFor();

  await form.getByLabel('项目名称').fill(NAME);
  await form.getByLabel('项目编码').fill('FT-CGM');
  await form.getByLabel('项目类型').click();
  await pick(page, '停车充电一体');
  await form.getByLabel('所在地区').click();
  await pick(page, '广东省');
  await pick(page, '深圳市');
  await pick(page, '福田区');
  await form.getByLabel('详细地址').fill('车公庙深南大道辅道 1-120 号泊位');
  await form.getByLabel('联系人').fill('王芳');
  await form.getByLabel('联系电话').fill('13800001234');
  // The period: a start, and an end (an open end means 长期).
  // (Typed, then left: Enter in a form field would save the form.)
  await form.getByPlaceholder('开始日期').click();
  await form.getByPlaceholder('开始日期').fill('2026-02-01');
  await form.getByPlaceholder('结束日期（不填为长期）').click();
  await form.getByPlaceholder('结束日期（不填为长期）').fill('2029-01-31');
  await form.getByLabel('备注').click();
  await form.getByLabel('备注').fill('与泊联科技联合运营');
  assert.equal(await form.getByPlaceholder('开始日期').inputValue(), '2026-02-01');
  assert.equal(await form.getByPlaceholder('结束日期（不填为长期）').inputValue(), '2029-01-31');
  await page.screenshot({ path: join(screenshotDir, 'project-create-1440.png'), fullPage: true });
  await form.getByRole('button', { name: '创建项目' }).click();
  await page.waitForURL(new RegExp(`${LIST}$`));

  // In the list, last in the order: authorise it to the partner.
  await table.getByText('共 4 条').waitFor();
  const row = table.locator('.ant-table-row', { hasText: NAME });
  await row.getByText('广东省深圳市福田区').waitFor();
  await row.getByText('2026-02-01 至 2029-01-31').waitFor();
  await row.getByRole('button', { name: '授权', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /授权项目/ });
  await dialog.getByLabel('合作商户').click();
  await pick(page, `${PARTNER}（100100，所属服务商）`);
  await dialog.getByLabel('备注').fill('委托泊联科技运营路内泊位');
  await page.screenshot({ path: join(screenshotDir, 'project-grant-dialog-1440.png') });
  await dialog.getByRole('button', { name: /授\s*权/ }).click();
  await page.getByText('已授权，对方可在「合作集团」中查看该项目').waitFor();
  await row.getByText('1 个').waitFor();

  // 授权详情: the grant, and the project's 操作记录.
  await row.getByRole('button', { name: '授权详情' }).click();
  await page.waitForURL(/\/account\/merchant\/project\/authorize-detail\?id=\d+$/);
  const grants = page.getByTestId('table-project-grants');
  await grants.getByText(`${PARTNER}（100100）`).waitFor();
  await grants.getByText('所属服务商').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'project-authorize-detail-1440.png'), fullPage: true });
  await page.getByRole('tab', { name: '操作记录' }).click();
  await page.getByText('将项目授权给合作商户（与本商户有集团或服务商关系的商户）').first().waitFor();

  // 项目排序: one step up by keyboard, then to the top by button; saved in one call.
  await page.goto(`${under.product.url}/account/merchant/project/sort`);
  const items = page.getByTestId('project-sort-item');
  await items.nth(3).getByText(NAME).waitFor();
  await page.getByRole('button', { name: new RegExp(`拖动「${NAME}」`) }).focus();
  await page.keyboard.press('ArrowUp');
  await items.nth(2).getByText(NAME).waitFor();
  await page.getByRole('button', { name: `置顶「${NAME}」` }).click();
  await items.nth(0).getByText(NAME).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'project-sort-1440.png'), fullPage: true });
  await page.getByRole('button', { name: '保存排序' }).click();
  await page.getByText(/排序已保存/).waitFor();
  await page.goto(`${under.product.url}${LIST}`);
  await table.locator('.ant-table-row').first().getByText(NAME).waitFor();

  // 合作集团: the partner with both projects authorised to it; expanded, this one.
  await page.goto(`${under.product.url}/account/merchant/cooperate-group`);
  const cooperation = page.getByTestId('table-cooperate-group');
  const partnerRow = cooperation.locator('.ant-table-row', { hasText: PARTNER });
  await partnerRow.getByText('2 个项目').waitFor();
  await partnerRow.locator('.ant-table-row-expand-icon').click();
  const projects = page.getByTestId('table-cooperate-projects');
  await projects.getByText(NAME).waitFor();
  assert.equal(await projects.getByText('我授权给对方').count(), 2);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(screenshotDir, 'project-cooperate-group-1440.png'), fullPage: true });
  await context.close();

  // The partner: authorised to it, read-only.
  const partner = await signIn(under, 'parking-partner');
  await partner.page.goto(`${under.product.url}/account/merchant/cooperate-group`);
  const theirs = partner.page.getByTestId('table-cooperate-group').locator('.ant-table-row', { hasText: '福田中心停车场' });
  await theirs.getByText('服务商客户').waitFor();
  await theirs.locator('.ant-table-row-expand-icon').click();
  await partner.page.getByTestId('table-cooperate-projects').getByText(NAME).click();
  await partner.page.waitForURL(/authorize-detail\?id=\d+$/);
  await partner.page.getByText('合作商户授权', { exact: true }).waitFor();
  await partner.page.getByText('此项目由「福田中心停车场」授权给本商户，只能查看。').waitFor();
  assert.equal(await partner.page.getByRole('button', { name: '编辑' }).count(), 0);
  await partner.page.screenshot({ path: join(screenshotDir, 'project-granted-view-1440.png'), fullPage: true });
  await partner.context.close();
});
