import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';

/** Help-centre categories (seeded by migration 0004); the support chat's modules. */
export const articleCategory = pgTable(
  'article_category',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('article_category_name_uq').on(t.name)],
);

/** Tags, created when an article first names them. */
export const articleTag = pgTable(
  'article_tag',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('article_tag_name_uq').on(t.name)],
);

/** Audiences (seeded by migration 0004): a merchant owning any of `products` belongs to the crowd. */
export const articleCrowd = pgTable('article_crowd', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  products: text('products').array().notNull().default(sql`'{}'::text[]`),
  sort: integer('sort').notNull().default(0),
});

/**
 * A help article. `merchant` NULL is platform-wide (the row policy lets every tenant read those);
 * `crowds` empty means every user, visitors without a login included. `search_text` is what retrieval
 * matches: lower-cased title, summary, tags and the content's plain text, kept by the service.
 */
export const article = pgTable(
  'article',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).references(() => merchant.id),
    key: text('key'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    search_text: text('search_text').notNull().default(''),
    category: bigint('category', { mode: 'number' }).references(() => articleCategory.id),
    tags: bigint('tags', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    crowds: text('crowds').array().notNull().default(sql`'{}'::text[]`),
    status: smallint('status').notNull().default(0),
    publish_time: timestamp('publish_time', { withTimezone: true }),
    author: bigint('author', { mode: 'number' }),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('article_key_uq').on(t.key),
    index('article_merchant_publish_idx').on(t.merchant, t.status, t.publish_time.desc()),
    index('article_publish_idx').on(t.publish_time.desc(), t.id.desc()),
  ],
);
