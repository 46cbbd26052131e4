// city-report-misc end to end (docs/decisions.md, "City platform reporting (城市平台上报)", "Group invoices (集团发票)",
// "Contracts of the base services", "Terminals (终端)", "Insurance benefits (保险权益)"): the parking partner opens 停车服务 ›
// 城市平台上报, adds a park to its Shenzhen report and edits the configuration (the secret never shown); the parking group
// reads its member's trades and an invoice's detail; the operator opens 合同客户 → a merchant's contracts, 终端列表 → a
// terminal, 权益列表 → a claimed benefit. Screenshots in e2e/screenshots.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, openTop, productUnderTest, screenshotDir, sideOf, signIn } from './server.mjs';

const under = productUnderTest();
const shot = async (page, name, width = 1440) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
};

test('parking partner: city platform reporting — add a park, edit the configuration', async () => {
  const { context, page } = await signIn(under, 'parking-partner');
  await openFromMenu(page, '停车服务', '停车场管理', '城市平台上报');
  await page.waitForURL(/\/parking\/city-report$/);
  const table = page.getByTestId('table-city-report-parking');
  await table.getByText('深圳市智慧停车监管平台').waitFor();
  await table.getByText('已配置').waitFor();
  await shot(page, 'city-report-list');

  await table.getByText('2 个').click();
  await page.waitForURL(/\/city\/report\/parking\/park-list\?id=\d+&from=/);
  const parks = page.getByTestId('table-city-report-parking-targets');
  await parks.getByText('科技园南区地面停车场').waitFor();
  const row = parks.locator('tr', { hasText: '科技园南区地面停车场' });
  await row.getByText('加入上报').click();
  await page.getByText(/已加入上报 1 个车场，共上报 3 个/).waitFor();
  await row.getByText('已上报').waitFor();
  await shot(page, 'city-report-parks');

  await page.getByRole('button', { name: /返\s*回/ }).click();
  await page.waitForURL(/\/parking\/city-report$/);
  await table.getByText('3 个').waitFor();
  await table.locator('tr', { hasText: '深圳市智慧停车监管平台' }).getByText('编辑').click();
  await page.waitForURL(/\/city\/report\/parking\/edit\?id=\d+/);
  const form = page.locator('form#city-report-parking-edit');
  assert.equal(await form.getByLabel('接入密钥').inputValue(), '');
  await form.getByText('已配置。出于安全考虑不显示原密钥，留空则保持不变').waitFor();
  await form.getByLabel('平台名称').fill('深圳市智慧停车监管平台（二期）');
  await shot(page, 'city-report-form');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await page.waitForURL(/\/parking\/city-report$/);
  await table.getByText('深圳市智慧停车监管平台（二期）').waitFor();
  await context.close();
});

test('parking group: its member’s invoiceable trades and an invoice’s detail', async () => {
  const { context, page } = await signIn(under, 'parking-group');
  await openTop(page, '集团发票');
  await sideOf(page).getByText('可开票交易', { exact: true }).click();
  await page.waitForURL(/\/group-invoice\/trade\/list$/);
  const trades = page.getByTestId('table-invoice-group-trade-list');
  await trades.getByText('罗湖万象停车场').first().waitFor();
  assert.equal(await page.getByRole('button', { name: /^开\s*票/ }).count(), 0);
  await shot(page, 'group-invoice-trades');

  await sideOf(page).getByText('发票列表', { exact: true }).click();
  await page.waitForURL(/\/group-invoice\/invoice\/list$/);
  const invoices = page.getByTestId('table-invoice-group-invoice-list');
  await invoices.getByText('70000001', { exact: true }).waitFor();
  assert.equal(await invoices.getByText('红冲', { exact: true }).count(), 0);
  await invoices.locator('tr', { has: page.getByRole('cell', { name: '70000001', exact: true }) }).getByText('详情', { exact: true }).click();
  await page.waitForURL(/\/group-invoice\/invoice\/detail\?apply_no=IA/);
  await page.getByText('深圳市万象商业管理有限公司').first().waitFor();
  await page.locator('.ant-descriptions-item', { hasText: '所属商户' }).getByText('罗湖万象停车场').waitFor();
  await shot(page, 'group-invoice-detail');
  await context.close();
});

test('operator: contract customers, terminals and insurance benefits', async () => {
  const { context, page } = await signIn(under, 'admin');
  await openFromMenu(page, '基础服务', '合同管理', '合同客户');
  await page.waitForURL(/\/base\/services\/contract\/customer$/);
  const customers = page.getByTestId('table-base-contract-customer');
  await customers.getByText('福田中心停车场').waitFor();
  await shot(page, 'base-contract-customer');
  await customers.locator('tr', { hasText: '福田中心停车场' }).getByText('查看合同').click();
  await page.waitForURL(/\/base\/services\/contract\/list\?merchant=100101$/);
  const contracts = page.getByTestId('table-contract-list');
  await contracts.getByText('智慧停车 SaaS 服务合同').first().waitFor();
  await contracts.locator('tr', { hasText: '智慧停车 SaaS 服务合同' }).getByText('查看', { exact: true }).click();
  await page.waitForURL(/\/base\/services\/contract\/detail\?id=\d+$/);
  await page.getByText('ZB-2025-0101 · 智慧停车 SaaS 服务合同').waitFor();

  await openFromMenu(page, '基础服务', '终端管理', '终端列表');
  await page.waitForURL(/\/base\/services\/terminal\/list$/);
  const terminals = page.getByTestId('table-base-terminal');
  await terminals.getByText('ZB-POS-0000501').click();
  await page.waitForURL(/\/base\/services\/terminal\/detail\?sn=ZB-POS-0000501$/);
  await page.getByText('设备返厂维修，暂停使用').waitFor();
  await shot(page, 'base-terminal-detail');

  await openTop(page, '保险权益');
  await sideOf(page).getByText('权益列表', { exact: true }).click();
  await page.waitForURL(/\/insurance\/benefit\/list$/);
  const benefits = page.getByTestId('table-insurance-benefit');
  await benefits.getByText('已理赔').first().waitFor();
  await shot(page, 'insurance-benefit-list');
  await benefits.locator('tr', { hasText: '已理赔' }).first().getByText('详情').click();
  await page.waitForURL(/\/insurance\/benefit\/detail\?benefit_no=IB/);
  await page.getByText('理赔说明').waitFor();
  await shot(page, 'insurance-benefit-detail');
  await context.close();
});
