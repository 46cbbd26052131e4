import { accountInvoiceStatuses, consumptionBusinesses, consumptionInvoiceStates, formatMoney, invoiceTitleTypes } from '@console/contract';
import { Tag } from 'antd';

/** 账户中心 › 发票管理 (docs/decisions.md, "Account invoices"): paths, options and tags shared by its pages. */
export const INVOICE_TITLE = '/account/invoice/title';
export const INVOICE_CONSUMPTION = '/account/invoice/consumption';
export const INVOICE_LIST = '/account/invoice/list';
export const INVOICE_DETAIL = '/account/invoice/detail';
export const invoiceDetail = (id: number) => `${INVOICE_DETAIL}?id=${id}`;

const options = (names: Record<string | number, string>, numeric = true) => Object.entries(names).map(([value, label]) => ({ label, value: numeric ? Number(value) : value }));
export const titleTypeOptions = options(invoiceTitleTypes);
export const statusOptions = [0, 2, -1, -2].map((value) => ({ label: accountInvoiceStatuses[value]!, value }));
export const stateOptions = options(consumptionInvoiceStates);
export const businessOptions = options(consumptionBusinesses, false);

export const yuan = (fen: number) => `${formatMoney(fen)} 元`;

const statusColours: Record<number, string> = { 0: 'processing', 2: 'success', [-1]: 'error', [-2]: 'default' };
export const InvoiceStatusTag = ({ status }: { status: number }) => <Tag color={statusColours[status]}>{accountInvoiceStatuses[status] ?? status}</Tag>;
const stateColours: Record<number, string> = { 0: 'blue', 1: 'orange', 2: 'green' };
export const ConsumptionStateTag = ({ state }: { state: number }) => <Tag color={stateColours[state]}>{consumptionInvoiceStates[state] ?? state}</Tag>;
