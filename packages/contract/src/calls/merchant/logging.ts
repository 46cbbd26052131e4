import { Type } from '@sinclair/typebox';
import { defineCall, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  manager_name: Type.String({ title: '操作人' }),
  action: Type.String({ title: '操作' }),
  call: Type.String({ title: '接口' }),
  target_type: Type.String({ title: '对象类型' }),
  target_id: Type.String({ title: '对象编号' }),
  target_name: Type.String({ title: '对象名称' }),
  before: Type.Unknown({ title: '修改前' }),
  after: Type.Unknown({ title: '修改后' }),
  seqno: Type.String({ title: '请求序列号' }),
  ip: Type.String({ title: 'IP 地址' }),
  create_time: Type.String({ title: '操作时间' }),
});

/** 操作日志 (`/account/logging/list`): every change made through a call in the caller's merchants, newest first. */
export const loggingList = defineCall({
  method: 'GET',
  path: 'merchant/logging/list',
  summary: '操作日志',
  auth: 'token',
  permission: { anyOf: ['universal:logging:list'] },
  query: Type.Object({
    ...pageQuery(20),
    manager_name: Type.Optional(Text('操作人', 50)),
    keywords: Type.Optional(Text('操作或对象', 50)),
    target_type: Type.Optional(Text('对象类型', 50)),
    start_date: Type.Optional(Type.String({ format: 'date', title: '开始日期' })),
    end_date: Type.Optional(Type.String({ format: 'date', title: '结束日期' })),
  }),
  reply: ListOf(AuditEntry),
});

/** A record's timeline (document 1 §3: event_time, operator.name, content), newest first. */
export const loggingTimeline = defineCall({
  method: 'GET',
  path: 'merchant/logging/timeline',
  summary: '记录的操作时间线',
  auth: 'token',
  query: Type.Object({
    page_index: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1, title: '页码' })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20, title: '每页条数' })),
    target_type: Text('对象类型', 50, 1),
    target_id: Text('对象编号', 64, 1),
  }),
  reply: ListOf(
    Type.Object({
      id: Type.Integer(),
      event_time: Type.String({ title: '时间' }),
      operator: Type.Object({ name: Type.String({ title: '操作人' }) }),
      content: Type.String({ title: '内容' }),
    }),
  ),
});
