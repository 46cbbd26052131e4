import { channelPayModes, type CallReply, type paymentRouteChannelList, type TradeChannel } from '@console/contract';
import type { OptionItem } from '../../../widgets/resource/types';

export type RouteChannel = CallReply<typeof paymentRouteChannelList>['row'][number];

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

