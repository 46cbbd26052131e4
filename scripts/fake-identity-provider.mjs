// A small OAuth 2.0 identity provider for tests and local trials of third-party sign-in: an authorize page that
// issues codes (PKCE S256 required), a token endpoint that checks the client secret (Basic or form) and the
// verifier, and a userinfo endpoint. In memory, on 127.0.0.1. Not for production.
//
//   node scripts/fake-identity-provider.mjs [port]   starts one and prints the OAUTH_* settings for `npm start`
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

const CODE_TTL_MS = 60_000;

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const same = (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const readBody = (request) =>
  new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

/**
 * Starts the provider. `user` is the person who signs in at it (change it between sign-ins); `requests` records
 * what reached the token and userinfo endpoints and `accessTokens` what it issued; `tokenDelayMs` delays the token
 * endpoint (time-outs).
 */
export async function startFakeIdentityProvider({ clientId = 'merchant-console', clientSecret = 'fake-client-secret', port = 0, user = { sub: 'u-1001', name: '张三' } } = {}) {
  const codes = new Map();
  const tokens = new Map();
  const state = { user, requests: [], accessTokens: [], tokenDelayMs: 0 };

  /** Checks an authorization request as a provider must; answers its parameters or why it is refused. */
  function checkAuthorization(params) {
    if (params.get('response_type') !== 'code') return { error: 'unsupported_response_type' };
    if (params.get('client_id') !== clientId) return { error: 'unauthorized_client' };
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!/^https?:\/\/[^/]+\/manager\/oauth$/.test(redirectUri)) return { error: 'invalid_redirect_uri' };
    if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) return { error: 'invalid_request: PKCE S256 required' };
    if (!params.get('state')) return { error: 'invalid_request: state required' };
    return { redirectUri, state: params.get('state'), challenge: params.get('code_challenge'), scope: params.get('scope') ?? '' };
  }

  function issueCode(request) {
    const code = randomBytes(24).toString('base64url');
    codes.set(code, { ...request, user: { ...state.user }, expireAt: Date.now() + CODE_TTL_MS, used: false });
    return code;
  }

  const redirectWith = (response, redirectUri, values) => {
    const target = new URL(redirectUri);
    for (const [name, value] of Object.entries(values)) target.searchParams.set(name, value);
    response.writeHead(302, { location: target.toString() }).end();
  };
  const json = (response, status, body) => response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));

  function consentPage(params, request) {
    const hidden = [...params].map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
    return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>统一身份认证</title>
<style>body{font-family:system-ui,sans-serif;background:#eef2f7;display:flex;align-items:center;justify-content:center;height:100vh;margin:0}
main{background:#fff;padding:32px 40px;border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.08);width:360px}
h1{font-size:20px;margin:0 0 16px}p{color:#555;line-height:1.6}button{font-size:15px;padding:8px 20px;border-radius:6px;border:1px solid #1677ff;cursor:pointer;margin-right:8px}
.allow{background:#1677ff;color:#fff}.deny{background:#fff;color:#1677ff}</style></head>
<body><main><h1>统一身份认证（测试）</h1><p>以 <strong>${escapeHtml(state.user.name)}</strong>（${escapeHtml(state.user.sub)}）的身份登录 <strong>${escapeHtml(request.redirectUri.replace(/\/manager\/oauth$/, ''))}</strong>？</p>
<form method="post" action="/authorize/decide">${hidden}<button class="allow" name="decision" value="allow">同意并登录</button><button class="deny" name="decision" value="deny">拒绝</button></form></main></body></html>`;
  }

  async function token(request, response) {
    const form = new URLSearchParams(await readBody(request));
    const basic = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? '');
    const [basicId, basicSecret] = basic ? Buffer.from(basic[1], 'base64').toString().split(':').map(decodeURIComponent) : [];
    const client = { id: basicId ?? form.get('client_id') ?? '', secret: basicSecret ?? form.get('client_secret') ?? '', method: basic ? 'basic' : 'post' };
    state.requests.push({ endpoint: 'token', clientAuth: client.method, form: Object.fromEntries(form) });
    if (state.tokenDelayMs) await new Promise((resolve) => setTimeout(resolve, state.tokenDelayMs));
    if (client.id !== clientId || !same(client.secret, clientSecret)) return json(response, 401, { error: 'invalid_client', error_description: 'client authentication failed' });
    if (form.get('grant_type') !== 'authorization_code') return json(response, 400, { error: 'unsupported_grant_type' });
    const issued = codes.get(form.get('code') ?? '');
    if (!issued || issued.used || issued.expireAt < Date.now()) return json(response, 400, { error: 'invalid_grant', error_description: 'code unknown, used or expired' });
    issued.used = true;
    if (form.get('redirect_uri') !== issued.redirectUri) return json(response, 400, { error: 'invalid_grant', error_description: 'redirect_uri mismatch' });
    const verifier = form.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== issued.challenge) return json(response, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, issued.user);
    state.accessTokens.push(accessToken);
    return json(response, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 300, scope: issued.scope });
  }

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url, 'http://127.0.0.1');
      if (request.method === 'GET' && url.pathname === '/authorize') {
        const checked = checkAuthorization(url.searchParams);
        if (checked.error) return response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(`授权请求被拒绝：${checked.error}`);
        return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(consentPage(url.searchParams, checked));
      }
      if (request.method === 'POST' && url.pathname === '/authorize/decide') {
        const params = new URLSearchParams(await readBody(request));
        const checked = checkAuthorization(params);
        if (checked.error) return response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(`授权请求被拒绝：${checked.error}`);
        if (params.get('decision') !== 'allow') return redirectWith(response, checked.redirectUri, { error: 'access_denied', error_description: '用户拒绝了授权', state: checked.state });
        return redirectWith(response, checked.redirectUri, { code: issueCode(checked), state: checked.state });
      }
      if (request.method === 'POST' && url.pathname === '/token') return await token(request, response);
      if (request.method === 'GET' && url.pathname === '/userinfo') {
        const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
        state.requests.push({ endpoint: 'userinfo', token: bearer ? 'present' : 'absent' });
        const who = bearer && tokens.get(bearer);
        if (!who) return json(response, 401, { error: 'invalid_token' });
        return json(response, 200, { sub: who.sub, name: who.name, preferred_username: who.sub });
      }
      response.writeHead(404).end();
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;

  return Object.assign(state, {
    url: base,
    clientId,
    clientSecret,
    /** The OAUTH_* settings that point the console at this provider. */
    env(overrides = {}) {
      return {
        OAUTH_PROVIDER_NAME: '统一身份认证',
        OAUTH_AUTHORIZE_URL: `${base}/authorize`,
        OAUTH_TOKEN_URL: `${base}/token`,
        OAUTH_USERINFO_URL: `${base}/userinfo`,
        OAUTH_CLIENT_ID: clientId,
        OAUTH_CLIENT_SECRET: clientSecret,
        ...overrides,
      };
    },
    /** What the consent page does when the person agrees, without a browser: the code and state for the callback. */
    approve(authorizeUrl) {
      const params = new URL(authorizeUrl).searchParams;
      const checked = checkAuthorization(params);
      if (checked.error) throw new Error(`authorization refused: ${checked.error}`);
      return { code: issueCode(checked), state: checked.state, redirectUri: checked.redirectUri };
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const provider = await startFakeIdentityProvider({ port: Number(process.argv[2] ?? 0) });
  process.stdout.write(`测试用统一身份认证已启动：${provider.url}（登录身份：${provider.user.name}）\n启动控制台时设置：\n`);
  for (const [name, value] of Object.entries(provider.env())) process.stdout.write(`  ${name}=${value}\n`);
}
