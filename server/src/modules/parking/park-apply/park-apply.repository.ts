import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { parkApply } from '../../../db/schema/index.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';
import { merchantNameOf } from '../../../shared/names.js';

// Every query names the merchants it serves; row-level security is the second line.

const columns = {
  id: parkApply.id,
  merchant: parkApply.merchant,
  merchant_name: merchantNameOf(parkApply.merchant),
  submitter_merchant: parkApply.submitter_merchant,
  submitter: parkApply.submitter,
  park_name: parkApply.park_name,
  region: parkApply.region,
  region_name: parkApply.region_name,
  address: parkApply.address,
  lat: parkApply.lat,
  lng: parkApply.lng,
  type: parkApply.type,
  total_space: parkApply.total_space,
  monthly_card_cap: parkApply.monthly_card_cap,
  remark: parkApply.remark,
  status: parkApply.status,
  auditor: parkApply.auditor,
  auditor_merchant: parkApply.auditor_merchant,
  audit_remark: parkApply.audit_remark,
  audit_time: parkApply.audit_time,
  park_code: parkApply.park_code,
  create_time: parkApply.create_time,
};

export type ApplyRow = Awaited<ReturnType<typeof find>> & {};

export interface Filter {
  /** The applicants whose applications are listed (the caller's own, or its scope). */
  merchants: Scope;
  merchant?: number;
  keywords?: string;
  status?: number;
}

const where = (filter: Filter) =>
  and(
    withinScope(parkApply.merchant, filter.merchants),
    filter.merchant ? eq(parkApply.merchant, filter.merchant) : undefined,
    filter.keywords ? ilike(parkApply.park_name, contains(filter.keywords)) : undefined,
    filter.status !== undefined ? eq(parkApply.status, filter.status) : undefined,
  );

/** Newest first. */
export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  tx.select(columns).from(parkApply).where(where(filter)).orderBy(desc(parkApply.create_time), desc(parkApply.id)).limit(limit).offset(offset);

export async function total(tx: Tx, filter: Filter) {
  const [row] = await tx.select({ n: count() }).from(parkApply).where(where(filter));
  return row?.n ?? 0;
}

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(parkApply).where(eq(parkApply.id, id));
  const [row] = options.lock ? await query.for('update', { of: parkApply }) : await query;
  return row;
}

/** A pending application of `merchantId` for a park named `name` (case-insensitive), if any. */
export async function pendingByName(tx: Tx, merchantId: number, name: string) {
  const [row] = await tx
    .select({ id: parkApply.id })
    .from(parkApply)
    .where(and(eq(parkApply.merchant, merchantId), eq(parkApply.status, 0), sql`lower(${parkApply.park_name}) = lower(${name})`));
  return row;
}

type Values = Omit<typeof parkApply.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(parkApply).values(values).returning({ id: parkApply.id });
  return row!.id;
}

export const update = (tx: Tx, id: number, values: Partial<Values>) => tx.update(parkApply).set({ ...values, update_time: new Date() }).where(eq(parkApply.id, id));
