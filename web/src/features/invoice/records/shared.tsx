import {
  buyerTypes, formatMoney, invoiceApplyStatuses, invoiceKinds, tradeInvoiceStates, type CallReply, type invoiceApplyGet, type invoiceApplyList, type invoiceInvoiceList,
  type invoiceTradeList,
} from '@console/contract';
import { Tag } from 'antd';
import type { OptionItem } from '../../../widgets/resource/types';

// 电子发票 (/invoice): the invoice merchant's trades, invoice applications and invoices. docs/decisions.md, "Electronic
// invoices of a merchant".

export type Trade = CallReply<typeof invoiceTradeList>['row'][number];
export type Apply = CallReply<typeof invoiceApplyList>['row'][number];
export type ApplyDetail = CallReply<typeof invoiceApplyGet>;
export type Invoice = CallReply<typeof invoiceInvoiceList>['row'][number];

const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }));
export const tradeStateOptions = options(tradeInvoiceStates);
export const applyStatusOptions = options(invoiceApplyStatuses);
export const invoiceKindOptions = options(invoiceKinds);

const stateColours: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success' };
export const TradeStateTag = ({ state }: { state: number }) => <Tag color={stateColours[state]}>{tradeInvoiceStates[state as 0] ?? state}</Tag>;

const statusColours: Record<number, string> = { 0: 'gold', 1: 'processing', 2: 'success', [-1]: 'error', 3: 'volcano', [-2]: 'default' };
export const ApplyStatusTag = ({ status }: { status: number }) => <Tag color={statusColours[status]}>{invoiceApplyStatuses[status as 0] ?? status}</Tag>;

export const InvoiceKindTag = ({ kind, disabled }: { kind: number; disabled?: number }) => (
  <>
    <Tag color={kind === 1 ? 'blue' : 'red'}>{invoiceKinds[kind as 1] ?? kind}</Tag>
    {disabled ? <Tag>已红冲</Tag> : null}
  </>
);

export const buyerText = (r: { buyer_type: number; buyer_name: string }) => `${buyerTypes[r.buyer_type as 1] ?? ''} · ${r.buyer_name}`;
export const money = (fen: number) => `${formatMoney(fen)} 元`;
