import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { batchTaskStatusLabels, Code, IMPORT_MAX_BYTES, importExtensions, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { assertAllowed, type Access } from '../../../plugins/access.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { ensureParent, inside, jobFiles, removeQuietly, type ReadUploaded } from '../../job/job.files.js';
import * as repository from '../../job/job.repository.js';
import type { JobRecord } from '../../job/job.repository.js';
import * as jobs from '../../job/job.service.js';
import { JobFailure } from '../../job/job.worker.js';
import { mapHeader } from './batch.import.js';
import { charsetMismatch, readRows, sniff, type Charset } from './batch.readers.js';
import { importTemplates, type ImportParam, type ImportTemplate } from './batch.templates.js';

export interface BatchDeps {
  db: Database;
  dataDir: string;
  wake: jobs.Wake;
  readUploaded: ReadUploaded;
}

/** A template the caller may use; an unknown one is "not found", a forbidden one 1403/1405. */
export function templateFor(access: Access, uuid: string): ImportTemplate {
  const template = importTemplates.get(uuid);
  if (!template) throw notFound('导入模板');
  assertAllowed(template, access);
  return template;
}

export const templateUrl = (template: ImportTemplate) => `/api/batch/rt/template/${encodeURIComponent(template.uuid)}.xlsx`;

export function summary(access: Access, uuid: string) {
  const template = templateFor(access, uuid);
  return {
    uuid: template.uuid,
    name: template.name,
    template_url: templateUrl(template),
    charset: template.charset,
    params: template.params.map((p) => ({ key: p.key, name: p.name, type: p.type, regex: p.regex ?? '', value: p.value ?? '', description: p.description ?? '' })),
    columns: template.columns.map((c) => ({ title: c.title, required: !!c.required, description: c.description })),
    max_size: IMPORT_MAX_BYTES,
    extensions: [...importExtensions],
  };
}

function selectParam(template: ImportTemplate, key: string): ImportParam & { options: NonNullable<ImportParam['options']> } {
  const param = template.params.find((p) => p.key === key);
  if (!param) throw badParameter(`模板参数不存在：${key}`);
  if (param.type !== 1 || !param.options) throw badParameter(`模板参数 ${param.name} 不是下拉选择`);
  return param as ImportParam & { options: NonNullable<ImportParam['options']> };
}

export async function paramValues(db: Database, access: Access, query: CallQuery<typeof calls.batchTemplateParamValue>) {
  const param = selectParam(templateFor(access, query.uuid), query.key);
  return { row: await param.options(db, access.scope, query.keywords) };
}

/** The template's parameters from the request, checked as the import dialog checks them (document 1 §5). */
async function resolveParams(db: Database, access: Access, template: ImportTemplate, given: { key: string; value: string }[]) {
  const byKey = new Map(given.map((p) => [p.key, p.value.trim()]));
  const unknown = [...byKey.keys()].find((key) => !template.params.some((p) => p.key === key));
  if (unknown) throw badParameter(`未知的模板参数：${unknown}`);
  const out: Record<string, string> = {};
  for (const param of template.params) {
    // A hidden parameter with a value in the template keeps that value whatever is sent.
    const value = param.type === 2 && param.value ? param.value : (byKey.get(param.key) ?? '');
    if (value === '') throw badParameter(param.type === 1 ? `请选择${param.name}` : `请输入${param.name}`);
    if (param.regex && !new RegExp(param.regex).test(value)) throw badParameter(`请输入正确的${param.name}`);
    if (param.type === 1 && param.options) {
      const options = await param.options(db, access.scope, undefined);
      if (!options.some((o) => o.value === value)) throw badParameter(`请选择${param.name}`, `${param.name}的取值不在可选范围内`);
    }
    out[param.key] = value;
  }
  return out;
}

/** Copies the upload into the job's own file, refusing more than the size limit whatever the size said. */
async function copyLimited(source: NodeJS.ReadableStream, target: string) {
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > IMPORT_MAX_BYTES) done(badParameter('文件大小超出限制，导入文件最大 5 MB'));
      else done(null, chunk);
    },
  });
  await ensureParent(target);
  await pipeline(source, limit, createWriteStream(target));
}

/** The file must have the template's header and at least one row under it. */
async function checkContent(template: ImportTemplate, file: string, format: 'csv' | 'xlsx', charset: Charset) {
  if (format === 'csv') {
    const mismatch = await charsetMismatch(file, charset);
    if (mismatch) throw badParameter(mismatch);
  }
  let header;
  try {
    for await (const row of readRows(file, format, charset)) {
      if (!header) {
        const map = mapHeader(template, row);
        if (typeof map === 'string') throw badParameter(map);
        header = map;
        continue;
      }
      return;
    }
  } catch (error) {
    if (error instanceof JobFailure) throw badParameter(error.message);
    throw error;
  }
  throw badParameter('文件中没有需要导入的数据行', '请在表头下方填写数据后重新导入');
}

/** Creates an import task from an uploaded file (the console then says 创建导入任务成功). */
export async function create(deps: BatchDeps, access: Access, body: CallBody<typeof calls.batchCreate>) {
  const { db, dataDir } = deps;
  const template = templateFor(access, body.rt_uuid);
  const params = await resolveParams(db, access, template, body.params ?? []);
  const upload = await deps.readUploaded(body.file_url);
  if (!upload) throw badParameter('导入文件不存在，请重新上传', '请上传需要批量导入的文件');
  if (upload.size > IMPORT_MAX_BYTES) {
    upload.body.destroy();
    throw badParameter('文件大小超出限制，导入文件最大 5 MB');
  }
  let reserved;
  try {
    reserved = await jobs.reserve(db, access, 'import');
  } catch (error) {
    upload.body.destroy();
    throw error;
  }
  const { id, no } = reserved;
  const staging = inside(dataDir, jobFiles.importCopy(access.merchant.id, no, 'upload'));
  let kept: string | undefined;
  try {
    await copyLimited(upload.body, staging);
    const format = await sniff(staging);
    if (format === 'xls') throw badParameter('暂不支持 Excel 97-2003（.xls）文件', '请在 Excel 中另存为 .xlsx 或 CSV（逗号分隔）后重新导入');
    if (format === 'unknown') throw badParameter('文件类型不支持，请上传 CSV 或 Excel（.xlsx）文件');
    const filePath = jobFiles.importCopy(access.merchant.id, no, format);
    kept = inside(dataDir, filePath);
    await rename(staging, kept);
    await checkContent(template, kept, format, body.charset);
    await jobs.enqueue(db, access, deps.wake, {
      id,
      no,
      kind: 'import',
      template: template.uuid,
      name: template.name,
      params,
      format,
      charset: body.charset,
      source: body.file_url,
      file_path: filePath,
      file_name: upload.name,
    });
    kept = undefined;
  } finally {
    await removeQuietly(staging);
    if (kept) await removeQuietly(kept);
  }
  return { batch_no: no };
}

const view = (job: JobRecord) => ({
  batch_no: job.no,
  rt_uuid: job.template,
  name: job.name,
  ...jobs.jobView(job),
  abort_requested: job.abort_requested,
  file_name: job.file_name,
  charset: job.charset,
  applied: job.applied,
  rejected: job.rejected,
  skipped: job.skipped,
});

const own = (db: Database, access: Access, no: string) => jobs.own(db, access, 'import', no, '导入任务');

export async function get(db: Database, access: Access, no: string) {
  const job = await own(db, access, no);
  return { ...view(job), params: Object.entries(job.params).map(([key, value]) => ({ key, value: String(value) })) };
}

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.batchList>) {
  const page = pageOf(query);
  const filter = { ...jobs.ownerOf(access), kind: 'import' as const, status: query.status, template: query.rt_uuid };
  const [rows, total] = await db.tenant(access.scope, async (tx) => [
    await repository.page(tx, access.scope, filter, page.size, page.offset),
    await repository.total(tx, access.scope, filter),
  ] as const);
  return listPayload(rows.map(view), total, page);
}

/** Removes a task that is queued or finished, with its rows and its copy of the file. */
export async function remove(deps: BatchDeps, access: Access, no: string) {
  const job = await own(deps.db, access, no);
  const deleted = await deps.db.tenant(access.scope, (tx) => repository.remove(tx, job.id));
  if (deleted === 0) throw new AppError(Code.ILLEGAL_TRANSITION, '导入任务正在执行，请先终止任务再删除');
  if (job.file_path) await removeQuietly(inside(deps.dataDir, job.file_path));
  return { deleted };
}

export async function abort(db: Database, access: Access, no: string) {
  const job = await own(db, access, no);
  const updated = await db.tenant(access.scope, (tx) => repository.requestAbort(tx, job.id));
  if (!updated) throw new AppError(Code.ILLEGAL_TRANSITION, '导入任务已结束，无法终止');
  return { batch_no: updated.no, status: updated.status };
}

export async function taskList(db: Database, access: Access, query: CallQuery<typeof calls.batchTaskList>) {
  const job = await own(db, access, query.batch_no);
  const page = pageOf(query);
  const [rows, total] = await db.tenant(access.scope, async (tx) => [
    await repository.rowPage(tx, job.id, query.status, page.size, page.offset),
    await repository.rowTotal(tx, job.id, query.status),
  ] as const);
  return listPayload(
    rows.map((r) => ({ row_no: r.row_no, status: r.status, status_name: batchTaskStatusLabels[r.status], reason: r.reason, content: r.content, create_time: iso(r.create_time) })),
    total,
    page,
  );
}

/**
 * Cancels rows the worker has not reached. The job row is locked first, as every chunk locks it, so a row is
 * either already processed (left alone) or certain to be seen as cancelled by the chunk that reaches it.
 */
export async function taskAbort(db: Database, access: Access, body: CallBody<typeof calls.batchTaskAbort>) {
  const job = await own(db, access, body.batch_no);
  const aborted = await db.tenant(access.scope, async (tx) => {
    const locked = await repository.lock(tx, job.id);
    if (!locked || (locked.status !== 'queued' && locked.status !== 'running')) {
      throw new AppError(Code.ILLEGAL_TRANSITION, '导入任务已结束，无法取消其中的行');
    }
    const after = typeof locked.cursor === 'number' ? locked.cursor : 0;
    const rows = [...new Set(body.row_nos)].filter((n) => n > after);
    return repository.recordRows(tx, rows.map((row_no) => ({ job: job.id, merchant: job.merchant, row_no, status: 'aborted' as const, reason: '已由用户取消' })));
  });
  return { aborted };
}

export async function taskStatistics(db: Database, access: Access, no: string) {
  const job = await own(db, access, no);
  const total = job.total ?? 0;
  return {
    batch_no: job.no,
    status: job.status,
    total,
    processed: job.processed,
    pending: job.status === 'queued' || job.status === 'running' ? Math.max(0, total - job.processed) : 0,
    applied: job.applied,
    rejected: job.rejected,
    skipped: job.skipped,
    progress: jobs.progressOf(job),
  };
}
