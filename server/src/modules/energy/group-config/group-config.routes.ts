import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as config from './group-config.service.js';

/** The group's 支付通道配置 (`energy/station/channel`) and 充电配置 (`energy/station/charge`) of a member station. */
export function energyGroupConfigRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyStationChannelGet, ({ access, query }) => config.getChannel(db, access, query.station_code));
  registerCall(app, calls.energyStationChannelSet, ({ actor, body }) => config.setChannel(db, actor, body));
  registerCall(app, calls.energyStationChargeGet, ({ access, query }) => config.getCharge(db, access, query.station_code));
  registerCall(app, calls.energyStationChargeSet, ({ actor, body }) => config.setCharge(db, actor, body));
}
