import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { bonusIssuerCodes } from './event.js';

/**
 * Grants (发放记录) and player records (参与记录) of activities, and the event trigger of document 1 §7: a merchant's
 * business event (`issuer`) or redeem code (`voucher`) asks an activity for a reward; 1003 when none is granted (the
 * attempt is still recorded with its reason). docs/decisions.md, "Marketing center".
 */
export const bonusGrantSources: Record<number, string> = { 1: '事件触发', 2: '兑换码' };

const DateField = (title: string) => Type.String({ format: 'date', title, description: 'YYYY-MM-DD（北京时间）' });
const ByDay = { start_date: Type.Optional(DateField('开始日期')), end_date: Type.Optional(DateField('结束日期')) };
const gate = { product: ['generic:partner:platform'] as const };

export const BonusGrantRecord = Type.Object({
  id: Type.Integer({ title: '发放 ID' }),
  merchant: Type.Integer({ title: '主办商户号' }),
  event: Type.Integer({ title: '活动 ID' }),
  event_name: Type.String({ title: '活动名称' }),
  value: Type.Integer({ title: '奖品 ID' }),
  value_name: Type.String({ title: '奖品名称' }),
  value_text: Type.String({ title: '面值说明' }),
  player: Type.Integer({ title: '领取商户号' }),
  player_name: Type.String({ title: '领取商户' }),
  source: Type.Integer({ title: '来源', description: '1 事件触发，2 兑换码' }),
  voucher: Type.String({ title: '兑换码' }),
  issuer: Type.String({ title: '触发事件' }),
  expire_date: Type.String({ title: '有效期至' }),
  create_time: Type.String({ title: '发放时间' }),
});

export const BonusPlayerRecord = Type.Object({
  id: Type.Integer({ title: '参与 ID' }),
  event: Type.Integer({ title: '活动 ID' }),
  event_name: Type.String({ title: '活动名称' }),
  player: Type.Integer({ title: '参与商户号' }),
  player_name: Type.String({ title: '参与商户' }),
  issuer: Type.String({ title: '触发事件' }),
  voucher: Type.String({ title: '兑换码' }),
  granted: Type.Boolean({ title: '是否获奖' }),
  grant: Type.Union([Type.Integer(), Type.Null()], { title: '发放 ID' }),
  reason: Type.String({ title: '未获奖原因' }),
  create_time: Type.String({ title: '参与时间' }),
});

export const bonusGrantList = defineCall({
  method: 'GET', path: 'bonus/bonus/list', summary: '发放记录', auth: 'token', ...gate,
  permission: { anyOf: ['bonus:event:list'] },
  query: Type.Object({
    ...pageQuery(20),
    event: Type.Optional(Id('活动 ID')),
    value: Type.Optional(Id('奖品 ID')),
    player: Type.Optional(Id('领取商户号')),
    source: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, title: '来源' })),
    ...ByDay,
  }),
  reply: ListOf(BonusGrantRecord),
});

export const bonusApplyList = defineCall({
  method: 'GET', path: 'bonus/apply/list', summary: '参与记录（每一次触发，获奖与否）', auth: 'token', ...gate,
  permission: { anyOf: ['bonus:event:list'] },
  query: Type.Object({ ...pageQuery(20), event: Type.Optional(Id('活动 ID')), granted: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '是否获奖' })), ...ByDay }),
  reply: ListOf(BonusPlayerRecord),
});

/**
 * 事件触发 (document 1 §7): any signed-in merchant, for itself (`merchant`, when sent, must be its own). `voucher`
 * redeems a code; otherwise `event_id` names a running 事件奖励 activity whose `issuer` must match. Reply code 1003
 * (not granted) with the reason when nothing is granted.
 */
export const bonusEventTrigger = defineCall({
  method: 'POST', path: 'bonus/event/trigger', summary: '活动触发（领取奖励）', auth: 'token',
  body: Type.Object({
    event_id: Type.Optional(Id('活动 ID')),
    voucher: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{12}$', title: '兑换码', description: '12 位字母数字' })),
    issuer: Type.Optional(Type.Union(bonusIssuerCodes.map((c) => Type.Literal(c)), { title: '触发事件' })),
    merchant: Type.Optional(Id('商户号')),
    merchant_name: Type.Optional(Text('商户名称', 100)),
  }),
  reply: Type.Object({ grant: Type.Integer({ title: '发放 ID' }), event: Type.Integer(), value_name: Type.String(), value_text: Type.String(), message: Type.String() }),
});
