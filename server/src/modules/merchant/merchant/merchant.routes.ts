import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as merchants from './merchant.service.js';

export function merchantRoutes(app: FastifyInstance) {
  registerCall(app, calls.merchantInfo, async ({ query, scope, reply }) => {
    const info = await merchants.infoByCode(app.db, scope, query.code);
    reply.header('cache-control', 'private, max-age=600');
    return info;
  });
  registerCall(app, calls.groupMerchantLookup, ({ query, scope }) => merchants.groupByCode(app.db, scope, query.code));
}
