import { permission } from './types.js';

/**
 * 钱包 (/wallet, document 2 §2 "Other"): the wallet carrier (钱包运营方, `wallet:carrier:platform`) opens wallets for the
 * merchants it may act for and books their money; a wallet owner (钱包持有方, `wallet:owner:platform`) reads its own
 * wallet. docs/decisions.md, "Wallets (钱包)". The list, the opening and the carrier's overview need all of their
 * permissions (needAllPermission, document 2 §6).
 */
export const walletPermissions = [
  permission('wallet:merchant:list', '钱包商户列表与详情', 'wallet:carrier:platform'),
  permission('wallet:merchant:create', '开通钱包', 'wallet:carrier:platform'),
  permission('wallet:merchant:update', '编辑、停用、启用钱包', 'wallet:carrier:platform'),
  permission('wallet:balance:list', '钱包余额与账户流水', 'wallet:carrier:platform'),
  permission('wallet:recharge:list', '充值记录', 'wallet:carrier:platform'),
  permission('wallet:recharge:create', '钱包充值', 'wallet:carrier:platform'),
  permission('wallet:payment:list', '支付记录', 'wallet:carrier:platform'),
  permission('wallet:payment:create', '钱包扣款（支付）', 'wallet:carrier:platform'),
  permission('wallet:refund:list', '退款记录', 'wallet:carrier:platform'),
  permission('wallet:refund:create', '钱包退款', 'wallet:carrier:platform'),
  permission('wallet:carrier:info', '运营方钱包概况', 'wallet:carrier:platform'),
  permission('wallet:service:account:list', '服务费账户余额与流水', 'wallet:carrier:platform'),
  permission('wallet:institution:account:list', '机构账户余额与流水', 'wallet:carrier:platform'),
  permission('wallet:owner:wallet:list', '本商户钱包与流水', 'wallet:owner:platform'),
] as const;
