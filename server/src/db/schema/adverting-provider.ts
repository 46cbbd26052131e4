import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, foreignKey, index, integer, pgTable, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { adSpace, trafficProvider } from './adverting.js';
import { merchant } from './identity.js';

/**
 * 广告 › 流量主: the traffic each ad space brought per day, the partner's billing rule and profit setting, and the
 * monthly channel bills (渠道账单) owed to its traffic providers. Tenant tables by `merchant`; every index leads with
 * it; composite keys keep spaces and providers the same merchant's. Kept apart from the 数据 dashboards' statistics.
 * docs/decisions.md, "Traffic providers' bills (广告 › 流量主)".
 */
const owner = () => bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id);

/** One ad space's day (UTC+8): shows, clicks, shows of the partner's own ads, and the advertisers' spend (fen). */
export const adProviderTraffic = pgTable(
  'ad_provider_traffic',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: owner(),
    day: date('day', { mode: 'string' }).notNull(),
    space: bigint('space', { mode: 'number' }).notNull(),
    /** The space's provider that day (null: the partner's own traffic); a space may change hands. */
    provider: bigint('provider', { mode: 'number' }),
    exposures: bigint('exposures', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    internal_exposures: bigint('internal_exposures', { mode: 'number' }).notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('ad_provider_traffic_day_space_uq').on(t.merchant, t.day, t.space),
    index('ad_provider_traffic_provider_idx').on(t.merchant, t.provider, t.day),
    index('ad_provider_traffic_space_idx').on(t.merchant, t.space, t.day),
    foreignKey({ name: 'ad_provider_traffic_space_fk', columns: [t.merchant, t.space], foreignColumns: [adSpace.merchant, adSpace.id] }),
    foreignKey({ name: 'ad_provider_traffic_provider_fk', columns: [t.merchant, t.provider], foreignColumns: [trafficProvider.merchant, trafficProvider.id] }),
    check('ad_provider_traffic_check', sql`${t.exposures} >= 0 and ${t.clicks} >= 0 and ${t.clicks} <= ${t.exposures} and ${t.internal_exposures} >= 0 and ${t.internal_exposures} <= ${t.exposures} and ${t.revenue} >= 0`),
  ],
);

/** 计费规则 and 分润设置: one row per advertising partner, once saved (defaults until then). */
export const adProviderSetting = pgTable(
  'ad_provider_setting',
  {
    merchant: owner().primaryKey(),
    invalid_rate: smallint('invalid_rate').notNull().default(0),
    internal_cpm_price: integer('internal_cpm_price').notNull().default(0),
    bill_day: smallint('bill_day').notNull().default(5),
    remark: text('remark').notNull().default(''),
    rule_updater: text('rule_updater').notNull().default(''),
    rule_time: timestamp('rule_time', { withTimezone: true }),
    basis: smallint('basis').notNull().default(1),
    service_rate: smallint('service_rate').notNull().default(0),
    profit_updater: text('profit_updater').notNull().default(''),
    profit_time: timestamp('profit_time', { withTimezone: true }),
  },
  (t) => [
    check(
      'ad_provider_setting_check',
      sql`${t.invalid_rate} between 0 and 500 and ${t.internal_cpm_price} between 0 and 100000 and ${t.bill_day} between 1 and 28
        and ${t.basis} in (1, 2) and ${t.service_rate} between 0 and 300`,
    ),
  ],
);

/**
 * 渠道账单: what one provider is owed for one month, with the rule and rates it was computed with (a snapshot). One per
 * (merchant, provider, period): generating again recomputes an unconfirmed bill and never adds a second one.
 */
export const adChannelBill = pgTable(
  'ad_channel_bill',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: owner(),
    bill_no: text('bill_no').notNull(),
    period: text('period').notNull(),
    provider: bigint('provider', { mode: 'number' }).notNull(),
    provider_name: text('provider_name').notNull(),
    exposures: bigint('exposures', { mode: 'number' }).notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
    internal_exposures: bigint('internal_exposures', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    valid_revenue: bigint('valid_revenue', { mode: 'number' }).notNull(),
    share_base: bigint('share_base', { mode: 'number' }).notNull(),
    share_rate: smallint('share_rate').notNull(),
    share_amount: bigint('share_amount', { mode: 'number' }).notNull(),
    internal_amount: bigint('internal_amount', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    invalid_rate: smallint('invalid_rate').notNull(),
    service_rate: smallint('service_rate').notNull(),
    internal_cpm_price: integer('internal_cpm_price').notNull(),
    basis: smallint('basis').notNull(),
    status: smallint('status').notNull().default(0),
    confirm_time: timestamp('confirm_time', { withTimezone: true }),
    settle_time: timestamp('settle_time', { withTimezone: true }),
    settle_no: text('settle_no').notNull().default(''),
    operator_name: text('operator_name').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ad_channel_bill_merchant_id_uq').on(t.merchant, t.id),
    uniqueIndex('ad_channel_bill_period_uq').on(t.merchant, t.provider, t.period),
    uniqueIndex('ad_channel_bill_no_uq').on(t.bill_no),
    index('ad_channel_bill_merchant_idx').on(t.merchant, t.period, t.id),
    foreignKey({ name: 'ad_channel_bill_provider_fk', columns: [t.merchant, t.provider], foreignColumns: [trafficProvider.merchant, trafficProvider.id] }),
    check(
      'ad_channel_bill_check',
      sql`${t.status} in (0, 1, 2) and ${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and ${t.amount} = ${t.share_amount} + ${t.internal_amount}
        and ${t.amount} >= 0 and ${t.share_rate} between 0 and 100 and (${t.status} <> 2 or ${t.settle_no} <> '')`,
    ),
  ],
);

/** A bill's lines: one per ad space of the provider that had traffic in the month. */
export const adChannelBillLine = pgTable(
  'ad_channel_bill_line',
  {
    merchant: owner(),
    bill: bigint('bill', { mode: 'number' }).notNull(),
    space: bigint('space', { mode: 'number' }).notNull(),
    space_code: text('space_code').notNull(),
    space_name: text('space_name').notNull(),
    exposures: bigint('exposures', { mode: 'number' }).notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
    internal_exposures: bigint('internal_exposures', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('ad_channel_bill_line_uq').on(t.merchant, t.bill, t.space),
    foreignKey({ name: 'ad_channel_bill_line_bill_fk', columns: [t.merchant, t.bill], foreignColumns: [adChannelBill.merchant, adChannelBill.id] }).onDelete('cascade'),
  ],
);
