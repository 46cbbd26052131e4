import { and, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { park, parkingVip, parkingVipApply, parkingVipPackage } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { parkIdOf } from '../../../shared/park-filter.js';
import { exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line.

export interface Filter {
  merchants: Scope;
  merchant?: number;
  parkCode?: string;
  status?: number;
  keywords?: string;
  id?: number;
}

const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(parkingVipPackage.merchant, f.merchants),
    f.merchant ? eq(parkingVipPackage.merchant, f.merchant) : undefined,
    f.parkCode ? sql`${parkingVipPackage.park} = ${parkIdOf(f.parkCode)}` : undefined,
    f.status !== undefined ? eq(parkingVipPackage.status, f.status) : undefined,
    f.keywords ? ilike(parkingVipPackage.name, contains(f.keywords)) : undefined,
    f.id ? eq(parkingVipPackage.id, f.id) : undefined,
  );

/** The cards on a package (any state: a card keeps its package until it is deleted). */
const cardsOn = sql<number>`(select count(*)::int from ${parkingVip} v where v.merchant = ${parkingVipPackage.merchant} and v.package = ${parkingVipPackage.id})`;

const columns = {
  id: parkingVipPackage.id,
  merchant: parkingVipPackage.merchant,
  merchant_name: merchantNameOf(parkingVipPackage.merchant),
  park: parkingVipPackage.park,
  park_code: park.park_code,
  park_name: park.park_name,
  name: parkingVipPackage.name,
  period_months: parkingVipPackage.period_months,
  price: parkingVipPackage.price,
  time_range: parkingVipPackage.time_range,
  status: parkingVipPackage.status,
  cards: cardsOn,
  create_time: parkingVipPackage.create_time,
  update_time: parkingVipPackage.update_time,
};

const select = (tx: Tx) => tx.select(columns).from(parkingVipPackage).innerJoin(park, eq(park.id, parkingVipPackage.park));

export type PackageRow = Awaited<ReturnType<typeof find>> & {};

/** A page, newest first (a group's members hold tens of packages, not millions: OFFSET is fine here). */
export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  select(tx).where(where(filter)).orderBy(desc(parkingVipPackage.id)).limit(limit).offset(offset);

export const total = (tx: Tx, filter: Filter) => exactTotal(tx, parkingVipPackage, where(filter));

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = select(tx).where(eq(parkingVipPackage.id, id));
  const [row] = options.lock ? await query.for('update', { of: parkingVipPackage }) : await query;
  return row;
}

/** Another package of the park with this name (names are unique per park: the desk chooses by name). */
export async function namedLike(tx: Tx, merchant: number, parkId: number, name: string, except?: number) {
  const [row] = await tx
    .select({ id: parkingVipPackage.id })
    .from(parkingVipPackage)
    .where(and(eq(parkingVipPackage.merchant, merchant), eq(parkingVipPackage.park, parkId), eq(parkingVipPackage.name, name), except ? ne(parkingVipPackage.id, except) : undefined))
    .limit(1);
  return row;
}

/** Cards and applications naming the package: either keeps it from being deleted. */
export async function uses(tx: Tx, merchant: number, id: number) {
  const [cards] = await tx.select({ n: sql<number>`count(*)::int` }).from(parkingVip).where(and(eq(parkingVip.merchant, merchant), eq(parkingVip.package, id)));
  const [applies] = await tx.select({ n: sql<number>`count(*)::int` }).from(parkingVipApply).where(and(eq(parkingVipApply.merchant, merchant), eq(parkingVipApply.package, id)));
  return { cards: cards?.n ?? 0, applies: applies?.n ?? 0 };
}

export async function insert(tx: Tx, values: typeof parkingVipPackage.$inferInsert) {
  const [row] = await tx.insert(parkingVipPackage).values(values).returning({ id: parkingVipPackage.id });
  return row!.id;
}

export const update = (tx: Tx, id: number, values: Partial<typeof parkingVipPackage.$inferInsert>) =>
  tx.update(parkingVipPackage).set({ ...values, update_time: new Date() }).where(eq(parkingVipPackage.id, id));

export const remove = (tx: Tx, id: number) => tx.delete(parkingVipPackage).where(eq(parkingVipPackage.id, id));
