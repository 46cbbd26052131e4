import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { RechargeDialog } from './stored-value-page';
import { mockSend } from '../../../../test/send';

afterEach(() => vi.restoreAllMocks());

const account = {
  id: 7, merchant: 100101, merchant_name: '福田中心停车场', park_code: 'P1000001', park_name: '福田中心停车场', plate: '粤B3M8Q6', plate_color: 1, holder_name: '郑海波',
  mobile: '138****1201', balance: 12000, recharged: 70000, bonus: 8000, spent: 66000, status: 1, remark: '', operator: '王芳', create_time: '2026-10-01T00:00:00.000Z',
  last_recharge_time: null,
};

describe('储值充值 dialog', () => {
  it('shows the bonus for the amount typed, sends fen with the pay type, and retries a failed recharge with the same Idempotency-Key', async () => {
    const send = mockSend().mockImplementation(async (call, body) => {
      if (call.path === 'parking/stored/value/recharge/preview') return { bonus: (body as { amount: number }).amount >= 50000 ? 6000 : 0, rule: 3, rule_name: '储值充值赠送' } as never;
      return { id: 7, amount: 50000, bonus: 6000, rule_name: '储值充值赠送', balance: 68000, flow_no: 'S20261127000001' } as never;
    });
    const onClose = vi.fn();
    renderPage(<RechargeDialog account={account} onClose={onClose} />, '/parking-merchant/vehicle/stored-value');
    const amount = await screen.findByLabelText('充值金额');
    fireEvent.change(amount, { target: { value: '500' } });
    expect(await screen.findByText('按「储值充值赠送」赠送 60.00 元，到账 560.00 元')).toBeTruthy();

    // The first recharge fails (a lost answer): the dialog stays, and the retry carries the same key.
    const recharges = () => send.mock.calls.filter(([call]) => call.path === 'parking/stored/value/recharge');
    send.mockImplementation(async (call, body) => {
      if (call.path === 'parking/stored/value/recharge/preview') return { bonus: (body as { amount: number }).amount >= 50000 ? 6000 : 0, rule: 3, rule_name: '储值充值赠送' } as never;
      if (recharges().length === 1) throw new Error('网络超时');
      return { id: 7, amount: 50000, bonus: 6000, rule_name: '储值充值赠送', balance: 68000, flow_no: 'S20261127000001' } as never;
    });
    fireEvent.click(screen.getByRole('button', { name: '确认充值' }));
    await waitFor(() => expect(recharges()).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确认充值' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = recharges();
    expect(first![1]).toEqual({ id: 7, amount: 50000, pay_type: 2, remark: undefined });
    const key = (first![2] as { idempotencyKey: string }).idempotencyKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect((second![2] as { idempotencyKey: string }).idempotencyKey).toBe(key);
  });

  it('refuses an amount out of range in Chinese before sending', async () => {
    const send = mockSend().mockResolvedValue({ bonus: 0, rule: null, rule_name: '' } as never);
    renderPage(<RechargeDialog account={account} onClose={vi.fn()} />, '/parking-merchant/vehicle/stored-value');
    fireEvent.change(await screen.findByLabelText('充值金额'), { target: { value: '60000' } });
    fireEvent.click(screen.getByRole('button', { name: '确认充值' }));
    expect(await screen.findByText('充值金额须在 0.01 至 50000 元之间')).toBeTruthy();
    expect(send.mock.calls.filter(([call]) => call.path === 'parking/stored/value/recharge')).toHaveLength(0);
  });
});
