import { Type } from '@sinclair/typebox';
import { defineCall, Id } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { WALLET_RANGE_DEFAULT_DAYS, WALLET_RANGE_MAX_DAYS } from './wallet.js';

/**
 * The wallet carrier's two accounts (document 2 §2 "Other": /wallet/service/account/balance and
 * /institution/account/balance — titles only). Neither has a table of its own: each is derived from the wallet records,
 * so its balance is always the sum of its flow. docs/decisions.md, "Wallet accounts: 服务费账户 and 机构账户".
 *
 * - 服务费账户 (service-fee account): the carrier's own account collecting what its wallets pay as 平台服务费
 *   (wallet payments of business `service`): 入账 each such payment, 出账 each refund of one.
 * - 机构账户 (institution accounts): the wallets the carrier runs for institutions — merchants whose wallet an energy
 *   merchant lets pay for charging (机构钱包, `energy/wallet/auth`): 入账 充值 and 退款, 出账 支付.
 */

/** A flow entry's direction. */
export const AccountDirection = { income: 1, outgo: 2 } as const;
export const accountDirections = { [AccountDirection.income]: '入账', [AccountDirection.outgo]: '出账' } as const;
export const accountDirectionText = (d: number) => accountDirections[d as keyof typeof accountDirections] ?? '未知';

const DirectionField = Type.Union([Type.Literal(1), Type.Literal(2)], { title: '收支方向', description: '1 入账，2 出账' });
const DateFilter = (title: string) => Type.Optional(Type.String({ format: 'date', title }));
const dayFilters = { start_date: DateFilter('开始日期'), end_date: DateFilter('结束日期') };
const range = `（UTC+8 日期；默认近 ${WALLET_RANGE_DEFAULT_DAYS} 天，最长 ${WALLET_RANGE_MAX_DAYS} 天）`;

export const AccountFlowRow = Type.Object({
  id: Type.Integer({ title: '记录 ID' }),
  record_no: Type.String({ title: '流水号', description: '钱包流水号（WP 支付、WR 退款、WC 充值）' }),
  direction: Type.Integer({ title: '收支方向', description: '1 入账，2 出账' }),
  kind: Type.Integer({ title: '钱包流水类型', description: '1 充值，2 支付，3 退款' }),
  amount: Type.Integer({ title: '金额（分）', description: '正数；方向见 direction' }),
  balance_after: Type.Integer({ title: '变动后余额（分）', description: '该账户按时间累计的余额' }),
  wallet: Type.Integer({ title: '钱包 ID' }),
  wallet_no: Type.String({ title: '钱包编号' }),
  merchant: Type.Integer({ title: '商户号', description: '钱包所属商户' }),
  merchant_name: Type.String({ title: '商户名称' }),
  business: Type.Union([Type.String(), Type.Null()], { title: '业务类型' }),
  subject: Type.String({ title: '摘要' }),
  out_no: Type.String({ title: '业务单号' }),
  payment_no: Type.Union([Type.String(), Type.Null()], { title: '原支付流水号', description: '退款退的支付' }),
  operator: Type.String({ title: '操作人' }),
  create_time: Type.String({ title: '时间' }),
});

const Summary = {
  start_date: Type.String({ title: '开始日期' }),
  end_date: Type.String({ title: '结束日期' }),
  balance: Type.Integer({ title: '当前余额（分）', description: '全部流水之和' }),
  opening: Type.Integer({ title: '期初余额（分）', description: '开始日期前的流水之和' }),
  income: Type.Integer({ title: '期间入账（分）' }),
  outgo: Type.Integer({ title: '期间出账（分）' }),
  closing: Type.Integer({ title: '期末余额（分）', description: '期初 + 入账 − 出账' }),
  count: Type.Integer({ title: '期间笔数' }),
};

const CARRIER = ['wallet:carrier:platform'] as const;
const SERVICE = ['wallet:service:account:list'] as const;
const INSTITUTION = ['wallet:institution:account:list'] as const;

export const walletServiceAccount = defineCall({
  method: 'GET',
  path: 'wallet/service/account',
  summary: `服务费账户余额：本运营方钱包的平台服务费收入，当前余额与期间的期初、入账、出账、期末${range}`,
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: SERVICE },
  query: Type.Object(dayFilters),
  reply: Type.Object({ carrier: Type.Integer({ title: '运营方商户号' }), carrier_name: Type.String({ title: '运营方' }), ...Summary }),
});

export const walletServiceAccountRecordList = defineCall({
  method: 'GET',
  path: 'wallet/service/account/record/list',
  summary: `服务费账户流水：每笔服务费入账（钱包支付）与出账（其退款）及变动后余额，时间倒序${range}`,
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: SERVICE },
  query: Type.Object({ ...pageQuery(20), ...dayFilters, direction: Type.Optional(DirectionField), merchant: Type.Optional(Id('付费商户号')) }),
  reply: ListOf(AccountFlowRow),
});

export const InstitutionAccountRow = Type.Object({
  wallet: Type.Integer({ title: '钱包 ID' }),
  wallet_no: Type.String({ title: '钱包编号' }),
  merchant: Type.Integer({ title: '机构商户号' }),
  merchant_name: Type.String({ title: '机构名称' }),
  state: Type.Integer({ title: '钱包状态', description: '1 正常，0 已停用' }),
  balance: Type.Integer({ title: '余额（分）' }),
  alert_balance: Type.Integer({ title: '余额预警线（分）' }),
  recharged: Type.Integer({ title: '累计充值（分）' }),
  paid: Type.Integer({ title: '累计支付（分）' }),
  refunded: Type.Integer({ title: '累计退款（分）' }),
  authorized: Type.Integer({ title: '授权商户数', description: '让它代付充电的能源商户（机构钱包授权，任意状态）' }),
  enabled_auths: Type.Integer({ title: '启用的授权' }),
});

export const walletInstitutionAccountList = defineCall({
  method: 'GET',
  path: 'wallet/institution/account/list',
  summary: '机构账户：本运营方钱包中被能源商户授权代付（机构钱包）的机构钱包及余额（余额倒序）',
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: INSTITUTION },
  query: Type.Object({ ...pageQuery(20) }),
  reply: ListOf(InstitutionAccountRow),
});

export const walletInstitutionAccount = defineCall({
  method: 'GET',
  path: 'wallet/institution/account',
  summary: `机构账户余额：一个机构（不传则全部机构合计）的当前余额与期间的期初、入账、出账、期末${range}`,
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: INSTITUTION },
  query: Type.Object({ wallet: Type.Optional(Id('机构钱包 ID')), ...dayFilters }),
  reply: Type.Object({ institutions: Type.Integer({ title: '机构数' }), ...Summary }),
});

export const walletInstitutionAccountRecordList = defineCall({
  method: 'GET',
  path: 'wallet/institution/account/record/list',
  summary: `机构账户流水：充值、退款入账，支付出账，及该机构钱包的变动后余额，时间倒序${range}`,
  auth: 'token',
  product: CARRIER,
  permission: { anyOf: INSTITUTION },
  query: Type.Object({ ...pageQuery(20), wallet: Type.Optional(Id('机构钱包 ID')), ...dayFilters, direction: Type.Optional(DirectionField) }),
  reply: ListOf(AccountFlowRow),
});
