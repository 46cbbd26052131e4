import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { park, parkGate, parkingOnlineLog } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { parkIdOf } from '../../../shared/park-filter.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';


// Every query names the merchants it serves; row-level security is the second line.

export interface Filter {
  merchants: Scope;
  merchant?: number;
  parkCode?: string;
  from: Date;
  before: Date;
  device?: string;
  deviceKind?: number;
  event?: number;
}

const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(parkingOnlineLog.merchant, f.merchants),
    f.merchant ? eq(parkingOnlineLog.merchant, f.merchant) : undefined,
    f.parkCode ? sql`${parkingOnlineLog.park} = ${parkIdOf(f.parkCode)}` : undefined,
    gte(parkingOnlineLog.event_time, f.from),
    lt(parkingOnlineLog.event_time, f.before),
    f.device ? or(ilike(parkingOnlineLog.device, contains(f.device)), ilike(parkingOnlineLog.device_serial, contains(f.device))) : undefined,
    f.deviceKind ? eq(parkingOnlineLog.device_kind, f.deviceKind) : undefined,
    f.event !== undefined ? eq(parkingOnlineLog.event, f.event) : undefined,
  );

const select = (tx: Tx) =>
  tx
    .select({
      id: parkingOnlineLog.id,
      merchant: parkingOnlineLog.merchant,
      merchant_name: merchantNameOf(parkingOnlineLog.merchant),
      park_code: park.park_code,
      park_name: park.park_name,
      device_kind: parkingOnlineLog.device_kind,
      device: parkingOnlineLog.device,
      device_serial: parkingOnlineLog.device_serial,
      event: parkingOnlineLog.event,
      reason: parkingOnlineLog.reason,
      ip: parkingOnlineLog.ip,
      offline_minutes: parkingOnlineLog.offline_minutes,
      event_time: parkingOnlineLog.event_time,
    })
    .from(parkingOnlineLog)
    .innerJoin(park, eq(park.id, parkingOnlineLog.park));

export function page(tx: Tx, f: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: parkingOnlineLog.id }).from(parkingOnlineLog).where(where(f)).orderBy(desc(parkingOnlineLog.event_time), desc(parkingOnlineLog.id)).limit(limit).offset(offset);
  return select(tx).where(amongKeys(parkingOnlineLog.id, ids)).orderBy(desc(parkingOnlineLog.event_time), desc(parkingOnlineLog.id));
}

export const total = (tx: Tx, f: Filter) => cappedTotal(tx, parkingOnlineLog, where(f));

/** The gates of the scope (or one merchant or park) off line now. */
export async function offlineNow(tx: Tx, f: Pick<Filter, 'merchants' | 'merchant' | 'parkCode'>) {
  const [row] = await tx
    .select({ n: count() })
    .from(parkGate)
    .where(
      and(
        withinScope(parkGate.merchant, f.merchants),
        f.merchant ? eq(parkGate.merchant, f.merchant) : undefined,
        f.parkCode ? sql`${parkGate.park} = ${parkIdOf(f.parkCode)}` : undefined,
        eq(parkGate.online, false),
      ),
    );
  return row?.n ?? 0;
}
