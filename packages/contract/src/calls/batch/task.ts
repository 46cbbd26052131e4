import { Type } from '@sinclair/typebox';
import { defineCall } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { JobStatusSchema } from '../report/report.js';
import { BatchNo } from './batch.js';

export const batchTaskStatuses = ['rejected', 'aborted'] as const;
export const batchTaskStatusLabels: Record<(typeof batchTaskStatuses)[number], string> = { rejected: '导入失败', aborted: '已取消' };

export const BatchTaskRow = Type.Object({
  row_no: Type.Integer({ title: '行号', description: '表格中的行号，表头为第 1 行' }),
  status: Type.Union([Type.Literal('rejected'), Type.Literal('aborted')], { title: '状态' }),
  status_name: Type.String({ title: '状态名称' }),
  reason: Type.String({ title: '原因' }),
  content: Type.Record(Type.String(), Type.String(), { title: '行内容（列名 → 值）' }),
  create_time: Type.String({ title: '记录时间' }),
});

/** The rows of an import that were not applied, with the reason, by row number. */
export const batchTaskList = defineCall({
  method: 'GET',
  path: 'batch/task/list',
  summary: '导入任务的失败与取消行',
  auth: 'token',
  query: Type.Object({
    ...pageQuery(),
    batch_no: BatchNo(),
    status: Type.Optional(Type.Union([Type.Literal('rejected'), Type.Literal('aborted')], { title: '状态' })),
  }),
  reply: ListOf(BatchTaskRow),
});

/** Cancels rows the worker has not reached yet; rows already processed are left as they are. */
export const batchTaskAbort = defineCall({
  method: 'PUT',
  path: 'batch/task/abort',
  summary: '取消导入任务中尚未处理的行',
  auth: 'token',
  body: Type.Object({
    batch_no: BatchNo(),
    row_nos: Type.Array(Type.Integer({ minimum: 2, maximum: 10_000_000 }), { minItems: 1, maxItems: 500, title: '行号' }),
  }),
  reply: Type.Object({ aborted: Type.Integer({ title: '取消的行数' }) }),
});

export const batchTaskStatistics = defineCall({
  method: 'GET',
  path: 'batch/task/statistics',
  summary: '导入任务的行统计',
  auth: 'token',
  query: Type.Object({ batch_no: BatchNo() }),
  reply: Type.Object({
    batch_no: Type.String(),
    status: JobStatusSchema,
    total: Type.Integer({ title: '总行数' }),
    processed: Type.Integer({ title: '已处理' }),
    pending: Type.Integer({ title: '待处理' }),
    applied: Type.Integer({ title: '成功' }),
    rejected: Type.Integer({ title: '失败' }),
    skipped: Type.Integer({ title: '已取消' }),
    progress: Type.Integer({ minimum: 0, maximum: 100, title: '进度（%）' }),
  }),
});
