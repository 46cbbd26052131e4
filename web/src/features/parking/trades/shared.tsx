import {
  allocationStates, collateStates, formatMoney, OrderState, orderStates, orderStateText, parkingPayTypes, parkingPayTypeText, rechargeKinds, type CallReply,
  type parkingPaymentList, type parkingRechargeList,
} from '@console/contract';
import { Tag } from 'antd';
import { merchantFilter } from '../vehicles/platform';
import { parkAndPlate } from '../records/shared';
import type { FilterField, OptionItem } from '../../../widgets/resource/types';

// What the trade pages share: the enumerations of document 1 §3 as options and tags, money as 元. docs/decisions.md,
// "Parking trades".

export type PaymentRow = CallReply<typeof parkingPaymentList>['row'][number];
export type RechargeRow = CallReply<typeof parkingRechargeList>['row'][number];

const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }));
export const payTypeOptions = options(parkingPayTypes);
export const orderStateOptions = [OrderState.processing, OrderState.normal, OrderState.arrears, OrderState.backPaid, OrderState.revoked, OrderState.refunded].map((value) => ({
  label: orderStates[value],
  value,
}));
export const kindOptions = options(rechargeKinds);
export const collateOptions = options(collateStates);

/** Fen as 元 with two decimals: 12.50 元. */
export const yuan = (fen: number) => `${formatMoney(fen)} 元`;
export { parkingPayTypeText as payTypeText };

const stateColours: Record<number, string> = {
  [OrderState.processing]: 'processing',
  [OrderState.normal]: 'success',
  [OrderState.arrears]: 'error',
  [OrderState.backPaid]: 'cyan',
  [OrderState.revoked]: 'default',
  [OrderState.refunded]: 'warning',
};
export const OrderStateTag = ({ state }: { state: number }) => <Tag color={stateColours[state] ?? 'default'}>{orderStateText(state)}</Tag>;

export const KindTag = ({ kind }: { kind: number }) => (
  <Tag color={kind === 1 ? 'blue' : 'purple'}>{rechargeKinds[kind as keyof typeof rechargeKinds] ?? kind}</Tag>
);
export const CollateTag = ({ collated }: { collated: number }) =>
  collated ? <Tag color="success">{collateStates[1]}</Tag> : <Tag>{collateStates[0]}</Tag>;

const partColours: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success' };
export const PartStateTag = ({ state }: { state: number }) => <Tag color={partColours[state]}>{allocationStates[state as keyof typeof allocationStates] ?? state}</Tag>;

/** The park picker and plate, then 所属商户 where rows are of several merchants. */
export const tradeFilters = (showsMerchant: boolean): FilterField[] => [...parkAndPlate, ...(showsMerchant ? [merchantFilter] : [])];
export const orderNoFilter: FilterField = { kind: 'text', key: 'order_no', label: '订单号', placeholder: '完整订单号', maxLength: 32 };
export const paidDays: FilterField = { kind: 'dateRange', key: 'paid', keys: ['start_date', 'end_date'], label: '支付日期' };
