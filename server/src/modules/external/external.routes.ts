import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { clientOf, registerCall, registerExternalCall } from '../../plugins/route.js';
import * as bank from '../payment/bank/bank.service.js';
import * as external from './external.service.js';

/** 外部填写链接: the console's issue, revoke and list; the temporary-token pages' calls (auth 'external'). */
export function externalRoutes(app: FastifyInstance, loginRateLimit: number) {
  const { db } = app;
  registerCall(app, calls.channelApplyExternalTicket, ({ actor, body }) => external.issue(db, actor, body));
  registerCall(app, calls.channelApplyExternalRevoke, ({ actor, body }) => external.revoke(db, actor, body));
  registerCall(app, calls.channelApplyExternalList, ({ access, query }) => external.list(db, access, query));
  registerCall(app, calls.externalSessionExchange, ({ body, request }) => external.exchange(db, body.ticket, clientOf(request)), {
    rateLimit: { max: loginRateLimit, timeWindow: 60_000 },
  });
  registerExternalCall(app, calls.externalSession, async ({ external: grant }) => external.sessionInfo(grant));
  registerExternalCall(app, calls.externalChannelConfig, ({ external: grant }) => external.channelConfig(db, grant));
  registerExternalCall(app, calls.externalChannelApplyCreate, ({ actor, external: grant, body }) => external.create(db, actor, grant, body));
  registerExternalCall(app, calls.externalChannelApplyUpdate, ({ actor, external: grant, body }) => external.update(db, actor, grant, body));
  registerExternalCall(app, calls.externalChannelApplyDetail, ({ external: grant, query }) => external.detail(db, grant, query.apply_no));
  registerExternalCall(app, calls.externalBankList, ({ query }) => bank.banks(db, query));
  registerExternalCall(app, calls.externalBankBranchList, ({ query }) => bank.branches(db, query));
}
