// Parking trades end to end (docs/decisions.md, "Parking trades"): 福田中心停车场 (parking-merchant) reads its 临停订单
// with the filter's 合计, filters by 订单状态 and opens an order's detail; in 月卡订单 (statistics cards) it 对账 an order
// (asked first) and opens its 分摊明细 按期 then 按日; its staff looks only. The partner reads its customers' orders; the
// group its members', 重新同步 one and 对账 another; the group's staff looks only.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { closeDrawer, openFromMenu, openTop, pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const shotsDir = '/tmp/parking-trade-shots';
mkdirSync(shotsDir, { recursive: true });
const totalOf = async (table) => Number((await table.locator('.ant-pagination-total-text').textContent()).match(/共 (\d+) 条/)[1]);
/** A screenshot once dialogs, drawers, dropdowns and messages have finished moving (into the suite's folder and /tmp). */
const shot = async (page, name, width = 1440) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`) });
  await page.screenshot({ path: join(shotsDir, `${name}-${width}.png`) });
};
const search = (page) => page.getByRole('button', { name: /查\s*询/ }).filter({ visible: true }).click();

test('merchant: 临停订单 with 合计, 订单状态 filter and the detail drawer', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openFromMenu(page, '停车管理', '交易管理', '临停订单');
  await page.waitForURL(/\/parking-merchant\/trade\/temporary$/);
  const table = page.getByTestId('table-merchant-parking-payment-list');
  await table.locator('.ant-table-row').first().waitFor();
  const all = await totalOf(table);
  assert.ok(all > 100);
  const summary = page.getByTestId('trade-summary');
  await summary.getByText(`共 ${all.toLocaleString('zh-CN')} 笔`).waitFor();
  await summary.getByText(/^实收 [\d,]+\.\d\d 元$/).waitFor();
  await shot(page, 'parking-trade-temporary');

  // 已退款: fewer rows, each 已退款; the 合计 follows the filter.
  await page.locator('#search-merchant-parking-payment-list_state').click();
  await pick(page, '已退款');
  await search(page);
  await page.waitForURL(/state=-3/);
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll('[data-testid="table-merchant-parking-payment-list"] .ant-table-row')];
    return rows.length > 0 && rows.every((r) => r.textContent.includes('已退款'));
  });
  const refunded = await totalOf(table);
  assert.ok(refunded >= 1 && refunded < all);
  assert.equal(await table.locator('.ant-table-row').count(), refunded);
  assert.equal(await table.locator('.ant-table-row', { hasText: '已退款' }).count(), refunded);
  await summary.getByText(`共 ${refunded} 笔`).waitFor();

  // The detail: the money, the refund and the stay it paid for.
  await table.locator('.ant-table-row').first().locator('a').first().click();
  const drawer = page.locator('.ant-drawer-open');
  await drawer.getByText('临停订单详情').waitFor();
  await drawer.getByText('道闸故障，车主排队超时，全额退款').waitFor();
  await drawer.getByText('入场通道').waitFor();
  await shot(page, 'parking-trade-temporary-detail');
  await closeDrawer(page);

  // On a phone the list still reads.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${under.product.url}/parking-merchant/trade/temporary`);
  await table.locator('.ant-table-row').first().waitFor();
  await shot(page, 'parking-trade-temporary', 390);
  await context.close();
});

test('merchant: 月卡订单 statistics, 对账 asked first, 分摊明细 按期 and 按日', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openFromMenu(page, '停车管理', '交易管理', '月卡订单');
  await page.waitForURL(/\/parking-merchant\/trade\/monthly$/);
  const table = page.getByTestId('table-merchant-parking-recharge-list');
  await table.locator('.ant-table-row').first().waitFor();
  await page.getByTestId('statistic-count').getByText('近 30 天订单数').waitFor();
  await shot(page, 'parking-trade-monthly');

  // Only the orders not yet collated (from the address); 对账 one, asked first.
  await page.goto(`${under.product.url}/parking-merchant/trade/monthly?collated=0`);
  await table.locator('.ant-table-row').first().waitFor();
  const open = await totalOf(table);
  const row = table.locator('.ant-table-row').first();
  const orderNo = (await row.locator('a').first().textContent()).trim();
  await row.getByRole('button', { name: '对账' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.locator('.ant-modal-confirm-title', { hasText: `对账订单 ${orderNo}？` }).waitFor();
  await confirm.getByText(/合计 [\d,]+\.\d\d 元/).waitFor();
  await shot(page, 'parking-trade-collate');
  await confirm.getByRole('button', { name: '确认对账' }).click();
  await page.getByText('已对账 1 笔').waitFor();
  await table.locator('.ant-table-row', { hasText: orderNo }).waitFor({ state: 'detached' });
  assert.equal(await totalOf(table), open - 1);

  // 分摊明细 of the next order: by month, then by day.
  const next = table.locator('.ant-table-row').first();
  const nextNo = (await next.locator('a').first().textContent()).trim();
  await next.getByRole('button', { name: '分摊（按期）' }).click();
  await page.waitForURL(/\/parking-merchant\/trade\/period-detail\?id=\d+$/);
  await page.locator('.ant-descriptions-item-content', { hasText: nextNo }).waitFor(); // the kept-alive list holds the number too
  const parts = page.getByTestId('allocation-table');
  await parts.getByText(/^第 1 期$/).waitFor();
  await page.getByTestId('allocation-summary').getByText('订单金额').waitFor();
  await shot(page, 'parking-trade-period-detail');
  await page.getByText('按日', { exact: true }).click();
  await page.waitForURL(/\/parking-merchant\/trade\/daily-detail\?id=\d+$/);
  await parts.getByText(/^第 1 天$/).waitFor();
  await page.getByText(/^共 \d+ 天$/).waitFor();
  await shot(page, 'parking-trade-daily-detail');
  await context.close();
});

test('merchant staff: both lists, no 对账', async () => {
  const { context, page } = await signIn(under, 'parking-merchant-staff');
  await openFromMenu(page, '停车管理', '交易管理', '月卡订单');
  const table = page.getByTestId('table-merchant-parking-recharge-list');
  await table.locator('.ant-table-row').first().waitFor();
  await table.getByRole('button', { name: '详情' }).first().waitFor();
  assert.equal(await table.getByRole('button', { name: '对账' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: /批量对账/ }).count(), 0);
  await openTop(page, '停车管理');
  await page.locator('.ant-layout-sider .ant-menu-root').getByText('临停订单', { exact: true }).click();
  await page.getByTestId('table-merchant-parking-payment-list').locator('.ant-table-row').first().waitFor();
  await context.close();
});

test('partner: its customers’ temporary and monthly orders, read-only', async () => {
  const { context, page } = await signIn(under, 'parking-partner');
  await openFromMenu(page, '停车服务', '订单管理', '临停订单');
  await page.waitForURL(/\/parking\/order\/temporary$/);
  const table = page.getByTestId('table-partner-parking-payment-list');
  await table.locator('.ant-table-row').first().waitFor();
  // 所属商户 shows: 福田中心 and 南山科技园 are its customers.
  await table.locator('thead').getByText('所属商户').waitFor();
  await page.goto(`${under.product.url}/parking/order/temporary?merchant=100102`);
  await table.locator('.ant-table-row', { hasText: '南山科技园停车场' }).first().waitFor();
  await shot(page, 'parking-trade-partner-temporary');
  await openFromMenu(page, '停车服务', '订单管理', '月卡订单');
  const monthly = page.getByTestId('table-partner-parking-recharge-list');
  await monthly.locator('.ant-table-row').first().waitFor();
  assert.equal(await monthly.getByRole('button', { name: '对账' }).count(), 0);
  await context.close();
});

test('group: its members’ orders; 重新同步 and 对账 a monthly order; its staff looks only', async () => {
  const { context, page } = await signIn(under, 'parking-group');
  await openFromMenu(page, '集团停车', '订单管理', '临停订单');
  await page.waitForURL(/\/group\/order\/payment$/);
  const orders = page.getByTestId('table-group-parking-payment-list');
  await orders.locator('.ant-table-row').first().waitFor();
  assert.equal(await orders.locator('.ant-table-row', { hasText: '福田中心停车场' }).count(), 0);
  await shot(page, 'parking-trade-group-payment');

  await openFromMenu(page, '集团停车', '订单管理', '月卡订单');
  await page.waitForURL(/\/group\/order\/recharge$/);
  const table = page.getByTestId('table-group-parking-recharge-list');
  await table.locator('.ant-table-row').first().waitFor();
  const row = table.locator('.ant-table-row').first();
  const orderNo = (await row.locator('a').first().textContent()).trim();
  await row.getByRole('button', { name: '重新同步' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.locator('.ant-modal-confirm-title', { hasText: `重新同步订单 ${orderNo}？` }).waitFor();
  await confirm.getByRole('button', { name: '重新同步' }).click();
  await page.getByText('已提交重新同步（第 1 次）').waitFor();
  await confirm.waitFor({ state: 'detached' });
  await table.locator('.ant-table-row', { hasText: orderNo }).getByRole('button', { name: '对账' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '确认对账' }).click();
  await page.getByText('已对账 1 笔').waitFor();
  // The detail shows both in its 操作记录.
  await table.locator('.ant-table-row', { hasText: orderNo }).locator('a').first().click();
  const drawer = page.locator('.ant-drawer-open');
  await drawer.getByText('月卡订单详情').waitFor();
  await drawer.getByText(/1 次，最近/).waitFor();
  await drawer.getByText('已对账').first().waitFor();
  await shot(page, 'parking-trade-group-recharge-detail');
  await closeDrawer(page);
  await context.close();

  const staff = await signIn(under, 'parking-group-staff');
  await openFromMenu(staff.page, '集团停车', '订单管理', '月卡订单');
  const staffTable = staff.page.getByTestId('table-group-parking-recharge-list');
  await staffTable.locator('.ant-table-row').first().waitFor();
  assert.equal(await staffTable.getByRole('button', { name: '重新同步' }).count(), 0);
  assert.equal(await staffTable.getByRole('button', { name: '对账' }).count(), 0);
  await staff.context.close();
});
