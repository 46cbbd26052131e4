import { and, desc, eq, gt, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { park, parkingRecord, parkingReserve, parkingReserveApply, parkingReserveAppeal, parkingReserveBlacklist } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { parkRowConditions, type ParkRowFilter } from '../../../shared/park-filter.js';
import { amongKeys, cappedTotal, exactTotal } from '../../../shared/paging.js';



// Every query names the merchants it serves; row-level security is the second line.

/** The state a reservation shows: 5 已超时 is a 待到场 one whose latest arrival has passed `now`. */
const stateOf = (now: Date) => sql<number>`case when ${parkingReserve.state} = 1 and ${parkingReserve.latest_arrival} < ${now.toISOString()}::timestamptz then 5 else ${parkingReserve.state} end`;

/** A phone filter: 11 digits is the number, fewer its last digits. */
const phoneIs = (column: typeof parkingReserve.phone | typeof parkingReserveApply.phone, phone: string) => (phone.length === 11 ? eq(column, phone) : ilike(column, `%${phone}`));

export interface Filter extends ParkRowFilter {
  now: Date;
  phone?: string;
  state?: number;
  /** Reserved times from … before (instants of UTC+8 days). */
}

const stateIs = (state: number, now: Date) => {
  if (state === 5) return and(eq(parkingReserve.state, 1), lt(parkingReserve.latest_arrival, now));
  if (state === 1) return and(eq(parkingReserve.state, 1), gte(parkingReserve.latest_arrival, now));
  return eq(parkingReserve.state, state);
};

const where = (f: Filter): SQL | undefined =>
  and(
    ...parkRowConditions({ merchant: parkingReserve.merchant, park: parkingReserve.park, plate: parkingReserve.plate, time: parkingReserve.reserve_time }, f),
    f.phone ? phoneIs(parkingReserve.phone, f.phone) : undefined,
    f.state ? stateIs(f.state, f.now) : undefined,
  );

const columns = (now: Date) => ({
  id: parkingReserve.id,
  reserve_no: parkingReserve.reserve_no,
  merchant: parkingReserve.merchant,
  merchant_name: merchantNameOf(parkingReserve.merchant),
  park: parkingReserve.park,
  park_code: park.park_code,
  park_name: park.park_name,
  plate: parkingReserve.plate,
  plate_color: parkingReserve.plate_color,
  phone: parkingReserve.phone,
  reserve_time: parkingReserve.reserve_time,
  latest_arrival: parkingReserve.latest_arrival,
  arrive_time: parkingReserve.arrive_time,
  record: parkingReserve.record,
  space_no: parkingReserve.space_no,
  prepaid: parkingReserve.prepaid,
  refund: parkingReserve.refund,
  stored: parkingReserve.state,
  state: stateOf(now),
  source: parkingReserve.source,
  reason: parkingReserve.reason,
  handler: parkingReserve.handler,
  handle_time: parkingReserve.handle_time,
  create_time: parkingReserve.create_time,
});

const selectReserves = (tx: Tx, now: Date) => tx.select(columns(now)).from(parkingReserve).innerJoin(park, eq(park.id, parkingReserve.park));

export type ReserveRow = Awaited<ReturnType<typeof find>> & {};

/** Latest reserved time first: the page's ids on `(merchant[, park], reserve_time desc, id desc)`, then their rows. */
export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: parkingReserve.id }).from(parkingReserve).where(where(filter)).orderBy(desc(parkingReserve.reserve_time), desc(parkingReserve.id)).limit(limit).offset(offset);
  return selectReserves(tx, filter.now).where(amongKeys(parkingReserve.id, ids)).orderBy(desc(parkingReserve.reserve_time), desc(parkingReserve.id));
}

export const total = (tx: Tx, filter: Filter) => cappedTotal(tx, parkingReserve, where(filter));

export async function find(tx: Tx, id: number, now: Date, options: { lock?: boolean } = {}) {
  const query = selectReserves(tx, now).where(eq(parkingReserve.id, id));
  const [row] = options.lock ? await query.for('update', { of: parkingReserve }) : await query;
  return row;
}

/** Counts by shown state and money over a bounded range (the statistics cards). */
export async function statistics(tx: Tx, filter: Filter) {
  const now = filter.now.toISOString();
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${parkingReserve.state} = 1 and ${parkingReserve.latest_arrival} >= ${now}::timestamptz))::int`,
      overdue: sql<number>`(count(*) filter (where ${parkingReserve.state} = 1 and ${parkingReserve.latest_arrival} < ${now}::timestamptz))::int`,
      arrived: sql<number>`(count(*) filter (where ${parkingReserve.state} = 2))::int`,
      cancelled: sql<number>`(count(*) filter (where ${parkingReserve.state} = 3))::int`,
      no_show: sql<number>`(count(*) filter (where ${parkingReserve.state} = 4))::int`,
      prepaid: sql<number>`coalesce(sum(${parkingReserve.prepaid}), 0)::int`,
      refund: sql<number>`coalesce(sum(${parkingReserve.refund}), 0)::int`,
    })
    .from(parkingReserve)
    .where(where(filter));
  return row!;
}

export async function recordOf(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: parkingRecord.id, entry_time: parkingRecord.entry_time, exit_time: parkingRecord.exit_time, status: parkingRecord.status })
    .from(parkingRecord)
    .where(eq(parkingRecord.id, id));
  return row;
}

export async function insert(tx: Tx, values: typeof parkingReserve.$inferInsert) {
  const [row] = await tx.insert(parkingReserve).values(values).returning({ id: parkingReserve.id, reserve_no: parkingReserve.reserve_no });
  return row!;
}

export const update = (tx: Tx, id: number, values: Partial<typeof parkingReserve.$inferInsert>) =>
  tx.update(parkingReserve).set({ ...values, update_time: new Date() }).where(eq(parkingReserve.id, id));

/** Reservations of the park held during [start, end): waiting (state 1) with overlapping holds. */
export async function heldDuring(tx: Tx, merchant: number, parkId: number, start: Date, end: Date) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(parkingReserve)
    .where(and(eq(parkingReserve.merchant, merchant), eq(parkingReserve.park, parkId), eq(parkingReserve.state, 1), lt(parkingReserve.reserve_time, end), gt(parkingReserve.latest_arrival, start)));
  return row?.n ?? 0;
}

/** The plate's reservation still waiting (not past its latest arrival) at the park, if any. */
export async function waitingOf(tx: Tx, merchant: number, parkId: number, plate: string, now: Date) {
  const [row] = await tx
    .select({ id: parkingReserve.id, reserve_no: parkingReserve.reserve_no, reserve_time: parkingReserve.reserve_time })
    .from(parkingReserve)
    .where(and(eq(parkingReserve.merchant, merchant), eq(parkingReserve.park, parkId), eq(parkingReserve.plate, plate), eq(parkingReserve.state, 1), gte(parkingReserve.latest_arrival, now)))
    .limit(1);
  return row;
}

/** The plate's no-shows at the park with a reserved time since `since`. */
export async function noShowsSince(tx: Tx, merchant: number, parkId: number, plate: string, since: Date) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(parkingReserve)
    .where(and(eq(parkingReserve.merchant, merchant), eq(parkingReserve.park, parkId), eq(parkingReserve.plate, plate), eq(parkingReserve.state, 4), gte(parkingReserve.reserve_time, since)));
  return row?.n ?? 0;
}

// ---- applications ---------------------------------------------------------------------------------------------

export interface ApplyFilter extends ParkRowFilter {
  phone?: string;
  status?: number;
}

const applyWhere = (f: ApplyFilter): SQL | undefined =>
  and(
    ...parkRowConditions({ merchant: parkingReserveApply.merchant, park: parkingReserveApply.park, plate: parkingReserveApply.plate, time: parkingReserveApply.create_time }, f),
    f.phone ? phoneIs(parkingReserveApply.phone, f.phone) : undefined,
    f.status !== undefined ? eq(parkingReserveApply.status, f.status) : undefined,
  );

const selectApplies = (tx: Tx) =>
  tx
    .select({
      id: parkingReserveApply.id,
      merchant: parkingReserveApply.merchant,
      merchant_name: merchantNameOf(parkingReserveApply.merchant),
      park: parkingReserveApply.park,
      park_code: park.park_code,
      park_name: park.park_name,
      plate: parkingReserveApply.plate,
      plate_color: parkingReserveApply.plate_color,
      phone: parkingReserveApply.phone,
      reserve_time: parkingReserveApply.reserve_time,
      remark: parkingReserveApply.remark,
      status: parkingReserveApply.status,
      reviewer: parkingReserveApply.reviewer,
      review_time: parkingReserveApply.review_time,
      reject_reason: parkingReserveApply.reject_reason,
      reserve: parkingReserveApply.reserve,
      create_time: parkingReserveApply.create_time,
    })
    .from(parkingReserveApply)
    .innerJoin(park, eq(park.id, parkingReserveApply.park));

export type ApplyRow = Awaited<ReturnType<typeof findApply>> & {};

export function applyPage(tx: Tx, filter: ApplyFilter, limit: number, offset: number) {
  const ids = tx.select({ id: parkingReserveApply.id }).from(parkingReserveApply).where(applyWhere(filter)).orderBy(desc(parkingReserveApply.create_time), desc(parkingReserveApply.id)).limit(limit).offset(offset);
  return selectApplies(tx).where(amongKeys(parkingReserveApply.id, ids)).orderBy(desc(parkingReserveApply.create_time), desc(parkingReserveApply.id));
}

export const applyTotal = (tx: Tx, filter: ApplyFilter) => cappedTotal(tx, parkingReserveApply, applyWhere(filter));

export async function findApply(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = selectApplies(tx).where(eq(parkingReserveApply.id, id));
  const [row] = options.lock ? await query.for('update', { of: parkingReserveApply }) : await query;
  return row;
}

/** The plate's application waiting at the park, if any. */
export async function pendingApplyOf(tx: Tx, merchant: number, parkId: number, plate: string, except?: number) {
  const [row] = await tx
    .select({ id: parkingReserveApply.id })
    .from(parkingReserveApply)
    .where(and(eq(parkingReserveApply.merchant, merchant), eq(parkingReserveApply.park, parkId), eq(parkingReserveApply.plate, plate), eq(parkingReserveApply.status, 0), except ? sql`${parkingReserveApply.id} <> ${except}` : undefined))
    .limit(1);
  return row;
}

export async function insertApply(tx: Tx, values: typeof parkingReserveApply.$inferInsert) {
  const [row] = await tx.insert(parkingReserveApply).values(values).returning({ id: parkingReserveApply.id });
  return row!.id;
}

export const reviewApply = (tx: Tx, id: number, values: { status: number; reviewer: string; review_time: Date; reject_reason?: string; reserve?: number }) =>
  tx.update(parkingReserveApply).set({ ...values, update_time: new Date() }).where(eq(parkingReserveApply.id, id));

// ---- appeals ----------------------------------------------------------------------------------------------------

export interface AppealFilter extends Omit<ApplyFilter, 'status'> {
  status?: number;
  reserve?: number;
}

const appealWhere = (f: AppealFilter): SQL | undefined =>
  and(
    ...parkRowConditions({ merchant: parkingReserveAppeal.merchant, park: parkingReserveAppeal.park, plate: parkingReserve.plate, time: parkingReserveAppeal.create_time }, f),
    f.phone ? phoneIs(parkingReserve.phone, f.phone) : undefined,
    f.status !== undefined ? eq(parkingReserveAppeal.status, f.status) : undefined,
    f.reserve ? eq(parkingReserveAppeal.reserve, f.reserve) : undefined,
  );

const selectAppeals = (tx: Tx) =>
  tx
    .select({
      id: parkingReserveAppeal.id,
      merchant: parkingReserveAppeal.merchant,
      merchant_name: merchantNameOf(parkingReserveAppeal.merchant),
      park_code: park.park_code,
      park_name: park.park_name,
      reserve: parkingReserveAppeal.reserve,
      reserve_no: parkingReserve.reserve_no,
      plate: parkingReserve.plate,
      plate_color: parkingReserve.plate_color,
      phone: parkingReserve.phone,
      reserve_time: parkingReserve.reserve_time,
      latest_arrival: parkingReserve.latest_arrival,
      prepaid: parkingReserve.prepaid,
      content: parkingReserveAppeal.content,
      status: parkingReserveAppeal.status,
      reviewer: parkingReserveAppeal.reviewer,
      review_time: parkingReserveAppeal.review_time,
      reply: parkingReserveAppeal.reply,
      create_time: parkingReserveAppeal.create_time,
    })
    .from(parkingReserveAppeal)
    .innerJoin(parkingReserve, eq(parkingReserve.id, parkingReserveAppeal.reserve))
    .innerJoin(park, eq(park.id, parkingReserveAppeal.park));

export type AppealRow = Awaited<ReturnType<typeof findAppeal>> & {};

export const appealPage = (tx: Tx, filter: AppealFilter, limit: number, offset: number) =>
  selectAppeals(tx).where(appealWhere(filter)).orderBy(desc(parkingReserveAppeal.create_time), desc(parkingReserveAppeal.id)).limit(limit).offset(offset);

export async function appealTotal(tx: Tx, filter: AppealFilter) {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(parkingReserveAppeal).innerJoin(parkingReserve, eq(parkingReserve.id, parkingReserveAppeal.reserve)).where(appealWhere(filter));
  return row?.n ?? 0;
}

export async function findAppeal(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = selectAppeals(tx).where(eq(parkingReserveAppeal.id, id));
  const [row] = options.lock ? await query.for('update', { of: parkingReserveAppeal }) : await query;
  return row;
}

export const appealsOf = (tx: Tx, merchant: number, reserve: number) =>
  selectAppeals(tx).where(and(eq(parkingReserveAppeal.merchant, merchant), eq(parkingReserveAppeal.reserve, reserve))).orderBy(desc(parkingReserveAppeal.id)).limit(20);

export const reviewAppeal = (tx: Tx, id: number, values: { status: number; reviewer: string; review_time: Date; reply: string }) =>
  tx.update(parkingReserveAppeal).set({ ...values, update_time: new Date() }).where(eq(parkingReserveAppeal.id, id));

// ---- the reservation blacklist ---------------------------------------------------------------------------------

export interface BlacklistFilter extends ParkRowFilter {
  source?: number;
}

const blacklistWhere = (f: BlacklistFilter): SQL | undefined =>
  and(
    ...parkRowConditions({ merchant: parkingReserveBlacklist.merchant, park: parkingReserveBlacklist.park, plate: parkingReserveBlacklist.plate, time: parkingReserveBlacklist.create_time }, f),
    f.source ? eq(parkingReserveBlacklist.source, f.source) : undefined,
  );

const selectBlacklist = (tx: Tx) =>
  tx
    .select({
      id: parkingReserveBlacklist.id,
      merchant: parkingReserveBlacklist.merchant,
      merchant_name: merchantNameOf(parkingReserveBlacklist.merchant),
      park_code: park.park_code,
      park_name: park.park_name,
      plate: parkingReserveBlacklist.plate,
      plate_color: parkingReserveBlacklist.plate_color,
      reason: parkingReserveBlacklist.reason,
      source: parkingReserveBlacklist.source,
      reserve: parkingReserveBlacklist.reserve,
      reserve_no: sql<string>`coalesce((select r.reserve_no from ${parkingReserve} r where r.id = ${parkingReserveBlacklist.reserve}), '')`,
      operator: parkingReserveBlacklist.operator,
      create_time: parkingReserveBlacklist.create_time,
    })
    .from(parkingReserveBlacklist)
    .innerJoin(park, eq(park.id, parkingReserveBlacklist.park));

export type BlacklistRow = Awaited<ReturnType<typeof findBlacklisted>> & {};

export const blacklistPage = (tx: Tx, filter: BlacklistFilter, limit: number, offset: number) =>
  selectBlacklist(tx).where(blacklistWhere(filter)).orderBy(desc(parkingReserveBlacklist.create_time), desc(parkingReserveBlacklist.id)).limit(limit).offset(offset);

export const blacklistTotal = (tx: Tx, filter: BlacklistFilter) => exactTotal(tx, parkingReserveBlacklist, blacklistWhere(filter));

export async function findBlacklisted(tx: Tx, id: number) {
  const [row] = await selectBlacklist(tx).where(eq(parkingReserveBlacklist.id, id)).for('update', { of: parkingReserveBlacklist });
  return row;
}

export async function blacklistedAt(tx: Tx, merchant: number, parkId: number, plate: string) {
  const [row] = await tx
    .select({ id: parkingReserveBlacklist.id, reason: parkingReserveBlacklist.reason })
    .from(parkingReserveBlacklist)
    .where(and(eq(parkingReserveBlacklist.merchant, merchant), eq(parkingReserveBlacklist.park, parkId), eq(parkingReserveBlacklist.plate, plate)));
  return row;
}

/** Puts the plate on the park's list unless it is there already; the new entry's id, or undefined. */
export async function blacklist(tx: Tx, values: typeof parkingReserveBlacklist.$inferInsert) {
  const [row] = await tx.insert(parkingReserveBlacklist).values(values).onConflictDoNothing().returning({ id: parkingReserveBlacklist.id });
  return row?.id;
}

export const unblacklist = (tx: Tx, id: number) => tx.delete(parkingReserveBlacklist).where(eq(parkingReserveBlacklist.id, id));

/** The entry a no-show put there (automatically or by hand), if it is still on the list. */
export async function blacklistedBy(tx: Tx, merchant: number, reserve: number) {
  const [row] = await tx
    .select({ id: parkingReserveBlacklist.id, plate: parkingReserveBlacklist.plate, reason: parkingReserveBlacklist.reason })
    .from(parkingReserveBlacklist)
    .where(and(eq(parkingReserveBlacklist.merchant, merchant), eq(parkingReserveBlacklist.reserve, reserve)));
  return row;
}
