// Coupon purchases, stock and grants end to end: 福田中心停车场's main account buys 100 of its 8.5 折 coupon (asked
// first), sees its stock, grants one to a plate from the stock and revokes that grant (the coupon comes back); its
// staff account only looks (no buy, grant or revoke buttons). Screenshots in /tmp/coupon-purchase-shots/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, sideOf, signIn } from './server.mjs';

const under = productUnderTest();
const shots = '/tmp/coupon-purchase-shots';
mkdirSync(shots, { recursive: true });
const COUPON = '会员 8.5 折券（8.5 折）';
const PLATE = '粤B66N88';

test('a parking merchant buys 100 coupons, sees the stock, grants one to a plate and revokes it; staff only looks', async () => {
  const merchant = await signIn(under, 'parking-merchant');
  let page = merchant.page;

  // ---- 采购与库存 › 采购记录: the demo's purchases (one revoked) ----
  await openFromMenu(page, '停车优惠券', '采购与库存', '采购记录');
  await page.waitForURL(/\/parking-coupon\/purchase\/list$/);
  const purchases = page.getByTestId('table-coupon-purchase-list');
  await purchases.locator('.ant-table-row', { hasText: '会员 8.5 折券' }).getByText('已撤销').waitFor();
  await purchases.locator('.ant-table-row', { hasText: '访客全免券' }).getByText('1,600.00 元').waitFor();
  await page.screenshot({ path: join(shots, 'purchase-list-1440.png'), fullPage: true });

  // ---- 采购优惠券: 100 at 1.50 元, the amount follows, asked first ----
  await page.getByRole('button', { name: /采购优惠券/ }).click();
  await page.waitForURL(/\/parking-coupon\/purchase\/create$/);
  const form = page.locator('form#coupon-purchase-create');
  await form.getByLabel('优惠券').click();
  // Blocked coupons cannot be bought.
  await page.locator('.ant-select-dropdown:visible').getByText(COUPON).waitFor();
  assert.equal(await page.locator('.ant-select-dropdown:visible').getByText(/夜间免费券/).count(), 0);
  await pick(page, COUPON);
  await form.getByLabel('采购张数').fill('100');
  await form.getByLabel('单价').fill('1.5');
  await form.getByLabel('采购金额').getByText('150.00 元').waitFor();
  await form.getByLabel('备注').fill('会员日活动');
  await page.screenshot({ path: join(shots, 'purchase-form-1440.png'), fullPage: true });
  await form.getByRole('button', { name: /采\s*购/ }).click();
  const ask = page.locator('.ant-modal-confirm', { hasText: '确认采购？' });
  await ask.getByText('采购 100 张，单价 1.50 元，共 150.00 元。').waitFor();
  await page.screenshot({ path: join(shots, 'purchase-confirm-1440.png') });
  await ask.getByRole('button', { name: '确认采购' }).click();
  await page.waitForURL(/\/parking-coupon\/purchase\/list$/);
  const bought = purchases.locator('.ant-table-row', { hasText: '会员 8.5 折券' }).filter({ hasText: '正常' });
  await bought.getByText('150.00 元').waitFor();

  // Its detail shows the coupon's stock.
  await bought.getByRole('button', { name: '详情' }).click();
  await page.waitForURL(/\/parking-coupon\/purchase\/detail\?id=\d+$/);
  await page.locator('.ant-descriptions').getByText('会员日活动').waitFor();
  await page.getByRole('tab', { name: '该优惠券库存' }).click();
  await page.locator('.ant-descriptions').getByText('100 张').first().waitFor();
  await page.screenshot({ path: join(shots, 'purchase-detail-1440.png'), fullPage: true });

  // ---- 库存: 100 left of it; 发放 one to a plate ----
  await sideOf(page).getByText('库存', { exact: true }).click();
  await page.waitForURL(/\/parking-coupon\/warehouse\/list$/);
  const stock = page.getByTestId('table-coupon-warehouse-list');
  const row = stock.locator('.ant-table-row', { hasText: '会员 8.5 折券' });
  await row.locator('td', { hasText: /^100$/ }).first().waitFor();
  await page.screenshot({ path: join(shots, 'warehouse-list-1440.png'), fullPage: true });
  await row.getByRole('button', { name: '发放' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '发放优惠券' });
  await dialog.getByText(COUPON).waitFor();
  await dialog.getByLabel('车牌号').fill('粤B66N8');
  await dialog.getByRole('button', { name: /发\s*放/ }).click();
  await dialog.getByText('请输入正确的车牌号，如 粤B12345').waitFor();
  await dialog.getByLabel('车牌号').fill(PLATE);
  await dialog.getByLabel('备注').fill('会员投诉补偿');
  await page.screenshot({ path: join(shots, 'grant-dialog-1440.png') });
  await dialog.getByRole('button', { name: /发\s*放/ }).click();
  await page.getByText(`已发放给 ${PLATE}，该优惠券剩余库存 99 张`).waitFor();
  await row.locator('td', { hasText: /^99$/ }).first().waitFor();

  // ---- 发放记录: the grant, then 撤销 (asked first): the coupon is back in the stock ----
  await sideOf(page).getByText('发放记录', { exact: true }).click();
  await page.waitForURL(/\/parking-coupon\/grant\/record$/);
  const grants = page.getByTestId('table-coupon-grant-record');
  const grant = grants.locator('.ant-table-row', { hasText: PLATE });
  await grant.getByText('发放成功').waitFor();
  // A used demo grant shows its order and cannot be revoked.
  const used = grants.locator('.ant-table-row', { hasText: '粤B12345' });
  await used.getByText('已使用').waitFor();
  assert.equal(await used.getByRole('button', { name: '撤销' }).count(), 0);
  await page.screenshot({ path: join(shots, 'grant-record-1440.png'), fullPage: true });
  await grant.getByRole('button', { name: '撤销' }).click();
  const confirm = page.locator('.ant-modal-confirm', { hasText: `撤销发放给 ${PLATE}` });
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('已撤销，该优惠券剩余库存 100 张').waitFor();
  await grant.getByText('已撤销').waitFor();

  // The coupon's stock detail: 100 left, the purchase and the revoked grant listed.
  await sideOf(page).getByText('库存', { exact: true }).click();
  await row.getByRole('button', { name: '详情' }).click();
  await page.waitForURL(/\/parking-coupon\/warehouse\/detail\?coupon=\d+$/);
  // (The purchase detail stays mounted, hidden, behind keep-alive: read the page on screen.)
  await page.locator('.ant-descriptions:visible').getByText('剩余库存').waitFor();
  assert.equal(await page.locator('.ant-descriptions:visible .ant-descriptions-item', { hasText: '剩余库存' }).locator('.ant-descriptions-item-content').textContent(), '100 张');
  await page.getByRole('tab', { name: '发放记录' }).click();
  await page.getByTestId('table-warehouse-grants').getByText(PLATE).waitFor();
  await page.screenshot({ path: join(shots, 'warehouse-detail-1440.png'), fullPage: true });
  await merchant.context.close();

  // ---- the staff account looks only ----
  const staff = await signIn(under, 'parking-merchant-staff');
  page = staff.page;
  await openFromMenu(page, '停车优惠券', '采购与库存', '采购记录');
  await page.getByTestId('table-coupon-purchase-list').getByText('访客全免券', { exact: false }).first().waitFor();
  assert.equal(await page.getByRole('button', { name: /采购优惠券/ }).count(), 0);
  assert.equal(await page.getByTestId('table-coupon-purchase-list').getByRole('button', { name: '撤销' }).count(), 0);
  await sideOf(page).getByText('发放记录', { exact: true }).click();
  const staffGrants = page.getByTestId('table-coupon-grant-record');
  await staffGrants.locator('.ant-table-row', { hasText: PLATE }).getByText('已撤销').waitFor();
  assert.equal(await page.getByRole('button', { name: /发放优惠券/ }).count(), 0);
  assert.equal(await staffGrants.getByRole('button', { name: '撤销' }).count(), 0);
  await page.screenshot({ path: join(shots, 'grant-record-staff-1440.png'), fullPage: true });
  await staff.context.close();

  // ---- on a phone (390 px) ----
  const phone = await signIn(under, 'parking-merchant', { width: 390, height: 844 });
  page = phone.page;
  await page.goto(`${under.product.url}/parking-coupon/warehouse/list`);
  await page.getByTestId('table-coupon-warehouse-list').getByText('会员 8.5 折券').waitFor();
  await page.screenshot({ path: join(shots, 'warehouse-list-390.png'), fullPage: true });
  await phone.context.close();
});
