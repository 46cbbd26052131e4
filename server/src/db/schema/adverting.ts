import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, foreignKey, index, integer, pgTable, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
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
    unique('ad_category_merchant_id_uq').on(t.merchant, t.id),
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
    unique('ad_space_merchant_id_uq').on(t.merchant, t.id),
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
    unique('targeting_package_merchant_id_uq').on(t.merchant, t.id),
    uniqueIndex('targeting_package_name_uq').on(t.merchant, sql`lower(${t.name})`),
    index('targeting_package_merchant_idx').on(t.merchant, t.id),
    check('targeting_package_check', sql`${t.gender} in (0, 1, 2) and ${t.age_min} between 0 and 100 and ${t.age_max} between ${t.age_min} and 100`),
  ],
);

/**
 * 素材: an image or an mp4 of the advertising upload space, with its size (a video's length) and an optional category
 * (the same merchant's, composite key: a used category cannot be deleted). docs/decisions.md, "Advertising delivery".
 */
export const adMaterial = pgTable(
  'ad_material',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: owner(),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    link: text('link').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    duration: integer('duration').notNull().default(0),
    category: bigint('category', { mode: 'number' }),
    status: smallint('status').notNull().default(ENABLED),
    remark: text('remark').notNull().default(''),
    ...times,
  },
  (t) => [
    unique('ad_material_merchant_id_uq').on(t.merchant, t.id),
    index('ad_material_merchant_idx').on(t.merchant, t.id),
    index('ad_material_category_idx').on(t.merchant, t.category),
    foreignKey({ name: 'ad_material_category_fk', columns: [t.merchant, t.category], foreignColumns: [adCategory.merchant, adCategory.id] }),
    check(
      'ad_material_check',
      sql`${t.status} in (0, 1) and ${t.type} in (1, 2) and ${t.width} between 1 and 10000 and ${t.height} between 1 and 10000
        and (case when ${t.type} = 2 then ${t.duration} between 1 and 300 else ${t.duration} = 0 end)`,
    ),
  ],
);

/**
 * 投放计划: an internal (the partner's own) or external (an advertiser's, bid) plan on one or more ad spaces
 * (`ad_plan_space`), with an optional targeting package and material of the same merchant (composite keys), dates
 * (UTC+8 days), hours, budgets and bid in fen, and its audit. `advertiser_id` waits for the advertiser module (no key
 * yet); `advertiser_name` is what the plan was made for.
 */
export const adPlan = pgTable(
  'ad_plan',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: owner(),
    kind: smallint('kind').notNull(),
    name: text('name').notNull(),
    advertiser_id: bigint('advertiser_id', { mode: 'number' }),
    advertiser_name: text('advertiser_name').notNull().default(''),
    targeting: bigint('targeting', { mode: 'number' }),
    material: bigint('material', { mode: 'number' }),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    hours: smallint('hours').array().notNull().default(sql`'{}'::smallint[]`),
    bidding: smallint('bidding').notNull().default(0),
    bid_price: integer('bid_price').notNull().default(0),
    daily_budget: bigint('daily_budget', { mode: 'number' }).notNull().default(0),
    total_budget: bigint('total_budget', { mode: 'number' }).notNull().default(0),
    landing_url: text('landing_url').notNull().default(''),
    status: smallint('status').notNull().default(0),
    submit_time: timestamp('submit_time', { withTimezone: true }),
    audit_time: timestamp('audit_time', { withTimezone: true }),
    auditor_name: text('auditor_name').notNull().default(''),
    audit_remark: text('audit_remark').notNull().default(''),
    creator_name: text('creator_name').notNull().default(''),
    remark: text('remark').notNull().default(''),
    ...times,
  },
  (t) => [
    unique('ad_plan_merchant_id_uq').on(t.merchant, t.id),
    index('ad_plan_merchant_kind_idx').on(t.merchant, t.kind, t.id),
    index('ad_plan_merchant_status_idx').on(t.merchant, t.status, t.submit_time),
    index('ad_plan_targeting_idx').on(t.merchant, t.targeting),
    index('ad_plan_material_idx').on(t.merchant, t.material),
    foreignKey({ name: 'ad_plan_targeting_fk', columns: [t.merchant, t.targeting], foreignColumns: [targetingPackage.merchant, targetingPackage.id] }),
    foreignKey({ name: 'ad_plan_material_fk', columns: [t.merchant, t.material], foreignColumns: [adMaterial.merchant, adMaterial.id] }),
    check(
      'ad_plan_check',
      sql`${t.kind} in (1, 2) and ${t.status} between 0 and 5 and ${t.end_date} >= ${t.start_date} and ${t.bidding} between 0 and 3
        and ${t.bid_price} >= 0 and ${t.daily_budget} >= 0 and ${t.total_budget} >= 0 and length(${t.name}) between 1 and 40`,
    ),
  ],
);

/** A plan's ad spaces (the same merchant's: composite keys both ways). */
export const adPlanSpace = pgTable(
  'ad_plan_space',
  {
    merchant: owner(),
    plan: bigint('plan', { mode: 'number' }).notNull(),
    space: bigint('space', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('ad_plan_space_uq').on(t.merchant, t.plan, t.space),
    index('ad_plan_space_space_idx').on(t.merchant, t.space),
    foreignKey({ name: 'ad_plan_space_plan_fk', columns: [t.merchant, t.plan], foreignColumns: [adPlan.merchant, adPlan.id] }).onDelete('cascade'),
    foreignKey({ name: 'ad_plan_space_space_fk', columns: [t.merchant, t.space], foreignColumns: [adSpace.merchant, adSpace.id] }),
  ],
);

/** 竞价设置: one row per advertising partner, once saved (defaults until then). */
export const adBiddingSetting = pgTable(
  'ad_bidding_setting',
  {
    merchant: owner().primaryKey(),
    mode: smallint('mode').notNull(),
    increment: integer('increment').notNull(),
    max_bid: integer('max_bid').notNull().default(0),
    internal_first: boolean('internal_first').notNull().default(true),
    updater_name: text('updater_name').notNull().default(''),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ad_bidding_setting_check', sql`${t.mode} in (1, 2) and ${t.increment} between 1 and 100000 and ${t.max_bid} >= 0`)],
);

/** 曝光策略: a frequency cap (per user and day, interval) and how plans on one space take turns. */
export const adExposureStrategy = pgTable(
  'ad_exposure_strategy',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: owner(),
    name: text('name').notNull(),
    user_daily_cap: integer('user_daily_cap').notNull().default(0),
    interval_minutes: integer('interval_minutes').notNull().default(0),
    rotation: smallint('rotation').notNull(),
    status: smallint('status').notNull().default(ENABLED),
    remark: text('remark').notNull().default(''),
    ...times,
  },
  (t) => [
    uniqueIndex('ad_exposure_strategy_name_uq').on(t.merchant, sql`lower(${t.name})`),
    index('ad_exposure_strategy_merchant_idx').on(t.merchant, t.id),
    check(
      'ad_exposure_strategy_check',
      sql`${t.status} in (0, 1) and ${t.rotation} between 1 and 3 and ${t.user_daily_cap} between 0 and 1000 and ${t.interval_minutes} between 0 and 1440`,
    ),
  ],
);

/** 渠道应用: an app or mini program asking for ads with its generated key (unique everywhere), optionally a provider's. */
export const adChannelApp = pgTable(
  'ad_channel_app',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: owner(),
    name: text('name').notNull(),
    platform: smallint('platform').notNull(),
    bundle: text('bundle').notNull(),
    app_key: text('app_key').notNull(),
    provider: bigint('provider', { mode: 'number' }),
    status: smallint('status').notNull().default(ENABLED),
    remark: text('remark').notNull().default(''),
    ...times,
  },
  (t) => [
    uniqueIndex('ad_channel_app_key_uq').on(t.app_key),
    uniqueIndex('ad_channel_app_bundle_uq').on(t.merchant, t.platform, sql`lower(${t.bundle})`),
    index('ad_channel_app_merchant_idx').on(t.merchant, t.id),
    index('ad_channel_app_provider_idx').on(t.merchant, t.provider),
    foreignKey({ name: 'ad_channel_app_provider_fk', columns: [t.merchant, t.provider], foreignColumns: [trafficProvider.merchant, trafficProvider.id] }),
    check('ad_channel_app_check', sql`${t.status} in (0, 1) and ${t.platform} between 1 and 6`),
  ],
);
