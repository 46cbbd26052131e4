// 停车管理 of one merchant end to end: the parking partner opens its customer 福田中心停车场 from 停车场 (the park's
// 停车管理 action) — a sidebar group over that merchant, its orders, reservations and cards, the merchant kept from page
// to page —; the parking group opens its member 南山科技园停车场 from 商户列表. A merchant the partner does not serve is
// refused. docs/decisions.md, "The partner's and group's 停车管理".
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const shot = async (page, name) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: join(screenshotDir, `${name}-1440.png`), fullPage: true });
};

test('the partner: 停车场 › 停车管理 opens its customer’s group; orders, reservations and cards of that merchant only', async () => {
  const { context, page } = await signIn(under, 'parking-partner');
  await openFromMenu(page, '停车服务', '停车场管理', '停车场');
  const parks = page.getByTestId('table-park-list');
  const futian = parks.locator('.ant-table-row', { hasText: '会展中心北广场停车场' });
  await futian.getByRole('button', { name: '停车管理' }).click();
  await page.waitForURL(/\/parking\/manage\?merchant=100101&merchant_name=.+&park_code=P\d+$/);

  const menu = page.getByTestId('group-menu').getByRole('menu', { name: '停车管理' });
  await menu.getByText('预约记录', { exact: true }).waitFor();
  assert.deepEqual((await menu.locator('.ant-menu-item').allTextContents()).map((t) => t.trim()), [
    '商户停车场', '临停订单', '月卡订单', '道闸监控', '异常放行', '车牌修正记录', '预约记录', '预约黑名单', '月卡', '虚拟车牌', '重点客户', '停车会员', '优惠券', '预约规则', '固定车类型',
  ]);
  await page.getByTestId('managed-merchant').getByText('福田中心停车场').waitFor();
  // The first page: the park chosen on the list, of that merchant (no 所属商户 column: it is fixed).
  const home = page.getByTestId('table-parking-manage-parks');
  await home.locator('.ant-table-row', { hasText: '会展中心北广场停车场' }).waitFor();
  assert.equal(await home.locator('.ant-table-row').count(), 1);
  assert.equal(await home.locator('th', { hasText: '所属商户' }).count(), 0);
  await page.getByTestId('top-menu').locator('.ant-menu-item-selected', { hasText: '停车服务' }).waitFor();
  await shot(page, 'parking-manage-home');

  // 临停订单: the merchant carried, the park filter left behind; the 合计 of that merchant.
  await menu.getByText('临停订单', { exact: true }).click();
  await page.waitForURL(/\/parking\/manage\/order\?merchant=100101&merchant_name=[^&]+$/);
  const orders = page.getByTestId('table-partner-parking-payment-list');
  await orders.locator('.ant-table-row').first().waitFor();
  await page.getByTestId('trade-summary').waitFor();
  assert.equal(await orders.locator('th', { hasText: '所属商户' }).count(), 0);
  assert.equal((await page.locator('.ant-breadcrumb').textContent()).replace(/\s/g, ''), '/停车服务/停车场管理/停车场/停车管理/订单管理/临停订单');
  await shot(page, 'parking-manage-orders');

  // 道闸监控: the customer's lanes, offline first, with the counts.
  await menu.getByText('道闸监控', { exact: true }).click();
  await page.waitForURL(/\/parking\/manage\/gate\?merchant=100101/);
  const gates = page.getByTestId('table-parking-gate-list');
  await gates.locator('.ant-table-row').first().getByText('离线').waitFor();
  await page.getByTestId('gate-counts').getByText('通道数').waitFor();
  await shot(page, 'parking-manage-gate');

  // 预约记录: the customer's reservations and cards, read only (no 取消 / 标记违约).
  await menu.getByText('预约记录', { exact: true }).click();
  await page.waitForURL(/\/parking\/manage\/reserve\?merchant=100101/);
  const reserves = page.getByTestId('table-parking-reserve-list');
  await reserves.locator('.ant-table-row').first().waitFor();
  await page.getByTestId('reserve-cards').getByText('预约数').waitFor();
  assert.equal(await reserves.getByRole('button', { name: '取消' }).count(), 0);
  await shot(page, 'parking-manage-reserve');

  await menu.getByText('月卡', { exact: true }).click();
  await page.waitForURL(/\/parking\/manage\/car\?merchant=100101/);
  const cards = page.getByTestId('table-parking-vip-list');
  await cards.locator('.ant-table-row').first().waitFor();
  assert.equal(await page.getByRole('button', { name: '新增月卡' }).count(), 0);

  // A merchant it does not serve: the list says so.
  await page.goto(`${under.product.url}/parking/manage/reserve?merchant=100103&merchant_name=${encodeURIComponent('罗湖万象停车场')}`);
  await page.getByTestId('table-parking-reserve-list').getByText('商户不存在').waitFor();
  await context.close();
});

test('the group: 商户列表 › 停车管理 opens its member’s group; releases and virtual plates of that member', async () => {
  const { context, page } = await signIn(under, 'parking-group');
  await openFromMenu(page, '账户中心', '商户管理', '商户列表');
  const merchants = page.getByTestId('table-merchant-list');
  // 停车管理 follows the account actions: under the row's 更多.
  await merchants.locator('.ant-table-row', { hasText: '南山科技园停车场' }).getByRole('button', { name: /更多/ }).hover();
  await page.getByRole('menuitem', { name: '停车管理' }).click();
  await page.waitForURL(/\/group\/parking\?merchant=100102&merchant_name=/);
  const menu = page.getByTestId('group-menu').getByRole('menu', { name: '停车管理' });
  await menu.getByText('月卡套餐', { exact: true }).waitFor();
  await page.getByTestId('managed-merchant').getByText('南山科技园停车场').waitFor();
  await page.getByTestId('table-parking-manage-parks').locator('.ant-table-row').first().waitFor();

  await menu.getByText('异常放行', { exact: true }).click();
  await page.waitForURL(/\/group\/parking\/release\?merchant=100102/);
  const releases = page.getByTestId('table-parking-release-list');
  await releases.locator('.ant-table-row').first().waitFor();
  assert.equal(await releases.getByRole('button', { name: '通过' }).count(), 0);

  await menu.getByText('虚拟车牌', { exact: true }).click();
  await page.waitForURL(/\/group\/parking\/virtual-plate\?merchant=100102/);
  const plates = page.getByTestId('table-parking-virtual-plate');
  await plates.locator('.ant-table-row', { hasText: '虚B20001' }).waitFor();
  await shot(page, 'parking-manage-group-virtual-plate');

  // 返回商户列表.
  await page.locator('.ant-layout-sider').getByTestId('group-menu-back').click();
  await page.waitForURL(/\/account\/merchant\/manage\/list$/);
  await context.close();
});
