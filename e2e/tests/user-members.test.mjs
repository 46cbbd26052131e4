// 会员 › 数据统计, 会员续费, 会员权益, 会员兑换码, 会员库存 end to end (admin): the statistics draw their cards and charts,
// the renewals list, a right is redeemed (asked for a remark first), a batch of codes is generated and one voided with a
// reason, and the inventory shows the stock the batch took. Screenshots in e2e/screenshots.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const shot = (name) => join(screenshotDir, `user-members-${name}.png`);

test('the operator reads the statistics and renewals, redeems a right, generates and voids codes and sees the stock', async () => {
  const { context, page } = await signIn(under, 'admin');
  // 数据统计 sits directly under 会员 (no group): reached by its address; shell.test.mjs checks the menu.
  await page.goto(new URL('/user/statistics', page.url()).href);
  await page.getByTestId('user-cards').getByText('会员收入').waitFor();
  await page.getByTestId('user-now').getByText('用户总数').waitFor();
  await page.getByTestId('user-types').getByText(/停车月享卡/).waitFor();
  await page.screenshot({ path: shot('statistics-1440'), fullPage: true });

  await openFromMenu(page, '会员', '会员管理', '会员续费');
  await page.waitForURL(/\/user\/member\/renew/);
  await page.getByTestId('table-member-renew').locator('.ant-table-row').first().waitFor();
  assert.ok((await page.getByTestId('table-member-renew').locator('.ant-table-row').count()) > 0);

  await openFromMenu(page, '会员', '会员管理', '会员权益');
  await page.waitForURL(/\/user\/member\/rights/);
  const rights = page.getByTestId('table-member-rights');
  const usable = rights.locator('.ant-table-row', { hasText: '可使用' }).first();
  await usable.getByRole('button', { name: /^核\s?销$/ }).click();
  const redeem = page.getByRole('dialog', { name: /核销权益/ });
  await redeem.getByRole('button', { name: /^核\s?销$/ }).click();
  await redeem.getByText('请填写核销说明').waitFor();
  await redeem.getByLabel('核销说明').fill('福田中心停车场线下核销');
  await page.screenshot({ path: shot('rights-redeem-1440') });
  await redeem.getByRole('button', { name: /^核\s?销$/ }).click();
  await page.getByText('已核销').waitFor();

  await openFromMenu(page, '会员', '会员管理', '会员兑换码');
  await page.waitForURL(/\/user\/member\/code/);
  await page.getByRole('button', { name: 'plus 生成兑换码' }).click();
  const create = page.getByRole('dialog', { name: '生成兑换码' });
  await create.getByLabel('套餐').click();
  await pick(page, /停车月享卡 · 标准版/);
  await create.getByLabel('兑换周期').click();
  await pick(page, '季卡（3 个月）');
  await create.getByLabel('生成数量').fill('5');
  await create.getByRole('button', { name: /^生\s?成$/ }).click();
  await page.getByText(/已生成 5 个兑换码/).waitFor();
  const codes = page.getByTestId('table-member-code');
  const first = codes.locator('.ant-table-row', { hasText: '季卡（3 个月）' }).first();
  await first.getByRole('button', { name: /^作\s?废$/ }).click();
  const voiding = page.getByRole('dialog', { name: /作废兑换码/ });
  await voiding.getByLabel('作废原因').fill('测试作废');
  await voiding.getByRole('button', { name: /^作\s?废$/ }).click();
  await page.getByText('已作废 1 个兑换码').waitFor();
  await codes.locator('.ant-table-row', { hasText: '已作废' }).first().waitFor();
  await page.screenshot({ path: shot('code-list-1440'), fullPage: true });

  await openFromMenu(page, '会员', '会员管理', '会员库存');
  await page.waitForURL(/\/user\/member\/inventory/);
  const inventory = page.getByTestId('table-member-inventory');
  await inventory.locator('.ant-table-row', { hasText: '快充月卡' }).getByText(/（预警）/).waitFor();
  await inventory.locator('.ant-table-row', { hasText: '标准版' }).waitFor();
  await page.screenshot({ path: shot('inventory-1440'), fullPage: true });
  await context.close();
});
