import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';
import type { InvoiceTaxRate } from '@console/contract';
import { invoiceSoftware } from './invoice.js';

/**
 * An invoice merchant's invoicing (docs/decisions.md, "Electronic invoices of a merchant"). Every table is the invoice
 * merchant's tenant table and every index leads with `merchant`.
 */

/**
 * Its billable trades (可开票交易). No payment trade table exists yet: the demo data writes them; a payment slice will
 * feed this table from successful trades. `invoice_state`: 0 未开票, 1 开票中 (in an application not yet issued), 2 已开票;
 * `apply` is the application holding it (null while 未开票).
 */
export const invoiceTrade = pgTable(
  'invoice_trade',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    trade_no: text('trade_no').notNull(),
    trade_time: timestamp('trade_time', { withTimezone: true }).notNull(),
    /** Fen. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull().default(''),
    invoice_state: smallint('invoice_state').notNull().default(0),
    apply: bigint('apply', { mode: 'number' }),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_trade_no_uq').on(t.merchant, t.trade_no),
    index('invoice_trade_merchant_time_idx').on(t.merchant, t.trade_time.desc(), t.id.desc()),
    index('invoice_trade_merchant_state_idx').on(t.merchant, t.invoice_state, t.trade_time.desc(), t.id.desc()),
    index('invoice_trade_apply_idx').on(t.merchant, t.apply),
  ],
);

/**
 * An invoice application (开票记录): trades merged into one invoice, with the buyer title, the tax items of the base
 * rule and the status of document 1 §3 (and -2 withdrawn). The seller, rate and review flag are copied from the base
 * rule when applying, the software code from the runtime.
 */
export const invoiceApply = pgTable(
  'invoice_apply',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    apply_no: text('apply_no').notNull(),
    software: bigint('software', { mode: 'number' }).references(() => invoiceSoftware.id),
    software_code: text('software_code').notNull(),
    seller_name: text('seller_name').notNull(),
    seller_tax_number: text('seller_tax_number').notNull(),
    buyer_type: smallint('buyer_type').notNull(),
    buyer_name: text('buyer_name').notNull(),
    buyer_tax_number: text('buyer_tax_number').notNull().default(''),
    buyer_email: text('buyer_email').notNull(),
    remark: text('remark').notNull().default(''),
    /** Fen, tax included. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    tax_amount: bigint('tax_amount', { mode: 'number' }).notNull(),
    tax_rate: smallint('tax_rate').notNull(),
    trade_count: integer('trade_count').notNull(),
    /** [{ name, tax_code, amount, rate, tax }] */
    items: jsonb('items').$type<{ name: string; tax_code: string; amount: number; rate: number; tax: number }[]>().notNull(),
    need_review: boolean('need_review').notNull(),
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    applicant: text('applicant').notNull().default(''),
    auditor_name: text('auditor_name').notNull().default(''),
    /** 重开: the blue invoice (reversed by the same operation) this application re-issues; null for a first issue. */
    renew_of: bigint('renew_of', { mode: 'number' }),
    audit_time: timestamp('audit_time', { withTimezone: true }),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_apply_no_uq').on(t.apply_no),
    unique('invoice_apply_merchant_id_uq').on(t.merchant, t.id),
    index('invoice_apply_merchant_idx').on(t.merchant, t.id.desc()),
    index('invoice_apply_merchant_status_idx').on(t.merchant, t.status, t.id.desc()),
    index('invoice_apply_renew_idx').on(t.merchant, t.renew_of),
  ],
);

/** Which trades an application merged (kept after a withdrawal, failure or reversal releases them). */
export const invoiceApplyTrade = pgTable(
  'invoice_apply_trade',
  {
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    apply: bigint('apply', { mode: 'number' }).notNull().references(() => invoiceApply.id),
    trade: bigint('trade', { mode: 'number' }).notNull().references(() => invoiceTrade.id),
  },
  (t) => [primaryKey({ columns: [t.merchant, t.apply, t.trade] })],
);

/** An application's status history (状态记录). */
export const invoiceApplyStatus = pgTable(
  'invoice_apply_status',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    apply: bigint('apply', { mode: 'number' }).notNull().references(() => invoiceApply.id),
    status: smallint('status').notNull(),
    operator: text('operator').notNull().default(''),
    remark: text('remark').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_apply_status_apply_idx').on(t.merchant, t.apply, t.id)],
);

/**
 * Issued invoices (发票列表): blue invoices and their red reversals (kind 2, negative amounts, `original` the blue one).
 * `disabled` 1: a blue invoice reversed (at most once: the unique index on `original`).
 */
export const invoiceInvoice = pgTable(
  'invoice_invoice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    apply: bigint('apply', { mode: 'number' }).notNull().references(() => invoiceApply.id),
    kind: smallint('kind').notNull(),
    software_code: text('software_code').notNull(),
    invoice_code: text('invoice_code').notNull(),
    invoice_no: text('invoice_no').notNull(),
    check_code: text('check_code').notNull(),
    issue_date: text('issue_date').notNull(),
    buyer_name: text('buyer_name').notNull(),
    seller_name: text('seller_name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    tax_amount: bigint('tax_amount', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(2),
    disabled: smallint('disabled').notNull().default(0),
    original: bigint('original', { mode: 'number' }),
    reason: text('reason').notNull().default(''),
    operator: text('operator').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_invoice_no_uq').on(t.invoice_code, t.invoice_no),
    uniqueIndex('invoice_invoice_original_uq').on(t.original),
    index('invoice_invoice_merchant_idx').on(t.merchant, t.id.desc()),
    index('invoice_invoice_merchant_disabled_idx').on(t.merchant, t.disabled, t.id.desc()),
    index('invoice_invoice_apply_idx').on(t.merchant, t.apply),
    // 技术服务费: a merchant's invoices of a month range.
    index('invoice_invoice_merchant_issue_idx').on(t.merchant, t.issue_date),
  ],
);

/**
 * 电子发票设置 of a merchant (one row, absent until first saved: the defaults then apply). The seller's address, phone
 * and bank are printed on its invoices; the tax item and rate are those of new applications (the rate null: the base
 * rule's); `auto_issue` false sends every application to review first; the delivery switches say how the issued
 * invoice reaches the buyer; `remark_template` fills an empty remark. docs/decisions.md, "Electronic invoice renew,
 * edit and setting".
 */
export const invoiceSetting = pgTable('invoice_setting', {
  merchant: bigint('merchant', { mode: 'number' }).primaryKey().references(() => merchant.id),
  seller_address: text('seller_address').notNull().default(''),
  seller_phone: text('seller_phone').notNull().default(''),
  seller_bank: text('seller_bank').notNull().default(''),
  seller_account: text('seller_account').notNull().default(''),
  item_name: text('item_name').notNull(),
  tax_code: text('tax_code').notNull(),
  tax_rate: smallint('tax_rate').$type<InvoiceTaxRate>(),
  auto_issue: boolean('auto_issue').notNull().default(true),
  email_delivery: boolean('email_delivery').notNull().default(true),
  sms_delivery: boolean('sms_delivery').notNull().default(false),
  remark_template: text('remark_template').notNull().default(''),
  operator: text('operator').notNull().default(''),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});
