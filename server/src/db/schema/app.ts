import { bigserial, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, bigint } from 'drizzle-orm/pg-core';
import { ENABLED } from './identity.js';

/** An application (console deployment) and the domains it answers for; its metadata is the theme. */
export const app = pgTable(
  'app',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    app_id: text('app_id').notNull(),
    app_key: text('app_key').notNull(),
    name: text('name').notNull(),
    system: text('system').notNull(),
    domain: text('domain').notNull(),
    profile: text('profile').notNull().default('prod'),
    is_default: smallint('is_default').notNull().default(0),
    payload_codec: smallint('payload_codec').notNull().default(1),
    status: smallint('status').notNull().default(ENABLED),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_app_id_uq').on(t.app_id), uniqueIndex('app_domain_profile_uq').on(t.domain, t.profile)],
);

export const appMetadata = pgTable(
  'app_metadata',
  {
    app: bigint('app', { mode: 'number' }).notNull().references(() => app.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    status: smallint('status').notNull().default(ENABLED),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.app, t.key] })],
);
