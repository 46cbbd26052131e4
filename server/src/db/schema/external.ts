import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { manager, merchant } from './identity.js';

/**
 * 外部填写链接 (docs/decisions.md, "External (temporary-token) pages"): a one-time ticket a console user issues so that
 * someone without an account fills in a payment channel application for `merchant`. Only the ticket's hash is kept.
 * Tenant table by `merchant`.
 */
export const externalTicket = pgTable(
  'external_ticket',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    /** Who issued it, and for which of their merchants (the partner the application is filed through). */
    issuer: bigint('issuer', { mode: 'number' }).notNull().references(() => manager.id),
    issuer_merchant: bigint('issuer_merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    scope: text('scope').notNull(),
    /** The application it is for: given at issue (a returned one), or the one submitted through it. */
    apply_no: text('apply_no').notNull().default(''),
    token_hash: text('token_hash').notNull(),
    expire_at: timestamp('expire_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('external_ticket_hash_uq').on(t.token_hash), index('external_ticket_merchant_idx').on(t.merchant, t.id)],
);

/** The temporary token a ticket was exchanged for (hashed); it ends with the ticket (expiry, revocation). */
export const externalSession = pgTable(
  'external_session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    ticket: bigint('ticket', { mode: 'number' }).notNull().references(() => externalTicket.id),
    token_hash: text('token_hash').notNull(),
    expire_at: timestamp('expire_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('external_session_hash_uq').on(t.token_hash), index('external_session_ticket_idx').on(t.merchant, t.ticket)],
);
