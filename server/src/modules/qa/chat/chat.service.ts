import { Code, encodeSseEvent, type CallBody, type calls, type ChatEventName, type ChatEvents } from '@console/contract';
import type { Static } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { modelConfigured, type Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import { iso } from '../../../shared/time.js';
import * as articles from '../../article/article.service.js';
import * as complaints from '../complaint/complaint.service.js';
import * as chatMessages from '../message/message.service.js';
import { articlesAnswer, groundedPrompt, INTERRUPTED_NOTE, pieces } from './chat.answer.js';
import { streamCompletion, type ModelMessage } from './chat.model.js';
import { ChatTokens, type ChatClaims } from './chat.token.js';

/** The model is told about this many earlier questions and answers of the conversation. */
const HISTORY_TURNS = 6;
const HEARTBEAT_MS = 15_000;
const SITE_NAME = '商户管理平台';
export const SESSION_ENDED = '会话已结束';

/** One answer's event stream on a hijacked reply; `signal` aborts when the client goes away. */
export interface ChatStream {
  signal: AbortSignal;
  send<K extends ChatEventName>(event: K, data: Static<(typeof ChatEvents)[K]>): void;
  end(): void;
}

export function openStream(reply: FastifyReply): ChatStream {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  });
  const controller = new AbortController();
  // A close before our end is the client leaving: the stop button, a closed panel or a lost connection.
  response.on('close', () => {
    if (!response.writableEnded) controller.abort();
  });
  const heartbeat = setInterval(() => {
    if (!response.writableEnded && !response.destroyed) response.write(': ping\n\n');
  }, HEARTBEAT_MS);
  return {
    signal: controller.signal,
    send(event, data) {
      if (!response.writableEnded && !controller.signal.aborted) response.write(encodeSseEvent(event, data));
    },
    end() {
      clearInterval(heartbeat);
      if (!response.writableEnded) response.end();
    },
  };
}

export interface Question {
  claims: ChatClaims;
  expired: boolean;
  access: Access | undefined;
  content: string;
}

/**
 * The online-support chat: answers from the platform's own help articles (retrieval), through an
 * OpenAI-compatible model when one is configured, else by quoting the articles; 转人工 makes a ticket.
 */
export class ChatService {
  readonly tokens: ChatTokens;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly log: Logger,
  ) {
    this.tokens = new ChatTokens(config);
  }

  async token(access: Access | undefined) {
    const issued = await this.tokens.issue(access ? { merchant: access.merchant.id, manager: access.manager.id } : {});
    return { token: issued.token, expire_in: issued.expireIn, session: issued.session, bound: !!access, model: modelConfigured(this.config.ai) };
  }

  /**
   * Checks a question before its stream starts, so that refusals are ordinary replies: a forged token
   * (1400), a bound conversation without its login (1401), a blank question (1400).
   */
  async check(body: CallBody<typeof calls.qaChat>, access: Access | undefined): Promise<Question> {
    const { claims, expired } = await this.tokens.verify(body.chat_token);
    if (claims.manager && (!access || access.manager.id !== claims.manager)) throw new AppError(Code.UNAUTHENTICATED);
    const content = body.content.trim();
    if (!content) throw badParameter('参数 content（问题）不能为空', '请输入您想咨询的问题');
    return { claims, expired, access: claims.manager ? access : undefined, content };
  }

  /** Streams the answer: question, reference, answer deltas, stop; or close when the session has ended. */
  async answer(question: Question, stream: ChatStream) {
    const { claims, access, content } = question;
    if (question.expired) {
      stream.send('close', { reason: 'idle', message: SESSION_ENDED });
      return;
    }
    const owner = access ? chatMessages.ownerOf(access) : undefined;
    const asked = owner
      ? await this.db.tenant([owner.merchant], (tx) => chatMessages.record(tx, { ...owner, session: claims.session, kind: 'question', content }))
      : undefined;
    stream.send('question', { message_id: asked?.id ?? 0, content, create_time: iso(asked?.create_time ?? new Date()) });

    const found = await articles.search(this.db, articles.readerOf(access, { manage: false }), content, 3);
    const references = found.map((a) => ({ id: a.id, title: a.title, summary: a.summary, link: a.link }));
    if (references.length > 0) stream.send('reference', { articles: references });

    let text = '';
    let reason: 'finished' | 'aborted' | 'failed' = 'finished';
    let source: 'model' | 'articles' | 'none' = found.length > 0 ? 'articles' : 'none';
    const emit = (delta: string) => {
      text += delta;
      stream.send('answer', { delta });
    };

    // Without articles there is nothing to ground a model in: the honest answer needs no model.
    if (found.length > 0 && modelConfigured(this.config.ai)) {
      try {
        const history = owner && asked ? await this.history(owner, claims.session, asked.id) : [];
        for await (const delta of streamCompletion(this.config.ai, groundedPrompt(SITE_NAME, found, history, content), stream.signal)) {
          source = 'model';
          emit(delta);
        }
      } catch (error) {
        if (stream.signal.aborted) reason = 'aborted';
        else {
          this.log.warn({ err: error }, 'support chat: the model failed; answering from the articles');
          if (source === 'model') {
            reason = 'failed';
            emit(INTERRUPTED_NOTE);
          }
        }
      }
    }
    if (source !== 'model' && reason === 'finished') {
      for (const piece of pieces(articlesAnswer(found))) {
        if (stream.signal.aborted) break;
        emit(piece);
      }
    }
    if (stream.signal.aborted) reason = 'aborted';

    const answered = owner
      ? await this.db.tenant([owner.merchant], (tx) =>
          chatMessages.record(tx, {
            ...owner,
            session: claims.session,
            kind: 'answer',
            content: text,
            references: references.map(({ id, title, link }) => ({ id, title, link })),
            stopped: reason === 'aborted',
          }),
        )
      : undefined;
    const renewed = await this.tokens.issue(claims);
    stream.send('stop', {
      message_id: answered?.id ?? 0,
      reason,
      source,
      create_time: iso(answered?.create_time ?? new Date()),
      token: renewed.token,
      expire_in: renewed.expireIn,
    });
  }

  /** After a failure inside the stream (the reply has started, so no envelope can follow); the conversation goes on. */
  async failed(question: Question, stream: ChatStream) {
    const renewed = await this.tokens.issue(question.claims);
    stream.send('answer', { delta: '系统繁忙，请稍后再试。' });
    stream.send('stop', { message_id: 0, reason: 'failed', source: 'none', create_time: iso(new Date()), token: renewed.token, expire_in: renewed.expireIn });
  }

  /** The conversation so far, for the model: earlier questions and complete answers. */
  private async history(owner: chatMessages.Owner, session: string, before: number): Promise<ModelMessage[]> {
    const rows = await this.db.tenant([owner.merchant], (tx) => chatMessages.conversation(tx, owner, session));
    return rows
      .filter((m) => m.id < before && m.content && !m.stopped && (m.kind === 'question' || m.kind === 'answer'))
      .slice(-HISTORY_TURNS * 2)
      .map((m) => ({ role: m.kind === 'question' ? 'user' : 'assistant', content: m.content }));
  }

  /**
   * 转人工: the conversation (as stored) becomes a complaint ticket. Allowed after the conversation went
   * idle too — the user may read an answer for a while before deciding it did not help.
   */
  async transfer(access: Access, body: CallBody<typeof calls.qaChatTransfer>) {
    const { claims } = await this.tokens.verify(body.chat_token);
    if (!claims.manager) throw badParameter('匿名会话不能转人工', '请登录后在控制台中打开在线客服');
    if (claims.manager !== access.manager.id) throw badParameter('参数 chat_token（会话凭证）不属于当前账号', '请关闭在线客服窗口后重新打开');
    const owner = chatMessages.ownerOf(access);
    return this.db.tenant([owner.merchant], async (tx) => {
      const stored = await chatMessages.conversation(tx, owner, claims.session);
      const ticket = await complaints.openFromChat(tx, access, {
        session: claims.session,
        content: body.content?.trim() ?? '',
        module: body.module,
        transcript: stored.map((m) => ({ kind: m.kind, content: m.content, create_time: m.create_time, references: m.references, sender_name: m.sender_name })),
      });
      const message = ticket.created
        ? `已为您转人工客服，工单号 ${ticket.no}。客服回复后，会在这里和消息中心通知您。`
        : `该对话已转人工，工单号 ${ticket.no}，请耐心等待客服回复。`;
      if (ticket.created) await chatMessages.record(tx, { ...owner, session: claims.session, kind: 'transfer', content: message, complaint: ticket.id });
      return { id: ticket.id, no: ticket.no, status: ticket.status, message };
    });
  }

  async feedback(access: Access, body: CallBody<typeof calls.qaChatFeedback>) {
    const owner = chatMessages.ownerOf(access);
    const found = await this.db.tenant([owner.merchant], (tx) => chatMessages.setFeedback(tx, owner, body.message_id, body.useful));
    if (!found) throw notFound('回答');
    return { message_id: body.message_id, useful: body.useful };
  }
}
