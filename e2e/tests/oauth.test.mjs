// Third-party sign-in as a person lives it: signed in with a password, she binds her account to the unified
// identity centre in 账号设置, signs out, and signs in with the provider's button; someone with no bound account
// is told how to bind; unbinding asks first.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { startFakeIdentityProvider } from '../../scripts/fake-identity-provider.mjs';
import { productUnderTest, screenshotDir, signIn, tipSeen } from './server.mjs';

const provider = await startFakeIdentityProvider({ user: { sub: 'wangfang', name: '王芳' } });
after(() => provider.stop());
const under = productUnderTest({ env: provider.env() });

const MINE = '/account/role-permission/mine';
const shot = (page, name) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
const card = (page) => page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: '第三方账号' }) });

test('bind in 账号设置, sign out, sign in with the provider', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await page.goto(`${under.product.url}${MINE}`);
  const thirdParty = card(page);
  await thirdParty.getByText('未绑定').waitFor();
  await shot(page, 'oauth-1-mine-unbound');

  // 绑定: to the provider's consent page, and back through /manager/oauth to 账号设置.
  await thirdParty.getByRole('button', { name: /^绑\s?定$/ }).click();
  await page.waitForURL(`${provider.url}/authorize?**`);
  await page.getByText('同意并登录').waitFor();
  await shot(page, 'oauth-2-consent');
  await page.getByRole('button', { name: '同意并登录' }).click();
  await page.waitForURL(`${under.product.url}${MINE}`);
  await page.getByText('绑定成功').waitFor();
  await thirdParty.getByText('已绑定').waitFor();
  await thirdParty.getByText('王芳（wangfang）').waitFor();
  await shot(page, 'oauth-3-mine-bound');

  // 退出, then 使用统一身份认证登录.
  await page.getByTestId('avatar').click();
  await page.getByText('退出').click();
  await page.waitForURL(`${under.product.url}/`);
  // 退出 cleared the invoice tip's flag (document 1 §4); this test is not about the tip parking-merchant raises.
  await tipSeen(page);
  const button = page.getByRole('button', { name: '使用统一身份认证登录' });
  await button.waitFor();
  await shot(page, 'oauth-4-login');
  const callbacks = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && frame.url().includes('/manager/oauth') && callbacks.push(frame.url()));
  await button.click();
  await page.getByRole('button', { name: '同意并登录' }).click();
  await page.waitForURL(/\/home\/index$/);
  await page.getByTestId('home-cards').waitFor();
  await shot(page, 'oauth-5-home');
  // The callback arrived with a code and a state, and the page replaced its address with the bare path.
  assert.ok(callbacks.some((url) => /[?&]code=/.test(url) && /[?&]state=/.test(url)), callbacks.join('\n'));
  assert.ok(callbacks.includes(`${under.product.url}/manager/oauth`), callbacks.join('\n'));
  assert.equal(await page.evaluate(() => sessionStorage.getItem('oauthPending')), null);
  await page.getByTestId('avatar').click();
  await page.getByText('商户号：100101').waitFor();
  await context.close();
});

test('a person with no bound account is told how to bind, and goes back to the login page', async () => {
  provider.user = { sub: 'stranger', name: '访客' };
  const context = await under.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${under.product.url}/?redirect=%2Faccount%2Frole-permission%2Fmine`);
  await page.getByRole('button', { name: '使用统一身份认证登录' }).click();
  await page.getByRole('button', { name: '同意并登录' }).click();
  await page.getByText('该第三方账号尚未绑定商户账号，请先使用账号密码登录，在账号设置中绑定').waitFor();
  assert.equal(new URL(page.url()).search, '');
  await shot(page, 'oauth-6-unbound');
  await page.getByRole('button', { name: '返回登录页' }).click();
  await page.getByPlaceholder('账号').waitFor();
  await context.close();
});

test('unbinding asks first', async () => {
  provider.user = { sub: 'wangfang', name: '王芳' };
  const { context, page } = await signIn(under, 'parking-merchant');
  await page.goto(`${under.product.url}${MINE}`);
  const thirdParty = card(page);
  await thirdParty.getByRole('button', { name: '解除绑定' }).click();
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.locator('.ant-modal-confirm-title', { hasText: '解除与统一身份认证的绑定？' }).waitFor();
  await shot(page, 'oauth-7-unbind-confirm');
  await dialog.getByRole('button', { name: '解除绑定' }).click();
  await page.getByText('已解除绑定').waitFor();
  await thirdParty.getByText('未绑定').waitFor();
  await context.close();
});
