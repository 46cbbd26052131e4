// The platform operator's settings (issue 5): a theme value edited on the metadata screen shows on the login
// page of that domain; the permission catalogue disables and enables a permission; the app and key screens.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openTop, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const OK = /^确\s*定$|^OK$/;

test('the operator renames the site on the metadata screen and the login page and title follow', async () => {
  const { context, page } = await signIn(under, 'admin');
  await page.goto(`${under.product.url}/base/services/setting/metadata/list`);
  const table = page.getByTestId('table-base-setting-metadata');
  await table.locator('.ant-table-row').first().waitFor();
  await page.getByLabel('键').fill('TEXT_SITENAME');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.waitForURL(/key=TEXT_SITENAME/);
  // The default app (localhost and every unknown domain) and the demo's three apps.
  await table.getByText('共 4 条').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'metadata-list-1440.png') });
  await table.locator('.ant-table-row', { hasText: '（console）' }).getByRole('button', { name: '编辑' }).click();
  await page.waitForURL(/\/setting\/metadata\/edit\?app=\d+&key=TEXT_SITENAME/);
  const form = page.locator('form#metadata-edit');
  const value = form.getByLabel('值');
  await value.waitFor();
  assert.equal(await value.inputValue(), '商户管理平台');
  await value.fill('');
  await value.fill('智泊云运营平台');
  await page.screenshot({ path: join(screenshotDir, 'metadata-form-1440.png') });
  await form.getByRole('button', { name: /^保\s*存$/ }).click();
  await page.waitForURL(/\/setting\/metadata\/list/);
  await table.locator('.ant-table-row', { hasText: '（console）' }).getByText('智泊云运营平台').waitFor();

  // A colour that breaks the rule is refused in the form, in Chinese.
  await page.goto(`${under.product.url}/base/services/setting/metadata/list?key=STYLE_PRIMARY_COLOR`);
  await table.locator('.ant-table-row', { hasText: '（console）' }).getByRole('button', { name: '编辑' }).click();
  await form.getByLabel('值').fill('blue');
  await form.getByRole('button', { name: /^保\s*存$/ }).click();
  await form.getByText('主题色须为 #RRGGBB 格式的颜色').waitFor();
  await form.getByRole('button', { name: /^取\s*消$/ }).click();
  await page.getByRole('button', { name: '放弃修改' }).click();

  // A visitor's login page of this domain (127.0.0.1 has no app of its own: the default app answers).
  const visitor = await under.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const login = await visitor.newPage();
  await login.goto(`${under.product.url}/`);
  await login.getByText('智泊云运营平台').first().waitFor();
  // (The theme provider's own title effect runs after the login page's, so the title is the site name alone.)
  await login.waitForFunction(() => document.title.includes('智泊云运营平台'));
  await login.screenshot({ path: join(screenshotDir, 'login-renamed-1440.png') });
  await visitor.close();
  await context.close();
});

test('the permission catalogue lists, disables (with confirmation) and enables a permission', async () => {
  const { context, page } = await signIn(under, 'admin');
  await openTop(page, '基础服务');
  const side = page.locator('.ant-layout-sider .ant-menu-root');
  await side.getByText('系统设置', { exact: true }).click();
  await side.getByText('权限目录', { exact: true }).click();
  await page.waitForURL(/\/base\/services\/setting\/permission\/list/);
  const table = page.getByTestId('table-base-setting-permission');
  await table.locator('.ant-table-row').first().waitFor();
  await page.getByLabel('权限编码').fill('base:app');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await table.getByText('共 3 条').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'permission-list-1440.png') });

  const row = table.locator('.ant-table-row', { hasText: 'base:app:create' });
  await row.getByRole('button', { name: '禁用' }).click();
  await page.locator('.ant-modal-confirm-title', { hasText: '确定禁用权限「新建应用」吗？' }).waitFor();
  await page.getByRole('button', { name: OK }).click();
  await row.getByText('已禁用').waitFor();
  await row.getByRole('button', { name: '启用' }).click();
  await page.getByRole('button', { name: OK }).click();
  await row.getByText('已启用').waitFor();
  await context.close();
});

test('the app list, an app’s modules and addresses, and the keys screen with masked keys', async () => {
  const { context, page } = await signIn(under, 'admin');
  await page.goto(`${under.product.url}/base/services/app/list`);
  const apps = page.getByTestId('table-base-app');
  // The default console, the demo's three consoles by domain and the payment mini-program (payment app authorization).
  await apps.getByText('共 5 条').waitFor();
  await apps.getByText('智泊停车缴费小程序').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'app-list-1440.png') });
  await apps.locator('.ant-table-row', { hasText: '深能充电运营控制台' }).getByRole('button', { name: '元数据' }).click();
  await page.waitForURL(/\/app\/manage\/module\?id=\d+/);
  await page.getByTestId('module-样式').getByText('#52C41A').waitFor();
  await page.getByRole('tab', { name: '地址' }).click();
  await page.waitForURL(/\/app\/manage\/url\?id=\d+/);
  await page.getByText('https://energy.zhibocloud.cn/', { exact: true }).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'app-url-1440.png') });

  await page.goto(`${under.product.url}/base/services/keychain/app/list`);
  const keys = page.getByTestId('table-base-keychain-app');
  const energy = keys.locator('.ant-table-row', { hasText: '深能充电运营控制台' });
  await energy.waitFor();
  assert.match(await energy.innerText(), /ak_\S{3}\*\*\*\*/);
  await page.screenshot({ path: join(screenshotDir, 'keychain-list-1440.png') });
  await context.close();
});
