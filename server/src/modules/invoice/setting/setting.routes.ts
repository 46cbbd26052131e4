import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as setting from './setting.service.js';

export function invoiceSettingRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.invoiceSettingGet, ({ access }) => setting.get(db, access));
  registerCall(app, calls.invoiceSettingUpdate, ({ actor, body }) => setting.update(db, actor, body));
}
