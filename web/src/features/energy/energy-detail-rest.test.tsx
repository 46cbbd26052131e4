import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { energyDevicePolicyList, energyDevicePolicyStatus, energyDevicePolicyUpdate, energyQuantityLatest, energyQuantityList, energyQuantitySync, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { useSession } from '../../shell/session/store';
import { mockSend } from '../../../test/send';

const send = mockSend();

const { VirtualRecordList } = await import('./virtual-loss-pages');
const { DevicePolicyList } = await import('./device-policy-page');

const record = (id: number, sync_state: number, sync_message = '') => ({
  id, merchant: 100201, merchant_name: '南山快充站', station_code: 'ES100001', station_name: '南山科技园充电站', order_no: `CD2026112600000${id}`, device_code: 'NS-DC-0001', port_no: 1,
  record_time: '2026-11-26T02:00:00Z', meter_start: 100000, meter_end: 130000, energy_wh: 30000, loss_ratio: 300, loss_wh: 900, loss_amount: 54, sync_state, sync_time: null, sync_message,
});
const policy = (kind: string, name: string, unit: string, min: number, max: number, threshold: number, status: number, customised: boolean) => ({
  kind, name, unit, min, max, threshold, action: 2, status, customised, operator: customised ? '孙强' : '', update_time: customised ? '2026-11-20T02:00:00Z' : null,
});
const list = (row: unknown[]) => Promise.resolve({ row, paging_header: { total_count: row.length, page_index: 1, page_size: 20 } });
const answer = (call: CallDefinition) => {
  if (call === energyQuantityList) return list([record(1, 0), record(2, 2, '充电订单尚未结算，结算后再同步'), record(3, 1)]);
  if (call === energyQuantityLatest) return Promise.resolve({ start_date: '2026-10-28', end_date: '2026-11-26', count: 3, energy_wh: 90000, loss_wh: 2700, loss_amount: 162, pending: 1, failed: 1, latest_time: null });
  if (call === energyQuantitySync) return Promise.resolve({ synced: 1, failed: 0, skipped: 0 });
  if (call === energyDevicePolicyList) return Promise.resolve([policy('leakage', '漏电保护', 'mA', 6, 100, 30, 1, false), policy('soc_limit', 'SOC 充电上限', '%', 50, 100, 95, 0, true)]);
  if (call === energyDevicePolicyUpdate || call === energyDevicePolicyStatus) return Promise.resolve({ kind: 'leakage' });
  // The pickers (stations) and the rest: nothing.
  return Promise.resolve([]);
};
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('虚拟电损记录', () => {
  beforeEach(() => {
    send.mockReset().mockImplementation(answer);
    useSession.setState({ permissions: new Set(['energy:order:list', 'energy:order:update']), products: new Set(['energy:merchant:platform']) });
  });

  it('shows the loss and the sync state, and synchronises a waiting row', async () => {
    renderPage(<VirtualRecordList />, '/energy/merchant/virtual/record/list');
    await screen.findByText('CD20261126000001');
    expect(within(rowOf('CD20261126000001')).getByText('0.900 kWh')).toBeTruthy();
    expect(within(rowOf('CD20261126000001')).getByText('3.00%')).toBeTruthy();
    expect(within(rowOf('CD20261126000002')).getByText('同步失败')).toBeTruthy();
    expect(within(rowOf('CD20261126000003')).queryByText('同步')).toBeNull();
    fireEvent.click(within(rowOf('CD20261126000001')).getByText('同步'));
    await waitFor(() => expect(send).toHaveBeenCalledWith(energyQuantitySync, { ids: [1] }));
  });

  it('offers no 同步 without the orders’ update code', async () => {
    useSession.setState({ permissions: new Set(['energy:order:list']) });
    renderPage(<VirtualRecordList />, '/energy/merchant/virtual/record/list');
    await screen.findByText('CD20261126000001');
    expect(within(rowOf('CD20261126000001')).queryByText('同步')).toBeNull();
  });
});

describe('设备安全策略', () => {
  beforeEach(() => {
    send.mockReset().mockImplementation(answer);
    useSession.setState({ permissions: new Set(['energy:station:list', 'energy:station:update']), products: new Set(['energy:merchant:platform']) });
  });

  it('refuses a threshold out of range, then saves it; asks before 停用', { timeout: 120_000 }, async () => {
    renderPage(<DevicePolicyList station="ES100001" />, '/energy/detail/config/policy?station=ES100001');
    await screen.findByText('漏电保护');
    expect(within(rowOf('漏电保护')).getByText('默认')).toBeTruthy();
    expect(within(rowOf('SOC 充电上限')).getByText('已修改')).toBeTruthy();
    fireEvent.click(within(rowOf('漏电保护')).getByText('编辑'));
    const dialog = (await screen.findByText('编辑漏电保护', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    const input = within(dialog).getByLabelText('阈值');
    fireEvent.change(input, { target: { value: '200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await within(dialog).findByText('阈值须在 6–100 mA 之间');
    expect(send).not.toHaveBeenCalledWith(energyDevicePolicyUpdate, expect.anything());
    fireEvent.change(input, { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(energyDevicePolicyUpdate, { station_code: 'ES100001', kind: 'leakage', threshold: 25, action: 2 }));
    fireEvent.click(within(rowOf('漏电保护')).getByText('停用'));
    const confirm = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    expect(confirm.textContent).toContain('停用「漏电保护」');
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(energyDevicePolicyStatus, { station_code: 'ES100001', kind: 'leakage', status: 0 }));
  });
});
