import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 会员 › 站内消息 (document 2 §2 "User": message): messages the operator sends to app users — one user, every normal
 * user, or the live members of a member type. There is no SMS or push gateway in this product: a send is recorded with one
 * inbox row per recipient (投递状态 已入站内信, 未读 until the app reads it); docs/decisions.md, "会员: 投诉、站内消息、用户合并".
 */
export const userMessageTargetNames: Record<number, string> = { 1: '指定用户', 2: '全部正常用户', 3: '会员类型的生效会员' };

export const UserMessageSendRecord = Type.Object({
  id: Type.Integer({ title: '发送 ID' }),
  title: Type.String({ title: '标题' }),
  content: Type.String({ title: '内容' }),
  target: Type.Integer({ title: '接收对象', description: '1 指定用户，2 全部正常用户，3 会员类型的生效会员' }),
  target_name: Type.String({ title: '接收对象名称', description: '如 指定用户：林晓峰；停车月享卡 的生效会员' }),
  recipient_count: Type.Integer({ title: '接收人数' }),
  read_count: Type.Integer({ title: '已读人数' }),
  delivery_name: Type.String({ title: '投递状态', description: '已入站内信（未接入短信、推送通道）' }),
  operator_name: Type.String({ title: '发送人' }),
  create_time: Type.String({ title: '发送时间' }),
});

export const userMessageList = defineCall({
  method: 'GET',
  path: 'user/message/list',
  summary: '站内消息发送记录',
  auth: 'token',
  permission: { anyOf: ['user:message:list', 'user:message:create'] },
  product: ['ALL'],
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('标题', 30)),
    target: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, title: '接收对象' })),
    user: Type.Optional(Id('用户 ID')),
  }),
  reply: ListOf(UserMessageSendRecord),
});

export const userMessageRecipientList = defineCall({
  method: 'GET',
  path: 'user/message/recipient/list',
  summary: '一次发送的接收人（手机号遮掩）',
  auth: 'token',
  permission: { anyOf: ['user:message:list', 'user:message:create'] },
  product: ['ALL'],
  query: Type.Object({ ...pageQuery(20), id: Id('发送 ID') }),
  reply: ListOf(
    Type.Object({
      id: Type.Integer(),
      user: Type.Integer({ title: '用户 ID' }),
      nickname: Type.String({ title: '昵称' }),
      mobile: Type.String({ title: '手机号' }),
      read_time: Type.Union([Type.String(), Type.Null()], { title: '阅读时间' }),
    }),
  ),
});

export const userMessageSend = defineCall({
  method: 'POST',
  path: 'user/message',
  summary: '发送站内消息（指定用户、全部正常用户或会员类型的生效会员）',
  auth: 'token',
  permission: { anyOf: ['user:message:create'] },
  product: ['ALL'],
  body: Type.Object({
    title: Text('标题', 50, 2),
    content: Text('内容', 1000, 2),
    target: Type.Integer({ minimum: 1, maximum: 3, title: '接收对象', description: '1 指定用户，2 全部正常用户，3 会员类型的生效会员' }),
    user: Type.Optional(Id('用户 ID')),
    member_type: Type.Optional(Id('会员类型 ID')),
  }),
  reply: Type.Object({ id: Type.Integer(), recipient_count: Type.Integer() }),
});
