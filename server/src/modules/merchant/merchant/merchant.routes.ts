import { calls, MerchantStatus } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import { registerCall } from '../../../plugins/route.js';
import * as reports from '../../report/report/report.service.js';
import * as merchants from './merchant.service.js';
import { infoByCode, groupByCode } from './merchant.lookup.js';

export function merchantRoutes(app: FastifyInstance, config: Config) {
  const { db, sessions } = app;
  registerCall(app, calls.merchantInfo, async ({ query, scope, reply }) => {
    const info = await infoByCode(db, scope, query.code);
    reply.header('cache-control', 'private, max-age=600');
    return info;
  });
  registerCall(app, calls.groupMerchantLookup, ({ query, scope }) => groupByCode(db, scope, query.code));

  registerCall(app, calls.merchantList, ({ access, query }) => merchants.list(db, access, query));
  registerCall(app, calls.merchantGet, ({ access, query }) => merchants.get(db, access, query.id));
  registerCall(app, calls.merchantSummary, ({ access }) => merchants.summary(db, access));
  registerCall(app, calls.merchantGrantList, ({ access, query }) => merchants.grantList(db, access, query.id));
  registerCall(app, calls.merchantCreate, ({ actor, body }) => merchants.create(db, config, sessions, actor, body));
  registerCall(app, calls.merchantUpdate, ({ actor, body }) => merchants.update(db, actor, body));
  registerCall(app, calls.merchantEnable, ({ actor, body }) => merchants.setStatus(db, sessions, actor, body.id, MerchantStatus.enabled));
  registerCall(app, calls.merchantDisable, ({ actor, body }) => merchants.setStatus(db, sessions, actor, body.id, MerchantStatus.disabled));
  registerCall(app, calls.merchantDelete, ({ actor, query }) => merchants.setStatus(db, sessions, actor, query.id, MerchantStatus.closed));
  registerCall(app, calls.serviceLevelUpdate, ({ actor, body }) => merchants.setServiceLevel(db, actor, body));
  registerCall(app, calls.superuserTransfer, ({ actor, body }) => merchants.transferSuperuser(db, sessions, actor, body));
  // The list as a file: the same job as `report/report` with report_id `merchant` (the worker is decorated later).
  registerCall(app, calls.merchantExport, ({ access, query: { format, ...params } }) =>
    reports.create(db, access, () => app.jobWorker.wake(), { report_id: 'merchant', format, params }),
  );
}
