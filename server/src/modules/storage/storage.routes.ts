import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/route.js';
import type { UploadService } from '../upload/upload.service.js';
import * as storage from './storage.service.js';

export function storageRoutes(app: FastifyInstance, uploads: UploadService) {
  registerCall(app, calls.storageKvList, ({ access, query }) => storage.list(app.db, access, query));
  registerCall(app, calls.storageKvPut, ({ actor, body }) => storage.put(app.db, actor, body));
  registerCall(app, calls.storageKvDelete, ({ actor, query }) => storage.remove(app.db, actor, query.key));
  // The upload token, for clients that ask with GET: the same service, rules and reply as POST upload/token.
  registerCall(app, calls.storageOssToken, ({ access, query }) => uploads.token(access, query));
}
