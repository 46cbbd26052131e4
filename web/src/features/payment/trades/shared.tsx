import {
  formatMoney, payModes, payModeText, paymentBusinesses, refundStates, refundStateText, RefundState, settlementStates, settlementStateText, SettlementState,
  tradeChannels, tradeChannelText, TradeState, tradeStates, tradeStateText, type CallReply, type paymentRefundList, type paymentSettlementList,
  type paymentTradeList,
} from '@console/contract';
import { Tag } from 'antd';
import type { OptionItem } from '../../../widgets/resource/types';

// What the payment trade pages share: the enumerations as options and tags, money as 元.

export type TradeRow = CallReply<typeof paymentTradeList>['row'][number];
export type RefundRow = CallReply<typeof paymentRefundList>['row'][number];
export type SettlementRow = CallReply<typeof paymentSettlementList>['row'][number];

const options = (labels: Record<string | number, string>, numeric: boolean): OptionItem[] =>
  Object.entries(labels).map(([value, label]) => ({ label, value: numeric ? Number(value) : value }));
export const businessOptions = options(paymentBusinesses, false);
export const channelOptions = options(tradeChannels, false);
export const payModeOptions = options(payModes, true).filter((o) => o.value !== -1);
export const tradeStateOptions = options(tradeStates, true);
export const refundStateOptions = options(refundStates, true);
export const settlementStateOptions = options(settlementStates, true);

/** Fen as 元 with two decimals: 12.50 元. */
export const yuan = (fen: number) => `${formatMoney(fen)} 元`;
export const businessText = (code: string) => paymentBusinesses[code as keyof typeof paymentBusinesses] ?? code;
export { payModeText, tradeChannelText };

const tradeColours: Record<number, string> = {
  [TradeState.created]: 'default',
  [TradeState.paying]: 'processing',
  [TradeState.success]: 'success',
  [TradeState.refunded]: 'warning',
  [TradeState.failed]: 'error',
  [TradeState.closed]: 'default',
};
/** A trade's state; a successful trade with a part refunded says so. */
export const TradeStateTag = ({ state, refunded = 0 }: { state: number; refunded?: number }) => (
  <Tag color={state === TradeState.success && refunded > 0 ? 'gold' : (tradeColours[state] ?? 'default')}>
    {state === TradeState.success && refunded > 0 ? '部分退款' : tradeStateText(state)}
  </Tag>
);
const refundColours: Record<number, string> = { [RefundState.refunding]: 'processing', [RefundState.success]: 'success', [RefundState.failed]: 'error' };
export const RefundStateTag = ({ state }: { state: number }) => <Tag color={refundColours[state] ?? 'default'}>{refundStateText(state)}</Tag>;
const settlementColours: Record<number, string> = {
  [SettlementState.pending]: 'default',
  [SettlementState.settling]: 'processing',
  [SettlementState.settled]: 'success',
  [SettlementState.failed]: 'error',
};
export const SettlementStateTag = ({ state }: { state: number }) => <Tag color={settlementColours[state] ?? 'default'}>{settlementStateText(state)}</Tag>;

export { merchantFilter } from '../../../widgets/resource/filters';
