import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as channel from './channel.service.js';

export function serviceChannelRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.paymentChannelConfigList, ({ access, query }) => channel.channelList(db, access, query));
  registerCall(app, calls.paymentChannelConfig, ({ access, query }) => channel.channel(db, access, query.code));
  registerCall(app, calls.settleChannelList, ({ access }) => channel.settleList(db, access));
  registerCall(app, calls.settleChannelGet, ({ access, query }) => channel.settle(db, access, query.bank));
}
