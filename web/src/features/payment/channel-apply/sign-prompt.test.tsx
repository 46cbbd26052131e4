import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { clearSessionStorage } from '../../../shell/session/storage';
import { useSession } from '../../../shell/session/store';
import { mockSend } from '../../../../test/send';

const send = mockSend();

const { SignPrompt } = await import('./sign-prompt');
const { mayBeAskedToSign } = await import('./paths');

const row = (overrides: Record<string, unknown> = {}) => ({
  apply_no: 'CA20260901000009', merchant: { id: 100201, name: '南山快充站' }, partner: { id: 100000, name: '平台' }, channel: 'CHINAUMS', channel_name: '银联商务',
  category_id: 3, contract_type: 1, status: 4, apply_sign_url: 'https://sign.chinaums.example/contract?no=HT1', contract_no: 'HT20260901000009', subject_name: '南山快充站',
  ...overrides,
});
const signedIn = (products: string[], permissions = ['payment:channel:apply:list']) =>
  useSession.setState({ status: 'ready', user: { merchant: 100201 } as never, permissions: new Set(permissions), products: new Set(products) });

describe('SignPrompt (contract signing, document 1 §4)', () => {
  beforeEach(() => {
    send.mockReset();
    localStorage.clear();
  });
  afterEach(() => localStorage.clear());

  it('asks once per browser; confirming shows the 200 px signing code in a 400 px dialog; logout clears the flag', async () => {
    send.mockResolvedValue({ row: [row({ apply_no: 'CA20260901000001', status: 5 }), row()], paging_header: { total_count: 2 } });
    signedIn(['energy:merchant:platform', 'payment:merchant:platform']);
    const first = renderPage(<SignPrompt />, '/home/index');
    expect(await screen.findAllByRole('button', { name: '去签约' })).toHaveLength(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ path: 'payment/channel/apply/list' }), { merchant: 100201, query_mode: 1, page_size: 100 }, expect.anything());
    expect(localStorage.getItem('merchant_sign')).toBe('CA20260901000009');
    await act(async () => screen.getByRole('button', { name: '去签约' }).click());
    const code = await screen.findByTestId('sign-code');
    expect(code.querySelector('canvas, svg')).toBeTruthy();
    expect(screen.getByText('HT20260901000009')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement | null)?.style.width).toBe('400px');
    first.unmount();

    // Shown once: a second start in this browser asks nothing.
    send.mockClear();
    renderPage(<SignPrompt />, '/home/index');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(send).not.toHaveBeenCalled();
    clearSessionStorage();
    expect(localStorage.getItem('merchant_sign')).toBeNull();
  });

  it('asks nothing without an application awaiting signature', async () => {
    send.mockResolvedValue({ row: [row({ status: 2 }), row({ category_id: 1, contract_type: 2 }), row({ apply_sign_url: '' })], paging_header: { total_count: 3 } });
    signedIn(['energy:merchant:platform', 'payment:merchant:platform']);
    renderPage(<SignPrompt />, '/home/index');
    await waitFor(() => expect(send).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: '去签约' })).toBeNull();
    expect(localStorage.getItem('merchant_sign')).toBeNull();
  });

  it('is only for energy merchant platform users holding the channel apply list permission', () => {
    const held = new Set(['payment:channel:apply:list']);
    expect(mayBeAskedToSign(new Set(['energy:merchant:platform']), held)).toBe(true);
    expect(mayBeAskedToSign(new Set(['parking:merchant:platform', 'payment:merchant:platform']), held)).toBe(false);
    expect(mayBeAskedToSign(new Set(['energy:merchant:platform']), new Set())).toBe(false);
  });
});
