import { bigint, bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';
import { paymentSettlement, paymentTrade, paymentWithdrawApply } from './payment.js';

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A profit-sharing record (分账记录): what one receiver gets of one settled trade under the merchant's rule. Tenant
 * table by `merchant` (the paying merchant). `amount` = ⌊trade_amount × ratio / 10000⌋ fen; the remainder stays with the
 * merchant. State 0 待分账, 1 已分账, -1 分账失败, -2 已退回. docs/decisions.md, "Profit-sharing records and withdrawals".
 */
export const paymentShardingRecord = pgTable(
  'payment_sharding_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    record_no: text('record_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    receiver: bigint('receiver', { mode: 'number' }).notNull().references(() => merchant.id),
    trade: bigint('trade', { mode: 'number' }).notNull().references(() => paymentTrade.id),
    trade_no: text('trade_no').notNull(),
    settlement: bigint('settlement', { mode: 'number' }).references(() => paymentSettlement.id),
    business: text('business').notNull(),
    /** The rule's id and name when the record was made (a rule may be edited or deleted later). */
    rule: bigint('rule', { mode: 'number' }).notNull(),
    rule_name: text('rule_name').notNull(),
    settle_date: text('settle_date').notNull(),
    trade_amount: integer('trade_amount').notNull(),
    ratio: integer('ratio').notNull(),
    amount: integer('amount').notNull(),
    state: smallint('state').notNull(),
    reason: text('reason').notNull().default(''),
    finish_time: timestamp('finish_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    uniqueIndex('payment_sharding_record_no_uq').on(t.record_no),
    uniqueIndex('payment_sharding_record_trade_uq').on(t.merchant, t.trade, t.receiver),
    index('payment_sharding_record_merchant_idx').on(t.merchant, t.settle_date.desc(), t.id.desc()),
    index('payment_sharding_record_receiver_idx').on(t.merchant, t.receiver, t.settle_date.desc()),
  ],
);

/**
 * A withdrawal (提现, DOMAIN.md "transfer") of a merchant's settled balance to its approved withdrawal account, whose
 * details are copied at application. Tenant table by `merchant`. State 0 待审核 (未提现), 2 提现中, 1 已提现, -1 提现失败,
 * -2 已退回. docs/decisions.md, "Profit-sharing records and withdrawals".
 */
export const paymentTransfer = pgTable(
  'payment_transfer',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transfer_no: text('transfer_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    apply: bigint('apply', { mode: 'number' }).notNull().references(() => paymentWithdrawApply.id),
    amount: integer('amount').notNull(),
    account_name: text('account_name').notNull(),
    account_no: text('account_no').notNull(),
    bank_name: text('bank_name').notNull(),
    branch_name: text('branch_name').notNull(),
    remark: text('remark').notNull().default(''),
    state: smallint('state').notNull(),
    reason: text('reason').notNull().default(''),
    applicant: text('applicant').notNull(),
    reviewer: text('reviewer').notNull().default(''),
    review_time: timestamp('review_time', { withTimezone: true }),
    receipt_no: text('receipt_no').notNull().default(''),
    finish_time: timestamp('finish_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    uniqueIndex('payment_transfer_no_uq').on(t.transfer_no),
    index('payment_transfer_merchant_idx').on(t.merchant, t.create_time.desc(), t.id.desc()),
    index('payment_transfer_state_idx').on(t.merchant, t.state),
  ],
);
