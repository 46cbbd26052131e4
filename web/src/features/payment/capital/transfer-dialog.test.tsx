import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { TransferDialog, transferAmountProblem } from './transfer-dialog';
import { mockSend as installSend } from '../../../../test/send';

afterEach(() => vi.restoreAllMocks());

const money = { balance: 80_000, withdrawable: 70_000, min_amount: 10_000, retain_amount: 10_000 };
const setting = { merchant: 100101, setting: { bank_name: '中国工商银行', account_no: '4000028109200123456', account_name: '福田中心停车场' } };

/** `send` answers the settings in force for `payment/transfer/rt`, and `reply` (or its errors in turn) for the withdrawal. */
const mockSend = (...replies: (Error | object)[]) =>
  installSend().mockImplementation(async (call) => {
    if (call.path === 'payment/transfer/rt') return setting as never;
    const next = replies.shift()!;
    if (next instanceof Error) throw next;
    return next as never;
  });

describe('申请提现', () => {
  it('amounts: at least 起提金额, at most the balance less the reserve', () => {
    expect(transferAmountProblem(null, money)).toBeNull();
    expect(transferAmountProblem(10_000, money)).toBeNull();
    expect(transferAmountProblem(70_000, money)).toBeNull();
    expect(transferAmountProblem(9_999, money)).toBe('提现金额不能少于起提金额 100.00 元');
    expect(transferAmountProblem(70_001, money)).toBe('提现金额不能超过可提金额 700.00 元');
    expect(transferAmountProblem(0, money)).toBe('提现金额须大于 0');
    expect(transferAmountProblem(5_000, { ...money, withdrawable: 5_000 })).toContain('不足起提金额');
  });

  it('defaults to all that may be withdrawn, names the account, refuses too much before sending', async () => {
    const send = mockSend();
    renderPage(<TransferDialog open merchant={100101} money={money} onClose={vi.fn()} />, '/trading-center/transfer/list');
    expect((await screen.findByTestId('withdrawable')).textContent).toBe('700.00 元');
    await waitFor(() => expect(screen.getByTestId('transfer-summary').textContent).toBe('将提现 700.00 元 到 中国工商银行 **** **** 3456（福田中心停车场），平台审核通过后 1–3 个工作日到账。'));
    fireEvent.change(screen.getByLabelText('提现金额（元）'), { target: { value: '700.01' } });
    await waitFor(() => expect(screen.getByTestId('transfer-summary').textContent).toBe('提现金额不能超过可提金额 700.00 元'));
    fireEvent.click(screen.getByRole('button', { name: '确认提现' }));
    // The field's own message joins the summary's.
    await waitFor(() => expect(screen.getAllByText('提现金额不能超过可提金额 700.00 元')).toHaveLength(2));
    expect(send.mock.calls.filter(([call]) => call.path === 'payment/transfer')).toHaveLength(0);
  });

  it('sends the amount in fen once per Idempotency-Key, the same key for a retry', async () => {
    const send = mockSend(new Error('网络超时'), { transfer_no: 'T1', amount: 25_050 });
    const onClose = vi.fn();
    renderPage(<TransferDialog open merchant={100101} money={money} onClose={onClose} />, '/trading-center/transfer/list');
    await screen.findByTestId('withdrawable');
    fireEvent.change(screen.getByLabelText('提现金额（元）'), { target: { value: '250.5' } });
    fireEvent.change(screen.getByLabelText('提现说明'), { target: { value: ' 支付保洁费 ' } });
    const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认提现' }));
    submit();
    await waitFor(() => expect(send.mock.calls.filter(([call]) => call.path === 'payment/transfer')).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = send.mock.calls.filter(([call]) => call.path === 'payment/transfer');
    expect(first![0]).toMatchObject({ method: 'POST', idempotent: true });
    expect(first![1]).toEqual({ amount: 25_050, remark: '支付保洁费' });
    const key = (first![2] as { idempotencyKey: string }).idempotencyKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect((second![2] as { idempotencyKey: string }).idempotencyKey).toBe(key);
  });
});
