import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED, merchant } from './identity.js';

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/** A merchant's project (项目): a parking lot, a charging site, a complex… Tenant table by `merchant`. */
export const project = pgTable(
  'project',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    type: text('type').notNull(),
    /** The district's code (GB/T 2260) and the street address. */
    region: text('region').notNull(),
    address: text('address').notNull().default(''),
    contact_name: text('contact_name').notNull().default(''),
    contact_mobile: text('contact_mobile').notNull().default(''),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    remark: text('remark').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(ENABLED),
    ...times,
  },
  (t) => [uniqueIndex('project_code_uq').on(t.merchant, sql`lower(${t.code})`), index('project_merchant_idx').on(t.merchant, t.sort, t.id)],
);

/**
 * Which of the owner's accounts (`manager`) or roles (`role`) may see a project. A project without entries is
 * open to every account of its merchant that holds the list permission. Tenant table by `merchant` (the owner).
 */
export const projectAcl = pgTable(
  'project_acl',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    project: bigint('project', { mode: 'number' }).notNull().references(() => project.id, { onDelete: 'cascade' }),
    subject_type: text('subject_type').notNull(),
    subject_id: bigint('subject_id', { mode: 'number' }).notNull(),
    creator: text('creator').notNull().default(''),
    create_time: times.create_time,
  },
  (t) => [uniqueIndex('project_acl_uq').on(t.project, t.subject_type, t.subject_id), index('project_acl_merchant_idx').on(t.merchant)],
);

/**
 * A project authorised to another merchant (授权): read-only for the grantee. Tenant table by `merchant` (the
 * owner); the grantee reads its rows (and the projects) through the policies of migration 0009.
 */
export const projectGrant = pgTable(
  'project_grant',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    project: bigint('project', { mode: 'number' }).notNull().references(() => project.id),
    grantee: bigint('grantee', { mode: 'number' }).notNull().references(() => merchant.id),
    remark: text('remark').notNull().default(''),
    creator: text('creator').notNull().default(''),
    create_time: times.create_time,
  },
  (t) => [
    uniqueIndex('project_grant_uq').on(t.project, t.grantee),
    index('project_grant_merchant_idx').on(t.merchant, t.grantee),
    index('project_grant_grantee_idx').on(t.grantee, t.merchant),
  ],
);
