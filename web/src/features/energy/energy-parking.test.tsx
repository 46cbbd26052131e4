import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { energyAppointmentCancel, energyAppointmentList, energyParkingPaymentList, energyParkingPaymentRevoke, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { useSession } from '../../shell/session/store';
import { mockSend } from '../../../test/send';

const send = mockSend();

const { default: ParkingOrderListPage, ParkingPaymentPage } = await import('./parking-order-list-page');
const { default: AppointmentListPage } = await import('./appointment-list-page');

const order = (pay_no: string, state: number) => ({
  pay_no, record_no: 'TC20261126000001', order_no: 'CD20261126000001', merchant: 100201, merchant_name: '南山快充站', station_code: 'ES100001', station_name: '南山科技园充电站',
  plate: '粤BD12345', entry_time: '2026-11-26T01:00:00Z', exit_time: '2026-11-26T04:05:00Z', park_minutes: 185, free_minutes: 110, amount: 1_000, pay_mode: 1, state,
  pay_time: state === 1 ? '2026-11-26T04:06:00Z' : '', create_time: '2026-11-26T04:05:00Z',
});
const appointment = (appointment_no: string, state: number) => ({
  appointment_no, merchant: 100201, merchant_name: '南山快充站', station_code: 'ES100001', station_name: '南山科技园充电站', device_code: 'NS-DC-0001', port_no: 2,
  user_name: '张伟', mobile: '13812345678', plate: '粤BD12345', start_time: '2026-11-27T02:00:00Z', end_time: '2026-11-27T02:30:00Z', state, order_no: '', create_time: '2026-11-27T01:00:00Z',
});
const list = (rows: unknown[]) => Promise.resolve({ row: rows, paging_header: { total_count: rows.length, page_index: 1, page_size: 20 } });
const answer = (call: CallDefinition) => {
  if (call === energyParkingPaymentList) return list([order('TF20261126000001', 0), order('TF20261126000002', 1), order('TF20261126000003', 2)]);
  if (call === energyParkingPaymentRevoke) return Promise.resolve({ pay_no: 'TF20261126000002', state: 2, refunded: true });
  if (call === energyAppointmentList) return list([appointment('YY20261127000001', 0), appointment('YY20261127000002', 3)]);
  if (call === energyAppointmentCancel) return Promise.resolve({ appointment_no: 'YY20261127000001', state: 2 });
  return Promise.resolve([]);
};
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const formDialog = async (title: string) => {
  await waitFor(() => expect([...document.querySelectorAll('.ant-modal-title')].some((t) => t.textContent === title)).toBe(true));
  return [...document.querySelectorAll('.ant-modal')].find((m) => m.querySelector('.ant-modal-title')?.textContent === title) as HTMLElement;
};

describe('parking fee orders', () => {
  beforeEach(() => send.mockReset().mockImplementation(answer));

  it('revokes a paid order with a reason and an idempotency key, saying it is refunded; never a revoked one', async () => {
    useSession.setState({ permissions: new Set(['energy:order:list', 'energy:order:update']), products: new Set(['energy:merchant:platform']) });
    renderPage(<ParkingOrderListPage />, '/energy/merchant/parking/order/list');
    await screen.findByText('TF20261126000002');
    expect(within(rowOf('TF20261126000002')).getByText('3 小时 5 分钟 / 1 小时 50 分钟')).toBeTruthy();
    expect(within(rowOf('TF20261126000003')).queryByRole('button', { name: '撤销' })).toBeNull();
    fireEvent.click(within(rowOf('TF20261126000002')).getByRole('button', { name: '撤销' }));
    const dialog = await formDialog('撤销停车费订单');
    expect(within(dialog).getByText('已支付的停车费原路退回车主')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /撤销并退款/ }));
    await within(dialog).findByText('请填写撤销原因');
    expect(send).not.toHaveBeenCalledWith(energyParkingPaymentRevoke, expect.anything(), expect.anything());
    fireEvent.change(within(dialog).getByLabelText('撤销原因'), { target: { value: ' 道闸故障，核实后退款 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /撤销并退款/ }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(energyParkingPaymentRevoke, { pay_no: 'TF20261126000002', reason: '道闸故障，核实后退款' }, { idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) }),
    );
  }, 60_000);

  it('shows the group only the collected fees and no 撤销 to an account that may only look', async () => {
    useSession.setState({ permissions: new Set(['energy:group:order:list']), products: new Set(['energy:group:platform']) });
    renderPage(<ParkingPaymentPage />, '/group/energy/parking/payment');
    await screen.findByText('TF20261126000002');
    expect(send).toHaveBeenCalledWith(energyParkingPaymentList, expect.objectContaining({ state: 1 }), expect.anything());
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull();
  }, 60_000);
});

describe('appointments', () => {
  beforeEach(() => send.mockReset().mockImplementation(answer));

  it('cancels a waiting reservation with a reason; an expired one offers no cancel', async () => {
    useSession.setState({ permissions: new Set(['energy:order:list', 'energy:order:update']), products: new Set(['energy:merchant:platform']) });
    renderPage(<AppointmentListPage />, '/energy/merchant/order/appointment/list');
    await screen.findByText('YY20261127000001');
    expect(within(rowOf('YY20261127000001')).getByText('张伟 138****5678')).toBeTruthy();
    expect(within(rowOf('YY20261127000002')).queryByRole('button', { name: '取消预约' })).toBeNull();
    fireEvent.click(within(rowOf('YY20261127000001')).getByRole('button', { name: '取消预约' }));
    const dialog = await formDialog('取消预约 YY20261127000001');
    fireEvent.change(within(dialog).getByLabelText('取消原因'), { target: { value: '充电桩临时检修' } });
    fireEvent.click(within(dialog).getAllByRole('button', { name: /取消预约/ }).at(-1)!);
    await waitFor(() => expect(send).toHaveBeenCalledWith(energyAppointmentCancel, { appointment_no: 'YY20261127000001', reason: '充电桩临时检修' }));
  }, 60_000);
});
