import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { manager, okrKeyResult, okrKeyResultCheckin, okrObjective, project } from '../../../db/schema/index.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

// Every query is scoped to the caller's own merchant (OKR is each team's own); row-level security is the second line.

const objectiveId = sql.raw('"okr_objective"."id"');

const objectiveColumns = {
  id: okrObjective.id,
  merchant: okrObjective.merchant,
  title: okrObjective.title,
  description: okrObjective.description,
  cycle: okrObjective.cycle,
  owner: okrObjective.owner,
  owner_name: okrObjective.owner_name,
  project: okrObjective.project,
  project_name: sql<string>`coalesce((select p.name from ${project} p where p.id = ${okrObjective.project}), '')`,
  status: okrObjective.status,
  create_time: okrObjective.create_time,
  update_time: okrObjective.update_time,
};
export type ObjectiveRow = Awaited<ReturnType<typeof findObjective>> & {};

export interface Filter {
  cycle?: string;
  status?: number;
  owner?: number;
  project?: number;
  keywords?: string;
}

const listWhere = (scope: Scope, f: Filter): SQL | undefined =>
  and(
    withinScope(okrObjective.merchant, scope),
    f.cycle ? eq(okrObjective.cycle, f.cycle) : undefined,
    f.status ? eq(okrObjective.status, f.status) : undefined,
    f.owner ? or(eq(okrObjective.owner, f.owner), sql`exists (select 1 from ${okrKeyResult} k where k.objective = ${objectiveId} and k.owner = ${f.owner})`) : undefined,
    f.project ? eq(okrObjective.project, f.project) : undefined,
    f.keywords ? or(ilike(okrObjective.title, contains(f.keywords)), ilike(okrObjective.description, contains(f.keywords))) : undefined,
  );

/** Newest first; the page's ids come from the (merchant, id) index before the rows are read. */
export async function page(tx: Tx, scope: Scope, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: okrObjective.id }).from(okrObjective).where(listWhere(scope, filter)).orderBy(desc(okrObjective.id)).limit(limit).offset(offset);
  return tx.select(objectiveColumns).from(okrObjective).where(amongKeys(okrObjective.id, ids)).orderBy(desc(okrObjective.id));
}

export const total = (tx: Tx, scope: Scope, filter: Filter) => exactTotal(tx, okrObjective, listWhere(scope, filter));

export async function findObjective(tx: Tx, scope: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(objectiveColumns).from(okrObjective).where(and(eq(okrObjective.id, id), withinScope(okrObjective.merchant, scope))).limit(1);
  const [row] = options.lock ? await query.for('update', { of: okrObjective }) : await query;
  return row;
}

export async function insertObjective(tx: Tx, values: typeof okrObjective.$inferInsert) {
  const [row] = await tx.insert(okrObjective).values(values).returning({ id: okrObjective.id });
  return row!.id;
}

export const updateObjective = (tx: Tx, id: number, values: Partial<typeof okrObjective.$inferInsert>) =>
  tx.update(okrObjective).set({ ...values, update_time: sql`now()` }).where(eq(okrObjective.id, id));

export const removeObjective = (tx: Tx, id: number) => tx.delete(okrObjective).where(eq(okrObjective.id, id));

// ---- key results ---------------------------------------------------------------------------------------------

const keyResultColumns = {
  id: okrKeyResult.id,
  merchant: okrKeyResult.merchant,
  objective: okrKeyResult.objective,
  title: okrKeyResult.title,
  start_value: okrKeyResult.start_value,
  target_value: okrKeyResult.target_value,
  current_value: okrKeyResult.current_value,
  unit: okrKeyResult.unit,
  weight: okrKeyResult.weight,
  owner: okrKeyResult.owner,
  owner_name: okrKeyResult.owner_name,
  due_date: okrKeyResult.due_date,
  status: okrKeyResult.status,
  checkin_count: sql<number>`(select count(*)::int from ${okrKeyResultCheckin} c where c.key_result = ${sql.raw('"okr_key_result"."id"')})`,
  create_time: okrKeyResult.create_time,
  update_time: okrKeyResult.update_time,
};
export type KeyResultRow = Awaited<ReturnType<typeof findKeyResult>> & {};

/** The key results of the given objectives, in the order they were added. */
export const keyResultsOf = (tx: Tx, scope: Scope, objectives: number[]) =>
  objectives.length === 0
    ? Promise.resolve([])
    : tx
        .select(keyResultColumns)
        .from(okrKeyResult)
        .where(and(withinScope(okrKeyResult.merchant, scope), sql`${okrKeyResult.objective} = any(${sql.param(objectives)}::bigint[])`))
        .orderBy(asc(okrKeyResult.objective), asc(okrKeyResult.id));

export async function findKeyResult(tx: Tx, scope: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(keyResultColumns).from(okrKeyResult).where(and(eq(okrKeyResult.id, id), withinScope(okrKeyResult.merchant, scope))).limit(1);
  const [row] = options.lock ? await query.for('update', { of: okrKeyResult }) : await query;
  return row;
}

export async function insertKeyResult(tx: Tx, values: typeof okrKeyResult.$inferInsert) {
  const [row] = await tx.insert(okrKeyResult).values(values).returning({ id: okrKeyResult.id });
  return row!.id;
}

export const updateKeyResult = (tx: Tx, id: number, values: Partial<typeof okrKeyResult.$inferInsert>) =>
  tx.update(okrKeyResult).set({ ...values, update_time: sql`now()` }).where(eq(okrKeyResult.id, id));

export const removeKeyResult = (tx: Tx, id: number) => tx.delete(okrKeyResult).where(eq(okrKeyResult.id, id));

export async function insertCheckin(tx: Tx, values: typeof okrKeyResultCheckin.$inferInsert) {
  const [row] = await tx.insert(okrKeyResultCheckin).values(values).returning({ id: okrKeyResultCheckin.id });
  return row!.id;
}

const checkinWhere = (scope: Scope, keyResult: number) => and(withinScope(okrKeyResultCheckin.merchant, scope), eq(okrKeyResultCheckin.key_result, keyResult));

export const checkins = (tx: Tx, scope: Scope, keyResult: number, limit: number, offset: number) =>
  tx.select().from(okrKeyResultCheckin).where(checkinWhere(scope, keyResult)).orderBy(desc(okrKeyResultCheckin.id)).limit(limit).offset(offset);

export const checkinTotal = (tx: Tx, scope: Scope, keyResult: number) => exactTotal(tx, okrKeyResultCheckin, checkinWhere(scope, keyResult));

// ---- what objectives refer to: the merchant's accounts and projects ------------------------------------------

export async function ownerOf(tx: Tx, merchantId: number, id: number) {
  const [row] = await tx.select({ id: manager.id, name: manager.name, status: manager.status }).from(manager).where(and(eq(manager.id, id), eq(manager.merchant, merchantId))).limit(1);
  return row;
}

export async function projectOf(tx: Tx, merchantId: number, id: number) {
  const [row] = await tx.select({ id: project.id, name: project.name }).from(project).where(and(eq(project.id, id), eq(project.merchant, merchantId))).limit(1);
  return row;
}

export const ownerOptions = (tx: Tx, merchantId: number, keywords: string | undefined, limit: number) =>
  tx
    .select({ id: manager.id, name: manager.name, account: manager.account })
    .from(manager)
    .where(and(eq(manager.merchant, merchantId), eq(manager.status, 1), keywords ? or(ilike(manager.name, contains(keywords)), ilike(manager.account, contains(keywords))) : undefined))
    .orderBy(asc(manager.id))
    .limit(limit);
