import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';

/**
 * One change made through a call (issue: every mutating call writes one in its own transaction): who, what
 * call, which record, its state before and after. `merchant` is the tenant that sees it — the record's
 * merchant when the record has one, else the actor's; `actor_merchant` is the actor's.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    actor_merchant: bigint('actor_merchant', { mode: 'number' }).notNull(),
    manager: bigint('manager', { mode: 'number' }).notNull(),
    manager_name: text('manager_name').notNull(),
    /** `PUT message/announcement` */
    call: text('call').notNull(),
    /** The call's Chinese summary, e.g. 编辑平台公告. */
    action: text('action').notNull(),
    target_type: text('target_type').notNull(),
    target_id: text('target_id').notNull(),
    target_name: text('target_name').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    seqno: text('seqno').notNull(),
    ip: text('ip').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_merchant_idx').on(t.merchant, t.id.desc()),
    index('audit_log_target_idx').on(t.merchant, t.target_type, t.target_id, t.id.desc()),
  ],
);
