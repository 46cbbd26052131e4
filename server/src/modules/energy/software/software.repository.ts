import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyDevice, energySoftware, energyStation, energyUpgrade } from '../../../db/schema/index.js';
import { cappedTotal } from '../../../shared/paging.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line.

/** The device column holding a kind's version: 1 software_version, 2 firmware_version. */
export const versionColumn = (kind: number) => (kind === 1 ? energyDevice.software_version : energyDevice.firmware_version);

/** Devices of the version's model at its merchant (the model compared without case). */
const ofModel = (merchantColumn: ReturnType<typeof qualified>, modelColumn: ReturnType<typeof qualified>) =>
  sql`d.merchant = ${merchantColumn} and lower(d.model) = lower(${modelColumn})`;

const columns = {
  id: energySoftware.id,
  kind: energySoftware.kind,
  merchant: energySoftware.merchant,
  merchant_name: merchantNameOf(energySoftware.merchant),
  name: energySoftware.name,
  model: energySoftware.model,
  version: energySoftware.version,
  file_name: energySoftware.file_name,
  file_link: energySoftware.file_link,
  file_sha256: energySoftware.file_sha256,
  notes: energySoftware.notes,
  status: energySoftware.status,
  device_count: sql<number>`(select count(*)::int from ${energyDevice} d where ${ofModel(qualified(energySoftware.merchant), qualified(energySoftware.model))})`,
  current_count: sql<number>`(select count(*)::int from ${energyDevice} d where ${ofModel(qualified(energySoftware.merchant), qualified(energySoftware.model))}
    and lower(case when ${qualified(energySoftware.kind)} = 1 then d.software_version else d.firmware_version end) = lower(${qualified(energySoftware.version)}))`,
  upgrading_count: sql<number>`(select count(*)::int from ${energyUpgrade} u where u.merchant = ${qualified(energySoftware.merchant)} and u.software = ${qualified(energySoftware.id)} and u.status in (1, 2, 3))`,
  create_time: energySoftware.create_time,
  update_time: energySoftware.update_time,
};

export type SoftwareRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export interface Filter {
  merchants: Scope;
  kind: number;
  merchant?: number;
  keywords?: string;
  status?: number;
}

/** By tenant and kind first (the merchant index); the keywords match the beginning of the name, model or version. */
const where = (filter: Filter) =>
  and(
    withinScope(energySoftware.merchant, filter.merchants),
    eq(energySoftware.kind, filter.kind),
    filter.merchant ? eq(energySoftware.merchant, filter.merchant) : undefined,
    filter.keywords
      ? or(ilike(energySoftware.name, startsWith(filter.keywords)), ilike(energySoftware.model, startsWith(filter.keywords)), ilike(energySoftware.version, startsWith(filter.keywords)))
      : undefined,
    filter.status !== undefined ? eq(energySoftware.status, filter.status) : undefined,
  );

/** Newest first. */
export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  tx.select(columns).from(energySoftware).where(where(filter)).orderBy(desc(energySoftware.create_time), desc(energySoftware.id)).limit(limit).offset(offset);

export const total = (tx: Tx, filter: Filter) => cappedTotal(tx, energySoftware, where(filter));

export async function find(tx: Tx, merchants: Scope, kind: number, id: number, options: { lock?: boolean } = {}) {
  const query = tx
    .select(columns)
    .from(energySoftware)
    .where(and(withinScope(energySoftware.merchant, merchants), eq(energySoftware.kind, kind), eq(energySoftware.id, id)));
  const [row] = options.lock ? await query.for('update', { of: energySoftware }) : await query;
  return row;
}

type Values = Omit<typeof energySoftware.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(energySoftware).values(values).returning({ id: energySoftware.id });
  return row!;
}

export const update = (tx: Tx, id: number, values: Partial<Values>) => tx.update(energySoftware).set({ ...values, update_time: new Date() }).where(eq(energySoftware.id, id));

export const remove = (tx: Tx, id: number) => tx.delete(energySoftware).where(eq(energySoftware.id, id));

// ---- the devices of a version's model, and their upgrade jobs ------------------------------------------------------

export interface DeviceFilter {
  merchant: number;
  model: string;
  kind: number;
  version: string;
  keywords?: string;
  onVersion?: boolean;
}

const deviceWhere = (f: DeviceFilter) => {
  const current = versionColumn(f.kind);
  return and(
    eq(energyDevice.merchant, f.merchant),
    sql`lower(${energyDevice.model}) = lower(${f.model})`,
    f.keywords ? ilike(energyDevice.device_code, startsWith(f.keywords)) : undefined,
    f.onVersion === undefined ? undefined : f.onVersion ? sql`lower(${current}) = lower(${f.version})` : sql`lower(${current}) <> lower(${f.version})`,
  );
};

/** The devices with their latest job to this version (if any), by station and number. */
export const devices = (tx: Tx, software: number, f: DeviceFilter, limit: number, offset: number) =>
  tx
    .select({
      id: energyDevice.id,
      device_code: energyDevice.device_code,
      station_code: energyStation.station_code,
      station_name: energyStation.name,
      model: energyDevice.model,
      online: energyDevice.online,
      status: energyDevice.status,
      current_version: versionColumn(f.kind),
      upgrading: sql<boolean>`exists (select 1 from ${energyUpgrade} u where u.device = ${qualified(energyDevice.id)} and u.status in (1, 2, 3))`,
      upgrade: sql<{ status: number; from_version: string; reason: string; operator: string; create_time: string; update_time: string } | null>`(
        select json_build_object('status', u.status, 'from_version', u.from_version, 'reason', u.reason, 'operator', u.operator,
          'create_time', u.create_time, 'update_time', u.update_time)
        from ${energyUpgrade} u where u.merchant = ${f.merchant} and u.software = ${software} and u.device = ${qualified(energyDevice.id)}
        order by u.id desc limit 1)`,
    })
    .from(energyDevice)
    .innerJoin(energyStation, eq(energyStation.id, energyDevice.station))
    .where(deviceWhere(f))
    .orderBy(energyStation.station_code, energyDevice.device_code)
    .limit(limit)
    .offset(offset);

export const deviceTotal = (tx: Tx, f: DeviceFilter) => cappedTotal(tx, energyDevice, deviceWhere(f));

/** The named devices of a merchant, locked for the upgrade, with whether one has a job in progress. */
export const devicesFor = (tx: Tx, merchant: number, codes: string[]) =>
  tx
    .select({
      id: energyDevice.id,
      device_code: energyDevice.device_code,
      model: energyDevice.model,
      online: energyDevice.online,
      status: energyDevice.status,
      software_version: energyDevice.software_version,
      firmware_version: energyDevice.firmware_version,
      running: sql<boolean>`exists (select 1 from ${energyUpgrade} u where u.device = ${qualified(energyDevice.id)} and u.status in (1, 2, 3))`,
    })
    .from(energyDevice)
    .where(and(eq(energyDevice.merchant, merchant), inArray(energyDevice.device_code, codes)))
    .for('update', { of: energyDevice });

export const insertUpgrades = (tx: Tx, rows: (typeof energyUpgrade.$inferInsert)[]) => tx.insert(energyUpgrade).values(rows);
