import { bigint, bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A merchant's wallet (钱包), opened by its carrier (钱包运营方). Tenant table by `merchant` (the owner). The balance is
 * fen and never negative (CHECK); it changes only with a `wallet_record` in the same transaction, and the running totals
 * satisfy balance = recharged − paid + refunded (CHECK). docs/decisions.md, "Wallets (钱包)".
 */
export const wallet = pgTable(
  'wallet',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    wallet_no: text('wallet_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    carrier: bigint('carrier', { mode: 'number' }).notNull().references(() => merchant.id),
    /** 1 正常, 0 已停用 */
    state: smallint('state').notNull().default(1),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    alert_balance: bigint('alert_balance', { mode: 'number' }).notNull().default(0),
    recharged: bigint('recharged', { mode: 'number' }).notNull().default(0),
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    contact_name: text('contact_name').notNull(),
    contact_mobile: text('contact_mobile').notNull(),
    remark: text('remark').notNull().default(''),
    ...times,
  },
  (t) => [
    uniqueIndex('wallet_no_uq').on(t.wallet_no),
    uniqueIndex('wallet_merchant_uq').on(t.merchant),
    index('wallet_carrier_idx').on(t.carrier, t.create_time.desc(), t.id.desc()),
  ],
);

/**
 * One balance change of a wallet (流水): 1 充值, 2 支付, 3 退款 (of a payment: `payment`), with the balance after it.
 * Tenant table by `merchant` (the wallet's owner). A payment keeps what has been refunded of it (≤ its amount).
 */
export const walletRecord = pgTable(
  'wallet_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    record_no: text('record_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    wallet: bigint('wallet', { mode: 'number' }).notNull().references(() => wallet.id),
    /** 1 充值, 2 支付, 3 退款 */
    kind: smallint('kind').notNull(),
    amount: integer('amount').notNull(),
    balance_after: bigint('balance_after', { mode: 'number' }).notNull(),
    /** 充值: 1 对公转账, 2 微信支付, 3 支付宝, 4 线下现金 */
    channel: smallint('channel'),
    /** 支付: energy, coupon, parking, service, other */
    business: text('business'),
    subject: text('subject').notNull(),
    out_no: text('out_no').notNull().default(''),
    refunded: integer('refunded').notNull().default(0),
    /** 退款: the payment it returns. */
    payment: bigint('payment', { mode: 'number' }),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [
    uniqueIndex('wallet_record_no_uq').on(t.record_no),
    index('wallet_record_merchant_idx').on(t.merchant, t.kind, t.create_time.desc(), t.id.desc()),
    index('wallet_record_wallet_idx').on(t.merchant, t.wallet, t.create_time.desc(), t.id.desc()),
    index('wallet_record_payment_idx').on(t.merchant, t.payment),
  ],
);
