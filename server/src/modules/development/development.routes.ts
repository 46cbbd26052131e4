import { calls, ERROR_REPORTS_PER_MINUTE } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { clientOf, registerCall } from '../../plugins/route.js';
import * as development from './development.service.js';

/** 开发信息 and 错误日志 (docs/decisions.md, "Development tools"). */
export function developmentRoutes(app: FastifyInstance, logLevel: string) {
  const { db } = app;
  registerCall(app, calls.developmentInfo, ({ access }) => development.info(db, access, logLevel));
  registerCall(app, calls.developmentErrorReport, ({ access, request, body }) => development.report(db, access, clientOf(request), body), {
    rateLimit: { max: ERROR_REPORTS_PER_MINUTE, timeWindow: 60_000 },
  });
  registerCall(app, calls.developmentErrorList, ({ access, query }) => development.list(db, access, query));
}
