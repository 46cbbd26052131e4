// The station detail's rest end to end: 南山快充站 (energy-merchant) reads its 虚拟电损记录 and synchronises one, changes
// a station's 虚拟电损设置 and a 设备安全策略 (a threshold out of range refused first), looks at the station's 卡 and
// 分润设置（外部） and its 机构钱包; the group (energy-group) opens its 综合首页 and a member station's VIN.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, openTop, productUnderTest, screenshotDir, sideOf, signIn } from './server.mjs';

const under = productUnderTest();
const detailMenu = (page) => page.getByTestId('group-menu').getByRole('menu', { name: '电站详情' });

test('the merchant keeps its station’s virtual loss and policies; the group reads its combined index', async () => {
  const merchant = await signIn(under, 'energy-merchant');
  let page = merchant.page;

  // ---- 虚拟电损记录: sums and rows; 同步 of a waiting one ----
  await openTop(page, '充电管理');
  await sideOf(page).getByText('虚拟电损记录', { exact: true }).click();
  await page.waitForURL(/\/energy\/merchant\/virtual\/record\/list/);
  await page.getByTestId('quantity-summary').getByText('电损电量').waitFor();
  const records = page.getByTestId('table-energy-virtual-record-merchant');
  const waiting = records.locator('.ant-table-row', { hasText: '待同步' }).first();
  await waiting.waitFor();
  await page.screenshot({ path: join(screenshotDir, 'energy-virtual-record-1440.png'), fullPage: true });
  await waiting.getByText('同步', { exact: true }).click();
  await page.getByText(/已同步 \d+ 条/).waitFor();

  // ---- the station detail: 虚拟电损设置 ----
  await openFromMenu(page, '充电管理', '电站管理', '电站列表');
  await page.getByTestId('table-energy-station-list-merchant').locator('.ant-table-row', { hasText: '南山科技园充电站' }).getByText('南山科技园充电站', { exact: true }).click();
  await page.waitForURL(/\/detail\?station=ES\d+$/);
  await detailMenu(page).getByText('虚拟电损设置', { exact: true }).click();
  await page.waitForURL(/\/energy\/detail\/virtual\/setting\?station=ES\d+$/);
  const ratio = page.getByLabel('电损比例');
  await page.waitForFunction(() => (document.querySelector('input[aria-label="电损比例"]')?.value ?? '') !== '');
  assert.equal(await ratio.inputValue(), '3.00');
  await ratio.fill('3.5');
  await page.screenshot({ path: join(screenshotDir, 'energy-virtual-setting-1440.png'), fullPage: true });
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('虚拟电损设置已保存').waitFor();
  await page.waitForURL(/\/energy\/detail\/virtual\/record\?station=ES\d+$/);
  await page.getByTestId('table-energy-virtual-record-merchant-station').locator('.ant-table-row').first().waitFor();

  // ---- 设备安全策略: a threshold out of range is refused, then saved ----
  await detailMenu(page).getByText('设备安全策略', { exact: true }).click();
  await page.waitForURL(/\/energy\/detail\/config\/policy\?station=ES\d+$/);
  const policies = page.getByTestId('table-energy-device-policy');
  const leakage = policies.locator('.ant-table-row', { hasText: '漏电保护' });
  await leakage.getByText('30 mA').waitFor();
  await leakage.getByText('编辑', { exact: true }).click();
  const dialog = page.locator('.ant-modal', { hasText: '编辑漏电保护' });
  await dialog.getByLabel('阈值').fill('200');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.getByText('阈值须在 6–100 mA 之间').waitFor();
  await dialog.getByLabel('阈值').fill('25');
  await dialog.getByText('仅告警', { exact: true }).click();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('漏电保护已保存').waitFor();
  await leakage.getByText('25 mA').waitFor();
  await leakage.getByText('已修改').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'energy-device-policy-1440.png'), fullPage: true });

  // ---- 卡 and 分润设置（外部） ----
  await detailMenu(page).getByText('卡', { exact: true }).click();
  await page.waitForURL(/\/energy\/detail\/card\?station=ES\d+$/);
  await page.getByTestId('table-energy-card-list-merchant-1-station').locator('.ant-table-row').first().waitFor();
  await page.getByText('VIN', { exact: true }).first().click();
  await page.getByTestId('table-energy-card-list-merchant-2-station').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'energy-station-card-1440.png'), fullPage: true });
  await detailMenu(page).getByText('分润设置（外部）', { exact: true }).click();
  await page.waitForURL(/\/energy\/detail\/config\/profit-sharing\?station=ES\d+$/);
  await page.getByText(/本站收入按所属商户「南山快充站」的分账规则分润/).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'energy-profit-sharing-1440.png'), fullPage: true });

  // ---- 机构钱包: the authorised wallets with their balances; a wrong wallet number is refused by the server ----
  await openTop(page, '充电管理');
  await sideOf(page).getByText('机构钱包', { exact: true }).click();
  await page.waitForURL(/\/energy\/merchant\/institution\/wallet\/list/);
  const wallets = page.getByTestId('table-energy-institution-wallet');
  await wallets.locator('.ant-table-row', { hasText: '福田中心停车场' }).getByText('500.00 元/日').waitFor();
  await page.getByRole('button', { name: /授权机构钱包/ }).click();
  const grant = page.locator('.ant-modal', { hasText: '授权机构钱包' });
  await grant.getByLabel('机构商户号').fill('100101');
  await grant.getByLabel('钱包编号').fill('W999999999');
  await grant.getByRole('button', { name: /授\s*权/ }).click();
  await page.getByText(/没有编号为 W999999999 的钱包/).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'energy-institution-wallet-1440.png'), fullPage: true });
  await grant.getByRole('button', { name: /取\s*消/ }).click();
  await merchant.context.close();

  // ---- the group: 综合首页, a member station's VIN ----
  const group = await signIn(under, 'energy-group');
  page = group.page;
  await openTop(page, '充电集团');
  await sideOf(page).getByText('综合首页', { exact: true }).click();
  await page.waitForURL(/\/group\/parking\/energy\/index/);
  const cards = page.getByTestId('group-combined-cards');
  await cards.getByText('充电收入').waitFor();
  await page.getByTestId('group-combined-live').getByText('在线充电桩').waitFor();
  await page.getByTestId('group-combined-trend').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'group-parking-energy-index-1440.png'), fullPage: true });
  await openFromMenu(page, '充电集团', '电站管理', '电站列表');
  await page.getByTestId('table-energy-station-list-group').locator('.ant-table-row', { hasText: '宝安中心充电站' }).getByText('宝安中心充电站', { exact: true }).click();
  await page.waitForURL(/\/group\/energy\/detail\?station=ES\d+$/);
  await detailMenu(page).getByText('VIN 车辆', { exact: true }).click();
  await page.waitForURL(/\/group\/energy\/detail\/vin\?station=ES\d+$/);
  await page.getByTestId('table-energy-card-list-group-2-station').waitFor();
  await detailMenu(page).getByText('虚拟电损记录', { exact: true }).click();
  await page.getByTestId('table-energy-virtual-record-group-station').locator('.ant-table-row').first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'group-station-virtual-record-1440.png'), fullPage: true });
  await group.context.close();
});
