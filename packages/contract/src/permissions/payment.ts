import { permission } from './types.js';

export const paymentPermissions = [
  permission('payment:partner:app:acl:list', '支付应用授权', 'payment:partner:platform'),
  permission('payment:partner:channel:apply:basic', '支付进件', 'payment:partner:platform'),
  permission('payment:partner:payment:list', '支付记录', 'payment:partner:platform'),
  permission('payment:partner:trade:payment:list', '交易支付明细', 'payment:partner:platform'),
] as const;
