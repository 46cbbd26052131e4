import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';

/**
 * A durable background job: an export (report file) or an import (batch). Claimed by a worker with a
 * lease; progress is committed in chunks in the same transaction as the chunk's effects (docs/decisions.md,
 * "Jobs, export and import"). Status: queued → running → succeeded | failed | aborted.
 */
export const job = pgTable(
  'job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The number users see: `EX…` for exports, `IM…` for imports (the batch_no). */
    no: text('no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    /** The manager who created it; lists show a manager their own jobs. */
    manager: bigint('manager', { mode: 'number' }).notNull(),
    kind: text('kind').$type<'export' | 'import'>().notNull(),
    /** Report id (export) or template uuid (import). */
    template: text('template').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<'queued' | 'running' | 'succeeded' | 'failed' | 'aborted'>().notNull().default('queued'),
    /** Export: filter params; import: template params (key → value). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** The merchants the creator could act for when the job was created: 'all' or merchant numbers. */
    scope: jsonb('scope').$type<'all' | number[]>().notNull(),
    /** Export: csv | xlsx; import: the detected file type (csv | xlsx). */
    format: text('format').notNull(),
    charset: text('charset').notNull().default('UTF-8'),
    /** Import: the file_url given. */
    source: text('source').notNull().default(''),
    /** Path under DATA_DIR: the import's own copy of its file, or the export's (partial, then final) file. */
    file_path: text('file_path').notNull().default(''),
    /** The download name of an export, the uploaded name of an import. */
    file_name: text('file_name').notNull().default(''),
    /** Export: bytes of `file_path` that the committed progress covers (a resumed CSV is cut back to it). */
    file_size: bigint('file_size', { mode: 'number' }).notNull().default(0),
    /** Random key of the job's signed download links. */
    download_key: text('download_key').notNull().default(''),
    total: integer('total'),
    processed: integer('processed').notNull().default(0),
    applied: integer('applied').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    /** Where the committed progress stands: the last row number (import) or keyset position (export). */
    cursor: jsonb('cursor').$type<unknown>(),
    abort_requested: boolean('abort_requested').notNull().default(false),
    error: text('error').notNull().default(''),
    worker: text('worker'),
    lease_until: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    start_time: timestamp('start_time', { withTimezone: true }),
    finish_time: timestamp('finish_time', { withTimezone: true }),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_no_uq').on(t.no),
    index('job_merchant_manager_idx').on(t.merchant, t.manager, t.kind, t.id.desc()),
    // The worker's claim reads only unfinished jobs.
    index('job_pending_idx').on(t.id).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * The rows of an import that were not applied (the batch's "tasks" that need a look): rejected with a
 * reason, or aborted by the user before the worker reached them. One per (job, row), so a chunk that is
 * retried records each row once.
 */
export const jobRow = pgTable(
  'job_row',
  {
    job: bigint('job', { mode: 'number' }).notNull().references(() => job.id, { onDelete: 'cascade' }),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    /** The row number as a spreadsheet shows it (the header is row 1). */
    row_no: integer('row_no').notNull(),
    status: text('status').$type<'rejected' | 'aborted'>().notNull(),
    reason: text('reason').notNull().default(''),
    /** The row's cells by column title, as read. */
    content: jsonb('content').$type<Record<string, string>>().notNull().default({}),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.row_no] }), index('job_row_merchant_idx').on(t.merchant, t.job)],
);
