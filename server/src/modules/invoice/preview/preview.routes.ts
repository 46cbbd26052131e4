import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as preview from './preview.service.js';

export function invoicePreviewRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.invoiceStatusPreview, ({ access, query }) => preview.status(db, access, query));
  registerCall(app, calls.invoiceObtainPreview, ({ access, body }) => preview.obtain(db, access, body));
}
