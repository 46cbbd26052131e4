import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, foreignKey, index, integer, pgTable, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED, merchant } from './identity.js';

/**
 * 广告 › 配置管理: the advertising partner's ad categories, traffic providers, ad spaces and targeting packages.
 * Tenant tables by `merchant`; every index leads with it. docs/decisions.md, "Advertising configuration (广告)".
 */
const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};
const owner = () => bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id);

/** 广告分类: a flat list, ordered by `sort`; the name is unique per merchant (case-insensitive). */
export const adCategory = pgTable(
  'ad_category',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: owner(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(ENABLED),
    remark: text('remark').notNull().default(''),
    ...times,
  },
  (t) => [
    uniqueIndex('ad_category_name_uq').on(t.merchant, sql`lower(${t.name})`),
    index('ad_category_merchant_sort_idx').on(t.merchant, t.sort, t.id),
    check('ad_category_check', sql`${t.status} in (0, 1) and ${t.sort} between 0 and 9999 and length(${t.name}) between 1 and 20`),
  ],
);

/** 流量主: who brings the traffic an ad space sells, and its share of the revenue (whole percent). */
export const trafficProvider = pgTable(
  'traffic_provider',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: owner(),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    contact_name: text('contact_name').notNull().default(''),
    contact_mobile: text('contact_mobile').notNull().default(''),
    share_rate: smallint('share_rate').notNull(),
    status: smallint('status').notNull().default(ENABLED),
    remark: text('remark').notNull().default(''),
    ...times,
  },
  (t) => [
    unique('traffic_provider_merchant_id_uq').on(t.merchant, t.id),
    uniqueIndex('traffic_provider_name_uq').on(t.merchant, sql`lower(${t.name})`),
    check('traffic_provider_check', sql`${t.status} in (0, 1) and ${t.type} between 1 and 5 and ${t.share_rate} between 0 and 100`),
  ],
);

/**
 * 广告位: where an ad shows, what it takes and its floor price (fen, per the billing unit). `provider` is null for
 * the merchant's own traffic; the composite key keeps it the same merchant's.
 */
export const adSpace = pgTable(
  'ad_space',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: owner(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    scene: smallint('scene').notNull(),
    material: smallint('material').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    duration: integer('duration').notNull().default(0),
    billing: smallint('billing').notNull(),
    floor_price: integer('floor_price').notNull(),
    daily_limit: integer('daily_limit').notNull().default(0),
    provider: bigint('provider', { mode: 'number' }),
    status: smallint('status').notNull().default(ENABLED),
    remark: text('remark').notNull().default(''),
    ...times,
  },
  (t) => [
    uniqueIndex('ad_space_code_uq').on(t.merchant, sql`lower(${t.code})`),
    index('ad_space_merchant_idx').on(t.merchant, t.id),
    index('ad_space_provider_idx').on(t.merchant, t.provider),
    foreignKey({ name: 'ad_space_provider_fk', columns: [t.merchant, t.provider], foreignColumns: [trafficProvider.merchant, trafficProvider.id] }),
    check(
      'ad_space_check',
      sql`${t.status} in (0, 1) and ${t.scene} between 1 and 7 and ${t.material} between 1 and 3 and ${t.billing} between 1 and 3
        and ${t.width} between 1 and 10000 and ${t.height} between 1 and 10000 and ${t.floor_price} between 0 and 10000000 and ${t.daily_limit} >= 0
        and (case when ${t.material} = 2 then ${t.duration} between 1 and 300 else ${t.duration} = 0 end)`,
    ),
  ],
);

/** 定向包: a reusable audience (regions, gender, ages, systems, hours); empty arrays mean 不限. */
export const targetingPackage = pgTable(
  'targeting_package',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: owner(),
    name: text('name').notNull(),
    regions: text('regions').array().notNull().default(sql`'{}'::text[]`),
    gender: smallint('gender').notNull().default(0),
    age_min: smallint('age_min').notNull().default(0),
    age_max: smallint('age_max').notNull().default(100),
    os: smallint('os').array().notNull().default(sql`'{}'::smallint[]`),
    hours: smallint('hours').array().notNull().default(sql`'{}'::smallint[]`),
    remark: text('remark').notNull().default(''),
    ...times,
  },
  (t) => [
    uniqueIndex('targeting_package_name_uq').on(t.merchant, sql`lower(${t.name})`),
    index('targeting_package_merchant_idx').on(t.merchant, t.id),
    check('targeting_package_check', sql`${t.gender} in (0, 1, 2) and ${t.age_min} between 0 and 100 and ${t.age_max} between ${t.age_min} and 100`),
  ],
);
