import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { manager, managerRole, merchant, merchantRelation, project, projectAcl, projectGrant, role } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchant it serves (the owner's `merchant`, or a grantee's `grantee`); row-level security
// is the second line. The module reads merchant names, relations, accounts and roles in its own queries, as the
// account module reads roles.

/** The outer project row inside sub-selects (drizzle writes a bare "id" in single-table selects). */
const projectId = sql.raw('"project"."id"');

const columns = {
  id: project.id,
  merchant: project.merchant,
  name: project.name,
  code: project.code,
  type: project.type,
  region: project.region,
  address: project.address,
  contact_name: project.contact_name,
  contact_mobile: project.contact_mobile,
  start_date: project.start_date,
  end_date: project.end_date,
  remark: project.remark,
  sort: project.sort,
  status: project.status,
  grant_count: sql<number>`(select count(*)::int from ${projectGrant} g where g.project = ${projectId})`,
  acl_count: sql<number>`(select count(*)::int from ${projectAcl} a where a.project = ${projectId})`,
  create_time: project.create_time,
  update_time: project.update_time,
};
export type ProjectRow = Awaited<ReturnType<typeof find>> & {};

/**
 * The projects an account sees among its merchant's own: all of them for the main account and holders of
 * merchant:project:acl; otherwise the open ones (no access-control entry) and those listing the account or one of
 * its roles.
 */
export interface Viewer {
  merchant: number;
  /** null: sees every project of the merchant. */
  manager: number | null;
}

const visibleTo = (viewer: Viewer): SQL | undefined =>
  viewer.manager === null
    ? undefined
    : sql`(not exists (select 1 from ${projectAcl} a where a.project = ${projectId}) or exists (
        select 1 from ${projectAcl} a where a.project = ${projectId} and (
          (a.subject_type = 'manager' and a.subject_id = ${viewer.manager})
          or (a.subject_type = 'role' and a.subject_id in (select mr.role from ${managerRole} mr where mr.manager = ${viewer.manager}))
        )))`;

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(project).where(eq(project.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update', { of: project }) : await query;
  return row;
}

/** One of the merchant's own projects (as the viewer may see it). */
export async function findOwn(tx: Tx, viewer: Viewer, id: number, options: { lock?: boolean } = {}) {
  const query = tx
    .select(columns)
    .from(project)
    .where(and(eq(project.id, id), eq(project.merchant, viewer.merchant), visibleTo(viewer)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: project }) : await query;
  return row;
}

export interface Filter {
  keywords?: string;
  type?: string;
  status?: number;
  /** A region code's prefix: `4403` for 440300 (the city and its districts). */
  regionPrefix?: string;
}

const keywordsMatch = (keywords: string | undefined) =>
  keywords ? or(ilike(project.name, contains(keywords)), ilike(project.code, contains(keywords))) : undefined;

const listWhere = (viewer: Viewer, filter: Filter) =>
  and(
    eq(project.merchant, viewer.merchant),
    visibleTo(viewer),
    keywordsMatch(filter.keywords),
    filter.type ? eq(project.type, filter.type) : undefined,
    filter.status === undefined ? undefined : eq(project.status, filter.status),
    filter.regionPrefix ? sql`${project.region} like ${`${filter.regionPrefix}%`}` : undefined,
  );

/** In the merchant's order: sort, then oldest first (a new project joins at the end). */
export const page = (tx: Tx, viewer: Viewer, filter: Filter, limit: number, offset: number) =>
  tx.select(columns).from(project).where(listWhere(viewer, filter)).orderBy(asc(project.sort), asc(project.id)).limit(limit).offset(offset);

export async function total(tx: Tx, viewer: Viewer, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(project).where(listWhere(viewer, filter));
  return row?.n ?? 0;
}

export async function codeTaken(tx: Tx, merchantId: number, code: string, except?: number) {
  const [row] = await tx
    .select({ id: project.id, name: project.name })
    .from(project)
    .where(and(eq(project.merchant, merchantId), sql`lower(${project.code}) = lower(${code})`, except ? sql`${project.id} <> ${except}` : undefined))
    .limit(1);
  return row;
}

export async function nextSort(tx: Tx, merchantId: number) {
  const [row] = await tx.select({ n: sql<number>`coalesce(max(${project.sort}), 0)::int` }).from(project).where(eq(project.merchant, merchantId));
  return (row?.n ?? 0) + 10;
}

export async function insert(tx: Tx, values: typeof project.$inferInsert) {
  const [row] = await tx.insert(project).values(values).returning({ id: project.id });
  return row!.id;
}

export const update = (tx: Tx, id: number, values: Partial<typeof project.$inferInsert>) =>
  tx.update(project).set({ ...values, update_time: sql`now()` }).where(eq(project.id, id));

export const remove = (tx: Tx, id: number) => tx.delete(project).where(eq(project.id, id));

/** The merchant's projects among `ids` with their current sort, locked for a reorder. */
export const sortsOf = (tx: Tx, merchantId: number, ids: number[]) =>
  tx
    .select({ id: project.id, name: project.name, sort: project.sort })
    .from(project)
    .where(and(eq(project.merchant, merchantId), inArray(project.id, ids)))
    .for('update');

export async function options(tx: Tx, viewer: Viewer, keywords: string | undefined, granted: boolean, limit: number) {
  const own = tx
    .select({ id: project.id, name: project.name, code: project.code, merchant: project.merchant, sort: project.sort })
    .from(project)
    .where(and(eq(project.merchant, viewer.merchant), eq(project.status, 1), visibleTo(viewer), keywordsMatch(keywords)))
    .orderBy(asc(project.sort), asc(project.id))
    .limit(limit);
  const rows = await own;
  if (!granted || rows.length >= limit) return rows;
  const theirs = await tx
    .select({ id: project.id, name: project.name, code: project.code, merchant: project.merchant, sort: project.sort })
    .from(project)
    .innerJoin(projectGrant, eq(projectGrant.project, project.id))
    .where(and(eq(projectGrant.grantee, viewer.merchant), eq(project.status, 1), keywordsMatch(keywords)))
    .orderBy(asc(project.merchant), asc(project.sort), asc(project.id))
    .limit(limit - rows.length);
  return [...rows, ...theirs];
}

// ---- granted to the caller ---------------------------------------------------------------------------------

const grantedColumns = { ...columns, grant_id: projectGrant.id, grant_time: projectGrant.create_time };

const grantedWhere = (grantee: number, filter: { keywords?: string; owner?: number }) =>
  and(eq(projectGrant.grantee, grantee), filter.owner ? eq(projectGrant.merchant, filter.owner) : undefined, keywordsMatch(filter.keywords));

export const grantedPage = (tx: Tx, grantee: number, filter: { keywords?: string; owner?: number }, limit: number, offset: number) =>
  tx
    .select(grantedColumns)
    .from(projectGrant)
    .innerJoin(project, eq(project.id, projectGrant.project))
    .where(grantedWhere(grantee, filter))
    .orderBy(desc(projectGrant.create_time), desc(projectGrant.id))
    .limit(limit)
    .offset(offset);

export async function grantedTotal(tx: Tx, grantee: number, filter: { keywords?: string; owner?: number }) {
  const [row] = await tx.select({ n: count() }).from(projectGrant).innerJoin(project, eq(project.id, projectGrant.project)).where(grantedWhere(grantee, filter));
  return row?.n ?? 0;
}

/** A project granted to `grantee` (its read-only view). */
export async function findGranted(tx: Tx, grantee: number, id: number) {
  const [row] = await tx
    .select(columns)
    .from(project)
    .where(and(eq(project.id, id), sql`exists (select 1 from ${projectGrant} g where g.project = ${projectId} and g.grantee = ${grantee})`))
    .limit(1);
  return row;
}

// ---- access control --------------------------------------------------------------------------------------

const aclColumns = {
  id: projectAcl.id,
  project: projectAcl.project,
  subject_type: projectAcl.subject_type,
  subject_id: projectAcl.subject_id,
  subject_name: sql<string>`coalesce(case project_acl.subject_type
    when 'manager' then (select m.name from ${manager} m where m.id = project_acl.subject_id)
    else (select r.name from ${role} r where r.id = project_acl.subject_id) end, '')`,
  subject_detail: sql<string>`coalesce(case project_acl.subject_type
    when 'manager' then (select m.account from ${manager} m where m.id = project_acl.subject_id)
    else (select r.description from ${role} r where r.id = project_acl.subject_id) end, '')`,
  creator: projectAcl.creator,
  create_time: projectAcl.create_time,
};

export const aclPage = (tx: Tx, projectId: number, limit: number, offset: number) =>
  tx.select(aclColumns).from(projectAcl).where(eq(projectAcl.project, projectId)).orderBy(asc(projectAcl.id)).limit(limit).offset(offset);

export async function aclTotal(tx: Tx, projectId: number) {
  const [row] = await tx.select({ n: count() }).from(projectAcl).where(eq(projectAcl.project, projectId));
  return row?.n ?? 0;
}

export async function findAcl(tx: Tx, merchantId: number, id: number) {
  const [row] = await tx.select(aclColumns).from(projectAcl).where(and(eq(projectAcl.id, id), eq(projectAcl.merchant, merchantId))).limit(1);
  return row;
}

export const aclSubjectsOf = (tx: Tx, projectId: number, type: string) =>
  tx.select({ id: projectAcl.subject_id }).from(projectAcl).where(and(eq(projectAcl.project, projectId), eq(projectAcl.subject_type, type)));

export const insertAcl = (tx: Tx, values: (typeof projectAcl.$inferInsert)[]) => tx.insert(projectAcl).values(values);

export const removeAcl = (tx: Tx, id: number) => tx.delete(projectAcl).where(eq(projectAcl.id, id));

/** The merchant's own accounts or roles among `ids` (names for the audit record). */
export async function subjectsOf(tx: Tx, merchantId: number, type: 'manager' | 'role', ids: number[]) {
  if (type === 'manager') {
    return tx.select({ id: manager.id, name: manager.name, detail: manager.account }).from(manager).where(and(eq(manager.merchant, merchantId), inArray(manager.id, ids)));
  }
  return tx.select({ id: role.id, name: role.name, detail: role.description }).from(role).where(and(eq(role.merchant, merchantId), inArray(role.id, ids)));
}

// ---- grants ----------------------------------------------------------------------------------------------

const grantColumns = {
  id: projectGrant.id,
  merchant: projectGrant.merchant,
  project: projectGrant.project,
  project_name: project.name,
  grantee: projectGrant.grantee,
  remark: projectGrant.remark,
  creator: projectGrant.creator,
  create_time: projectGrant.create_time,
};

export const grantPage = (tx: Tx, projectId: number, limit: number, offset: number) =>
  tx
    .select(grantColumns)
    .from(projectGrant)
    .innerJoin(project, eq(project.id, projectGrant.project))
    .where(eq(projectGrant.project, projectId))
    .orderBy(desc(projectGrant.id))
    .limit(limit)
    .offset(offset);

export async function grantTotal(tx: Tx, projectId: number) {
  const [row] = await tx.select({ n: count() }).from(projectGrant).where(eq(projectGrant.project, projectId));
  return row?.n ?? 0;
}

/** One of the owner's grants, locked. */
export async function findGrant(tx: Tx, owner: number, id: number) {
  const [row] = await tx
    .select(grantColumns)
    .from(projectGrant)
    .innerJoin(project, eq(project.id, projectGrant.project))
    .where(and(eq(projectGrant.id, id), eq(projectGrant.merchant, owner)))
    .limit(1)
    .for('update', { of: projectGrant });
  return row;
}

export async function grantExists(tx: Tx, projectId: number, grantee: number) {
  const [row] = await tx.select({ id: projectGrant.id }).from(projectGrant).where(and(eq(projectGrant.project, projectId), eq(projectGrant.grantee, grantee))).limit(1);
  return row !== undefined;
}

export async function insertGrant(tx: Tx, values: typeof projectGrant.$inferInsert) {
  const [row] = await tx.insert(projectGrant).values(values).returning({ id: projectGrant.id });
  return row!.id;
}

export const removeGrant = (tx: Tx, id: number) => tx.delete(projectGrant).where(eq(projectGrant.id, id));

// ---- merchants and relations -----------------------------------------------------------------------------

/** Names, kinds and status of merchants (read with the platform's scope: they may lie outside the caller's). */
export async function merchantsOf(tx: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; name: string; kind: string; status: number }>();
  const rows = await tx.select({ id: merchant.id, name: merchant.name, kind: merchant.kind, status: merchant.status }).from(merchant).where(inArray(merchant.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * How each of `others` stands to `me` through a direct merchant_relation: `member`/`customer` (it is below me),
 * `group`/`partner` (it is above me). Absent: no direct relation.
 */
export async function relationsOf(tx: Tx, me: number, others: number[]) {
  const out = new Map<number, string>();
  if (others.length === 0) return out;
  const rows = await tx
    .select({ parent: merchantRelation.parent, child: merchantRelation.child, type: merchantRelation.type })
    .from(merchantRelation)
    .where(or(and(eq(merchantRelation.parent, me), inArray(merchantRelation.child, others)), and(eq(merchantRelation.child, me), inArray(merchantRelation.parent, others))));
  for (const r of rows) {
    const other = r.parent === me ? r.child : r.parent;
    const relation = r.parent === me ? r.type : r.type === 'member' ? 'group' : 'partner';
    // A merchant both above and below is not possible; a parent both group and partner keeps the first seen.
    if (!out.has(other)) out.set(other, relation);
  }
  return out;
}

// ---- cooperation -----------------------------------------------------------------------------------------

export interface CooperationFilter {
  keywords?: string;
  related?: boolean;
  granted?: boolean;
}

/**
 * The merchants `me` cooperates with: directly related ones and those sharing a grant either way, with the
 * counts both ways. Runs with the platform's scope (the other side lies outside the caller's), every part
 * anchored to `me`.
 */
function cooperation(me: number, filter: CooperationFilter) {
  const pattern = filter.keywords ? contains(filter.keywords) : undefined;
  return sql`
    with related as (
      select child as id from ${merchantRelation} where parent = ${me}
      union select parent from ${merchantRelation} where child = ${me}
    ), shared as (
      select grantee as id from ${projectGrant} where merchant = ${me}
      union select merchant from ${projectGrant} where grantee = ${me}
    ), partners as (
      select id from related ${filter.related ? sql`` : sql`union select id from shared`}
    )
    select m.id as merchant, m.name, m.kind,
      (select count(*)::int from ${projectGrant} g where g.merchant = ${me} and g.grantee = m.id) as granted_out,
      (select count(*)::int from ${projectGrant} g where g.merchant = m.id and g.grantee = ${me}) as granted_in,
      (select max(g.create_time) from ${projectGrant} g where (g.merchant = ${me} and g.grantee = m.id) or (g.merchant = m.id and g.grantee = ${me})) as last_grant_time
    from partners p join ${merchant} m on m.id = p.id
    where m.id <> ${me} and m.status <> -1
      ${filter.granted ? sql`and p.id in (select id from shared)` : sql``}
      ${pattern ? sql`and (m.name ilike ${pattern} or m.id::text like ${pattern})` : sql``}`;
}

export interface CooperationRow {
  merchant: number;
  name: string;
  kind: string;
  granted_out: number;
  granted_in: number;
  last_grant_time: Date | string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function cooperationPage(tx: Tx, me: number, filter: CooperationFilter, limit: number, offset: number) {
  const result = await tx.execute(sql`${cooperation(me, filter)} order by last_grant_time desc nulls last, m.id limit ${limit} offset ${offset}`);
  return rowsOf<CooperationRow>(result).map((r) => ({ ...r, merchant: Number(r.merchant) }));
}

export async function cooperationTotal(tx: Tx, me: number, filter: CooperationFilter) {
  const result = await tx.execute(sql`select count(*)::int as n from (${cooperation(me, filter)}) c`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

const cooperationProjectColumns = (me: number) => ({
  ...columns,
  grant_id: projectGrant.id,
  direction: sql<string>`case when ${projectGrant.merchant} = ${me} then 'out' else 'in' end`,
  grant_time: projectGrant.create_time,
});

const cooperationProjectWhere = (me: number, other: number, direction: 'out' | 'in' | undefined) =>
  or(
    direction === 'in' ? undefined : and(eq(projectGrant.merchant, me), eq(projectGrant.grantee, other)),
    direction === 'out' ? undefined : and(eq(projectGrant.merchant, other), eq(projectGrant.grantee, me)),
  );

export const cooperationProjects = (tx: Tx, me: number, other: number, direction: 'out' | 'in' | undefined, limit: number, offset: number) =>
  tx
    .select(cooperationProjectColumns(me))
    .from(projectGrant)
    .innerJoin(project, eq(project.id, projectGrant.project))
    .where(cooperationProjectWhere(me, other, direction))
    .orderBy(desc(projectGrant.create_time), desc(projectGrant.id))
    .limit(limit)
    .offset(offset);

export async function cooperationProjectTotal(tx: Tx, me: number, other: number, direction: 'out' | 'in' | undefined) {
  const [row] = await tx.select({ n: count() }).from(projectGrant).where(cooperationProjectWhere(me, other, direction));
  return row?.n ?? 0;
}
