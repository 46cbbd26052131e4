import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { park, parkGate, parkingRelease } from '../../../db/schema/index.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { merchantNameOf } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { parkRowConditions, type ParkRowFilter } from '../../../shared/park-filter.js';


export interface Filter extends ParkRowFilter {
  reviewStatus?: number;
}

const within = (scope: Scope) => withinScope(parkingRelease.merchant, scope);

const where = (filter: Filter): SQL | undefined =>
  and(
    ...parkRowConditions({ merchant: parkingRelease.merchant, park: parkingRelease.park, plate: parkingRelease.plate, time: parkingRelease.request_time }, filter),
    filter.reviewStatus !== undefined ? eq(parkingRelease.review_status, filter.reviewStatus) : undefined,
  );

const columns = {
  id: parkingRelease.id,
  merchant: parkingRelease.merchant,
  merchant_name: merchantNameOf(parkingRelease.merchant),
  park_code: park.park_code,
  park_name: park.park_name,
  gate_id: parkingRelease.gate,
  gate: parkGate.name,
  record: parkingRelease.record,
  plate: parkingRelease.plate,
  plate_color: parkingRelease.plate_color,
  reason: parkingRelease.reason,
  images: parkingRelease.images,
  requested_by: parkingRelease.requested_by,
  request_time: parkingRelease.request_time,
  review_status: parkingRelease.review_status,
  reviewer: parkingRelease.reviewer,
  review_time: parkingRelease.review_time,
  reject_reason: parkingRelease.reject_reason,
};

const selectReleases = (tx: Tx) =>
  tx.select(columns).from(parkingRelease).innerJoin(park, eq(park.id, parkingRelease.park)).innerJoin(parkGate, eq(parkGate.id, parkingRelease.gate));

export type ReleaseRow = Awaited<ReturnType<typeof find>> & {};

/** Newest release first: the page's ids on `(merchant, request_time desc, id desc)`, then those rows (deferred join). */
export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  const ids = tx
    .select({ id: parkingRelease.id })
    .from(parkingRelease)
    .where(where(filter))
    .orderBy(desc(parkingRelease.request_time), desc(parkingRelease.id))
    .limit(limit)
    .offset(offset);
  return selectReleases(tx)
    .where(amongKeys(parkingRelease.id, ids))
    .orderBy(desc(parkingRelease.request_time), desc(parkingRelease.id));
}

export const total = (tx: Tx, filter: Filter) => cappedTotal(tx, parkingRelease, where(filter));

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = selectReleases(tx).where(eq(parkingRelease.id, id));
  const [row] = options.lock ? await query.for('update', { of: parkingRelease }) : await query;
  return row;
}

export const review = (tx: Tx, id: number, values: { review_status: number; reviewer: string; review_time: Date; reject_reason: string }) =>
  tx.update(parkingRelease).set({ ...values, update_time: new Date() }).where(eq(parkingRelease.id, id));

/** Pending releases in the scope (the to-do count), on the partial index of pending rows. */
export async function pendingCount(tx: Tx, scope: Scope) {
  const [row] = await tx.select({ n: count() }).from(parkingRelease).where(and(within(scope), eq(parkingRelease.review_status, 0)));
  return row?.n ?? 0;
}
