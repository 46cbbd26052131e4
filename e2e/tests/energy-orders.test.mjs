// Energy orders end to end: 南山快充站 (energy-merchant) opens 订单管理 › 充电记录, filters the charging sessions, opens one
// and stops it remotely (asked first); the new payment is queried (paid) and settled once (asked first) on its detail. The
// merchant's staff sees the lists without 停止充电 or 结算. The partner (energy-partner) sees its customer's sessions only;
// the group (energy-group) both members' payments and a station's 订单 in the station detail.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, signIn, sideOf } from './server.mjs';

const under = productUnderTest();
const shots = '/tmp/energy-orders-shots';
mkdirSync(shots, { recursive: true });
const shot = (page, name) => page.screenshot({ path: join(shots, name), fullPage: true });
const confirmOk = async (page, text) => {
  const confirm = page.locator('.ant-modal-confirm', { hasText: text });
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
};

test('the merchant stops a charging session and settles its payment once; staff only looks; partner and group see their scope', async () => {
  const merchant = await signIn(under, 'energy-merchant');
  let page = merchant.page;
  await openFromMenu(page, '充电管理', '订单管理', '充电记录');
  await page.waitForURL(/\/energy\/merchant\/order\/charging\/list$/);
  const table = page.getByTestId('table-energy-charging-merchant');
  await table.locator('.ant-table-row').first().waitFor();
  await page.getByTestId('replenish-summary').getByText(/近 30 天/).waitFor();
  await shot(page, 'charging-list-1440.png');

  // ---- filter: 充电中 ----
  await page.getByLabel('订单状态').click();
  await pick(page, '充电中');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.waitForURL(/state=1/);
  // Only 充电中 rows once the filtered page has replaced the previous one.
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll('[data-testid="table-energy-charging-merchant"] .ant-table-row')];
    return rows.length > 0 && rows.every((r) => r.textContent.includes('充电中'));
  });
  const charging = table.locator('.ant-table-row', { hasText: '充电中' }).first();
  const orderNo = (await charging.getByText(/^CD\d{14}$/).innerText()).trim();
  assert.match(orderNo, /^CD\d{14}$/);

  // ---- the detail: 停止充电, asked first ----
  await charging.getByText(orderNo).click();
  await page.waitForURL(new RegExp(`/energy/merchant/order/charging/detail\\?order_no=${orderNo}$`));
  await page.getByText(`充电记录 · ${orderNo}`).waitFor();
  await page.getByRole('tab', { name: '过程日志' }).click();
  await page.locator('.ant-table-row:visible', { hasText: '电表读数' }).first().waitFor();
  await page.getByRole('button', { name: '停止充电' }).click();
  await page.locator('.ant-modal-confirm', { hasText: '远程停止' }).waitFor();
  await shot(page, 'charging-stop-confirm-1440.png');
  await confirmOk(page, '远程停止');
  await page.getByText(/已停止充电/).first().waitFor();
  await page.locator('.ant-descriptions').getByText('已完成', { exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: '停止充电' }).count(), 0);
  await page.getByRole('tab', { name: '分时明细' }).click();
  await page.locator('.ant-table-row:visible').first().waitFor();
  await shot(page, 'charging-detail-1440.png');

  // ---- its payment: 查询支付结果 (the simulated channel: paid), then 结算 once, asked first ----
  const payNo = (await page.locator('.ant-descriptions').getByText(/^ZF\d{14}$/).innerText()).trim();
  await page.locator('.ant-descriptions').getByText(payNo).click();
  await page.waitForURL(new RegExp(`/energy/merchant/order/payment/detail\\?pay_no=${payNo}$`));
  await page.locator('.ant-descriptions').getByText('支付中', { exact: true }).waitFor();
  await page.getByRole('button', { name: '查询支付结果' }).click();
  await page.getByText('支付结果：已支付').waitFor();
  await page.locator('.ant-descriptions').getByText('已支付', { exact: true }).waitFor();
  await page.getByRole('button', { name: /^结\s*算$/ }).click();
  await page.locator('.ant-modal-confirm', { hasText: `确定结算支付单 ${payNo}` }).waitFor();
  await confirmOk(page, '确定结算支付单');
  await page.getByText(/^已结算 ¥/).waitFor();
  await page.locator('.ant-descriptions').getByText('已结算', { exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: /^结\s*算$/ }).count(), 0);
  await page.getByRole('tab', { name: '操作记录' }).click();
  await page.getByText(/结算状态：未结算 → 已结算/).waitFor();
  await shot(page, 'payment-detail-1440.png');

  // ---- 支付订单 list ----
  await openFromMenu(page, '充电管理', '订单管理', '支付订单');
  await page.waitForURL(/\/energy\/merchant\/order\/payment\/list$/);
  const payments = page.getByTestId('table-energy-payment-merchant');
  await payments.locator('.ant-table-row', { hasText: payNo }).getByText('已结算').waitFor();
  await payments.getByRole('button', { name: /^结\s*算$/ }).first().waitFor();
  await page.getByTestId('payment-summary').getByText('待结算').waitFor();
  await shot(page, 'payment-list-1440.png');
  await merchant.context.close();

  // ---- a phone ----
  const phone = await signIn(under, 'energy-merchant', { width: 390, height: 844 });
  await phone.page.goto(`${under.product.url}/energy/merchant/order/charging/list`);
  await phone.page.getByTestId('table-energy-charging-merchant').locator('.ant-table-row').first().waitFor();
  await shot(phone.page, 'charging-list-390.png');
  await phone.context.close();

  // ---- the staff looks only ----
  const staff = await signIn(under, 'energy-merchant-staff');
  page = staff.page;
  await openFromMenu(page, '充电管理', '订单管理', '充电记录');
  const staffTable = page.getByTestId('table-energy-charging-merchant');
  await staffTable.locator('.ant-table-row', { hasText: '充电中' }).first().waitFor();
  assert.equal(await staffTable.getByRole('button', { name: '停止充电' }).count(), 0);
  assert.equal(await staffTable.getByRole('button', { name: /^审\s*核$/ }).count(), 0);
  await sideOf(page).getByText('支付订单', { exact: true }).click();
  await page.waitForURL(/\/energy\/merchant\/order\/payment\/list$/);
  const staffPayments = page.getByTestId('table-energy-payment-merchant');
  await staffPayments.locator('.ant-table-row', { hasText: '未结算' }).first().waitFor();
  assert.equal(await staffPayments.getByRole('button', { name: /^结\s*算$/ }).count(), 0);
  await shot(page, 'payment-list-staff-1440.png');
  await staff.context.close();

  // ---- the partner: its customer's sessions only ----
  const partner = await signIn(under, 'energy-partner');
  page = partner.page;
  await openFromMenu(page, '充电服务', '订单管理', '充电记录');
  await page.waitForURL(/\/energy\/order\/charging\/list$/);
  const theirs = page.getByTestId('table-energy-charging-partner');
  await theirs.locator('.ant-table-row', { hasText: '南山快充站（100201）' }).first().waitFor();
  assert.equal(await theirs.locator('.ant-table-row', { hasText: '宝安充电站（100202）' }).count(), 0);
  await shot(page, 'charging-list-partner-1440.png');
  await partner.context.close();

  // ---- the group: both members' payments; a station's 订单 ----
  const group = await signIn(under, 'energy-group');
  page = group.page;
  await openFromMenu(page, '充电集团', '订单管理', '支付订单');
  await page.waitForURL(/\/group\/energy\/order\/payment\/list$/);
  const members = page.getByTestId('table-energy-payment-group');
  await members.locator('.ant-table-row').first().waitFor();
  await page.locator('#search-energy-payment-group').getByText('更多条件', { exact: true }).click();
  await page.locator('#search-energy-payment-group_merchant').click();
  await pick(page, '宝安充电站', { exact: false });
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.waitForURL(/merchant=100202/);
  // Only the chosen member's rows once the filtered page has replaced the previous one.
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll('[data-testid="table-energy-payment-group"] .ant-table-row')];
    return rows.length > 0 && rows.every((r) => r.textContent.includes('宝安充电站（100202）'));
  });
  await shot(page, 'payment-list-group-1440.png');
  await page.goto(`${under.product.url}/group/energy/detail?station=ES100003`);
  await page.getByRole('menu', { name: '电站详情' }).getByText('订单', { exact: true }).click();
  await page.waitForURL(/\/group\/energy\/detail\/order\?station=ES100003/);
  const stationOrders = page.getByTestId('table-energy-charging-group-station');
  await stationOrders.locator('.ant-table-row').first().waitFor();
  assert.equal(await stationOrders.locator('.ant-table-row', { hasText: 'NS-' }).count(), 0);
  await shot(page, 'station-orders-group-1440.png');
  await group.context.close();
});
