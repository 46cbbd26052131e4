import { and, count, desc, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { park } from '../../../db/schema/index.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';
import { merchantNameOf } from '../../../shared/names.js';

// Every query names the merchants it serves; row-level security is the second line.

const columns = {
  id: park.id,
  park_code: park.park_code,
  park_uuid: park.park_uuid,
  park_name: park.park_name,
  merchant: park.merchant,
  merchant_name: merchantNameOf(park.merchant),
  region: park.region,
  region_name: park.region_name,
  address: park.address,
  lat: park.lat,
  lng: park.lng,
  type: park.type,
  total_space: park.total_space,
  monthly_card_cap: park.monthly_card_cap,
  status: park.status,
  apply_id: park.apply_id,
  create_time: park.create_time,
  update_time: park.update_time,
};

export type ParkRow = Awaited<ReturnType<typeof find>> & {};

export interface Filter {
  /** The merchants whose parks are listed (the caller's own, or its scope). */
  merchants: Scope;
  merchant?: number;
  keywords?: string;
  park_code?: string;
  status?: number;
  type?: number;
  /** A division code prefix: 44 (a province), 4403 (a city), 440304 (a district). */
  regionPrefix?: string;
}

const where = (filter: Filter) =>
  and(
    withinScope(park.merchant, filter.merchants),
    filter.merchant ? eq(park.merchant, filter.merchant) : undefined,
    filter.keywords ? or(ilike(park.park_code, contains(filter.keywords)), ilike(park.park_name, contains(filter.keywords))) : undefined,
    filter.park_code ? eq(park.park_code, filter.park_code) : undefined,
    filter.status !== undefined ? eq(park.status, filter.status) : undefined,
    filter.type !== undefined ? eq(park.type, filter.type) : undefined,
    filter.regionPrefix ? like(park.region, `${filter.regionPrefix}%`) : undefined,
  );

/** Newest first. */
export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  tx.select(columns).from(park).where(where(filter)).orderBy(desc(park.create_time), desc(park.id)).limit(limit).offset(offset);

export async function total(tx: Tx, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(park).where(where(filter));
  return row?.n ?? 0;
}

export async function find(tx: Tx, parkCode: string, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(park).where(eq(park.park_code, parkCode));
  const [row] = options.lock ? await query.for('update', { of: park }) : await query;
  return row;
}

/** The park of `merchantId` named `name` (case-insensitive), other than `except`, if any. */
export async function byName(tx: Tx, merchantId: number, name: string, except?: string) {
  const [row] = await tx
    .select({ park_code: park.park_code })
    .from(park)
    .where(and(eq(park.merchant, merchantId), sql`lower(${park.park_name}) = lower(${name})`, except ? sql`${park.park_code} <> ${except}` : undefined));
  return row;
}

type Values = Omit<typeof park.$inferInsert, 'id' | 'park_code' | 'park_uuid' | 'create_time' | 'update_time'>;

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(park).values(values).returning({ park_code: park.park_code });
  return row!.park_code;
}

export const update = (tx: Tx, parkCode: string, values: Partial<Values>) => tx.update(park).set({ ...values, update_time: new Date() }).where(eq(park.park_code, parkCode));
