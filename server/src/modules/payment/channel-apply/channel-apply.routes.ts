import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import { registerTodoCounter } from '../../todo/todo.service.js';
import * as apply from './channel-apply.service.js';

export function channelApplyRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.paymentChannelType, async () => apply.categories());
  registerCall(app, calls.paymentChannelList, ({ query }) => apply.channelList(db, query));
  registerCall(app, calls.paymentChannelCategoryRuntime, async ({ query }) => apply.categoryRuntime(query));
  registerCall(app, calls.channelApplyList, ({ access, query }) => apply.list(db, access, query));
  registerCall(app, calls.channelApplyCount, ({ access, query }) => apply.countByStatus(db, access, query));
  registerCall(app, calls.channelApplyDetail, ({ access, query }) => apply.detail(db, access, query.apply_no));
  registerCall(app, calls.channelApplyCreate, ({ actor, body }) => apply.create(db, actor, body));
  registerCall(app, calls.channelApplyUpdate, ({ actor, body }) => apply.update(db, actor, body));
  registerCall(app, calls.channelApplyAuditPass, ({ actor, body }) => apply.pass(db, actor, body));
  registerCall(app, calls.channelApplyAuditReject, ({ actor, body }) => apply.reject(db, actor, body));
  registerCall(app, calls.channelApplyAuditPassNew, ({ actor, body }) => apply.channelAnswer(db, actor, body));
  registerTodoCounter('account:abnormal:statistics', apply.abnormalCount);
}
