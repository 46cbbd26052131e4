// 广告 › 概览 and 数据中心 end to end: the platform operator (admin, the demo's advertising partner) opens the dashboards
// and the statistics from the menu, reads figures computed from the demo's daily facts, filters a list by period, opens
// a space's and a day's details, switches 数据分析's grouping and exports the settlement report.
// docs/decisions.md, "Advertising data (广告 › 数据概览, 数据中心)".
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();

test('the operator reads the advertising dashboards and statistics', async () => {
  const { context, page } = await signIn(under, 'admin');

  // 概览 › 数据看板: the counts now and the period's figures.
  await openFromMenu(page, '广告', '概览', '数据看板');
  await page.waitForURL(/\/adverting\/overview\/board$/);
  const now = page.getByTestId('board-now');
  await now.getByText('投放中计划').waitFor();
  await page.getByTestId('board-plans').getByText('智泊云月卡续费提醒').waitFor();
  await page.getByTestId('board-traffic').locator('svg').first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'adverting-data-board-1440.png'), fullPage: true });

  // 流量看板 (近 7 天) and 收益看板.
  await openFromMenu(page, '广告', '概览', '流量看板');
  await page.waitForURL(/\/adverting\/overview\/flow\/dashboard$/);
  await page.getByTestId('flow-platforms').getByText('Android').waitFor();
  await page.getByTestId('flow-spaces').getByText('APP 开屏').waitFor();
  await openFromMenu(page, '广告', '概览', '收益看板');
  await page.getByTestId('revenue-advertisers').getByText('蓝海传媒广告有限公司').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'adverting-data-revenue-1440.png'), fullPage: true });

  // 流量分析: the area ranking by city, then by province.
  await openFromMenu(page, '广告', '概览', '流量分析');
  const areas = page.getByTestId('area-rank');
  await areas.getByText('广东省深圳市').waitFor();
  const first = await areas.locator('li').first().textContent();
  assert.match(first ?? '', /^1广东省深圳市/);
  await page.getByText('省份', { exact: true }).click();
  await areas.getByText('湖南省').waitFor();
  await page.getByTestId('area-table').getByText('广东省').first().waitFor();

  // 数据中心 › 广告位统计: every space, the one that sold nothing too; 详情 of APP 开屏.
  await openFromMenu(page, '广告', '数据中心', '广告位统计');
  await page.waitForURL(/\/adverting\/data\/space\/statistics$/);
  const spaces = page.getByTestId('table-adverting-data-space');
  await spaces.getByText('共 6 条').waitFor();
  await spaces.locator('.ant-table-row', { hasText: 'MINI_FEED' }).getByText('停用').waitFor();
  await page.getByTestId('stat-totals').getByText(/统计周期 .* 至 .*（未选择时为近 30 天/).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'adverting-data-space-statistics-1440.png'), fullPage: true });
  await spaces.locator('.ant-table-row', { hasText: 'APP_SPLASH' }).getByRole('button', { name: '详情' }).click();
  await page.waitForURL(/\/adverting\/data\/space\/detail\?id=\d+$/);
  const detail = page.getByTestId('space-detail');
  await detail.getByText('APP 开屏（APP_SPLASH）').waitFor();
  await detail.getByRole('tab', { name: '按投放计划' }).click();
  await detail.locator('.ant-table-row', { hasText: '粤港汽车·新能源到店礼' }).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'adverting-data-space-detail-1440.png'), fullPage: true });

  // 收益数据: one row a day, newest first; 详情 of yesterday.
  await openFromMenu(page, '广告', '数据中心', '收益数据');
  const income = page.getByTestId('table-adverting-data-income');
  await income.getByText('共 30 条').waitFor();
  const yesterday = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
  await income.locator('.ant-table-row', { hasText: yesterday }).getByRole('button', { name: '详情' }).click();
  await page.waitForURL(new RegExp(`/adverting/data/income/detail\\?date=${yesterday}$`));
  await page.getByTestId('income-detail').getByText(`收益详情 · ${yesterday}`).waitFor();
  await page.getByTestId('income-detail').locator('.ant-table-row').first().waitFor();

  // 结算报表: the providers' monthly shares; 导出 queues a job of the report centre.
  await openFromMenu(page, '广告', '数据中心', '结算报表');
  const settlement = page.getByTestId('table-adverting-data-settlement');
  await settlement.locator('.ant-table-row', { hasText: '福田中心停车场' }).first().getByText('40%').waitFor();
  await page.getByRole('button', { name: /导出/ }).click();
  await page.getByText('CSV 文件（.csv）').click();
  await page.locator('.ant-modal-confirm-title', { hasText: '导出任务已创建' }).waitFor();
  await page.getByRole('button', { name: '留在本页' }).click();

  // 数据分析: 计费方式 × 广告消耗.
  await openFromMenu(page, '广告', '数据中心', '数据分析');
  await page.getByTestId('analysis-dimension').getByText('计费方式').click();
  await page.getByTestId('analysis-metric').getByText('广告消耗').click();
  await page.getByTestId('analysis-table').getByText('CPM（千次展示）').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'adverting-data-analysis-1440.png'), fullPage: true });
  await context.close();
});
