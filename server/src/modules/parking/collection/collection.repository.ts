import { and, count, desc, eq, gte, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { parkingCollection, parkingOtherPark } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line.

export interface LotFilter {
  merchants: Scope;
  merchant?: number;
  keywords?: string;
  type?: number;
  /** A division code prefix: 44, 4403, 440304. */
  regionPrefix?: string;
}

export interface Filter extends LotFilter {
  status?: number;
  from?: Date;
  before?: Date;
  otherPark?: number;
}

const baseWhere = (f: Filter): (SQL | undefined)[] => [
  withinScope(parkingCollection.merchant, f.merchants),
  f.merchant ? eq(parkingCollection.merchant, f.merchant) : undefined,
  f.keywords
    ? or(
        ilike(parkingCollection.park_name, contains(f.keywords)),
        ilike(parkingCollection.address, contains(f.keywords)),
        ilike(parkingCollection.collector, contains(f.keywords)),
        ilike(parkingCollection.collection_no, contains(f.keywords)),
      )
    : undefined,
  f.type !== undefined ? eq(parkingCollection.type, f.type) : undefined,
  f.regionPrefix ? like(parkingCollection.region, `${f.regionPrefix}%`) : undefined,
  f.from ? gte(parkingCollection.collect_time, f.from) : undefined,
  f.before ? lt(parkingCollection.collect_time, f.before) : undefined,
  f.otherPark ? eq(parkingCollection.other_park, f.otherPark) : undefined,
];

const where = (f: Filter) => and(...baseWhere(f), f.status !== undefined ? eq(parkingCollection.status, f.status) : undefined);

const columns = {
  id: parkingCollection.id,
  collection_no: parkingCollection.collection_no,
  merchant: parkingCollection.merchant,
  merchant_name: merchantNameOf(parkingCollection.merchant),
  park_name: parkingCollection.park_name,
  region: parkingCollection.region,
  region_name: parkingCollection.region_name,
  address: parkingCollection.address,
  lat: parkingCollection.lat,
  lng: parkingCollection.lng,
  type: parkingCollection.type,
  total_space: parkingCollection.total_space,
  charge_rule: parkingCollection.charge_rule,
  open_hours: parkingCollection.open_hours,
  parking_system: parkingCollection.parking_system,
  contact_name: parkingCollection.contact_name,
  contact_mobile: parkingCollection.contact_mobile,
  images: parkingCollection.images,
  remark: parkingCollection.remark,
  collector: parkingCollection.collector,
  collector_mobile: parkingCollection.collector_mobile,
  collect_time: parkingCollection.collect_time,
  status: parkingCollection.status,
  auditor: parkingCollection.auditor,
  audit_time: parkingCollection.audit_time,
  audit_remark: parkingCollection.audit_remark,
  other_park: parkingCollection.other_park,
};

export type CollectionRow = Awaited<ReturnType<typeof page>>[number];

/** Newest collection first, on `(merchant, collect_time desc, id desc)`. */
export const page = (tx: Tx, f: Filter, limit: number, offset: number) =>
  tx.select(columns).from(parkingCollection).where(where(f)).orderBy(desc(parkingCollection.collect_time), desc(parkingCollection.id)).limit(limit).offset(offset);

export async function total(tx: Tx, f: Filter) {
  const [row] = await tx.select({ n: count() }).from(parkingCollection).where(where(f));
  return row?.n ?? 0;
}

/** How many of each status match the filter without its status (the tabs' numbers). */
export async function statusCounts(tx: Tx, f: Filter) {
  const rows = await tx.select({ status: parkingCollection.status, n: count() }).from(parkingCollection).where(and(...baseWhere(f))).groupBy(parkingCollection.status);
  const of = (status: number) => rows.find((r) => r.status === status)?.n ?? 0;
  return { pending: of(0), approved: of(1), rejected: of(2) };
}

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(parkingCollection).where(eq(parkingCollection.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export const review = (tx: Tx, id: number, values: { status: number; auditor: string; audit_time: Date; audit_remark: string; other_park: number | null }) =>
  tx.update(parkingCollection).set({ ...values, update_time: new Date() }).where(eq(parkingCollection.id, id));

// ---- other parks ------------------------------------------------------------------------------------------------

const otherWhere = (f: LotFilter) =>
  and(
    withinScope(parkingOtherPark.merchant, f.merchants),
    f.merchant ? eq(parkingOtherPark.merchant, f.merchant) : undefined,
    f.keywords ? or(ilike(parkingOtherPark.park_name, contains(f.keywords)), ilike(parkingOtherPark.address, contains(f.keywords))) : undefined,
    f.type !== undefined ? eq(parkingOtherPark.type, f.type) : undefined,
    f.regionPrefix ? like(parkingOtherPark.region, `${f.regionPrefix}%`) : undefined,
  );

const otherColumns = {
  id: parkingOtherPark.id,
  merchant: parkingOtherPark.merchant,
  merchant_name: merchantNameOf(parkingOtherPark.merchant),
  park_name: parkingOtherPark.park_name,
  region: parkingOtherPark.region,
  region_name: parkingOtherPark.region_name,
  address: parkingOtherPark.address,
  lat: parkingOtherPark.lat,
  lng: parkingOtherPark.lng,
  type: parkingOtherPark.type,
  total_space: parkingOtherPark.total_space,
  charge_rule: parkingOtherPark.charge_rule,
  open_hours: parkingOtherPark.open_hours,
  parking_system: parkingOtherPark.parking_system,
  contact_name: parkingOtherPark.contact_name,
  contact_mobile: parkingOtherPark.contact_mobile,
  images: parkingOtherPark.images,
  collection_count: sql<number>`(select count(*)::int from ${parkingCollection} c where c.merchant = ${qualified(parkingOtherPark.merchant)} and c.other_park = ${qualified(parkingOtherPark.id)} and c.status = 1)`,
  last_collect_time: sql<Date | null>`(select max(c.collect_time) from ${parkingCollection} c where c.merchant = ${qualified(parkingOtherPark.merchant)} and c.other_park = ${qualified(parkingOtherPark.id)} and c.status = 1)`,
  create_time: parkingOtherPark.create_time,
  update_time: parkingOtherPark.update_time,
};

export type OtherParkRow = Awaited<ReturnType<typeof otherPage>>[number];

export const otherPage = (tx: Tx, f: LotFilter, limit: number, offset: number) =>
  tx.select(otherColumns).from(parkingOtherPark).where(otherWhere(f)).orderBy(desc(parkingOtherPark.update_time), desc(parkingOtherPark.id)).limit(limit).offset(offset);

export async function otherTotal(tx: Tx, f: LotFilter) {
  const [row] = await tx.select({ n: count() }).from(parkingOtherPark).where(otherWhere(f));
  return row?.n ?? 0;
}

export async function findOther(tx: Tx, id: number) {
  const [row] = await tx.select(otherColumns).from(parkingOtherPark).where(eq(parkingOtherPark.id, id));
  return row;
}

/** The merchant's other park of this name (case-insensitive), locked: an approval updates it rather than adding one. */
export async function otherByName(tx: Tx, merchant: number, name: string) {
  const [row] = await tx
    .select({ id: parkingOtherPark.id })
    .from(parkingOtherPark)
    .where(and(eq(parkingOtherPark.merchant, merchant), sql`lower(${parkingOtherPark.park_name}) = lower(${name})`))
    .for('update');
  return row;
}

export type LotValues = Omit<typeof parkingOtherPark.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insertOther(tx: Tx, values: LotValues) {
  const [row] = await tx.insert(parkingOtherPark).values(values).returning({ id: parkingOtherPark.id });
  return row!.id;
}

export const updateOther = (tx: Tx, id: number, values: LotValues) => tx.update(parkingOtherPark).set({ ...values, update_time: new Date() }).where(eq(parkingOtherPark.id, id));
