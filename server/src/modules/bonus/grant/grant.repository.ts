import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { bonusGrant, bonusPlayer } from '../../../db/schema/index.js';
import { amongKeys, cappedTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';

const of = (table: string, from: string, column: string, key: string) => sql.raw(`(select x.${column} from "${table}" x where x.merchant = "${from}"."merchant" and x.id = "${from}"."${key}")`);

const grantColumns = {
  id: bonusGrant.id,
  merchant: bonusGrant.merchant,
  event: bonusGrant.event,
  event_name: sql<string>`${of('bonus_event', 'bonus_grant', 'name', 'event')}`,
  value: bonusGrant.value,
  value_name: sql<string>`${of('bonus_value', 'bonus_grant', 'name', 'value')}`,
  value_kind: sql<number>`${of('bonus_value', 'bonus_grant', 'kind', 'value')}`,
  value_amount: sql<number>`${of('bonus_value', 'bonus_grant', 'amount', 'value')}`,
  player: bonusGrant.player,
  player_name: bonusGrant.player_name,
  source: bonusGrant.source,
  voucher: bonusGrant.voucher,
  issuer: bonusGrant.issuer,
  expire_date: bonusGrant.expire_date,
  create_time: bonusGrant.create_time,
};

export type GrantRow = Awaited<ReturnType<typeof grantPage>>[number];

export interface GrantFilter {
  merchants: Scope;
  event?: number;
  value?: number;
  player?: number;
  source?: number;
  from?: Date;
  before?: Date;
}

const grantWhere = (f: GrantFilter): SQL | undefined =>
  and(
    withinScope(bonusGrant.merchant, f.merchants),
    f.event ? eq(bonusGrant.event, f.event) : undefined,
    f.value ? eq(bonusGrant.value, f.value) : undefined,
    f.player ? eq(bonusGrant.player, f.player) : undefined,
    f.source ? eq(bonusGrant.source, f.source) : undefined,
    f.from ? gte(bonusGrant.create_time, f.from) : undefined,
    f.before ? lt(bonusGrant.create_time, f.before) : undefined,
  );

export async function grantPage(tx: Tx, f: GrantFilter, limit: number, offset: number) {
  const ids = tx.select({ id: bonusGrant.id }).from(bonusGrant).where(grantWhere(f)).orderBy(desc(bonusGrant.id)).limit(limit).offset(offset);
  return tx.select(grantColumns).from(bonusGrant).where(and(withinScope(bonusGrant.merchant, f.merchants), amongKeys(bonusGrant.id, ids))).orderBy(desc(bonusGrant.id));
}

export const grantTotal = (tx: Tx, f: GrantFilter) => cappedTotal(tx, bonusGrant, grantWhere(f));

export async function insertGrant(tx: Tx, values: typeof bonusGrant.$inferInsert) {
  const [row] = await tx.insert(bonusGrant).values(values).returning({ id: bonusGrant.id });
  return row!.id;
}

/** How many times `player` won the activity (the activity's row is locked by the caller, so this cannot race). */
export async function grantsOf(tx: Tx, merchant: number, event: number, player: number) {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(bonusGrant).where(and(eq(bonusGrant.merchant, merchant), eq(bonusGrant.event, event), eq(bonusGrant.player, player)));
  return row!.n;
}

const playerColumns = {
  id: bonusPlayer.id,
  event: bonusPlayer.event,
  event_name: sql<string>`${of('bonus_event', 'bonus_player', 'name', 'event')}`,
  player: bonusPlayer.player,
  player_name: bonusPlayer.player_name,
  issuer: bonusPlayer.issuer,
  voucher: bonusPlayer.voucher,
  granted: bonusPlayer.granted,
  grant: bonusPlayer.grant,
  reason: bonusPlayer.reason,
  create_time: bonusPlayer.create_time,
};

export interface PlayerFilter {
  merchants: Scope;
  event?: number;
  granted?: boolean;
  from?: Date;
  before?: Date;
}

const playerWhere = (f: PlayerFilter): SQL | undefined =>
  and(
    withinScope(bonusPlayer.merchant, f.merchants),
    f.event ? eq(bonusPlayer.event, f.event) : undefined,
    f.granted !== undefined ? eq(bonusPlayer.granted, f.granted) : undefined,
    f.from ? gte(bonusPlayer.create_time, f.from) : undefined,
    f.before ? lt(bonusPlayer.create_time, f.before) : undefined,
  );

export async function playerPage(tx: Tx, f: PlayerFilter, limit: number, offset: number) {
  const ids = tx.select({ id: bonusPlayer.id }).from(bonusPlayer).where(playerWhere(f)).orderBy(desc(bonusPlayer.id)).limit(limit).offset(offset);
  return tx.select(playerColumns).from(bonusPlayer).where(and(withinScope(bonusPlayer.merchant, f.merchants), amongKeys(bonusPlayer.id, ids))).orderBy(desc(bonusPlayer.id));
}

export const playerTotal = (tx: Tx, f: PlayerFilter) => cappedTotal(tx, bonusPlayer, playerWhere(f));

export async function insertPlayer(tx: Tx, values: typeof bonusPlayer.$inferInsert) {
  await tx.insert(bonusPlayer).values(values);
}
