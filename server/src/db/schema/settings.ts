import { bigint, bigserial, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED, merchant } from './identity.js';

/**
 * Upload spaces (the `namespace` of an upload token): the file types a space takes and its size limit. Platform
 * wide; `builtin` rows (default, advertising) are created at every start and cannot be deleted.
 */
export const bucket = pgTable(
  'bucket',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    extensions: text('extensions').array().notNull(),
    max_bytes: bigint('max_bytes', { mode: 'number' }).notNull(),
    builtin: smallint('builtin').notNull().default(0),
    status: smallint('status').notNull().default(ENABLED),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bucket_name_uq').on(t.name)],
);

/** A merchant's own key-value settings (storage/kv); tenant data. */
export const storageKv = pgTable(
  'storage_kv',
  {
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
    remark: text('remark').notNull().default(''),
    updated_by: text('updated_by').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchant, t.key] }), index('storage_kv_merchant_time_idx').on(t.merchant, t.update_time)],
);
