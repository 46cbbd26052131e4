import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  energyPaymentList,
  energyPaymentReview,
  energyPaymentSettle,
  energyPaymentStatistics,
  energyReplenishList,
  energyReplenishReview,
  energyReplenishStatistics,
  energyReplenishStop,
  type CallDefinition,
} from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { useSession } from '../../shell/session/store';
import { mockSend } from '../../../test/send';

const send = mockSend();

const { default: ChargingListPage } = await import('./charging-list-page');
const { default: PaymentListPage } = await import('./payment-list-page');

const session = (order_no: string, state: number, review_state = 0) => ({
  order_no, merchant: 100201, merchant_name: '南山快充站', station_code: 'ES100001', station_name: '南山科技园充电站', device_code: 'NS-DC-0001', port_no: 1, start_type: 1,
  card_no: '', vin: '', plate: '粤BD12345', start_time: '2026-11-24T02:00:00Z', end_time: state === 1 ? '' : '2026-11-24T03:00:00Z', meter_start: 1_200_000, meter_end: null,
  energy_wh: 42_500, elec_amount: 3_000, service_amount: 3_400, park_amount: 0, total_amount: 6_400, state, stop_reason: state === 4 ? 4 : null, review_state, pay_no: '', create_time: '2026-11-24T02:00:00Z',
});
const payment = (pay_no: string, state: number, settle_state: number, review_state = 0) => ({
  pay_no, order_no: 'CD20261124000001', merchant: 100201, merchant_name: '南山快充站', station_code: 'ES100001', station_name: '南山科技园充电站', plate: '粤BD12345',
  amount: 6_400, pay_mode: 1, state, settle_state, review_state, pay_time: '2026-11-24T03:01:00Z', settle_time: '', create_time: '2026-11-24T03:00:10Z',
});
const list = (rows: unknown[]) => Promise.resolve({ row: rows, paging_header: { total_count: rows.length, page_index: 1, page_size: 20 } });

const answer = (call: CallDefinition) => {
  if (call === energyReplenishList) return list([session('CD20261124000001', 1), session('CD20261124000002', 4, 1), session('CD20261124000003', 3)]);
  if (call === energyReplenishStatistics) return Promise.resolve({ count: 3, charging: 1, energy_wh: 127_500, elec_amount: 9_000, service_amount: 10_200, total_amount: 19_200, start_date: '2026-10-27', end_date: '2026-11-25' });
  if (call === energyReplenishStop) return Promise.resolve({ order_no: 'CD20261124000001', state: 2, energy_wh: 42_500, total_amount: 6_400, pay_no: 'ZF20261124000009' });
  if (call === energyReplenishReview) return Promise.resolve({ order_no: 'CD20261124000002', review_state: 3, total_amount: 500 });
  if (call === energyPaymentList) return list([payment('ZF20261124000001', 1, 0), payment('ZF20261124000002', 1, 0, 1), payment('ZF20261124000003', 1, 1)]);
  if (call === energyPaymentStatistics) return Promise.resolve({ count: 3, amount: 19_200, paid_amount: 19_200, refunded_amount: 0, unsettled_amount: 12_800, settled_amount: 6_400, start_date: '2026-10-27', end_date: '2026-11-25' });
  if (call === energyPaymentSettle) return Promise.resolve({ pay_no: 'ZF20261124000001', settle_state: 1, settle_time: '2026-11-25T00:00:00Z', amount: 6_400 });
  if (call === energyPaymentReview) return Promise.resolve({ pay_no: 'ZF20261124000002', state: 3, review_state: 2 });
  return Promise.resolve([]);
};

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
/** The open form dialog with this title (antd keeps closed ones in the document). */
const formDialog = async (title: string) => {
  await waitFor(() => expect([...document.querySelectorAll('.ant-modal-title')].some((t) => t.textContent === title)).toBe(true));
  return [...document.querySelectorAll('.ant-modal')].find((m) => m.querySelector('.ant-modal-title')?.textContent === title) as HTMLElement;
};
const confirmDialog = () => document.querySelector('.ant-modal-confirm') as HTMLElement;

describe('charging records', () => {
  beforeEach(() => send.mockReset().mockImplementation(answer));

  it('sums the list, stops a charging session after asking, and reviews a failed one with adjusted amounts in fen', async () => {
    useSession.setState({ permissions: new Set(['energy:order:list', 'energy:order:update']), products: new Set(['energy:merchant:platform']) });
    renderPage(<ChargingListPage />, '/energy/merchant/order/charging/list');
    await screen.findByText('CD20261124000001');
    await waitFor(() => expect(within(screen.getByTestId('replenish-summary')).getByText(/127\.5 kWh/)).toBeTruthy());
    expect(screen.getByText(/近 30 天 · 2026-10-27 至 2026-11-25/)).toBeTruthy();
    expect(within(rowOf('CD20261124000001')).getByText('结束后计费')).toBeTruthy();
    expect(within(rowOf('CD20261124000003')).queryByRole('button', { name: '停止充电' })).toBeNull();
    fireEvent.click(within(rowOf('CD20261124000001')).getByRole('button', { name: '停止充电' }));
    await waitFor(() => expect(confirmDialog()?.textContent).toContain('远程停止 NS-DC-0001 1 号枪的充电'));
    expect(send).not.toHaveBeenCalledWith(energyReplenishStop, expect.anything());
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(energyReplenishStop, { order_no: 'CD20261124000001' }));

    fireEvent.click(within(rowOf('CD20261124000002')).getByRole('button', { name: '审核' }));
    const dialog = await formDialog('审核充电记录');
    fireEvent.click(within(dialog).getByLabelText('调整金额'));
    fireEvent.change(await within(dialog).findByLabelText('调整后电费（元）'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('调整后服务费（元）'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('审核意见'), { target: { value: '断电中止，免收服务费' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提交审核/ }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(energyReplenishReview, { order_no: 'CD20261124000002', result: 3, elec_amount: 500, service_amount: 0, reason: '断电中止，免收服务费' }),
    );
  });

  it('offers no stop or review to an account that may only look', async () => {
    useSession.setState({ permissions: new Set(['energy:order:list']), products: new Set(['energy:merchant:platform']) });
    renderPage(<ChargingListPage />, '/energy/merchant/order/charging/list');
    await screen.findByText('CD20261124000001');
    expect(screen.queryByRole('button', { name: '停止充电' })).toBeNull();
    expect(screen.queryByRole('button', { name: '审核' })).toBeNull();
    expect(within(rowOf('CD20261124000001')).getByRole('button', { name: '详情' })).toBeTruthy();
  });
});

describe('payment orders', () => {
  beforeEach(() => send.mockReset().mockImplementation(answer));

  it('settles after asking with an idempotency key, offered only on paid unsettled rows without a refund waiting', async () => {
    useSession.setState({ permissions: new Set(['energy:group:order:list', 'energy:group:order:update']), products: new Set(['energy:group:platform']) });
    renderPage(<PaymentListPage />, '/group/energy/order/payment/list');
    await screen.findByText('ZF20261124000001');
    expect(within(rowOf('ZF20261124000001')).getAllByText('南山快充站（100201）').length).toBeGreaterThan(0);
    expect(within(rowOf('ZF20261124000002')).queryByRole('button', { name: '结算' })).toBeNull();
    expect(within(rowOf('ZF20261124000003')).queryByRole('button', { name: '结算' })).toBeNull();
    fireEvent.click(within(rowOf('ZF20261124000001')).getByRole('button', { name: '结算' }));
    await waitFor(() => expect(confirmDialog()?.textContent).toContain('确定结算支付单 ZF20261124000001（¥64.00）吗'));
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(energyPaymentSettle, { pay_no: 'ZF20261124000001' }, { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) }));

    fireEvent.click(within(rowOf('ZF20261124000002')).getByRole('button', { name: '审核退款' }));
    const dialog = await formDialog('审核退款申请');
    fireEvent.change(within(dialog).getByLabelText('审核意见'), { target: { value: '核实属实，同意退款' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提交审核/ }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(energyPaymentReview, { pay_no: 'ZF20261124000002', result: 2, note: '核实属实，同意退款' }, { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) }),
    );
  });
});
