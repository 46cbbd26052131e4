// The group's 支付通道配置 and 充电配置 end to end: 深能充电集团 (energy-group) opens a member station from its 电站列表,
// checks the station detail's menu, reads 南山后海充电站's channel (跟随商户默认), assigns 集团统一收款 over 拉卡拉 (a bad
// merchant number refused first, the save confirmed once more), then changes the charge settings (confirmed) and sees
// both in the station's 操作记录.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const detailMenu = (page) => page.getByTestId('group-menu').getByRole('menu', { name: '电站详情' });

test('the group assigns a member station’s payment channel and changes its charge settings', async () => {
  const { page } = await signIn(under, 'energy-group');
  await openFromMenu(page, '充电集团', '电站管理', '电站列表');
  await page.getByTestId('table-energy-station-list-group').locator('.ant-table-row', { hasText: '南山后海充电站' }).getByText('南山后海充电站', { exact: true }).click();
  await page.waitForURL(/\/group\/energy\/detail\?station=ES\d+$/);
  const menu = detailMenu(page);
  await menu.getByText('告警', { exact: true }).waitFor();
  assert.deepEqual((await menu.locator('.ant-menu-item').allTextContents()).map((t) => t.trim()), [
    '概览', '订单', '基础配置', '支付通道配置', '运行配置', '设备配置', '端口配置', '计费规则', '充电配置', '预付金额', '黑名单', '白名单', 'SIM 卡', '设备安全策略', '分润设置（外部）',
    '停车缴费', '停车费设置', '车位管理', '停车费订单', '停车费记录', '充电卡', 'VIN 车辆', '虚拟卡', '虚拟电损设置', '虚拟电损记录', '套餐列表', '购买记录', '活动列表', '活动用户', '活动人群', '告警',
  ]);

  // ---- 支付通道配置 ----
  await menu.getByText('支付通道配置', { exact: true }).click();
  await page.waitForURL(/\/group\/energy\/detail\/config\/channel\?station=ES\d+$/);
  const card = page.locator('.ant-card:visible', { hasText: '收款方式' });
  await card.getByText('跟随商户默认').waitFor();
  await card.getByRole('button', { name: /修改配置/ }).click();
  const dialog = page.locator('.ant-modal:visible', { hasText: '修改支付通道配置' });
  await dialog.getByText('指定通道', { exact: true }).click();
  await dialog.getByText(/集团统一收款（深能充电集团）/).click();
  await dialog.getByLabel('支付通道').click();
  await pick(page, '拉卡拉');
  await dialog.getByLabel('渠道商户号').fill('12-34');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.getByText('渠道商户号须为 6–32 位字母或数字').waitFor();
  await dialog.getByLabel('渠道商户号').fill('822584058120011');
  await page.screenshot({ path: join(screenshotDir, 'group-energy-channel-dialog-1440.png') });
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  const ask = page.locator('.ant-modal-confirm', { hasText: '确认修改支付通道？' });
  await ask.getByText(/通过「拉卡拉」收款至集团「深能充电集团」，渠道商户号 822584058120011/).waitFor();
  await ask.getByRole('button', { name: '确认修改' }).click();
  await page.getByText('支付通道配置已保存').waitFor();
  await card.getByText('822584058120011').waitFor();
  await card.getByText('集团统一收款', { exact: true }).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'group-energy-channel-1440.png'), fullPage: true });

  // ---- 充电配置 ----
  await menu.getByText('充电配置', { exact: true }).click();
  await page.waitForURL(/\/group\/energy\/detail\/config\/charge\?station=ES\d+$/);
  const charge = page.locator('.ant-card:visible', { hasText: '单枪功率上限' });
  await charge.getByText('未修改（使用默认）').waitFor();
  await charge.getByRole('button', { name: /修改配置/ }).click();
  const chargeDialog = page.locator('.ant-modal:visible', { hasText: '修改充电配置' });
  await chargeDialog.getByLabel('单枪功率上限').fill('7');
  await chargeDialog.getByLabel('涓流功率').fill('8');
  await chargeDialog.getByRole('button', { name: /保\s*存/ }).click();
  await chargeDialog.getByText('涓流功率须低于单枪功率上限（7 kW）').waitFor();
  await chargeDialog.getByLabel('涓流功率').fill('1.5');
  await chargeDialog.getByLabel('同一用户同时充电数').fill('2');
  await chargeDialog.getByRole('button', { name: /保\s*存/ }).click();
  const askCharge = page.locator('.ant-modal-confirm', { hasText: '确认修改充电配置？' });
  await askCharge.getByText(/单枪功率上限 7 kW/).waitFor();
  await askCharge.getByRole('button', { name: '确认修改' }).click();
  await page.getByText('充电配置已保存').waitFor();
  await charge.getByText('7 kW', { exact: true }).waitFor();
  await charge.getByText('开启：低于 1.5 kW 持续 10 分钟').waitFor();
  await page.locator('.ant-card:visible', { hasText: '操作记录' }).getByText(/保存电站充电配置/).first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'group-energy-charge-1440.png'), fullPage: true });
});
