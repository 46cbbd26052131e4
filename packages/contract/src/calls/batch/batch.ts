import { Type } from '@sinclair/typebox';
import { defineCall, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { JobStatusSchema } from '../report/report.js';
import { TemplateUuid } from './rt.js';

export const BatchNo = (title = '批次号') => Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$', title });

/** Creates an import task from an uploaded file; the console then says 创建导入任务成功. */
export const batchCreate = defineCall({
  method: 'POST',
  path: 'batch/batch',
  summary: '创建导入任务',
  auth: 'token',
  body: Type.Object({
    rt_uuid: TemplateUuid(),
    file_url: Type.String({ minLength: 1, maxLength: 1000, title: '导入文件' }),
    params: Type.Optional(
      Type.Array(
        Type.Object({
          key: Type.String({ minLength: 1, maxLength: 64, title: '参数名' }),
          value: Type.String({ maxLength: 500, title: '参数值' }),
        }),
        { maxItems: 50, title: '模板参数' },
      ),
    ),
    // Last, so that a wrong file or parameter is named before a missing charset.
    charset: Type.Union([Type.Literal('UTF-8'), Type.Literal('GBK')], { title: '文件编码' }),
  }),
  reply: Type.Object({ batch_no: Type.String({ title: '批次号' }) }),
});

export const BatchRow = Type.Object({
  batch_no: Type.String({ title: '批次号' }),
  rt_uuid: Type.String({ title: '模板编号' }),
  name: Type.String({ title: '模板名称' }),
  status: JobStatusSchema,
  status_name: Type.String({ title: '状态名称' }),
  abort_requested: Type.Boolean({ title: '已请求终止' }),
  file_name: Type.String({ title: '文件名' }),
  charset: Type.String({ title: '文件编码' }),
  total: Type.Integer({ title: '总行数', description: '文件读完前为 0' }),
  processed: Type.Integer({ title: '已处理行数' }),
  applied: Type.Integer({ title: '成功行数' }),
  rejected: Type.Integer({ title: '失败行数' }),
  skipped: Type.Integer({ title: '已取消行数' }),
  progress: Type.Integer({ minimum: 0, maximum: 100, title: '进度（%）' }),
  error: Type.String({ title: '失败原因' }),
  create_time: Type.String({ title: '创建时间' }),
  start_time: Type.String({ title: '开始时间' }),
  finish_time: Type.String({ title: '完成时间' }),
});

/** One import task's progress (the report centre's batch detail, `/account/report/batch/detail?batch_no=`). */
export const batchGet = defineCall({
  method: 'GET',
  path: 'batch/batch',
  summary: '导入任务详情与进度',
  auth: 'token',
  query: Type.Object({ batch_no: BatchNo() }),
  reply: Type.Intersect([BatchRow, Type.Object({ params: Type.Array(Type.Object({ key: Type.String(), value: Type.String() })) })]),
});

export const batchList = defineCall({
  method: 'GET',
  path: 'batch/batch/list',
  summary: '我的导入任务',
  auth: 'token',
  query: Type.Object({
    ...pageQuery(),
    status: Type.Optional(JobStatusSchema),
    rt_uuid: Type.Optional(Text('模板编号', 64)),
  }),
  reply: ListOf(BatchRow),
});

/** Deletes a finished (or still queued) import task with its row records. */
export const batchDelete = defineCall({
  method: 'DELETE',
  path: 'batch/batch',
  summary: '删除导入任务',
  auth: 'token',
  query: Type.Object({ batch_no: BatchNo() }),
  reply: Type.Object({ deleted: Type.Integer() }),
});

/** Stops an import: a queued one at once, a running one after the chunk in hand. */
export const batchAbort = defineCall({
  method: 'PUT',
  path: 'batch/batch/abort',
  summary: '终止导入任务',
  auth: 'token',
  body: Type.Object({ batch_no: BatchNo() }),
  reply: Type.Object({ batch_no: Type.String(), status: JobStatusSchema }),
});
