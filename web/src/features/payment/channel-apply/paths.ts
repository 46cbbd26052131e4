// 支付进件's addresses (document 2 §2, routes.tsv): the route tables and the shell import these without a page's code.
export const CHANNEL_APPLY_LIST = '/service/payment/channel-apply';
export const CHANNEL_APPLY_CREATE = '/payment/channel/apply/create';
/** Not in routes.tsv: the edit of a rejected or abnormal application (docs/decisions.md, "Payment channel applications"). */
export const CHANNEL_APPLY_EDIT = '/payment/channel/apply/edit';
export const CHANNEL_APPLY_AUDIT = '/payment/channel/audit';
export const CHANNEL_APPLY_DETAIL = '/payment/channel/apply/detail';
/** The payment merchant's own applications (交易中心 → 进件申请). */
export const MERCHANT_CHANNEL_APPLY_LIST = '/trading-center/channel/apply';

export const PARTNER_READ = ['payment:partner:channel:apply:list'];
export const MERCHANT_READ = ['payment:channel:apply:list'];

export const applyLink = (path: string, applyNo: string) => `${path}?apply_no=${applyNo}`;

/** Who is asked to sign (document 1 §4): energy merchant platform users holding the payment channel apply list permission. */
export const mayBeAskedToSign = (products: ReadonlySet<string>, permissions: ReadonlySet<string>) =>
  products.has('energy:merchant:platform') && permissions.has('payment:channel:apply:list');

/** The shell's to-do counts (the 支付 group counts abnormal applications): refreshed after every change. */
export const TODO_KEY = ['todo'] as const;
