import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { bonusToken, bonusTokenBatch } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

const field = (table: string, column: string, key: string) =>
  sql.raw(`(select x.${column} from "${table}" x where x.merchant = "bonus_token_batch"."merchant" and x.id = "bonus_token_batch"."${key}")`);

const columns = {
  id: bonusTokenBatch.id,
  merchant: bonusTokenBatch.merchant,
  merchant_name: merchantNameOf(bonusTokenBatch.merchant),
  event: bonusTokenBatch.event,
  event_name: sql<string>`${field('bonus_event', 'name', 'event')}`,
  value: bonusTokenBatch.value,
  value_name: sql<string>`${field('bonus_value', 'name', 'value')}`,
  name: bonusTokenBatch.name,
  count: bonusTokenBatch.count,
  redeemed: sql<number>`(select count(*)::int from ${bonusToken} t where t.merchant = "bonus_token_batch"."merchant" and t.batch = "bonus_token_batch"."id" and t.status = 1)`,
  expire_date: bonusTokenBatch.expire_date,
  operator: bonusTokenBatch.operator,
  create_time: bonusTokenBatch.create_time,
};

export type BatchRow = NonNullable<Awaited<ReturnType<typeof find>>>;

export interface Filter {
  merchants: Scope;
  event?: number;
  keywords?: string;
}

const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(bonusTokenBatch.merchant, f.merchants),
    f.event ? eq(bonusTokenBatch.event, f.event) : undefined,
    f.keywords
      ? sql`(${bonusTokenBatch.name} ilike ${contains(f.keywords)} or exists (select 1 from "bonus_event" e where e.merchant = "bonus_token_batch"."merchant" and e.id = "bonus_token_batch"."event" and e.name ilike ${contains(f.keywords)}))`
      : undefined,
  );

export async function page(tx: Tx, f: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: bonusTokenBatch.id }).from(bonusTokenBatch).where(where(f)).orderBy(desc(bonusTokenBatch.id)).limit(limit).offset(offset);
  return tx.select(columns).from(bonusTokenBatch).where(and(withinScope(bonusTokenBatch.merchant, f.merchants), amongKeys(bonusTokenBatch.id, ids))).orderBy(desc(bonusTokenBatch.id));
}

export const total = (tx: Tx, f: Filter) => exactTotal(tx, bonusTokenBatch, where(f));

export async function find(tx: Tx, merchants: Scope, id: number) {
  const [row] = await tx.select(columns).from(bonusTokenBatch).where(and(withinScope(bonusTokenBatch.merchant, merchants), eq(bonusTokenBatch.id, id)));
  return row;
}

export async function insertBatch(tx: Tx, values: typeof bonusTokenBatch.$inferInsert) {
  const [row] = await tx.insert(bonusTokenBatch).values(values).returning({ id: bonusTokenBatch.id });
  return row!.id;
}

export const insertTokens = (tx: Tx, rows: (typeof bonusToken.$inferInsert)[]) => tx.insert(bonusToken).values(rows);

export const tokens = (tx: Tx, merchant: number, batch: number) =>
  tx
    .select({ id: bonusToken.id, code: bonusToken.code, status: bonusToken.status, player: bonusToken.player, player_name: bonusToken.player_name, redeem_time: bonusToken.redeem_time })
    .from(bonusToken)
    .where(and(eq(bonusToken.merchant, merchant), eq(bonusToken.batch, batch)))
    .orderBy(asc(bonusToken.id));

/** A code anywhere (codes are unique across merchants), locked, with its batch: the trigger redeems it. */
export async function findCode(tx: Tx, code: string) {
  const [row] = await tx
    .select({ id: bonusToken.id, merchant: bonusToken.merchant, batch: bonusToken.batch, status: bonusToken.status, event: bonusTokenBatch.event, value: bonusTokenBatch.value, expire_date: bonusTokenBatch.expire_date })
    .from(bonusToken)
    .innerJoin(bonusTokenBatch, and(eq(bonusTokenBatch.merchant, bonusToken.merchant), eq(bonusTokenBatch.id, bonusToken.batch)))
    .where(eq(bonusToken.code, code))
    .for('update', { of: bonusToken });
  return row;
}

export const redeem = (tx: Tx, merchant: number, id: number, player: number, playerName: string) =>
  tx.update(bonusToken).set({ status: 1, player, player_name: playerName, redeem_time: new Date() }).where(and(eq(bonusToken.merchant, merchant), eq(bonusToken.id, id)));
