import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 奖品 (bonus event value): what an activity grants — 优惠券 / 代金券 (face value in fen) or 积分 (points) — with its
 * stock: `stock` put in, `granted`, `reserved` by redeem codes not yet redeemed, `remaining` (never below 0, a database
 * check). 补库存 adds stock once per Idempotency-Key. A partner's rewards wait for the platform's audit.
 * docs/decisions.md, "Marketing center".
 */
export const bonusValueKinds: Record<number, string> = { 1: '优惠券', 2: '积分', 3: '代金券' };
export const BonusAuditStatus = { pending: 0, passed: 1, rejected: 2 } as const;
export const bonusAuditStatuses: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '已驳回' };
export const bonusValueStatuses: Record<number, string> = { 1: '启用', 0: '停用' };
export const BONUS_STOCK_MAX = 1_000_000;

/** `10.00 元优惠券` / `500 积分`. */
export const bonusValueText = (r: { kind: number; amount: number }) =>
  r.kind === 2 ? `${r.amount} 积分` : `${(r.amount / 100).toFixed(2)} 元${bonusValueKinds[r.kind] ?? ''}`;

export const BonusValueRecord = Type.Object({
  id: Type.Integer({ title: '奖品 ID' }),
  merchant: Type.Integer({ title: '主办商户号' }),
  merchant_name: Type.String({ title: '主办商户' }),
  event: Type.Integer({ title: '活动 ID' }),
  event_name: Type.String({ title: '活动名称' }),
  name: Type.String({ title: '奖品名称' }),
  kind: Type.Integer({ title: '奖品类型', description: '1 优惠券，2 积分，3 代金券' }),
  kind_name: Type.String({ title: '奖品类型名称' }),
  amount: Type.Integer({ title: '面值', description: '优惠券、代金券为分；积分为点数' }),
  value_text: Type.String({ title: '面值说明' }),
  valid_days: Type.Integer({ title: '领取后有效天数' }),
  description: Type.String({ title: '使用说明' }),
  stock: Type.Integer({ title: '累计库存' }),
  granted: Type.Integer({ title: '已发放' }),
  reserved: Type.Integer({ title: '兑换码占用' }),
  remaining: Type.Integer({ title: '剩余库存' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  audit_status: Type.Integer({ title: '审核状态', description: '0 待审核，1 已通过，2 已驳回' }),
  audit_status_name: Type.String({ title: '审核状态名称' }),
  audit_reason: Type.String({ title: '驳回原因' }),
  auditor: Type.String({ title: '审核人' }),
  audit_time: Type.Union([Type.String(), Type.Null()], { title: '审核时间' }),
  create_time: Type.String({ title: '创建时间' }),
});

export const BonusStockRecord = Type.Object({
  id: Type.Integer(),
  count: Type.Integer({ title: '补充数量' }),
  stock_after: Type.Integer({ title: '补充后累计库存' }),
  remark: Type.String({ title: '备注' }),
  operator: Type.String({ title: '操作人' }),
  create_time: Type.String({ title: '补充时间' }),
});

const ValueRef = Type.Object({ id: Id('奖品 ID') });
const valueFields = {
  name: Text('奖品名称', 30, 2),
  amount: Type.Integer({ minimum: 1, maximum: 100_000_000, title: '面值', description: '优惠券、代金券为分（1 分 - 100 万元）；积分为点数' }),
  valid_days: Type.Integer({ minimum: 1, maximum: 365, title: '领取后有效天数' }),
  description: Type.Optional(Text('使用说明', 300)),
};
const gate = { product: ['generic:partner:platform'] as const };

export const bonusValueList = defineCall({
  method: 'GET', path: 'bonus/event/value/list', summary: '活动的奖品', auth: 'token', ...gate,
  permission: { anyOf: ['bonus:event:list'] },
  query: Type.Object({ ...pageQuery(50), event: Id('活动 ID') }),
  reply: ListOf(BonusValueRecord),
});

export const bonusValueDetail = defineCall({
  method: 'GET', path: 'bonus/event/value/detail', summary: '奖品详情（含补库存记录）', auth: 'token', ...gate,
  permission: { anyOf: ['bonus:event:list'] }, query: ValueRef,
  reply: Type.Object({ ...BonusValueRecord.properties, event_status: Type.Integer({ title: '活动状态' }), stock_logs: Type.Array(BonusStockRecord) }),
});

export const bonusValueCreate = defineCall({
  method: 'POST', path: 'bonus/event/value', summary: '添加奖品（服务商的奖品待平台审核）', auth: 'token', ...gate,
  permission: { anyOf: ['bonus:event:update'] },
  body: Type.Object({
    event: Id('活动 ID'),
    kind: Type.Integer({ minimum: 1, maximum: 3, title: '奖品类型', description: '1 优惠券，2 积分，3 代金券' }),
    ...valueFields,
    stock: Type.Integer({ minimum: 0, maximum: BONUS_STOCK_MAX, title: '初始库存' }),
  }),
  reply: Type.Object({ id: Type.Integer({ title: '奖品 ID' }) }),
});

export const bonusValueUpdate = defineCall({
  method: 'PUT', path: 'bonus/event/value', summary: '编辑奖品（被驳回的重新提交审核）', auth: 'token', ...gate,
  permission: { anyOf: ['bonus:event:update'] },
  body: Type.Object({ id: Id('奖品 ID'), ...valueFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const bonusValueStatus = defineCall({
  method: 'PUT', path: 'bonus/event/value/status', summary: '启用或停用奖品', auth: 'token', ...gate,
  permission: { anyOf: ['bonus:event:update'] },
  body: Type.Object({ id: Id('奖品 ID'), status: Type.Integer({ minimum: 0, maximum: 1, title: '状态', description: '1 启用，0 停用' }) }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

/** 补库存: adds `count` to the reward's stock, once per Idempotency-Key. */
export const bonusValueStock = defineCall({
  method: 'PUT', path: 'bonus/event/value/stock', summary: '补库存', auth: 'token', ...gate, idempotent: true,
  permission: { anyOf: ['bonus:event:update'] },
  body: Type.Object({ id: Id('奖品 ID'), count: Type.Integer({ minimum: 1, maximum: BONUS_STOCK_MAX, title: '补充数量' }), remark: Type.Optional(Text('备注', 200)) }),
  reply: Type.Object({ id: Type.Integer(), stock: Type.Integer(), remaining: Type.Integer() }),
});

/** 奖品审核: the rewards of partners' activities (the platform's own need none). */
export const bonusPartnerValueList = defineCall({
  method: 'GET', path: 'bonus/partner/value/list', summary: '服务商奖品审核列表', auth: 'token', ...gate,
  permission: { anyOf: ['bonus:partner:value:audit'] },
  query: Type.Object({ ...pageQuery(20), audit_status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, title: '审核状态' })), keywords: Type.Optional(Text('奖品或活动名称', 50)) }),
  reply: ListOf(BonusValueRecord),
});

export const bonusPartnerValueAudit = defineCall({
  method: 'PUT', path: 'bonus/partner/value/audit', summary: '审核服务商的奖品（通过或驳回）', auth: 'token', ...gate,
  permission: { anyOf: ['bonus:partner:value:audit'] },
  body: Type.Object({ id: Id('奖品 ID'), pass: Type.Boolean({ title: '是否通过' }), reason: Type.Optional(Text('驳回原因', 200)) }),
  reply: Type.Object({ id: Type.Integer(), audit_status: Type.Integer() }),
});
