import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { bonusEvent, bonusGrant, bonusValue, merchant } from '../../../db/schema/index.js';

/**
 * 红包奖励: the grants whose player is the merchant, across the activity owners' tenancies (read as 'all', always bound
 * to the player here), on the index (player, merchant).
 */
const g = bonusGrant;
export interface RedPacketFilter { player: number; kind?: number; state?: number; today: string }

const where = (f: RedPacketFilter): SQL | undefined =>
  and(
    eq(g.player, f.player),
    f.kind ? eq(bonusValue.kind, f.kind) : undefined,
    f.state === 1 ? gte(g.expire_date, f.today) : f.state === 2 ? lt(g.expire_date, f.today) : undefined,
  );

const joins = {
  value: and(eq(bonusValue.merchant, g.merchant), eq(bonusValue.id, g.value)),
  event: and(eq(bonusEvent.merchant, g.merchant), eq(bonusEvent.id, g.event)),
  owner: eq(merchant.id, g.merchant),
};

export const page = (tx: Tx, f: RedPacketFilter, limit: number, offset: number) =>
  tx.select({
    id: g.id, event_name: bonusEvent.name, issuer_name: merchant.name, value_name: bonusValue.name, kind: bonusValue.kind, amount: bonusValue.amount,
    source: g.source, voucher: g.voucher, expire_date: g.expire_date, create_time: g.create_time,
  }).from(g).innerJoin(bonusValue, joins.value).innerJoin(bonusEvent, joins.event).innerJoin(merchant, joins.owner)
    .where(where(f)).orderBy(desc(g.create_time), desc(g.id)).limit(limit).offset(offset);

export const total = async (tx: Tx, f: RedPacketFilter) =>
  (await tx.select({ n: count() }).from(g).innerJoin(bonusValue, joins.value).where(where(f)))[0]?.n ?? 0;

