import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/route.js';
import { todoGroup } from './todo.service.js';

/** The three to-do statistics calls of the shell's to-do drawer (支付, 停车, 充电). */
export function todoRoutes(app: FastifyInstance) {
  registerCall(app, calls.parkingTodoStatistics, ({ scope }) =>
    todoGroup(app.db, scope, '停车', [{ dimension: 'parking:parking:release:statistics', name: '待审核的异常放行' }]),
  );
  registerCall(app, calls.paymentTodoStatistics, ({ scope }) =>
    todoGroup(app.db, scope, '支付', [{ dimension: 'account:abnormal:statistics', name: '异常的进件申请' }]),
  );
  registerCall(app, calls.energyTodoStatistics, ({ scope }) =>
    todoGroup(app.db, scope, '充电', [{ dimension: 'energy:todo:statistics', name: '未处理的告警', days: 30 }]),
  );
}
