import { addDays, periodEnd, todayInChina } from '@console/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { platesRules } from './shared';
import { RenewalDialog } from './vip-dialogs';
import { mockSend } from '../../../../test/send';

afterEach(() => vi.restoreAllMocks());

const end = addDays(todayInChina(), 3);
const card = { id: 9, plates: ['粤B9C3L6'], package_name: '全天月卡', period_months: 1, price: 60000, end_date: end };

describe('月卡续费 dialog', () => {
  it('shows the amount and the new period for N periods, and retries a failed renewal with the same Idempotency-Key', async () => {
    const send = mockSend().mockRejectedValueOnce(new Error('网络超时')).mockResolvedValue({ id: 9, renewal: 1, amount: 180000, end_date: '2027-01-01' } as never);
    const onClose = vi.fn();
    renderPage(<RenewalDialog card={card} onClose={onClose} />, '/parking-merchant/vehicle/monthly');
    expect((await screen.findByTestId('renewal-amount')).textContent).toBe('600.00 元');
    fireEvent.change(screen.getByLabelText('续费周期数（每周期 1 个月）'), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('renewal-amount').textContent).toBe('1,800.00 元'));
    const start = addDays(end, 1);
    expect(screen.getByText(`${start} 至 ${periodEnd(start, 3)}`)).toBeTruthy();

    const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认续费' }));
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = send.mock.calls;
    expect(first![1]).toEqual({ id: 9, periods: 3, pay_type: 2, amount: 180000 });
    expect(second![1]).toEqual(first![1]);
    const key = (first![2] as { idempotencyKey: string }).idempotencyKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect((second![2] as { idempotencyKey: string }).idempotencyKey).toBe(key);
  });

  it('on the group’s page renews through the group’s call (parking/group/vip/renewal), with the same amount', async () => {
    const send = mockSend().mockResolvedValue({ id: 9, renewal: 1, amount: 60000, end_date: '2027-01-01' } as never);
    const onClose = vi.fn();
    renderPage(<RenewalDialog card={card} onClose={onClose} />, '/group/car-manage/monthly/list');
    expect((await screen.findByTestId('renewal-amount')).textContent).toBe('600.00 元');
    fireEvent.click(screen.getByRole('button', { name: '确认续费' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(send.mock.calls[0]![0]).toMatchObject({ method: 'POST', path: 'parking/group/vip/renewal', idempotent: true });
    expect(send.mock.calls[0]![1]).toEqual({ id: 9, periods: 1, pay_type: 2, amount: 60000 });
  });

  it('checks plates as the server does: valid, at most 3, none twice', async () => {
    const check = (plates: string[]) => (platesRules[1] as { validator: (rule: unknown, value: string[]) => Promise<void> }).validator({}, plates);
    await expect(check(['粤B12345', '粤BD12345'])).resolves.toBeUndefined();
    await expect(check(['粤B1234'])).rejects.toThrow('车牌号「粤B1234」格式不正确，如 粤B12345');
    await expect(check(['粤B12345', '粤b·12345'])).rejects.toThrow('车牌号不能重复');
    await expect(check(['粤B11111', '粤B22222', '粤B33333', '粤B44444'])).rejects.toThrow('一张月卡最多 3 个车牌');
  });
});
