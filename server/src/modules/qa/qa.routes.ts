import { calls, type CallBody } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { codecHook } from '../../plugins/codec.js';
import { registerCall } from '../../plugins/route.js';
import * as articles from '../article/article.service.js';
import { optionalAccess } from '../article/article.routes.js';
import { ChatService, openStream } from './chat/chat.service.js';
import * as complaints from './complaint/complaint.service.js';
import * as chatMessages from './message/message.service.js';

/** Customer service: the support chat, its messages and modules, complaint tickets and their tags. */
export function qaRoutes(app: FastifyInstance, config: Config) {
  const chat = new ChatService(app.db, config, app.log as unknown as Logger);
  const perMinute = { max: config.ai.rateLimit, timeWindow: 60_000 };

  registerCall(app, calls.qaChatToken, async ({ request }) => chat.token(await optionalAccess(app, request)), { rateLimit: perMinute });

  // The question is answered as a stream of server-sent events, not as one JSON reply, so it is routed
  // here rather than by registerCall; it keeps the call's path, codec, validation and reference entry.
  app.route({
    method: calls.qaChat.method,
    url: `/api/${calls.qaChat.path}`,
    config: { rateLimit: perMinute },
    preValidation: codecHook(calls.qaChat),
    schema: {
      summary: calls.qaChat.summary,
      tags: ['qa'],
      body: calls.qaChat.body,
      produces: ['text/event-stream'],
      response: { 200: { description: '事件流（text/event-stream）', content: { 'text/event-stream': { schema: calls.qaChat.reply } } } },
    },
    handler: async (request, reply) => {
      const question = await chat.check(request.body as CallBody<typeof calls.qaChat>, await optionalAccess(app, request));
      request.replyCode = 1001;
      const stream = openStream(reply);
      try {
        await chat.answer(question, stream);
      } catch (error) {
        request.log.error({ err: error }, 'support chat answer failed');
        await chat.failed(question, stream).catch(() => undefined);
      } finally {
        stream.end();
      }
    },
  });

  registerCall(app, calls.qaChatTransfer, ({ access, body }) => chat.transfer(access, body));
  registerCall(app, calls.qaChatFeedback, ({ access, body }) => chat.feedback(access, body));

  registerCall(app, calls.qaMessageList, ({ access, query }) => chatMessages.list(app.db, access, query));
  registerCall(app, calls.qaMessageRead, ({ access, body }) => chatMessages.markRead(app.db, access, body.ids));
  registerCall(app, calls.qaModuleList, ({ access }) => articles.modules(app.db, articles.readerOf(access, { manage: false })));

  registerCall(app, calls.qaComplaintList, ({ access, query }) => complaints.list(app.db, access, query));
  registerCall(app, calls.qaComplaintGet, ({ access, query }) => complaints.get(app.db, access, query.id));
  registerCall(app, calls.qaComplaintMatching, ({ access, query }) => complaints.matching(app.db, access, query));
  registerCall(app, calls.qaComplaintRespond, ({ actor, body }) => complaints.respond(app.db, actor, body));
  registerCall(app, calls.qaComplaintComplete, ({ actor, body }) => complaints.complete(app.db, actor, body.id));
  registerCall(app, calls.qaComplaintTagging, ({ actor, body }) => complaints.tagging(app.db, actor, body));
  registerCall(app, calls.qaTagList, () => complaints.tagList(app.db));
}
