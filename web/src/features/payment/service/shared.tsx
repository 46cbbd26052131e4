import {
  channelPayModes, formatFeeRate, payModes, paymentIndustries, paymentIndustryText, routablePayModes, settleCycles, settleCycleText, tradeChannels,
  type CallReply, type paymentMerchantList, type paymentRouteChannelList, type paymentRouteList, type TradeChannel,
} from '@console/contract';
import { Tag } from 'antd';
import type { OptionItem } from '../../../widgets/resource/types';

// What the payment service pages share: the enumerations as options, the 启用/停用 tag, the channel choice.

export type PaymentMerchantRow = CallReply<typeof paymentMerchantList>['row'][number];
export type PaymentRouteRow = CallReply<typeof paymentRouteList>['row'][number];
export type RouteChannel = CallReply<typeof paymentRouteChannelList>['row'][number];

export const industryOptions: OptionItem[] = Object.entries(paymentIndustries).map(([value, label]) => ({ value, label }));
export const settleCycleOptions: OptionItem[] = Object.entries(settleCycles).map(([value, label]) => ({ value, label }));
export const statusOptions: OptionItem[] = [{ value: 1, label: '启用' }, { value: 0, label: '停用' }];
export const routablePayModeOptions: OptionItem[] = routablePayModes.map((m) => ({ value: m, label: payModes[m] }));
export { formatFeeRate, paymentIndustryText, settleCycleText };

export const StatusTag = ({ status, on = '启用', off = '停用' }: { status: number; on?: string; off?: string }) => (
  <Tag color={status === 1 ? 'success' : 'default'}>{status === 1 ? on : off}</Tag>
);

/** 进件 states as the route form names them (channel-apply's ChannelApplyStatus). */
const applyStates: Record<number, string> = { 1: '进件待审核', 2: '渠道审核中', 3: '进件已驳回', 4: '待签约', [-1]: '进件异常' };

/**
 * The channel choices of a pay method: every channel that carries it, the open ones selectable, the others disabled
 * with why (not applied, or the 进件's state) — so that the form says what to do instead of failing on save.
 */
export function channelOptions(channels: readonly RouteChannel[], payMode: number | undefined): (OptionItem & { disabled: boolean })[] {
  return channels
    .filter((c) => payMode === undefined || channelPayModes[c.channel as TradeChannel]?.includes(payMode))
    .map((c) => ({
      value: c.channel,
      label: c.opened ? c.name : `${c.name}（${c.apply_status === null ? '未进件' : (applyStates[c.apply_status] ?? '未开通')}）`,
      disabled: !c.opened,
    }));
}

export const channelName = (code: string) => tradeChannels[code as TradeChannel] ?? code;
