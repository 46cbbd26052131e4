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
export const MANAGE_ACL = '/invoice-merchant/manage/acl';
export const MANAGE_RECORD = '/invoice-merchant/manage/record';
export const MANAGE_TRADE = '/invoice-merchant/manage/trade';

/** 接入申请: merchants' applications for 电子发票开通 sent to the invoice partner (?id= for the detail and 审核). */
export const ACCESS_LIST = '/invoice-merchant/apply/merchant';
export const ACCESS_DETAIL = '/invoice-merchant/apply/detail';
export const ACCESS_EDIT = '/invoice-merchant/apply/edit';

export const manageLink = (path: string, merchant: number) => `${path}?merchant=${merchant}`;

/** The partner's read-only view of its customers' 开票记录 and 发票列表: the merchant's pages with 所属商户. */
export const PARTNER_RECORD_LIST = '/invoice-merchant/record/list';
export const PARTNER_RECORD_DETAIL = '/invoice-merchant/record/detail';
export const PARTNER_INVOICE_LIST = '/invoice-merchant/invoice/list';
// ---- 集团发票 (/group-invoice): a group's read-only view of its members' trades and invoices, the same pages.
export const GROUP_TRADE_LIST = '/group-invoice/trade/list';
export const GROUP_INVOICE_LIST = '/group-invoice/invoice/list';
/** The group's 发票详情: the record (application) an invoice was issued for, as the partner's 开票记录详情. */
export const GROUP_INVOICE_DETAIL = '/group-invoice/invoice/detail';
export const isGroupPage = (pathname: string) => pathname.startsWith('/group-invoice/');

/**
 * Whether a page shows rows of several merchants, to look at (所属商户, none of the merchant's actions): the partner's
 * 发票服务 and the group's 集团发票, rather than the merchant's 电子发票.
 */
export const isPartnerPage = (pathname: string) => pathname.startsWith('/invoice-merchant/') || isGroupPage(pathname);

// ---- 电子发票 (/invoice): the invoice merchant's own invoicing. docs/decisions.md, "Electronic invoices of a merchant".
export const TRADE_LIST = '/invoice/trade/list';
export const RECORD_LIST = '/invoice/record/list';
export const RECORD_DETAIL = '/invoice/record/detail';
export const INVOICE_LIST = '/invoice/invoice/list';
export const ELECTRONIC_CREATE = '/invoice/electronic/create';
/** 重开 of an issued blue invoice (?id=, with its application ?apply_no=), 编辑 of an application (?apply_no=), 电子发票设置. */
export const ELECTRONIC_RENEW = '/invoice/electronic/renew';
export const ELECTRONIC_EDIT = '/invoice/electronic/edit';
export const ELECTRONIC_SETTING = '/invoice/electronic/setting';
export const renewLink = (invoice: { id: number; apply_no: string }) => `${ELECTRONIC_RENEW}?id=${invoice.id}&apply_no=${invoice.apply_no}`;
export const editLink = (applyNo: string) => `${ELECTRONIC_EDIT}?apply_no=${applyNo}`;

/** A record's detail on the console of the page `from` (the group's, the partner's or the merchant's). */
export const recordLink = (applyNo: string, from = '') =>
  `${isGroupPage(from) ? GROUP_INVOICE_DETAIL : isPartnerPage(from) ? PARTNER_RECORD_DETAIL : RECORD_DETAIL}?apply_no=${applyNo}`;
/** Where a record's detail returns to. */
export const recordListOf = (from: string) => (isGroupPage(from) ? GROUP_INVOICE_LIST : isPartnerPage(from) ? PARTNER_RECORD_LIST : RECORD_LIST);
export const createLink = (trades: readonly number[]) => (trades.length ? `${ELECTRONIC_CREATE}?trades=${trades.join(',')}` : ELECTRONIC_CREATE);

// ---- 技术服务费 and 开票测试 of the invoice partner. docs/decisions.md, "Invoice fees, invoicing test, contract prepare".
export const FEE_LIST = '/invoice-merchant/fee/list';
export const INVOICE_TEST = '/invoice-merchant/test';
