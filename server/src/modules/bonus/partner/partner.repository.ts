import { sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';

// Raw SQL: every row of the 合作商户 list is a merchant with six aggregates over the marketing tables. Each query names
// the merchants it serves (`scope`: the caller's; the organisers of the counted grants are in it too); row-level
// security is the second line. docs/decisions.md, "Marketing center: partner customers".

const rowsOf = async <T>(tx: Tx, query: SQL) => (((await tx.execute(query)) as unknown as { rows: T[] }).rows);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A tenant column within `scope` ('all': no condition). */
const within = (column: SQL, scope: Scope): SQL => (scope === 'all' ? sql`true` : sql`${column} = any(${sql.param([...scope])}::bigint[])`);

export interface CustomerFilter {
  scope: Scope;
  /** The caller's own merchant (never its own 合作商户). */
  self: number;
  ids?: number[];
  keywords?: string;
  kind?: string;
  status?: number;
  regionPrefix?: string;
  joined?: number;
}

/** The merchants a 合作商户 list shows: in the caller's scope, not itself, not the platform, not closed. */
export function customerWhere(f: CustomerFilter): SQL {
  const parts: SQL[] = [within(sql`m.id`, f.scope), sql`m.id <> ${f.self}`, sql`m.kind in ('merchant', 'group', 'partner')`, sql`m.status <> -1`];
  if (f.ids) parts.push(sql`m.id = any(${sql.param(f.ids)}::bigint[])`);
  if (f.keywords) {
    const like = `%${escapeLike(f.keywords)}%`;
    parts.push(/^\d{1,15}$/.test(f.keywords) ? sql`(m.id = ${Number(f.keywords)} or m.name ilike ${like})` : sql`(m.name ilike ${like} or m.short_name ilike ${like})`);
  }
  if (f.kind) parts.push(sql`m.kind = ${f.kind}`);
  if (f.status !== undefined) parts.push(sql`m.status = ${f.status}`);
  if (f.regionPrefix) parts.push(sql`m.region like ${`${f.regionPrefix}%`}`);
  if (f.joined !== undefined) {
    const some = sql`exists (select 1 from bonus_grant g where g.player = m.id and ${within(sql`g.merchant`, f.scope)})`;
    parts.push(f.joined ? some : sql`not ${some}`);
  }
  return sql.join(parts, sql` and `);
}

export interface CustomerRow {
  id: number;
  name: string;
  short_name: string;
  kind: string;
  region: string;
  address: string;
  contact_name: string;
  contact_mobile: string;
  status: number;
  events: number;
  grants: number;
  batches: number;
  redeemed: number;
  plans: number;
  apps: number;
  last_grant_time: Date | string | null;
  create_time: Date | string;
}

/** One page of 合作商户 (most recent grant first, then the newest merchants) with their marketing counts. */
export async function customerPage(tx: Tx, f: CustomerFilter, limit: number, offset: number) {
  const organisers = (column: string) => within(sql.raw(column), f.scope);
  const rows = await rowsOf<CustomerRow & { id: string | number }>(
    tx,
    sql`select m.id, m.name, m.short_name, m.kind, m.region, m.address, m.contact_name, m.contact_mobile, m.status, m.create_time,
      (select count(distinct (g.merchant, g.event)) from bonus_grant g where g.player = m.id and ${organisers('g.merchant')})::int as events,
      (select count(*) from bonus_grant g where g.player = m.id and ${organisers('g.merchant')})::int as grants,
      (select max(g.create_time) from bonus_grant g where g.player = m.id and ${organisers('g.merchant')}) as last_grant_time,
      (select count(distinct (t.merchant, t.batch)) from bonus_token t where t.player = m.id and t.status = 1 and ${organisers('t.merchant')})::int as batches,
      (select count(*) from bonus_token t where t.player = m.id and t.status = 1 and ${organisers('t.merchant')})::int as redeemed,
      (select count(*) from bonus_partner_plan p where p.customer = m.id and ${organisers('p.merchant')})::int as plans,
      (select count(*) from bonus_partner_app a where a.customer = m.id and a.status = 1 and ${organisers('a.merchant')})::int as apps
    from merchant m where ${customerWhere(f)}
    order by last_grant_time desc nulls last, m.create_time desc, m.id desc limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function customerTotal(tx: Tx, f: CustomerFilter) {
  const [row] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from merchant m where ${customerWhere(f)}`);
  return row?.n ?? 0;
}

/** The merchant's parent through either relation (its partner, or its group), by name. */
export async function parentName(tx: Tx, merchant: number) {
  const [row] = await rowsOf<{ name: string }>(tx, sql`select p.name from merchant_relation r join merchant p on p.id = r.parent where r.child = ${merchant} order by r.type limit 1`);
  return row?.name ?? '';
}

export async function productsOf(tx: Tx, merchant: number) {
  return rowsOf<{ code: string; expire_time: Date | string | null }>(
    tx,
    sql`select product as code, expire_time from merchant_product where merchant = ${merchant} and status = 1 order by product`,
  );
}

/** 概览: the merchant's marketing numbers over the activities of `scope`'s organisers. */
export async function overview(tx: Tx, scope: Scope, merchant: number, since: Date, today: string) {
  const g = within(sql`g.merchant`, scope);
  const [row] = await rowsOf<Record<string, string | number | null>>(
    tx,
    sql`select
      (select count(distinct (x.merchant, x.event)) from bonus_player x where x.player = ${merchant} and ${within(sql`x.merchant`, scope)})::int as events,
      (select count(*) from bonus_player x where x.player = ${merchant} and ${within(sql`x.merchant`, scope)})::int as players,
      (select count(*) from bonus_player x where x.player = ${merchant} and not x.granted and ${within(sql`x.merchant`, scope)})::int as refused,
      (select count(*) from bonus_grant g where g.player = ${merchant} and ${g})::int as grants,
      (select count(*) from bonus_grant g where g.player = ${merchant} and ${g} and g.create_time >= ${since.toISOString()})::int as grants_30d,
      (select coalesce(sum(v.amount), 0) from bonus_grant g join bonus_value v on v.merchant = g.merchant and v.id = g.value where g.player = ${merchant} and ${g} and v.kind in (1, 3))::bigint as coupon_amount,
      (select coalesce(sum(v.amount), 0) from bonus_grant g join bonus_value v on v.merchant = g.merchant and v.id = g.value where g.player = ${merchant} and ${g} and v.kind = 2)::bigint as points,
      (select count(*) from bonus_token t where t.player = ${merchant} and t.status = 1 and ${within(sql`t.merchant`, scope)})::int as redeemed,
      (select count(distinct (t.merchant, t.batch)) from bonus_token t where t.player = ${merchant} and t.status = 1 and ${within(sql`t.merchant`, scope)})::int as batches,
      (select count(*) from bonus_event e where e.merchant = ${merchant})::int as own_events,
      (select count(*) from bonus_partner_plan p where p.customer = ${merchant} and ${within(sql`p.merchant`, scope)})::int as plans,
      (select count(*) from bonus_partner_plan p where p.customer = ${merchant} and ${within(sql`p.merchant`, scope)} and p.start_date <= ${today}::date and p.end_date >= ${today}::date)::int as running_plans,
      (select count(*) from bonus_partner_app a where a.customer = ${merchant} and a.status = 1 and ${within(sql`a.merchant`, scope)})::int as apps`,
  );
  const top = await rowsOf<{ event: string | number; event_name: string; grants: number }>(
    tx,
    sql`select g.event, e.name as event_name, count(*)::int as grants from bonus_grant g join bonus_event e on e.merchant = g.merchant and e.id = g.event
      where g.player = ${merchant} and ${g} group by g.event, e.name order by grants desc, g.event desc limit 5`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    events: n('events'), players: n('players'), refused: n('refused'), grants: n('grants'), grants_30d: n('grants_30d'), coupon_amount: n('coupon_amount'),
    points: n('points'), redeemed: n('redeemed'), batches: n('batches'), own_events: n('own_events'), plans: n('plans'), running_plans: n('running_plans'), apps: n('apps'),
    events_top: top.map((t) => ({ event: Number(t.event), event_name: t.event_name, grants: t.grants })),
  };
}

/** The redeem-code batches the merchant redeemed codes of (latest redemption first). */
export async function batchPage(tx: Tx, scope: Scope, merchant: number, limit: number, offset: number) {
  const t = within(sql`t.merchant`, scope);
  const rows = await rowsOf<{ id: string | number; name: string; event: string | number; event_name: string; value_name: string; count: number; redeemed: number; last_redeem_time: Date | string | null; expire_date: string }>(
    tx,
    sql`select b.id, b.name, b.event, e.name as event_name, v.name as value_name, b.count, x.redeemed, x.last_redeem_time, b.expire_date::text as expire_date
      from (select t.merchant, t.batch, count(*)::int as redeemed, max(t.redeem_time) as last_redeem_time from bonus_token t
            where t.player = ${merchant} and t.status = 1 and ${t} group by t.merchant, t.batch) x
      join bonus_token_batch b on b.merchant = x.merchant and b.id = x.batch
      join bonus_event e on e.merchant = b.merchant and e.id = b.event
      join bonus_value v on v.merchant = b.merchant and v.id = b.value
      order by x.last_redeem_time desc nulls last, b.id desc limit ${limit} offset ${offset}`,
  );
  const [total] = await rowsOf<{ n: number }>(tx, sql`select count(distinct (t.merchant, t.batch))::int as n from bonus_token t where t.player = ${merchant} and t.status = 1 and ${t}`);
  return { rows: rows.map((r) => ({ ...r, id: Number(r.id), event: Number(r.event) })), total: total?.n ?? 0 };
}

// ---- 方案 ----

export interface PlanRow {
  id: number;
  merchant: number;
  customer: number;
  name: string;
  event: number;
  event_name: string;
  quota: number;
  used: number;
  start_date: string;
  end_date: string;
  remark: string;
  operator: string;
  create_time: Date | string;
  update_time: Date | string;
}

const planSelect = sql`select p.id, p.merchant, p.customer, p.name, p.event, e.name as event_name, p.quota, p.start_date::text as start_date, p.end_date::text as end_date,
    p.remark, p.operator, p.create_time, p.update_time,
    (select count(*) from bonus_grant g where g.merchant = p.merchant and g.event = p.event and g.player = p.customer
      and g.create_time >= (p.start_date::timestamp at time zone 'Asia/Shanghai') and g.create_time < ((p.end_date + 1)::timestamp at time zone 'Asia/Shanghai'))::int as used
  from bonus_partner_plan p join bonus_event e on e.merchant = p.merchant and e.id = p.event`;

const numbered = (r: PlanRow & Record<string, unknown>): PlanRow => ({ ...r, id: Number(r.id), merchant: Number(r.merchant), customer: Number(r.customer), event: Number(r.event) });

export async function planPage(tx: Tx, scope: Scope, customer: number, limit: number, offset: number) {
  const where = sql`p.customer = ${customer} and ${within(sql`p.merchant`, scope)}`;
  const rows = await rowsOf<PlanRow>(tx, sql`${planSelect} where ${where} order by p.end_date desc, p.id desc limit ${limit} offset ${offset}`);
  const [total] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from bonus_partner_plan p where ${where}`);
  return { rows: rows.map((r) => numbered(r as PlanRow & Record<string, unknown>)), total: total?.n ?? 0 };
}

export async function findPlan(tx: Tx, scope: Scope, id: number, lock = false) {
  const [row] = await rowsOf<PlanRow>(tx, sql`${planSelect} where p.id = ${id} and ${within(sql`p.merchant`, scope)}${lock ? sql` for update of p` : sql``}`);
  return row ? numbered(row as PlanRow & Record<string, unknown>) : undefined;
}

export interface PlanValues {
  name: string;
  event: number;
  quota: number;
  start_date: string;
  end_date: string;
  remark: string;
}

export async function insertPlan(tx: Tx, v: PlanValues & { merchant: number; customer: number; operator: string }) {
  const [row] = await rowsOf<{ id: string | number }>(
    tx,
    sql`insert into bonus_partner_plan (merchant, customer, name, event, quota, start_date, end_date, remark, operator)
      values (${v.merchant}, ${v.customer}, ${v.name}, ${v.event}, ${v.quota}, ${v.start_date}, ${v.end_date}, ${v.remark}, ${v.operator}) returning id`,
  );
  return Number(row!.id);
}

export async function updatePlan(tx: Tx, merchant: number, id: number, v: PlanValues) {
  await tx.execute(sql`update bonus_partner_plan set name = ${v.name}, event = ${v.event}, quota = ${v.quota}, start_date = ${v.start_date}, end_date = ${v.end_date},
    remark = ${v.remark}, update_time = now() where merchant = ${merchant} and id = ${id}`);
}

export async function deletePlan(tx: Tx, merchant: number, id: number) {
  await tx.execute(sql`delete from bonus_partner_plan where merchant = ${merchant} and id = ${id}`);
}

// ---- 应用 ----

export interface AppRow {
  id: number;
  merchant: number;
  customer: number;
  app_id: string;
  app_name: string;
  domain: string;
  status: number;
  remark: string;
  operator: string;
  create_time: Date | string;
  update_time: Date | string;
}

const appSelect = sql`select a.id, a.merchant, a.customer, a.app_id, coalesce(x.name, a.app_id) as app_name, coalesce(x.domain, '') as domain, a.status, a.remark, a.operator,
    a.create_time, a.update_time from bonus_partner_app a left join app x on x.app_id = a.app_id`;

const appNumbered = (r: AppRow): AppRow => ({ ...r, id: Number(r.id), merchant: Number(r.merchant), customer: Number(r.customer) });

export async function appsOf(tx: Tx, scope: Scope, customer: number) {
  const rows = await rowsOf<AppRow>(tx, sql`${appSelect} where a.customer = ${customer} and ${within(sql`a.merchant`, scope)} order by a.id`);
  return rows.map(appNumbered);
}

export async function findApp(tx: Tx, scope: Scope, id: number) {
  const [row] = await rowsOf<AppRow>(tx, sql`${appSelect} where a.id = ${id} and ${within(sql`a.merchant`, scope)} for update of a`);
  return row ? appNumbered(row) : undefined;
}

/** The enabled apps (the catalogue an authorisation picks from). */
export async function enabledApps(tx: Tx) {
  return rowsOf<{ app_id: string; name: string; domain: string }>(tx, sql`select app_id, name, domain from app where status = 1 order by id`);
}

export async function insertApp(tx: Tx, v: { merchant: number; customer: number; app_id: string; remark: string; operator: string }) {
  const [row] = await rowsOf<{ id: string | number }>(
    tx,
    sql`insert into bonus_partner_app (merchant, customer, app_id, remark, operator) values (${v.merchant}, ${v.customer}, ${v.app_id}, ${v.remark}, ${v.operator}) returning id`,
  );
  return Number(row!.id);
}

export async function setAppStatus(tx: Tx, merchant: number, id: number, status: number) {
  await tx.execute(sql`update bonus_partner_app set status = ${status}, update_time = now() where merchant = ${merchant} and id = ${id}`);
}
