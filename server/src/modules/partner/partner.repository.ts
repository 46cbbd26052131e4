import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

// Raw SQL: the lists join the customer relation, the merchant twice and three aggregates; drizzle's builder adds
// nothing here. Every query starts from the caller's customers (`customerWhere`); row-level security is the second line.

const rowsOf = async <T>(tx: Tx, query: SQL) => (((await tx.execute(query)) as unknown as { rows: T[] }).rows);

/** Whose customers: one partner's, or (the platform, `partner` undefined) every partner's. */
export interface CustomerScope {
  partner?: number;
}

export interface CustomerFilter extends CustomerScope {
  kind?: 'merchant' | 'group';
  ids?: number[];
  keywords?: string;
  status?: number;
  product?: string;
  software?: 'parking' | 'energy' | 'none';
  from?: Date;
  before?: Date;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The caller's customers (普通商户 and 集团 through the relation 'customer'), never closed ones. */
export function customerWhere(f: CustomerFilter): SQL {
  const parts: SQL[] = [sql`r.type = 'customer'`, sql`m.status <> -1`];
  if (f.partner !== undefined) parts.push(sql`r.parent = ${f.partner}`);
  if (f.kind) parts.push(sql`m.kind = ${f.kind}`);
  if (f.ids) parts.push(sql`m.id = any(${sql.param(f.ids)}::bigint[])`);
  if (f.keywords) {
    const number = /^\d{1,15}$/.test(f.keywords) ? Number(f.keywords) : null;
    parts.push(number !== null ? sql`(m.id = ${number} or m.name ilike ${`%${escapeLike(f.keywords)}%`})` : sql`(m.name ilike ${`%${escapeLike(f.keywords)}%`} or m.short_name ilike ${`%${escapeLike(f.keywords)}%`})`);
  }
  if (f.status !== undefined) parts.push(sql`m.status = ${f.status}`);
  if (f.product) parts.push(sql`exists (select 1 from merchant_product p where p.merchant = m.id and p.product = ${f.product} and p.status = 1)`);
  if (f.software === 'none') parts.push(sql`not exists (select 1 from partner_software s where s.merchant = m.id)`);
  else if (f.software) parts.push(sql`exists (select 1 from partner_software s where s.merchant = m.id and s.type = ${f.software})`);
  if (f.from) parts.push(sql`m.create_time >= ${f.from.toISOString()}`);
  if (f.before) parts.push(sql`m.create_time < ${f.before.toISOString()}`);
  return sql.join(parts, sql` and `);
}

const customerFrom = sql`merchant m join merchant_relation r on r.child = m.id join merchant pm on pm.id = r.parent`;

export interface CustomerRow {
  id: number;
  name: string;
  short_name: string;
  kind: string;
  contact_name: string;
  contact_mobile: string;
  region: string;
  address: string;
  remark: string;
  status: number;
  partner: number;
  partner_name: string;
  members: number;
  products: string[];
  parking_software: string | null;
  energy_software: string | null;
  trade_amount: number;
  create_time: Date | string;
}

/** The customers' rows with their relation, products, software and trades since `tradeSince`. */
export async function customerPage(tx: Tx, where: SQL, tradeSince: Date, limit: number, offset: number) {
  const rows = await rowsOf<CustomerRow & { id: string | number; partner: string | number; trade_amount: string | number }>(
    tx,
    sql`select m.id, m.name, m.short_name, m.kind, m.contact_name, m.contact_mobile, m.region, m.address, m.remark, m.status, m.create_time,
      r.parent as partner, pm.name as partner_name,
      (select count(*) from merchant_relation mr join merchant mm on mm.id = mr.child where mr.parent = m.id and mr.type = 'member' and mm.status <> -1)::int as members,
      coalesce((select array_agg(p.product order by p.product) from merchant_product p where p.merchant = m.id and p.status = 1), '{}') as products,
      (select s.software from partner_software s where s.merchant = m.id and s.type = 'parking') as parking_software,
      (select s.software from partner_software s where s.merchant = m.id and s.type = 'energy') as energy_software,
      coalesce((select sum(t.amount) from payment_trade t where t.merchant = m.id and t.state in (2, 3) and t.success_time >= ${tradeSince.toISOString()}), 0)::bigint as trade_amount
    from ${customerFrom} where ${where} order by m.create_time desc, m.id desc limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), partner: Number(r.partner), trade_amount: Number(r.trade_amount) }));
}

export async function customerTotal(tx: Tx, where: SQL) {
  const [row] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${customerFrom} where ${where}`);
  return row?.n ?? 0;
}

/** The customers' numbers (for the trade summaries). */
export async function customerIds(tx: Tx, where: SQL) {
  return (await rowsOf<{ id: string | number }>(tx, sql`select m.id from ${customerFrom} where ${where}`)).map((r) => Number(r.id));
}

/** The products the customer's partner owns (they decide which software it may register). */
export async function productsOf(tx: Tx, merchant: number) {
  const rows = await rowsOf<{ product: string }>(tx, sql`select product from merchant_product where merchant = ${merchant} and status = 1 order by product`);
  return rows.map((r) => r.product);
}

export async function superuserOf(tx: Tx, merchant: number) {
  const [row] = await rowsOf<{ account: string; name: string }>(tx, sql`select account, name from manager where merchant = ${merchant} and superuser order by id limit 1`);
  return row ?? null;
}

export async function namesOf(tx: Tx, ids: number[]) {
  const rows = await rowsOf<{ id: string | number; name: string }>(tx, sql`select id, name from merchant where id = any(${sql.param(ids)}::bigint[])`);
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

export interface CustomerCounts {
  kind: string;
  status: number;
  n: number;
  this_month: number;
  parking: number;
  energy: number;
}

export async function customerCounts(tx: Tx, where: SQL, monthStart: Date) {
  return rowsOf<CustomerCounts>(
    tx,
    sql`select m.kind, m.status, count(*)::int as n, count(*) filter (where m.create_time >= ${monthStart.toISOString()})::int as this_month,
      count(*) filter (where exists (select 1 from partner_software s where s.merchant = m.id and s.type = 'parking'))::int as parking,
      count(*) filter (where exists (select 1 from partner_software s where s.merchant = m.id and s.type = 'energy'))::int as energy
    from ${customerFrom} where ${where} group by m.kind, m.status`,
  );
}

export async function newPerMonth(tx: Tx, where: SQL, since: Date) {
  return rowsOf<{ month: string; kind: string; n: number }>(
    tx,
    sql`select to_char(m.create_time at time zone 'Asia/Shanghai', 'YYYY-MM') as month, m.kind, count(*)::int as n
    from ${customerFrom} where ${where} and m.create_time >= ${since.toISOString()} group by 1, 2`,
  );
}

export async function productCounts(tx: Tx, where: SQL) {
  return rowsOf<{ code: string; name: string; count: number }>(
    tx,
    sql`select p.product as code, coalesce(pr.name, p.product) as name, count(*)::int as count
    from ${customerFrom} join merchant_product p on p.merchant = m.id and p.status = 1 left join product pr on pr.code = p.product
    where ${where} group by p.product, pr.name order by count(*) desc, p.product`,
  );
}

// ---- trades ----

export interface TradeFilter {
  merchants: number[];
  business?: string;
  from: Date;
  before: Date;
}

const tradeWhere = (f: TradeFilter) =>
  sql.join(
    [
      sql`t.merchant = any(${sql.param(f.merchants)}::bigint[])`,
      sql`t.state in (2, 3)`,
      sql`t.success_time >= ${f.from.toISOString()}`,
      sql`t.success_time < ${f.before.toISOString()}`,
      ...(f.business ? [sql`t.business = ${f.business}`] : []),
    ],
    sql` and `,
  );

export async function topMerchants(tx: Tx, f: TradeFilter, limit: number) {
  const rows = await rowsOf<{ merchant: string | number; name: string; count: number; amount: string | number }>(
    tx,
    sql`select t.merchant, coalesce((select m.name from merchant m where m.id = t.merchant), '') as name, count(*)::int as count, sum(t.amount)::bigint as amount
    from payment_trade t where ${tradeWhere(f)} group by t.merchant order by sum(t.amount) desc, t.merchant limit ${limit}`,
  );
  return rows.map((r) => ({ merchant: Number(r.merchant), name: r.name, count: r.count, amount: Number(r.amount) }));
}

/** The period of a trade: its UTC+8 day or month. */
const periodOf = (unit: 'day' | 'month') =>
  unit === 'day' ? sql`to_char(t.success_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD')` : sql`to_char(t.success_time at time zone 'Asia/Shanghai', 'YYYY-MM')`;

type SumRow = { count: number; amount: string | number; fee: string | number; refunded: string | number };
const sums = <R extends SumRow>(r: R) => {
  const amount = Number(r.amount);
  const fee = Number(r.fee);
  const refunded = Number(r.refunded);
  return { ...r, count: Number(r.count), amount, fee, refunded, net: amount - fee - refunded };
};

export async function periodPage(tx: Tx, f: TradeFilter, unit: 'day' | 'month', limit: number, offset: number) {
  const rows = await rowsOf<SumRow & { period: string; merchant: string | number }>(
    tx,
    sql`select ${periodOf(unit)} as period, t.merchant, count(*)::int as count, sum(t.amount)::bigint as amount, sum(t.fee)::bigint as fee, sum(t.refunded)::bigint as refunded
    from payment_trade t where ${tradeWhere(f)} group by 1, 2 order by 1 desc, 2 limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({ ...sums(r), merchant: Number(r.merchant) }));
}

export async function periodSummary(tx: Tx, f: TradeFilter, unit: 'day' | 'month') {
  const [row] = await rowsOf<SumRow & { groups: number }>(
    tx,
    sql`select count(distinct (${periodOf(unit)}, t.merchant))::int as groups, count(*)::int as count, coalesce(sum(t.amount), 0)::bigint as amount,
      coalesce(sum(t.fee), 0)::bigint as fee, coalesce(sum(t.refunded), 0)::bigint as refunded
    from payment_trade t where ${tradeWhere(f)}`,
  );
  const { groups, ...rest } = row!;
  return { groups: Number(groups), summary: sums(rest) };
}

// ---- software ----

export interface SoftwareValues {
  software: string;
  version: string;
  start_date: string;
  end_date: string | null;
  annual_fee: number;
  install_fee: number;
  remark: string;
}

export interface SoftwareRow extends SoftwareValues {
  id: number;
  merchant: number;
  merchant_name: string;
  partner: number;
  type: string;
  status: number;
  create_time: Date | string;
  update_time: Date | string;
}

const softwareSelect = sql`select s.id, s.merchant, m.name as merchant_name, s.partner, s.type, s.software, s.version, s.start_date::text as start_date,
  s.end_date::text as end_date, s.annual_fee, s.install_fee, s.status, s.remark, s.create_time, s.update_time
  from partner_software s join merchant m on m.id = s.merchant`;

const shownSoftware = (r: SoftwareRow) => ({ ...r, id: Number(r.id), merchant: Number(r.merchant), partner: Number(r.partner) });

export async function softwareOf(tx: Tx, merchant: number) {
  return (await rowsOf<SoftwareRow>(tx, sql`${softwareSelect} where s.merchant = ${merchant} order by s.type desc`)).map(shownSoftware);
}

export async function findSoftware(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const [row] = await rowsOf<SoftwareRow>(tx, sql`${softwareSelect} where s.id = ${id}${options.lock ? sql` for update of s` : sql``}`);
  return row ? shownSoftware(row) : undefined;
}

export async function insertSoftware(tx: Tx, values: SoftwareValues & { merchant: number; partner: number; type: string }) {
  const [row] = await rowsOf<{ id: string | number }>(
    tx,
    sql`insert into partner_software (merchant, partner, type, software, version, start_date, end_date, annual_fee, install_fee, remark)
    values (${values.merchant}, ${values.partner}, ${values.type}, ${values.software}, ${values.version}, ${values.start_date}, ${values.end_date},
      ${values.annual_fee}, ${values.install_fee}, ${values.remark}) returning id`,
  );
  return Number(row!.id);
}

export async function updateSoftware(tx: Tx, id: number, values: Partial<SoftwareValues> & { status?: number }) {
  const sets = Object.entries(values).map(([k, v]) => sql`${sql.identifier(k)} = ${v}`);
  await tx.execute(sql`update partner_software set ${sql.join(sets, sql`, `)}, update_time = now() where id = ${id}`);
}
