import { and, asc, desc, eq, gte, ilike, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { park, parkingVip, parkingVipPackage, parkingVipRenewal } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { parkIdOf } from '../../../shared/park-filter.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { anyPlateContains, contains } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line.

/** The state a card shows: 3 已过期 is an active card whose end date is before `today`. */
const stateOf = (today: string) => sql<number>`case when ${parkingVip.status} = 2 then 2 when ${parkingVip.end_date} < ${today}::date then 3 else 1 end`;

export interface Filter {
  merchants: Scope;
  today: string;
  merchant?: number;
  parkCode?: string;
  plate?: string;
  state?: number;
  keywords?: string;
  /** The cards on one package (集团 › 月卡套餐 › 月卡). */
  packageId?: number;
  /** End dates from … to (UTC+8 days, both included). */
  endFrom?: string;
  endTo?: string;
  /** One holder's cards (集团 › 个人月卡). */
  mobile?: string;
}

const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(parkingVip.merchant, f.merchants),
    f.merchant ? eq(parkingVip.merchant, f.merchant) : undefined,
    f.parkCode ? sql`${parkingVip.park} = ${parkIdOf(f.parkCode)}` : undefined,
    f.plate ? anyPlateContains(parkingVip.plates, f.plate) : undefined,
    f.state === 2 ? eq(parkingVip.status, 2) : undefined,
    f.state === 1 ? and(eq(parkingVip.status, 1), gte(parkingVip.end_date, f.today)) : undefined,
    f.state === 3 ? and(eq(parkingVip.status, 1), lt(parkingVip.end_date, f.today)) : undefined,
    f.keywords ? or(ilike(parkingVip.holder_name, contains(f.keywords)), ilike(parkingVip.space_no, contains(f.keywords))) : undefined,
    f.packageId ? eq(parkingVip.package, f.packageId) : undefined,
    f.endFrom ? gte(parkingVip.end_date, f.endFrom) : undefined,
    f.endTo ? lte(parkingVip.end_date, f.endTo) : undefined,
    f.mobile ? eq(parkingVip.mobile, f.mobile) : undefined,
  );

const columns = (today: string) => ({
  id: parkingVip.id,
  merchant: parkingVip.merchant,
  merchant_name: merchantNameOf(parkingVip.merchant),
  park: parkingVip.park,
  park_code: park.park_code,
  park_name: park.park_name,
  plates: parkingVip.plates,
  plate_color: parkingVip.plate_color,
  holder_name: parkingVip.holder_name,
  mobile: parkingVip.mobile,
  package: parkingVip.package,
  package_name: parkingVipPackage.name,
  period_months: parkingVipPackage.period_months,
  price: parkingVipPackage.price,
  time_range: parkingVipPackage.time_range,
  start_date: parkingVip.start_date,
  end_date: parkingVip.end_date,
  space_no: parkingVip.space_no,
  status: parkingVip.status,
  state: stateOf(today),
  pause_reason: parkingVip.pause_reason,
  create_time: parkingVip.create_time,
});

const selectCards = (tx: Tx, today: string) =>
  tx.select(columns(today)).from(parkingVip).innerJoin(park, eq(park.id, parkingVip.park)).innerJoin(parkingVipPackage, eq(parkingVipPackage.id, parkingVip.package));

export type VipRow = Awaited<ReturnType<typeof find>> & {};

/** One page, the card that ends first first: the page's ids on `(merchant[, park], end_date, id)`, then their rows. */
export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: parkingVip.id }).from(parkingVip).where(where(filter)).orderBy(asc(parkingVip.end_date), asc(parkingVip.id)).limit(limit).offset(offset);
  return selectCards(tx, filter.today).where(amongKeys(parkingVip.id, ids)).orderBy(asc(parkingVip.end_date), asc(parkingVip.id));
}

export const total = (tx: Tx, filter: Filter) => exactTotal(tx, parkingVip, where(filter));

export async function find(tx: Tx, id: number, today: string, options: { lock?: boolean } = {}) {
  const query = selectCards(tx, today).where(eq(parkingVip.id, id));
  const [row] = options.lock ? await query.for('update', { of: parkingVip }) : await query;
  return row;
}

export const renewals = (tx: Tx, merchant: number, vip: number) =>
  // 续费记录 are the renewals (kind 2); a card's first payment (开卡) is a monthly order only (docs "Parking trades").
  tx.select().from(parkingVipRenewal).where(and(eq(parkingVipRenewal.merchant, merchant), eq(parkingVipRenewal.vip, vip), eq(parkingVipRenewal.kind, 2))).orderBy(desc(parkingVipRenewal.id)).limit(100);

/** The park by its number, locked: cards of one park are created one at a time (its cap and its plates). */
export async function lockPark(tx: Tx, parkCode: string) {
  const [row] = await tx.select({ id: park.id, merchant: park.merchant, park_name: park.park_name, cap: park.monthly_card_cap }).from(park).where(eq(park.park_code, parkCode)).for('update', { of: park });
  return row;
}

export async function lockParkById(tx: Tx, id: number) {
  const [row] = await tx.select({ id: park.id, merchant: park.merchant, park_name: park.park_name, cap: park.monthly_card_cap, park_code: park.park_code }).from(park).where(eq(park.id, id)).for('update', { of: park });
  return row;
}

export async function findPackage(tx: Tx, id: number) {
  const [row] = await tx.select().from(parkingVipPackage).where(eq(parkingVipPackage.id, id));
  return row;
}

export const packages = (tx: Tx, merchants: Scope, parkCode: string | undefined) =>
  tx
    .select({
      id: parkingVipPackage.id,
      merchant: parkingVipPackage.merchant,
      park_code: park.park_code,
      park_name: park.park_name,
      name: parkingVipPackage.name,
      period_months: parkingVipPackage.period_months,
      price: parkingVipPackage.price,
      time_range: parkingVipPackage.time_range,
    })
    .from(parkingVipPackage)
    .innerJoin(park, eq(park.id, parkingVipPackage.park))
    .where(and(withinScope(parkingVipPackage.merchant, merchants), eq(parkingVipPackage.status, 1), parkCode ? eq(park.park_code, parkCode) : undefined))
    .orderBy(parkingVipPackage.merchant, parkingVipPackage.park, parkingVipPackage.period_months, parkingVipPackage.id)
    .limit(200);

/** Cards of a park still in use (active not past `today`, or paused): its monthly-card count against the cap. */
export async function countInUse(tx: Tx, merchant: number, parkId: number, today: string, except?: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(parkingVip)
    .where(and(eq(parkingVip.merchant, merchant), eq(parkingVip.park, parkId), or(eq(parkingVip.status, 2), gte(parkingVip.end_date, today)), except ? ne(parkingVip.id, except) : undefined));
  return row?.n ?? 0;
}

/** A card in use of the park holding one of `plates` (not `except`): a plate has one card per park at a time. */
export async function holderOf(tx: Tx, merchant: number, parkId: number, plates: string[], today: string, except?: number) {
  const [row] = await tx
    .select({ id: parkingVip.id, plates: parkingVip.plates, holder_name: parkingVip.holder_name })
    .from(parkingVip)
    .where(
      and(
        eq(parkingVip.merchant, merchant),
        eq(parkingVip.park, parkId),
        sql`${parkingVip.plates} && ${sql`array[${sql.join(plates.map((p) => sql`${p}`), sql`, `)}]::text[]`}`,
        or(eq(parkingVip.status, 2), gte(parkingVip.end_date, today)),
        except ? ne(parkingVip.id, except) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insert(tx: Tx, values: typeof parkingVip.$inferInsert) {
  const [row] = await tx.insert(parkingVip).values(values).returning({ id: parkingVip.id });
  return row!.id;
}

export const update = (tx: Tx, id: number, values: Partial<typeof parkingVip.$inferInsert>) =>
  tx.update(parkingVip).set({ ...values, update_time: new Date() }).where(eq(parkingVip.id, id));

export async function remove(tx: Tx, merchant: number, id: number) {
  await tx.delete(parkingVipRenewal).where(and(eq(parkingVipRenewal.merchant, merchant), eq(parkingVipRenewal.vip, id)));
  await tx.delete(parkingVip).where(eq(parkingVip.id, id));
}

export async function insertRenewal(tx: Tx, values: typeof parkingVipRenewal.$inferInsert) {
  const [row] = await tx.insert(parkingVipRenewal).values(values).returning({ id: parkingVipRenewal.id });
  return row!.id;
}

export interface RenewalFilter {
  merchants: Scope;
  merchant?: number;
  parkCode?: string;
  plate?: string;
  payType?: number;
  /** One renewal (续费详情). */
  id?: number;
  /** Renewal times from … before (instants of UTC+8 days). */
  from?: Date;
  before?: Date;
}

const renewalWhere = (f: RenewalFilter): SQL | undefined =>
  and(
    withinScope(parkingVipRenewal.merchant, f.merchants),
    eq(parkingVipRenewal.kind, 2),
    f.merchant ? eq(parkingVipRenewal.merchant, f.merchant) : undefined,
    f.parkCode ? sql`${parkingVip.park} = ${parkIdOf(f.parkCode)}` : undefined,
    f.plate ? anyPlateContains(parkingVip.plates, f.plate) : undefined,
    f.payType ? eq(parkingVipRenewal.pay_type, f.payType) : undefined,
    f.id ? eq(parkingVipRenewal.id, f.id) : undefined,
    f.from ? gte(parkingVipRenewal.create_time, f.from) : undefined,
    f.before ? lt(parkingVipRenewal.create_time, f.before) : undefined,
  );

/** Renewals across the cards in scope, newest first, with their card (park, plates, holder, package). */
export const renewalPage = (tx: Tx, filter: RenewalFilter, limit: number, offset: number) =>
  tx
    .select({
      id: parkingVipRenewal.id, vip: parkingVipRenewal.vip, periods: parkingVipRenewal.periods, months: parkingVipRenewal.months, amount: parkingVipRenewal.amount,
      pay_type: parkingVipRenewal.pay_type, start_date: parkingVipRenewal.start_date, end_date: parkingVipRenewal.end_date, operator: parkingVipRenewal.operator,
      create_time: parkingVipRenewal.create_time, merchant: parkingVipRenewal.merchant, merchant_name: merchantNameOf(parkingVipRenewal.merchant), park_code: park.park_code,
      park_name: park.park_name, plates: parkingVip.plates, plate_color: parkingVip.plate_color, holder_name: parkingVip.holder_name, package_name: parkingVipPackage.name,
    })
    .from(parkingVipRenewal)
    .innerJoin(parkingVip, eq(parkingVip.id, parkingVipRenewal.vip))
    .innerJoin(park, eq(park.id, parkingVip.park))
    .innerJoin(parkingVipPackage, eq(parkingVipPackage.id, parkingVip.package))
    .where(renewalWhere(filter))
    .orderBy(desc(parkingVipRenewal.id))
    .limit(limit)
    .offset(offset);

export async function renewalTotal(tx: Tx, filter: RenewalFilter) {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(parkingVipRenewal).innerJoin(parkingVip, eq(parkingVip.id, parkingVipRenewal.vip)).where(renewalWhere(filter));
  return row?.n ?? 0;
}
