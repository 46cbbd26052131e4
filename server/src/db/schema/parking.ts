import { sql } from 'drizzle-orm';
import { bigint, bigserial, doublePrecision, index, integer, pgSequence, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ENABLED, merchant } from './identity.js';

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/** Park numbers: `P1000001`, `P1000002`… (assigned by the database when a park is created). */
export const parkCodeSeq = pgSequence('park_code_seq', { startWith: 1000001 });

/**
 * A parking lot (停车场, DOMAIN.md "Parking"). Tenant table by `merchant`. `park_code` is the number the console and
 * other calls use (`parking/park?park_code=`), `park_uuid` the parking systems' id. `region` is the district's
 * code and `region_name` its path when saved (广东省 / 深圳市 / 福田区). Coordinates are the map provider's (GCJ-02).
 */
export const park = pgTable(
  'park',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    park_code: text('park_code').notNull().default(sql`'P' || nextval('park_code_seq')`),
    park_uuid: uuid('park_uuid').notNull().defaultRandom(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park_name: text('park_name').notNull(),
    region: text('region').notNull(),
    region_name: text('region_name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** 1 地面停车场, 2 地下停车场, 3 路侧停车 */
    type: smallint('type').notNull(),
    total_space: integer('total_space').notNull(),
    monthly_card_cap: integer('monthly_card_cap').notNull().default(0),
    status: smallint('status').notNull().default(ENABLED),
    /** The application it was created from (the demo's parks have none). */
    apply_id: bigint('apply_id', { mode: 'number' }),
    ...times,
  },
  (t) => [
    uniqueIndex('park_code_uq').on(t.park_code),
    uniqueIndex('park_uuid_uq').on(t.park_uuid),
    uniqueIndex('park_name_uq').on(t.merchant, sql`lower(${t.park_name})`),
    index('park_merchant_idx').on(t.merchant, t.create_time, t.id),
  ],
);

/**
 * An application for a new park (停车场申请): a parking merchant's, or its partner's on its behalf (`submitter_merchant`).
 * Tenant table by `merchant` (the applicant): the reviewer — its partner or the platform — has it in its scope.
 */
export const parkApply = pgTable(
  'park_apply',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    submitter_merchant: bigint('submitter_merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    submitter: text('submitter').notNull(),
    park_name: text('park_name').notNull(),
    region: text('region').notNull(),
    region_name: text('region_name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    type: smallint('type').notNull(),
    total_space: integer('total_space').notNull(),
    monthly_card_cap: integer('monthly_card_cap').notNull().default(0),
    remark: text('remark').notNull().default(''),
    /** 0 待审核, 1 已通过, -1 已驳回 */
    status: smallint('status').notNull().default(0),
    auditor: text('auditor').notNull().default(''),
    auditor_merchant: bigint('auditor_merchant', { mode: 'number' }).references(() => merchant.id),
    audit_remark: text('audit_remark').notNull().default(''),
    audit_time: timestamp('audit_time', { withTimezone: true }),
    park_code: text('park_code'),
    ...times,
  },
  (t) => [
    index('park_apply_merchant_idx').on(t.merchant, t.create_time, t.id), uniqueIndex('park_apply_pending_uq').on(t.merchant, sql`lower(${t.park_name})`).where(sql`${t.status} = 0`)],
);
