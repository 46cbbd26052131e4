// The parking partner's tools end to end: 深圳泊联科技 (`parking-partner`) reviews a data collection (通过 makes an 其他停车场),
// reads its customers' parking software and its statistics, lets a car into 福田中心停车场 with the vehicle mock and finds
// its record in 进出记录; the parking group (`parking-group`) revokes a passport of its member 南山科技园停车场.
// docs/decisions.md, "Parking partner: records, data collection, other parks, software, vehicle mock, passports".
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, openTop, pick, productUnderTest, screenshotDir, sideOf, signIn } from './server.mjs';

const under = productUnderTest();
const shot = async (page, name) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: join(screenshotDir, `${name}-1440.png`), fullPage: true });
};

test('the partner: 数据采集 › 审核 通过 makes an 其他停车场; 软件列表 and 软件统计', async () => {
  const { context, page } = await signIn(under, 'parking-partner');
  await openFromMenu(page, '停车服务', '数据采集', '数据采集');
  await page.waitForURL(/\/parking\/collection\/list/);
  const table = page.getByTestId('table-parking-collection-list');
  await table.locator('.ant-table-row').first().waitFor();
  await page.getByTestId('collection-counts').getByText('待审核 4').waitFor();
  await shot(page, 'parking-collection-list');

  const row = table.locator('.ant-table-row', { hasText: '龙华壹方天地停车场' });
  await row.getByRole('button', { name: '审核' }).click();
  await page.waitForURL(/\/parking\/collection\/audit\?id=\d+$/);
  await page.getByText('审核数据采集 · 龙华壹方天地停车场').waitFor();
  await page.locator('form#collection-audit').getByLabel('审核意见').fill('现场信息核实无误');
  await shot(page, 'parking-collection-audit');
  await page.getByRole('button', { name: '提交审核' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.locator('.ant-modal-confirm-title', { hasText: '确认通过该数据采集？' }).waitFor();
  await confirm.getByRole('button', { name: /通\s*过/ }).click();
  await page.waitForURL(/\/parking\/collection\/detail\?id=\d+$/);
  await page.locator('.ant-descriptions:visible').getByText('已通过').first().waitFor();
  await page.locator('.ant-descriptions:visible').getByText('现场信息核实无误').first().waitFor();
  // 录入的其他停车场: the link to the lot the approval made.
  await page.locator('.ant-descriptions:visible a.ant-typography', { hasText: '龙华壹方天地停车场' }).click();
  await page.waitForURL(/\/parking\/other\/detail\?id=\d+$/);
  await page.getByText('其他停车场 · 龙华壹方天地停车场').waitFor();
  await page.getByRole('tab', { name: '采集记录' }).click();
  await page.getByTestId('other-park-collections').locator('.ant-table-row').first().waitFor();
  await shot(page, 'parking-other-detail');

  await openFromMenu(page, '停车服务', '数据采集', '其他停车场');
  const others = page.getByTestId('table-parking-other-list');
  await others.locator('.ant-table-row', { hasText: '龙华壹方天地停车场' }).waitFor();
  await others.locator('.ant-table-row', { hasText: '海岸城购物中心停车场' }).getByText('2', { exact: true }).waitFor();

  await openFromMenu(page, '停车服务', '软件', '软件列表');
  const software = page.getByTestId('table-parking-software-list');
  await software.locator('.ant-table-row', { hasText: '智泊云停车' }).getByText('使用中').waitFor();
  await software.locator('.ant-table-row', { hasText: '科拓' }).getByText('已到期').waitFor();
  await shot(page, 'parking-software-list');

  await sideOf(page).getByText('软件统计', { exact: true }).click();
  await page.waitForURL(/\/parking\/software\/statistics$/);
  const cards = page.getByTestId('parking-software-statistics');
  await cards.getByTestId('statistic-customers').getByText('2').waitFor();
  await page.getByTestId('parking-software-table').locator('.ant-table-row', { hasText: '智泊云停车' }).waitFor();
  await page.getByTestId('parking-software-customers').waitFor();
  await shot(page, 'parking-software-statistics');
  await context.close();
});

test('the partner: 车辆模拟工具 lets a car in and out; 进出记录 shows its record', async () => {
  const { context, page } = await signIn(under, 'parking-partner');
  await openTop(page, '停车服务');
  await sideOf(page).getByText('车辆模拟工具', { exact: true }).click();
  await page.waitForURL(/\/parking\/vehicle-mock$/);
  const form = page.locator('form#vehicle-mock');
  await form.getByLabel('停车场').click();
  await pick(page, '福田中心停车场');
  await form.getByLabel('通道').click();
  await pick(page, 'B1 东入口（入口）');
  await form.getByLabel('车牌号').fill('粤B·E2E01');
  await form.getByLabel('车辆类型').click();
  await pick(page, '月卡车');
  await form.getByRole('button', { name: '发送入场报文' }).click();
  const result = page.getByTestId('vehicle-mock-result');
  await result.getByText(/粤BE2E01 已于 .+ 从「福田中心停车场」B1 东入口入场/).waitFor();
  const messages = page.getByTestId('table-parking-vehicle-messages');
  await messages.locator('.ant-table-row', { hasText: '月卡车' }).first().waitFor();
  await shot(page, 'parking-vehicle-mock');

  // 出场 through the wrong lane is refused; through an exit it closes the record.
  await form.getByText('出场', { exact: true }).click();
  await form.getByLabel('通道').click();
  await pick(page, 'B1 东出口（出口）');
  await form.getByRole('button', { name: '发送出场报文' }).click();
  await result.getByText(/粤BE2E01 已于 .+ 从「福田中心停车场」B1 东出口出场/).waitFor();

  await result.getByText('在进出记录中查看').click();
  await page.waitForURL(/\/parking\/record\?plate=/);
  const records = page.getByTestId('table-partner-record-list');
  const record = records.locator('.ant-table-row').first();
  await record.getByText('已出场').waitFor();
  await record.getByText('B1 东出口').waitFor();
  assert.equal(await records.locator('th', { hasText: '所属商户' }).count(), 1);
  assert.equal(await records.getByRole('button', { name: '修正车牌' }).count(), 0);
  await shot(page, 'parking-partner-record');
  await context.close();
});

test('the group: 停车管理 › 通行证 of a member; 撤销 a valid one with a reason', async () => {
  const { context, page } = await signIn(under, 'parking-group');
  await openFromMenu(page, '账户中心', '商户管理', '商户列表');
  const merchants = page.getByTestId('table-merchant-list');
  await merchants.locator('.ant-table-row', { hasText: '南山科技园停车场' }).getByRole('button', { name: /更多/ }).hover();
  await page.getByRole('menuitem', { name: '停车管理' }).click();
  await page.waitForURL(/\/group\/parking\?merchant=100102&merchant_name=/);
  const menu = page.getByTestId('group-menu').getByRole('menu', { name: '停车管理' });
  await menu.getByText('通行证', { exact: true }).click();
  await page.waitForURL(/\/group\/parking\/passport\?merchant=100102/);
  const table = page.getByTestId('table-group-parking-passport');
  const valid = table.locator('.ant-table-row', { hasText: '粤BD39921' });
  await valid.getByText('有效').waitFor();
  await table.locator('.ant-table-row').filter({ hasText: '已撤销' }).first().waitFor();
  await shot(page, 'group-parking-passport');

  await valid.getByRole('button', { name: '撤销' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '确认撤销' }).click();
  await dialog.getByText('请填写撤销原因').waitFor();
  await dialog.getByLabel('撤销原因').fill('外立面维修提前完工');
  await dialog.getByRole('button', { name: '确认撤销' }).click();
  await valid.getByText('已撤销').waitFor();
  await table.locator('.ant-table-row', { hasText: '粤BD39921' }).getByRole('button', { name: '详情' }).click();
  await page.locator('.ant-drawer-open').getByText('外立面维修提前完工').waitFor();
  await shot(page, 'group-parking-passport-revoked');
  await context.close();
});
