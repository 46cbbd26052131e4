import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyCard, energyCardAcl, energyStation } from '../../../db/schema/index.js';
import { cappedTotal } from '../../../shared/paging.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line.

const columns = {
  id: energyCard.id,
  kind: energyCard.kind,
  card_no: energyCard.card_no,
  logical_no: energyCard.logical_no,
  merchant: energyCard.merchant,
  merchant_name: merchantNameOf(energyCard.merchant),
  holder_name: energyCard.holder_name,
  holder_mobile: energyCard.holder_mobile,
  plate: energyCard.plate,
  balance: energyCard.balance,
  status: energyCard.status,
  daily_max_amount: energyCard.daily_max_amount,
  max_power: energyCard.max_power,
  start_time: energyCard.start_time,
  end_time: energyCard.end_time,
  acl_count: sql<number>`(select count(*)::int from ${energyCardAcl} a where a.card = ${qualified(energyCard.id)})`,
  create_time: energyCard.create_time,
  update_time: energyCard.update_time,
};

export type CardRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export interface Filter {
  merchants: Scope;
  kind: number;
  merchant?: number;
  keywords?: string;
  status?: number;
  /** The cards usable at this station: its merchant's with no station list, or with the station on it. */
  station_code?: string;
}

/**
 * By tenant and kind first (the merchant index); the keywords match a number's beginning, or a holder's mobile or name
 * exactly, so a search over millions of cards stays on indexes.
 */
const where = (filter: Filter) =>
  and(
    withinScope(energyCard.merchant, filter.merchants),
    eq(energyCard.kind, filter.kind),
    filter.merchant ? eq(energyCard.merchant, filter.merchant) : undefined,
    filter.keywords
      ? or(
          ilike(energyCard.card_no, startsWith(filter.keywords)),
          ilike(energyCard.logical_no, startsWith(filter.keywords)),
          eq(energyCard.holder_mobile, filter.keywords),
          eq(energyCard.holder_name, filter.keywords),
        )
      : undefined,
    filter.status !== undefined ? eq(energyCard.status, filter.status) : undefined,
    filter.station_code
      ? sql`exists (select 1 from ${energyStation} s where s.station_code = ${filter.station_code} and s.merchant = ${qualified(energyCard.merchant)}
          and (not exists (select 1 from ${energyCardAcl} a where a.card = ${qualified(energyCard.id)})
               or exists (select 1 from ${energyCardAcl} a where a.card = ${qualified(energyCard.id)} and a.station = s.id)))`
      : undefined,
  );

/** Newest first. */
export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  tx.select(columns).from(energyCard).where(where(filter)).orderBy(desc(energyCard.create_time), desc(energyCard.id)).limit(limit).offset(offset);

export const total = (tx: Tx, filter: Filter) => cappedTotal(tx, energyCard, where(filter));

export async function find(tx: Tx, merchants: Scope, kind: number, cardNo: string, options: { lock?: boolean } = {}) {
  const query = tx
    .select(columns)
    .from(energyCard)
    .where(and(eq(energyCard.kind, kind), eq(energyCard.card_no, cardNo), withinScope(energyCard.merchant, merchants)));
  const [row] = options.lock ? await query.for('update', { of: energyCard }) : await query;
  return row;
}

type Values = Omit<typeof energyCard.$inferInsert, 'id' | 'create_time' | 'update_time'>;

/** A virtual card's number comes from its sequence. */
export async function nextVirtualNo(tx: Tx) {
  const result = await tx.execute(sql`select 'VC' || nextval('energy_virtual_card_seq') as no`);
  return (result as unknown as { rows: { no: string }[] }).rows[0]!.no;
}

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(energyCard).values(values).returning({ id: energyCard.id });
  return row!;
}

export const update = (tx: Tx, id: number, values: Partial<Values>) => tx.update(energyCard).set({ ...values, update_time: new Date() }).where(eq(energyCard.id, id));

// ---- the card ACL --------------------------------------------------------------------------------------------------

export const aclOf = (tx: Tx, card: number) =>
  tx
    .select({ station: energyCardAcl.station, station_code: energyStation.station_code, name: energyStation.name, status: energyStation.status, create_time: energyCardAcl.create_time })
    .from(energyCardAcl)
    .innerJoin(energyStation, eq(energyStation.id, energyCardAcl.station))
    .where(eq(energyCardAcl.card, card))
    .orderBy(asc(energyCardAcl.create_time), asc(energyCardAcl.id));

export const addAcl = (tx: Tx, values: typeof energyCardAcl.$inferInsert) => tx.insert(energyCardAcl).values(values).onConflictDoNothing().returning({ id: energyCardAcl.id });

export const removeAcl = (tx: Tx, card: number, station: number) =>
  tx.delete(energyCardAcl).where(and(eq(energyCardAcl.card, card), eq(energyCardAcl.station, station))).returning({ id: energyCardAcl.id });
