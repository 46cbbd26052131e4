import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyDeviceMessageLog, energyDeviceOnlineLog, energyStation } from '../../../db/schema/index.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { merchantNameOf } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { atStation } from '../station-ref.js';

// Every query names the merchants it serves; row-level security is the second line. Both logs grow without bound: a
// page finds its ids on the tenant-first (merchant, event_time, id) index alone and reads only those rows (the deferred
// join), and totals stop at COUNT_CAP.

type Log = typeof energyDeviceOnlineLog | typeof energyDeviceMessageLog;

export interface Filter {
  merchants: Scope;
  merchant?: number;
  station_code?: string;
  device_code?: string;
  from?: Date;
  before?: Date;
  /** The log's own conditions (event, direction, action). */
  more?: (SQL | undefined)[];
}

const where = (log: Log, filter: Filter) =>
  and(
    withinScope(log.merchant, filter.merchants),
    filter.merchant ? eq(log.merchant, filter.merchant) : undefined,
    filter.station_code ? atStation(log.station, filter.station_code) : undefined,
    filter.device_code ? eq(log.device_code, filter.device_code) : undefined,
    filter.from ? gte(log.event_time, filter.from) : undefined,
    filter.before ? lt(log.event_time, filter.before) : undefined,
    ...(filter.more ?? []),
  );

/** The page's ids, newest first, from the (merchant, event_time, id) index alone. */
const keysOf = (tx: Tx, log: Log, filter: Filter, limit: number, offset: number) =>
  tx.select({ id: log.id }).from(log).where(where(log, filter)).orderBy(desc(log.event_time), desc(log.id)).limit(limit).offset(offset);

const t = energyDeviceOnlineLog;
export const onlinePage = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  tx
    .select({
      id: t.id,
      merchant: t.merchant,
      merchant_name: merchantNameOf(t.merchant),
      station_code: energyStation.station_code,
      station_name: energyStation.name,
      device_code: t.device_code,
      event_time: t.event_time,
      event: t.event,
      reason: t.reason,
      remote_ip: t.remote_ip,
      protocol: t.protocol,
    })
    .from(t)
    .innerJoin(energyStation, eq(energyStation.id, t.station))
    .where(amongKeys(t.id, keysOf(tx, t, filter, limit, offset)))
    .orderBy(desc(t.event_time), desc(t.id));
export const onlineTotal = (tx: Tx, filter: Filter) => cappedTotal(tx, t, where(t, filter));
export const onlineWhere = { event: (event: number) => eq(t.event, event) };

const m = energyDeviceMessageLog;
export const messagePage = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  tx
    .select({
      id: m.id,
      merchant: m.merchant,
      merchant_name: merchantNameOf(m.merchant),
      station_code: energyStation.station_code,
      station_name: energyStation.name,
      device_code: m.device_code,
      event_time: m.event_time,
      direction: m.direction,
      protocol: m.protocol,
      action: m.action,
      payload: m.payload,
    })
    .from(m)
    .innerJoin(energyStation, eq(energyStation.id, m.station))
    .where(amongKeys(m.id, keysOf(tx, m, filter, limit, offset)))
    .orderBy(desc(m.event_time), desc(m.id));
export const messageTotal = (tx: Tx, filter: Filter) => cappedTotal(tx, m, where(m, filter));
export const messageWhere = { direction: (direction: number) => eq(m.direction, direction), action: (action: string) => sql`lower(${m.action}) = lower(${action})` };
