import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../db/client.js';
import { job, jobRow } from '../../db/schema/index.js';
import { withinScope } from '../../shared/scope.js';

export type JobRecord = typeof job.$inferSelect;
export type JobInsert = typeof job.$inferInsert;
export type JobKind = JobRecord['kind'];
export type JobPatch = Partial<Omit<JobRecord, 'id' | 'no' | 'merchant' | 'manager' | 'kind' | 'scope'>>;

const within = (scope: Scope): SQL | undefined => withinScope(job.merchant, scope);

export async function nextId(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`select nextval('job_id_seq')::text as id`);
  return Number((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
}

export async function insert(tx: Tx, values: JobInsert) {
  const [row] = await tx.insert(job).values(values).returning();
  return row!;
}

/** A manager's own job of one kind by its number. */
export async function findOwn(tx: Tx, scope: Scope, owner: { merchant: number; manager: number }, kind: JobKind, no: string) {
  const [row] = await tx
    .select()
    .from(job)
    .where(and(within(scope), eq(job.merchant, owner.merchant), eq(job.manager, owner.manager), eq(job.kind, kind), eq(job.no, no)));
  return row;
}

/** A job by number within one merchant (signed download links, which carry no session). */
export async function findInMerchant(tx: Tx, merchantId: number, no: string) {
  const [row] = await tx.select().from(job).where(and(eq(job.merchant, merchantId), eq(job.no, no)));
  return row;
}

export interface JobListFilter {
  merchant: number;
  manager: number;
  kind: JobKind;
  status?: JobRecord['status'];
  template?: string;
}

const listWhere = (scope: Scope, filter: JobListFilter) =>
  and(
    within(scope),
    eq(job.merchant, filter.merchant),
    eq(job.manager, filter.manager),
    eq(job.kind, filter.kind),
    filter.status ? eq(job.status, filter.status) : undefined,
    filter.template ? eq(job.template, filter.template) : undefined,
  );

export async function page(tx: Tx, scope: Scope, filter: JobListFilter, limit: number, offset: number) {
  return tx.select().from(job).where(listWhere(scope, filter)).orderBy(desc(job.id)).limit(limit).offset(offset);
}

export async function total(tx: Tx, scope: Scope, filter: JobListFilter) {
  const [row] = await tx.select({ n: count() }).from(job).where(listWhere(scope, filter));
  return Number(row?.n ?? 0);
}

/** Jobs of a manager that are not finished, to cap how many one person queues. */
export async function unfinished(tx: Tx, scope: Scope, owner: { merchant: number; manager: number }, kind: JobKind) {
  const [row] = await tx
    .select({ n: count() })
    .from(job)
    .where(and(within(scope), eq(job.merchant, owner.merchant), eq(job.manager, owner.manager), eq(job.kind, kind), inArray(job.status, ['queued', 'running'])));
  return Number(row?.n ?? 0);
}

const leaseEnd = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Claims the oldest job that is queued (and not held back by a retry delay) or whose lease ran out. The
 * sub-select locks the row with SKIP LOCKED, so concurrent workers never claim the same job and never
 * wait for each other; a job a worker is committing a chunk of is locked, so it is skipped, not stolen.
 */
export async function claim(tx: Tx, worker: string, leaseMs: number) {
  const candidate = tx
    .select({ id: job.id })
    .from(job)
    .where(
      or(
        and(eq(job.status, 'queued'), or(isNull(job.lease_until), lt(job.lease_until, sql`now()`))),
        and(eq(job.status, 'running'), lt(job.lease_until, sql`now()`)),
      ),
    )
    .orderBy(job.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await tx
    .update(job)
    .set({
      status: 'running',
      worker,
      lease_until: leaseEnd(leaseMs),
      attempts: sql`${job.attempts} + 1`,
      start_time: sql`coalesce(${job.start_time}, now())`,
      update_time: sql`now()`,
    })
    .where(eq(job.id, sql`(${candidate})`))
    .returning();
  return row;
}

/** The job row, locked for the rest of the transaction: the fence every chunk passes first. */
export async function lock(tx: Tx, id: number) {
  const [row] = await tx.select().from(job).where(eq(job.id, id)).for('update');
  return row;
}

export async function update(tx: Tx, id: number, patch: JobPatch, leaseMs?: number) {
  const [row] = await tx
    .update(job)
    .set({ ...patch, ...(leaseMs ? { lease_until: leaseEnd(leaseMs) } : {}), update_time: sql`now()` })
    .where(eq(job.id, id))
    .returning();
  return row!;
}

/** Extends the lease while the worker still holds it; false when another worker has taken the job. */
export async function renew(tx: Tx, id: number, worker: string, leaseMs: number) {
  const rows = await tx
    .update(job)
    .set({ lease_until: leaseEnd(leaseMs) })
    .where(and(eq(job.id, id), eq(job.worker, worker), eq(job.status, 'running')))
    .returning({ id: job.id });
  return rows.length > 0;
}

/** Gives a job back to the queue (worker stopping, or a retry after `delayMs`). */
export async function release(tx: Tx, id: number, worker: string, delayMs: number, error = '') {
  await tx
    .update(job)
    .set({ status: 'queued', worker: null, lease_until: delayMs > 0 ? leaseEnd(delayMs) : null, error, update_time: sql`now()` })
    .where(and(eq(job.id, id), eq(job.worker, worker), eq(job.status, 'running')));
}

/**
 * Asks a job to stop: a queued one is aborted at once, a running one sets the flag that its worker reads
 * at the start of its next chunk. One statement, so a claim racing with it is seen either way.
 */
export async function requestAbort(tx: Tx, id: number) {
  const [row] = await tx
    .update(job)
    .set({
      status: sql`case when ${job.status} = 'queued' then 'aborted' else ${job.status} end`,
      finish_time: sql`case when ${job.status} = 'queued' then now() else ${job.finish_time} end`,
      abort_requested: true,
      update_time: sql`now()`,
    })
    .where(and(eq(job.id, id), inArray(job.status, ['queued', 'running'])))
    .returning();
  return row;
}

export async function remove(tx: Tx, id: number) {
  const rows = await tx
    .delete(job)
    .where(and(eq(job.id, id), inArray(job.status, ['queued', 'succeeded', 'failed', 'aborted'])))
    .returning({ id: job.id });
  return rows.length;
}

export type JobRowRecord = typeof jobRow.$inferSelect;

/** Records rows of a job; a row already recorded (a retried chunk, an aborted row) keeps its record. */
export async function recordRows(tx: Tx, rows: (typeof jobRow.$inferInsert)[]) {
  if (rows.length === 0) return 0;
  const inserted = await tx.insert(jobRow).values(rows).onConflictDoNothing().returning({ row_no: jobRow.row_no });
  return inserted.length;
}

/** Row numbers in (after, upTo] that the user cancelled before the worker reached them. */
export async function abortedRows(tx: Tx, id: number, after: number, upTo: number) {
  const rows = await tx
    .select({ row_no: jobRow.row_no })
    .from(jobRow)
    .where(and(eq(jobRow.job, id), eq(jobRow.status, 'aborted'), gt(jobRow.row_no, after), sql`${jobRow.row_no} <= ${upTo}`));
  return new Set(rows.map((r) => r.row_no));
}

export async function rowPage(tx: Tx, id: number, status: JobRowRecord['status'] | undefined, limit: number, offset: number) {
  return tx
    .select()
    .from(jobRow)
    .where(and(eq(jobRow.job, id), status ? eq(jobRow.status, status) : undefined))
    .orderBy(jobRow.row_no)
    .limit(limit)
    .offset(offset);
}

export async function rowTotal(tx: Tx, id: number, status: JobRowRecord['status'] | undefined) {
  const [row] = await tx.select({ n: count() }).from(jobRow).where(and(eq(jobRow.job, id), status ? eq(jobRow.status, status) : undefined));
  return Number(row?.n ?? 0);
}
