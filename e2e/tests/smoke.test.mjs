import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { DEMO_PASSWORD, productUnderTest, screenshotDir, tipSeen } from './server.mjs';

const under = productUnderTest({ fresh: true });

test('npm start prints the URL and every demo account with the platform it sees', () => {
  const output = under.product.output();
  assert.match(output, /商户管理平台已启动：http:\/\/localhost:\d+/);
  assert.ok(output.includes(`密码：${DEMO_PASSWORD}`));
  for (const account of ['admin', 'parking-partner', 'parking-merchant', 'parking-group', 'energy-merchant', 'energy-group', 'advertiser', 'invoice-partner']) {
    assert.match(output, new RegExp(`\\n  ${account} +主账号`), account);
    assert.match(output, new RegExp(`\\n  ${account}-staff +子账号`), `${account}-staff`);
  }
});

test('the login page is served with the theme, and a client route reloads into the console', async () => {
  const page = await under.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await page.goto(`${under.product.url}/home/index`);
  await page.waitForURL(/\/\?redirect=%2Fhome%2Findex$/);
  assert.equal(await page.getByTestId('site-name').textContent(), '商户管理平台');
  assert.equal(await page.title(), '登录 - 商户管理平台');
  await page.screenshot({ path: join(screenshotDir, 'login-1440.png') });
  await page.close();
});

test('a demo account signs in through the login page and lands on its home with real numbers', async () => {
  const page = await under.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await page.goto(`${under.product.url}/?redirect=%2Fhome%2Findex`);
  // parking-merchant has an invoice awaiting face verification: its tip (once per browser) is invoice-records.test's.
  await tipSeen(page);
  await page.getByPlaceholder('账号').fill('parking-merchant');
  await page.getByPlaceholder('密码').fill('Not-the-password-1');
  await page.keyboard.press('Enter');
  await page.getByText('账号或密码错误').waitFor();
  await page.getByPlaceholder('密码').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${under.product.url}/home/index`);
  await page.getByTestId('home-cards').getByText('未读消息').waitFor();
  // The failed attempt's notice stayed on the login page (it would cover the header's avatar).
  await page.locator('.ant-notification-notice').waitFor({ state: 'detached', timeout: 2_000 });
  // The cards show what the server counts for this merchant: 2 unread messages, 7 announcements.
  await page.waitForFunction(() => document.querySelector('[data-testid="home-cards"]')?.textContent?.includes('平台公告7'));
  assert.match(await page.getByTestId('home-cards').textContent(), /未读消息2/);
  assert.ok(await page.evaluate(() => JSON.parse(localStorage.getItem('accessToken')).value.startsWith('Bearer ')));
  await page.screenshot({ path: join(screenshotDir, 'home-1440.png') });

  await page.getByTestId('avatar').click();
  await page.getByText('退出').click();
  await page.waitForURL(`${under.product.url}/`);
  assert.equal(await page.evaluate(() => localStorage.getItem('accessToken')), null);
  await page.close();
});

test('an unknown path shows the 404 page', async () => {
  const page = await under.browser.newPage();
  await page.goto(`${under.product.url}/no/such/page`);
  await page.waitForURL(`${under.product.url}/error-page/404`);
  await page.getByText('抱歉，您访问的页面不存在').waitFor();
  await page.close();
});

test('a demo account logs in through the API the console uses', async () => {
  const page = await under.browser.newPage();
  await page.goto(under.product.url);
  const result = await page.evaluate(async (password) => {
    const secret = await (await fetch('/api/merchant/manager/secret?account=parking-merchant')).json();
    const login = await (
      await fetch('/api/merchant/manager/oauth', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'parking-merchant', password, challenge: secret.payload.challenge }),
      })
    ).json();
    const me = await (await fetch('/api/merchant/manager/whoami', { headers: { authorization: `Bearer ${login.payload.access_token.value}` } })).json();
    return { code: me.code, merchantName: me.payload.merchant_name };
  }, DEMO_PASSWORD);
  assert.deepEqual(result, { code: 1001, merchantName: '福田中心停车场' });
  await page.close();
});

test('the login form checks its fields and asks for the captcha after 3 failures', async () => {
  const page = await under.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await page.goto(`${under.product.url}/`);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByText('请输入账号').waitFor();
  await page.getByText('请输入密码').waitFor();
  await page.getByPlaceholder('账号').fill('energy-group-staff');
  for (let i = 0; i < 3; i++) {
    await page.getByPlaceholder('密码').fill(`Wrong-pass-${i}`);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /登\s*录/ }).and(page.locator(':not(.ant-btn-loading)')).waitFor();
  }
  await page.getByTestId('captcha-image').waitFor();
  await page.getByPlaceholder('密码').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.getByText('请输入图形验证码').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'login-captcha-1440.png') });
  await page.close();
});

test('the domain summary unreachable: 网络错误，点击重试 with a reload button', async () => {
  const context = await under.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.route('**/api/merchant/app/rt/summary**', (route) => route.abort('internetdisconnected'));
  await page.goto(`${under.product.url}/`);
  await page.getByText('网络错误，点击重试').waitFor();
  await page.getByRole('button', { name: '重新加载' }).waitFor();
  await context.close();
});
