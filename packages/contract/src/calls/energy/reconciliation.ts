import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';

/**
 * 对账 of the energy platforms (document 2 §2 "Energy partner": Reconciliation, settlement and transfer with detail;
 * mirrored on /group/energy and /energy/merchant). The spec names no calls: these paths follow `energy/payment/*`.
 * 结算单: one per station merchant and UTC+8 day, summing the charging payments settled to it that day; 打款记录: the
 * payout of one statement to the merchant's withdrawal account. Read-only (no payout call in the spec).
 * docs/decisions.md, "Energy reconciliation: settlement statements and transfers".
 */

/** A payout's state (DOMAIN.md "transfer": 0 not withdrawn, 1 withdrawn, 2 in progress, -1 failed, -2 refunded). */
export const EnergyTransferState = { waiting: 0, paid: 1, paying: 2, failed: -1, returned: -2 } as const;
export const energyTransferStates = { 0: '待打款', 2: '打款中', 1: '已打款', [-1]: '打款失败', [-2]: '已退票' } as const;

/** The channel fee withheld from a statement, in basis points of its amount (0.6 %, rounded to the fen). */
export const ENERGY_SETTLEMENT_FEE_RATE = 60;

export const SettleNo = Type.String({ pattern: '^JS[0-9]{8,20}$', title: '结算单号', examples: ['JS20261101000001'] });
export const TransferNo = Type.String({ pattern: '^DK[0-9]{8,20}$', title: '打款单号', examples: ['DK20261101000001'] });
const DateText = (title: string) => Type.String({ format: 'date', title, description: 'YYYY-MM-DD（北京时间的一天）' });
const TransferStateFilter = Type.Union(
  Object.keys(energyTransferStates).map((k) => Type.Literal(Number(k))),
  { title: '打款状态', description: '0 待打款，2 打款中，1 已打款，-1 打款失败，-2 已退票' },
);

export const EnergySettlementRecord = Type.Object({
  settle_no: Type.String({ title: '结算单号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  period: Type.String({ title: '结算日', description: 'YYYY-MM-DD：当天结算的支付订单' }),
  order_count: Type.Integer({ title: '订单数' }),
  elec_amount: Type.Integer({ title: '电费（分）' }),
  service_amount: Type.Integer({ title: '服务费（分）' }),
  amount: Type.Integer({ title: '实收金额（分）', description: '订单支付金额合计' }),
  fee: Type.Integer({ title: '手续费（分）' }),
  payable: Type.Integer({ title: '应打款金额（分）', description: '实收金额 − 手续费' }),
  transfer_no: Type.String({ title: '打款单号' }),
  transfer_state: Type.Integer({ title: '打款状态', description: '0 待打款，2 打款中，1 已打款，-1 打款失败，-2 已退票' }),
  transfer_time: Type.String({ title: '到账时间', description: '未到账为空' }),
  create_time: Type.String({ title: '生成时间' }),
});

export const EnergySettlementDetail = Type.Composite([
  EnergySettlementRecord,
  Type.Object({
    fee_rate: Type.Integer({ title: '手续费率（万分之）' }),
    bank_name: Type.String({ title: '收款银行' }),
    account_name: Type.String({ title: '收款户名' }),
    account_no: Type.String({ title: '收款账号（脱敏）' }),
    transfer_reason: Type.String({ title: '打款失败原因' }),
  }),
]);

export const EnergyTransferRecord = Type.Object({
  transfer_no: Type.String({ title: '打款单号' }),
  settle_no: Type.String({ title: '结算单号' }),
  period: Type.String({ title: '结算日' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  amount: Type.Integer({ title: '打款金额（分）' }),
  bank_name: Type.String({ title: '收款银行' }),
  account_name: Type.String({ title: '收款户名' }),
  account_no: Type.String({ title: '收款账号（脱敏）' }),
  state: Type.Integer({ title: '打款状态', description: '0 待打款，2 打款中，1 已打款，-1 打款失败，-2 已退票' }),
  reason: Type.String({ title: '失败或退票原因' }),
  serial_no: Type.String({ title: '银行流水号' }),
  transfer_time: Type.String({ title: '到账时间' }),
  create_time: Type.String({ title: '创建时间' }),
});

export const EnergyTransferDetail = Type.Composite([
  EnergyTransferRecord,
  Type.Object({
    branch_name: Type.String({ title: '开户支行' }),
    order_count: Type.Integer({ title: '订单数' }),
    settle_amount: Type.Integer({ title: '实收金额（分）' }),
    fee: Type.Integer({ title: '手续费（分）' }),
    update_time: Type.String({ title: '更新时间' }),
  }),
]);

const permission = { anyOf: energyAnyOf('reconciliation', 'list') };

/** Both lists' filters: whose, and the statement days (结算日, both ends included). */
const listFilters = {
  ...pageQuery(20),
  merchant: Type.Optional(Id('商户号')),
  start_date: Type.Optional(DateText('开始日期（结算日）')),
  end_date: Type.Optional(DateText('结束日期（结算日）')),
};

export const energySettlementList = defineCall({
  method: 'GET',
  path: 'energy/settlement/list',
  summary: '结算单列表',
  auth: 'token',
  permission,
  query: Type.Object({ ...listFilters, settle_no: Type.Optional(Text('结算单号（开头）', 32)), transfer_state: Type.Optional(TransferStateFilter) }),
  reply: ListOf(EnergySettlementRecord),
});

export const energySettlementGet = defineCall({
  method: 'GET',
  path: 'energy/settlement',
  summary: '结算单详情',
  auth: 'token',
  permission,
  query: Type.Object({ settle_no: SettleNo }),
  reply: EnergySettlementDetail,
});

export const EnergySettlementPayment = Type.Object({
  pay_no: Type.String({ title: '支付单号' }),
  order_no: Type.String({ title: '充电订单号' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  plate: Type.String({ title: '车牌号' }),
  energy_wh: Type.Integer({ title: '充电量（Wh）' }),
  elec_amount: Type.Integer({ title: '电费（分）' }),
  service_amount: Type.Integer({ title: '服务费（分）' }),
  amount: Type.Integer({ title: '支付金额（分）' }),
  pay_mode: Type.Integer({ title: '支付方式', description: '1 微信，2 支付宝，3 余额，4 充电卡' }),
  pay_time: Type.String({ title: '支付时间' }),
  settle_time: Type.String({ title: '结算时间' }),
});

/** The payments a statement sums (settled to its merchant on its day), in settle order. */
export const energySettlementPaymentList = defineCall({
  method: 'GET',
  path: 'energy/settlement/payment/list',
  summary: '结算单的订单明细',
  auth: 'token',
  permission,
  query: Type.Object({ ...pageQuery(20), settle_no: SettleNo }),
  reply: ListOf(EnergySettlementPayment),
});

export const energyTransferList = defineCall({
  method: 'GET',
  path: 'energy/transfer/list',
  summary: '打款记录列表',
  auth: 'token',
  permission,
  query: Type.Object({
    ...listFilters,
    transfer_no: Type.Optional(Text('打款单号（开头）', 32)),
    settle_no: Type.Optional(Text('结算单号（开头）', 32)),
    state: Type.Optional(TransferStateFilter),
  }),
  reply: ListOf(EnergyTransferRecord),
});

export const energyTransferGet = defineCall({
  method: 'GET',
  path: 'energy/transfer',
  summary: '打款记录详情',
  auth: 'token',
  permission,
  query: Type.Object({ transfer_no: TransferNo }),
  reply: EnergyTransferDetail,
});
