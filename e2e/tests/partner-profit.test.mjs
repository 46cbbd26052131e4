// 合作伙伴 › 分润 end to end (docs/decisions.md, "Partner profit (合作伙伴 › 分润)"): the parking partner (深圳泊联科技) opens
// 分润政策 with 福田中心停车场's rule paying it, its 交易商户 and the customer's 分润设置 (the shell's
// /profit/setting/manage/setting?g_code=); 分润策略; 分润收支账单, a bill's 详情 and its 流水 whose sum is the bill's.
// Screenshots in e2e/screenshots.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const shot = async (page, name, width = 1440) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
};

test('parking partner: policies, trading merchants, a customer’s profit setting, strategy, bills with detail and serials', async () => {
  const { context, page } = await signIn(under, 'parking-partner');
  await openFromMenu(page, '合作伙伴', '分润管理', '分润政策');
  await page.waitForURL(/\/partner\/profit\/policy$/);
  const policies = page.getByTestId('table-partner-profit-policy');
  const row = policies.locator('.ant-table-row', { hasText: '福田中心停车场' }).first();
  await row.getByText('5%').first().waitFor();
  assert.equal(await policies.getByText('南山快充站').count(), 0);
  await shot(page, 'partner-profit-policy');

  await row.getByRole('button', { name: '交易商户' }).click();
  await page.waitForURL(/\/partner\/profit\/merchant\?policy=\d+$/);
  await page.getByTestId('table-partner-profit-merchant').locator('.ant-table-row', { hasText: '福田中心停车场' }).waitFor();
  await page.getByTestId('partner-profit-merchant-summary').getByText('分润金额').waitFor();

  await openFromMenu(page, '合作伙伴', '分润管理', '分润政策');
  await policies.locator('.ant-table-row', { hasText: '福田中心停车场' }).first().getByRole('button', { name: '分润设置' }).click();
  await page.waitForURL(/\/profit\/setting\/manage\/setting\?g_code=100101$/);
  await page.getByText('福田中心停车场（100101）的分润设置').waitFor();
  await page.locator('.ant-card', { hasText: '的分润设置' }).locator('.ant-table-row').getByText('深圳泊联科技有限公司').first().waitFor();
  await shot(page, 'partner-profit-setting');

  await openFromMenu(page, '合作伙伴', '分润管理', '分润策略');
  await page.waitForURL(/\/partner\/profit\/strategy$/);
  await page.getByTestId('table-partner-profit-strategy').locator('.ant-table-row', { hasText: '停车缴费' }).waitFor();

  await openFromMenu(page, '合作伙伴', '分润管理', '分润收支账单');
  await page.waitForURL(/\/partner\/profit\/bill\/list$/);
  const bills = page.getByTestId('table-partner-profit-bill');
  const first = bills.locator('.ant-table-row').first();
  await first.waitFor();
  await page.getByTestId('partner-profit-bill-summary').getByText('收入合计').waitFor();
  await shot(page, 'partner-profit-bills');
  await first.getByRole('button', { name: '详情' }).click();
  await page.waitForURL(/\/partner\/profit\/bill\/detail\?bill_no=P[IE]\d{8}100100$/);
  const billNo = new URL(page.url()).searchParams.get('bill_no');
  await page.getByRole('tab', { name: '账单明细' }).waitFor();
  await page.getByRole('tabpanel', { name: '账单明细' }).getByText('福田中心停车场（100101）').first().waitFor();
  await shot(page, 'partner-profit-bill-detail');
  await page.getByRole('button', { name: '查看流水' }).click();
  await page.waitForURL(new RegExp(`/partner/profit/bill/serial\\?bill_no=${billNo}$`));
  await page.getByTestId('table-partner-profit-serial').locator('.ant-table-row').first().waitFor();
  await page.getByTestId('partner-profit-serial-summary').getByText('账单分润金额').waitFor();
  await shot(page, 'partner-profit-bill-serial');
  await context.close();
});
