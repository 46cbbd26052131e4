import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { dropExternalToken, EXTERNAL_TOKEN_KEY, readExternalToken, useExternalToken, writeExternalToken } from '../../lib/external-token';
import { mockSend } from '../../../test/send';

const send = mockSend();

const { ExternalFrame } = await import('./external-frame');

const session = { merchant: { id: 100102, name: '南山科技园停车场' }, issuer: { name: '陈立', merchant_name: '深圳泊联科技有限公司' }, scope: 'payment_channel_apply', apply_no: '', expire_time: '2026-12-01T00:00:00.000Z' };

describe('ExternalFrame (temporary-token pages)', () => {
  beforeEach(() => {
    send.mockReset();
    sessionStorage.clear();
    useExternalToken.setState({ invalid: true });
  });

  it("shows 'token missing' without a temporary token, and asks the server nothing", async () => {
    renderPage(<ExternalFrame title="支付通道进件">{() => <p>表单</p>}</ExternalFrame>, '/external/payment/channel/config');
    expect(await screen.findByText('令牌缺失或链接已失效')).toBeTruthy();
    expect(screen.getByText('请联系发起人重新获取外部填写链接')).toBeTruthy();
    expect(screen.queryByText('表单')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the merchant, the issuer and the page with a token; a refused token turns it into the message', async () => {
    send.mockResolvedValue(session);
    writeExternalToken('ext_token');
    expect(readExternalToken()).toBe('ext_token');
    const view = renderPage(<ExternalFrame title="支付通道进件">{(s) => <p>{`表单 ${s.merchant.id}`}</p>}</ExternalFrame>, '/external/payment/channel/config');
    expect(await screen.findByText('表单 100102')).toBeTruthy();
    expect(screen.getByText('南山科技园停车场')).toBeTruthy();
    expect(screen.getByTestId('external-session').textContent).toContain('陈立（深圳泊联科技有限公司）');
    dropExternalToken();
    expect(sessionStorage.getItem(EXTERNAL_TOKEN_KEY)).toBeNull();
    expect(await screen.findByText('令牌缺失或链接已失效')).toBeTruthy();
    view.unmount();
  });
});
