import { createHmac, timingSafeEqual } from 'node:crypto';
import { Code, formatDateTime, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { assertAllowed, type Access } from '../../../plugins/access.js';
import { describeValidationError, makeAjv } from '../../../plugins/validation.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as repository from '../../job/job.repository.js';
import type { JobRecord } from '../../job/job.repository.js';
import * as jobs from '../../job/job.service.js';
import { reportKinds, type ReportKind } from './report.kinds.js';

/** How long a download link of the report centre works. */
export const LINK_TTL_SECONDS = 900;

// Filters come from list screens, where values travel as text: coerce them like query strings.
// Filters arrive as JSON values but may be text from a query string: coerced like a query.
const ajv = makeAjv(true);
const paramCheckers = new Map<string, ReturnType<typeof ajv.compile>>();

function checkParams(kind: ReportKind, params: Record<string, unknown>) {
  let check = paramCheckers.get(kind.id);
  if (!check) paramCheckers.set(kind.id, (check = ajv.compile(kind.params)));
  const copy = structuredClone(params);
  if (!check(copy)) throw badParameter(describeValidationError(check.errors![0]!, 'params'), '请检查筛选条件后重新导出');
  return copy;
}

const stamp = (now: Date) => formatDateTime(now).replace(/[-: ]/g, '');

/** Queues an export of one report kind with the list screen's filters (1001 = queued). */
export async function create(db: Database, access: Access, wake: jobs.Wake, body: CallBody<typeof calls.reportCreate>) {
  const kind = reportKinds.get(body.report_id);
  if (!kind) throw notFound('报表');
  assertAllowed(kind, access);
  const params = checkParams(kind, body.params ?? {});
  const format = body.format ?? 'xlsx';
  const { id, no } = await jobs.reserve(db, access, 'export');
  const job = await jobs.enqueue(db, access, wake, {
    id,
    no,
    kind: 'export',
    template: kind.id,
    name: kind.name,
    params,
    format,
    file_name: `${kind.name}_${stamp(new Date())}.${format}`,
  });
  return { id: job.no, name: job.name, status: job.status };
}

/** The signature of a download link: the job's own random key over its number, merchant and expiry. */
const sign = (job: Pick<JobRecord, 'no' | 'merchant' | 'download_key'>, expires: number) =>
  createHmac('sha256', job.download_key).update(`${job.no}.${job.merchant}.${expires}`).digest('base64url');

export function downloadLink(job: JobRecord, now = Date.now()) {
  const expires = Math.floor(now / 1000) + LINK_TTL_SECONDS;
  const query = new URLSearchParams({ merchant: String(job.merchant), expires: String(expires), signature: sign(job, expires) });
  return { link: `/api/report/report/download/${job.no}?${query}`, expires };
}

const view = (job: JobRecord, now: number) => {
  const ready = job.status === 'succeeded';
  const link = ready ? downloadLink(job, now) : undefined;
  return {
    id: job.no,
    report_id: job.template,
    name: job.name,
    format: job.format,
    ...jobs.jobView(job),
    file_name: job.file_name,
    file_size: ready ? job.file_size : 0,
    link: link?.link ?? '',
    link_expire_time: link ? iso(new Date(link.expires * 1000)) : '',
  };
};

/** The report centre: the caller's exports, newest first, each finished one with a fresh signed link. */
export async function list(db: Database, access: Access, query: CallQuery<typeof calls.reportList>) {
  const page = pageOf(query);
  const filter = { ...jobs.ownerOf(access), kind: 'export' as const, status: query.status, template: query.report_id };
  const [rows, total] = await db.tenant(access.scope, async (tx) => [
    await repository.page(tx, access.scope, filter, page.size, page.offset),
    await repository.total(tx, access.scope, filter),
  ] as const);
  const now = Date.now();
  return listPayload(rows.map((job) => view(job, now)), total, page);
}

const linkRefused = () => new AppError(Code.FORBIDDEN_PERMISSION, '下载链接无效或已过期', '请回到报表中心重新点击下载');

/**
 * The finished export a signed link names: the signature (the job's own key), the expiry, and the job read
 * inside the named merchant's tenant only. A link that fails any of these is refused alike.
 */
export async function bySignedLink(db: Database, no: string, merchant: number, expires: number, signature: string) {
  if (!Number.isSafeInteger(merchant) || merchant <= 0 || !Number.isSafeInteger(expires) || expires * 1000 < Date.now()) throw linkRefused();
  const job = await db.tenant([merchant], (tx) => repository.findInMerchant(tx, merchant, no));
  if (!job || job.kind !== 'export' || !job.download_key) throw linkRefused();
  const expected = Buffer.from(sign(job, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw linkRefused();
  return ready(job);
}

/** The caller's own finished export (download with the Authorization header). */
export async function byOwner(db: Database, access: Access, no: string) {
  return ready(await jobs.own(db, access, 'export', no, '导出任务'));
}

function ready(job: JobRecord) {
  if (job.status !== 'succeeded') throw new AppError(Code.ILLEGAL_TRANSITION, '报表尚未生成完成，请稍后下载', '可在报表中心查看生成进度');
  return job;
}
