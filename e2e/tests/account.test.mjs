// Merchant administration as a merchant's main account lives it (issue 5, steps 2 to 4 of its story): a role
// ticked from the permission tree, a sub-account holding it; the sub-account sees exactly that; disabling it
// ends its session at once.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const BASE = '/account/role-permission';

test('a role from the permission tree, a sub-account with it, its view, and disabling it', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');

  // The role: only the report centre (and the message centre every account needs).
  await page.goto(`${under.product.url}${BASE}/role/add`);
  const roleForm = page.locator('form#role-add');
  await roleForm.getByLabel('角色名称').fill('报表专员');
  const tree = roleForm.locator('.ant-tree');
  await tree.getByText('报表中心', { exact: true }).last().click();
  await tree.getByText('消息中心', { exact: true }).last().click();
  await page.screenshot({ path: join(screenshotDir, 'role-form-1440.png') });
  await roleForm.getByRole('button', { name: /^保\s*存$/ }).click();
  await page.waitForURL(new RegExp(`${BASE}/role/list`));
  await page.getByTestId('table-account-role').getByText('报表专员').waitFor();

  // The sub-account with that role and a password.
  await page.goto(`${under.product.url}${BASE}/sub-account/add`);
  const accountForm = page.locator('form#sub-account-add');
  await accountForm.getByLabel('登录账号').fill('report-clerk');
  await accountForm.getByLabel('姓名').fill('报表员');
  await accountForm.getByLabel('手机号').fill('13700001111');
  await accountForm.getByLabel('角色').click();
  await page.locator('.ant-select-dropdown:visible').getByText('报表专员').click();
  await page.keyboard.press('Escape');
  await accountForm.getByLabel('初始密码').fill('Clerk-pass-2026');
  await page.screenshot({ path: join(screenshotDir, 'sub-account-form-1440.png') });
  await accountForm.getByRole('button', { name: /^保\s*存$/ }).click();
  await page.waitForURL(new RegExp(`${BASE}/sub-account/list`));
  await page.getByTestId('table-account-sub-account').getByText('report-clerk').waitFor();

  // The sub-account sees exactly its sections: 账户中心 with 报表中心 and 导入任务, nothing to administer.
  const clerk = await under.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const clerkPage = await clerk.newPage();
  await clerkPage.goto(`${under.product.url}/`);
  await clerkPage.getByPlaceholder('账号').fill('report-clerk');
  await clerkPage.getByPlaceholder('密码').fill('Clerk-pass-2026');
  await clerkPage.keyboard.press('Enter');
  await clerkPage.waitForURL(/\/home\/index$/);
  const top = clerkPage.getByTestId('top-menu');
  await top.getByText('账户中心').click();
  await clerkPage.waitForURL(/\/account\/report\/list$/);
  const side = clerkPage.locator('.ant-layout-sider .ant-menu-root');
  await side.getByText('报表中心', { exact: true }).waitFor();
  assert.deepEqual((await side.locator('.ant-menu-item').allTextContents()).map((t) => t.trim()), ['报表中心', '导入任务']);
  await clerkPage.goto(`${under.product.url}${BASE}/sub-account/list`);
  await clerkPage.waitForURL(/\/error-page\/no-auth\?/);

  // Disabled by the main account: the clerk's next call ends its session.
  await page.getByTestId('table-account-sub-account').locator('.ant-table-row', { hasText: 'report-clerk' }).getByRole('button', { name: '停用' }).click();
  await page.getByRole('button', { name: /^确\s*定$|^OK$/ }).click();
  await page.getByTestId('table-account-sub-account').locator('.ant-table-row', { hasText: 'report-clerk' }).locator('.ant-tag', { hasText: /^停用$/ }).waitFor();
  await clerkPage.goto(`${under.product.url}/account/report/list`);
  await clerkPage.waitForURL(/\/\?redirect=/);
  await clerkPage.getByPlaceholder('账号').waitFor();
  await clerk.close();
  await context.close();
});
