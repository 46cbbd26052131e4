import { stat } from 'node:fs/promises';
import type { Tx } from '../../../db/client.js';
import { inside } from '../../job/job.files.js';
import * as jobs from '../../job/job.repository.js';
import type { JobRecord } from '../../job/job.repository.js';
import { JobFailure, type JobContext, type JobHandler } from '../../job/job.worker.js';
import { readRows, type Charset, type SheetFormat, type SheetRow } from './batch.readers.js';
import { importTemplates, type ImportRow, type ImportTemplate } from './batch.templates.js';

/** How the header row maps the template's columns to cell positions. */
export interface HeaderMap {
  header: SheetRow;
  positions: Map<string, number>;
}

const normalise = (title: string) => title.replace(/\s+/g, '').replace(/^\*|\*$/g, '');

/** Finds the template's columns in a header row; answers the Chinese problem when a required one is missing. */
export function mapHeader(template: ImportTemplate, header: SheetRow): HeaderMap | string {
  const titles = header.cells.map(normalise);
  const positions = new Map<string, number>();
  for (const column of template.columns) {
    const at = titles.findIndex((t) => t === normalise(column.title) || t === column.key);
    if (at >= 0) positions.set(column.key, at);
  }
  const missing = template.columns.filter((c) => c.required && !positions.has(c.key)).map((c) => `「${c.title}」`);
  if (missing.length > 0) return `文件表头缺少${missing.join('、')}列，请下载导入模板，按模板的表头填写后重新导入`;
  return { header, positions };
}

/** A row's values by column key and the reasons it fails the column rules ('' when it passes). */
export function checkRow(template: ImportTemplate, map: HeaderMap, row: SheetRow) {
  const values: Record<string, string> = {};
  const content: Record<string, string> = {};
  const problems: string[] = [];
  for (const column of template.columns) {
    const at = map.positions.get(column.key);
    const value = at === undefined ? '' : (row.cells[at] ?? '');
    values[column.key] = value;
    content[column.title] = value;
    if (value === '') {
      if (column.required) problems.push(`「${column.title}」不能为空`);
      continue;
    }
    if (column.maxLength !== undefined && [...value].length > column.maxLength) problems.push(`「${column.title}」不能超过 ${column.maxLength} 个字符`);
    else if (column.pattern && !column.pattern.test(value)) problems.push(`「${column.title}」${column.patternMessage ?? '格式不正确'}`);
  }
  return { values, content, reason: problems.join('；') };
}

const fileOf = (context: JobContext) => inside(context.options.dataDir, context.job.file_path);
const formatOf = (job: JobRecord) => job.format as SheetFormat;
const charsetOf = (job: JobRecord) => job.charset as Charset;

/**
 * Runs an import: counts the data rows once (for the progress), then applies the rows after the committed
 * cursor in chunks. Each chunk — the template's effects, the rejected rows with their reasons, the counters
 * and the cursor (the last row number) — commits in one transaction behind the job's lease check, so a
 * worker that dies mid-way leaves whole chunks behind and the next one continues after the last of them.
 */
export const runImport: JobHandler = async (context) => {
  const template = importTemplates.get(context.job.template);
  if (!template) throw new JobFailure('导入模板已下线，无法继续导入');
  const file = fileOf(context);
  // With several instances DATA_DIR must be shared; a file this instance cannot see will not appear by retrying.
  if (!(await stat(file).catch(() => undefined))?.isFile()) throw new JobFailure('导入文件已丢失，请重新上传后导入');
  const format = formatOf(context.job);
  const charset = charsetOf(context.job);
  let map: HeaderMap | undefined;

  if (context.job.total === null) {
    let total = 0;
    for await (const row of readRows(file, format, charset)) {
      if (map) total++;
      else map = header(template, row);
      if (total % 5000 === 0) context.checkpoint();
    }
    await context.chunk(async () => ({ total, cursor: context.job.cursor ?? (map ? map.header.row_no : 0) }));
    map = undefined;
  }

  const chunkRows = context.options.importChunkRows;
  let pending: SheetRow[] = [];
  for await (const row of readRows(file, format, charset)) {
    if (!map) {
      map = header(template, row);
      continue;
    }
    if (row.row_no <= cursorOf(context.job)) continue;
    pending.push(row);
    if (pending.length >= chunkRows) {
      await applyChunk(context, template, map, pending, false);
      pending = [];
    }
  }
  await applyChunk(context, template, map, pending, true);
};

function header(template: ImportTemplate, row: SheetRow) {
  const map = mapHeader(template, row);
  if (typeof map === 'string') throw new JobFailure(map);
  return map;
}

const cursorOf = (job: JobRecord) => (typeof job.cursor === 'number' ? job.cursor : 0);

async function applyChunk(context: JobContext, template: ImportTemplate, map: HeaderMap | undefined, rows: SheetRow[], last: boolean) {
  await context.chunk(async (tx: Tx, job) => {
    const after = cursorOf(job);
    const fresh = rows.filter((row) => row.row_no > after);
    const upTo = fresh.length > 0 ? fresh[fresh.length - 1]!.row_no : after;
    const cancelled = fresh.length > 0 ? await jobs.abortedRows(tx, job.id, after, upTo) : new Set<number>();
    const valid: ImportRow[] = [];
    const contents = new Map<number, Record<string, string>>();
    const rejected: { row_no: number; reason: string }[] = [];
    for (const row of fresh) {
      if (cancelled.has(row.row_no)) continue;
      const checked = checkRow(template, map!, row);
      contents.set(row.row_no, checked.content);
      if (checked.reason) rejected.push({ row_no: row.row_no, reason: checked.reason });
      else valid.push({ row_no: row.row_no, values: checked.values });
    }
    const params = Object.fromEntries(Object.entries(job.params).map(([k, v]) => [k, String(v)]));
    const scope = job.scope === 'all' ? 'all' : job.scope;
    const refused = valid.length > 0 ? await template.apply(tx, valid, { merchant: job.merchant, manager: job.manager, scope, params }) : new Map<number, string>();
    for (const [row_no, reason] of refused) rejected.push({ row_no, reason });
    await jobs.recordRows(
      tx,
      rejected.map((r) => ({ job: job.id, merchant: job.merchant, row_no: r.row_no, status: 'rejected' as const, reason: r.reason, content: contents.get(r.row_no) ?? {} })),
    );
    const processed = job.processed + fresh.length;
    return {
      cursor: upTo,
      processed,
      applied: job.applied + valid.length - refused.size,
      rejected: job.rejected + rejected.length,
      skipped: job.skipped + cancelled.size,
      ...(last ? { status: 'succeeded' as const, total: processed } : {}),
    };
  });
}
