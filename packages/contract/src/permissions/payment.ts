import { permission } from './types.js';

/** The kinds that have merchants below them (they set profit sharing for those merchants). */
const above = ['platform', 'partner', 'group'];

export const paymentPermissions = [
  permission('payment:partner:app:acl:list', '支付应用授权', 'payment:partner:platform'),
  permission('payment:partner:app:acl:update', '申请、修改、撤销支付应用授权', 'payment:partner:platform'),
  permission('payment:app:acl:audit', '审核支付应用授权', 'ALL'),
  // 交易中心 › 应用授权: the payment merchant's own authorizations (docs/decisions.md, "Payment service: transfers, material, risk, channels").
  permission('payment:merchant:app:acl:list', '应用授权', 'payment:merchant:platform'),
  permission('payment:merchant:app:acl:update', '申请、修改、撤销本商户的应用授权', 'payment:merchant:platform'),
  permission('payment:partner:channel:apply:basic', '支付进件', 'payment:partner:platform'),
  // 支付进件 (docs/decisions.md, "Payment channel applications (进件)"): the partner files and reviews its customers'
  // applications; the platform records the channels' answers; a payment merchant sees its own.
  permission('payment:partner:channel:apply:list', '进件申请列表与详情', 'payment:partner:platform'),
  permission('payment:partner:channel:apply:create', '新建进件申请', 'payment:partner:platform'),
  permission('payment:partner:channel:apply:update', '修改并重新提交被驳回或异常的进件申请', 'payment:partner:platform'),
  // 外部填写链接 (docs/decisions.md, "External (temporary-token) pages"): a one-time link for someone without an account.
  permission('payment:partner:channel:apply:external', '发放、撤销进件外部填写链接', 'payment:partner:platform'),
  permission('payment:partner:channel:apply:audit', '审核进件申请（通过提交渠道、驳回）', 'payment:partner:platform'),
  permission('payment:channel:apply:audit', '登记渠道审核结果（开通、待签约、异常、驳回）', 'ALL'),
  permission('payment:channel:apply:list', '本商户的进件申请', 'payment:merchant:platform'),
  permission('payment:partner:payment:list', '支付记录', 'payment:partner:platform'),
  permission('payment:partner:trade:payment:list', '交易支付明细', 'payment:partner:platform'),
  // 支付交易、退款、结算 (docs/decisions.md, "Payment trades, refunds and settlements"): the merchant its own (交易中心),
  // the partner its customers' (支付服务), the payment group its members' (/settlement, read-only).
  // 支付服务商 (docs/decisions.md, "Payment service provider: merchants, routing, rank and lookup"): its sub-merchants'
  // payment profiles and their routing; the trade rank and order lookup read with the trade list's codes.
  permission('payment:partner:merchant:list', '支付商户列表、详情与支付路由', 'payment:partner:platform'),
  permission('payment:partner:merchant:create', '开通支付商户', 'payment:partner:platform'),
  permission('payment:partner:merchant:update', '编辑支付商户资料、启用停用收款', 'payment:partner:platform'),
  permission('payment:partner:route:update', '新建、编辑、删除支付路由', 'payment:partner:platform'),
  permission('payment:partner:refund:list', '退款记录', 'payment:partner:platform'),
  permission('payment:partner:refund:create', '发起退款', 'payment:partner:platform'),
  permission('payment:partner:settlement:list', '结算记录', 'payment:partner:platform'),
  permission('payment:merchant:trade:list', '支付明细', 'payment:merchant:platform'),
  permission('payment:merchant:refund:list', '退款记录', 'payment:merchant:platform'),
  permission('payment:merchant:refund:create', '发起退款', 'payment:merchant:platform'),
  permission('payment:merchant:settlement:list', '结算记录', 'payment:merchant:platform'),
  permission('payment:group:trade:list', '成员支付明细', 'payment:group:platform'),
  permission('payment:group:refund:list', '成员退款记录', 'payment:group:platform'),
  permission('payment:group:settlement:list', '成员结算记录', 'payment:group:platform'),
  // 分账记录与提现 (docs/decisions.md, "Profit-sharing records and withdrawals"): the merchant its own (交易中心, and
  // it alone applies), the partner its customers' (资金), the payment group its members' (/settlement); the platform reviews.
  permission('payment:merchant:sharding:list', '分账记录', 'payment:merchant:platform'),
  permission('payment:merchant:transfer:list', '提现记录', 'payment:merchant:platform'),
  permission('payment:merchant:transfer:create', '申请提现', 'payment:merchant:platform'),
  permission('payment:partner:sharding:list', '客户分账记录', 'payment:partner:platform'),
  permission('payment:partner:transfer:list', '客户提现记录', 'payment:partner:platform'),
  permission('payment:group:sharding:list', '成员分账记录', 'payment:group:platform'),
  permission('payment:group:transfer:list', '成员提现记录', 'payment:group:platform'),
  permission('payment:transfer:review', '审核提现、登记到账', 'ALL'),
  // 物料申请, 风险事件, 收益统计 (docs/decisions.md, "Payment service: transfers, material, risk, channels")
  permission('payment:partner:material:apply:list', '物料申请记录', 'payment:partner:platform'),
  permission('payment:partner:material:apply:create', '提交、撤销物料申请', 'payment:partner:platform'),
  permission('payment:merchant:material:apply:list', '物料申请记录', 'payment:merchant:platform'),
  permission('payment:merchant:material:apply:create', '提交、撤销物料申请', 'payment:merchant:platform'),
  permission('payment:material:apply:audit', '审核物料申请、登记发货', 'ALL'),
  permission('payment:partner:risk:event:list', '风险事件', 'payment:partner:platform'),
  permission('payment:partner:risk:event:audit', '处理风险事件', 'payment:partner:platform'),
  permission('payment:partner:revenue:list', '收益统计', 'payment:partner:platform'),
  permission('payment:partner:channel:list', '支付通道与结算通道', 'payment:partner:platform'),
  // Settlement settings of any merchant that is paid (every product); docs/decisions.md, "Withdrawal settings",
  // "Profit-sharing rules". Reading and submitting: the merchant itself or one above it; reviewing: the platform.
  permission('payment:transfer:rt:list', '查看提现账户与提现方式', null),
  permission('payment:transfer:rt:update', '提交提现账户与提现方式', null),
  permission('payment:transfer:rt:approve', '审核提现设置', 'ALL'),
  permission('payment:sharding:rt:list', '查看分账规则', null),
  permission('payment:sharding:rt:update', '新建、编辑、启用、停用、删除下级商户的分账规则', null, above),
] as const;
