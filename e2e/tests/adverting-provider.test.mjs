// 流量主 end to end: the platform operator (admin, the demo's advertising partner) confirms a provider's channel bill and
// books its payment, opens its detail, generates a month again, reads the providers' ad data, saves the billing rule,
// looks at the profit setting and the ad space analysis, and plans a delivery from an approved 拓量需求 (快速建计划).
// docs/decisions.md, "Traffic providers' bills (广告 › 流量主)".
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();

test('the operator settles a channel bill, saves the billing rule, reads the analyses and plans from a demand', async () => {
  const { context, page } = await signIn(under, 'admin');

  // 渠道账单: three providers × three months, the latest waiting to be confirmed.
  await openFromMenu(page, '广告', '流量主管理', '渠道账单');
  await page.waitForURL(/\/adverting\/provider\/channel-bill\/list$/);
  const table = page.getByTestId('table-adverting-channel-bill');
  await table.getByText('共 9 条').waitFor();
  const row = table.locator('.ant-table-row', { hasText: '福田中心停车场' }).filter({ hasText: '待确认' });
  const billNo = (await row.locator('td').nth(1).textContent()).trim();
  assert.match(billNo, /^CB\d{6}100000\d{6}$/);
  const bill = table.locator('.ant-table-row', { hasText: billNo });
  await page.screenshot({ path: join(screenshotDir, 'adverting-provider-bills-1440.png'), fullPage: true });
  await bill.getByRole('button', { name: '确认' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.locator('.ant-modal-confirm-title', { hasText: '金额不再随规则重算' }).waitFor();
  await confirm.getByRole('button', { name: /确\s*定|OK/ }).click();
  await page.getByText('账单已确认').waitFor();
  await bill.getByText('已确认').waitFor();

  await bill.getByRole('button', { name: '登记付款' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '登记付款' });
  await dialog.getByLabel('付款流水号').fill('x');
  await dialog.getByRole('button', { name: '确认已付款' }).click();
  await dialog.getByText('4–64 位字母、数字、下划线或连字符').waitFor();
  await dialog.getByLabel('付款流水号').fill('E2E-TRF-20261127');
  await dialog.getByRole('button', { name: '确认已付款' }).click();
  await page.getByText('已登记付款，账单已结算').waitFor();
  await bill.getByText('已结算').waitFor();

  // Its detail: the amounts, the rates, the lines.
  await bill.getByRole('button', { name: '详情' }).click();
  await page.waitForURL(/\/adverting\/provider\/channel-bill\/detail\?id=\d+$/);
  await page.getByText('E2E-TRF-20261127').waitFor();
  await page.getByText('广告位明细').waitFor();
  await page.getByText('缴费完成页（PAY_SUCCESS）').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'adverting-provider-bill-detail-1440.png'), fullPage: true });

  // 生成账单 again for the latest month: the waiting ones recomputed, the settled one kept.
  await openFromMenu(page, '广告', '流量主管理', '渠道账单');
  await page.getByRole('button', { name: '生成账单' }).click();
  const generate = page.locator('.ant-modal', { hasText: '生成渠道账单' });
  await generate.getByRole('button', { name: '生 成' }).or(generate.getByRole('button', { name: '生成' })).click();
  await page.getByText(/新生成 0 张，重新计算 2 张，已确认未变 1 张/).waitFor();

  // 广告数据: the last 30 days by day and provider, with the sums.
  await openFromMenu(page, '广告', '流量主管理', '广告数据');
  await page.getByTestId('provider-data-summary').getByText(/广告收入合计 ¥/).waitFor();
  await page.getByTestId('table-adverting-provider-data').locator('.ant-table-row', { hasText: '南山快充站' }).first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'adverting-provider-data-1440.png'), fullPage: true });

  // 计费规则: the bill day saved.
  await openFromMenu(page, '广告', '流量主管理', '计费规则');
  const rule = page.locator('form#adverting-billing-rule');
  await rule.getByLabel('出账日').fill('8');
  await rule.getByRole('button', { name: '保存规则' }).click();
  await page.getByText('计费规则已保存，此后生成的账单按新规则计算').waitFor();
  await rule.getByText(/最近由 平台管理员 于/).waitFor();

  // 分润设置: the basis and each provider's share.
  await openFromMenu(page, '广告', '流量主管理', '分润设置');
  await page.locator('form#adverting-profit-setting').getByText('扣除平台服务费后的收入', { exact: true }).waitFor();
  // (Several rows name 福田中心停车场, on this page and on kept-alive ones: a visible one with 40%.)
  await page.locator('.ant-table-row:visible', { hasText: '福田中心停车场' }).getByText('40%').first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'adverting-provider-profit-1440.png'), fullPage: true });

  // 广告位分析: cards, charts and the ranking.
  await openFromMenu(page, '广告', '配置管理', '广告位分析');
  const analysis = page.getByTestId('space-analysis');
  await analysis.getByText('广告位排行').waitFor();
  await analysis.locator('.ant-table-row', { hasText: 'APP_SPLASH' }).waitFor();
  await page.getByTestId('space-revenue-chart').locator('svg').first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'adverting-space-analysis-1440.png'), fullPage: true });

  // 快速建计划 from the approved demand: the external plan form prefilled, then created.
  await openFromMenu(page, '广告', '投放管理', '拓量需求');
  const demands = page.getByTestId('table-adverting-expansion-demand');
  await demands.locator('.ant-table-row', { hasText: '新能源车型上市推广' }).getByRole('button', { name: '快速建计划' }).click();
  await page.waitForURL(/\/adverting\/operation\/expansion-demand\/quick-plan\?id=\d+$/);
  const form = page.locator('form#adverting-plan-create');
  await form.getByText('南山充电桩屏（NS_PILE_SCREEN）').waitFor();
  assert.equal(await form.getByLabel('计划名称').inputValue(), '新能源车型上市推广');
  await page.screenshot({ path: join(screenshotDir, 'adverting-quick-plan-1440.png'), fullPage: true });
  await form.getByRole('button', { name: '创建计划' }).click();
  await page.waitForURL(/\/adverting\/operation\/delivery\/external\/list$/);
  await page.getByTestId('table-adverting-plan-external').locator('.ant-table-row', { hasText: '新能源车型上市推广' }).getByText('待审核').waitFor();
  await context.close();
});
