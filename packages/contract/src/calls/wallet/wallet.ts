import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import type { PermissionCode } from '../../permissions/index.js';

/**
 * 钱包 (document 2 §2 "Other": /wallet merchant list, create, edit, detail, balance, recharge, refund, payment; §6:
 * needAllPermission on the merchant list and create and the carrier's wallet info). The spec names no wallet calls;
 * these follow the payment calls' style (`payment/refund/list`, `POST payment/refund`). A wallet carrier (钱包运营方)
 * opens one wallet per merchant it may act for; every balance change is a record (充值, 支付, 退款) booked with it in
 * one transaction, once per Idempotency-Key. docs/decisions.md, "Wallets (钱包)".
 */

/** A wallet's state. */
export const WalletState = { enabled: 1, disabled: 0 } as const;
export const walletStates = { [WalletState.enabled]: '正常', [WalletState.disabled]: '已停用' } as const;
export const walletStateText = (state: number) => walletStates[state as keyof typeof walletStates] ?? '未知';

/** The kinds of balance change. */
export const WalletRecordKind = { recharge: 1, payment: 2, refund: 3 } as const;
export const walletRecordKinds = { [WalletRecordKind.recharge]: '充值', [WalletRecordKind.payment]: '支付', [WalletRecordKind.refund]: '退款' } as const;
export const walletRecordKindText = (kind: number) => walletRecordKinds[kind as keyof typeof walletRecordKinds] ?? '未知';

/** How money came into a wallet. */
export const walletRechargeChannels = { 1: '对公转账', 2: '微信支付', 3: '支付宝', 4: '线下现金' } as const;
export const walletRechargeChannelText = (channel: number) => walletRechargeChannels[channel as keyof typeof walletRechargeChannels] ?? '-';

/** What a wallet paid for (where the wallet is charged: docs/decisions.md, "Wallets (钱包)"). */
export const walletBusinesses = { energy: '充电消费', coupon: '优惠券采购', parking: '停车缴费', service: '平台服务费', other: '其他' } as const;
export const walletBusinessText = (business: string) => walletBusinesses[business as keyof typeof walletBusinesses] ?? business;

/** A payment's refund state (derived from its refunded amount). */
export const walletRefundStates = { 0: '未退款', 1: '部分退款', 2: '已全额退款' } as const;

/** The longest day range a record list covers, and the default (days back from today, today included). */
export const WALLET_RANGE_MAX_DAYS = 92;
export const WALLET_RANGE_DEFAULT_DAYS = 30;
/** The largest single amount (fen): 100 万元. */
export const WALLET_AMOUNT_MAX = 100_000_000;

export const walletListCodes = ['wallet:merchant:list', 'wallet:balance:list'] as const satisfies readonly PermissionCode[];
export const walletCreateCodes = ['wallet:merchant:create', 'wallet:merchant:list'] as const satisfies readonly PermissionCode[];
export const walletCarrierInfoCodes = ['wallet:carrier:info', 'wallet:balance:list'] as const satisfies readonly PermissionCode[];
export const walletRecordReaders = ['wallet:balance:list', 'wallet:recharge:list', 'wallet:payment:list', 'wallet:refund:list'] as const satisfies readonly PermissionCode[];

const CARRIER = ['wallet:carrier:platform'] as const;
const OWNER = ['wallet:owner:platform'] as const;

const Literals = <T extends string | number>(values: readonly T[], title: string, description: string) =>
  Type.Union(values.map((v) => Type.Literal(v)), { title, description });
const described = (labels: Record<string | number, string>) => Object.entries(labels).map(([k, v]) => `${k} ${v}`).join('，');

export const WalletStateField = Literals([1, 0], '钱包状态', described(walletStates));
export const WalletKindField = Literals([1, 2, 3], '类型', described(walletRecordKinds));
export const WalletChannelField = Literals([1, 2, 3, 4], '充值方式', described(walletRechargeChannels));
export const WalletBusinessField = Literals(Object.keys(walletBusinesses) as (keyof typeof walletBusinesses)[], '业务类型', described(walletBusinesses));
const Number64 = (title: string) => Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', title });
const Amount = (title: string) => Type.Integer({ minimum: 1, maximum: WALLET_AMOUNT_MAX, title });
const Mobile = Type.String({ format: 'mobile', title: '联系电话', description: '11 位手机号' });

export const WalletRow = Type.Object({
  id: Type.Integer({ title: '钱包 ID' }),
  wallet_no: Type.String({ title: '钱包编号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  carrier: Type.Integer({ title: '运营方商户号' }),
  carrier_name: Type.String({ title: '运营方' }),
  state: Type.Integer({ title: '状态', description: described(walletStates) }),
  balance: Type.Integer({ title: '余额（分）' }),
  alert_balance: Type.Integer({ title: '余额预警线（分）', description: '0 不预警' }),
  recharged: Type.Integer({ title: '累计充值（分）' }),
  paid: Type.Integer({ title: '累计支付（分）' }),
  refunded: Type.Integer({ title: '累计退款（分）' }),
  contact_name: Type.String({ title: '联系人' }),
  contact_mobile: Type.String({ title: '联系电话' }),
  remark: Type.String({ title: '备注' }),
  create_time: Type.String({ title: '开通时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const walletMerchantFilters = {
  merchant: Type.Optional(Id('商户号')),
  wallet_no: Type.Optional(Number64('钱包编号（开头）')),
  state: Type.Optional(WalletStateField),
  low: Type.Optional(Type.Literal(1, { title: '只看余额低于预警线的' })),
};

export const walletMerchantList = defineCall({
  method: 'GET',
  path: 'wallet/merchant/list',
  summary: '钱包商户（开通时间倒序）',
  auth: 'token',
  product: CARRIER,
  permission: { allOf: walletListCodes },
  query: Type.Object({ ...pageQuery(20), ...walletMerchantFilters }),
  reply: ListOf(WalletRow),
});

export const walletMerchantStatistics = defineCall({
  method: 'GET',
  path: 'wallet/merchant/statistics',
  summary: '钱包商户统计（与列表同一筛选：钱包数、正常、已停用、余额合计、低于预警线）',
  auth: 'token',
  product: CARRIER,
  permission: { allOf: walletListCodes },
  query: Type.Object(walletMerchantFilters),
  reply: Type.Object({
    count: Type.Integer({ title: '钱包数' }),
    enabled: Type.Integer({ title: '正常' }),
    disabled: Type.Integer({ title: '已停用' }),
    balance: Type.Integer({ title: '余额合计（分）' }),
    low: Type.Integer({ title: '低于预警线' }),
  }),
});

export const walletMerchantGet = defineCall({
  method: 'GET',
  path: 'wallet/merchant',
  summary: '钱包详情',
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: ['wallet:merchant:list'] },
  query: Type.Object({ id: Id('钱包 ID') }),
  reply: WalletRow,
});

const walletFields = {
  contact_name: Text('联系人', 20, 2),
  contact_mobile: Mobile,
  alert_balance: Type.Integer({ minimum: 0, maximum: WALLET_AMOUNT_MAX, title: '余额预警线（分）', description: '余额低于它时列表标出；0 不预警' }),
  remark: Type.Optional(Text('备注', 200)),
};

export const walletMerchantCreate = defineCall({
  method: 'POST',
  path: 'wallet/merchant',
  summary: '开通钱包（每个商户一个；余额从 0 开始）',
  auth: 'token',
  product: CARRIER,
  permission: { allOf: walletCreateCodes },
  body: Type.Object({ merchant: Id('商户号'), ...walletFields }),
  reply: WalletRow,
});

export const walletMerchantUpdate = defineCall({
  method: 'PUT',
  path: 'wallet/merchant',
  summary: '编辑钱包（联系人、预警线、备注；余额只随充值、支付、退款变化）',
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: ['wallet:merchant:update'] },
  body: Type.Object({ id: Id('钱包 ID'), ...walletFields }),
  reply: WalletRow,
});

export const walletMerchantStatus = defineCall({
  method: 'PUT',
  path: 'wallet/merchant/status',
  summary: '停用或启用钱包（停用的钱包不能充值、支付、退款）',
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: ['wallet:merchant:update'] },
  body: Type.Object({ id: Id('钱包 ID'), state: WalletStateField, reason: Type.Optional(Text('原因', 100)) }),
  reply: WalletRow,
});

export const WalletRecordRow = Type.Object({
  id: Type.Integer({ title: '记录 ID' }),
  record_no: Type.String({ title: '流水号' }),
  kind: Type.Integer({ title: '类型', description: described(walletRecordKinds) }),
  wallet: Type.Integer({ title: '钱包 ID' }),
  wallet_no: Type.String({ title: '钱包编号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  amount: Type.Integer({ title: '金额（分）', description: '充值、退款为收入，支付为支出' }),
  balance_after: Type.Integer({ title: '变动后余额（分）' }),
  channel: Type.Union([Type.Integer(), Type.Null()], { title: '充值方式' }),
  business: Type.Union([Type.String(), Type.Null()], { title: '业务类型' }),
  subject: Type.String({ title: '摘要', description: '充值备注、支付内容或退款原因' }),
  out_no: Type.String({ title: '业务单号' }),
  refunded: Type.Integer({ title: '已退款（分）', description: '支付记录已退回的金额' }),
  payment_no: Type.Union([Type.String(), Type.Null()], { title: '原支付流水号', description: '退款记录退的支付' }),
  operator: Type.String({ title: '操作人' }),
  create_time: Type.String({ title: '时间' }),
});

const DateFilter = (title: string) => Type.Optional(Type.String({ format: 'date', title }));
const recordFilters = {
  merchant: Type.Optional(Id('商户号')),
  wallet: Type.Optional(Id('钱包 ID')),
  record_no: Type.Optional(Number64('流水号或业务单号（开头）')),
  start_date: DateFilter('开始日期'),
  end_date: DateFilter('结束日期'),
};
export const walletRechargeFilters = { ...recordFilters, channel: Type.Optional(WalletChannelField) };
export const walletPaymentFilters = { ...recordFilters, business: Type.Optional(WalletBusinessField), refund_state: Type.Optional(Literals([0, 1, 2], '退款状态', described(walletRefundStates))) };
export const walletLedgerFilters = { ...recordFilters, kind: Type.Optional(WalletKindField) };

const Statistics = Type.Object({
  start_date: Type.String({ title: '开始日期' }),
  end_date: Type.String({ title: '结束日期' }),
  count: Type.Integer({ title: '笔数' }),
  amount: Type.Integer({ title: '金额（分）' }),
  refunded: Type.Integer({ title: '已退款（分）', description: '支付记录的退款合计' }),
});

const listSummary = `（时间倒序；默认近 ${WALLET_RANGE_DEFAULT_DAYS} 天，最长 ${WALLET_RANGE_MAX_DAYS} 天；总数最多数到 10,000 条）`;

export const walletRecordList = defineCall({
  method: 'GET',
  path: 'wallet/record/list',
  summary: `账户流水：充值、支付、退款与变动后余额${listSummary}`,
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: ['wallet:balance:list'] },
  query: Type.Object({ ...pageQuery(20), ...walletLedgerFilters }),
  reply: ListOf(WalletRecordRow),
});

export const walletRecordStatistics = defineCall({
  method: 'GET',
  path: 'wallet/record/statistics',
  summary: '账户流水统计（与列表同一筛选）',
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: ['wallet:balance:list'] },
  query: Type.Object(walletLedgerFilters),
  reply: Statistics,
});

export const walletRechargeList = defineCall({
  method: 'GET',
  path: 'wallet/recharge/list',
  summary: `充值记录${listSummary}`,
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: ['wallet:recharge:list'] },
  query: Type.Object({ ...pageQuery(20), ...walletRechargeFilters }),
  reply: ListOf(WalletRecordRow),
});

export const walletRechargeStatistics = defineCall({
  method: 'GET',
  path: 'wallet/recharge/statistics',
  summary: '充值统计（与列表同一筛选）',
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: ['wallet:recharge:list'] },
  query: Type.Object(walletRechargeFilters),
  reply: Statistics,
});

export const walletPaymentList = defineCall({
  method: 'GET',
  path: 'wallet/payment/list',
  summary: `支付记录${listSummary}`,
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: ['wallet:payment:list'] },
  query: Type.Object({ ...pageQuery(20), ...walletPaymentFilters }),
  reply: ListOf(WalletRecordRow),
});

export const walletPaymentStatistics = defineCall({
  method: 'GET',
  path: 'wallet/payment/statistics',
  summary: '支付统计（与列表同一筛选）',
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: ['wallet:payment:list'] },
  query: Type.Object(walletPaymentFilters),
  reply: Statistics,
});

export const walletRefundList = defineCall({
  method: 'GET',
  path: 'wallet/refund/list',
  summary: `退款记录${listSummary}`,
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: ['wallet:refund:list'] },
  query: Type.Object({ ...pageQuery(20), ...recordFilters }),
  reply: ListOf(WalletRecordRow),
});

export const walletRefundStatistics = defineCall({
  method: 'GET',
  path: 'wallet/refund/statistics',
  summary: '退款统计（与列表同一筛选）',
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: ['wallet:refund:list'] },
  query: Type.Object(recordFilters),
  reply: Statistics,
});

export const walletRecordGet = defineCall({
  method: 'GET',
  path: 'wallet/record',
  summary: '流水详情（支付记录含它的退款）；需要该类型的列表权限或账户流水权限',
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: walletRecordReaders },
  query: Type.Object({ record_no: Number64('流水号') }),
  reply: Type.Object({ ...WalletRecordRow.properties, refunds: Type.Array(WalletRecordRow) }),
});

export const walletRechargeCreate = defineCall({
  method: 'POST',
  path: 'wallet/recharge',
  summary: '钱包充值（资金操作：同一幂等键只充一次）',
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: ['wallet:recharge:create'] },
  idempotent: true,
  body: Type.Object({
    wallet: Id('钱包 ID'),
    amount: Amount('充值金额（分）'),
    channel: WalletChannelField,
    out_no: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{0,64}$', title: '业务单号', description: '转账流水号等，可不填' })),
    remark: Text('充值说明', 100, 2),
  }),
  reply: WalletRecordRow,
});

export const walletPaymentCreate = defineCall({
  method: 'POST',
  path: 'wallet/payment',
  summary: '钱包扣款（资金操作：同一幂等键只扣一次；余额不足时拒绝）',
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: ['wallet:payment:create'] },
  idempotent: true,
  body: Type.Object({
    wallet: Id('钱包 ID'),
    amount: Amount('支付金额（分）'),
    business: WalletBusinessField,
    out_no: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{0,64}$', title: '业务单号', description: '充电订单号、采购单号等，可不填' })),
    subject: Text('支付内容', 100, 2),
  }),
  reply: WalletRecordRow,
});

export const walletRefundCreate = defineCall({
  method: 'POST',
  path: 'wallet/refund',
  summary: '钱包退款（退回一笔支付，至多其未退金额；资金操作：同一幂等键只退一次）',
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: ['wallet:refund:create'] },
  idempotent: true,
  body: Type.Object({ payment_no: Number64('原支付流水号'), amount: Amount('退款金额（分）'), reason: Text('退款原因', 100, 2) }),
  reply: WalletRecordRow,
});

const DayFigure = Type.Object({
  date: Type.String({ title: '日期' }),
  recharge: Type.Integer({ title: '充值（分）' }),
  payment: Type.Integer({ title: '支付（分）' }),
  refund: Type.Integer({ title: '退款（分）' }),
});

export const walletCarrierInfo = defineCall({
  method: 'GET',
  path: 'wallet/carrier/info',
  summary: '运营方钱包概况：钱包数与余额合计（沉淀资金）、近 30 天充值支付退款与每日金额、余额最多与低于预警线的钱包',
  auth: 'token',
  product: CARRIER,
  permission: { allOf: walletCarrierInfoCodes },
  reply: Type.Object({
    carrier: Type.Integer({ title: '运营方商户号' }),
    carrier_name: Type.String({ title: '运营方' }),
    wallets: Type.Integer({ title: '钱包数' }),
    enabled: Type.Integer({ title: '正常' }),
    balance: Type.Integer({ title: '余额合计（分）' }),
    recharged: Type.Integer({ title: '近 30 天充值（分）' }),
    paid: Type.Integer({ title: '近 30 天支付（分）' }),
    refunded: Type.Integer({ title: '近 30 天退款（分）' }),
    days: Type.Array(DayFigure, { title: '近 30 天每日' }),
    top: Type.Array(WalletRow, { title: '余额最多的 5 个钱包' }),
    low: Type.Array(WalletRow, { title: '低于预警线的钱包（最多 20 个）' }),
  }),
});

export const walletOwnerWallet = defineCall({
  method: 'GET',
  path: 'wallet/owner/wallet',
  summary: '本商户的钱包（未开通时为空）',
  auth: 'token',
  product: OWNER,
  permission: { anyOf: ['wallet:owner:wallet:list'] },
  reply: Type.Union([WalletRow, Type.Null()]),
});

export const walletOwnerRecordList = defineCall({
  method: 'GET',
  path: 'wallet/owner/record/list',
  summary: `本商户钱包的流水${listSummary}`,
  auth: 'token',
  product: OWNER,
  permission: { anyOf: ['wallet:owner:wallet:list'] },
  query: Type.Object({ ...pageQuery(20), kind: Type.Optional(WalletKindField), record_no: recordFilters.record_no, start_date: recordFilters.start_date, end_date: recordFilters.end_date }),
  reply: ListOf(WalletRecordRow),
});
