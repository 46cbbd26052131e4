import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { energyChargeRuleCreate, energyChargeRuleList, energyChargeRuleUpdate, energyStationGet, energyStationRuntimeGet, energyStationRuntimeSet, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { useSession } from '../../shell/session/store';
import { mockSend } from '../../../test/send';

const send = mockSend();

const { default: BillingRuleListPage, BillingRuleFormPage, PaymentAmountPage, ruleBody } = await import('./station-config');

const station = {
  station_code: 'ES100001', name: '南山科技园充电站', merchant: 100201, merchant_name: '南山快充站', region: '440305', region_name: '广东省深圳市南山区', address: '科技南十路',
  lat: 22.5, lng: 113.9, open_time: '00:00', close_time: '24:00', contact_name: '孙强', contact_mobile: '13800000201', status: 1, device_count: 4, port_count: 14,
  create_time: '2026-06-01T02:00:00Z', update_time: '2026-06-01T02:00:00Z',
};
const rule = (rule_id: number, name: string, status: number) => ({
  rule_id, station_code: 'ES100001', station_name: station.name, merchant: 100201, merchant_name: '南山快充站', name, type: 1, status,
  prices: [{ bucket: 'flat', elec_fee: 60, service_fee: 50 }], periods: [{ start: '00:00', end: '24:00', bucket: 'flat' }], create_time: '2026-06-01T02:00:00Z', update_time: '2026-06-01T02:00:00Z',
});
const answer = (call: CallDefinition) => {
  if (call === energyStationGet) return Promise.resolve(station);
  if (call === energyChargeRuleList) return Promise.resolve({ row: [rule(1, '标准电价', 1), rule(2, '夜间电价', 0)], paging_header: { total_count: 2, page_index: 1, page_size: 20 } });
  if (call === energyChargeRuleCreate) return Promise.resolve({ rule_id: 3, status: 0 });
  if (call === energyChargeRuleUpdate) return Promise.resolve({ rule_id: 2, status: 1 });
  if (call === energyStationRuntimeGet)
    return Promise.resolve({
      station_code: 'ES100001', update_time: null,
      runtime: { start_types: [1, 2, 3, 4], min_balance: 500, max_duration: 0, idle_timeout: 5, offline_charge: false },
      payment: { amounts: [2000, 5000], custom: true, custom_min: 500, custom_max: 50000 },
    });
  if (call === energyStationRuntimeSet) return Promise.resolve({});
  return Promise.resolve([]);
};
const confirmDialog = () => document.querySelector('.ant-modal-confirm') as HTMLElement;

describe('station configuration: charge rules', () => {
  beforeEach(() => {
    send.mockReset().mockImplementation(answer);
    useSession.setState({ permissions: new Set(['energy:station:list', 'energy:station:update']), products: new Set(['energy:merchant:platform']) });
  });

  it('prices only the buckets the periods use; a 单一电价 is 平 over the whole day', () => {
    const fees = { valley: { elec_fee: 30, service_fee: 50 }, flat: { elec_fee: 75, service_fee: 80 }, peak: { elec_fee: 120, service_fee: 80 } };
    const periods = [{ start: '00:00', end: '08:00', bucket: 'valley' as const }, { start: '08:00', end: '24:00', bucket: 'flat' as const }];
    expect(ruleBody({ name: ' 冬季 ', type: 2, fees, periods })).toEqual({
      name: '冬季', type: 2, periods,
      prices: [{ bucket: 'flat', elec_fee: 75, service_fee: 80 }, { bucket: 'valley', elec_fee: 30, service_fee: 50 }],
    });
    expect(ruleBody({ name: '单一', type: 1, fees, periods })).toMatchObject({ prices: [{ bucket: 'flat', elec_fee: 75 }], periods: [{ start: '00:00', end: '24:00', bucket: 'flat' }] });
  });

  it('names a gap as the periods are typed and sends the rule in fen', async () => {
    renderPage(<BillingRuleFormPage />, '/energy/detail/config/billing/create?station=ES100001');
    await screen.findByText('请填写所用时段的电费和服务费');
    fireEvent.change(screen.getByLabelText('规则名称'), { target: { value: '冬季分时电价' } });
    fireEvent.change(screen.getByLabelText('谷时段电费'), { target: { value: '0.3' } });
    fireEvent.change(screen.getByLabelText('谷时段服务费'), { target: { value: '0.5' } });
    fireEvent.change(screen.getByLabelText('平时段电费'), { target: { value: '0.75' } });
    fireEvent.change(screen.getByLabelText('平时段服务费'), { target: { value: '0.8' } });
    await screen.findByText('时段覆盖全天，无重叠');
    fireEvent.change(screen.getByLabelText('第 2 段开始时间'), { target: { value: '09:00' } });
    await screen.findByText('08:00-09:00 没有划入任何时段');
    fireEvent.change(screen.getByLabelText('第 2 段开始时间'), { target: { value: '08:00' } });
    await screen.findByText('时段覆盖全天，无重叠');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(energyChargeRuleCreate, {
        station_code: 'ES100001', name: '冬季分时电价', type: 2,
        prices: [{ bucket: 'flat', elec_fee: 75, service_fee: 80 }, { bucket: 'valley', elec_fee: 30, service_fee: 50 }],
        periods: [{ start: '00:00', end: '08:00', bucket: 'valley' }, { start: '08:00', end: '24:00', bucket: 'flat' }],
      }),
    );
  });

  it('puts a waiting rule in force after asking; the rule in force offers neither 设为生效 nor 删除', async () => {
    renderPage(<BillingRuleListPage />, '/energy/detail/config/billing/list?station=ES100001');
    const active = (await screen.findByText('标准电价')).closest('tr')!;
    expect(within(active).queryByRole('button', { name: '设为生效' })).toBeNull();
    expect(within(active).queryByRole('button', { name: '删除' })).toBeNull();
    const waiting = screen.getByText('夜间电价').closest('tr')!;
    fireEvent.click(within(waiting).getByRole('button', { name: '设为生效' }));
    await waitFor(() => expect(confirmDialog()?.textContent).toContain('按「夜间电价」计费'));
    expect(send).not.toHaveBeenCalledWith(energyChargeRuleUpdate, expect.anything());
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(energyChargeRuleUpdate, { rule_id: 2, status: 1 }));
  });

  it('payment amounts: a duplicate is named and cleared as the other amount changes; the custom bounds hide while custom is off and are still sent', async () => {
    renderPage(<PaymentAmountPage />, '/energy/detail/config/payment-amount?station=ES100001');
    const second = await screen.findByLabelText('预设金额 2');
    await waitFor(() => expect((screen.getByLabelText('预设金额 1') as HTMLInputElement).value).toBe('20.00'));
    fireEvent.change(second, { target: { value: '20' } });
    await screen.findAllByText('金额不能重复');
    fireEvent.change(screen.getByLabelText('预设金额 1'), { target: { value: '10' } });
    await waitFor(() => expect(screen.queryByText('金额不能重复')).toBeNull());

    const bound = () => screen.getByLabelText('自定义最低金额').closest('.ant-form-item')!;
    expect(bound().classList.contains('ant-form-item-hidden')).toBe(false);
    fireEvent.click(screen.getByRole('switch', { name: '允许自定义金额' }));
    await waitFor(() => expect(bound().classList.contains('ant-form-item-hidden')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(energyStationRuntimeSet, { station_code: 'ES100001', payment: { amounts: [1000, 2000], custom: false, custom_min: 500, custom_max: 50000 } }),
    );
  });
});
