import { permission } from './types.js';

/** The kinds that have merchants below them (they set profit sharing for those merchants). */
const above = ['platform', 'partner', 'group'];

export const paymentPermissions = [
  permission('payment:partner:app:acl:list', '支付应用授权', 'payment:partner:platform'),
  permission('payment:partner:app:acl:update', '申请、修改、撤销支付应用授权', 'payment:partner:platform'),
  permission('payment:app:acl:audit', '审核支付应用授权', 'ALL'),
  permission('payment:partner:channel:apply:basic', '支付进件', 'payment:partner:platform'),
  permission('payment:partner:payment:list', '支付记录', 'payment:partner:platform'),
  permission('payment:partner:trade:payment:list', '交易支付明细', 'payment:partner:platform'),
  // Settlement settings of any merchant that is paid (every product); docs/decisions.md, "Withdrawal settings",
  // "Profit-sharing rules". Reading and submitting: the merchant itself or one above it; reviewing: the platform.
  permission('payment:transfer:rt:list', '查看提现账户与提现方式', null),
  permission('payment:transfer:rt:update', '提交提现账户与提现方式', null),
  permission('payment:transfer:rt:approve', '审核提现设置', 'ALL'),
  permission('payment:sharding:rt:list', '查看分账规则', null),
  permission('payment:sharding:rt:update', '新建、编辑、启用、停用、删除下级商户的分账规则', null, above),
] as const;
