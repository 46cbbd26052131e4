import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import type { MapService } from '../../map/map.service.js';
import { dataVersion } from '../../region/region.service.js';
import * as apps from './app.service.js';

export function appRoutes(app: FastifyInstance, maps: MapService) {
  // The map settings and the region data version travel with the summary: the console reads them before login.
  registerCall(app, calls.appSummary, async ({ query }) => ({
    ...(await apps.summary(app.db, query.domain, query.profile)),
    map: maps.settings(),
    region_version: dataVersion(),
  }));
}
