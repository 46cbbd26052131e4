import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as reports from '../../report/report/report.service.js';
import * as stations from './station.service.js';

export function energyStationRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyStationList, ({ access, query }) => stations.list(db, access, query));
  registerCall(app, calls.energyStationGet, ({ access, query }) => stations.get(db, access, query.station_code));
  registerCall(app, calls.energyStationCreate, ({ actor, body }) => stations.create(db, actor, body));
  registerCall(app, calls.energyStationUpdate, ({ actor, body }) => stations.update(db, actor, body));
  registerCall(app, calls.energyStationDelete, ({ actor, query }) => stations.remove(db, actor, query.station_code));
  registerCall(app, calls.energyStationBrief, ({ access, query }) => stations.brief(db, access, query));
  // The list as a file: the same job as `report/report` with report_id `energy:station`.
  registerCall(app, calls.energyStationExport, ({ access, query: { format, ...params } }) =>
    reports.create(db, access, () => app.jobWorker.wake(), { report_id: 'energy:station', format, params }),
  );
}
