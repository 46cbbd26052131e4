import { fireEvent, screen, waitFor } from '@testing-library/react';
import { energyStationChannelGet, energyStationChannelSet, loggingTimeline, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { useSession } from '../../shell/session/store';
import { mockSend } from '../../../test/send';

const send = mockSend();

const { StationChannelConfig, channelSummary, chargeSummary } = await import('./group-station-config');

const channels = [{ code: 'WXPAY', name: '微信支付' }, { code: 'LAKALA', name: '拉卡拉' }];
const channel = { station_code: 'ES100002', mode: 1, payee: null, payee_name: '南山快充站', channel: '', channel_name: '', mch_no: '', remark: '', operator: '', update_time: null, channels, station_merchant_name: '南山快充站', group_name: '深能充电集团' };
const answer = (call: CallDefinition) => {
  if (call === energyStationChannelGet) return Promise.resolve(channel);
  if (call === energyStationChannelSet) return Promise.resolve({ station_code: 'ES100002' });
  if (call === loggingTimeline) return Promise.resolve({ row: [], paging_header: { total_count: 0, page_index: 1, page_size: 20 } });
  return Promise.resolve([]);
};

describe('the confirmation texts', () => {
  it('names the channel, the payee and the number, or the default', () => {
    expect(channelSummary({ mode: 2, payee: 2, channel: 'LAKALA', mch_no: '822584058120011' }, channel)).toBe(
      '本站此后的充电订单将通过「拉卡拉」收款至集团「深能充电集团」，渠道商户号 822584058120011。已支付的订单不受影响。',
    );
    expect(channelSummary({ mode: 2, payee: 1, channel: 'WXPAY', mch_no: '1601234567' }, channel)).toContain('电站所属商户「南山快充站」');
    expect(channelSummary({ mode: 1 }, channel)).toBe('本站充电订单将按所属商户的默认支付路由收款。');
  });

  it('lists the charge settings with 不限 for zero limits and yuan for money', () => {
    expect(chargeSummary({ max_power: 0, max_energy: 80, max_amount: 30000, stop_balance: 150, full_stop: true, trickle_power: 15, trickle_minutes: 10, user_sessions: 2 })).toBe(
      '单枪功率上限 不限；单次充电量上限 80 kWh；单次消费上限 300.00 元；余额低于 1.50 元自动停止；充满自停：功率低于 1.5 kW 持续 10 分钟；同一用户同时充电 2 个',
    );
  });
});

describe('支付通道配置', () => {
  beforeEach(() => {
    send.mockReset().mockImplementation(answer);
    useSession.setState({ permissions: new Set(['energy:group:station:list', 'energy:group:station:update']), products: new Set(['energy:group:platform']) });
  });

  // Saving (the dialog, its confirmation and the call) is driven in e2e/tests/group-energy-config.test.mjs.
  it('offers 修改配置 to a holder of the update code', async () => {
    renderPage(<StationChannelConfig station="ES100002" />, '/group/energy/detail/config/channel?station=ES100002');
    await screen.findByText('跟随商户默认');
    fireEvent.click(screen.getByRole('button', { name: /修改配置/ }));
    await screen.findByText('修改支付通道配置');
    await waitFor(() => expect(send).not.toHaveBeenCalledWith(energyStationChannelSet, expect.anything()));
  });

  it('only shows the config to a holder of the list code alone', async () => {
    useSession.setState({ permissions: new Set(['energy:group:station:list']) });
    renderPage(<StationChannelConfig station="ES100002" />, '/group/energy/detail/config/channel?station=ES100002');
    await screen.findByText('跟随商户默认');
    expect(screen.queryByRole('button', { name: /修改配置/ })).toBeNull();
    expect(screen.getByText('仅可查看')).toBeTruthy();
  });
});
