import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { paymentBusinessCodes } from './business.js';

/**
 * Profit-sharing rules (分账规则): of a merchant's payments for the named businesses (none named: every business),
 * each receiver gets its ratio; the rest stays with the merchant. The platform, partners and groups set them for the
 * merchants below them; a merchant reads its own. Two enabled rules of one merchant never cover the same business.
 * docs/decisions.md, "Profit-sharing rules".
 */
export const ShardingStatus = { enabled: 1, disabled: 0 } as const;
export const shardingStatusNames: Record<number, string> = { 1: '启用', 0: '停用' };

/** Ratios are in basis points (万分之一): 1 = 0.01 %, 10000 = 100 %. */
export const SHARDING_RATIO_BASE = 10000;
/** What all receivers of one rule may take together (the merchant keeps at least 70 %). */
export const SHARDING_MAX_TOTAL = 3000;
export const SHARDING_MAX_RECEIVERS = 5;
export const SHARDING_MAX_RULES = 20;

/** `12.5%` from basis points. */
export const formatRatio = (ratio: number) => `${Number((ratio / 100).toFixed(2))}%`;

const Business = Type.Union(paymentBusinessCodes.map((code) => Type.Literal(code)), { title: '业务类型' });

const receiverFields = {
  merchant: Id('分账接收方商户号'),
  ratio: Type.Integer({ minimum: 1, maximum: SHARDING_MAX_TOTAL, title: '分账比例（万分比）', description: '1 = 0.01%，最高 3000 = 30%', examples: [500] }),
};

export const ShardingRecord = Type.Object({
  id: Type.Integer({ title: '规则 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  name: Type.String({ title: '规则名称' }),
  business: Type.Array(Type.String(), { title: '适用业务', description: '空：全部业务' }),
  receivers: Type.Array(Type.Object({ ...receiverFields, merchant: Type.Integer(), merchant_name: Type.String({ title: '接收方名称' }) }), { title: '分账接收方' }),
  remark: Type.String({ title: '备注' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const ruleFields = {
  name: Text('规则名称', 30, 2),
  business: Type.Array(Business, { title: '适用业务', uniqueItems: true, maxItems: paymentBusinessCodes.length, description: '不选：全部业务' }),
  receivers: Type.Array(Type.Object(receiverFields), { title: '分账接收方', minItems: 1, maxItems: SHARDING_MAX_RECEIVERS, description: '1-5 个，比例合计不超过 30%' }),
  remark: Type.Optional(Text('备注', 200)),
};

const RuleRef = Type.Object({ id: Id('规则 ID') });

/** A merchant's rules (at most 20), enabled first. */
export const shardingRuntimeList = defineCall({
  method: 'GET',
  path: 'payment/sharding/rt',
  summary: '商户的分账规则',
  auth: 'token',
  permission: { anyOf: ['payment:sharding:rt:list'] },
  query: Type.Object({ merchant: Id('商户号') }),
  reply: Type.Object({ row: Type.Array(ShardingRecord) }),
});

export const shardingRuntimeCreate = defineCall({
  method: 'POST',
  path: 'payment/sharding/rt',
  summary: '新建分账规则（新建即启用）',
  auth: 'token',
  permission: { anyOf: ['payment:sharding:rt:update'] },
  body: Type.Object({ merchant: Id('商户号'), ...ruleFields }),
  reply: Type.Object({ id: Type.Integer({ title: '规则 ID' }) }),
});

export const shardingRuntimeUpdate = defineCall({
  method: 'PUT',
  path: 'payment/sharding/rt',
  summary: '编辑分账规则（整体替换）',
  auth: 'token',
  permission: { anyOf: ['payment:sharding:rt:update'] },
  body: Type.Object({ id: Id('规则 ID'), ...ruleFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const shardingRuntimeDelete = defineCall({
  method: 'DELETE',
  path: 'payment/sharding/rt',
  summary: '删除分账规则（须先停用）',
  auth: 'token',
  permission: { anyOf: ['payment:sharding:rt:update'] },
  query: RuleRef,
  reply: Type.Object({ id: Type.Integer() }),
});

export const shardingRuntimeEnable = defineCall({
  method: 'POST',
  path: 'payment/sharding/rt/enable',
  summary: '启用分账规则',
  auth: 'token',
  permission: { anyOf: ['payment:sharding:rt:update'] },
  body: RuleRef,
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

export const shardingRuntimeDisable = defineCall({
  method: 'POST',
  path: 'payment/sharding/rt/disable',
  summary: '停用分账规则',
  auth: 'token',
  permission: { anyOf: ['payment:sharding:rt:update'] },
  body: RuleRef,
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});
