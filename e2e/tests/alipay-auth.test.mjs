// 支付宝第三方应用授权 end to end (docs/decisions.md, "Alipay app authorization (支付宝授权)") against the fake Alipay
// of scripts/fake-alipay.mjs: once the platform has opened 福田中心停车场's 支付宝 application, its partner 深圳泊联科技
// starts the authorization on the 进件 detail (QR code and link); the merchant opens the link on a phone with no
// console session, agrees at "Alipay" and lands on the public callback page (授权成功, the address cleaned); the
// partner's 刷新状态 shows 已授权. The used link is refused on a second use; the callback page without its parameters
// says what it is for. Screenshots in e2e/screenshots.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { startFakeAlipay } from '../../scripts/fake-alipay.mjs';
import { DEMO_PASSWORD, productUnderTest, screenshotDir, signIn } from './server.mjs';

const fake = await startFakeAlipay({ merchant: { userId: '2088102000001234', name: '福田中心停车场' } });
after(() => fake.stop());
const under = productUnderTest({ env: fake.env() });

const APPLY = 'CA20260901000002';
const CALLBACK = '/payment/channel/auth/alipay/callback';
const shot = (page, name) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

/** A call as `account`, straight to the API (the platform's part, which this test is not about). */
async function callAs(account, method, path, body) {
  const api = (p, init) => fetch(`${under.product.url}/api/${p}`, init).then((r) => r.json());
  const { payload } = await api(`merchant/manager/secret?account=${account}`);
  const login = await api('merchant/manager/oauth', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: DEMO_PASSWORD, challenge: payload.challenge }),
  });
  const reply = await api(path, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.payload.access_token.value}` },
    body: JSON.stringify(body),
  });
  assert.equal(reply.code, 1001, JSON.stringify(reply));
}

/** The merchant's phone: no console session, 390 px wide. */
const phone = () => under.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' }).then(async (context) => ({ context, page: await context.newPage() }));

test('the partner starts it, the merchant authorizes on a phone, the partner sees 已授权; the link works once', async () => {
  await callAs('admin', 'PUT', 'payment/channel/apply/audit/pass/new', { apply_no: APPLY, result: 1 });

  const { context, page } = await signIn(under, 'parking-partner');
  await page.goto(`${under.product.url}/payment/channel/apply/detail?apply_no=${APPLY}`);
  await page.getByRole('tab', { name: '支付宝授权' }).click();
  const panel = page.getByTestId('alipay-auth').filter({ visible: true });
  await panel.getByText('尚未发起支付宝授权').waitFor();
  await panel.getByRole('button', { name: '发起授权' }).click();
  const dialog = page.getByRole('dialog', { name: '支付宝授权' });
  await dialog.getByLabel('支付宝授权二维码').waitFor();
  const link = await dialog.getByRole('link', { name: '打开授权页' }).getAttribute('href');
  assert.ok(link.startsWith(`${fake.url}/oauth2/appToAppAuth.htm?`), link);
  await shot(page, 'alipay-auth-1-started');

  // The merchant, on a phone: Alipay's page, 确认授权, back to the console's public callback page.
  const merchant = await phone();
  const arrived = [];
  merchant.page.on('framenavigated', (frame) => frame === merchant.page.mainFrame() && frame.url().includes(CALLBACK) && arrived.push(frame.url()));
  await merchant.page.goto(link);
  await merchant.page.getByRole('button', { name: '确认授权' }).click();
  const result = merchant.page.getByTestId('alipay-callback');
  await result.getByText('支付宝授权成功').waitFor();
  await result.getByText('福田中心停车场').waitFor();
  await result.getByText('2088 **** 1234').waitFor();
  assert.ok(arrived.some((url) => url.includes('app_auth_code=')), arrived.join('\n'));
  assert.equal(merchant.page.url(), `${under.product.url}${CALLBACK}`);
  assert.ok(await merchant.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the phone scrolls sideways');
  await shot(merchant.page, 'alipay-auth-2-callback-390');

  // The same link again: Alipay sends a new code with the used state, which the console refuses.
  await merchant.page.goto(link);
  await merchant.page.getByRole('button', { name: '确认授权' }).click();
  await result.getByText('支付宝授权未完成').waitFor();
  await result.getByText('该授权链接已使用过或已被新的授权链接取代').waitFor();
  await merchant.context.close();

  // The partner closes the dialog: the status is read again.
  await dialog.getByRole('button', { name: /^完\s?成$/ }).click();
  const status = panel.getByTestId('alipay-auth-status');
  await status.getByText('已授权').waitFor();
  await status.getByText('2088 **** 1234').waitFor();
  assert.equal(await panel.getByRole('button', { name: '重新授权' }).count(), 1);
  await shot(page, 'alipay-auth-3-authorized');
  // 操作记录 names the callback.
  await page.getByRole('tab', { name: '操作记录' }).click();
  await page.getByText('支付宝授权回调').first().waitFor();
  await context.close();
});

test('the callback page opened without Alipay’s parameters says what it is for', async () => {
  const { context, page } = await phone();
  await page.goto(`${under.product.url}${CALLBACK}`);
  await page.getByText('缺少授权信息').waitFor();
  await page.getByText('请使用商户管理平台给出的授权链接或二维码发起授权').waitFor();
  await context.close();
});
