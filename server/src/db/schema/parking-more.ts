import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, jsonb, pgSequence, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';
import { park, parkGate } from './parking.js';

// The parking merchant's 储值车 and 自动充值, 无牌车, 重点客户 and 在线日志 (docs/decisions.md, "Stored-value cars and auto
// recharge", "Plateless cars, key customers and online logs"). Tenant tables by `merchant`, each index leading with it.

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/** A stored-value account (储值车): one plate of one park, its balance and running totals in fen; 1 正常, 2 已停用. */
export const parkingStoredValue = pgTable(
  'parking_stored_value',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park: bigint('park', { mode: 'number' }).notNull().references(() => park.id),
    plate: text('plate').notNull(),
    plate_color: smallint('plate_color').notNull().default(1),
    holder_name: text('holder_name').notNull(),
    mobile: text('mobile').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    recharged: bigint('recharged', { mode: 'number' }).notNull().default(0),
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
    status: smallint('status').notNull().default(1),
    remark: text('remark').notNull().default(''),
    operator: text('operator').notNull().default(''),
    last_recharge_time: timestamp('last_recharge_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    index('parking_stored_value_merchant_idx').on(t.merchant, t.create_time.desc(), t.id.desc()),
    uniqueIndex('parking_stored_value_plate_uq').on(t.merchant, t.park, t.plate),
  ],
);

/** Ledger numbers: `S` + the UTC+8 day + a sequence. */
export const parkingStoredValueFlowSeq = pgSequence('parking_stored_value_flow_seq', { startWith: 1 });

/** A stored-value ledger line: 1 充值, 2 充值赠送, 3 停车扣费, 4 退款; `amount` signed (out is negative). */
export const parkingStoredValueFlow = pgTable(
  'parking_stored_value_flow',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    account: bigint('account', { mode: 'number' }).notNull().references(() => parkingStoredValue.id, { onDelete: 'cascade' }),
    flow_no: text('flow_no')
      .notNull()
      .default(sql`'S' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('parking_stored_value_flow_seq')::text, 6, '0')`),
    kind: smallint('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balance_after: bigint('balance_after', { mode: 'number' }).notNull(),
    pay_type: smallint('pay_type'),
    rule: bigint('rule', { mode: 'number' }).references(() => parkingRechargeRule.id),
    remark: text('remark').notNull().default(''),
    operator: text('operator').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('parking_stored_value_flow_account_idx').on(t.merchant, t.account, t.id.desc()),
    index('parking_stored_value_flow_rule_idx').on(t.merchant, t.rule, t.id.desc()).where(sql`${t.rule} is not null`),
    uniqueIndex('parking_stored_value_flow_no_uq').on(t.flow_no),
  ],
);

/** An auto-recharge rule (自动充值方案): tiers {amount, bonus} in fen over a period; park null = all the merchant's parks. */
export const parkingRechargeRule = pgTable(
  'parking_recharge_rule',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park: bigint('park', { mode: 'number' }).references(() => park.id),
    name: text('name').notNull(),
    tiers: jsonb('tiers').$type<{ amount: number; bonus: number }[]>().notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    /** 1 启用, 2 停用 */
    status: smallint('status').notNull().default(1),
    remark: text('remark').notNull().default(''),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [index('parking_recharge_rule_merchant_idx').on(t.merchant, t.create_time.desc(), t.id.desc())],
);

/** A plateless car's stay (无牌车): the ticket it took by scanning the entry code, its exit and what it paid. */
export const parkingPlateless = pgTable(
  'parking_plateless',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park: bigint('park', { mode: 'number' }).notNull().references(() => park.id),
    ticket_no: text('ticket_no').notNull(),
    /** 1 微信, 2 支付宝, 3 云闪付 */
    channel: smallint('channel').notNull(),
    mobile: text('mobile').notNull().default(''),
    entry_time: timestamp('entry_time', { withTimezone: true }).notNull(),
    entry_gate: bigint('entry_gate', { mode: 'number' }).notNull().references(() => parkGate.id),
    exit_time: timestamp('exit_time', { withTimezone: true }),
    exit_gate: bigint('exit_gate', { mode: 'number' }).references(() => parkGate.id),
    amount: integer('amount').notNull().default(0),
    /** 1 在场, 0 已出场 */
    status: smallint('status').notNull().default(1),
    ...times,
  },
  (t) => [index('parking_plateless_merchant_idx').on(t.merchant, t.entry_time.desc(), t.id.desc()), uniqueIndex('parking_plateless_ticket_uq').on(t.merchant, t.ticket_no)],
);

/** A key customer (重点客户) and its plates; level 1 重要, 2 VIP, 3 战略. */
export const parkingKeyCustomer = pgTable(
  'parking_key_customer',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    level: smallint('level').notNull(),
    contact: text('contact').notNull(),
    mobile: text('mobile').notNull(),
    plates: text('plates').array().notNull(),
    remark: text('remark').notNull().default(''),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [index('parking_key_customer_merchant_idx').on(t.merchant, t.create_time.desc(), t.id.desc()), uniqueIndex('parking_key_customer_name_uq').on(t.merchant, sql`lower(${t.name})`)],
);

/** An online log line (在线日志): the park's system (device_kind 1) or a gate camera (2) went on (1) or off (0) line. */
export const parkingOnlineLog = pgTable(
  'parking_online_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park: bigint('park', { mode: 'number' }).notNull().references(() => park.id),
    gate: bigint('gate', { mode: 'number' }).references(() => parkGate.id),
    device_kind: smallint('device_kind').notNull(),
    device: text('device').notNull(),
    device_serial: text('device_serial').notNull().default(''),
    event: smallint('event').notNull(),
    reason: text('reason').notNull().default(''),
    ip: text('ip').notNull().default(''),
    offline_minutes: integer('offline_minutes'),
    event_time: timestamp('event_time', { withTimezone: true }).notNull(),
  },
  (t) => [index('parking_online_log_merchant_idx').on(t.merchant, t.event_time.desc(), t.id.desc())],
);
