import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { DISABLED, ENABLED } from '../../../db/schema/index.js';
import { registerCall } from '../../../plugins/route.js';
import type { MapService } from '../../map/map.service.js';
import type { OauthService } from '../manager/oauth.service.js';
import { dataVersion } from '../../region/region.service.js';
import * as metadata from './app-metadata.service.js';
import * as runtime from './app-runtime.service.js';
import * as apps from './app.service.js';

export function appRoutes(app: FastifyInstance, maps: MapService, oauth: OauthService) {
  // The map settings, the region data version and whether third-party sign-in is on (with the provider's name)
  // travel with the summary: the console reads them before login.
  const signIn = oauth.summary();
  registerCall(app, calls.appSummary, async ({ query }) => ({
    ...(await apps.summary(app.db, query.domain, query.profile)),
    map: maps.settings(),
    region_version: dataVersion(),
    ...(signIn ? { oauth: signIn } : {}),
  }));

  // App runtime (the operator's): the caller's own domain is the request's host, which its console is served from.
  registerCall(app, calls.appRuntimeList, ({ query }) => runtime.list(app.db, query));
  registerCall(app, calls.appRuntimeGet, ({ access, query }) => runtime.get(app.db, access, query.id));
  registerCall(app, calls.appRuntimeCreate, ({ actor, body }) => runtime.create(app.db, actor, body));
  registerCall(app, calls.appRuntimeUpdate, ({ actor, body }) => runtime.update(app.db, actor, body));
  registerCall(app, calls.appRuntimeDelete, ({ actor, query, request }) => runtime.remove(app.db, actor, query.id, request.hostname));
  registerCall(app, calls.appRuntimeEnable, ({ actor, body, request }) => runtime.setStatus(app.db, actor, body.id, ENABLED, request.hostname));
  registerCall(app, calls.appRuntimeDisable, ({ actor, body, request }) => runtime.setStatus(app.db, actor, body.id, DISABLED, request.hostname));

  registerCall(app, calls.appMetadataList, ({ query }) => metadata.list(app.db, query));
  registerCall(app, calls.appMetadataCreate, ({ actor, body }) => metadata.create(app.db, actor, body));
  registerCall(app, calls.appMetadataUpdate, ({ actor, body }) => metadata.update(app.db, actor, body));
  registerCall(app, calls.appMetadataDelete, ({ actor, query }) => metadata.remove(app.db, actor, query.app, query.key));
  registerCall(app, calls.appMetadataEnable, ({ actor, body }) => metadata.setStatus(app.db, actor, body.app, body.key, ENABLED));
  registerCall(app, calls.appMetadataDisable, ({ actor, body }) => metadata.setStatus(app.db, actor, body.app, body.key, DISABLED));
}
