import { Type } from '@sinclair/typebox';
import { defineCall } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 红包奖励 (`/account/merchant/red-packet`, document 2 §2 "Account"): the rewards the merchant itself received from the
 * activities of the 营销中心 (入驻有礼 triggers, redeem codes) — the `bonus_grant` rows whose player it is.
 * docs/decisions.md, "Account invoices" (红包奖励).
 */
export const redPacketStates: Record<number, string> = { 1: '有效', 2: '已过期' };

export const RedPacketRecord = Type.Object({
  id: Type.Integer({ title: '发放 ID' }),
  event_name: Type.String({ title: '活动' }),
  issuer_name: Type.String({ title: '活动方' }),
  value_name: Type.String({ title: '奖励' }),
  kind: Type.Integer({ title: '奖励类型', description: '1 优惠券，2 积分，3 代金券' }),
  kind_name: Type.String(),
  amount: Type.Integer({ title: '面值（分）或积分' }),
  source: Type.Integer({ title: '来源', description: '1 事件触发，2 兑换码' }),
  source_name: Type.String(),
  voucher: Type.String({ title: '兑换码' }),
  expire_date: Type.String({ title: '有效期至' }),
  state: Type.Integer({ title: '状态', description: '1 有效，2 已过期' }),
  state_name: Type.String(),
  create_time: Type.String({ title: '领取时间' }),
});

export const bonusRedPacketList = defineCall({
  method: 'GET', path: 'bonus/red-packet/list', summary: '红包奖励（本商户获得的活动奖励）', auth: 'token',
  permission: { anyOf: ['merchant:bonus:list'] },
  query: Type.Object({
    ...pageQuery(20),
    kind: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, title: '奖励类型' })),
    state: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, title: '状态', description: '1 有效，2 已过期' })),
  }),
  reply: ListOf(RedPacketRecord),
});
