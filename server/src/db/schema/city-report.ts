import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED, merchant } from './identity.js';

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A city platform reporting configuration (城市平台上报): where the reporting party (the platform operator or a partner)
 * sends one city's parking or charging data. Tenant table by `merchant` (the reporting party's own). `secret` is
 * write-only: replies say whether it is configured, never what it is. docs/decisions.md, "City platform reporting".
 */
export const cityReport = pgTable(
  'city_report',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    /** parking | energy */
    kind: text('kind').notNull(),
    /** The city's division code (xxxx00). */
    city: text('city').notNull(),
    platform_name: text('platform_name').notNull(),
    endpoint: text('endpoint').notNull(),
    account: text('account').notNull(),
    secret: text('secret').notNull(),
    /** Minutes between two reports of the same park or station. */
    interval_minutes: integer('interval_minutes').notNull(),
    status: smallint('status').notNull().default(ENABLED),
    remark: text('remark').notNull().default(''),
    /** The last successful report (the reporting job's; the demo's). */
    last_report_time: timestamp('last_report_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    uniqueIndex('city_report_city_uq').on(t.merchant, t.kind, t.city),
    index('city_report_merchant_idx').on(t.merchant, t.kind, t.id),
    check('city_report_kind_ck', sql`${t.kind} in ('parking', 'energy')`),
  ],
);

/**
 * A park or station a configuration reports (上报车场 / 上报电站). Tenant table by `merchant` (the configuration's owner);
 * `target_merchant` is the park's or station's merchant, in the owner's scope when added.
 */
export const cityReportTarget = pgTable(
  'city_report_target',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    report: bigint('report', { mode: 'number' }).notNull().references(() => cityReport.id, { onDelete: 'cascade' }),
    /** park_code or station_code */
    code: text('code').notNull(),
    target_merchant: bigint('target_merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('city_report_target_uq').on(t.merchant, t.report, t.code)],
);

/**
 * A terminal (终端, base services): a payment box, POS, speaker, gate screen or card reader bound to a merchant. Tenant table by
 * `merchant`; `sn` is the vendor's serial number, unique. `online` and `last_online_time` are the device gateway's.
 */
export const baseTerminal = pgTable(
  'base_terminal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    sn: text('sn').notNull(),
    type: smallint('type').notNull(),
    model: text('model').notNull(),
    vendor: text('vendor').notNull(),
    place: text('place').notNull().default(''),
    firmware: text('firmware').notNull().default(''),
    online: boolean('online').notNull().default(false),
    last_online_time: timestamp('last_online_time', { withTimezone: true }),
    bind_time: timestamp('bind_time', { withTimezone: true }).notNull().defaultNow(),
    status: smallint('status').notNull().default(ENABLED),
    remark: text('remark').notNull().default(''),
    ...times,
  },
  (t) => [uniqueIndex('base_terminal_sn_uq').on(t.sn), index('base_terminal_merchant_idx').on(t.merchant, t.id)],
);

/**
 * An insurance benefit (保险权益) a merchant's user received with a trade (a parking or charging order). Tenant table by
 * `merchant`. Money in fen. What a benefit is today (待生效, 保障中, 已到期) is computed from its period; 已理赔 and 已退保
 * are stored.
 */
export const insuranceBenefit = pgTable(
  'insurance_benefit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    benefit_no: text('benefit_no').notNull(),
    type: smallint('type').notNull(),
    product_name: text('product_name').notNull(),
    insurer: text('insurer').notNull(),
    policy_no: text('policy_no').notNull(),
    holder_name: text('holder_name').notNull(),
    holder_mobile: text('holder_mobile').notNull(),
    plate: text('plate').notNull().default(''),
    trade_no: text('trade_no').notNull().default(''),
    coverage: bigint('coverage', { mode: 'number' }).notNull(),
    premium: integer('premium').notNull(),
    start_time: timestamp('start_time', { withTimezone: true }).notNull(),
    end_time: timestamp('end_time', { withTimezone: true }).notNull(),
    /** 1 normal, 2 claimed (已理赔), 3 cancelled (已退保) */
    state: smallint('state').notNull().default(1),
    claim_amount: bigint('claim_amount', { mode: 'number' }).notNull().default(0),
    claim_time: timestamp('claim_time', { withTimezone: true }),
    claim_remark: text('claim_remark').notNull().default(''),
    ...times,
  },
  (t) => [
    uniqueIndex('insurance_benefit_no_uq').on(t.benefit_no),
    index('insurance_benefit_merchant_idx').on(t.merchant, t.create_time, t.id),
    check('insurance_benefit_period_ck', sql`${t.end_time} > ${t.start_time}`),
  ],
);
