import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyApp, energyEmapApply, energyStation } from '../../../db/schema/index.js';
import { cappedTotal, exactTotal } from '../../../shared/paging.js';
import { merchantNameOf } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';
import { atStation } from '../station-ref.js';

// Every query names the merchants it serves; row-level security is the second line.

const a = energyEmapApply;
const columns = {
  id: a.id,
  apply_no: a.apply_no,
  merchant: a.merchant,
  merchant_name: merchantNameOf(a.merchant),
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  station_address: energyStation.address,
  platform: a.platform,
  contact_name: a.contact_name,
  contact_mobile: a.contact_mobile,
  note: a.note,
  status: a.status,
  audit_note: a.audit_note,
  auditor: a.auditor,
  audit_time: a.audit_time,
  create_time: a.create_time,
};

export type ApplyRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export interface Filter {
  merchants: Scope;
  merchant?: number;
  station_code?: string;
  platform?: string;
  status?: number;
  apply_no?: string;
}

const where = (f: Filter) =>
  and(
    withinScope(a.merchant, f.merchants),
    f.merchant ? eq(a.merchant, f.merchant) : undefined,
    f.station_code ? atStation(a.station, f.station_code) : undefined,
    f.platform ? eq(a.platform, f.platform) : undefined,
    f.status !== undefined ? eq(a.status, f.status) : undefined,
    f.apply_no ? eq(a.apply_no, f.apply_no) : undefined,
  );

const from = (tx: Tx) => tx.select(columns).from(a).innerJoin(energyStation, eq(energyStation.id, a.station));

/** Newest first. */
export const page = (tx: Tx, f: Filter, limit: number, offset: number) => from(tx).where(where(f)).orderBy(desc(a.create_time), desc(a.id)).limit(limit).offset(offset);
export const total = (tx: Tx, f: Filter) => cappedTotal(tx, a, where(f));

export async function find(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = from(tx).where(and(withinScope(a.merchant, merchants), eq(a.id, id)));
  const [row] = options.lock ? await query.for('update', { of: a }) : await query;
  return row;
}

export const audit = (tx: Tx, id: number, values: { status: number; audit_note: string; auditor: string }) =>
  tx.update(a).set({ ...values, audit_time: new Date(), update_time: new Date() }).where(and(eq(a.id, id), eq(a.status, 0)));

// ---- charging apps -------------------------------------------------------------------------------------------------

export interface AppFilter {
  merchants: Scope;
  merchant?: number;
  keywords?: string;
  kind?: number;
  status?: number;
}

const appWhere = (f: AppFilter) =>
  and(
    withinScope(energyApp.merchant, f.merchants),
    f.merchant ? eq(energyApp.merchant, f.merchant) : undefined,
    f.keywords ? or(ilike(energyApp.name, startsWith(f.keywords)), ilike(energyApp.app_id, startsWith(f.keywords))) : undefined,
    f.kind !== undefined ? eq(energyApp.kind, f.kind) : undefined,
    f.status !== undefined ? eq(energyApp.status, f.status) : undefined,
  );

/** A merchant has a handful of apps: exact totals. */
export const appPage = (tx: Tx, f: AppFilter, limit: number, offset: number) =>
  tx
    .select({
      id: energyApp.id,
      merchant: energyApp.merchant,
      merchant_name: merchantNameOf(energyApp.merchant),
      name: energyApp.name,
      kind: energyApp.kind,
      app_id: energyApp.app_id,
      version: energyApp.version,
      service_phone: energyApp.service_phone,
      launch_date: energyApp.launch_date,
      status: energyApp.status,
      create_time: energyApp.create_time,
    })
    .from(energyApp)
    .where(appWhere(f))
    .orderBy(desc(energyApp.create_time), desc(energyApp.id))
    .limit(limit)
    .offset(offset);
export const appTotal = (tx: Tx, f: AppFilter) => exactTotal(tx, energyApp, appWhere(f));
