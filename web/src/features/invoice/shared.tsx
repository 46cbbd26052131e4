import {
  InvoiceSoftwareStatus, invoiceSoftwareStatuses, invoiceSoftwareTypes, type CallReply, type invoiceMerchantRtGet, type invoiceSoftwareGet,
} from '@console/contract';
import { Tag } from 'antd';
import type { OptionItem } from '../../widgets/resource/types';
import { EnabledTag } from '../../widgets/status-tag/enabled-tag';

// 发票服务 (/invoice-merchant): the invoice partner's software, its invoice merchants' settings and their auditors.
// docs/decisions.md, "Invoice software, merchant rules and auditors".

export type Software = CallReply<typeof invoiceSoftwareGet>;
export type MerchantRt = CallReply<typeof invoiceMerchantRtGet>;

export const softwareTypeOptions: OptionItem[] = Object.entries(invoiceSoftwareTypes).map(([value, label]) => ({ label, value: Number(value) }));
export const softwareStatusOptions: OptionItem[] = [InvoiceSoftwareStatus.enabled, InvoiceSoftwareStatus.disabled].map((value) => ({ label: invoiceSoftwareStatuses[value], value }));

export const softwareTypeText = (type: number | null) => (type === null ? '-' : (invoiceSoftwareTypes[type as keyof typeof invoiceSoftwareTypes] ?? String(type)));
const typeColours: Record<number, string> = { 1: 'orange', 2: 'blue', 3: 'purple' };
export const SoftwareTypeTag = ({ type }: { type: number | null }) => (type === null ? <>-</> : <Tag color={typeColours[type]}>{softwareTypeText(type)}</Tag>);

export const EnabledStatusTag = ({ status }: { status: number }) => <EnabledTag enabled={status === 1} />;

/** Fen as 元 with two decimals (the single-invoice limit). */
export const yuan = (fen: number | null) => (fen === null ? '-' : `${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元`);
