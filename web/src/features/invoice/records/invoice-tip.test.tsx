import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { clearSessionStorage } from '../../../shell/session/storage';
import { useSession } from '../../../shell/session/store';
import { mockSend } from '../../../../test/send';

const send = mockSend();

const { InvoiceTip } = await import('./invoice-tip');
const { mayGetInvoiceTip } = await import('./tip-gate');

const waiting = { row: [{ apply_no: 'IA20261101900000003', status: 3, software_code: 'IN31542' }], paging_header: { total_count: 1 } };
const replies = (records: unknown, link = 'https://etax.example.gov.cn/face-auth?nonce=1') =>
  send.mockImplementation(async (call: { path: string }) => (call.path === 'invoice/apply/list' ? records : { link, expire_time: '' }));
const signedIn = () =>
  useSession.setState({ status: 'ready', user: { merchant: 100101 } as never, permissions: new Set(['invoice:invoice:list']), products: new Set(['invoice:merchant:platform']) });

describe('InvoiceTip (document 1 §4)', () => {
  beforeEach(() => {
    send.mockReset();
    localStorage.clear();
  });
  afterEach(() => localStorage.clear());

  it('shows once per browser: the risk wording and a 200 px code in a 400 px dialog; logout clears the flag', async () => {
    replies(waiting);
    signedIn();
    const first = renderPage(<InvoiceTip />, '/home/index');
    const tip = await screen.findByTestId('invoice-tip');
    expect(tip.textContent).toContain('已触发税务局风险监控');
    expect(tip.querySelector('svg')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement | null)?.style.width).toBe('400px');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ path: 'invoice/apply/list' }), expect.objectContaining({ merchant: 100101, status: 3, software_code: 'IN31542' }), expect.anything());
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ path: 'invoice/merchant/rt/authorize' }), { merchant: 100101 }, expect.anything());
    expect(localStorage.getItem('invoice_tip')).toBe('shown');
    first.unmount();

    send.mockClear();
    renderPage(<InvoiceTip />, '/home/index');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(send).not.toHaveBeenCalled();
    clearSessionStorage();
    expect(localStorage.getItem('invoice_tip')).toBeNull();
  });

  it('shows nothing without a status-3 record, nor when the status has no link', async () => {
    replies({ row: [], paging_header: { total_count: 0 } });
    signedIn();
    const first = renderPage(<InvoiceTip />, '/home/index');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('invoice-tip')).toBeNull();
    first.unmount();
    replies(waiting, '');
    renderPage(<InvoiceTip />, '/home/index');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('invoice-tip')).toBeNull();
    expect(localStorage.getItem('invoice_tip')).toBeNull();
  });

  it('is only for invoice merchants holding invoice:invoice:list', () => {
    expect(mayGetInvoiceTip(new Set(['invoice:merchant:platform']), new Set(['invoice:invoice:list']))).toBe(true);
    expect(mayGetInvoiceTip(new Set(['parking:merchant:platform']), new Set(['invoice:invoice:list']))).toBe(false);
    expect(mayGetInvoiceTip(new Set(['invoice:merchant:platform']), new Set())).toBe(false);
  });
});
