import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED, merchant } from './identity.js';

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A parking merchant's coupon (优惠券, DOMAIN.md "Coupons"). Tenant table by `merchant`. `value` by type: fen (1, 4),
 * minutes (2, 5), discount ×100 (6), 0 (3, 7); type 7 frees the `period_start`-`period_end` time of day. Validity:
 * `valid_days` after the grant (validity_type 1) or `start_date`-`end_date` (2), UTC+8 days.
 */
export const mcouponCoupon = pgTable(
  'mcoupon_coupon',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    value: integer('value').notNull().default(0),
    period_start: text('period_start'),
    period_end: text('period_end'),
    validity_type: smallint('validity_type').notNull(),
    valid_days: integer('valid_days'),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    stackable: boolean('stackable').notNull().default(false),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull().default(ENABLED),
    ...times,
  },
  (t) => [
    unique('mcoupon_coupon_merchant_id_uq').on(t.merchant, t.id),
    index('mcoupon_coupon_merchant_idx').on(t.merchant, t.id),
    uniqueIndex('mcoupon_coupon_name_uq').on(t.merchant, sql`lower(${t.name})`),
  ],
);

/** A merchant's coupon runtime rule (运行规则): one row per merchant; none means the defaults. */
export const mcouponConfiguration = pgTable('mcoupon_configuration', {
  merchant: bigint('merchant', { mode: 'number' }).primaryKey().references(() => merchant.id),
  /** 0 fixed tokens on, 1 off. */
  token_limit: smallint('token_limit').notNull(),
  /** Coupons the merchant may grant a day; 0: no cap. */
  grant_day_limit: integer('grant_day_limit').notNull().default(0),
  remark: text('remark').notNull().default(''),
  operator: text('operator').notNull().default(''),
  ...times,
});

/**
 * The coupon platform's record of a coupon merchant (优惠券商户, /parking-coupon/merchant-manage): one row per merchant
 * that holds the coupon product and was registered by the platform — its contact, shop address and whether the
 * platform lets it buy and grant (1 启用, 0 停用). Tenant table by `merchant`. docs/decisions.md, "Coupon merchants".
 */
export const mcouponMerchant = pgTable('mcoupon_merchant', {
  merchant: bigint('merchant', { mode: 'number' }).primaryKey().references(() => merchant.id),
  contact_name: text('contact_name').notNull(),
  contact_phone: text('contact_phone').notNull(),
  address: text('address').notNull().default(''),
  status: smallint('status').notNull().default(1),
  remark: text('remark').notNull().default(''),
  operator: text('operator').notNull().default(''),
  ...times,
});

/** A batch of fixed QR tokens granting one coupon (固定码批次). Tenant table by `merchant`. */
export const mcouponTokenBatch = pgTable(
  'mcoupon_token_batch',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    coupon: bigint('coupon', { mode: 'number' }).notNull(),
    /** Grants per token per day and in total. */
    day_limit: integer('day_limit').notNull(),
    total_limit: integer('total_limit').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    remark: text('remark').notNull().default(''),
    /** 1 启用, -1 已作废 */
    status: smallint('status').notNull().default(ENABLED),
    creator: text('creator').notNull().default(''),
    ...times,
  },
  (t) => [
    unique('mcoupon_token_batch_merchant_id_uq').on(t.merchant, t.id),
    index('mcoupon_token_batch_merchant_idx').on(t.merchant, t.id),
    index('mcoupon_token_batch_coupon_idx').on(t.merchant, t.coupon),
    // A coupon in use by a batch cannot go (the service says so in Chinese first).
    foreignKey({ name: 'mcoupon_token_batch_coupon_fk', columns: [t.merchant, t.coupon], foreignColumns: [mcouponCoupon.merchant, mcouponCoupon.id] }),
  ],
);

/**
 * One fixed QR token (固定码): a unique random `code` the QR image carries. Its grant counters stay 0 until grants
 * exist (the grant calls are a later issue).
 */
export const mcouponToken = pgTable(
  'mcoupon_token',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    batch: bigint('batch', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    grant_count: integer('grant_count').notNull().default(0),
    /** Grants on `grant_day` (a UTC+8 day); another day's count reads as 0. */
    day_grant_count: integer('day_grant_count').notNull().default(0),
    grant_day: date('grant_day', { mode: 'string' }),
    last_grant_time: timestamp('last_grant_time', { withTimezone: true }),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mcoupon_token_code_uq').on(t.code),
    index('mcoupon_token_merchant_idx').on(t.merchant, t.batch, t.id),
    foreignKey({ name: 'mcoupon_token_batch_fk', columns: [t.merchant, t.batch], foreignColumns: [mcouponTokenBatch.merchant, mcouponTokenBatch.id] }).onDelete('cascade'),
  ],
);

/**
 * A merchant's purchase of `count` coupons (采购) at `unit_price` fen each: `amount` = count × unit_price. 1 正常,
 * -1 已撤销 (its coupons left the stock), -2 已过期 (kept for the spec's value; nothing sets it yet).
 */
export const mcouponPurchase = pgTable(
  'mcoupon_purchase',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    coupon: bigint('coupon', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    unit_price: integer('unit_price').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(ENABLED),
    remark: text('remark').notNull().default(''),
    operator: text('operator').notNull().default(''),
    revoke_time: timestamp('revoke_time', { withTimezone: true }),
    revoker: text('revoker').notNull().default(''),
    revoke_reason: text('revoke_reason').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mcoupon_purchase_merchant_idx').on(t.merchant, t.id),
    index('mcoupon_purchase_coupon_idx').on(t.merchant, t.coupon, t.id),
    foreignKey({ name: 'mcoupon_purchase_coupon_fk', columns: [t.merchant, t.coupon], foreignColumns: [mcouponCoupon.merchant, mcouponCoupon.id] }),
  ],
);

/**
 * A merchant's stock of one coupon (库存), kept by the purchases and grants in their transactions (the row locked):
 * remaining = purchased − revoked − granted, never below 0.
 */
export const mcouponWarehouse = pgTable(
  'mcoupon_warehouse',
  {
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    coupon: bigint('coupon', { mode: 'number' }).notNull(),
    purchased: integer('purchased').notNull().default(0),
    revoked: integer('revoked').notNull().default(0),
    granted: integer('granted').notNull().default(0),
    remaining: integer('remaining').notNull().default(0),
    /** What the purchases still in force cost (fen). */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'mcoupon_warehouse_pk', columns: [t.merchant, t.coupon] }),
    foreignKey({ name: 'mcoupon_warehouse_coupon_fk', columns: [t.merchant, t.coupon], foreignColumns: [mcouponCoupon.merchant, mcouponCoupon.id] }),
  ],
);

/** One coupon granted to a plate (发放记录): 1 发放成功, 2 发放中, 0 已撤销, -1 发放失败; used by a parking order. */
export const mcouponGrant = pgTable(
  'mcoupon_grant',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    coupon: bigint('coupon', { mode: 'number' }).notNull(),
    plate: text('plate').notNull(),
    status: smallint('status').notNull().default(ENABLED),
    used_order: text('used_order'),
    used_amount: integer('used_amount'),
    used_time: timestamp('used_time', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    operator: text('operator').notNull().default(''),
    revoke_time: timestamp('revoke_time', { withTimezone: true }),
    revoker: text('revoker').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mcoupon_grant_merchant_idx').on(t.merchant, t.id),
    index('mcoupon_grant_coupon_idx').on(t.merchant, t.coupon, t.id),
    index('mcoupon_grant_plate_idx').on(t.merchant, t.plate),
    foreignKey({ name: 'mcoupon_grant_coupon_fk', columns: [t.merchant, t.coupon], foreignColumns: [mcouponCoupon.merchant, mcouponCoupon.id] }),
  ],
);

/**
 * A coupon merchant's grant rule (发放规则): per-plate daily and total limits for one coupon, or for all its coupons
 * when `coupon` is null; every grant checks the enabled rules that apply. Tenant table by `merchant`.
 */
export const mcouponGrantRule = pgTable(
  'mcoupon_grant_rule',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    coupon: bigint('coupon', { mode: 'number' }),
    plate_day_limit: integer('plate_day_limit').notNull().default(0),
    plate_total_limit: integer('plate_total_limit').notNull().default(0),
    status: smallint('status').notNull().default(ENABLED),
    remark: text('remark').notNull().default(''),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [
    index('mcoupon_grant_rule_merchant_idx').on(t.merchant, t.id),
    uniqueIndex('mcoupon_grant_rule_name_uq').on(t.merchant, sql`lower(${t.name})`),
    foreignKey({ name: 'mcoupon_grant_rule_coupon_fk', columns: [t.merchant, t.coupon], foreignColumns: [mcouponCoupon.merchant, mcouponCoupon.id] }).onDelete('cascade'),
  ],
);

/**
 * A coupon merchant's event rule (事件规则): a parking event of `event_type` (1 入场, 2 缴费, 3 预约, 4 出场, 5 月卡) gives
 * the plate `grant_count` of `coupon` within the validity (UTC+8 days), per-plate daily and rule-wide total limits
 * (0 不限), and for payments a minimum amount. `granted` counts what it gave (kept under the row lock). Tenant table.
 */
export const mcouponEventRule = pgTable(
  'mcoupon_event_rule',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    event_type: smallint('event_type').notNull(),
    coupon: bigint('coupon', { mode: 'number' }).notNull(),
    grant_count: integer('grant_count').notNull().default(1),
    min_amount: integer('min_amount').notNull().default(0),
    plate_day_limit: integer('plate_day_limit').notNull().default(0),
    total_limit: integer('total_limit').notNull().default(0),
    granted: integer('granted').notNull().default(0),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(ENABLED),
    remark: text('remark').notNull().default(''),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [
    unique('mcoupon_event_rule_merchant_id_uq').on(t.merchant, t.id),
    index('mcoupon_event_rule_merchant_idx').on(t.merchant, t.id),
    index('mcoupon_event_rule_type_idx').on(t.merchant, t.event_type, t.status),
    uniqueIndex('mcoupon_event_rule_name_uq').on(t.merchant, sql`lower(${t.name})`),
    foreignKey({ name: 'mcoupon_event_rule_coupon_fk', columns: [t.merchant, t.coupon], foreignColumns: [mcouponCoupon.merchant, mcouponCoupon.id] }),
  ],
);

/**
 * One event an enabled rule met (事件发放记录): the plate, the event's source number, what was granted (status 1,
 * `grant_count` coupons) or why not (-1, `reason`). Keeps the rule's name: a deleted rule's records stay. Tenant table.
 */
export const mcouponEventRecord = pgTable(
  'mcoupon_event_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    rule: bigint('rule', { mode: 'number' }).notNull(),
    rule_name: text('rule_name').notNull(),
    event_type: smallint('event_type').notNull(),
    plate: text('plate').notNull(),
    source_no: text('source_no').notNull().default(''),
    amount: integer('amount'),
    coupon: bigint('coupon', { mode: 'number' }).notNull(),
    grant_count: integer('grant_count').notNull().default(0),
    status: smallint('status').notNull(),
    reason: text('reason').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mcoupon_event_record_merchant_idx').on(t.merchant, t.id),
    index('mcoupon_event_record_rule_idx').on(t.merchant, t.rule, t.id),
    index('mcoupon_event_record_plate_idx').on(t.merchant, t.plate),
    foreignKey({ name: 'mcoupon_event_record_coupon_fk', columns: [t.merchant, t.coupon], foreignColumns: [mcouponCoupon.merchant, mcouponCoupon.id] }),
  ],
);
