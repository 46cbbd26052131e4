import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, foreignKey, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { adChannelApp, adPlan, adSpace, trafficProvider } from './adverting.js';
import { adAdvertiser } from './advertiser.js';
import { merchant } from './identity.js';

/**
 * 广告 › 数据: the daily facts every overview, dashboard and statistics page of the advertising partner sums — one row per
 * UTC+8 day × plan × ad space × channel app × city: shows, clicks, what the advertiser was charged (`cost`, fen; 0 for
 * the partner's internal plans) and the traffic provider's share of it (`provider_income`, fen, at the provider's
 * share rate). The partner's income is `cost − provider_income`. `advertiser` (external plans) and `provider` (the
 * space's) are copied in so that each statistics page is one range of a tenant-first index.
 * docs/decisions.md, "Advertising data (广告 › 数据概览, 数据中心)".
 */
export const adStatDaily = pgTable(
  'ad_stat_daily',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    stat_date: date('stat_date', { mode: 'string' }).notNull(),
    plan: bigint('plan', { mode: 'number' }).notNull(),
    space: bigint('space', { mode: 'number' }).notNull(),
    channel_app: bigint('channel_app', { mode: 'number' }).references(() => adChannelApp.id),
    advertiser: bigint('advertiser', { mode: 'number' }),
    provider: bigint('provider', { mode: 'number' }),
    region: text('region').notNull().default(''),
    shows: bigint('shows', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    provider_income: bigint('provider_income', { mode: 'number' }).notNull().default(0),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ad_stat_daily_uq').on(t.merchant, t.stat_date, t.plan, t.space, sql`coalesce(${t.channel_app}, 0)`, t.region),
    index('ad_stat_daily_space_idx').on(t.merchant, t.space, t.stat_date),
    index('ad_stat_daily_plan_idx').on(t.merchant, t.plan, t.stat_date),
    index('ad_stat_daily_advertiser_idx').on(t.merchant, t.advertiser, t.stat_date),
    index('ad_stat_daily_channel_idx').on(t.merchant, t.channel_app, t.stat_date),
    index('ad_stat_daily_provider_idx').on(t.merchant, t.provider, t.stat_date),
    foreignKey({ name: 'ad_stat_daily_plan_fk', columns: [t.merchant, t.plan], foreignColumns: [adPlan.merchant, adPlan.id] }),
    foreignKey({ name: 'ad_stat_daily_space_fk', columns: [t.merchant, t.space], foreignColumns: [adSpace.merchant, adSpace.id] }),
    foreignKey({ name: 'ad_stat_daily_advertiser_fk', columns: [t.merchant, t.advertiser], foreignColumns: [adAdvertiser.merchant, adAdvertiser.id] }),
    foreignKey({ name: 'ad_stat_daily_provider_fk', columns: [t.merchant, t.provider], foreignColumns: [trafficProvider.merchant, trafficProvider.id] }),
    check(
      'ad_stat_daily_check',
      sql`${t.shows} >= 0 and ${t.clicks} >= 0 and ${t.clicks} <= ${t.shows} and ${t.cost} >= 0 and ${t.provider_income} between 0 and ${t.cost}
        and ${t.region} ~ '^([0-9]{6})?$'`,
    ),
  ],
);
