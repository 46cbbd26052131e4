import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 开发信息 and 错误日志 (`/development/info`, `/development/error-log`, document 1 §2 "Routes reached from the shell"): what
 * the platform's developers look at. calls.tsv names no calls for them; docs/decisions.md, "Development tools".
 */

/** Where an error was met: the console's scripts, a promise nobody caught, a page that failed to render, or the server. */
export const ClientErrorKind = { script: 'script', promise: 'promise', render: 'render', server: 'server' } as const;
export type ClientErrorKind = (typeof ClientErrorKind)[keyof typeof ClientErrorKind];
export const clientErrorKindText = (kind: string) =>
  ({ script: '脚本错误', promise: '未处理的 Promise', render: '页面渲染失败', server: '服务端异常' })[kind] ?? kind;

/** The longest message and stack kept (longer ones are cut, not refused: an error report must not fail). */
export const ERROR_MESSAGE_MAX = 500;
export const ERROR_STACK_MAX = 4000;
/** How many reports one console page sends at most, and the server takes per account a minute. */
export const ERROR_REPORTS_PER_PAGE = 10;
export const ERROR_REPORTS_PER_MINUTE = 30;
/** The error log's date range at most (days). */
export const ERROR_LOG_MAX_DAYS = 92;

export const developmentInfo = defineCall({
  method: 'GET',
  path: 'development/info',
  summary: '开发信息：服务、运行环境与数据库',
  auth: 'token',
  permission: { anyOf: ['development:info:basic'] },
  reply: Type.Object({
    server: Type.Object({
      version: Type.String({ title: '版本' }),
      node: Type.String({ title: 'Node.js' }),
      platform: Type.String({ title: '操作系统' }),
      started_at: Type.String({ title: '启动时间' }),
      uptime_seconds: Type.Integer({ title: '已运行（秒）' }),
      memory_rss: Type.Integer({ title: '内存占用（字节）' }),
      heap_used: Type.Integer({ title: '堆内存（字节）' }),
      time_zone: Type.String({ title: '时区' }),
    }),
    database: Type.Object({
      kind: Type.String({ title: '数据库' }),
      version: Type.String({ title: '数据库版本' }),
      migrations: Type.Integer({ title: '已执行迁移数' }),
      latest_migration: Type.String({ title: '最新迁移' }),
      latest_migration_time: Type.String({ title: '最新迁移时间' }),
    }),
    api: Type.Object({
      calls: Type.Integer({ title: '接口数' }),
      log_level: Type.String({ title: '日志级别' }),
    }),
    errors: Type.Object({
      today: Type.Integer({ title: '今日错误' }),
      last_7_days: Type.Integer({ title: '近 7 天错误' }),
    }),
  }),
});

export const developmentErrorReport = defineCall({
  method: 'POST',
  path: 'development/error',
  summary: '上报前端错误',
  auth: 'token',
  body: Type.Object({
    kind: Type.Union([Type.Literal('script'), Type.Literal('promise'), Type.Literal('render')], { title: '错误类型' }),
    message: Text('错误信息', 2000, 1),
    stack: Type.Optional(Text('调用栈', 20000)),
    page: Text('页面地址', 500, 1),
    release: Type.Optional(Text('前端版本', 60)),
  }),
  reply: Type.Null(),
});

export const ClientError = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ title: '错误类型' }),
  message: Type.String({ title: '错误信息' }),
  stack: Type.String({ title: '调用栈' }),
  page: Type.String({ title: '页面或接口' }),
  seqno: Type.String({ title: '请求序列号' }),
  release: Type.String({ title: '版本' }),
  user_agent: Type.String({ title: '浏览器' }),
  ip: Type.String({ title: 'IP 地址' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户' }),
  manager_name: Type.String({ title: '账号' }),
  create_time: Type.String({ title: '时间' }),
});

export const developmentErrorList = defineCall({
  method: 'GET',
  path: 'development/error/list',
  summary: '错误日志',
  auth: 'token',
  permission: { anyOf: ['development:error:list'] },
  query: Type.Object({
    ...pageQuery(20),
    kind: Type.Optional(Type.Union([Type.Literal('script'), Type.Literal('promise'), Type.Literal('render'), Type.Literal('server')], { title: '错误类型' })),
    keywords: Type.Optional(Text('错误信息或页面', 100)),
    seqno: Type.Optional(Text('请求序列号', 64)),
    manager_name: Type.Optional(Text('账号', 50)),
    merchant: Type.Optional(Id('商户号')),
    start_date: Type.Optional(Type.String({ format: 'date', title: '开始日期' })),
    end_date: Type.Optional(Type.String({ format: 'date', title: '结束日期' })),
  }),
  reply: ListOf(ClientError),
});
