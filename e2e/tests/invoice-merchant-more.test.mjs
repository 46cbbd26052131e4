// 发票服务 › 接入申请 and the managed merchant's 应用授权, 开票记录 and 可开票交易 (docs/decisions.md, "Invoice partner:
// access applications, app ACL, managed records and trades"): the invoice partner approves 南山科技园停车场's pending
// application (税控软件 and 基础规则 in the same form), which opens 电子发票 for it — it is then one of 发票商户; on
// 福田中心停车场's management page it disables and re-enables the console app's 开票授权 and reads its records and trades.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openTop, pick, productUnderTest, screenshotDir, sideOf, signIn } from './server.mjs';

const under = productUnderTest();
// The visible one: a kept-alive management page (hidden) holds the same menu.
const manageMenu = (page) => page.getByRole('menu', { name: '发票商户管理' }).filter({ visible: true });

test('the invoice partner approves an access application and manages a merchant’s app authorisations', async () => {
  const { context, page } = await signIn(under, 'invoice-partner');
  await openTop(page, '发票服务');
  await sideOf(page).getByText('接入申请', { exact: true }).click();
  await page.waitForURL(/\/invoice-merchant\/apply\/merchant$/);
  const applications = page.getByTestId('table-invoice-access-list');
  const pending = applications.locator('.ant-table-row', { hasText: '南山科技园停车场' });
  await pending.getByText('待审核').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'invoice-access-list-1440.png'), fullPage: true });

  // 审核开通: the software and the base rule are required; the tax number is checked before anything is sent.
  await pending.getByRole('button', { name: '审核开通' }).click();
  await page.waitForURL(/\/invoice-merchant\/apply\/edit\?id=\d+$/);
  const form = page.locator('form#invoice-access-edit');
  await form.getByLabel('销售方名称').waitFor();
  await form.getByRole('button', { name: '通过并开通' }).click();
  await form.getByText('请选择税控软件').waitFor();
  await form.getByLabel('税控软件').click();
  await pick(page, '数电发票直连（IN20817）· 数电直连（自动开票）');
  await form.getByLabel('纳税人识别号').fill('123');
  await form.getByRole('button', { name: '通过并开通' }).click();
  await form.getByText('纳税人识别号为 15、18 或 20 位数字和大写字母').waitFor();
  await form.getByLabel('纳税人识别号').fill('91440300MA5100102Y');
  await form.getByLabel('单张开票限额').fill('5000');
  await form.getByLabel('审核意见').fill('欢迎接入');
  await page.screenshot({ path: join(screenshotDir, 'invoice-access-edit-1440.png'), fullPage: true });
  await form.getByRole('button', { name: '通过并开通' }).click();
  await page.getByText('已通过，商户已开通电子发票').waitFor();
  await page.waitForURL(/\/invoice-merchant\/apply\/merchant$/);
  await pending.getByText('已通过').waitFor();
  await pending.getByText('IN20817').waitFor();
  assert.equal(await pending.getByRole('button', { name: '审核开通' }).count(), 0);

  // The applicant is now one of the partner's invoice merchants, on the chosen software.
  await sideOf(page).getByText('发票商户', { exact: true }).click();
  await page.waitForURL(/\/invoice-merchant\/merchant\/list$/);
  const merchants = page.getByTestId('table-invoice-merchant-list');
  await merchants.locator('.ant-table-row', { hasText: '南山科技园停车场' }).getByText('数电发票直连（IN20817）').waitFor();

  // 福田中心停车场 › 应用授权: the console app may invoice for it; disable (confirmed) and enable it again.
  const futian = merchants.locator('.ant-table-row', { hasText: '福田中心停车场' });
  await futian.getByRole('button', { name: '管理' }).click();
  await page.waitForURL(/\/invoice-merchant\/manage\?merchant=100101$/);
  await manageMenu(page).getByText('应用授权', { exact: true }).click();
  await page.waitForURL(/\/invoice-merchant\/manage\/acl\?merchant=100101$/);
  const acl = page.getByTestId('table-invoice-acl-list').locator('.ant-table-row', { hasText: '商户管理平台' });
  await acl.getByText('申请开票').waitFor();
  await acl.getByRole('button', { name: '停用' }).click();
  const confirm = page.locator('.ant-modal-confirm', { hasText: '停用后「商户管理平台」不能再为本商户开票或查询发票' });
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('已停用', { exact: true }).first().waitFor();
  await acl.getByRole('button', { name: '启用' }).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'invoice-manage-acl-1440.png'), fullPage: true });
  await acl.getByRole('button', { name: '启用' }).click();
  await acl.getByRole('button', { name: '停用' }).waitFor();

  // Its 开票记录 and 可开票交易, within the management page.
  // Each sub-page is on screen once its own menu (with its item selected) is the visible one: until then the page before
  // it is, and its menu goes hidden under the click (a lost single run under load).
  const onSubPage = (title) => manageMenu(page).locator('.ant-menu-item-selected', { hasText: title }).waitFor();
  await manageMenu(page).getByText('开票记录', { exact: true }).click();
  await page.waitForURL(/\/invoice-merchant\/manage\/record\?merchant=100101$/);
  await onSubPage('开票记录');
  await page.locator('.ant-table-row').filter({ visible: true }).first().waitFor();
  await manageMenu(page).getByText('可开票交易', { exact: true }).click();
  await page.waitForURL(/\/invoice-merchant\/manage\/trade\?merchant=100101$/);
  await onSubPage('可开票交易');
  await page.locator('.ant-table-row').filter({ visible: true }).first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'invoice-manage-trade-1440.png'), fullPage: true });
  await context.close();
});
