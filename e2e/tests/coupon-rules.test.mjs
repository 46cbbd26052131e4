// Coupon grant rules, batch purchase and the group's coupons end to end: 福田中心停车场's main account adds a grant rule
// (one 5-yuan coupon per plate a day) and sees a second grant to the same plate refused by it; buys two coupons in one
// batch (asked first, once per key); the parking group (华润置地停车集团) reads its member 罗湖万象停车场's stock,
// purchases and grants, with no write buttons. Screenshots in /tmp/coupon-rules-shots/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, sideOf, signIn } from './server.mjs';

const under = productUnderTest();
const shots = '/tmp/coupon-rules-shots';
mkdirSync(shots, { recursive: true });
const FIVE = '商户满减 5 元券（5.00 元）';
const PLATE = '粤B55R66';

test('a merchant limits grants by rule and buys in a batch; the group reads its members\' coupons', async () => {
  const merchant = await signIn(under, 'parking-merchant');
  let page = merchant.page;

  // ---- 发放规则: the demo's rules, then a new one for the 5-yuan coupon ----
  await openFromMenu(page, '停车优惠券', '采购与库存', '采购记录');
  await sideOf(page).getByText('发放规则', { exact: true }).click();
  await page.waitForURL(/\/parking-coupon\/rule\/grant$/);
  const rules = page.getByTestId('table-coupon-grant-rule-list');
  await rules.locator('.ant-table-row', { hasText: '全场每车每日上限' }).getByText('停用').first().waitFor();
  await rules.locator('.ant-table-row', { hasText: '全场每车每日上限' }).getByText('全部优惠券').waitFor();
  await page.getByRole('button', { name: /新建发放规则/ }).click();
  const dialog = page.locator('.ant-modal', { hasText: '新建发放规则' });
  await dialog.getByLabel('规则名称').fill('满减券每车每日一张');
  await dialog.getByLabel('优惠券').click();
  await pick(page, FIVE);
  await dialog.getByLabel('每车每日上限').fill('1');
  await dialog.getByLabel('每车累计上限').fill('0');
  await page.screenshot({ path: join(shots, 'grant-rule-dialog-1440.png') });
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('发放规则已保存').waitFor();
  const rule = rules.locator('.ant-table-row', { hasText: '满减券每车每日一张' });
  await rule.getByText('商户满减 5 元券').waitFor();
  await rule.getByText('1 张').waitFor();
  await page.screenshot({ path: join(shots, 'grant-rules-1440.png'), fullPage: true });

  // ---- 发放记录: the first grant to the plate passes, the second is refused by the rule ----
  await sideOf(page).getByText('发放记录', { exact: true }).click();
  await page.waitForURL(/\/parking-coupon\/grant\/record$/);
  for (const attempt of [1, 2]) {
    await page.getByRole('button', { name: /发放优惠券/ }).click();
    const grant = page.locator('.ant-modal', { hasText: '发放优惠券' });
    await grant.getByLabel('优惠券').click();
    await pick(page, FIVE);
    await grant.getByLabel('车牌号').fill(PLATE);
    await grant.getByRole('button', { name: /发\s*放/ }).click();
    if (attempt === 1) {
      await page.getByText(new RegExp(`已发放给 ${PLATE}`)).waitFor();
    } else {
      await page.getByText('达到发放规则「满减券每车每日一张」的每日上限 1 张').first().waitFor();
      await page.screenshot({ path: join(shots, 'grant-refused-1440.png') });
      await grant.getByRole('button', { name: /取\s*消/ }).click();
    }
  }
  assert.equal(await page.getByTestId('table-coupon-grant-record').locator('.ant-table-row', { hasText: PLATE }).count(), 1);

  // ---- 批量采购: two coupons in one operation ----
  await sideOf(page).getByText('采购记录', { exact: true }).click();
  await page.waitForURL(/\/parking-coupon\/purchase\/list$/);
  await page.getByRole('button', { name: /批量采购/ }).click();
  await page.waitForURL(/\/parking-coupon\/purchase\/batch$/);
  const form = page.locator('form#coupon-purchase-batch');
  await form.getByLabel('优惠券').first().click();
  await pick(page, '2 小时停车券（2 小时）');
  await form.getByLabel('第 1 行采购张数').fill('10');
  await form.getByLabel('第 1 行单价').fill('2');
  await form.getByRole('button', { name: /添加一行/ }).click();
  await form.getByLabel('优惠券').nth(1).click();
  await pick(page, '访客全免券（全免）');
  await form.getByLabel('第 2 行采购张数').fill('5');
  await form.getByLabel('第 2 行单价').fill('8');
  await form.getByLabel('合计金额').getByText('15 张，60.00 元').waitFor();
  await form.getByLabel('备注').fill('月初补货');
  await page.screenshot({ path: join(shots, 'purchase-batch-1440.png'), fullPage: true });
  await form.getByRole('button', { name: /批量采购/ }).click();
  const ask = page.locator('.ant-modal-confirm', { hasText: '确认批量采购？' });
  await ask.getByText('2 种优惠券，共 15 张，合计 60.00 元。').waitFor();
  await ask.getByRole('button', { name: '确认采购' }).click();
  await page.waitForURL(/\/parking-coupon\/purchase\/list$/);
  const purchases = page.getByTestId('table-coupon-purchase-list');
  await purchases.locator('.ant-table-row', { hasText: '访客全免券' }).filter({ hasText: '40.00 元' }).waitFor();
  await purchases.locator('.ant-table-row', { hasText: '2 小时停车券' }).filter({ hasText: '20.00 元' }).waitFor();
  await page.screenshot({ path: join(shots, 'purchase-list-after-batch-1440.png'), fullPage: true });

  // ---- 钱包余额: the merchant's own wallet ----
  await sideOf(page).getByText('钱包余额', { exact: true }).click();
  await page.waitForURL(/\/parking-coupon\/wallet\/balance$/);
  await page.getByText(/7,090\.00/).first().waitFor();
  await page.screenshot({ path: join(shots, 'wallet-balance-1440.png'), fullPage: true });
  await merchant.context.close();

  // ---- the parking group reads its members' coupons ----
  const group = await signIn(under, 'parking-group');
  page = group.page;
  await openFromMenu(page, '集团停车', '优惠券', '优惠券库存');
  await page.waitForURL(/\/group\/coupon\/warehouse$/);
  const stock = page.getByTestId('table-group-coupon-warehouse-list');
  const mall = stock.locator('.ant-table-row', { hasText: '商场购物满 200 免 2 小时' });
  await mall.getByText('罗湖万象停车场').waitFor();
  assert.equal(await stock.locator('.ant-table-row', { hasText: '福田中心停车场' }).count(), 0);
  assert.equal(await stock.getByRole('button', { name: '发放' }).count(), 0);
  await page.screenshot({ path: join(shots, 'group-warehouse-1440.png'), fullPage: true });
  await sideOf(page).getByText('优惠券采购', { exact: true }).click();
  await page.waitForURL(/\/group\/coupon\/purchase$/);
  await page.getByTestId('table-group-coupon-purchase-list').locator('.ant-table-row', { hasText: '影院观影 10 元券' }).getByText('已撤销').waitFor();
  assert.equal(await page.getByRole('button', { name: /采购优惠券|批量采购/ }).count(), 0);
  await sideOf(page).getByText('优惠券发放', { exact: true }).click();
  await page.waitForURL(/\/group\/mcoupon\/grant$/);
  const grants = page.getByTestId('table-group-coupon-grant-record');
  await grants.locator('.ant-table-row', { hasText: '粤B3C5D7' }).getByText('罗湖万象停车场').waitFor();
  assert.equal(await grants.getByRole('button', { name: '撤销' }).count(), 0);
  await page.screenshot({ path: join(shots, 'group-grants-1440.png'), fullPage: true });
  await group.context.close();
});
