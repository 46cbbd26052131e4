import type { CallDefinition } from '@console/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { useSession } from '../../../shell/session/store';
import { defaultTheme } from '../../../shell/theme/theme';
import { ThemeContext } from '../../../shell/theme/theme-context';
import MinePage from './mine-page';
import { mockSend } from '../../../../test/send';

const send = mockSend();

const user = {
  merchant: 100101, merchant_name: '福田中心停车场', merchant_kind: 'merchant', name: '王芳', system: 'merchant', avatar: '', account: 'parking-merchant',
  manager_id: 3, app_id: 'console', mobile: '13800138000', nickname: '', identity: 'superuser', main_account_name: '王芳', product: [], permission: ['universal:user:basic'],
};
const base = { provider: 'sso', provider_name: '统一身份认证' };
const bound = { ...base, bound: true, subject: 'u-1001', subject_name: '张三', bind_time: '2026-11-22T02:00:00.000Z' };

const calls = (path: string, method = 'GET') => send.mock.calls.filter(([call]) => (call as CallDefinition).path === path && (call as CallDefinition).method === method);

function show(oauthName: string) {
  return renderPage(
    <ThemeContext.Provider value={{ ...defaultTheme, oauthName }}>
      <MinePage />
    </ThemeContext.Provider>,
    '/account/role-permission/mine',
  );
}

beforeEach(() => {
  send.mockReset();
  sessionStorage.clear();
  useSession.setState({ status: 'ready', user, permissions: new Set(user.permission), products: new Set() });
});

describe('账号设置 › 第三方账号', () => {
  it('is not there when third-party sign-in is off, and asks nothing', async () => {
    show('');
    expect(await screen.findByText('修改密码', { selector: '.ant-card-head-title' })).toBeTruthy();
    expect(screen.queryByText('第三方账号')).toBeNull();
    expect(calls('merchant/manager/oauth/bind')).toHaveLength(0);
  });

  it('shows the bound identity and unbinds after confirmation', async () => {
    let current: object = bound;
    send.mockImplementation(async (call: CallDefinition) => {
      if (call.path !== 'merchant/manager/oauth/bind') throw new Error(`unexpected ${call.path}`);
      if (call.method === 'DELETE') current = { ...base, bound: false };
      return current;
    });
    show('统一身份认证');
    expect(await screen.findByText('张三（u-1001）')).toBeTruthy();
    expect(screen.getByText('已绑定')).toBeTruthy();
    expect(screen.getByText('2026-11-22 10:00:00')).toBeTruthy();

    fireEvent.click(screen.getByText('解除绑定').closest('button')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('解除与统一身份认证的绑定？').length).toBeGreaterThan(0);
    expect(calls('merchant/manager/oauth/bind', 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '解除绑定' }));
    expect(await screen.findByText('未绑定')).toBeTruthy();
    expect(calls('merchant/manager/oauth/bind', 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('已解除绑定')).toBeTruthy();
  });

  it('starts a binding: the state is remembered in this tab and the browser leaves for the provider', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      send.mockImplementation(async (call: CallDefinition) => {
        if (call.path === 'merchant/manager/oauth/bind') return { ...base, bound: false };
        if (call.path === 'merchant/manager/oauth/authorize') return { authorize_url: 'https://sso.example.com/authorize?state=s-1', state: 's-1', expire_in: 600 };
        throw new Error(`unexpected ${call.path}`);
      });
      show('统一身份认证');
      // antd spaces a two-character Chinese button label (绑 定); text queries are much faster than role queries here.
      fireEvent.click((await screen.findByText(/^绑\s?定$/)).closest('button')!);
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sso.example.com/authorize?state=s-1'));
      expect(calls('merchant/manager/oauth/authorize', 'POST')[0]![1]).toEqual({ purpose: 'bind', redirect: undefined });
      expect(JSON.parse(sessionStorage.getItem('oauthPending')!)).toEqual({ state: 's-1', purpose: 'bind' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
