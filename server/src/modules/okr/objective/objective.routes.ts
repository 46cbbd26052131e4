import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as okr from './objective.service.js';

/** OKR: objectives, their key results and check-ins (calls not in calls.tsv; docs/decisions.md, "OKR"). */
export function okrRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.okrObjectiveList, ({ access, query }) => okr.list(db, access, query));
  registerCall(app, calls.okrObjectiveGet, ({ access, query }) => okr.get(db, access, query.id));
  registerCall(app, calls.okrObjectiveCreate, ({ actor, body }) => okr.create(db, actor, body));
  registerCall(app, calls.okrObjectiveUpdate, ({ actor, body }) => okr.update(db, actor, body));
  registerCall(app, calls.okrObjectiveDelete, ({ actor, query }) => okr.remove(db, actor, query.id));
  registerCall(app, calls.okrObjectiveStatus, ({ actor, body }) => okr.setStatus(db, actor, body.id, body.status));
  registerCall(app, calls.okrKeyResultGet, ({ access, query }) => okr.getKeyResult(db, access, query.id));
  registerCall(app, calls.okrKeyResultCreate, ({ actor, body }) => okr.createKeyResult(db, actor, body));
  registerCall(app, calls.okrKeyResultUpdate, ({ actor, body }) => okr.updateKeyResult(db, actor, body));
  registerCall(app, calls.okrKeyResultDelete, ({ actor, query }) => okr.removeKeyResult(db, actor, query.id));
  registerCall(app, calls.okrKeyResultProgress, ({ actor, body }) => okr.progress(db, actor, body));
  registerCall(app, calls.okrCheckinList, ({ access, query }) => okr.checkins(db, access, query));
}
