import { Type } from '@sinclair/typebox';
import { defineCall } from '../../call.js';
import { TodoReply } from '../todo.js';

export const parkingTodoStatistics = defineCall({
  method: 'GET',
  path: 'parking/parking/todo/statistics',
  summary: '待办事项：停车（待审核的异常放行）',
  auth: 'token',
  permission: { anyOf: ['parking:parking:release:list'] },
  query: Type.Object({
    business: Type.Optional(Type.Literal('parking:parking:todo:statistics', { title: '业务' })),
    dimension: Type.Optional(Type.Literal('parking:parking:release:statistics', { title: '维度' })),
  }),
  reply: TodoReply,
});
