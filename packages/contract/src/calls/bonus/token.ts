import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 兑换码 (bonus token batch): N codes of one reward of a 兑换码 activity, reserved from its stock when generated; a code
 * is redeemed once through the event trigger (`voucher`). docs/decisions.md, "Marketing center".
 */
export const bonusTokenStatuses: Record<number, string> = { 0: '未兑换', 1: '已兑换', [-1]: '已过期' };
export const BONUS_BATCH_MAX = 1000;

export const BonusBatchRecord = Type.Object({
  id: Type.Integer({ title: '批次 ID' }),
  merchant: Type.Integer({ title: '主办商户号' }),
  merchant_name: Type.String({ title: '主办商户' }),
  event: Type.Integer({ title: '活动 ID' }),
  event_name: Type.String({ title: '活动名称' }),
  value: Type.Integer({ title: '奖品 ID' }),
  value_name: Type.String({ title: '奖品名称' }),
  name: Type.String({ title: '批次名称' }),
  count: Type.Integer({ title: '兑换码数量' }),
  redeemed: Type.Integer({ title: '已兑换' }),
  expire_date: Type.String({ title: '兑换截止日期' }),
  operator: Type.String({ title: '生成人' }),
  create_time: Type.String({ title: '生成时间' }),
});

export const BonusTokenRecord = Type.Object({
  id: Type.Integer(),
  code: Type.String({ title: '兑换码' }),
  status: Type.Integer({ title: '状态', description: '0 未兑换，1 已兑换，-1 已过期' }),
  player: Type.Union([Type.Integer(), Type.Null()], { title: '兑换商户号' }),
  player_name: Type.String({ title: '兑换商户' }),
  redeem_time: Type.Union([Type.String(), Type.Null()], { title: '兑换时间' }),
});

const gate = { product: ['generic:partner:platform'] as const };

export const bonusTokenBatchList = defineCall({
  method: 'GET', path: 'bonus/token/batch', summary: '兑换码批次', auth: 'token', ...gate,
  permission: { anyOf: ['bonus:event:list'] },
  query: Type.Object({ ...pageQuery(20), event: Type.Optional(Id('活动 ID')), keywords: Type.Optional(Text('批次或活动名称', 50)) }),
  reply: ListOf(BonusBatchRecord),
});

export const bonusTokenBatchCreate = defineCall({
  method: 'POST', path: 'bonus/token/batch', summary: '生成兑换码（从奖品库存中预留）', auth: 'token', ...gate,
  permission: { anyOf: ['bonus:event:update'] },
  body: Type.Object({
    value: Id('奖品 ID'),
    name: Text('批次名称', 30, 2),
    count: Type.Integer({ minimum: 1, maximum: BONUS_BATCH_MAX, title: '兑换码数量' }),
    expire_date: Type.String({ format: 'date', title: '兑换截止日期' }),
  }),
  reply: Type.Object({ id: Type.Integer({ title: '批次 ID' }), remaining: Type.Integer({ title: '奖品剩余库存' }) }),
});

export const bonusTokenDetail = defineCall({
  method: 'GET', path: 'bonus/token/detail', summary: '兑换码批次详情（含全部兑换码）', auth: 'token', ...gate,
  permission: { anyOf: ['bonus:event:list'] },
  query: Type.Object({ id: Id('批次 ID') }),
  reply: Type.Object({ ...BonusBatchRecord.properties, tokens: Type.Array(BonusTokenRecord) }),
});
