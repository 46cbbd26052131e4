import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { park, parkingVipApply, parkingVipPackage } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { parkRowConditions, type ParkRowFilter } from '../../../shared/park-filter.js';

export interface Filter extends ParkRowFilter {
  status?: number;
}

const where = (f: Filter): SQL | undefined =>
  and(
    ...parkRowConditions({ merchant: parkingVipApply.merchant, park: parkingVipApply.park, plates: parkingVipApply.plates, time: parkingVipApply.create_time }, f),
    f.status !== undefined ? eq(parkingVipApply.status, f.status) : undefined,
  );

const columns = {
  id: parkingVipApply.id,
  merchant: parkingVipApply.merchant,
  merchant_name: merchantNameOf(parkingVipApply.merchant),
  park: parkingVipApply.park,
  park_code: park.park_code,
  park_name: park.park_name,
  plates: parkingVipApply.plates,
  plate_color: parkingVipApply.plate_color,
  holder_name: parkingVipApply.holder_name,
  mobile: parkingVipApply.mobile,
  package: parkingVipApply.package,
  package_name: parkingVipPackage.name,
  period_months: parkingVipPackage.period_months,
  price: parkingVipPackage.price,
  space_no: parkingVipApply.space_no,
  start_date: parkingVipApply.start_date,
  remark: parkingVipApply.remark,
  status: parkingVipApply.status,
  reviewer: parkingVipApply.reviewer,
  review_time: parkingVipApply.review_time,
  reject_reason: parkingVipApply.reject_reason,
  vip: parkingVipApply.vip,
  create_time: parkingVipApply.create_time,
};

const selectApplies = (tx: Tx) =>
  tx.select(columns).from(parkingVipApply).innerJoin(park, eq(park.id, parkingVipApply.park)).innerJoin(parkingVipPackage, eq(parkingVipPackage.id, parkingVipApply.package));

export type ApplyRow = Awaited<ReturnType<typeof find>> & {};

/** Newest first: the page's ids on `(merchant, create_time desc, id desc)`, then their rows. */
export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: parkingVipApply.id }).from(parkingVipApply).where(where(filter)).orderBy(desc(parkingVipApply.create_time), desc(parkingVipApply.id)).limit(limit).offset(offset);
  return selectApplies(tx).where(amongKeys(parkingVipApply.id, ids)).orderBy(desc(parkingVipApply.create_time), desc(parkingVipApply.id));
}

export const total = (tx: Tx, filter: Filter) => exactTotal(tx, parkingVipApply, where(filter));

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = selectApplies(tx).where(eq(parkingVipApply.id, id));
  const [row] = options.lock ? await query.for('update', { of: parkingVipApply }) : await query;
  return row;
}

export const review = (tx: Tx, id: number, values: { status: number; reviewer: string; review_time: Date; reject_reason?: string; vip?: number; space_no?: string }) =>
  tx.update(parkingVipApply).set({ ...values, update_time: new Date() }).where(eq(parkingVipApply.id, id));
