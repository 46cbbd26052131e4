import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bonusValueDetail, bonusValueUpdate, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { mockSend } from '../../../test/send';

const send = mockSend();

const { default: RewardFormPage } = await import('./reward-form-page');
const { codesCsv } = await import('./redeem-code-detail-page');
const { amountFromInput, amountToInput } = await import('./shared');

const reward = (kind: number, amount: number) => ({
  id: 9, merchant: 100000, merchant_name: '智泊云平台运营中心', event: 3, event_name: '新商户入驻有礼', name: kind === 2 ? '入驻积分' : '20 元停车券', kind, kind_name: '', amount,
  value_text: '', valid_days: 30, description: '', stock: 10, granted: 0, reserved: 0, remaining: 10, status: 1, audit_status: 1, audit_status_name: '已通过', audit_reason: '',
  auditor: '', audit_time: null, create_time: '', event_status: 1, stock_logs: [],
});

describe('face values', () => {
  it('types coupons and vouchers in 元 (sent in fen) and points as whole points', () => {
    expect(amountFromInput(1, 20.5)).toBe(2050);
    expect(amountFromInput(3, 0.01)).toBe(1);
    expect(amountFromInput(2, 500)).toBe(500);
    expect(amountToInput(1, 2050)).toBe(20.5);
    expect(amountToInput(2, 500)).toBe(500);
  });

  it('writes a batch’s codes as CSV with their state', () => {
    const csv = codesCsv({ tokens: [{ id: 1, code: 'ABCDEFGHJKLM', status: 1, player: 100101, player_name: '福田中心停车场', redeem_time: '2026-11-20T02:00:00Z' }, { id: 2, code: 'NPQRSTUVWXYZ', status: 0, player: null, player_name: '', redeem_time: null }] });
    expect(csv.split('\n')).toEqual(['兑换码,状态,兑换商户,兑换时间', 'ABCDEFGHJKLM,已兑换,福田中心停车场,2026-11-20 10:00:00', 'NPQRSTUVWXYZ,未兑换,,']);
  });
});

describe('RewardFormPage (edit)', () => {
  let current = reward(2, 500);
  beforeEach(() => {
    send.mockReset();
    send.mockImplementation((call: CallDefinition) => {
      if (call === bonusValueDetail) return Promise.resolve(current);
      if (call === bonusValueUpdate) return Promise.resolve({ id: 9 });
      return Promise.reject(new Error('unexpected call'));
    });
  });

  it('keeps the kind and sends points as typed', async () => {
    current = reward(2, 500);
    renderPage(<RewardFormPage />, '/marketing-center/manage/activity/reward/edit?id=9');
    await screen.findByText('积分（添加后不能修改）');
    const amount = screen.getByLabelText('面值');
    expect((amount as HTMLInputElement).value).toBe('500');
    fireEvent.change(amount, { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(send.mock.calls.some(([c]) => c === bonusValueUpdate)).toBe(true));
    const [, body] = send.mock.calls.find(([c]) => c === bonusValueUpdate)!;
    expect(body).toEqual({ id: 9, name: '入驻积分', amount: 600, valid_days: 30, description: undefined });
  });

  it('shows a coupon’s fen in 元 and sends fen', async () => {
    current = reward(1, 2000);
    renderPage(<RewardFormPage />, '/marketing-center/manage/activity/reward/edit?id=9');
    await screen.findByText('优惠券（添加后不能修改）');
    const amount = screen.getByLabelText('面值');
    expect((amount as HTMLInputElement).value).toBe('20.00');
    fireEvent.change(amount, { target: { value: '25.5' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(send.mock.calls.some(([c]) => c === bonusValueUpdate)).toBe(true));
    expect(send.mock.calls.find(([c]) => c === bonusValueUpdate)![1]).toMatchObject({ amount: 2550 });
  });
});
