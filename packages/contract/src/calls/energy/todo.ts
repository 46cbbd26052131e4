import { Type } from '@sinclair/typebox';
import { defineCall } from '../../call.js';
import { TodoReply } from '../todo.js';

export const energyTodoStatistics = defineCall({
  method: 'GET',
  path: 'energy/todo/statistics',
  summary: '待办事项：充电（未处理的告警）',
  auth: 'token',
  permission: { anyOf: ['energy:alarm:basic', 'energy:partner:alarm:basic', 'energy:group:alarm:basic'] },
  query: Type.Object({
    business: Type.Optional(Type.Literal('car:energy:cashier', { title: '业务' })),
    dimension: Type.Optional(Type.Literal('energy:todo:statistics', { title: '维度' })),
  }),
  reply: TodoReply,
});
