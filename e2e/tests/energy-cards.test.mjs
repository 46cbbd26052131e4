// Energy cards end to end: 南山快充站 (energy-merchant) opens 卡管理 › 充电卡, creates a physical card, sets its 运行设置,
// restricts it to one station (可用电站) and reports it lost (挂失, asked first); the partner (energy-partner) sees its
// customer's cards and not the group's other member's; the group (energy-group) sees both members' cards.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openTop, pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const CARD = '880020199999';
const side = (page) => page.locator('.ant-layout-sider .ant-menu-root');

async function openCards(page, platform, path) {
  await openTop(page, platform);
  // 卡管理 is closed until opened.
  await side(page).getByText('卡管理', { exact: true }).click();
  await side(page).getByText('充电卡', { exact: true }).click();
  await page.waitForURL(new RegExp(`${path}/card/list$`));
}

test('the merchant creates a card, sets its runtime, restricts it to one station and reports it lost; partner and group see it', async () => {
  const merchant = await signIn(under, 'energy-merchant');
  let page = merchant.page;
  await openCards(page, '充电管理', '/energy/merchant');
  const cards = page.getByTestId('table-energy-card-list-merchant-1');
  await cards.locator('.ant-table-row', { hasText: '880020100001' }).waitFor();
  // Holders are masked in the list.
  await cards.locator('.ant-table-row', { hasText: '880020100001' }).getByText('139****0100').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'energy-card-list-1440.png'), fullPage: true });

  // ---- 新建充电卡 ----
  await page.getByRole('button', { name: /新建充电卡/ }).click();
  await page.waitForURL(/\/energy\/merchant\/card\/create$/);
  const form = page.locator('form#energy-card-create-1');
  await form.getByLabel('物理卡号').fill('12AB');
  await form.getByText('物理卡号为 8–20 位数字').waitFor();
  await form.getByLabel('物理卡号').fill(CARD);
  await form.getByLabel('逻辑卡号').fill('c0ffee01');
  await form.getByLabel('持卡人').fill('测试车主');
  await form.getByLabel('手机号').fill('13912345678');
  await page.screenshot({ path: join(screenshotDir, 'energy-card-create-1440.png'), fullPage: true });
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await page.waitForURL(/\/energy\/merchant\/card\/list$/);
  const created = cards.locator('.ant-table-row', { hasText: CARD });
  await created.getByText('139****5678').waitFor();
  await created.getByText('C0FFEE01').waitFor();

  // ---- the detail: 运行设置 ----
  await created.getByText(CARD).click();
  await page.waitForURL(new RegExp(`/energy/merchant/card/detail\\?card_no=${CARD}$`));
  await page.getByText(`充电卡 · ${CARD}`).waitFor();
  await page.getByRole('tab', { name: '运行设置' }).click();
  await page.getByLabel('每日最高充电金额').fill('200');
  await page.getByLabel('最大充电功率').fill('60');
  await page.getByLabel('可用开始时间').fill('07:00');
  await page.getByLabel('可用结束时间').fill('22:00');
  await page.getByRole('button', { name: '保存运行设置' }).click();
  await page.getByText('运行设置已保存').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'energy-card-runtime-1440.png'), fullPage: true });

  // ---- 可用电站: one station of its own ----
  await page.getByRole('tab', { name: '可用电站' }).click();
  await page.getByText('未指定可用电站：该卡可在南山快充站的全部电站启动充电').waitFor();
  await page.getByLabel('添加可用电站').click();
  await pick(page, '南山后海充电站', { exact: false });
  await page.getByRole('button', { name: /添\s*加/ }).click();
  await page.getByText('该卡只能在以下 1 个电站启动充电').waitFor();
  await page.locator('.ant-table-row:visible', { hasText: '南山后海充电站' }).getByText('移除').waitFor();
  // The picker offers the card owner's stations only.
  await page.getByLabel('添加可用电站').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '南山科技园充电站' }).waitFor();
  assert.equal(await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '宝安' }).count(), 0);
  // The station already listed is offered disabled, marked 已添加.
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option-disabled', { hasText: '南山后海充电站' }).getByText(/已添加/).waitFor();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: join(screenshotDir, 'energy-card-acl-1440.png'), fullPage: true });

  // ---- 挂失, asked first ----
  await page.getByRole('button', { name: /挂\s*失/ }).click();
  const confirm = page.locator('.ant-modal-confirm', { hasText: '确定挂失吗' });
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('已挂失').waitFor();
  await page.locator('.ant-descriptions').getByText('挂失', { exact: true }).waitFor();
  await page.getByRole('button', { name: '解除挂失' }).waitFor();
  await page.getByRole('tab', { name: '操作记录' }).click();
  await page.getByText(/状态：启用 → 挂失/).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'energy-card-detail-1440.png'), fullPage: true });
  await merchant.context.close();

  // ---- the partner sees its customer's cards, not the group's other member's ----
  const partner = await signIn(under, 'energy-partner');
  page = partner.page;
  await openCards(page, '充电服务', '/energy');
  const theirs = page.getByTestId('table-energy-card-list-partner-1');
  await theirs.locator('.ant-table-row', { hasText: CARD }).getByText('南山快充站（100201）').waitFor();
  assert.equal(await theirs.locator('.ant-table-row', { hasText: '宝安充电站（100202）' }).count(), 0);
  await page.screenshot({ path: join(screenshotDir, 'energy-card-list-partner-1440.png'), fullPage: true });
  await partner.context.close();

  // ---- the group sees both members' ----
  const group = await signIn(under, 'energy-group');
  page = group.page;
  await openCards(page, '充电集团', '/group/energy');
  const members = page.getByTestId('table-energy-card-list-group-1');
  await members.locator('.ant-table-row', { hasText: CARD }).waitFor();
  await members.locator('.ant-table-row', { hasText: '宝安充电站（100202）' }).first().waitFor();
  await side(page).getByText('VIN 车辆', { exact: true }).click();
  await page.waitForURL(/\/group\/energy\/vin\/list$/);
  await page.getByTestId('table-energy-card-list-group-2').locator('.ant-table-row', { hasText: 'LB37624S7LX123459' }).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'energy-vin-list-group-1440.png'), fullPage: true });
  await group.context.close();
});
