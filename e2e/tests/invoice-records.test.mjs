// 电子发票 of 福田中心停车场 end to end: the invoice tip once with its QR code (a record awaits face verification through
// IN31542); 可开票交易 → select two → 开票 → 申请开票 (company title) → 开票记录详情 待开票 → 审核 by 林晓 → 开票成功 with an
// invoice number → 发票列表 红冲 with a reason → a red invoice, the blue one 已红冲.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openTop, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();

test('the invoice tip shows once with a 200 px code in a 400 px dialog', async () => {
  const first = await signIn(under, 'parking-merchant', undefined, { invoiceTip: true });
  const tip = first.page.getByTestId('invoice-tip');
  await tip.getByText('已触发税务局风险监控', { exact: false }).waitFor();
  const code = tip.locator('.ant-qrcode');
  await code.waitFor();
  await first.page.waitForTimeout(600);
  const box = await code.boundingBox();
  assert.equal(Math.round(box.width), 200);
  const dialog = first.page.locator('.ant-modal').filter({ has: tip });
  assert.equal(Math.round((await dialog.boundingBox()).width), 400);
  await first.page.screenshot({ path: join(screenshotDir, 'invoice-tip-1440.png') });
  await first.page.locator('.ant-modal-close').click();
  // Once per browser: a reload does not show it again.
  await first.page.reload();
  await first.page.getByTestId('home-title').waitFor();
  await first.page.waitForTimeout(500);
  assert.equal(await first.page.getByTestId('invoice-tip').count(), 0);
  await first.context.close();
});

test('parking-merchant selects trades, applies, the auditor approves, the invoice is issued and reversed', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openTop(page, '电子发票');
  await page.locator('.ant-layout-sider .ant-menu-root').getByText('可开票交易', { exact: true }).click();
  await page.waitForURL(/\/invoice\/trade\/list/);
  const trades = page.getByTestId('table-invoice-trade-list');
  const rows = trades.locator('.ant-table-row', { hasText: '未开票' });
  await rows.first().waitFor();
  await rows.nth(0).locator('.ant-checkbox-input').check();
  await rows.nth(1).locator('.ant-checkbox-input').check();
  await page.screenshot({ path: join(screenshotDir, 'invoice-trade-list-1440.png'), fullPage: true });
  await page.getByRole('button', { name: /开票（2）/ }).click();
  await page.waitForURL(/\/invoice\/electronic\/create\?trades=/);
  await page.getByText('已选 2 笔', { exact: false }).waitFor();
  const form = page.locator('form#invoice-apply');
  await form.getByLabel('发票抬头').fill('深圳市南山科技有限公司');
  await form.getByLabel('购方税号').fill('91440300MA5E2E001X');
  await form.getByLabel('接收邮箱').fill('finance@nskj.example.com');
  await page.screenshot({ path: join(screenshotDir, 'invoice-apply-1440.png'), fullPage: true });
  await page.getByRole('button', { name: /提交申请/ }).click();
  await page.waitForURL(/\/invoice\/record\/detail\?apply_no=IA/);
  await page.locator('.ant-tag', { hasText: '待开票' }).first().waitFor();
  await page.getByRole('button', { name: /审\s*核/ }).click();
  const audit = page.locator('.ant-modal', { hasText: '审核开票申请' });
  await audit.getByText('林晓').waitFor();
  await audit.getByRole('button', { name: /提交审核/ }).click();
  await audit.waitFor({ state: 'detached' });
  await page.locator('.ant-tag', { hasText: '开票成功' }).first().waitFor();
  await page.getByRole('tab', { name: '发票' }).click();
  const invoiceNo = (await page.getByRole('tabpanel').locator('.ant-table-row').first().locator('td').nth(2).textContent()).trim();
  assert.match(invoiceNo, /^[0-9]{8}$/);
  await page.screenshot({ path: join(screenshotDir, 'invoice-record-detail-1440.png'), fullPage: true });

  await page.goto(`${under.product.url}/invoice/invoice/list`);
  const invoices = page.getByTestId('table-invoice-invoice-list');
  const blue = invoices.locator('.ant-table-row', { hasText: invoiceNo });
  await blue.waitFor();
  await blue.getByRole('button', { name: '红冲' }).click();
  const reverse = page.locator('.ant-modal', { hasText: `红冲发票 ${invoiceNo}` });
  await reverse.getByLabel('红冲原因').fill('抬头开错');
  await reverse.getByRole('button', { name: /红\s*冲/ }).click();
  await reverse.waitFor({ state: 'detached' });
  await invoices.locator('.ant-table-row', { hasText: '红字发票' }).filter({ hasText: '抬头开错' }).filter({ hasText: invoiceNo }).first().waitFor();
  await blue.getByText('已红冲').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'invoice-invoice-list-1440.png'), fullPage: true });
  await context.close();
});
