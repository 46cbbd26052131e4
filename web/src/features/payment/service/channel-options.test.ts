import { describe, expect, it } from 'vitest';
import { channelOptions, type RouteChannel } from './channel-options';
import { feeRateOf, percentOf } from './fee-rate';

const channel = (code: string, name: string, payModes: number[], status: number | null): RouteChannel => ({ channel: code, name, pay_modes: payModes, apply_status: status, opened: status === 5 });
const channels = [
  channel('wxpay', '微信支付', [3], 5),
  channel('alipay', '支付宝', [4], 2),
  channel('cmb', '招商银行聚合收款', [3, 4, 5, 6], null),
  channel('chinaums', '银联商务', [3, 4, 5, 7, 8, 9, 10], 4),
];

describe('route channel choices', () => {
  it('lists the channels that carry the method; only open ones are selectable, the others say why', () => {
    expect(channelOptions(channels, 4)).toEqual([
      { value: 'alipay', label: '支付宝（渠道审核中）', disabled: true },
      { value: 'cmb', label: '招商银行聚合收款（未进件）', disabled: true },
      { value: 'chinaums', label: '银联商务（待签约）', disabled: true },
    ]);
    expect(channelOptions(channels, 3).filter((o) => !o.disabled).map((o) => o.label)).toEqual(['微信支付']);
    expect(channelOptions(channels, 7).map((o) => o.value)).toEqual(['chinaums']);
  });
});

describe('fee rate', () => {
  it('percent in the form, 万分之一 on the wire, without float drift', () => {
    expect(feeRateOf(0.38)).toBe(38);
    expect(feeRateOf('0.29')).toBe(29);
    expect(feeRateOf(3)).toBe(300);
    expect(percentOf(38)).toBe(0.38);
  });
});
