import {
  formatFeeRate, payModes, paymentIndustries, paymentIndustryText, routablePayModes, settleCycles, settleCycleText, tradeChannels,
  type CallReply, type paymentMerchantList, type paymentRouteList, type TradeChannel,
} from '@console/contract';
import { Tag } from 'antd';
import type { OptionItem } from '../../../widgets/resource/types';

// What the payment service pages share: the enumerations as options, the 启用/停用 tag, the channel choice.

export type PaymentMerchantRow = CallReply<typeof paymentMerchantList>['row'][number];
export type PaymentRouteRow = CallReply<typeof paymentRouteList>['row'][number];

export const industryOptions: OptionItem[] = Object.entries(paymentIndustries).map(([value, label]) => ({ value, label }));
export const settleCycleOptions: OptionItem[] = Object.entries(settleCycles).map(([value, label]) => ({ value, label }));
export const statusOptions: OptionItem[] = [{ value: 1, label: '启用' }, { value: 0, label: '停用' }];
export const routablePayModeOptions: OptionItem[] = routablePayModes.map((m) => ({ value: m, label: payModes[m] }));
export { formatFeeRate, paymentIndustryText, settleCycleText };
export { channelOptions } from './channel-options';

export const StatusTag = ({ status, on = '启用', off = '停用' }: { status: number; on?: string; off?: string }) => (
  <Tag color={status === 1 ? 'success' : 'default'}>{status === 1 ? on : off}</Tag>
);

export const channelName = (code: string) => tradeChannels[code as TradeChannel] ?? code;
