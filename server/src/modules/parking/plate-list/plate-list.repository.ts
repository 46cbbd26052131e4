import { and, desc, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { park, parkingPlateList } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { parkRowConditions, type ParkRowFilter } from '../../../shared/park-filter.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';



/** Whether an entry applies on `today`: 1 生效中, 2 未生效 (starts later), 3 已失效 (ended). */
const validityOf = (today: string) =>
  sql<number>`case when ${parkingPlateList.start_date} is null then 1 when ${parkingPlateList.start_date} > ${today}::date then 2 when ${parkingPlateList.end_date} < ${today}::date then 3 else 1 end`;

export interface Filter extends ParkRowFilter {
  list: number;
  today: string;
  validity?: number;
}

const where = (f: Filter): SQL | undefined =>
  and(
    ...parkRowConditions({ merchant: parkingPlateList.merchant, park: parkingPlateList.park, plate: parkingPlateList.plate, time: parkingPlateList.create_time }, f),
    eq(parkingPlateList.list, f.list),
    f.validity === 1 ? or(isNull(parkingPlateList.start_date), and(lte(parkingPlateList.start_date, f.today), gte(parkingPlateList.end_date, f.today))) : undefined,
    f.validity === 2 ? gt(parkingPlateList.start_date, f.today) : undefined,
    f.validity === 3 ? lt(parkingPlateList.end_date, f.today) : undefined,
  );

const columns = (today: string) => ({
  id: parkingPlateList.id,
  merchant: parkingPlateList.merchant,
  merchant_name: merchantNameOf(parkingPlateList.merchant),
  park: parkingPlateList.park,
  list: parkingPlateList.list,
  park_code: park.park_code,
  park_name: park.park_name,
  plate: parkingPlateList.plate,
  plate_color: parkingPlateList.plate_color,
  reason: parkingPlateList.reason,
  start_date: parkingPlateList.start_date,
  end_date: parkingPlateList.end_date,
  validity: validityOf(today),
  operator: parkingPlateList.operator,
  create_time: parkingPlateList.create_time,
  update_time: parkingPlateList.update_time,
});

const selectEntries = (tx: Tx, today: string) => tx.select(columns(today)).from(parkingPlateList).innerJoin(park, eq(park.id, parkingPlateList.park));

export type EntryRow = Awaited<ReturnType<typeof find>> & {};

/** Newest first: the page's ids on `(merchant, list, create_time desc, id desc)`, then their rows. */
export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: parkingPlateList.id }).from(parkingPlateList).where(where(filter)).orderBy(desc(parkingPlateList.create_time), desc(parkingPlateList.id)).limit(limit).offset(offset);
  return selectEntries(tx, filter.today).where(amongKeys(parkingPlateList.id, ids)).orderBy(desc(parkingPlateList.create_time), desc(parkingPlateList.id));
}

export const total = (tx: Tx, filter: Filter) => exactTotal(tx, parkingPlateList, where(filter));

export async function find(tx: Tx, id: number, today: string, options: { lock?: boolean } = {}) {
  const query = selectEntries(tx, today).where(eq(parkingPlateList.id, id));
  const [row] = options.lock ? await query.for('update', { of: parkingPlateList }) : await query;
  return row;
}

/** The entry of `plate` on either list of the park (but `except`). */
export async function entryOf(tx: Tx, merchant: number, parkId: number, plate: string, except?: number) {
  const [row] = await tx
    .select({ id: parkingPlateList.id, list: parkingPlateList.list })
    .from(parkingPlateList)
    .where(and(eq(parkingPlateList.merchant, merchant), eq(parkingPlateList.park, parkId), eq(parkingPlateList.plate, plate), except ? sql`${parkingPlateList.id} <> ${except}` : undefined));
  return row;
}

export async function findPark(tx: Tx, parkCode: string) {
  const [row] = await tx.select({ id: park.id, merchant: park.merchant, park_name: park.park_name }).from(park).where(eq(park.park_code, parkCode));
  return row;
}

export async function insert(tx: Tx, values: typeof parkingPlateList.$inferInsert) {
  const [row] = await tx.insert(parkingPlateList).values(values).returning({ id: parkingPlateList.id });
  return row!.id;
}

export const update = (tx: Tx, id: number, values: Partial<typeof parkingPlateList.$inferInsert>) =>
  tx.update(parkingPlateList).set({ ...values, update_time: new Date() }).where(eq(parkingPlateList.id, id));

export const remove = (tx: Tx, id: number) => tx.delete(parkingPlateList).where(eq(parkingPlateList.id, id));
