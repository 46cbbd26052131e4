import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { AppealReviewDialog, OverseeDialog } from './dialogs';
import { RtFormDialog, type ParkRt } from './rule-dialogs';
import { mockSend } from '../../../../test/send';

afterEach(() => vi.restoreAllMocks());

const reserve = { id: 7, reserve_no: 'R20261124000007', plate: '粤B4W6Y9', plate_color: 1, prepaid: 500, refund: 0, reserve_time: '2026-11-24T01:00:00.000Z', latest_arrival: '2026-11-24T01:30:00.000Z' };
const keyOf = (call: unknown[]) => (call[2] as { idempotencyKey: string }).idempotencyKey;

describe('处置预约 dialog', () => {
  it('cancels with the refund shown, and retries a failed cancel with the same Idempotency-Key', async () => {
    const send = mockSend().mockRejectedValueOnce(new Error('网络超时')).mockResolvedValue({ id: 7, state: 3, refund: 500, blacklisted: false } as never);
    const onClose = vi.fn();
    renderPage(<OverseeDialog value={{ reserve, to: 3 }} onClose={onClose} />, '/parking-merchant/reserve/record');
    expect((await screen.findByTestId('oversee-amount')).textContent).toBe('5.00 元');
    expect(screen.queryByText('同时加入预约黑名单')).toBeNull();
    fireEvent.change(screen.getByLabelText('取消原因'), { target: { value: '车主来电取消' } });
    const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认取消并退款' }));
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = send.mock.calls;
    expect(first![0]).toMatchObject({ method: 'PUT', path: 'parking/reserve/oversee', idempotent: true });
    expect(first![1]).toEqual({ id: 7, state: 3, reason: '车主来电取消' });
    expect(keyOf(second!)).toBe(keyOf(first!));
  });

  it('marks a no-show, blacklisting by hand when ticked; a reason of 2+ characters is required', async () => {
    const send = mockSend().mockResolvedValue({ id: 7, state: 4, refund: 0, blacklisted: true } as never);
    const onClose = vi.fn();
    renderPage(<OverseeDialog value={{ reserve, to: 4 }} onClose={onClose} />, '/parking-merchant/reserve/record');
    fireEvent.change(await screen.findByLabelText('违约说明'), { target: { value: '未' } });
    fireEvent.click(screen.getByRole('button', { name: '确认标记违约' }));
    expect(await screen.findByText('违约说明至少 2 个字')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('违约说明'), { target: { value: '超过最晚到场时间未到场' } });
    fireEvent.click(screen.getByText('同时加入预约黑名单'));
    fireEvent.click(screen.getByRole('button', { name: '确认标记违约' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(send.mock.calls[0]![1]).toEqual({ id: 7, state: 4, reason: '超过最晚到场时间未到场', blacklist: true });
  });
});

describe('处理申诉 dialog', () => {
  it('accepts by default (refund shown) and rejects with the reply, each with an Idempotency-Key', async () => {
    const send = mockSend().mockResolvedValue({ id: 3, status: 2, refund: 0, unblocked: false } as never);
    const onClose = vi.fn();
    renderPage(<AppealReviewDialog appeal={{ id: 3, plate: '粤B8K3N6', reserve_no: 'R20261122000031', prepaid: 500, content: '导航出错' }} onClose={onClose} />, '/parking-merchant/reserve/appeal');
    expect((await screen.findByTestId('appeal-refund')).textContent).toContain('5.00 元');
    fireEvent.click(screen.getByText('驳回（维持违约）'));
    await waitFor(() => expect(screen.queryByTestId('appeal-refund')).toBeNull());
    fireEvent.change(screen.getByLabelText('处理说明'), { target: { value: '未提供证明' } });
    fireEvent.click(screen.getByRole('button', { name: '提交处理' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(send.mock.calls[0]![0]).toMatchObject({ method: 'PUT', path: 'parking/reserve/audit', idempotent: true });
    expect(send.mock.calls[0]![1]).toEqual({ id: 3, status: 2, reason: '未提供证明' });
    expect(keyOf(send.mock.calls[0]!)).toMatch(/^[0-9a-f]{32}$/);
  });
});

const park: ParkRt = {
  merchant: 100101, merchant_name: '福田中心停车场', park_code: 'P1000003', park_name: '金田路路侧停车位', total_space: 36, configured: false, enabled: false, spaces: 20, hold_minutes: 30, prepaid: 0,
  need_audit: false, no_show_limit: 3, no_show_days: 30, rules: [], operator: '', update_time: null,
};

describe('预约规则 form', () => {
  it('takes the prepaid in 元 and sends fen; refuses more spaces than the park has', async () => {
    const send = mockSend().mockResolvedValue({ park_code: 'P1000003' } as never);
    const onClose = vi.fn();
    renderPage(<RtFormDialog park={park} onClose={onClose} />, '/parking-merchant/config/reserve-rule');
    fireEvent.click(await screen.findByRole('switch', { name: /开放预约/ }));
    fireEvent.change(screen.getByLabelText('可预约车位数'), { target: { value: '37' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('可预约车位数应在 1 到 36 之间')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('可预约车位数'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('预付金额'), { target: { value: '19.99' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(send.mock.calls[0]![1]).toEqual({ park_code: 'P1000003', enabled: true, spaces: 12, hold_minutes: 30, prepaid: 1999, need_audit: false, no_show_limit: 3, no_show_days: 30 });
  });
});
