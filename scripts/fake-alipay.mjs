// A small Alipay open platform for tests and local trials of 支付宝第三方应用授权: the authorize page
// (/oauth2/appToAppAuth.htm, where the merchant signs in and agrees; it sends the browser back with an app_auth_code)
// and the gateway's `alipay.open.auth.token.app` (/gateway.do), which checks the app's RSA2 signature on the request
// and answers a response signed with "Alipay's" key. It makes both key pairs itself. In memory, on 127.0.0.1. Not for
// production.
//
//   node scripts/fake-alipay.mjs [port]   starts one and prints the ALIPAY_* settings for `npm start`
import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

const CODE_TTL_MS = 60_000;
const METHOD = 'alipay.open.auth.token.app';
const NODE = 'alipay_open_auth_token_app_response';

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const readBody = (request) =>
  new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
const rsaPair = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
/** A PEM key as Alipay's console shows it: the base64 body on one line. */
const bare = (pem) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
/** Alipay's signing string for RSA2 requests: the non-empty parameters but `sign`, sorted by name, unencoded. */
const signingString = (params) =>
  Object.keys(params)
    .filter((name) => name !== 'sign' && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
const sign = (text, privateKey) => createSign('RSA-SHA256').update(text, 'utf8').sign(privateKey, 'base64');
const verify = (text, signature, publicKey) => {
  try {
    return createVerify('RSA-SHA256').update(text, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
};

/**
 * Starts the fake. `merchant` is the Alipay account that authorizes next (change it between authorizations);
 * `requests` records what reached the gateway (its parameters but the signature, and whether that verified);
 * `mode` makes the gateway misbehave: 'ok', 'down' (HTTP 502), 'forge' (answers signed with another key), 'refuse'
 * (isv.invalid-signature, as when the app's key is wrong); `delayMs` delays its answers (time-outs).
 */
export async function startFakeAlipay({ appId = '2021000000000001', port = 0, merchant = { userId: '2088102000001234', name: '福田中心停车场' } } = {}) {
  const app = rsaPair();
  const alipay = rsaPair();
  const impostor = rsaPair();
  const codes = new Map();
  const state = { merchant, requests: [], mode: 'ok', delayMs: 0, issuedTokens: [] };

  function checkAuthorization(params) {
    if (params.get('app_id') !== appId) return { error: '应用 APPID 不存在' };
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!/^https?:\/\/[^/]+\/payment\/channel\/auth\/alipay\/callback$/.test(redirectUri)) return { error: 'redirect_uri 与应用配置的授权回调地址不一致' };
    return { redirectUri, state: params.get('state') ?? '' };
  }

  function issueCode() {
    const code = randomBytes(16).toString('hex');
    codes.set(code, { merchant: { ...state.merchant }, expireAt: Date.now() + CODE_TTL_MS, used: false });
    return code;
  }

  const callbackOf = (checked, code) => {
    const target = new URL(checked.redirectUri);
    target.searchParams.set('app_id', appId);
    target.searchParams.set('source', 'alipay_app_auth');
    target.searchParams.set('app_auth_code', code);
    if (checked.state) target.searchParams.set('state', checked.state);
    return target.toString();
  };

  function consentPage(params) {
    const hidden = [...params].map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
    return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>支付宝 · 第三方应用授权</title>
<style>body{font-family:system-ui,sans-serif;background:#f5f7fa;display:flex;align-items:center;justify-content:center;height:100vh;margin:0}
main{background:#fff;padding:32px 40px;border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.08);width:380px}
h1{font-size:20px;margin:0 0 16px;color:#1677ff}p{color:#555;line-height:1.6}button{font-size:15px;padding:8px 20px;border-radius:6px;border:1px solid #1677ff;cursor:pointer;background:#1677ff;color:#fff}</style></head>
<body><main><h1>支付宝（测试）</h1><p>商家账号 <strong>${escapeHtml(state.merchant.name)}</strong>（${escapeHtml(state.merchant.userId)}）</p>
<p>授权应用 ${escapeHtml(appId)} 代商家调用支付宝接口？</p>
<form method="post" action="/oauth2/appToAppAuth.htm">${hidden}<button name="decision" value="allow">确认授权</button></form></main></body></html>`;
  }

  /** The gateway's answer: `{"<node>":{...},"sign":"..."}`, the node's exact text signed. */
  const answer = (response, node, body) => {
    const text = JSON.stringify(body);
    const key = state.mode === 'forge' ? impostor.privateKey : alipay.privateKey;
    response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(`{"${node}":${text},"sign":"${sign(text, key)}"}`);
  };

  async function gateway(request, response) {
    const params = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const signed = verify(signingString(params), params.sign ?? '', app.publicKey);
    const { sign: _sign, ...seen } = params;
    state.requests.push({ ...seen, signed });
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.mode === 'down') return response.writeHead(502, { 'content-type': 'text/plain' }).end('Bad Gateway');
    if (params.method !== METHOD) return answer(response, 'error_response', { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' });
    if (params.app_id !== appId) return answer(response, NODE, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-app-id', sub_msg: '无效的AppID参数' });
    if (!signed || state.mode === 'refuse') return answer(response, NODE, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' });
    let biz;
    try {
      biz = JSON.parse(params.biz_content ?? '');
    } catch {
      return answer(response, NODE, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-biz-content', sub_msg: 'biz_content 不是 JSON' });
    }
    const issued = codes.get(biz.code ?? '');
    if (biz.grant_type !== 'authorization_code' || !issued || issued.expireAt < Date.now()) {
      return answer(response, NODE, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-app-auth-code', sub_msg: '无效的应用授权码' });
    }
    if (issued.used) return answer(response, NODE, { code: '40004', msg: 'Business Failed', sub_code: 'isv.auth-code-used', sub_msg: '授权码已使用' });
    issued.used = true;
    const token = `202611${randomBytes(16).toString('hex')}`;
    state.issuedTokens.push(token);
    return answer(response, NODE, {
      code: '10000',
      msg: 'Success',
      tokens: [
        {
          app_auth_token: token,
          app_refresh_token: `202611${randomBytes(16).toString('hex')}`,
          auth_app_id: appId,
          expires_in: 31536000,
          re_expires_in: 32140800,
          user_id: issued.merchant.userId,
        },
      ],
    });
  }

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url, 'http://127.0.0.1');
      if (url.pathname === '/oauth2/appToAppAuth.htm') {
        const params = request.method === 'POST' ? new URLSearchParams(await readBody(request)) : url.searchParams;
        const checked = checkAuthorization(params);
        if (checked.error) return response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(`授权请求被拒绝：${checked.error}`);
        if (request.method === 'GET') return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(consentPage(url.searchParams));
        params.delete('decision');
        return response.writeHead(302, { location: callbackOf(checked, issueCode()) }).end();
      }
      if (request.method === 'POST' && url.pathname === '/gateway.do') return await gateway(request, response);
      response.writeHead(404).end();
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;

  return Object.assign(state, {
    url: base,
    appId,
    /** The ALIPAY_* settings that point the console at this fake (keys as Alipay's console gives them: bare base64). */
    env(overrides = {}) {
      return {
        ALIPAY_APP_ID: appId,
        ALIPAY_PRIVATE_KEY: bare(app.privateKey),
        ALIPAY_PUBLIC_KEY: bare(alipay.publicKey),
        ALIPAY_GATEWAY_URL: `${base}/gateway.do`,
        ALIPAY_AUTHORIZE_URL: `${base}/oauth2/appToAppAuth.htm`,
        ...overrides,
      };
    },
    /** What the authorize page does when the merchant agrees, without a browser: the callback address it sends back to. */
    approve(authorizeUrl) {
      const checked = checkAuthorization(new URL(authorizeUrl).searchParams);
      if (checked.error) throw new Error(`authorization refused: ${checked.error}`);
      return new URL(callbackOf(checked, issueCode()));
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fake = await startFakeAlipay({ port: Number(process.argv[2] ?? 0) });
  process.stdout.write(`测试用支付宝开放平台已启动：${fake.url}（授权商家：${fake.merchant.name}）\n启动控制台时设置：\n`);
  for (const [name, value] of Object.entries(fake.env())) process.stdout.write(`  ${name}=${value}\n`);
}
