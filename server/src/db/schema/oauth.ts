import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { manager, merchant } from './identity.js';

/**
 * An account's binding to an identity provider (third-party sign-in): one subject per account and provider, one
 * account per subject. A tenant table of the account's merchant; the login finds a binding with the platform's
 * scope, as the password login finds an account. Goes with its account.
 */
export const managerOauth = pgTable(
  'manager_oauth',
  {
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    manager: bigint('manager', { mode: 'number' }).notNull().references(() => manager.id, { onDelete: 'cascade' }),
    /** The configured provider's code (`OAUTH_PROVIDER`). */
    provider: text('provider').notNull(),
    /** The person's identifier at the provider (the userinfo field `OAUTH_SUBJECT_FIELD`). */
    subject: text('subject').notNull(),
    /** The name the provider gave at binding time, so that people recognise the bound identity. */
    subject_name: text('subject_name').notNull().default(''),
    bind_time: timestamp('bind_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.manager, t.provider] }),
    uniqueIndex('manager_oauth_subject_uq').on(t.provider, t.subject),
    index('manager_oauth_merchant_idx').on(t.merchant, t.manager),
  ],
);

/**
 * A started sign-in or binding: the state travels to the provider and back, only its SHA-256 is kept. Single use,
 * 10 minutes. Holds the PKCE verifier (cleared when used) and the redirect_uri the code was issued for.
 */
export const oauthState = pgTable(
  'oauth_state',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull(),
    provider: text('provider').notNull(),
    /** The account that asked to bind (purpose `bind`). */
    manager: bigint('manager', { mode: 'number' }).references(() => manager.id, { onDelete: 'cascade' }),
    code_verifier: text('code_verifier').notNull(),
    redirect_uri: text('redirect_uri').notNull(),
    /** The console page to open after a login. */
    redirect: text('redirect').notNull().default(''),
    expire_time: timestamp('expire_time', { withTimezone: true }).notNull(),
    use_time: timestamp('use_time', { withTimezone: true }),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('oauth_state_expire_idx').on(t.expire_time),
    check('oauth_state_purpose_check', sql`${t.purpose} in ('login', 'bind') and (${t.purpose} = 'login' or ${t.manager} is not null)`),
  ],
);
