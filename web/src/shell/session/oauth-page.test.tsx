import type { CallDefinition } from '@console/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { MINE_PATH } from '../../lib/paths';
import { RequestError } from '../../lib/request';
import { defaultTheme } from '../theme/theme';
import { ThemeContext } from '../theme/theme-context';
import OauthPage from './oauth-page';
import { useSession } from './store';
import { mockSend } from '../../../test/send';

const send = mockSend();

const user = {
  merchant: 100101, merchant_name: '福田中心停车场', merchant_kind: 'merchant', name: '王芳', system: 'merchant', avatar: '', account: 'parking-merchant',
  manager_id: 3, app_id: 'console', mobile: '', nickname: '', identity: 'superuser', main_account_name: '王芳', product: ['parking:merchant:platform'], permission: ['universal:user:basic'],
};
const session = { access_token: { type: 'Bearer', value: 'new-token', expire_in: 7200 }, permission: user.permission, product: user.product, user_info: user };

/** Answers by call path; a path the test gives an answer for replaces the default. */
function answer(overrides: Record<string, (input: unknown) => unknown>) {
  const defaults: Record<string, (input: unknown) => unknown> = {
    'session/app/key': () => ({ app_id: 'console', app_key: 'k', payload_codec: false }),
    'merchant/manager/whoami': () => user,
  };
  send.mockImplementation(async (call: CallDefinition, input: unknown) => {
    const handler = overrides[`${call.method} ${call.path}`] ?? defaults[call.path];
    if (!handler) throw new Error(`unexpected call ${call.method} ${call.path}`);
    return handler(input);
  });
}

function open(address: string) {
  const router = createMemoryRouter(
    [
      { path: '/manager/oauth', element: <OauthPage /> },
      { path: '/', element: <p>登录页</p> },
      { path: '/redirect/home', element: <p>首页</p> },
      { path: MINE_PATH, element: <p>账号设置页</p> },
      { path: '/account/merchant/info', element: <p>商户信息页</p> },
    ],
    { initialEntries: [address] },
  );
  render(
    <ThemeContext.Provider value={{ ...defaultTheme, oauthName: '统一身份认证' }}>
      <App>
        <RouterProvider router={router} />
      </App>
    </ThemeContext.Provider>,
  );
  return router;
}

const started = (purpose: 'login' | 'bind', state = 'state-1') => sessionStorage.setItem('oauthPending', JSON.stringify({ state, purpose }));

beforeEach(() => {
  send.mockReset();
  sessionStorage.clear();
  useSession.setState({ status: 'anonymous', user: undefined, permissions: new Set(), products: new Set(), token: undefined });
});

describe('OauthPage, signing in', () => {
  it('takes the code and state out of the address at once, signs in, and opens the page the sign-in was started for', async () => {
    started('login');
    let finish: (value: unknown) => void = () => {};
    answer({ 'POST merchant/manager/oauth': () => new Promise((resolve) => (finish = resolve)) });
    const router = open('/manager/oauth?code=code-1&state=state-1');
    expect(await screen.findByText('正在使用统一身份认证登录…')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/manager/oauth');
    expect(router.state.location.search).toBe('');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ path: 'merchant/manager/oauth' }), { code: 'code-1', state: 'state-1' }, { silent: true });
    // The started sign-in serves once.
    expect(sessionStorage.getItem('oauthPending')).toBeNull();

    await act(async () => finish({ ...session, redirect: '/account/merchant/info' }));
    expect(await screen.findByText('商户信息页')).toBeTruthy();
    expect(useSession.getState()).toMatchObject({ status: 'ready', user: { account: 'parking-merchant' } });
    expect(JSON.parse(localStorage.getItem('accessToken')!).value).toBe('Bearer new-token');
  });

  it('goes home when the sign-in was started without a page, and never to another site', async () => {
    started('login');
    answer({ 'POST merchant/manager/oauth': () => ({ ...session, redirect: '//evil.example/x' }) });
    open('/manager/oauth?code=code-1&state=state-1');
    expect(await screen.findByText('首页')).toBeTruthy();
  });

  it('says a person bound to no account must bind first, with the way back to the login page', async () => {
    started('login');
    const unbound = '该第三方账号尚未绑定商户账号，请先使用账号密码登录，在账号设置中绑定';
    answer({ 'POST merchant/manager/oauth': () => Promise.reject(new RequestError({ code: 1412, message: unbound, hint: '绑定后即可使用第三方账号登录', seqno: 'abc' })) });
    const router = open('/manager/oauth?code=code-1&state=state-1');
    expect(await screen.findByText(unbound)).toBeTruthy();
    expect(screen.getByText('登录失败')).toBeTruthy();
    expect(screen.getByText('绑定后即可使用第三方账号登录')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回登录页' }));
    expect(router.state.location.pathname).toBe('/');
    expect(useSession.getState().status).toBe('anonymous');
  });

  it('refuses a callback this tab did not start, without calling the server', async () => {
    started('login', 'state-of-this-tab');
    answer({});
    open('/manager/oauth?code=code-1&state=someone-elses-state');
    expect(await screen.findByText('登录请求已失效')).toBeTruthy();
    sessionStorage.clear();
    open('/manager/oauth?code=code-2&state=state-2');
    expect((await screen.findAllByText('登录请求已失效')).length).toBe(2);
    expect(send).not.toHaveBeenCalled();
  });

  it('says so when the person refused at the provider', async () => {
    started('login');
    answer({});
    open('/manager/oauth?error=access_denied&state=state-1');
    expect(await screen.findByText('已取消登录')).toBeTruthy();
    expect(screen.getByText('您在统一身份认证拒绝了授权。')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('OauthPage, binding', () => {
  it('binds, loads the session and returns to 账号设置 with 绑定成功', async () => {
    started('bind', 'bind-state');
    localStorage.setItem('accessToken', JSON.stringify({ value: 'Bearer old', expireAt: Date.now() + 3_600_000 }));
    answer({ 'POST merchant/manager/oauth/bind': () => ({ provider: 'sso', provider_name: '统一身份认证', bound: true, subject: 'u-1', subject_name: '张三', bind_time: '2026-11-22T00:00:00.000Z' }) });
    open('/manager/oauth?code=code-9&state=bind-state');
    expect(await screen.findByText('账号设置页')).toBeTruthy();
    expect(await screen.findByText('绑定成功')).toBeTruthy();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: 'merchant/manager/oauth/bind' }), { code: 'code-9', state: 'bind-state' }, { silent: true });
    expect(useSession.getState().status).toBe('ready');
  });

  it('shows why a binding was refused, with the way back to 账号设置', async () => {
    started('bind', 'bind-state');
    answer({ 'POST merchant/manager/oauth/bind': () => Promise.reject(new RequestError({ code: 1409, message: '该统一身份认证账号已绑定其他商户账号', hint: '一个第三方账号只能绑定一个商户账号' })) });
    const router = open('/manager/oauth?code=code-9&state=bind-state');
    expect(await screen.findByText('绑定失败')).toBeTruthy();
    expect(screen.getByText('该统一身份认证账号已绑定其他商户账号')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回账号设置' }));
    expect(router.state.location.pathname).toBe(MINE_PATH);
  });

  it('says a cancelled binding was cancelled', async () => {
    started('bind', 'bind-state');
    answer({});
    open('/manager/oauth?error=access_denied&state=bind-state');
    expect(await screen.findByText('已取消绑定')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回账号设置' })).toBeTruthy();
  });
});
