// The carrier's accounts (docs/decisions.md, "Wallet accounts: 服务费账户 and 机构账户"): the platform (admin) opens
// 钱包 › 账户余额 › 服务费账户余额 (¥1,700.00 of 平台服务费, the flow with the balance after each entry) and
// 机构账户余额 (福田中心停车场's wallet, its flow after 查看流水). Screenshots in e2e/screenshots.
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();

test('carrier: 服务费账户余额 and 机构账户余额 from the menu', async () => {
  const { context, page } = await signIn(under, 'admin');
  await openFromMenu(page, '钱包', '账户余额', '服务费账户余额');
  await page.waitForURL(/\/wallet\/service\/account\/balance/);
  await page.getByTestId('service-account-summary').getByText('¥1,700.00').first().waitFor();
  const table = page.getByTestId('table-wallet-service-account');
  await table.getByText('服务费重复扣款').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'wallet-service-account-1440.png'), fullPage: true });

  await openFromMenu(page, '钱包', '账户余额', '机构账户余额');
  await page.waitForURL(/\/institution\/account\/balance/);
  const institutions = page.getByTestId('institution-accounts');
  const row = institutions.locator('.ant-table-row', { hasText: '福田中心停车场' });
  await row.getByText('查看流水').click();
  await page.waitForURL(/wallet=\d+/);
  await page.getByTestId('table-wallet-institution-account').getByText('钱包预存').first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'wallet-institution-account-1440.png'), fullPage: true });
  await context.close();
});
