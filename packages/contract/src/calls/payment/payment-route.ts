import { Type } from '@sinclair/typebox';
import { defineCall, Id, Nothing, Text } from '../../call.js';
import { payModes, tradeChannels, type TradeChannel } from './trade.js';

/**
 * 支付路由 (calls.tsv "payment rt": `payment/payment/rt/list`, `payment/payment/rt`, `payment/payment/rt/channel/list`):
 * for each pay method of a payment merchant, the channel its payments go through. One route per merchant and pay
 * method; the channel must support the method and be open for the merchant (its 进件 已开通). Create, edit and delete
 * at `payment/payment/rt` are ruled (the CRUD shape of `payment/sharding/rt`).
 * docs/decisions.md, "Payment service provider: merchants, routing, rank and lookup".
 */
export const PaymentRouteStatus = { enabled: 1, disabled: 0 } as const;
export const paymentRouteStatusNames: Record<number, string> = { 1: '启用', 0: '停用' };

/** Which pay methods each channel carries: the official channels their own wallet, the aggregators several. */
export const channelPayModes: Record<TradeChannel, readonly number[]> = {
  wxpay: [3],
  alipay: [4],
  cmb: [3, 4, 5, 6],
  chinaums: [3, 4, 5, 7, 8, 9, 10],
  lakala: [3, 4, 5],
};
/** The pay methods a route may be set for (online methods: 3 微信支付 to 10 中国银行). */
export const routablePayModes = [3, 4, 5, 6, 7, 8, 9, 10] as const;

export const paymentRouteReaders = ['payment:partner:merchant:list'] as const;

const PayMode = Type.Union(routablePayModes.map((m) => Type.Literal(m)), {
  title: '支付方式',
  description: routablePayModes.map((m) => `${m} ${payModes[m]}`).join('，'),
});
const Channel = Type.Union(Object.keys(tradeChannels).map((c) => Type.Literal(c)), {
  title: '支付通道',
  description: Object.entries(tradeChannels).map(([k, v]) => `${k} ${v}`).join('，'),
});
const Status = Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态', description: '1 启用，0 停用' });

export const PaymentRouteRow = Type.Object({
  id: Type.Integer({ title: '路由 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  pay_mode: Type.Integer({ title: '支付方式' }),
  channel: Type.String({ title: '支付通道' }),
  remark: Type.String({ title: '备注' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  operator: Type.String({ title: '最后操作人' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const paymentRouteList = defineCall({
  method: 'GET',
  path: 'payment/payment/rt/list',
  summary: '商户的支付路由（按支付方式；每种方式至多一条）',
  auth: 'token',
  permission: { anyOf: paymentRouteReaders },
  query: Type.Object({ merchant: Id('商户号') }),
  reply: Type.Object({ row: Type.Array(PaymentRouteRow) }),
});

export const paymentRouteGet = defineCall({
  method: 'GET',
  path: 'payment/payment/rt',
  summary: '支付路由详情',
  auth: 'token',
  permission: { anyOf: paymentRouteReaders },
  query: Type.Object({ id: Id('路由 ID') }),
  reply: PaymentRouteRow,
});

export const paymentRouteChannelList = defineCall({
  method: 'GET',
  path: 'payment/payment/rt/channel/list',
  summary: '可选支付通道：支持该支付方式的通道及商户在该通道的进件状态（已开通才可选）',
  auth: 'token',
  permission: { anyOf: paymentRouteReaders },
  query: Type.Object({ merchant: Id('商户号'), pay_mode: Type.Optional(PayMode) }),
  reply: Type.Object({
    row: Type.Array(
      Type.Object({
        channel: Type.String({ title: '通道编码' }),
        name: Type.String({ title: '通道名称' }),
        pay_modes: Type.Array(Type.Integer(), { title: '支持的支付方式' }),
        apply_status: Type.Union([Type.Integer(), Type.Null()], { title: '进件状态', description: '无进件为 null' }),
        opened: Type.Boolean({ title: '已开通', description: '进件已开通，可设为路由' }),
      }),
    ),
  }),
});

export const paymentRouteCreate = defineCall({
  method: 'POST',
  path: 'payment/payment/rt',
  summary: '新建支付路由（新建即启用）',
  auth: 'token',
  permission: { anyOf: ['payment:partner:route:update'] },
  body: Type.Object({ merchant: Id('商户号'), pay_mode: PayMode, channel: Channel, remark: Type.Optional(Text('备注', 200)) }),
  reply: Type.Object({ id: Type.Integer({ title: '路由 ID' }) }),
});

export const paymentRouteUpdate = defineCall({
  method: 'PUT',
  path: 'payment/payment/rt',
  summary: '编辑支付路由（通道、状态、备注；支付方式不变）',
  auth: 'token',
  permission: { anyOf: ['payment:partner:route:update'] },
  body: Type.Object({ id: Id('路由 ID'), channel: Channel, status: Status, remark: Type.Optional(Text('备注', 200)) }),
  reply: Nothing,
});

export const paymentRouteDelete = defineCall({
  method: 'DELETE',
  path: 'payment/payment/rt',
  summary: '删除支付路由（须先停用）',
  auth: 'token',
  permission: { anyOf: ['payment:partner:route:update'] },
  query: Type.Object({ id: Id('路由 ID') }),
  reply: Nothing,
});
