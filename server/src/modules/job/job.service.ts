import { randomBytes } from 'node:crypto';
import { Code, formatDateTime, jobStatusLabels } from '@console/contract';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { Access } from '../../plugins/access.js';
import { iso } from '../../shared/time.js';
import * as repository from './job.repository.js';
import type { JobInsert, JobKind, JobRecord } from './job.repository.js';
import { announce } from './job.worker.js';

/** Unfinished jobs one manager may have of each kind. */
export const MAX_UNFINISHED_PER_MANAGER = 10;

const PREFIX: Record<JobKind, string> = { export: 'EX', import: 'IM' };

/** `EX2026051200000123`: kind, the day in UTC+8, the id. */
export const jobNumber = (kind: JobKind, id: number, now = new Date()) =>
  `${PREFIX[kind]}${formatDateTime(now).slice(0, 10).replace(/-/g, '')}${String(id).padStart(8, '0')}`;

export const ownerOf = (access: Access) => ({ merchant: access.merchant.id, manager: access.manager.id });

/** Something to call when a job was queued in this process (the local worker's wake). */
export type Wake = () => void;

/** Reserves a job's id and number before its files are written. */
export async function reserve(db: Database, access: Access, kind: JobKind) {
  return db.tenant(access.scope, async (tx) => {
    if ((await repository.unfinished(tx, access.scope, ownerOf(access), kind)) >= MAX_UNFINISHED_PER_MANAGER) {
      throw new AppError(
        Code.TOO_MANY_REQUESTS,
        `进行中的${kind === 'export' ? '导出' : '导入'}任务已有 ${MAX_UNFINISHED_PER_MANAGER} 个，请等待已有任务完成后再试`,
        '可在报表中心查看任务进度',
      );
    }
    const id = await repository.nextId(tx);
    return { id, no: jobNumber(kind, id) };
  });
}

/** Queues a job: inserted and announced to every instance's worker in one transaction, then the local one woken. */
export async function enqueue(
  db: Database,
  access: Access,
  wake: Wake,
  values: Omit<JobInsert, 'merchant' | 'manager' | 'scope' | 'download_key'>,
): Promise<JobRecord> {
  const row = await db.tenant(access.scope, async (tx) => {
    const inserted = await repository.insert(tx, {
      ...values,
      ...ownerOf(access),
      scope: access.scope === 'all' ? 'all' : [...access.scope],
      download_key: randomBytes(32).toString('base64url'),
    });
    await announce(tx, db.kind, inserted.id);
    return inserted;
  });
  wake();
  return row;
}

/** The caller's own job of a kind; anyone else's (or none) is "not found". */
export async function own(db: Database, access: Access, kind: JobKind, no: string, what: string) {
  const found = await db.tenant(access.scope, (tx) => repository.findOwn(tx, access.scope, ownerOf(access), kind, no));
  if (!found) throw notFound(what);
  return found;
}

/** Percent done: 100 once succeeded; otherwise processed of the counted total, at most 99. */
export function progressOf(job: JobRecord) {
  if (job.status === 'succeeded') return 100;
  if (!job.total || job.total <= 0) return 0;
  return Math.min(99, Math.floor((job.processed * 100) / job.total));
}

/** The fields every job row of a list shows. */
export const jobView = (job: JobRecord) => ({
  status: job.status,
  status_name: jobStatusLabels[job.status],
  progress: progressOf(job),
  total: job.total ?? 0,
  processed: job.processed,
  error: job.error,
  create_time: iso(job.create_time),
  start_time: iso(job.start_time),
  finish_time: iso(job.finish_time),
});
