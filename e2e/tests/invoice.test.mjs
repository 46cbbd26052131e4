// The invoice partner's console end to end: the platform opens 发票服务 › 发票商户 › 管理 for 福田中心停车场, sees 审核人
// (AUDITOR: its software IN31542 is of type 1 and the platform operator manages it) and adds an auditor; the invoice
// partner sees the same management page without 审核人; once the platform switches the merchant to the type-2
// software, 审核人 is gone for the platform too, and its address answers the no-auth page. The partner also reads its
// customers' 开票记录 (with a record's detail) and 发票列表, with 所属商户 and without the merchant's buttons.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openTop, productUnderTest, screenshotDir, sideOf, signIn } from './server.mjs';

const under = productUnderTest();
// The visible one: a kept-alive management page (hidden) holds the same menu.
const manageMenu = (page) => page.getByRole('menu', { name: '发票商户管理' }).filter({ visible: true });
const manageItems = async (page) => (await manageMenu(page).locator('.ant-menu-item').allTextContents()).map((t) => t.trim());

/** 发票服务 › 发票商户 › 管理 of 福田中心停车场. */
async function openManage(page) {
  await openTop(page, '发票服务');
  await sideOf(page).getByText('发票商户', { exact: true }).click();
  await page.waitForURL(/\/invoice-merchant\/merchant\/list$/);
  const row = page.getByTestId('table-invoice-merchant-list').locator('.ant-table-row', { hasText: '福田中心停车场' });
  await row.getByText('航信税控盘开票（IN31542）').waitFor();
  await row.getByRole('button', { name: '管理' }).click();
  await page.waitForURL(/\/invoice-merchant\/manage\?merchant=100101$/);
  await page.getByText('深圳市福田中心停车场管理有限公司').waitFor();
}

test('the platform manages 福田中心停车场’s auditors; the partner has no 审核人; a type-2 software hides it', async () => {
  // ---- the platform: 审核人 is there; add one ----
  const admin = await signIn(under, 'admin');
  let page = admin.page;
  await openManage(page);
  await manageMenu(page).getByText('审核人', { exact: true }).waitFor();
  assert.deepEqual(await manageItems(page), ['概览', '基础规则', '税控软件', '审核人', '应用授权', '开票记录', '可开票交易']);
  await page.screenshot({ path: join(screenshotDir, 'invoice-manage-admin-1440.png'), fullPage: true });
  await manageMenu(page).getByText('审核人', { exact: true }).click();
  await page.waitForURL(/\/invoice-merchant\/manage\/auditor\?merchant=100101$/);
  const auditors = page.getByTestId('table-invoice-auditor-list');
  await auditors.locator('.ant-table-row', { hasText: '林晓' }).getByText('139****5678').waitFor();
  await page.getByRole('button', { name: /新增审核人/ }).click();
  const dialog = page.locator('.ant-modal', { hasText: '新增审核人' });
  await dialog.getByLabel('姓名').fill('周敏');
  await dialog.getByLabel('手机号').fill('1370000');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.getByText('请输入正确的手机号').waitFor();
  await dialog.getByLabel('手机号').fill('13700001111');
  await page.screenshot({ path: join(screenshotDir, 'invoice-auditor-dialog-1440.png') });
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.waitFor({ state: 'detached' });
  const added = auditors.locator('.ant-table-row', { hasText: '周敏' });
  await added.getByText('137****1111').waitFor();
  await added.locator('.ant-tag', { hasText: '启用' }).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'invoice-auditor-list-1440.png'), fullPage: true });
  await admin.context.close();

  // ---- the invoice partner: the same page, no 审核人, and its address refused ----
  const partner = await signIn(under, 'invoice-partner');
  page = partner.page;
  await openManage(page);
  await manageMenu(page).getByText('税控软件', { exact: true }).waitFor();
  assert.deepEqual(await manageItems(page), ['概览', '基础规则', '税控软件', '应用授权', '开票记录', '可开票交易']);
  await page.screenshot({ path: join(screenshotDir, 'invoice-manage-partner-1440.png'), fullPage: true });
  await page.goto(`${under.product.url}/invoice-merchant/manage/auditor?merchant=100101`);
  await page.waitForURL(/\/error-page\/no-auth/);
  // Its 税控软件: both demo entries, the secret only as 已配置; the form explains the chosen type.
  await page.goto(`${under.product.url}/invoice-merchant/software/list`);
  const software = page.getByTestId('table-invoice-software-list');
  await software.locator('.ant-table-row', { hasText: 'IN31542' }).getByText('已配置', { exact: true }).waitFor();
  await software.locator('.ant-table-row', { hasText: 'IN20817' }).getByText('未配置', { exact: true }).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'invoice-software-list-1440.png'), fullPage: true });
  await page.getByRole('button', { name: /新建税控软件/ }).click();
  await page.waitForURL(/\/invoice-merchant\/software\/add$/);
  await page.locator('form#invoice-software-add').getByText('每张发票由商户的审核人复核后再开具', { exact: false }).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'invoice-software-form-1440.png'), fullPage: true });
  // Its customers' 开票记录 and 发票列表: the merchant's pages with 所属商户, to look at (no 申请开票, 审核, 撤回, 红冲).
  await sideOf(page).getByText('开票记录', { exact: true }).click();
  await page.waitForURL(/\/invoice-merchant\/record\/list$/);
  const records = page.getByTestId('table-invoice-partner-record-list');
  await records.getByRole('columnheader', { name: '所属商户' }).waitFor();
  // Invoice 90000001 is a blue invoice not reversed: its merchant may 红冲 it, the partner may not.
  const issued = records.locator('.ant-table-row', { hasText: '90000001' });
  await issued.getByText('福田中心停车场').waitFor();
  assert.equal(await page.getByRole('button', { name: '申请开票' }).count(), 0);
  await page.screenshot({ path: join(screenshotDir, 'invoice-partner-records-1440.png'), fullPage: true });
  await issued.getByRole('button', { name: '详情' }).click();
  await page.waitForURL(/\/invoice-merchant\/record\/detail\?apply_no=/);
  await page.locator('.ant-descriptions-item', { hasText: '所属商户' }).getByText('福田中心停车场').waitFor();
  for (const name of [/^审\s*核$/, /^撤\s*回$/]) assert.equal(await page.getByRole('button', { name }).count(), 0, String(name));
  await page.getByRole('tab', { name: '发票' }).click();
  await page.locator('.ant-table-row:visible', { hasText: '蓝字发票' }).first().waitFor();
  assert.equal(await page.locator('a:visible', { hasText: /^红冲$/ }).count(), 0);
  await sideOf(page).getByText('发票列表', { exact: true }).click();
  await page.waitForURL(/\/invoice-merchant\/invoice\/list$/);
  const invoices = page.getByTestId('table-invoice-partner-invoice-list');
  await invoices.locator('.ant-table-row', { hasText: '福田中心停车场' }).first().waitFor();
  assert.equal(await invoices.getByRole('button', { name: '红冲' }).count(), 0);
  await partner.context.close();

  // ---- the platform switches the merchant to the type-2 software: 审核人 goes ----
  const again = await signIn(under, 'admin');
  page = again.page;
  await openManage(page);
  await manageMenu(page).getByText('税控软件', { exact: true }).click();
  await page.waitForURL(/\/invoice-merchant\/manage\/software\?merchant=100101$/);
  await page.getByLabel('税控软件', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByText(/数电发票直连（IN20817）/).click();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.locator('.ant-modal-confirm', { hasText: '更换税控软件？' }).getByRole('button', { name: '确定更换' }).click();
  await page.getByText('税控软件已更换').waitFor();
  await page.getByText('当前：数电发票直连（IN20817）· 数电直连（自动开票）').waitFor();
  await manageMenu(page).locator('.ant-menu-item', { hasText: '审核人' }).waitFor({ state: 'detached' });
  assert.deepEqual(await manageItems(page), ['概览', '基础规则', '税控软件', '应用授权', '开票记录', '可开票交易']);
  await page.screenshot({ path: join(screenshotDir, 'invoice-manage-software-1440.png'), fullPage: true });
  await page.goto(`${under.product.url}/invoice-merchant/manage/auditor?merchant=100101`);
  await page.waitForURL(/\/error-page\/no-auth/);
  await again.context.close();
});
