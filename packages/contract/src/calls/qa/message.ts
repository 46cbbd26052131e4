import { Type } from '@sinclair/typebox';
import { defineCall, IdList, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

export const QaMessage = Type.Object({
  id: Type.Integer(),
  session: Type.String({ title: '会话编号' }),
  kind: Type.String({ description: 'question 提问，answer 回答（sender_name 非空时为人工客服回复），transfer 转人工' }),
  content: Type.String({ description: '回答为 Markdown' }),
  references: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), link: Type.String() })),
  sender_name: Type.String({ description: '人工客服姓名；智能回答为空' }),
  complaint_no: Type.String({ description: '相关工单号' }),
  read_status: Type.Integer({ description: '0 未读（人工客服的回复），1 已读' }),
  feedback: Type.Integer({ description: '-1 未反馈，0 没帮助，1 有帮助' }),
  stopped: Type.Boolean({ description: '回答被用户停止' }),
  create_time: Type.String(),
});

/** The caller's own support-chat messages, newest first (the chat's history). */
export const qaMessageList = defineCall({
  method: 'GET',
  path: 'qa/message/list',
  summary: '在线客服消息记录（本人）',
  auth: 'token',
  query: Type.Object({
    ...pageQuery(),
    session: Type.Optional(Text('会话编号', 64)),
    read_status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '已读状态' })),
  }),
  reply: ListOf(QaMessage),
});

export const qaMessageRead = defineCall({
  method: 'PUT',
  path: 'qa/message/read',
  summary: '在线客服消息标记已读（本人）',
  auth: 'token',
  body: Type.Object({ ids: IdList('消息 ID') }),
  reply: Type.Object({ updated: Type.Integer() }),
});

/** The chat's topics: the help centre's categories the caller has articles in, with a few questions each. */
export const qaModuleList = defineCall({
  method: 'GET',
  path: 'qa/module/list',
  summary: '在线客服问题模块与常见问题',
  auth: 'token',
  reply: Type.Object({
    row: Type.Array(
      Type.Object({
        id: Type.Integer({ description: '模块 ID（即帮助文章分类 ID）' }),
        name: Type.String(),
        questions: Type.Array(Type.Object({ id: Type.Integer({ description: '文章 ID' }), title: Type.String() })),
      }),
    ),
  }),
});
