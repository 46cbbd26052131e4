// 广告 › 投放管理 end to end: the platform operator (admin, who runs the demo's advertising) opens the external plans
// from the menu, creates one on the APP splash space with a material picked by typing, a date range and a bid, and
// submits it; approves it in 投放审核 (after a confirmation), pauses it in the plan list (after a confirmation), copies it
// into a draft; looks at the bidding setting, the materials, the exposure strategies and a channel app's key. The operator's staff holds no advertising code.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const EXTERNAL = '/adverting/operation/delivery/external/list';
const AUDITS = '/adverting/operation/delivery-audit/list';

/** A day in UTC+8, `days` from today, as YYYY-MM-DD. */
const day = (days) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function confirmWith(page, text) {
  const dialog = page.locator('.ant-modal-confirm');
  assert.equal(await dialog.locator('.ant-modal-confirm-title').textContent(), text);
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Types into the picker labelled `label` and chooses `option`. */
async function search(page, form, label, typed, option) {
  const box = form.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await pick(page, option);
}

test('the operator creates an external plan, approves it, pauses it and copies it', async () => {
  const { context, page } = await signIn(under, 'admin');
  await openFromMenu(page, '广告', '投放管理', '外部计划');
  await page.waitForURL(new RegExp(`${EXTERNAL}$`));
  const plans = page.getByTestId('table-adverting-plan-external');
  const byd = plans.locator('.ant-table-row', { hasText: '比亚迪秋季试驾开屏' });
  await byd.getByText('¥35.00 元/千次展示').waitFor();
  await byd.getByText('投放中').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'adverting-plans-external-1440.png'), fullPage: true });

  // 新建外部计划: required fields named before sending.
  await page.getByRole('button', { name: /新建外部计划/ }).click();
  await page.waitForURL(/\/adverting\/operation\/delivery\/external\/create$/);
  const form = page.locator('form#adverting-plan-create');
  await form.getByRole('button', { name: '创建计划' }).click();
  await form.getByText('请输入计划名称').waitFor();
  await form.getByText('请选择广告位').waitFor();
  await form.getByText('请选择投放日期').waitFor();
  await form.getByLabel('计划名称').fill('蔚来换电站开屏');
  await form.getByLabel('广告主').fill('蔚来汽车深圳分公司');
  await search(page, form, '广告位', '开屏', 'APP 开屏（APP_SPLASH）');
  await form.getByLabel('计划名称').click();
  await search(page, form, '素材', '试驾', '新能源车试驾开屏（图片）');
  await form.getByPlaceholder('开始日期').click();
  await form.getByPlaceholder('开始日期').fill(day(2));
  await form.getByPlaceholder('结束日期').click();
  await form.getByPlaceholder('结束日期').fill(day(30));
  await form.getByLabel('计划名称').click();
  // Below the space's floor (¥30.00) the server says so; the form keeps what was typed.
  await form.getByLabel('出价', { exact: true }).fill('20');
  await form.getByLabel('日预算').fill('1000');
  await form.getByRole('button', { name: '创建计划' }).click();
  await page.getByText('出价 ¥20.00 低于广告位「APP 开屏」的底价 ¥30.00').waitFor();
  await form.getByLabel('出价', { exact: true }).fill('36');
  await page.screenshot({ path: join(screenshotDir, 'adverting-plan-form-1440.png'), fullPage: true });
  await form.getByRole('button', { name: '创建计划' }).click();
  await page.waitForURL(new RegExp(`${EXTERNAL}$`));
  const row = plans.locator('.ant-table-row', { hasText: '蔚来换电站开屏' });
  await row.getByText('待审核').waitFor();
  await row.getByText('¥36.00 元/千次展示').waitFor();

  // 投放审核: the plan waits with the demo's two; 通过 after the confirmation.
  await openFromMenu(page, '广告', '投放管理', '投放审核');
  await page.waitForURL(new RegExp(`${AUDITS}$`));
  const queue = page.getByTestId('table-adverting-plan-audit');
  await queue.getByText('共 3 条').waitFor();
  await queue.locator('.ant-table-row', { hasText: '蔚来换电站开屏' }).getByRole('button', { name: '审核' }).click();
  await page.waitForURL(/\/adverting\/operation\/delivery-audit\/audit\?id=\d+$/);
  await page.locator('.ant-descriptions:visible').getByText('蔚来汽车深圳分公司').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'adverting-plan-audit-1440.png'), fullPage: true });
  await page.getByRole('button', { name: /通\s*过/ }).click();
  await confirmWith(page, '通过「蔚来换电站开屏」后，计划将在投放日期内开始投放。确定通过吗？');
  await page.waitForURL(new RegExp(`${AUDITS}$`));
  await queue.getByText('共 2 条').waitFor();

  // 暂停 from the list after the confirmation.
  await openFromMenu(page, '广告', '投放管理', '外部计划');
  await row.getByText('投放中').waitFor();
  await row.getByRole('button', { name: '暂停' }).click();
  await confirmWith(page, '暂停「蔚来换电站开屏」后广告停止展示，可随时恢复。确定暂停吗？');
  await row.getByText('已暂停').waitFor();

  // 复制: a new plan from it, saved as a draft.
  await row.getByRole('button', { name: '复制' }).click();
  await page.waitForURL(/\/adverting\/operation\/delivery\/external\/copy\?id=\d+$/);
  const copy = page.locator('form#adverting-plan-copy');
  await copy.getByLabel('计划名称').waitFor();
  assert.equal(await copy.getByLabel('计划名称').inputValue(), '蔚来换电站开屏（副本）');
  assert.equal(await copy.getByLabel('广告主').inputValue(), '蔚来汽车深圳分公司');
  await copy.getByText('APP 开屏（APP_SPLASH）').waitFor();
  await copy.getByText('保存后立即提交审核').click();
  await copy.getByRole('button', { name: '创建计划' }).click();
  await page.waitForURL(new RegExp(`${EXTERNAL}$`));
  await plans.locator('.ant-table-row', { hasText: '蔚来换电站开屏（副本）' }).getByText('草稿').waitFor();

  // 竞价设置 and 素材.
  await openFromMenu(page, '广告', '投放管理', '竞价设置');
  await page.getByText('第二价格（按次高价加价扣费）').waitFor();
  assert.equal(await page.getByLabel('出价上限').inputValue(), '50000.00');
  await page.screenshot({ path: join(screenshotDir, 'adverting-bidding-1440.png'), fullPage: true });
  await openFromMenu(page, '广告', '配置管理', '素材');
  const materials = page.getByTestId('table-adverting-material');
  await materials.locator('.ant-table-row', { hasText: '出口屏 15 秒车险视频' }).getByText('视频 1920×1080 · 15 秒').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'adverting-materials-1440.png'), fullPage: true });

  // 曝光策略 and 渠道应用: the lists, and an app's detail with its AppKey.
  await openFromMenu(page, '广告', '配置管理', '曝光策略');
  await page.getByTestId('table-adverting-exposure').locator('.ant-table-row', { hasText: '默认频控' }).getByText('30 分钟').waitFor();
  await openFromMenu(page, '广告', '配置管理', '渠道应用');
  const apps = page.getByTestId('table-adverting-channel-app');
  const pile = apps.locator('.ant-table-row', { hasText: '南山快充桩屏' });
  await pile.getByText('com.nanshan.charge.screen').waitFor();
  await pile.getByRole('button', { name: '详情' }).click();
  await page.waitForURL(/\/adverting\/config\/channel-app\/detail\?id=\d+$/);
  await page.locator('.ant-descriptions:visible').getByText('ak_demo00000000000000000000pile01').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'adverting-channel-app-1440.png'), fullPage: true });
  await context.close();
});

test('the operator’s staff, without the advertising codes, is refused the plans', async () => {
  const { context, page } = await signIn(under, 'admin-staff');
  await page.goto(`${under.product.url}${EXTERNAL}`);
  await page.waitForURL(/\/error-page\/no-auth\?/);
  await context.close();
});
