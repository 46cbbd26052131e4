// The payment service provider's pages end to end (docs/decisions.md, "Payment service provider: merchants, routing,
// rank and lookup"): 深圳泊联科技 (parking-partner) lists its payment merchant 福田中心停车场, opens 南山科技园停车场 as a
// second one, reads 福田's detail with its routes (微信支付 → 微信支付 enabled, 支付宝 disabled), stops and starts a
// route (asked first), sees the route form offer only open channels, ranks its merchants' trades and finds an order
// by its number whatever its day.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { pick, productUnderTest, screenshotDir, sideOf, signIn } from './server.mjs';

const under = productUnderTest();
const shot = async (page, name, width = 1440) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`) });
};
const openItem = async (page, top, item) => {
  await page.getByTestId('top-menu').getByText(top, { exact: true }).click();
  await sideOf(page).getByText(item, { exact: true }).click();
};

test('provider: 商户列表, 开通支付商户, 商户详情 with 支付路由, route form; 交易排行; 商户订单查询', async () => {
  const { context, page } = await signIn(under, 'parking-partner');
  await openItem(page, '支付服务', '商户列表');
  await page.waitForURL(/\/service\/payment\/merchant\/list$/);
  const table = page.getByTestId('table-payment-service-merchant-list');
  const futian = table.locator('.ant-table-row', { hasText: '福田中心停车场' });
  await futian.getByText('0.38%').waitFor();
  assert.equal(await table.locator('.ant-table-row').count(), 1);
  await shot(page, 'payment-service-merchant-list');

  // 开通支付商户 for its customer 南山科技园停车场.
  await page.getByRole('button', { name: '开通支付商户' }).click();
  await page.waitForURL(/\/service\/payment\/merchant\/create$/);
  const form = page.locator('form#payment-merchant-create');
  await form.getByLabel('商户', { exact: true }).click();
  await page.keyboard.type('南山科技');
  await pick(page, '南山科技园停车场', { exact: false });
  await form.getByLabel('商户简称').fill('南山科技园');
  await form.getByLabel('行业类目').click();
  await pick(page, '停车服务');
  await form.getByLabel('费率').fill('0.3');
  await form.getByLabel('联系人').fill('李雷');
  await form.getByLabel('联系电话').fill('13912345678');
  await form.getByLabel('客服电话').fill('0755-26000000');
  await shot(page, 'payment-service-merchant-create');
  await form.getByRole('button', { name: /开\s*通/ }).click();
  await page.waitForURL(/\/service\/payment\/merchant\/list$/);
  await table.locator('.ant-table-row', { hasText: '南山科技园停车场' }).getByText('0.3%').waitFor();

  // 支付路由 of 福田中心停车场 from the list: the detail opens on that tab.
  await futian.getByRole('button', { name: '支付路由' }).click();
  await page.waitForURL(/\/service\/merchant\/detail\?merchant=100101&tab=routes$/);
  const routes = page.getByTestId('table-payment-service-route-list');
  const wechat = routes.locator('.ant-table-row', { hasText: '支付宝' });
  await wechat.getByText('停用').waitFor();
  const wx = routes.locator('.ant-table-row').first();
  await wx.getByText('启用').waitFor();
  await shot(page, 'payment-service-merchant-detail');

  // 停用 asks first; then 启用 again.
  await wx.getByRole('button', { name: '停用' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.locator('.ant-modal-confirm-title', { hasText: '停用后微信支付的付款将无法受理，确定停用？' }).waitFor();
  await confirm.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await wx.getByRole('button', { name: '启用' }).waitFor();
  await wx.getByRole('button', { name: '启用' }).click();
  await wx.getByRole('button', { name: '停用' }).waitFor();

  // 新建路由: 支付宝's channels are not open for 福田 — shown, disabled, with why.
  await page.getByRole('button', { name: '新建路由' }).click();
  await page.waitForURL(/\/service\/merchant\/routing\/create\?merchant=100101$/);
  const routeForm = page.locator('form#payment-route-create');
  await routeForm.getByLabel('支付方式').click();
  await pick(page, '银联云闪付');
  await routeForm.getByLabel('支付通道').click();
  await page.locator('.ant-select-item-option-disabled', { hasText: '银联商务（待签约）' }).waitFor();
  await routeForm.getByText('该商户尚无可用于此支付方式的已开通通道，请先提交进件').waitFor();
  await shot(page, 'payment-service-route-create');
  await page.keyboard.press('Escape');

  // 交易排行: its one payment merchant with trades, 100 % of the amount.
  await openItem(page, '支付服务', '交易排行');
  await page.waitForURL(/\/service\/trade\/rank$/);
  const bars = page.getByTestId('trade-rank-bars');
  await bars.getByText('福田中心停车场').waitFor();
  await page.getByRole('cell', { name: '100.00%' }).waitFor();
  await shot(page, 'payment-service-trade-rank');

  // 商户订单查询: an order of the trade list found by its trade number; an unknown number finds nothing.
  await openItem(page, '支付服务', '交易流水');
  const trades = page.getByTestId('table-partner-payment-trade-list');
  await trades.locator('.ant-table-row').first().waitFor();
  const tradeNo = (await trades.locator('.ant-table-row').first().locator('a').first().textContent()).trim();
  await openItem(page, '支付服务', '商户订单查询');
  await page.waitForURL(/\/service\/trade\/order-lookup$/);
  await page.getByText('输入完整的交易单号或商户订单号后查询，不限交易日期').waitFor();
  await page.getByLabel('订单号').fill(tradeNo);
  await page.getByRole('button', { name: /^查\s*询$/ }).filter({ visible: true }).click();
  await page.getByRole('link', { name: tradeNo }).waitFor();
  await page.getByText('查询结果（1 笔）').waitFor();
  await shot(page, 'payment-service-order-lookup');
  await page.getByLabel('订单号').fill('NOSUCHORDER');
  await page.getByRole('button', { name: /^查\s*询$/ }).filter({ visible: true }).click();
  await page.getByTestId('order-lookup-empty').waitFor();
  await context.close();
});
