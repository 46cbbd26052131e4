import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';

/**
 * The first answer of a money operation per idempotency key (DOMAIN.md "Payment and settlement": the same
 * Idempotency-Key with the same body returns the first answer; with another body it is refused). Keyed by the caller's
 * merchant, the call and the key; written in the operation's own transaction, so a key is taken only by an operation
 * that happened. Kept a day (`server/src/shared/idempotency.ts`).
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    /** `POST parking/parking/vip/renewal` */
    call: text('call').notNull(),
    key: text('key').notNull(),
    /** sha256 of the validated body, keys sorted. */
    body_hash: text('body_hash').notNull(),
    reply: jsonb('reply'),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchant, t.call, t.key] }), index('idempotency_key_time_idx').on(t.create_time)],
);
