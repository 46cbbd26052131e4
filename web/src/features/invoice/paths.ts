// The invoice partner's screens' addresses (发票服务, /invoice-merchant): the route table and the shell's access context
// import these without pulling a page's code into the shell's first load.
export const INVOICE_MERCHANT_LIST = '/invoice-merchant/merchant/list';
export const SOFTWARE_LIST = '/invoice-merchant/software/list';
export const SOFTWARE_DETAIL = '/invoice-merchant/software/detail';
export const SOFTWARE_ADD = '/invoice-merchant/software/add';
export const SOFTWARE_EDIT = '/invoice-merchant/software/edit';

/** The management page of one invoice merchant (`?merchant=`) and its sub-pages. */
export const MANAGE = '/invoice-merchant/manage';
export const MANAGE_RULE = '/invoice-merchant/manage/rule';
export const MANAGE_SOFTWARE = '/invoice-merchant/manage/software';
export const MANAGE_AUDITOR = '/invoice-merchant/manage/auditor';

export const manageLink = (path: string, merchant: number) => `${path}?merchant=${merchant}`;

// ---- 电子发票 (/invoice): the invoice merchant's own invoicing. docs/decisions.md, "Electronic invoices of a merchant".
export const TRADE_LIST = '/invoice/trade/list';
export const RECORD_LIST = '/invoice/record/list';
export const RECORD_DETAIL = '/invoice/record/detail';
export const INVOICE_LIST = '/invoice/invoice/list';
export const ELECTRONIC_CREATE = '/invoice/electronic/create';

export const recordLink = (applyNo: string) => `${RECORD_DETAIL}?apply_no=${applyNo}`;
export const createLink = (trades: readonly number[]) => (trades.length ? `${ELECTRONIC_CREATE}?trades=${trades.join(',')}` : ELECTRONIC_CREATE);
