import { and, asc, count, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { invoiceInvoice, invoicePrice, merchant } from '../../../db/schema/index.js';
import { amongKeys } from '../../../shared/paging.js';
import { merchantNameOf } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';

// Every query names the owner (the price rules' tenant) or the merchants it serves (the invoices' tenants); row-level
// security is the second line.

const columns = {
  id: invoicePrice.id,
  owner: invoicePrice.merchant,
  merchant: invoicePrice.customer,
  merchant_name: merchantNameOf(invoicePrice.customer),
  kind: invoicePrice.kind,
  unit_price: invoicePrice.unit_price,
  start_month: invoicePrice.start_month,
  end_month: invoicePrice.end_month,
  remark: invoicePrice.remark,
  operator: invoicePrice.operator,
  create_time: invoicePrice.create_time,
  update_time: invoicePrice.update_time,
};

export type PriceRow = Awaited<ReturnType<typeof find>> & {};

export interface PriceFilter {
  owner: number;
  merchant?: number;
  kind?: number;
}

const where = (f: PriceFilter) =>
  and(eq(invoicePrice.merchant, f.owner), f.merchant !== undefined ? eq(invoicePrice.customer, f.merchant) : undefined, f.kind !== undefined ? eq(invoicePrice.kind, f.kind) : undefined);

/** The default rules first, then by merchant, kind and month, the latest first; ids from the owner's index, then the rows. */
export async function page(tx: Tx, f: PriceFilter, limit: number, offset: number) {
  const order = [sql`${invoicePrice.customer} asc nulls first`, asc(invoicePrice.kind), desc(invoicePrice.start_month), desc(invoicePrice.id)];
  const ids = tx.select({ id: invoicePrice.id }).from(invoicePrice).where(where(f)).orderBy(...order).limit(limit).offset(offset);
  return tx.select(columns).from(invoicePrice).where(and(eq(invoicePrice.merchant, f.owner), amongKeys(invoicePrice.id, ids))).orderBy(...order);
}

export async function total(tx: Tx, f: PriceFilter) {
  const [row] = await tx.select({ n: count() }).from(invoicePrice).where(where(f));
  return row?.n ?? 0;
}

export async function find(tx: Tx, owner: number, id: number) {
  const [row] = await tx.select(columns).from(invoicePrice).where(and(eq(invoicePrice.merchant, owner), eq(invoicePrice.id, id))).for('update', { of: invoicePrice });
  return row;
}

/** The owner's merchant row, locked: rules of one owner are checked for overlaps one change at a time. */
export const lockOwner = (tx: Tx, owner: number) => tx.select({ id: merchant.id }).from(merchant).where(eq(merchant.id, owner)).for('update');

/** A rule of the same owner, merchant (or default) and kind whose months meet [start, end] (end null: open), but `except`. */
export async function overlapping(tx: Tx, f: { owner: number; customer: number | null; kind: number; start: string; end: string | null; except?: number }) {
  const [row] = await tx
    .select(columns)
    .from(invoicePrice)
    .where(
      and(
        eq(invoicePrice.merchant, f.owner),
        f.customer === null ? isNull(invoicePrice.customer) : eq(invoicePrice.customer, f.customer),
        eq(invoicePrice.kind, f.kind),
        f.except !== undefined ? ne(invoicePrice.id, f.except) : undefined,
        f.end !== null ? sql`${invoicePrice.start_month} <= ${f.end}` : undefined,
        or(isNull(invoicePrice.end_month), sql`${invoicePrice.end_month} >= ${f.start}`),
      ),
    )
    .limit(1);
  return row;
}

type Values = Omit<typeof invoicePrice.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(invoicePrice).values(values).returning({ id: invoicePrice.id });
  return row!.id;
}

export const update = (tx: Tx, owner: number, id: number, values: Partial<Values>) =>
  tx.update(invoicePrice).set({ ...values, update_time: new Date() }).where(and(eq(invoicePrice.merchant, owner), eq(invoicePrice.id, id)));

export const remove = (tx: Tx, owner: number, id: number) => tx.delete(invoicePrice).where(and(eq(invoicePrice.merchant, owner), eq(invoicePrice.id, id)));

// ---- 费用明细 -------------------------------------------------------------------------------------------------------

export interface FeeFilter {
  owner: number;
  /** The merchants whose invoices are priced: the owner's scope (never the owner itself). */
  merchants: Scope;
  merchant?: number;
  /** `YYYY-MM-01` of the first month and of the month after the last: issue dates (UTC+8 days) in [from, to). */
  from: string;
  to: string;
}

/** The price of a kind for a merchant's month: its own rule in force, else the owner's default in force, else null. */
const priceOf = (owner: number, kind: number) => sql`(
  select p.unit_price from ${invoicePrice} p
  where p.merchant = ${owner} and p.kind = ${kind} and (p.customer = c.merchant or p.customer is null)
    and p.start_month <= c.month and (p.end_month is null or p.end_month >= c.month)
  order by p.customer nulls last limit 1)`;

/** Invoices per merchant and month of the filter (index `merchant, issue_date`), priced: the CTEs `c` and `priced`. */
function priced(f: FeeFilter): SQL {
  const scoped = and(
    withinScope(invoiceInvoice.merchant, f.merchants),
    ne(invoiceInvoice.merchant, f.owner),
    f.merchant !== undefined ? eq(invoiceInvoice.merchant, f.merchant) : undefined,
    sql`${invoiceInvoice.issue_date} >= ${f.from}`,
    sql`${invoiceInvoice.issue_date} < ${f.to}`,
  );
  return sql`with c as (
      select ${invoiceInvoice.merchant} as merchant, substr(${invoiceInvoice.issue_date}, 1, 7) as month,
        count(*) filter (where ${invoiceInvoice.kind} = 1)::int as blue_count, count(*) filter (where ${invoiceInvoice.kind} = 2)::int as red_count
      from ${invoiceInvoice} where ${scoped} group by 1, 2),
    priced as (
      select c.merchant, c.month, c.blue_count, c.red_count, ${priceOf(f.owner, 1)}::int8 as blue_price, ${priceOf(f.owner, 2)}::int8 as red_price from c)`;
}

const rowsOf = async <R>(tx: Tx, query: SQL) => ((await tx.execute(query)) as unknown as { rows: R[] }).rows;
const fee = sql`(p.blue_count * coalesce(p.blue_price, 0) + p.red_count * coalesce(p.red_price, 0))`;

export interface FeeRow {
  id: string;
  merchant: number;
  merchant_name: string;
  month: string;
  blue_count: number;
  red_count: number;
  blue_price: number | null;
  red_price: number | null;
  fee: number;
}

const nullable = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The newest month first, then by merchant number. */
export async function feePage(tx: Tx, f: FeeFilter, limit: number, offset: number): Promise<FeeRow[]> {
  const rows = await rowsOf<FeeRow>(
    tx,
    sql`${priced(f)}
    select p.merchant, coalesce((select m.name from ${merchant} m where m.id = p.merchant), '') as merchant_name, p.month, p.blue_count, p.red_count, p.blue_price, p.red_price, ${fee}::int8 as fee
    from priced p order by p.month desc, p.merchant asc limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({ ...r, id: `${r.merchant}-${r.month}`, merchant: Number(r.merchant), blue_count: Number(r.blue_count), red_count: Number(r.red_count), blue_price: nullable(r.blue_price), red_price: nullable(r.red_price), fee: Number(r.fee) }));
}

/** How many rows the filter has and what they sum to. */
export async function feeTotals(tx: Tx, f: FeeFilter) {
  const [row] = await rowsOf<{ n: number; blue_count: number; red_count: number; fee: number }>(
    tx,
    sql`${priced(f)} select count(*)::int as n, coalesce(sum(p.blue_count), 0)::int8 as blue_count, coalesce(sum(p.red_count), 0)::int8 as red_count, coalesce(sum(${fee}), 0)::int8 as fee from priced p`,
  );
  return { n: Number(row?.n ?? 0), blue_count: Number(row?.blue_count ?? 0), red_count: Number(row?.red_count ?? 0), fee: Number(row?.fee ?? 0) };
}
