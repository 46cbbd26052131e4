// 电子发票 重开, 编辑 and 设置 of 福田中心停车场 (docs/decisions.md, "Electronic invoice renew, edit and setting"):
// 电子发票设置 from the menu, saved; 发票列表 › 重开 of an issued invoice split into two under a corrected title (the
// original 已红冲, linked to the new applications); 开票记录 › 编辑 of an application still waiting.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openTop, pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();

test('parking-merchant saves its 电子发票设置, re-issues an invoice split in two and edits a waiting application', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openTop(page, '电子发票');
  await page.locator('.ant-layout-sider .ant-menu-root').getByText('电子发票设置', { exact: true }).click();
  await page.waitForURL(/\/invoice\/electronic\/setting/);
  const setting = page.locator('form#invoice-electronic-setting');
  await setting.getByLabel('默认开票项目').waitFor();
  assert.equal(await setting.getByLabel('默认开票项目').inputValue(), '*经营租赁*停车费');
  await page.getByText('深圳市福田中心停车场管理有限公司').first().waitFor();
  await setting.getByLabel('税收分类编码').fill('123');
  await setting.getByRole('button', { name: /保\s*存/ }).click();
  await setting.getByText('税收分类编码为 19 位数字').waitFor();
  await setting.getByLabel('税收分类编码').fill('3040502020200000000');
  await setting.getByLabel('备注模板').fill('停车费 {开始日期} 至 {结束日期}，共 {交易笔数} 笔');
  await setting.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('电子发票设置已保存').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'invoice-electronic-setting-1440.png'), fullPage: true });

  // 重开 of the demo's issued company invoice (深圳市前海物流有限公司, three trades) into two invoices.
  await page.locator('.ant-layout-sider .ant-menu-root').getByText('发票列表', { exact: true }).click();
  await page.waitForURL(/\/invoice\/invoice\/list/);
  const invoices = page.getByTestId('table-invoice-invoice-list');
  const blue = invoices.locator('.ant-table-row', { hasText: '深圳市前海物流有限公司' }).filter({ hasText: '蓝字发票' }).filter({ hasNotText: '已红冲' }).first();
  await blue.waitFor();
  const invoiceNo = (await blue.locator('td').filter({ hasText: /^[0-9]{8}$/ }).first().textContent()).trim(); // 发票号码
  await blue.getByRole('button', { name: '重开' }).click();
  await page.waitForURL(/\/invoice\/electronic\/renew\?id=/);
  const form = page.locator('form#invoice-renew');
  await form.getByLabel('发票抬头').waitFor();
  assert.equal(await form.getByLabel('发票抬头').inputValue(), '深圳市前海物流有限公司');
  await form.getByLabel('重开原因').fill('拆分开具');
  await form.getByLabel('发票抬头').fill('深圳市前海物流股份有限公司');
  await page.getByLabel('新发票张数').fill('2');
  const parts = page.locator('.ant-card', { hasText: '拆分' }).locator('.ant-table-row');
  assert.equal(await parts.count(), 3);
  await parts.nth(2).locator('.ant-select').click();
  await pick(page, '第 2 张');
  await page.screenshot({ path: join(screenshotDir, 'invoice-electronic-renew-1440.png'), fullPage: true });
  await page.getByRole('button', { name: '红冲并重开' }).click();
  const confirm = page.locator('.ant-modal', { hasText: `重开发票 ${invoiceNo}` });
  await confirm.getByRole('button', { name: /重\s*开/ }).click();
  await page.waitForURL(/\/invoice\/record\/detail\?apply_no=IA/);
  await page.getByText('深圳市前海物流股份有限公司').first().waitFor();
  await page.locator('.ant-descriptions-item', { hasText: '重开自发票' }).getByText(invoiceNo, { exact: true }).waitFor();
  await page.locator('.ant-tag', { hasText: '待开票' }).first().waitFor();

  // 发票列表: the original reversed and linked to the two new applications.
  await page.locator('.ant-layout-sider .ant-menu-root').getByText('发票列表', { exact: true }).click();
  const original = invoices.locator('.ant-table-row', { hasText: invoiceNo }).filter({ hasText: '蓝字发票' });
  await original.getByText('已红冲').waitFor();
  assert.equal((await original.textContent()).match(/IA[0-9]+/g)?.length >= 2, true);

  // 开票记录 › 编辑 of the newest waiting application (one of the two just made).
  await page.locator('.ant-layout-sider .ant-menu-root').getByText('开票记录', { exact: true }).click();
  await page.waitForURL(/\/invoice\/record\/list/);
  const records = page.getByTestId('table-invoice-record-list');
  const waiting = records.locator('.ant-table-row', { hasText: '深圳市前海物流股份有限公司' }).first();
  await waiting.waitFor();
  await waiting.getByRole('button', { name: '编辑' }).click();
  await page.waitForURL(/\/invoice\/electronic\/edit\?apply_no=IA/);
  const edit = page.locator('form#invoice-edit');
  await edit.getByLabel('发票抬头').waitFor();
  assert.equal(await edit.getByLabel('发票抬头').inputValue(), '深圳市前海物流股份有限公司');
  await edit.getByLabel('接收邮箱').fill('invoice@qhwl.example.com');
  await page.screenshot({ path: join(screenshotDir, 'invoice-electronic-edit-1440.png'), fullPage: true });
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  await page.waitForURL(/\/invoice\/record\/detail\?apply_no=IA/);
  await page.getByText('invoice@qhwl.example.com').first().waitFor();
  await context.close();
});
