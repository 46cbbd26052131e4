import { bigint, bigserial, boolean, date, foreignKey, index, integer, pgTable, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { app } from './app.js';
import { merchant } from './identity.js';

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * 营销活动 (bonus event) of the merchant that runs it (tenant table by `merchant`). Type 1 事件奖励 (`issuer`: the
 * business event), 2 兑换码. Status 0 草稿, 1 进行中, 2 已结束, -1 已停用. docs/decisions.md, "Marketing center".
 */
export const bonusEvent = pgTable(
  'bonus_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    issuer: text('issuer'),
    start_time: timestamp('start_time', { withTimezone: true }).notNull(),
    end_time: timestamp('end_time', { withTimezone: true }).notNull(),
    player_limit: integer('player_limit').notNull().default(1),
    rules: text('rules').notNull().default(''),
    status: smallint('status').notNull().default(0),
    creator: text('creator').notNull().default(''),
    ...times,
  },
  (t) => [unique('bonus_event_merchant_id_key').on(t.merchant, t.id), index('bonus_event_merchant_idx').on(t.merchant, t.status, t.id)],
);

/**
 * 奖品 of an activity with its stock: `remaining` = `stock` − `granted` − `reserved` (redeem codes not yet redeemed),
 * never below 0 (CHECK in the migration). `audit_status` 0 待审核, 1 已通过, 2 已驳回 (a partner's rewards).
 */
export const bonusValue = pgTable(
  'bonus_value',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    event: bigint('event', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    kind: smallint('kind').notNull(),
    amount: integer('amount').notNull(),
    valid_days: integer('valid_days').notNull(),
    description: text('description').notNull().default(''),
    stock: integer('stock').notNull().default(0),
    granted: integer('granted').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    remaining: integer('remaining').notNull().default(0),
    status: smallint('status').notNull().default(1),
    audit_status: smallint('audit_status').notNull().default(1),
    audit_reason: text('audit_reason').notNull().default(''),
    auditor: text('auditor').notNull().default(''),
    audit_time: timestamp('audit_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    unique('bonus_value_merchant_id_key').on(t.merchant, t.id),
    foreignKey({ name: 'bonus_value_event_fk', columns: [t.merchant, t.event], foreignColumns: [bonusEvent.merchant, bonusEvent.id] }),
    index('bonus_value_event_idx').on(t.merchant, t.event, t.id),
    index('bonus_value_audit_idx').on(t.audit_status, t.id),
  ],
);

/** 补库存 records (one per idempotent repair). */
export const bonusValueStock = pgTable(
  'bonus_value_stock',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    stock_after: integer('stock_after').notNull(),
    remark: text('remark').notNull().default(''),
    operator: text('operator').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'bonus_value_stock_value_fk', columns: [t.merchant, t.value], foreignColumns: [bonusValue.merchant, bonusValue.id] }),
    index('bonus_value_stock_value_idx').on(t.merchant, t.value, t.id),
  ],
);

/** 兑换码批次: `count` codes of one reward, reserved from its stock when generated. */
export const bonusTokenBatch = pgTable(
  'bonus_token_batch',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    event: bigint('event', { mode: 'number' }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull(),
    expire_date: date('expire_date', { mode: 'string' }).notNull(),
    operator: text('operator').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bonus_token_batch_merchant_id_key').on(t.merchant, t.id),
    foreignKey({ name: 'bonus_token_batch_value_fk', columns: [t.merchant, t.value], foreignColumns: [bonusValue.merchant, bonusValue.id] }),
    index('bonus_token_batch_merchant_idx').on(t.merchant, t.id),
    index('bonus_token_batch_event_idx').on(t.merchant, t.event, t.id),
  ],
);

/** One redeem code: 0 未兑换, 1 已兑换 (by `player`). Codes are unique across merchants. */
export const bonusToken = pgTable(
  'bonus_token',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    batch: bigint('batch', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    status: smallint('status').notNull().default(0),
    player: bigint('player', { mode: 'number' }),
    player_name: text('player_name').notNull().default(''),
    redeem_time: timestamp('redeem_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bonus_token_code_key').on(t.code),
    foreignKey({ name: 'bonus_token_batch_fk', columns: [t.merchant, t.batch], foreignColumns: [bonusTokenBatch.merchant, bonusTokenBatch.id] }),
    index('bonus_token_batch_idx').on(t.merchant, t.batch, t.id),
  ],
);

/** 发放记录: one reward granted to a merchant (the player). Source 1 事件触发, 2 兑换码. */
export const bonusGrant = pgTable(
  'bonus_grant',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    event: bigint('event', { mode: 'number' }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    player: bigint('player', { mode: 'number' }).notNull(),
    player_name: text('player_name').notNull(),
    source: smallint('source').notNull(),
    voucher: text('voucher').notNull().default(''),
    issuer: text('issuer').notNull().default(''),
    expire_date: date('expire_date', { mode: 'string' }).notNull(),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'bonus_grant_value_fk', columns: [t.merchant, t.value], foreignColumns: [bonusValue.merchant, bonusValue.id] }),
    index('bonus_grant_merchant_idx').on(t.merchant, t.id),
    index('bonus_grant_event_idx').on(t.merchant, t.event, t.player),
    index('bonus_grant_time_idx').on(t.merchant, t.create_time),
    index('bonus_grant_player_idx').on(t.player, t.merchant),
  ],
);

/** 参与记录: every trigger of an activity, granted or not (with the reason). */
export const bonusPlayer = pgTable(
  'bonus_player',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    event: bigint('event', { mode: 'number' }).notNull(),
    player: bigint('player', { mode: 'number' }).notNull(),
    player_name: text('player_name').notNull(),
    issuer: text('issuer').notNull().default(''),
    voucher: text('voucher').notNull().default(''),
    granted: boolean('granted').notNull(),
    grant: bigint('grant', { mode: 'number' }),
    reason: text('reason').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'bonus_player_event_fk', columns: [t.merchant, t.event], foreignColumns: [bonusEvent.merchant, bonusEvent.id] }),
    index('bonus_player_event_idx').on(t.merchant, t.event, t.id),
  ],
);

/**
 * 营销方案 of the operator (`merchant`, the tenant) for one 合作商户 (`customer`): `quota` rewards of one of its activities
 * between two dates (state computed from them). docs/decisions.md, "Marketing center: partner customers".
 */
export const bonusPartnerPlan = pgTable(
  'bonus_partner_plan',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    customer: bigint('customer', { mode: 'number' }).notNull().references(() => merchant.id),
    name: text('name').notNull(),
    event: bigint('event', { mode: 'number' }).notNull(),
    quota: integer('quota').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    remark: text('remark').notNull().default(''),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [
    foreignKey({ name: 'bonus_partner_plan_event_fk', columns: [t.merchant, t.event], foreignColumns: [bonusEvent.merchant, bonusEvent.id] }),
    index('bonus_partner_plan_customer_idx').on(t.merchant, t.customer, t.id),
  ],
);

/** The apps (`app.app_id`) in which a 合作商户 takes part in the operator's activities: 1 启用, 0 停用; one per app. */
export const bonusPartnerApp = pgTable(
  'bonus_partner_app',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    customer: bigint('customer', { mode: 'number' }).notNull().references(() => merchant.id),
    app_id: text('app_id').notNull().references(() => app.app_id),
    status: smallint('status').notNull().default(1),
    remark: text('remark').notNull().default(''),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [uniqueIndex('bonus_partner_app_uq').on(t.merchant, t.customer, t.app_id), index('bonus_partner_app_customer_idx').on(t.merchant, t.customer, t.id)],
);
