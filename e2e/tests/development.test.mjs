// 开发工具 end to end (docs/decisions.md, "Development tools"): the platform (admin) opens 开发信息 from the avatar menu;
// a script error thrown in the console while signed in reaches 错误日志, where the row expands to its stack. A merchant
// has neither entry and meets the no-auth page naming the permission. Screenshots in e2e/screenshots.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();

test('admin: 开发信息 from the avatar menu, and a console error found in 错误日志 with its stack', async () => {
  const { context, page } = await signIn(under, 'admin');
  await page.getByTestId('avatar').click();
  await page.locator('.ant-dropdown-menu').getByText('开发信息', { exact: true }).click();
  await page.waitForURL(/\/development\/info$/);
  await page.getByTestId('development-cards').getByText('服务已运行').waitFor();
  await page.getByText('已执行迁移').waitFor();
  await page.getByText(/PGlite/).first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'development-info-1440.png'), fullPage: true });

  // An error nobody catches, as a page's bug would throw it.
  await page.evaluate(() => setTimeout(() => { throw new Error('e2e：月卡列表读取 park_code 失败'); }));
  await page.getByTestId('avatar').click();
  await page.locator('.ant-dropdown-menu').getByText('错误日志', { exact: true }).click();
  await page.waitForURL(/\/development\/error-log$/);
  const table = page.getByTestId('table-development-error');
  const row = table.locator('.ant-table-row', { hasText: 'e2e：月卡列表读取 park_code 失败' });
  for (let attempt = 0; (await row.count()) === 0 && attempt < 10; attempt++) {
    await page.waitForTimeout(500);
    await page.reload();
    await table.waitFor();
  }
  await row.getByText('脚本错误').waitFor();
  await row.getByText('智泊云平台运营中心（100000）').waitFor();
  await row.locator('.ant-table-row-expand-icon').click();
  await page.locator('.ant-table-expanded-row', { hasText: '/development/info' }).getByText(/Error: e2e：月卡列表读取 park_code 失败/).first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'development-error-log-1440.png'), fullPage: true });
  await context.close();
});

test('a merchant has no 开发工具 and meets the no-auth page naming the permission', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await page.getByTestId('avatar').click();
  await page.getByText('报表中心').waitFor();
  assert.equal(await page.getByText('开发信息', { exact: true }).count(), 0);
  await page.goto(`${under.product.url}/development/error-log`);
  await page.waitForURL(/\/error-page\/no-auth\?/);
  await page.getByText('development:error:list').waitFor();
  await context.close();
});
