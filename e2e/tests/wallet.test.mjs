// Wallets end to end (docs/decisions.md, "Wallets (钱包)"): the platform (admin, the demo's wallet carrier) opens
// 钱包 › 钱包商户 with its statistics, 开通钱包 for 罗湖万象停车场, 充值 once (the balance after it shown first), opens
// the wallet's detail and 停用 it (asked first); 支付记录 opens a payment in a drawer; 运营概况 shows the month. The
// wallet owner 福田中心停车场 (parking-merchant) reads 账户中心 › 我的钱包 (also at 390 px) and meets the no-auth page
// at the carrier's list. Screenshots in e2e/screenshots.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const shot = async (page, name, width = 1440) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
};

test('carrier: wallet list with statistics, 开通钱包, 充值, 停用 asked first, a payment drawer and the overview', async () => {
  const { context, page } = await signIn(under, 'admin');
  await openFromMenu(page, '钱包', '钱包管理', '钱包商户');
  await page.waitForURL(/\/wallet\/merchant\/list$/);
  const table = page.getByTestId('table-wallet-merchant-list');
  await table.getByText('福田中心停车场').waitFor();
  await table.getByText('余额不足').waitFor();
  const stats = page.getByTestId('wallet-merchant-statistics');
  await stats.getByText('低于预警线').waitFor();
  await shot(page, 'wallet-merchant-list');

  // 开通钱包 for a merchant without one.
  await page.getByRole('button', { name: /开通钱包/ }).click();
  await page.waitForURL(/\/wallet\/merchant\/create$/);
  const form = page.locator('form#wallet-create');
  await form.getByLabel('钱包商户').click();
  await page.keyboard.type('罗湖');
  await pick(page, '罗湖万象停车场', { exact: false });
  await form.getByLabel('联系人').fill('李明');
  await form.getByLabel('联系电话').fill('13800000103');
  await form.getByLabel('余额预警线（元）').fill('200');
  await form.getByRole('button', { name: '开通钱包' }).click();
  await page.waitForURL(/\/wallet\/merchant\/list$/);
  const row = table.locator('.ant-table-row', { hasText: '罗湖万象停车场' });
  await row.getByText('余额不足').waitFor();

  // 充值: the balance after it is shown before 确认充值.
  await row.getByRole('button', { name: '充值' }).click();
  const dialog = page.getByRole('dialog', { name: '钱包充值' });
  await dialog.getByLabel('充值金额（元）').fill('1000');
  await dialog.getByLabel('充值说明').fill('首次预存');
  await dialog.getByTestId('after-balance').getByText('充值 1,000.00 元 后余额 1,000.00 元').waitFor();
  await shot(page, 'wallet-recharge-dialog');
  await dialog.getByRole('button', { name: '确认充值' }).click();
  await row.getByText('1,000.00 元').first().waitFor();
  assert.equal(await row.getByText('余额不足').count(), 0);

  // 详情 and 停用, asked first.
  await row.getByText('罗湖万象停车场').click();
  await page.waitForURL(/\/wallet\/merchant\/detail\?id=\d+$/);
  await page.getByRole('tab', { name: '账户流水' }).click();
  await page.getByText('首次预存').waitFor();
  await page.getByRole('button', { name: /^停\s*用$/ }).click();
  const confirm = page.locator('.ant-modal-confirm', { hasText: '停用后不能充值、支付或退款' });
  await page.locator('.ant-modal-confirm-title', { hasText: /^停用钱包 W100103\d+？停用后不能充值、支付或退款/ }).waitFor();
  await confirm.getByRole('button', { name: /确\s*定|确\s*认|OK/ }).click();
  await page.locator('.ant-tag:visible', { hasText: '已停用' }).first().waitFor();
  await page.getByRole('button', { name: /^启\s*用$/ }).waitFor();
  await shot(page, 'wallet-detail');

  // 支付记录: a payment with its refund, in a drawer.
  await openFromMenu(page, '钱包', '资金记录', '支付记录');
  await page.waitForURL(/\/wallet\/payment$/);
  const payments = page.getByTestId('table-wallet-payment-list');
  await payments.locator('.ant-table-row', { hasText: '部分退款' }).first().locator('a').first().click();
  const drawer = page.locator('.ant-drawer-open');
  await drawer.getByText('退款记录（1）').waitFor();
  await shot(page, 'wallet-payment-drawer');

  await page.goto(`${under.product.url}/wallet/carrier/info`);
  await page.getByText('近 30 天每日金额').waitFor();
  await page.getByTestId('carrier-statistics').getByText('余额合计（沉淀资金）').waitFor();
  await shot(page, 'wallet-carrier-info');
  await context.close();
});

test('owner: 我的钱包 with its records (1440 and 390 px); the carrier’s list answers no-auth', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openFromMenu(page, '账户中心', '商户管理', '我的钱包');
  await page.waitForURL(/\/account\/merchant\/wallet$/);
  await page.getByTestId('own-wallet-statistics').getByText('可用余额').waitFor();
  await page.getByText('智泊云平台运营中心').waitFor();
  await page.getByTestId('table-own-wallet-records').locator('.ant-table-row').first().waitFor();
  await shot(page, 'wallet-own');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('own-wallet-statistics').getByText('可用余额').waitFor();
  await shot(page, 'wallet-own', 390);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${under.product.url}/wallet/merchant/list`);
  await page.waitForURL(/\/error-page\/no-auth\?/);
  await context.close();
});
