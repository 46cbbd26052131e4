import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { BusinessField } from './trade.js';

/**
 * The money after settlement (资金): profit-sharing records (分账记录, `payment/sharding/trade/list`) and withdrawals
 * (提现, `payment/transfer/*`), document 1 §7 "Payment"; the single reads `payment/sharding/trade` and `payment/transfer`
 * are ruled. docs/decisions.md, "Profit-sharing records and withdrawals".
 */

/** A profit-sharing record's state: 0 待分账, 1 已分账, -1 分账失败, -2 已退回 (the trade was refunded in whole). */
export const ShardingRecordState = { pending: 0, done: 1, failed: -1, returned: -2 } as const;
export const shardingRecordStates = {
  [ShardingRecordState.pending]: '待分账',
  [ShardingRecordState.done]: '已分账',
  [ShardingRecordState.failed]: '分账失败',
  [ShardingRecordState.returned]: '已退回',
} as const;
export const shardingRecordStateText = (state: number) => shardingRecordStates[state as keyof typeof shardingRecordStates] ?? '未知';

/** A withdrawal's state (document 1 §3): 0 未提现 (waiting for review), 2 提现中, 1 已提现, -1 失败, -2 已退回. */
export const TransferState = { waiting: 0, done: 1, paying: 2, failed: -1, returned: -2 } as const;
export const transferStates = {
  [TransferState.waiting]: '待审核',
  [TransferState.paying]: '提现中',
  [TransferState.done]: '已提现',
  [TransferState.failed]: '提现失败',
  [TransferState.returned]: '已退回',
} as const;
export const transferStateText = (state: number) => transferStates[state as keyof typeof transferStates] ?? '未知';

/** The longest day range the ledger and withdrawal lists cover; without one they cover the last 30 days. */
export const CAPITAL_RANGE_MAX_DAYS = 92;
export const CAPITAL_RANGE_DEFAULT_DAYS = 30;

export const shardingRecordReaders = ['payment:merchant:sharding:list', 'payment:partner:sharding:list', 'payment:group:sharding:list'] as const;
export const transferReaders = ['payment:merchant:transfer:list', 'payment:partner:transfer:list', 'payment:group:transfer:list'] as const;

const days = {
  start_date: Type.Optional(Type.String({ format: 'date', title: '开始日期' })),
  end_date: Type.Optional(Type.String({ format: 'date', title: '结束日期', description: '不填：近 30 天；最长 92 天' })),
};
const SerialNo = (title: string) => Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', title });

export const ShardingRecordRow = Type.Object({
  id: Type.Integer({ title: '分账记录 ID' }),
  record_no: Type.String({ title: '分账单号' }),
  merchant: Type.Integer({ title: '分账方商户号' }),
  merchant_name: Type.String({ title: '分账方' }),
  receiver: Type.Integer({ title: '接收方商户号' }),
  receiver_name: Type.String({ title: '接收方' }),
  trade_no: Type.String({ title: '交易单号' }),
  business: Type.String({ title: '业务类型' }),
  rule_name: Type.String({ title: '分账规则' }),
  settle_date: Type.String({ title: '结算日期（交易日）' }),
  trade_amount: Type.Integer({ title: '交易金额（分）' }),
  ratio: Type.Integer({ title: '分账比例（万分比）' }),
  amount: Type.Integer({ title: '分账金额（分）', description: '交易金额 × 比例，向下取整到分' }),
  state: Type.Integer({ title: '状态', description: '0 待分账，1 已分账，-1 分账失败，-2 已退回' }),
  reason: Type.String({ title: '失败或退回原因' }),
  finish_time: Type.Union([Type.String(), Type.Null()], { title: '分账完成时间' }),
  create_time: Type.String({ title: '生成时间' }),
});

export const shardingTradeList = defineCall({
  method: 'GET',
  path: 'payment/sharding/trade/list',
  summary: '分账记录（结算日期倒序）',
  auth: 'token',
  permission: { anyOf: shardingRecordReaders },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('分账方商户号')),
    receiver: Type.Optional(Id('接收方商户号')),
    business: Type.Optional(BusinessField),
    state: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(-1), Type.Literal(-2)], { title: '分账状态', description: '0 待分账，1 已分账，-1 分账失败，-2 已退回' })),
    no: Type.Optional(SerialNo('分账单号或交易单号（开头）')),
    ...days,
  }),
  reply: ListOf(ShardingRecordRow),
});

export const shardingTradeGet = defineCall({
  method: 'GET',
  path: 'payment/sharding/trade',
  summary: '分账记录详情',
  auth: 'token',
  permission: { anyOf: shardingRecordReaders },
  query: Type.Object({ id: Id('分账记录 ID') }),
  reply: ShardingRecordRow,
});

export const TransferRow = Type.Object({
  id: Type.Integer({ title: '提现 ID' }),
  transfer_no: Type.String({ title: '提现单号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  amount: Type.Integer({ title: '提现金额（分）' }),
  account_name: Type.String({ title: '开户名称' }),
  account_no: Type.String({ title: '银行账号（脱敏）' }),
  bank_name: Type.String({ title: '开户银行' }),
  branch_name: Type.String({ title: '开户支行' }),
  remark: Type.String({ title: '提现说明' }),
  state: Type.Integer({ title: '状态', description: '0 待审核（未提现），2 提现中，1 已提现，-1 提现失败，-2 已退回' }),
  reason: Type.String({ title: '驳回或失败原因' }),
  applicant: Type.String({ title: '申请人' }),
  reviewer: Type.String({ title: '审核人' }),
  review_time: Type.Union([Type.String(), Type.Null()], { title: '审核时间' }),
  receipt_no: Type.String({ title: '银行回单号' }),
  finish_time: Type.Union([Type.String(), Type.Null()], { title: '到账时间' }),
  create_time: Type.String({ title: '申请时间' }),
});

const transferFilters = {
  merchant: Type.Optional(Id('商户号')),
  state: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(-1), Type.Literal(-2)], { title: '提现状态', description: '0 待审核，2 提现中，1 已提现，-1 提现失败，-2 已退回' })),
  transfer_no: Type.Optional(SerialNo('提现单号（开头）')),
  ...days,
};

export const paymentTransferList = defineCall({
  method: 'GET',
  path: 'payment/transfer/list',
  summary: '提现记录（申请时间倒序）',
  auth: 'token',
  permission: { anyOf: transferReaders },
  query: Type.Object({ ...pageQuery(20), ...transferFilters }),
  reply: ListOf(TransferRow),
});

export const paymentTransferStatistics = defineCall({
  method: 'GET',
  path: 'payment/transfer/statistics',
  summary: '提现统计：累计提现、提现中、可提现余额（范围内全部商户，或所选商户）',
  auth: 'token',
  permission: { anyOf: transferReaders },
  query: Type.Object({ merchant: Type.Optional(Id('商户号')) }),
  reply: Type.Object({
    withdrawn: Type.Integer({ title: '累计提现（分）' }),
    withdrawn_count: Type.Integer({ title: '已提现笔数' }),
    in_progress: Type.Integer({ title: '提现中（分）', description: '待审核与提现中' }),
    in_progress_count: Type.Integer({ title: '提现中笔数' }),
    settled: Type.Integer({ title: '已结算净额（分）' }),
    shared: Type.Integer({ title: '已分出（分）' }),
    balance: Type.Integer({ title: '可提现余额（分）', description: '已结算净额 − 已分出 − 已提现与提现中' }),
    /** Only for one merchant (the caller's own, or the filter's): what may be withdrawn now under its settings. */
    withdrawable: Type.Union([Type.Integer(), Type.Null()], { title: '本次最多可提（分）', description: '余额 − 留存金额；没有生效的提现设置时为空' }),
    min_amount: Type.Union([Type.Integer(), Type.Null()], { title: '起提金额（分）' }),
    retain_amount: Type.Union([Type.Integer(), Type.Null()], { title: '留存金额（分）' }),
  }),
});

export const paymentTransferGet = defineCall({
  method: 'GET',
  path: 'payment/transfer',
  summary: '提现详情',
  auth: 'token',
  permission: { anyOf: transferReaders },
  query: Type.Object({ transfer_no: SerialNo('提现单号') }),
  reply: TransferRow,
});

/** 申请提现: the caller's own merchant, to its approved withdrawal account. A money operation (Idempotency-Key). */
export const paymentTransferCreate = defineCall({
  method: 'POST',
  path: 'payment/transfer',
  summary: '申请提现',
  auth: 'token',
  permission: { anyOf: ['payment:merchant:transfer:create'] },
  idempotent: true,
  body: Type.Object({
    amount: Type.Integer({ minimum: 100, maximum: 10_000_000_00, title: '提现金额（分）', description: '不少于起提金额，不超过可提现余额 − 留存金额', examples: [50000] }),
    remark: Type.Optional(Text('提现说明', 100)),
  }),
  reply: TransferRow,
});

export const paymentTransferReceipt = defineCall({
  method: 'GET',
  path: 'payment/transfer/receipt',
  summary: '提现回单（已提现的）',
  auth: 'token',
  permission: { anyOf: transferReaders },
  query: Type.Object({ transfer_no: SerialNo('提现单号') }),
  reply: Type.Object({
    transfer_no: Type.String({ title: '提现单号' }),
    receipt_no: Type.String({ title: '银行回单号' }),
    payer_name: Type.String({ title: '付款户名' }),
    payer_bank: Type.String({ title: '付款银行' }),
    payee_name: Type.String({ title: '收款户名' }),
    payee_account: Type.String({ title: '收款账号（脱敏）' }),
    payee_bank: Type.String({ title: '收款银行' }),
    amount: Type.Integer({ title: '金额（分）' }),
    purpose: Type.String({ title: '用途' }),
    finish_time: Type.String({ title: '到账时间' }),
  }),
});

/** The platform's review steps: 通过 (→ 提现中), 驳回 (→ 已退回), then the bank's answer 到账 (→ 已提现) or 失败. */
export const TransferReviewAction = { approve: 'approve', reject: 'reject', complete: 'complete', fail: 'fail' } as const;

export const paymentTransferReview = defineCall({
  method: 'POST',
  path: 'payment/transfer/review',
  summary: '审核提现或登记到账结果',
  auth: 'token',
  permission: { anyOf: ['payment:transfer:review'] },
  body: Type.Object({
    transfer_no: SerialNo('提现单号'),
    action: Type.Union([Type.Literal('approve'), Type.Literal('reject'), Type.Literal('complete'), Type.Literal('fail')], {
      title: '操作', description: 'approve 通过，reject 驳回，complete 已到账，fail 提现失败',
    }),
    reason: Type.Optional(Text('驳回或失败原因', 100)),
  }),
  reply: TransferRow,
});
