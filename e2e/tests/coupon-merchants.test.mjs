// The coupon platform's 商户管理 and 商户规则, and the group's 优惠券活动 end to end (coupon-merchants slice): the operator
// reads the coupon merchants, is told a merchant without the coupon product cannot be registered, edits 罗湖万象停车场's
// contact, stops and restarts it (asked first), opens 福田中心停车场's detail tabs (库存, 发放, 采购, 商户配置, 余额) and
// reads 商户规则; the parking group reads its member's event records and its own 结算账户. Screenshots in e2e/screenshots/coupon-merchants/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, openTop, pick, productUnderTest, sideOf, signIn } from './server.mjs';

const under = productUnderTest();
const shots = new URL('../screenshots/coupon-merchants/', import.meta.url).pathname;
mkdirSync(shots, { recursive: true });
const shot = (name) => join(shots, `${name}.png`);

test('the platform manages its coupon merchants', async () => {
  const { page, context } = await signIn(under, 'admin');

  // ---- 商户管理: the demo's coupon merchants ----
  await openTop(page, '停车优惠券');
  await sideOf(page).getByText('商户管理', { exact: true }).click();
  await page.waitForURL(/\/parking-coupon\/merchant-manage$/);
  const list = page.getByTestId('table-coupon-merchant-list');
  await list.locator('.ant-table-row', { hasText: '福田中心停车场' }).getByText('已开通').waitFor();
  const luohu = list.locator('.ant-table-row', { hasText: '罗湖万象停车场' });
  await luohu.getByText('李娜', { exact: false }).waitFor();
  await page.screenshot({ path: shot('merchant-list-1440'), fullPage: true });

  // ---- 新增商户: a merchant without the coupon product is refused with the reason ----
  await page.getByRole('button', { name: /新增商户/ }).click();
  await page.waitForURL(/\/parking-coupon\/merchant\/create$/);
  const form = page.locator('form#coupon-merchant-create');
  await form.locator('#coupon-merchant-create_merchant').fill('南山科技园');
  await pick(page, /^南山科技园停车场/, { exact: false });
  await form.getByLabel('联系人').fill('赵六');
  await form.getByLabel('联系电话').fill('1391234');
  await form.getByRole('button', { name: /保\s*存|提\s*交/ }).click();
  await form.locator('.ant-form-item-explain-error').first().waitFor();
  await form.getByLabel('联系电话').fill('13912345678');
  await form.getByRole('button', { name: /保\s*存|提\s*交/ }).click();
  await page.getByText('未开通停车优惠券产品', { exact: false }).first().waitFor();
  await page.screenshot({ path: shot('merchant-create-refused-1440'), fullPage: true });

  // ---- 编辑: 罗湖万象停车场's contact ----
  await page.goto(`${under.product.url}/parking-coupon/merchant-manage`);
  await luohu.getByText('编辑', { exact: true }).click();
  await page.waitForURL(/\/parking-coupon\/merchant\/edit\?merchant=100103$/);
  const edit = page.locator('form#coupon-merchant-edit');
  await edit.getByText('罗湖万象停车场（100103）').waitFor();
  await edit.getByLabel('联系人').fill('李娜娜');
  await edit.getByRole('button', { name: /保\s*存|提\s*交/ }).click();
  await page.waitForURL(/\/parking-coupon\/merchant-manage$/);
  await luohu.getByText('李娜娜', { exact: false }).waitFor();

  // ---- 停用 (asked first) and 启用 ----
  await luohu.getByText('停用', { exact: true }).click();
  await page.locator('.ant-modal-confirm', { hasText: '不能再采购和发放优惠券' }).getByRole('button', { name: /确\s*定|确\s*认/ }).click();
  await luohu.getByText('启用', { exact: true }).waitFor();
  await page.screenshot({ path: shot('merchant-disabled-1440'), fullPage: true });
  await luohu.getByText('启用', { exact: true }).click();
  await luohu.getByText('停用', { exact: true }).waitFor();

  // ---- 详情: the tabs on the merchant's records ----
  await list.locator('.ant-table-row', { hasText: '福田中心停车场' }).getByText('详情', { exact: true }).click();
  await page.waitForURL(/\/parking-coupon\/merchant\/detail\?merchant=100101$/);
  await page.getByText('深圳市福田区福华三路 88 号').waitFor();
  await page.screenshot({ path: shot('merchant-detail-info-1440'), fullPage: true });
  await page.getByRole('tab', { name: '库存' }).click();
  await page.getByTestId('table-coupon-merchant-stock').getByText('2 小时停车券').first().waitFor();
  await page.getByRole('tab', { name: '发放' }).click();
  await page.getByTestId('table-coupon-merchant-grants').locator('.ant-table-row').first().waitFor();
  await page.getByRole('tab', { name: '采购' }).click();
  await page.getByTestId('table-coupon-merchant-purchases').locator('.ant-table-row').first().waitFor();
  await page.screenshot({ path: shot('merchant-detail-purchase-1440'), fullPage: true });
  await page.getByRole('tab', { name: '商户配置' }).click();
  await page.getByText('平台已设置').waitFor();
  await page.getByTestId('table-coupon-merchant-rules').getByText('访客全免券限领').waitFor();
  await page.screenshot({ path: shot('merchant-detail-config-1440'), fullPage: true });
  await page.getByRole('tab', { name: '余额' }).click();
  await page.getByTestId('table-coupon-merchant-wallet').locator('.ant-table-row').first().waitFor();
  await page.screenshot({ path: shot('merchant-detail-balance-1440'), fullPage: true });

  // ---- 商户规则 ----
  await sideOf(page).getByText('商户规则', { exact: true }).click();
  await page.waitForURL(/\/parking-coupon\/rule\/merchant$/);
  const rules = page.getByTestId('table-coupon-merchant-rule-list');
  await rules.locator('.ant-table-row', { hasText: '2 小时券每车每日限领 2 张' }).getByText('福田中心停车场', { exact: false }).waitFor();
  await page.screenshot({ path: shot('merchant-rules-1440'), fullPage: true });
  await context.close();
});

test('the parking group reads its members\' coupon events and its settlement account', async () => {
  const { page, context } = await signIn(under, 'parking-group');
  await openFromMenu(page, '集团停车', '优惠券', '优惠券活动');
  await page.waitForURL(/\/group\/coupon\/event$/);
  const table = page.getByTestId('table-group-coupon-event');
  await table.locator('.ant-table-row', { hasText: '粤B7M2N3' }).first().waitFor();
  await table.getByText('罗湖万象停车场').first().waitFor();
  await page.screenshot({ path: shot('group-coupon-event-1440'), fullPage: true });

  // 结算账户: the group's own withdrawal settings (none in the demo yet).
  await sideOf(page).getByText('结算账户', { exact: true }).click();
  await page.waitForURL(/\/group\/settlement\/account$/);
  await page.getByText('尚未设置提现账户', { exact: false }).first().waitFor();
  await page.screenshot({ path: shot('group-settlement-account-1440'), fullPage: true });
  await context.close();
});
