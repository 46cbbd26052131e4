import { Type } from '@sinclair/typebox';
import { defineCall } from '../../call.js';
import { TodoReply } from '../todo.js';

export const paymentTodoStatistics = defineCall({
  method: 'GET',
  path: 'payment/todo/statistics',
  summary: '待办事项：支付（异常的进件申请）',
  auth: 'token',
  permission: { anyOf: ['payment:partner:channel:apply:basic'] },
  query: Type.Object({}),
  reply: TodoReply,
});
