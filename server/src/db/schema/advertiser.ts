import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, foreignKey, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED, merchant } from './identity.js';

/**
 * 广告主: the advertising partner's advertiser accounts, their money (预存款 flow, daily bills) and 拓量需求. An account, its
 * flow and its bills belong to the partner (`merchant`) and, once linked, to the advertiser merchant that logs in
 * (`account_merchant`): row-level security lets either see them (migration 0046). docs/decisions.md, "Advertisers (广告主)".
 */
const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};
const owner = () => bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id);
const accountMerchant = () => bigint('account_merchant', { mode: 'number' }).references(() => merchant.id);

export interface QualificationFileValue {
  name: string;
  link: string;
}

/** 广告主: company, contact, qualification files, status, the deposit balance and its totals, and the bids (出价设置). */
export const adAdvertiser = pgTable(
  'ad_advertiser',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: owner(),
    account_merchant: accountMerchant(),
    name: text('name').notNull(),
    short_name: text('short_name').notNull().default(''),
    credit_code: text('credit_code').notNull(),
    industry: text('industry').notNull().default(''),
    contact_name: text('contact_name').notNull(),
    contact_mobile: text('contact_mobile').notNull(),
    contact_email: text('contact_email').notNull().default(''),
    address: text('address').notNull().default(''),
    qualifications: jsonb('qualifications').$type<QualificationFileValue[]>().notNull().default(sql`'[]'::jsonb`),
    status: smallint('status').notNull().default(ENABLED),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    recharge_total: bigint('recharge_total', { mode: 'number' }).notNull().default(0),
    spend_total: bigint('spend_total', { mode: 'number' }).notNull().default(0),
    cpm_price: integer('cpm_price').notNull().default(0),
    cpc_price: integer('cpc_price').notNull().default(0),
    daily_budget: bigint('daily_budget', { mode: 'number' }).notNull().default(0),
    remark: text('remark').notNull().default(''),
    ...times,
  },
  (t) => [
    unique('ad_advertiser_merchant_id_uq').on(t.merchant, t.id),
    index('ad_advertiser_merchant_idx').on(t.merchant, t.id),
    uniqueIndex('ad_advertiser_name_uq').on(t.merchant, sql`lower(${t.name})`),
    uniqueIndex('ad_advertiser_account_uq').on(t.account_merchant).where(sql`${t.account_merchant} is not null`),
    check(
      'ad_advertiser_check',
      sql`${t.status} in (0, 1) and ${t.balance} >= 0 and ${t.recharge_total} >= 0 and ${t.spend_total} >= 0
        and ${t.cpm_price} >= 0 and ${t.cpc_price} >= 0 and ${t.daily_budget} >= 0`,
    ),
  ],
);

/** 资金流水: every change of an advertiser's balance (充值 +, 广告消耗 −, 调账 ±) with the balance after it. */
export const adFundFlow = pgTable(
  'ad_fund_flow',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: owner(),
    account_merchant: accountMerchant(),
    advertiser: bigint('advertiser', { mode: 'number' }).notNull(),
    type: smallint('type').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balance_after: bigint('balance_after', { mode: 'number' }).notNull(),
    method: smallint('method').notNull().default(0),
    serial_no: text('serial_no').notNull().default(''),
    voucher: text('voucher').notNull().default(''),
    bill: bigint('bill', { mode: 'number' }),
    operator: text('operator').notNull().default(''),
    remark: text('remark').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ad_fund_flow_advertiser_idx').on(t.merchant, t.advertiser, t.id),
    index('ad_fund_flow_account_idx').on(t.account_merchant, t.id),
    // One bank transfer is booked once per advertiser.
    uniqueIndex('ad_fund_flow_serial_uq').on(t.merchant, t.advertiser, t.serial_no).where(sql`${t.type} = 1`),
    foreignKey({ name: 'ad_fund_flow_advertiser_fk', columns: [t.merchant, t.advertiser], foreignColumns: [adAdvertiser.merchant, adAdvertiser.id] }),
    check('ad_fund_flow_check', sql`${t.type} between 1 and 3 and ${t.balance_after} >= 0 and (${t.type} <> 1 or (${t.amount} > 0 and ${t.method} between 1 and 4))`),
  ],
);

/** 账单: one per advertiser and day — shows, clicks and what they cost (deducted from the balance: 已扣款). */
export const adBill = pgTable(
  'ad_bill',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: owner(),
    account_merchant: accountMerchant(),
    advertiser: bigint('advertiser', { mode: 'number' }).notNull(),
    bill_no: text('bill_no').notNull(),
    bill_date: date('bill_date', { mode: 'string' }).notNull(),
    shows: bigint('shows', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    status: smallint('status').notNull().default(0),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ad_bill_day_uq').on(t.merchant, t.advertiser, t.bill_date),
    index('ad_bill_account_idx').on(t.account_merchant, t.bill_date),
    foreignKey({ name: 'ad_bill_advertiser_fk', columns: [t.merchant, t.advertiser], foreignColumns: [adAdvertiser.merchant, adAdvertiser.id] }),
    check('ad_bill_check', sql`${t.status} in (0, 1) and ${t.shows} >= 0 and ${t.clicks} >= 0 and ${t.clicks} <= ${t.shows} and ${t.amount} >= 0`),
  ],
);

/** 拓量需求: the partner's own (tenant by `merchant`); the advertiser is one of its accounts. */
export const adExpansionDemand = pgTable(
  'ad_expansion_demand',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: owner(),
    advertiser: bigint('advertiser', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    regions: text('regions').array().notNull().default(sql`'{}'::text[]`),
    scenes: smallint('scenes').array().notNull().default(sql`'{}'::smallint[]`),
    daily_shows: bigint('daily_shows', { mode: 'number' }).notNull(),
    budget: bigint('budget', { mode: 'number' }).notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    status: smallint('status').notNull().default(0),
    audit_remark: text('audit_remark').notNull().default(''),
    auditor: text('auditor').notNull().default(''),
    audit_time: timestamp('audit_time', { withTimezone: true }),
    creator: text('creator').notNull().default(''),
    ...times,
  },
  (t) => [
    index('ad_expansion_demand_merchant_idx').on(t.merchant, t.id),
    index('ad_expansion_demand_advertiser_idx').on(t.merchant, t.advertiser, t.id),
    foreignKey({ name: 'ad_expansion_demand_advertiser_fk', columns: [t.merchant, t.advertiser], foreignColumns: [adAdvertiser.merchant, adAdvertiser.id] }),
    check('ad_expansion_demand_check', sql`${t.status} in (0, 1, 2) and ${t.daily_shows} > 0 and ${t.budget} > 0 and ${t.end_date} >= ${t.start_date}`),
  ],
);
