import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';

/**
 * 错误日志: an error a user met — reported by the console (a script error, a promise nobody caught, a page that failed to
 * render) or recorded by the server (an unexpected failure answered 1500 with its seqno). Tenant table by `merchant`
 * (the user's), read by the platform; append-only for the application. docs/decisions.md, "Development tools".
 */
export const clientError = pgTable(
  'client_error',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    manager: bigint('manager', { mode: 'number' }).notNull(),
    manager_name: text('manager_name').notNull(),
    /** script, promise, render (the console) or server. */
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    stack: text('stack').notNull().default(''),
    /** The console's page (path and query), or the call (`GET parking/record/list`) for a server error. */
    page: text('page').notNull(),
    seqno: text('seqno').notNull().default(''),
    release: text('release').notNull().default(''),
    user_agent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_error_merchant_idx').on(t.merchant, t.id.desc()), index('client_error_seqno_idx').on(t.seqno)],
);
