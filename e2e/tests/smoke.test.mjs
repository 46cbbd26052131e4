import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { DEMO_PASSWORD, launchBrowser, screenshotDir, startProduct } from './server.mjs';

let product;
let browser;

before(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  mkdirSync(screenshotDir, { recursive: true });
});

after(async () => {
  await browser?.close();
  await product?.stop();
});

test('npm start prints the URL and every demo account with the platform it sees', () => {
  const output = product.output();
  assert.match(output, /商户管理平台已启动：http:\/\/localhost:\d+/);
  assert.ok(output.includes(`密码：${DEMO_PASSWORD}`));
  for (const account of ['admin', 'parking-partner', 'parking-merchant', 'parking-group', 'energy-merchant', 'energy-group', 'advertiser', 'invoice-partner']) {
    assert.match(output, new RegExp(`\\n  ${account} +主账号`), account);
    assert.match(output, new RegExp(`\\n  ${account}-staff +子账号`), `${account}-staff`);
  }
});

test('the console is served and reaches the API', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  await page.goto(product.url);
  await page.getByTestId('status').waitFor({ timeout: 15_000 });
  assert.equal(await page.getByTestId('site-name').textContent(), '商户管理平台');
  assert.match(await page.getByTestId('status').textContent(), /控制台已就绪/);
  assert.equal(await page.title(), '商户管理平台');
  await page.screenshot({ path: join(screenshotDir, 'console-ready.png') });

  // A client route reloads into the console, not into a 404.
  await page.goto(`${product.url}/account/report/list`);
  await page.getByTestId('status').waitFor({ timeout: 15_000 });
  await page.close();
});

test('a demo account logs in through the API the console uses', async () => {
  const page = await browser.newPage();
  await page.goto(product.url);
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
