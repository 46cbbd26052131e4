import { and, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { park, parkingPassport } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { parkRowConditions, type ParkRowFilter } from '../../../shared/park-filter.js';

// Every query names the merchants it serves; row-level security is the second line.

export interface Filter extends ParkRowFilter {
  kind?: number;
  /** 1 有效, 2 已过期, 0 已撤销 (as shown). */
  state?: number;
  now: Date;
}

const stateIs = (state: number, now: Date): SQL | undefined =>
  state === 0 ? eq(parkingPassport.status, 0) : state === 1 ? and(eq(parkingPassport.status, 1), gt(parkingPassport.end_time, now)) : and(eq(parkingPassport.status, 1), lte(parkingPassport.end_time, now));

const where = (f: Filter) =>
  and(
    ...parkRowConditions({ merchant: parkingPassport.merchant, park: parkingPassport.park, plate: parkingPassport.plate, time: parkingPassport.start_time }, f),
    f.kind !== undefined ? eq(parkingPassport.kind, f.kind) : undefined,
    f.state !== undefined ? stateIs(f.state, f.now) : undefined,
  );

const columns = {
  id: parkingPassport.id,
  passport_no: parkingPassport.passport_no,
  merchant: parkingPassport.merchant,
  merchant_name: merchantNameOf(parkingPassport.merchant),
  park_code: park.park_code,
  park_name: park.park_name,
  plate: parkingPassport.plate,
  plate_color: parkingPassport.plate_color,
  kind: parkingPassport.kind,
  holder: parkingPassport.holder,
  mobile: parkingPassport.mobile,
  reason: parkingPassport.reason,
  start_time: parkingPassport.start_time,
  end_time: parkingPassport.end_time,
  issuer: parkingPassport.issuer,
  status: parkingPassport.status,
  revoker: parkingPassport.revoker,
  revoke_time: parkingPassport.revoke_time,
  revoke_reason: parkingPassport.revoke_reason,
  create_time: parkingPassport.create_time,
};

const select = (tx: Tx) => tx.select(columns).from(parkingPassport).innerJoin(park, eq(park.id, parkingPassport.park));

export type PassportRow = Awaited<ReturnType<typeof find>> & {};

/** Latest start first, on `(merchant, start_time desc, id desc)`. */
export const page = (tx: Tx, f: Filter, limit: number, offset: number) =>
  select(tx).where(where(f)).orderBy(desc(parkingPassport.start_time), desc(parkingPassport.id)).limit(limit).offset(offset);

export async function total(tx: Tx, f: Filter) {
  const [row] = await tx.select({ n: count() }).from(parkingPassport).where(where(f));
  return row?.n ?? 0;
}

export async function find(tx: Tx, id: number, options: { lock?: boolean } = {}) {
  const query = select(tx).where(eq(parkingPassport.id, id));
  const [row] = options.lock ? await query.for('update', { of: parkingPassport }) : await query;
  return row;
}

export const revoke = (tx: Tx, id: number, values: { revoker: string; revoke_time: Date; revoke_reason: string }) =>
  tx.update(parkingPassport).set({ ...values, status: 0, update_time: sql`now()` }).where(and(eq(parkingPassport.id, id), eq(parkingPassport.status, 1)));
