import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { energyEventList, energyEventStatus, energyPackageGet, energyPackageList, energyPackageRefund, energyPackageStatistics, energyPackageTypeList, energyStationGet, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { useSession } from '../../shell/session/store';
import { mockSend } from '../../../test/send';

const send = mockSend();

const { PackagePurchasePage } = await import('./package-pages');
const { default: EventListPage } = await import('./event-pages');

const station = { station_code: 'ES100001', name: '南山科技园充电站', merchant: 100201, merchant_name: '南山快充站', status: 1, open_time: '00:00', close_time: '24:00', device_count: 4, port_count: 8 };
const purchase = (package_no: string, state: number) => ({
  package_no, merchant: 100201, merchant_name: '南山快充站', station_code: 'ES100001', station_name: '南山科技园充电站', type_id: 1, name: '100 度电量包', kind: 1, quota: 100, used: 40,
  user_name: '张伟', mobile: '13812345678', plate: '粤B12345', amount: 9_900, pay_mode: 1, pay_time: '2026-11-01T02:00:00Z', expire_time: '2027-01-30T02:00:00Z', state,
  refund_amount: state === 4 ? 5_000 : 0, refund_reason: '', refunder: state === 4 ? '孙强' : '', refund_time: null,
});
const event = (event_id: number, name: string, status: number, state: number) => ({
  event_id, merchant: 100201, merchant_name: '南山快充站', station_code: 'ES100001', station_name: '南山科技园充电站', name, kind: 3, value: 500, threshold: 5_000, audience: 1,
  start_time: '2026-12-01T02:00:00Z', end_time: '2026-12-10T02:00:00Z', budget: 0, per_user_limit: 0, description: '', status, state, user_count: 0, crowd_count: 0, used_count: 3, discount_amount: 1_500,
  create_time: '2026-11-20T02:00:00Z', update_time: '2026-11-20T02:00:00Z',
});
const list = (rows: unknown[]) => Promise.resolve({ row: rows, paging_header: { total_count: rows.length, page_index: 1, page_size: 20 } });
const answer = (call: CallDefinition) => {
  if (call === energyStationGet) return Promise.resolve(station);
  if (call === energyPackageList) return list([purchase('PK20261101000001', 1), purchase('PK20261101000002', 4)]);
  if (call === energyPackageTypeList) return list([]);
  if (call === energyPackageStatistics) return Promise.resolve({ purchase_count: 2, amount: 19_800, refund_count: 1, refund_amount: 5_000, net_amount: 14_800, active_count: 1 });
  if (call === energyPackageGet) return Promise.resolve({ ...purchase('PK20261101000001', 1), refundable: 5_940 });
  if (call === energyPackageRefund) return Promise.resolve({ package_no: 'PK20261101000001', state: 4, refund_amount: 5_940 });
  if (call === energyEventList) return list([event(1, '满 50 减 5', 0, 0), event(2, '周末满减', 1, 2)]);
  if (call === energyEventStatus) return Promise.resolve({ event_id: 1, status: 1, state: 1 });
  return Promise.resolve([]);
};
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const formDialog = async (title: string) => {
  await waitFor(() => expect([...document.querySelectorAll('.ant-modal-title')].some((t) => t.textContent === title)).toBe(true));
  return [...document.querySelectorAll('.ant-modal')].find((m) => m.querySelector('.ant-modal-title')?.textContent === title) as HTMLElement;
};

describe('package purchases', () => {
  beforeEach(() => send.mockReset().mockImplementation(answer));

  it('refunds a purchase in force with the suggested amount, a reason and an idempotency key; never a refunded one', async () => {
    useSession.setState({ permissions: new Set(['energy:package:list', 'energy:package:refund']), products: new Set(['energy:merchant:platform']) });
    renderPage(<PackagePurchasePage />, '/energy/detail/package/purchase?station=ES100001');
    await screen.findByText('PK20261101000001', {}, { timeout: 30_000 });
    expect(within(rowOf('PK20261101000001')).getByText('40 / 100 kWh')).toBeTruthy();
    expect(within(rowOf('PK20261101000002')).queryByRole('button', { name: '退款' })).toBeNull();
    fireEvent.click(within(rowOf('PK20261101000001')).getByRole('button', { name: '退款' }));
    // The dialog opens again once the suggested amount is in (prefilled): look it up after that.
    await screen.findByText(/59\.40（按未用额度折算）/, {}, { timeout: 30_000 });
    const dialog = await formDialog('套餐退款');
    fireEvent.click(within(dialog).getByRole('button', { name: /确认退款/ }));
    await within(dialog).findByText('请填写退款原因', {}, { timeout: 30_000 });
    expect(send).not.toHaveBeenCalledWith(energyPackageRefund, expect.anything(), expect.anything());
    fireEvent.change(within(dialog).getByLabelText('退款原因'), { target: { value: ' 用户更换车辆 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认退款/ }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(energyPackageRefund, { package_no: 'PK20261101000001', amount: 5_940, reason: '用户更换车辆' }, { idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) }),
    );
  }, 150_000);

  it('offers no 退款 to an account that may only look', async () => {
    useSession.setState({ permissions: new Set(['energy:package:list']), products: new Set(['energy:merchant:platform']) });
    renderPage(<PackagePurchasePage />, '/energy/detail/package/purchase?station=ES100001');
    await screen.findByText('PK20261101000001', {}, { timeout: 30_000 });
    expect(screen.queryByRole('button', { name: '退款' })).toBeNull();
    expect(send).toHaveBeenCalledWith(energyPackageList, expect.objectContaining({ station_code: 'ES100001' }), expect.anything());
  }, 150_000);
});

describe('events', () => {
  beforeEach(() => send.mockReset().mockImplementation(answer));

  it('shows the discount and state, edits and publishes only a draft', async () => {
    useSession.setState({ permissions: new Set(['energy:event:list', 'energy:event:update', 'energy:event:create']), products: new Set(['energy:merchant:platform']) });
    renderPage(<EventListPage />, '/energy/detail/event/list?station=ES100001');
    await screen.findByText('满 50 减 5', {}, { timeout: 30_000 });
    expect(within(rowOf('满 50 减 5')).getByText('满 ¥50.00 减 ¥5.00')).toBeTruthy();
    expect(within(rowOf('周末满减')).getByText('进行中')).toBeTruthy();
    expect(within(rowOf('周末满减')).queryByRole('button', { name: '发布' })).toBeNull();
    expect(within(rowOf('满 50 减 5')).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /新建活动/ })).toBeTruthy();
  }, 150_000);
});
