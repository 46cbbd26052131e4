import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { RefundDialog } from './refund-dialog';
import { mockSend } from '../../../../test/send';

afterEach(() => vi.restoreAllMocks());

const trade = { trade_no: 'P202611250000000001', subject: '临时停车缴费 粤B·D12345', amount: 10_000, refunded: 3000, refundable: 7000, merchant_name: '福田中心停车场' };

describe('退款 dialog', () => {
  it('shows the refundable amount, defaults to it, and refuses more than it before sending', async () => {
    const send = mockSend().mockResolvedValue({} as never);
    renderPage(<RefundDialog trade={trade} onClose={vi.fn()} />, '/service/trade/payment/list');
    expect((await screen.findByTestId('refundable')).textContent).toBe('70.00 元');
    expect(screen.getByTestId('refund-summary').textContent).toContain('将向付款人退回 70.00 元');
    fireEvent.change(screen.getByLabelText('退款金额（元）'), { target: { value: '70.01' } });
    await waitFor(() => expect(screen.getByTestId('refund-summary').textContent).toContain('将向付款人退回 70.01 元'));
    fireEvent.change(screen.getByLabelText('退款原因'), { target: { value: '车主重复支付' } });
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    expect(await screen.findByText('退款金额不能超过可退金额 70.00 元')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('asks for a reason; sends the amount in fen once per Idempotency-Key, the same key for a retry', async () => {
    const send = mockSend()
      .mockRejectedValueOnce(new Error('网络超时'))
      .mockResolvedValue({ refund_no: 'R1', amount: 2550, state: 2 } as never);
    const onClose = vi.fn();
    renderPage(<RefundDialog trade={trade} onClose={onClose} />, '/service/trade/payment/list');
    await screen.findByTestId('refundable');
    fireEvent.change(screen.getByLabelText('退款金额（元）'), { target: { value: '25.5' } });
    await waitFor(() => expect(screen.getByTestId('refund-summary').textContent).toContain('将向付款人退回 25.50 元'));
    const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    submit();
    expect(await screen.findByText('请填写退款原因')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('退款原因'), { target: { value: '优惠券补退差价' } });
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = send.mock.calls;
    expect(first![0]).toMatchObject({ method: 'POST', path: 'payment/refund', idempotent: true });
    expect(first![1]).toEqual({ trade_no: trade.trade_no, amount: 2550, reason: '优惠券补退差价' });
    expect(second![1]).toEqual(first![1]);
    const key = (first![2] as { idempotencyKey: string }).idempotencyKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect((second![2] as { idempotencyKey: string }).idempotencyKey).toBe(key);
  });
});
