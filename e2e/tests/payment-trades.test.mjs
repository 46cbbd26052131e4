// Payment trades end to end (docs/decisions.md, "Payment trades, refunds and settlements"): 福田中心停车场
// (parking-merchant) reads its 支付明细 with the statistics, filters by 交易状态 and opens a trade in a drawer, then its
// 退款记录 and 结算记录; its partner 深圳泊联科技 (parking-partner) refunds part of a customer's trade once — the amount
// shown before 确认退款 — and sees it on the trade's detail page and in 退款记录, and opens a settlement's detail page;
// the partner's staff reads the same trades without a 退款 button.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { closeDrawer, pick, productUnderTest, screenshotDir, sideOf, signIn } from './server.mjs';

const under = productUnderTest();
const shotsDir = '/tmp/payment-trades-shots';
mkdirSync(shotsDir, { recursive: true });
const totalOf = async (table) => Number((await table.locator('.ant-pagination-total-text').textContent()).match(/共 (\d+) 条/)[1]);
const shot = async (page, name, width = 1440) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`) });
  await page.screenshot({ path: join(shotsDir, `${name}-${width}.png`) });
};
const search = (page) => page.getByRole('button', { name: /查\s*询/ }).filter({ visible: true }).click();
/** A top menu's flat item in the sidebar. */
const openItem = async (page, top, item) => {
  await page.getByTestId('top-menu').getByText(top, { exact: true }).click();
  await sideOf(page).getByText(item, { exact: true }).click();
};

test('merchant: 支付明细 with statistics, 交易状态 filter, the detail drawer; 退款记录; 结算记录', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openItem(page, '交易中心', '支付明细');
  await page.waitForURL(/\/trading-center\/payment\/list$/);
  const table = page.getByTestId('table-merchant-payment-trade-list');
  await table.locator('.ant-table-row').first().waitFor();
  const week = await totalOf(table);
  assert.ok(week > 10, `trades of the last 7 days: ${week}`);
  const stats = page.getByTestId('trade-statistics');
  await stats.getByText('近 7 天交易笔数').waitFor();
  await stats.getByText(String(week), { exact: true }).waitFor();
  await shot(page, 'payment-trades-merchant-list');

  // 已全额退款 over the last month (from the address), then the detail of one: its refund is listed.
  await page.locator('#search-merchant-payment-trade-list_state').click();
  await pick(page, '已全额退款');
  await search(page);
  await page.waitForURL(/state=3/);
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll('[data-testid="table-merchant-payment-trade-list"] .ant-table-row')];
    const empty = document.querySelector('[data-testid="table-merchant-payment-trade-list"] .ant-empty');
    return empty || (rows.length > 0 && rows.every((r) => r.textContent.includes('已全额退款')));
  });
  const url = new URL(page.url());
  url.searchParams.set('start_date', new Date(Date.now() - 29 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10));
  url.searchParams.set('end_date', new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
  await page.goto(url.toString());
  await table.locator('.ant-table-row').first().waitFor();
  const refunded = await totalOf(table);
  assert.ok(refunded >= 1);
  assert.equal(await table.locator('.ant-table-row', { hasText: '已全额退款' }).count(), Math.min(refunded, 20));
  await table.locator('.ant-table-row').first().locator('a').first().click();
  const drawer = page.locator('.ant-drawer-open');
  await drawer.getByText('交易信息').waitFor();
  await drawer.getByText(/退款记录（[1-9]）/).waitFor();
  await drawer.locator('.ant-table-row').first().waitFor();
  await shot(page, 'payment-trades-merchant-detail');
  await closeDrawer(page);

  await openItem(page, '交易中心', '退款记录');
  const refunds = page.getByTestId('table-merchant-payment-refund-list');
  await refunds.locator('.ant-table-row').first().waitFor();
  await shot(page, 'payment-trades-merchant-refunds');

  await openItem(page, '交易中心', '结算记录');
  const settlements = page.getByTestId('table-merchant-payment-settlement-list');
  await settlements.locator('.ant-table-row').first().waitFor();
  await page.getByTestId('settlement-statistics').getByText('结算金额').waitFor();
  await settlements.locator('.ant-table-row', { hasText: '已结算' }).first().locator('a').first().click();
  await page.locator('.ant-drawer-open').getByTestId('settlement-net').waitFor();
  await page.locator('.ant-drawer-open').getByText(/当日成功交易（\d+）/).waitFor();
  await shot(page, 'payment-trades-merchant-settlement');
  await closeDrawer(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${under.product.url}/trading-center/payment/list`);
  await table.locator('.ant-table-row').first().waitFor();
  await shot(page, 'payment-trades-merchant-list', 390);
  await context.close();
});

test('partner: refunds part of a customer’s trade once, the amount shown first; then its detail and 退款记录; a settlement’s detail', async () => {
  const { context, page } = await signIn(under, 'parking-partner');
  await openItem(page, '支付服务', '交易流水');
  await page.waitForURL(/\/service\/trade\/payment\/list$/);
  const table = page.getByTestId('table-partner-payment-trade-list');
  await table.locator('.ant-table-row').first().waitFor();
  // antd spaces two-character button labels (退 款).
  const refundButton = page.getByRole('button', { name: /^退\s*款$/ });
  const row = table.locator('.ant-table-row', { has: refundButton }).first();
  const tradeNo = (await row.locator('a').first().textContent()).trim();
  await row.getByRole('button', { name: /^退\s*款$/ }).click();
  const dialog = page.locator('.ant-modal', { hasText: `退款 · ${tradeNo}` });
  await dialog.getByTestId('refundable').waitFor();
  await dialog.getByLabel('退款金额（元）').fill('1.23');
  await dialog.getByLabel('退款原因').fill('车主投诉补退差价');
  await dialog.getByTestId('refund-summary').getByText('将向付款人退回 1.23 元，退款后不能撤销。').waitFor();
  await shot(page, 'payment-trades-partner-refund');
  await dialog.getByRole('button', { name: '确认退款' }).click();
  await page.getByText(/退款成功，已退 1\.23 元|退款已提交，1\.23 元 退款中/).waitFor();
  await dialog.waitFor({ state: 'detached' });

  // The detail page lists the refund (only once).
  await table.locator('.ant-table-row', { hasText: tradeNo }).locator('a').first().click();
  await page.waitForURL(/\/payment\/trade\/payment\/detail\?trade_no=/);
  const reason = page.locator('.ant-table-row', { hasText: '车主投诉补退差价' });
  await reason.first().waitFor();
  assert.equal(await reason.count(), 1);
  await shot(page, 'payment-trades-partner-detail');

  await openItem(page, '支付服务', '退款记录');
  const refunds = page.getByTestId('table-partner-payment-refund-list');
  await refunds.locator('.ant-table-row', { hasText: '车主投诉补退差价' }).first().waitFor();

  await openItem(page, '支付服务', '结算记录');
  const settlements = page.getByTestId('table-partner-payment-settlement-list');
  await settlements.locator('.ant-table-row').first().waitFor();
  await settlements.locator('.ant-table-row').first().locator('a').first().click();
  await page.waitForURL(/\/service\/settlement\/detail\?id=\d+/);
  await page.getByTestId('settlement-net').waitFor();
  await shot(page, 'payment-trades-partner-settlement-detail');
  await context.close();
});

test('partner staff: reads the trades, no 退款', async () => {
  const { context, page } = await signIn(under, 'parking-partner-staff');
  await openItem(page, '支付服务', '交易流水');
  const table = page.getByTestId('table-partner-payment-trade-list');
  await table.locator('.ant-table-row').first().waitFor();
  assert.equal(await table.getByRole('button', { name: /^详\s*情$/ }).count() > 0, true);
  assert.equal(await table.getByRole('button', { name: /^退\s*款$/ }).count(), 0);
  await table.locator('.ant-table-row').first().locator('a').first().click();
  await page.waitForURL(/\/payment\/trade\/payment\/detail\?trade_no=/);
  await page.getByText('交易信息').waitFor();
  assert.equal(await page.getByRole('button', { name: /^退\s*款$/ }).count(), 0);
  await context.close();
});
