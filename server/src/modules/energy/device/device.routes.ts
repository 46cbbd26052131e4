import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as reports from '../../report/report/report.service.js';
import * as devices from './device.service.js';

export function energyDeviceRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyDeviceList, ({ access, query }) => devices.list(db, access, query));
  registerCall(app, calls.energyDeviceGet, ({ access, query }) => devices.get(db, access, query.device_code));
  registerCall(app, calls.energyDeviceCreate, ({ actor, body }) => devices.create(db, actor, body));
  registerCall(app, calls.energyDeviceUpdate, ({ actor, body }) => devices.update(db, actor, body));
  registerCall(app, calls.energyDeviceStatus, ({ actor, body }) => devices.setStatus(db, actor, body));
  registerCall(app, calls.energyDeviceDelete, ({ actor, query }) => devices.remove(db, actor, query.device_code));
  registerCall(app, calls.energyDeviceBrief, ({ access, query }) => devices.brief(db, access, query));
  registerCall(app, calls.energyDeviceExport, ({ access, query: { format, ...params } }) =>
    reports.create(db, access, () => app.jobWorker.wake(), { report_id: 'energy:device', format, params }),
  );
}
