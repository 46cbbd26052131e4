import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';
import { walletRecord } from './wallet.js';

/**
 * 账户中心 › 发票管理 (docs/decisions.md, "Account invoices"): a merchant's invoice titles and the invoices it asks of the
 * platform (its wallet's carrier) for its wallet payments. Every table is the asking merchant's tenant table and every
 * index leads with `merchant`.
 */

/** 发票抬头: 1 个人, 2 企业 (a tax number required, CHECK); at most one default per merchant (partial unique index). */
export const accountInvoiceTitle = pgTable(
  'account_invoice_title',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    tax_number: text('tax_number').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    bank: text('bank').notNull().default(''),
    bank_account: text('bank_account').notNull().default(''),
    email: text('email').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_invoice_title_merchant_idx').on(t.merchant, t.id.desc()),
    uniqueIndex('account_invoice_title_default_uq').on(t.merchant).where(sql`is_default`),
  ],
);

/**
 * 开票记录: one invoice asked of the platform for some wallet payments, the title copied at applying. Status 0 待开票,
 * 2 开票成功 (code, number and date set), -1 开票失败 (reason), -2 已撤回. `seller` is the wallet's carrier.
 */
export const accountInvoice = pgTable(
  'account_invoice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    invoice_no: text('invoice_no').notNull(),
    seller: bigint('seller', { mode: 'number' }).notNull().references(() => merchant.id),
    seller_name: text('seller_name').notNull(),
    title_type: smallint('title_type').notNull(),
    title_name: text('title_name').notNull(),
    tax_number: text('tax_number').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    bank: text('bank').notNull().default(''),
    bank_account: text('bank_account').notNull().default(''),
    email: text('email').notNull(),
    /** Fen: the sum of the linked payments' invoiceable amounts at applying. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    record_count: integer('record_count').notNull(),
    status: smallint('status').notNull().default(0),
    invoice_code: text('invoice_code').notNull().default(''),
    invoice_number: text('invoice_number').notNull().default(''),
    issue_date: text('issue_date').notNull().default(''),
    reason: text('reason').notNull().default(''),
    remark: text('remark').notNull().default(''),
    applicant: text('applicant').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_invoice_no_uq').on(t.invoice_no),
    index('account_invoice_merchant_idx').on(t.merchant, t.id.desc()),
    index('account_invoice_merchant_status_idx').on(t.merchant, t.status, t.id.desc()),
  ],
);

/**
 * Which wallet payments an invoice holds, with the amount invoiced. `active` false once the invoice is withdrawn or
 * failed: a payment is in at most one active invoice (partial unique index).
 */
export const accountInvoiceRecord = pgTable(
  'account_invoice_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    invoice: bigint('invoice', { mode: 'number' }).notNull().references(() => accountInvoice.id),
    wallet_record: bigint('wallet_record', { mode: 'number' }).notNull().references(() => walletRecord.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('account_invoice_record_invoice_idx').on(t.merchant, t.invoice),
    index('account_invoice_record_wallet_idx').on(t.merchant, t.wallet_record),
    uniqueIndex('account_invoice_record_active_uq').on(t.wallet_record).where(sql`active`),
  ],
);
