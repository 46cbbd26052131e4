import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';

/** A message to a merchant (user_type 2); read_status 0 unread, 1 read. */
export const message = pgTable(
  'message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    app_id: text('app_id').notNull().default(''),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull().default(''),
    read_status: smallint('read_status').notNull().default(0),
    sender: bigint('sender', { mode: 'number' }),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_merchant_id_idx').on(t.merchant, t.id.desc()),
    index('message_merchant_unread_idx').on(t.merchant, t.id.desc()).where(sql`${t.read_status} = 0`),
  ],
);

/** A platform announcement, shown to every merchant once published. */
export const announcement = pgTable(
  'announcement',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    tags: jsonb('tags').$type<{ id: number; name: string; color: number }[]>().notNull().default([]),
    publish_time: timestamp('publish_time', { withTimezone: true }).notNull().defaultNow(),
    publisher: bigint('publisher', { mode: 'number' }),
    status: smallint('status').notNull().default(1),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcement_publish_idx').on(t.publish_time.desc(), t.id.desc())],
);

/**
 * Message counts per merchant and app, kept by triggers on `message` (migration 0002), so that a list's
 * total is one row read however many messages a merchant has.
 */
export const messageCounter = pgTable(
  'message_counter',
  {
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    app_id: text('app_id').notNull(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    unread: bigint('unread', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchant, t.app_id] })],
);
