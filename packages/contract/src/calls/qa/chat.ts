import { Type, type Static } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';

/** Message kinds of the support chat (document 1 §3). */
export const chatMessageKinds = ['question', 'answer', 'history', 'stop', 'close', 'transfer', 'reference', 'feedback', 'workbench_history'] as const;
export type ChatMessageKind = (typeof chatMessageKinds)[number];

/** The longest question the chat takes. */
export const CHAT_QUESTION_MAX = 500;

/**
 * A chat token: one conversation, bound to the console session when the caller sent its Authorization
 * (then history is kept and 转人工 works), else anonymous. It ends after `expire_in` seconds without a
 * question; every answer's `stop` event carries a renewed token.
 */
export const qaChatToken = defineCall({
  method: 'GET',
  path: 'qa/chat/token',
  summary: '取得在线客服会话凭证（无需登录；带登录凭证时绑定当前账号）',
  auth: 'none',
  refreshExempt: true,
  reply: Type.Object({
    token: Type.String({ title: '会话凭证' }),
    expire_in: Type.Integer({ title: '空闲多少秒后会话结束' }),
    session: Type.String({ title: '会话编号' }),
    bound: Type.Boolean({ description: '是否绑定登录账号（绑定后保存记录、可转人工）' }),
    model: Type.Boolean({ description: '是否配置了大模型；否则直接以帮助文章作答' }),
  }),
});

export const ChatReference = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  link: Type.String({ description: '文章的公开页面' }),
});
export type ChatReference = Static<typeof ChatReference>;

/** The events of one answer, in order: question, reference (when articles were found), answer deltas, stop; or only close. */
export const ChatEvents = {
  question: Type.Object({ message_id: Type.Integer({ description: '0：未保存（匿名会话）' }), content: Type.String(), create_time: Type.String() }),
  reference: Type.Object({ articles: Type.Array(ChatReference) }),
  answer: Type.Object({ delta: Type.String({ description: '回答的下一段（Markdown）' }) }),
  stop: Type.Object({
    message_id: Type.Integer({ description: '回答的消息 ID（反馈用）；0：未保存' }),
    reason: Type.Union([Type.Literal('finished'), Type.Literal('aborted'), Type.Literal('failed')]),
    source: Type.Union([Type.Literal('model'), Type.Literal('articles'), Type.Literal('none')], { description: 'model 大模型依据文章作答；articles 直接摘录文章；none 未找到文章' }),
    create_time: Type.String(),
    token: Type.String({ description: '续期后的会话凭证' }),
    expire_in: Type.Integer(),
  }),
  close: Type.Object({ reason: Type.Union([Type.Literal('idle')]), message: Type.String() }),
} as const;
export type ChatEventName = keyof typeof ChatEvents;
export type ChatEvent = { [K in ChatEventName]: { event: K; data: Static<(typeof ChatEvents)[K]> } }[ChatEventName];

/**
 * Asks one question. Answers `text/event-stream`: `event: <name>` and `data: <JSON>` per event (see
 * ChatEvents). Failures before the stream starts (bad input, a forged token) are the usual JSON envelope.
 * Closing the connection stops the answer (and the model upstream).
 */
export const qaChat = defineCall({
  method: 'POST',
  path: 'qa/chat',
  summary: '在线客服提问（以 text/event-stream 流式回答）',
  auth: 'none',
  timeout: 120_000,
  body: Type.Object({
    chat_token: Type.String({ minLength: 1, maxLength: 1000, title: '会话凭证' }),
    content: Text('问题', CHAT_QUESTION_MAX, 1),
  }),
  reply: Type.Union(
    Object.entries(ChatEvents).map(([name, data]) => Type.Object({ event: Type.Literal(name), data })),
    { description: '事件流：每个事件的 event 为名称，data 为对应的 JSON' },
  ),
});

/** 转人工: the conversation so far becomes a complaint ticket for the platform's service staff. */
export const qaChatTransfer = defineCall({
  method: 'POST',
  path: 'qa/chat/transfer',
  summary: '在线客服转人工（以当前对话创建工单）',
  auth: 'token',
  body: Type.Object({
    chat_token: Type.String({ minLength: 1, maxLength: 1000, title: '会话凭证' }),
    content: Type.Optional(Text('问题描述', 500)),
    module: Type.Optional(Id('问题模块')),
  }),
  reply: Type.Object({ id: Type.Integer(), no: Type.String({ title: '工单号' }), status: Type.String(), message: Type.String({ description: '给用户看的说明' }) }),
});

/** Whether an answer helped (the caller's own answers). */
export const qaChatFeedback = defineCall({
  method: 'POST',
  path: 'qa/chat/feedback',
  summary: '在线客服回答反馈（有帮助 / 没帮助）',
  auth: 'token',
  body: Type.Object({ message_id: Id('消息 ID'), useful: Type.Integer({ minimum: 0, maximum: 1, title: '是否有帮助' }) }),
  reply: Type.Object({ message_id: Type.Integer(), useful: Type.Integer() }),
});
