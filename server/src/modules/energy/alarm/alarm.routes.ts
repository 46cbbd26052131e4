import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import { registerTodoCounter } from '../../todo/todo.service.js';
import * as alarms from './alarm.service.js';

export function energyAlarmRoutes(app: FastifyInstance) {
  const { db } = app;
  // The to-do drawer's 充电 count: what the console alarm page lists with process=0 over the last 30 days.
  registerTodoCounter('energy:todo:statistics', alarms.pendingAlarms);
  registerCall(app, calls.energyAlarmList, ({ access, query }) => alarms.list(db, access, query));
  registerCall(app, calls.energyAlarmGet, ({ access, query }) => alarms.get(db, access, query.id));
  registerCall(app, calls.energyAlarmProcess, ({ actor, body }) => alarms.processAlarm(db, actor, body));
}
