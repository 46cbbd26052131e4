import { and, desc, eq, gte, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyStation, energyUserList } from '../../../db/schema/index.js';
import { cappedTotal } from '../../../shared/paging.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';
import { atStation } from '../station-ref.js';

// Every query names the merchants it serves; row-level security is the second line.

const columns = {
  id: energyUserList.id,
  kind: energyUserList.kind,
  merchant: energyUserList.merchant,
  merchant_name: merchantNameOf(energyUserList.merchant),
  station: energyUserList.station,
  station_code: energyStation.station_code,
  station_name: energyStation.name,
  identity_type: energyUserList.identity_type,
  identity: energyUserList.identity,
  name: energyUserList.name,
  reason: energyUserList.reason,
  expire_date: energyUserList.expire_date,
  status: energyUserList.status,
  operator: energyUserList.operator,
  create_time: energyUserList.create_time,
  update_time: energyUserList.update_time,
};

export type EntryRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export interface Filter {
  merchants: Scope;
  kind: number;
  merchant?: number;
  /** Entries in force at this station: its own and the merchant-wide ones. */
  station_code?: string;
  identity_type?: number;
  keywords?: string;
  /** 0 removed, 1 in force, 2 expired (relative to `today`, a UTC+8 day). */
  state?: number;
  today: string;
}

const stateWhere = (state: number | undefined, today: string) => {
  if (state === undefined) return undefined;
  if (state === 0) return eq(energyUserList.status, 0);
  const live = eq(energyUserList.status, 1);
  return state === 1 ? and(live, or(isNull(energyUserList.expire_date), gte(energyUserList.expire_date, today))) : and(live, lt(energyUserList.expire_date, today));
};

/** By tenant and list first (the merchant index); keywords match an identity's beginning or a name exactly. */
export const where = (filter: Filter) =>
  and(
    withinScope(energyUserList.merchant, filter.merchants),
    eq(energyUserList.kind, filter.kind),
    filter.merchant ? eq(energyUserList.merchant, filter.merchant) : undefined,
    filter.station_code
      ? and(
          or(atStation(energyUserList.station, filter.station_code), isNull(energyUserList.station)),
          sql`${qualified(energyUserList.merchant)} = (select s.merchant from ${energyStation} s where s.station_code = ${filter.station_code})`,
        )
      : undefined,
    filter.identity_type !== undefined ? eq(energyUserList.identity_type, filter.identity_type) : undefined,
    filter.keywords ? or(ilike(energyUserList.identity, startsWith(filter.keywords)), eq(energyUserList.name, filter.keywords)) : undefined,
    stateWhere(filter.state, filter.today),
  );

const from = (tx: Tx) => tx.select(columns).from(energyUserList).leftJoin(energyStation, eq(energyStation.id, energyUserList.station));

/** Newest first. */
export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  from(tx).where(where(filter)).orderBy(desc(energyUserList.create_time), desc(energyUserList.id)).limit(limit).offset(offset);

export const total = (tx: Tx, filter: Filter) => cappedTotal(tx, energyUserList, where(filter));

export async function find(tx: Tx, merchants: Scope, kind: number, id: number, options: { lock?: boolean } = {}) {
  const query = from(tx).where(and(withinScope(energyUserList.merchant, merchants), eq(energyUserList.kind, kind), eq(energyUserList.id, id)));
  const [row] = options.lock ? await query.for('update', { of: energyUserList }) : await query;
  return row;
}

/**
 * A listed, unexpired entry of the other list for the same user where the stations meet (either is merchant-wide, or
 * both are the same station).
 */
export async function clash(tx: Tx, entry: { merchant: number; kind: number; station: number | null; identity_type: number; identity: string }, today: string) {
  const [row] = await tx
    .select({ id: energyUserList.id, station_name: energyStation.name })
    .from(energyUserList)
    .leftJoin(energyStation, eq(energyStation.id, energyUserList.station))
    .where(
      and(
        eq(energyUserList.merchant, entry.merchant),
        eq(energyUserList.identity_type, entry.identity_type),
        eq(energyUserList.identity, entry.identity),
        eq(energyUserList.kind, entry.kind === 1 ? 2 : 1),
        stateWhere(1, today),
        entry.station === null ? undefined : or(isNull(energyUserList.station), eq(energyUserList.station, entry.station)),
      ),
    )
    .limit(1);
  return row;
}

type Values = Omit<typeof energyUserList.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(energyUserList).values(values).returning({ id: energyUserList.id });
  return row!;
}

export const update = (tx: Tx, id: number, values: Partial<Values>) => tx.update(energyUserList).set({ ...values, update_time: new Date() }).where(eq(energyUserList.id, id));
