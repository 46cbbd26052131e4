// Energy parking fees and appointments end to end: 南山快充站 (energy-merchant) revokes an unpaid parking fee (asked in a
// dialog with a reason), opens a parking record's detail, cancels a waiting reservation, changes its station's parking
// setting and adds a space in the station detail's 停车费. The merchant's staff sees the orders without 撤销; the group
// (energy-group) reads its members' collected fees in 停车缴费.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, productUnderTest, signIn } from './server.mjs';

const under = productUnderTest();
const shots = '/tmp/energy-orders-more-shots';
mkdirSync(shots, { recursive: true });
const shot = (page, name) => page.screenshot({ path: join(shots, name), fullPage: true });

test('parking fees are revoked once, reservations cancelled, the station parking set; staff looks; the group reads 停车缴费', async () => {
  const merchant = await signIn(under, 'energy-merchant');
  let page = merchant.page;

  // ---- 停车费订单: revoke an unpaid one ----
  await openFromMenu(page, '充电管理', '停车费', '停车费订单');
  await page.waitForURL(/\/energy\/merchant\/parking\/order\/list$/);
  const orders = page.getByTestId('table-energy-parking-order-merchant');
  const unpaid = orders.locator('.ant-table-row', { hasText: '待支付' }).first();
  await unpaid.waitFor();
  const payNo = (await unpaid.getByText(/^TF\d{14}$/).innerText()).trim();
  await shot(page, 'parking-orders-1440.png');
  await unpaid.getByRole('button', { name: '撤销' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '撤销停车费订单' });
  await dialog.getByText('停车费免收，车主无需支付').waitFor();
  await dialog.getByRole('button', { name: '撤销（免收）' }).click();
  await dialog.getByText('请填写撤销原因').waitFor();
  await dialog.getByLabel('撤销原因').fill('充电桩故障导致超时占位');
  await shot(page, 'parking-revoke-1440.png');
  await dialog.getByRole('button', { name: '撤销（免收）' }).click();
  await page.getByText('已撤销，停车费免收').waitFor();
  await orders.locator('.ant-table-row', { hasText: payNo }).getByText('已撤销').waitFor();
  await orders.locator('.ant-table-row', { hasText: payNo }).getByText(payNo).click();
  await page.waitForURL(new RegExp(`/energy/merchant/parking/order/detail\\?pay_no=${payNo}$`));
  await page.locator('.ant-descriptions').getByText('充电桩故障导致超时占位').waitFor();
  assert.equal(await page.getByRole('button', { name: '撤销' }).count(), 0);
  await shot(page, 'parking-order-detail-1440.png');

  // ---- 停车费记录 and a record's detail ----
  await openFromMenu(page, '充电管理', '停车费', '停车费记录');
  const records = page.getByTestId('table-energy-parking-record-merchant');
  const priced = records.locator('.ant-table-row', { hasText: '充电减免' }).first();
  await priced.waitFor();
  await shot(page, 'parking-records-1440.png');
  await priced.getByText(/^TC\d{14}$/).click();
  await page.waitForURL(/\/energy\/merchant\/parking\/record\/detail\?record_no=TC\d+$/);
  await page.locator('.ant-descriptions:visible').getByText('计费时长', { exact: true }).waitFor();
  await shot(page, 'parking-record-detail-1440.png');

  // ---- 预约记录: cancel a waiting reservation ----
  await openFromMenu(page, '充电管理', '订单管理', '预约记录');
  await page.waitForURL(/\/energy\/merchant\/order\/appointment\/list$/);
  const appointments = page.getByTestId('table-energy-appointment-merchant');
  const waiting = appointments.locator('.ant-table-row', { hasText: '待到站' }).first();
  await waiting.waitFor();
  const appointmentNo = (await waiting.getByText(/^YY\d{14}$/).innerText()).trim();
  await shot(page, 'appointments-1440.png');
  await waiting.getByRole('button', { name: '取消预约' }).click();
  const cancel = page.locator('.ant-modal', { hasText: `取消预约 ${appointmentNo}` });
  await cancel.getByLabel('取消原因').fill('充电桩临时检修，已电话通知车主');
  await cancel.getByRole('button', { name: '取消预约' }).click();
  await page.getByText('预约已取消').waitFor();
  await appointments.locator('.ant-table-row', { hasText: appointmentNo }).getByText('已取消').waitFor();

  // ---- the station's 停车费: setting and spaces ----
  await page.goto(`${under.product.url}/energy/detail/parking/setting?station=ES100001`);
  await page.getByText('南山科技园充电站').first().waitFor();
  await page.getByLabel('免费时长').waitFor();
  assert.equal(await page.getByLabel('免费时长').inputValue(), '30');
  await page.getByLabel('免费时长').fill('45');
  await shot(page, 'parking-setting-1440.png');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('停车费设置已保存，之后离场的车辆按新设置计费').waitFor();
  await page.goto(`${under.product.url}/energy/detail/parking/space?station=ES100001`);
  const spaces = page.getByTestId('table-energy-park-space-merchant');
  await spaces.locator('.ant-table-row', { hasText: 'A-01' }).waitFor();
  await page.getByRole('button', { name: '新增车位' }).click();
  const form = page.locator('.ant-modal', { hasText: '新增车位' });
  await form.getByLabel('车位号').fill('b-01');
  await form.getByLabel('备注').fill('访客车位');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('车位已新增').waitFor();
  await spaces.locator('.ant-table-row', { hasText: 'B-01' }).getByText('未绑定').waitFor();
  await shot(page, 'parking-spaces-1440.png');
  await merchant.context.close();

  // ---- the staff looks only ----
  const staff = await signIn(under, 'energy-merchant-staff');
  page = staff.page;
  await openFromMenu(page, '充电管理', '停车费', '停车费订单');
  const staffOrders = page.getByTestId('table-energy-parking-order-merchant');
  await staffOrders.locator('.ant-table-row').first().waitFor();
  assert.equal(await staffOrders.getByRole('button', { name: '撤销' }).count(), 0);
  await staff.context.close();

  // ---- the group: 停车缴费, both members' collected fees ----
  const group = await signIn(under, 'energy-group');
  page = group.page;
  await openFromMenu(page, '充电集团', '停车费', '停车缴费');
  await page.waitForURL(/\/group\/energy\/parking\/payment$/);
  const paid = page.getByTestId('table-energy-parking-order-group-paid');
  await paid.locator('.ant-table-row').first().waitFor();
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll('[data-testid="table-energy-parking-order-group-paid"] .ant-table-row')];
    return rows.length > 0 && rows.every((r) => r.textContent.includes('已支付'));
  });
  await paid.locator('.ant-table-row', { hasText: '宝安充电站（100202）' }).first().waitFor();
  await shot(page, 'parking-payment-group-1440.png');
  await group.context.close();
});
