import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as monitor from './monitor.service.js';

export function monitorRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.monitorContactList, ({ access, query }) => monitor.contactList(db, access, query));
  registerCall(app, calls.monitorContactGet, ({ access, query }) => monitor.contactGet(db, access, query.id));
  registerCall(app, calls.monitorContactCreate, ({ actor, body }) => monitor.contactCreate(db, actor, body));
  registerCall(app, calls.monitorContactUpdate, ({ actor, body }) => monitor.contactUpdate(db, actor, body));
  registerCall(app, calls.monitorContactDelete, ({ actor, query }) => monitor.contactDelete(db, actor, query));
  registerCall(app, calls.monitorContactEnable, ({ actor, body }) => monitor.contactEnable(db, actor, body.id));
  registerCall(app, calls.monitorContactDisable, ({ actor, body }) => monitor.contactDisable(db, actor, body.id));
  registerCall(app, calls.monitorGroupList, ({ access, query }) => monitor.groupList(db, access, query));
  registerCall(app, calls.monitorGroupGet, ({ access, query }) => monitor.groupGet(db, access, query.id));
  registerCall(app, calls.monitorGroupCreate, ({ actor, body }) => monitor.groupCreate(db, actor, body));
  registerCall(app, calls.monitorGroupUpdate, ({ actor, body }) => monitor.groupUpdate(db, actor, body));
  registerCall(app, calls.monitorGroupDelete, ({ actor, query }) => monitor.groupDelete(db, actor, query.id));
  registerCall(app, calls.monitorGroupMemberList, ({ access, query }) => monitor.memberList(db, access, query));
  registerCall(app, calls.monitorGroupMemberSet, ({ actor, body }) => monitor.memberSet(db, actor, body));
}
