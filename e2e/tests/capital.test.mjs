// Profit-sharing records and withdrawals end to end (docs/decisions.md, "Profit-sharing records and withdrawals"):
// 福田中心停车场 (parking-merchant) reads its 提现记录 with the statistics cards, applies for a withdrawal (the amount
// and the account said first, 确认提现), reads its 分账记录 with a detail drawer, its 提现设置 and 分账设置; the platform
// (admin) opens that withdrawal under 资金 and passes it (asked first), confirms its arrival (asked first) and reads
// the receipt and 操作记录; the partner (parking-partner) reads its customers' withdrawals without review buttons.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { closeDrawer, openTop, productUnderTest, screenshotDir, sideOf, signIn } from './server.mjs';

const under = productUnderTest();
const shot = async (page, name, width = 1440) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`) });
};
const openItem = async (page, top, item) => {
  await openTop(page, top);
  await sideOf(page).getByText(item, { exact: true }).click();
};
let transferNo;

test('merchant: 提现记录 with the cards, 申请提现 asked first; 分账记录 and its detail; 提现设置; 分账设置', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openItem(page, '交易中心', '提现记录');
  await page.waitForURL(/\/trading-center\/transfer\/list$/);
  const table = page.getByTestId('table-merchant-transfer-list');
  await table.locator('.ant-table-row', { hasText: '已提现' }).first().waitFor();
  const stats = page.getByTestId('transfer-statistics');
  await stats.getByText('累计提现').waitFor();
  await stats.getByText(/本次最多可提/).waitFor();
  await shot(page, 'capital-merchant-transfers');

  await page.getByRole('button', { name: '申请提现' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '申请提现' });
  await dialog.getByTestId('withdrawable').waitFor();
  await dialog.getByLabel('提现金额（元）').fill('123.45');
  await dialog.getByLabel('提现说明').fill('支付车场保洁外包费');
  await dialog.getByTestId('transfer-summary').getByText(/^将提现 123\.45 元 到 中国工商银行 \*{4} \*{4} 3456（福田中心停车场）/).waitFor();
  await shot(page, 'capital-merchant-apply');
  await dialog.getByRole('button', { name: '确认提现' }).click();
  const done = page.getByText(/已提交提现 123\.45 元（(T\d+)），等待平台审核/);
  await done.waitFor();
  transferNo = (await done.textContent()).match(/（(T\d+)）/)[1];
  await dialog.waitFor({ state: 'detached' });
  const mine = table.locator('.ant-table-row', { hasText: transferNo });
  await mine.getByText('待审核').waitFor();
  await mine.getByText('123.45 元').waitFor();

  await openItem(page, '交易中心', '分账记录');
  const records = page.getByTestId('table-merchant-sharding-record-list');
  await records.locator('.ant-table-row', { hasText: '已分账' }).first().waitFor();
  await records.locator('.ant-table-row').first().locator('a').first().click();
  const drawer = page.locator('.ant-drawer-open');
  await drawer.getByTestId('sharding-amount').waitFor();
  await drawer.getByText('深圳泊联科技有限公司（100100）').waitFor();
  await shot(page, 'capital-merchant-sharding-detail');
  await closeDrawer(page);

  await openItem(page, '交易中心', '提现设置');
  await page.getByText('生效中的提现设置').waitFor();
  await page.getByText('自动提现 · 每周一').waitFor();
  await openItem(page, '交易中心', '分账设置');
  await page.getByText('停车费服务分成').waitFor();
  await shot(page, 'capital-merchant-sharding-setting');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${under.product.url}/trading-center/transfer/list`);
  await table.locator('.ant-table-row').first().waitFor();
  await page.getByTestId('transfer-statistics').getByText('累计提现').waitFor();
  await shot(page, 'capital-merchant-transfers', 390);
  await context.close();
});

test('platform: 资金 › 提现记录 › the withdrawal: 通过 and 确认到账, each asked first; the receipt and 操作记录', async () => {
  assert.ok(transferNo, 'the merchant applied first');
  const { context, page } = await signIn(under, 'admin');
  await openItem(page, '资金', '提现记录');
  const table = page.getByTestId('table-partner-transfer-list');
  await table.locator('.ant-table-row', { hasText: transferNo }).locator('a').first().click();
  await page.waitForURL(/\/capital\/transfer\/detail\?transfer_no=/);
  await page.getByTestId('transfer-amount').getByText('123.45 元').waitFor();

  await page.getByRole('button', { name: /^通\s*过$/ }).click();
  const approve = page.locator('.ant-modal-confirm', { hasText: '通过提现申请' });
  await approve.getByText(/付款 123\.45 元，状态变为提现中/).waitFor();
  await approve.getByRole('button', { name: /^通\s*过$/ }).click();
  await page.locator('.ant-descriptions-item-content .ant-tag', { hasText: '提现中' }).waitFor();

  await page.getByRole('button', { name: '确认到账' }).click();
  const arrive = page.locator('.ant-modal-confirm', { hasText: '确认已到账' });
  await arrive.getByRole('button', { name: '确认到账' }).click();
  await page.locator('.ant-descriptions-item-content .ant-tag', { hasText: '已提现' }).waitFor();
  const receipt = page.getByTestId('transfer-receipt');
  await receipt.getByText(`HD${transferNo.slice(1)}`).waitFor();
  await page.getByText(/审核通过，提现中/).first().waitFor();
  await page.getByText(/银行已到账/).first().waitFor();
  await shot(page, 'capital-admin-transfer-detail');

  await openItem(page, '资金', '分账记录');
  await page.getByTestId('table-partner-sharding-record-list').locator('.ant-table-row').first().waitFor();
  await shot(page, 'capital-admin-sharding');
  await context.close();
});

test('partner: its customers’ withdrawals, no review buttons (the platform reviews)', async () => {
  const { context, page } = await signIn(under, 'parking-partner');
  await openItem(page, '资金', '提现记录');
  const table = page.getByTestId('table-partner-transfer-list');
  await table.locator('.ant-table-row', { hasText: transferNo }).getByText('已提现').waitFor();
  await table.locator('.ant-table-row', { hasText: '待审核' }).first().waitFor();
  assert.equal(await table.getByRole('button', { name: /^通\s*过$/ }).count(), 0);
  assert.equal(await page.getByRole('button', { name: '申请提现' }).count(), 0);
  await shot(page, 'capital-partner-transfers');
  await context.close();
});
