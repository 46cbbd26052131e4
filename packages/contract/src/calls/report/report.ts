import { Type } from '@sinclair/typebox';
import { defineCall, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/** The lifecycle of an export or import job (docs/decisions.md, "Jobs, export and import"). */
export const jobStatuses = ['queued', 'running', 'succeeded', 'failed', 'aborted'] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const jobStatusLabels: Record<JobStatus, string> = {
  queued: '排队中',
  running: '处理中',
  succeeded: '已完成',
  failed: '失败',
  aborted: '已终止',
};
export const JobStatusSchema = Type.Union(
  jobStatuses.map((s) => Type.Literal(s)),
  { title: '状态', description: 'queued 排队中，running 处理中，succeeded 已完成，failed 失败，aborted 已终止' },
);

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** Filter values of an export: the list screen's search fields, by name. */
const ExportParams = Type.Record(
  Type.String({ maxLength: 64 }),
  Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Boolean()]),
  { maxProperties: 30, title: '筛选条件' },
);

/** An export request: queued (1001); the file appears in the report centre (`report/report/list`). */
export const reportCreate = defineCall({
  method: 'POST',
  path: 'report/report',
  summary: '导出报表（排队生成文件）',
  auth: 'token',
  permission: { anyOf: ['universal:report:basic'] },
  body: Type.Object({
    report_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_:.-]*$', title: '报表标识' }),
    format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { default: 'xlsx', title: '文件格式' })),
    params: Type.Optional(ExportParams),
  }),
  reply: Type.Object({
    id: Type.String({ title: '任务编号' }),
    name: Type.String({ title: '报表名称' }),
    status: JobStatusSchema,
  }),
});

export const ReportRow = Type.Object({
  id: Type.String({ title: '任务编号' }),
  report_id: Type.String({ title: '报表标识' }),
  name: Type.String({ title: '报表名称' }),
  format: Type.String({ title: '文件格式' }),
  status: JobStatusSchema,
  status_name: Type.String({ title: '状态名称' }),
  progress: Type.Integer({ minimum: 0, maximum: 100, title: '进度（%）' }),
  total: Type.Integer({ title: '总行数' }),
  processed: Type.Integer({ title: '已导出行数' }),
  file_name: Type.String({ title: '文件名' }),
  file_size: Type.Integer({ title: '文件大小（字节）' }),
  /** A short-lived signed link (no session token in it); '' until the file is ready. */
  link: Type.String({ title: '下载地址' }),
  link_expire_time: Type.String({ title: '下载地址失效时间' }),
  error: Type.String({ title: '失败原因' }),
  create_time: Type.String({ title: '创建时间' }),
  finish_time: Type.String({ title: '完成时间' }),
});

/** The report centre: the caller's exports, newest first. */
export const reportList = defineCall({
  method: 'GET',
  path: 'report/report/list',
  summary: '报表中心：我的导出任务',
  auth: 'token',
  permission: { anyOf: ['universal:report:basic'] },
  query: Type.Object({
    ...pageQuery(),
    status: Type.Optional(JobStatusSchema),
    report_id: Type.Optional(Text('报表标识', 64)),
  }),
  reply: ListOf(ReportRow),
});
