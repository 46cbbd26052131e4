import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as members from './member.service.js';

export function parkingMemberRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.parkingMemberList, ({ access, query }) => members.list(db, access, query));
  registerCall(app, calls.parkingMemberStatus, ({ actor, body }) => members.setStatus(db, actor, body));
  registerCall(app, calls.parkingMemberSettingGet, ({ access }) => members.setting(db, access));
  registerCall(app, calls.parkingMemberSettingSet, ({ actor, body }) => members.saveSetting(db, actor, body));
}
