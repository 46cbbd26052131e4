import { Type } from '@sinclair/typebox';
import { defineCall, Id, IdList, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

export const Message = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  link: Type.String(),
  read_status: Type.Integer({ description: '0 未读，1 已读' }),
  create_time: Type.String(),
});

export const messageList = defineCall({
  method: 'GET',
  path: 'message/message/list',
  summary: '站内消息列表',
  auth: 'token',
  permission: { anyOf: ['universal:message:basic'] },
  query: Type.Object({
    ...pageQuery(10),
    app_id: Type.Optional(Type.String({ maxLength: 64, title: '应用 ID' })),
    user_id: Type.Optional(Id('接收商户')),
    user_type: Type.Optional(Type.Literal(2, { title: '接收方类型' })),
    read_status: Type.Optional(Type.Literal(0, { title: '阅读状态' })),
  }),
  reply: ListOf(Message),
});

export const messageRead = defineCall({
  method: 'PUT',
  path: 'message/message/read',
  summary: '标记消息为已读',
  auth: 'token',
  permission: { anyOf: ['universal:message:basic'] },
  body: Type.Object({ ids: IdList('消息 ID') }),
  reply: Type.Object({ updated: Type.Integer() }),
});

export const messageCreate = defineCall({
  method: 'POST',
  path: 'message/message',
  summary: '向商户推送站内消息',
  auth: 'token',
  permission: { anyOf: ['base:message:create'] },
  product: ['ALL'],
  body: Type.Object({
    user_ids: Type.Array(Id('接收商户'), { minItems: 1, maxItems: 1000, title: '接收商户' }),
    title: Text('标题', 100, 1),
    body: Type.Optional(Text('内容', 2000)),
    link: Type.Optional(Type.String({ maxLength: 500, pattern: '^(https?://|/)', title: '链接' })),
  }),
  reply: Type.Object({ created: Type.Integer() }),
});


export const PushedMessage = Type.Object({
  id: Type.Integer(),
  merchant: Type.Integer({ title: '接收商户编号' }),
  merchant_name: Type.String({ title: '接收商户' }),
  title: Type.String(),
  body: Type.String(),
  link: Type.String(),
  read_status: Type.Integer({ description: '0 未读，1 已读' }),
  sender_name: Type.String({ title: '推送人' }),
  create_time: Type.String(),
});

/** The platform's pushed messages (推送记录), every merchant's, newest first. */
export const messagePushList = defineCall({
  method: 'GET',
  path: 'message/message/push/list',
  summary: '站内消息推送记录',
  auth: 'token',
  permission: { anyOf: ['base:message:list'] },
  product: ['ALL'],
  query: Type.Object({
    ...pageQuery(20),
    title: Type.Optional(Text('标题', 50)),
    user_id: Type.Optional(Id('接收商户')),
    read_status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '阅读状态' })),
    start_date: Type.Optional(Type.String({ format: 'date', title: '推送开始日期' })),
    end_date: Type.Optional(Type.String({ format: 'date', title: '推送结束日期' })),
  }),
  reply: ListOf(PushedMessage),
});
