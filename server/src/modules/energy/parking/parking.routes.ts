import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as parking from './parking.service.js';
import * as spaces from './space.service.js';

export function energyParkingRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyParkingRecordList, ({ access, query }) => parking.listRecords(db, access, query));
  registerCall(app, calls.energyParkingRecordGet, ({ access, query }) => parking.getRecord(db, access, query.record_no));
  registerCall(app, calls.energyParkingPaymentList, ({ access, query }) => parking.listPayments(db, access, query));
  registerCall(app, calls.energyParkingPaymentGet, ({ access, query }) => parking.getPayment(db, access, query.pay_no));
  registerCall(app, calls.energyParkingPaymentRevoke, ({ actor, idempotency, body }) => parking.revokePayment(db, actor, idempotency, body));
  registerCall(app, calls.energyParkingSettingGet, ({ access, query }) => spaces.getSetting(db, access, query.station_code));
  registerCall(app, calls.energyParkingSettingSet, ({ actor, body }) => spaces.setSetting(db, actor, body));
  registerCall(app, calls.energyParkSpaceList, ({ access, query }) => spaces.listSpaces(db, access, query));
  registerCall(app, calls.energyParkSpaceCreate, ({ actor, body }) => spaces.createSpace(db, actor, body));
  registerCall(app, calls.energyParkSpaceUpdate, ({ actor, body }) => spaces.updateSpace(db, actor, body));
  registerCall(app, calls.energyParkSpaceDelete, ({ actor, query }) => spaces.removeSpace(db, actor, query.space_id));
}
