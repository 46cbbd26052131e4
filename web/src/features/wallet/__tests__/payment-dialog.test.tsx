import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { PaymentDialog } from '../shared';
import { mockSend } from '../../../../test/send';

afterEach(() => vi.restoreAllMocks());

const wallet = {
  id: 3, wallet_no: 'W100102000003', merchant: 100102, merchant_name: '南山科技园停车场', carrier: 100000, carrier_name: '智泊云平台运营中心', state: 1,
  balance: 18_000, alert_balance: 50_000, recharged: 100_000, paid: 82_000, refunded: 0, contact_name: '李明', contact_mobile: '13800000102', remark: '',
  create_time: '2026-10-25T01:00:00Z', update_time: '2026-10-25T01:00:00Z',
};

describe('扣款 dialog', () => {
  it('shows the balance after the payment, refuses more than the balance before sending', async () => {
    const send = mockSend().mockResolvedValue({} as never);
    renderPage(<PaymentDialog wallet={wallet} onClose={vi.fn()} />, '/wallet/merchant/list');
    expect((await screen.findByTestId('wallet-balance')).textContent).toContain('180.00 元');
    fireEvent.change(screen.getByLabelText('扣款金额（元）'), { target: { value: '50' } });
    await waitFor(() => expect(screen.getByTestId('after-balance').textContent).toContain('扣款 50.00 元 后余额 130.00 元'));
    fireEvent.change(screen.getByLabelText('扣款金额（元）'), { target: { value: '180.01' } });
    await waitFor(() => expect(screen.getByTestId('after-balance').textContent).toContain('余额不足'));
    fireEvent.change(screen.getByLabelText('支付内容'), { target: { value: '11 月平台服务费' } });
    fireEvent.click(screen.getByRole('button', { name: '确认扣款' }));
    expect(await screen.findByText('扣款金额不能超过余额')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the amount in fen once per Idempotency-Key, the same key for a retry', async () => {
    const send = mockSend()
      .mockRejectedValueOnce(new Error('网络超时'))
      .mockResolvedValue({ record_no: 'WP1', amount: 12_345, balance_after: 5_655 } as never);
    const onClose = vi.fn();
    renderPage(<PaymentDialog wallet={wallet} onClose={onClose} />, '/wallet/merchant/list');
    await screen.findByTestId('wallet-balance');
    fireEvent.change(screen.getByLabelText('扣款金额（元）'), { target: { value: '123.45' } });
    fireEvent.change(screen.getByLabelText('支付内容'), { target: { value: '采购停车券' } });
    const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认扣款' }));
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = send.mock.calls;
    expect(first![0]).toMatchObject({ method: 'POST', path: 'wallet/payment', idempotent: true });
    expect(first![1]).toEqual({ wallet: 3, amount: 12_345, business: 'service', out_no: undefined, subject: '采购停车券' });
    expect(second![1]).toEqual(first![1]);
    expect((second![2] as { idempotencyKey: string }).idempotencyKey).toBe((first![2] as { idempotencyKey: string }).idempotencyKey);
  });
});
