// Energy configuration end to end: 南山快充站 (energy-merchant) adds a user to 用户黑名单, removes them (asked first),
// looks at its SIM cards and device logs and at the station detail's 黑名单; the partner (energy-partner) rejects a
// pending 地图引流申请 with a reason, which the merchant then reads in its own list.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const MOBILE = '13766668888';

test('the merchant keeps its blacklist, SIMs and logs; the partner audits a map referral', async () => {
  const merchant = await signIn(under, 'energy-merchant');
  let page = merchant.page;

  // ---- 用户黑名单: add, then remove (asked first) ----
  await openFromMenu(page, '充电管理', '配置', '用户黑名单');
  await page.waitForURL(/\/energy\/merchant\/config\/blacklist/);
  const table = page.getByTestId('table-energy-blacklist-merchant');
  await table.locator('.ant-table-row', { hasText: '13912340001' }).getByText('全部电站').waitFor();
  await page.getByRole('button', { name: /添加黑名单用户/ }).click();
  const dialog = page.locator('.ant-modal', { hasText: '添加黑名单用户' });
  await dialog.getByLabel('用户手机号').fill('1376666');
  await dialog.getByLabel('拉黑原因').fill('充满后长时间占位');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.getByText('请输入正确的手机号').waitFor();
  await dialog.getByLabel('用户手机号').fill(MOBILE);
  await page.screenshot({ path: join(screenshotDir, 'energy-blacklist-add-1440.png'), fullPage: true });
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('已加入黑名单').waitFor();
  const added = table.locator('.ant-table-row', { hasText: MOBILE });
  await added.getByText('生效中').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'energy-blacklist-1440.png'), fullPage: true });
  await added.getByText('移除', { exact: true }).click();
  await page.locator('.ant-modal-confirm', { hasText: `将 ${MOBILE} 移出黑名单` }).getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('已移出黑名单').waitFor();
  await added.getByText('已移除').waitFor();

  // ---- SIM 卡 and the logs ----
  await openFromMenu(page, '充电管理', '配置', 'SIM 卡');
  const sims = page.getByTestId('table-energy-sim-merchant');
  await sims.locator('.ant-table-row', { hasText: 'NS-DC-0001' }).waitFor();
  await sims.getByText('已过期').first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'energy-sim-1440.png'), fullPage: true });
  await openFromMenu(page, '充电管理', '配置', '设备报文日志');
  await page.getByTestId('table-energy-message-log-merchant').getByText('Heartbeat', { exact: true }).first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'energy-message-log-1440.png'), fullPage: true });
  await openFromMenu(page, '充电管理', '配置', '设备上下线日志');
  await page.getByTestId('table-energy-online-log-merchant').getByText('下线').first().waitFor();

  // ---- the station detail's 黑名单: the station's own and the merchant-wide entries ----
  await openFromMenu(page, '充电管理', '电站管理', '电站列表');
  await page.locator('.ant-table-row', { hasText: '南山后海充电站' }).getByText('南山后海充电站', { exact: true }).click();
  await page.waitForURL(/\/detail\?station=ES\d+$/);
  await page.getByTestId('group-menu').getByRole('menu', { name: '电站详情' }).getByText('黑名单', { exact: true }).click();
  await page.waitForURL(/\/energy\/detail\/config\/blacklist\?station=ES\d+$/);
  const atStation = page.getByTestId('table-energy-blacklist-merchant-station');
  await atStation.locator('.ant-table-row', { hasText: 'LSGBC5345HS123457' }).waitFor();
  await atStation.locator('.ant-table-row', { hasText: '13912340001' }).waitFor();
  assert.equal(await atStation.locator('.ant-table-row', { hasText: '880020100009' }).count(), 0);
  await page.screenshot({ path: join(screenshotDir, 'energy-station-blacklist-1440.png'), fullPage: true });
  await merchant.context.close();

  // ---- the partner rejects a pending map referral ----
  const partner = await signIn(under, 'energy-partner');
  page = partner.page;
  await openFromMenu(page, '充电服务', '地图引流', '地图引流申请');
  const applies = page.getByTestId('table-energy-emap-partner');
  const pending = applies.locator('.ant-table-row', { hasText: '百度地图' });
  await pending.getByText('待审核').waitFor();
  await pending.getByText('审核', { exact: true }).click();
  const audit = page.locator('.ant-modal', { hasText: '审核地图引流申请' });
  await audit.getByText('驳回', { exact: true }).click();
  await audit.getByRole('button', { name: /提交审核/ }).click();
  await audit.getByText('请填写驳回原因').waitFor();
  await audit.getByLabel('驳回原因').fill('门头照片不清晰，请补充');
  await page.screenshot({ path: join(screenshotDir, 'energy-emap-audit-1440.png'), fullPage: true });
  await audit.getByRole('button', { name: /提交审核/ }).click();
  await page.getByText('已驳回', { exact: true }).first().waitFor();
  await pending.getByText('门头照片不清晰，请补充').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'energy-emap-1440.png'), fullPage: true });
  await partner.context.close();
});
