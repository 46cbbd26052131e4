// Energy reconciliation end to end: 南山快充站 (energy-merchant) opens 充电管理 › 对账 › 结算单, sees its own statements,
// opens one with its 订单明细 and follows it to the payout (打款记录, the account masked). The merchant's staff has no 对账
// and is refused at the address. The partner (energy-partner) sees its customer's statements only; the group
// (energy-group) filters its members' payouts to 打款失败 (宝安充电站's). A phone shows the list.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, signIn, sideOf } from './server.mjs';

const under = productUnderTest();
const shots = '/tmp/energy-ops-shots';
mkdirSync(shots, { recursive: true });
const shot = (page, name) => page.screenshot({ path: join(shots, name), fullPage: true });

test('the merchant reads its statements and payouts; staff has none; partner and group see their scope', async () => {
  const merchant = await signIn(under, 'energy-merchant');
  let page = merchant.page;
  await openFromMenu(page, '充电管理', '对账', '结算单');
  await page.waitForURL(/\/energy\/merchant\/reconciliation\/settlement\/list$/);
  const table = page.getByTestId('table-energy-settlement-merchant');
  const first = table.locator('.ant-table-row').first();
  await first.waitFor();
  // A merchant sees only its own: no 所属商户 column.
  assert.equal(await table.getByText('所属商户').count(), 0);
  await table.locator('.ant-table-row', { hasText: '已打款' }).first().waitFor();
  await shot(page, 'settlement-list-1440.png');

  // ---- a statement: its sums, payout and 订单明细 ----
  const row = table.locator('.ant-table-row', { hasText: '已打款' }).first();
  const settleNo = (await row.getByText(/^JS\d{14}$/).innerText()).trim();
  await row.getByText(settleNo).click();
  await page.waitForURL(new RegExp(`/energy/merchant/reconciliation/settlement/detail\\?settle_no=${settleNo}$`));
  await page.getByText(`结算单 · ${settleNo}`).waitFor();
  await page.locator('.ant-descriptions:visible').getByText(/费率 0\.60%/).waitFor();
  await page.locator('.ant-descriptions:visible').getByText(/招商银行 · 南山快充站 · \*{4} \*{4} 8888/).waitFor();
  await page.getByRole('tab', { name: '订单明细' }).click();
  await page.locator('.ant-table-row:visible', { hasText: /^.*ZF\d{14}/ }).first().waitFor();
  await shot(page, 'settlement-detail-1440.png');

  // ---- its payout ----
  const transferNo = (await page.locator('.ant-descriptions:visible').getByText(/^DK\d{14}$/).innerText()).trim();
  await page.locator('.ant-descriptions:visible').getByText(transferNo).click();
  await page.waitForURL(new RegExp(`/energy/merchant/reconciliation/transfer/detail\\?transfer_no=${transferNo}$`));
  await page.getByText(`打款记录 · ${transferNo}`).waitFor();
  await page.locator('.ant-descriptions:visible').getByText('已打款', { exact: true }).waitFor();
  await page.getByRole('tab', { name: '收款账户' }).click();
  await page.getByRole('tabpanel', { name: '收款账户' }).getByText('**** **** 8888').waitFor();
  assert.equal(await page.getByText('6214830755128888').count(), 0);
  await shot(page, 'transfer-detail-1440.png');
  await sideOf(page).getByText('打款记录', { exact: true }).click();
  await page.waitForURL(/\/energy\/merchant\/reconciliation\/transfer\/list$/);
  await page.getByTestId('table-energy-transfer-merchant').locator('.ant-table-row', { hasText: transferNo }).waitFor();
  await shot(page, 'transfer-list-1440.png');
  await merchant.context.close();

  // ---- a phone ----
  const phone = await signIn(under, 'energy-merchant', { width: 390, height: 844 });
  await phone.page.goto(`${under.product.url}/energy/merchant/reconciliation/settlement/list`);
  await phone.page.getByTestId('table-energy-settlement-merchant').locator('.ant-table-row').first().waitFor();
  await shot(phone.page, 'settlement-list-390.png');
  await phone.context.close();

  // ---- the staff: no 对账, refused at the address ----
  const staff = await signIn(under, 'energy-merchant-staff');
  page = staff.page;
  await openFromMenu(page, '充电管理', '订单管理', '充电记录');
  assert.equal(await sideOf(page).getByText('对账', { exact: true }).count(), 0);
  await page.goto(`${under.product.url}/energy/merchant/reconciliation/settlement/list`);
  await page.getByText('无访问权限').first().waitFor();
  await page.getByText('energy:reconciliation:list').first().waitFor();
  await shot(page, 'settlement-staff-refused-1440.png');
  await staff.context.close();

  // ---- the partner: its customer's statements only ----
  const partner = await signIn(under, 'energy-partner');
  page = partner.page;
  await openFromMenu(page, '充电服务', '对账', '结算单');
  await page.waitForURL(/\/energy\/reconciliation\/settlement\/list$/);
  const theirs = page.getByTestId('table-energy-settlement-partner');
  await theirs.locator('.ant-table-row', { hasText: '南山快充站（100201）' }).first().waitFor();
  assert.equal(await theirs.locator('.ant-table-row', { hasText: '宝安充电站（100202）' }).count(), 0);
  await partner.context.close();

  // ---- the group: its members' payouts, filtered to 打款失败 ----
  const group = await signIn(under, 'energy-group');
  page = group.page;
  await openFromMenu(page, '充电集团', '对账', '打款记录');
  await page.waitForURL(/\/group\/energy\/reconciliation\/transfer\/list$/);
  const members = page.getByTestId('table-energy-transfer-group');
  await members.locator('.ant-table-row').first().waitFor();
  await page.getByLabel('打款状态').click();
  await pick(page, '打款失败');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.waitForURL(/state=-1/);
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll('[data-testid="table-energy-transfer-group"] .ant-table-row')];
    return rows.length > 0 && rows.every((r) => r.textContent.includes('打款失败') && r.textContent.includes('宝安充电站（100202）'));
  });
  await members.getByText('收款户名与账号不符，银行拒绝入账').first().waitFor();
  await shot(page, 'transfer-list-group-failed-1440.png');
  await group.context.close();
});
