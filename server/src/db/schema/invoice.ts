import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, foreignKey, index, integer, pgTable, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED, merchant } from './identity.js';

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Invoice software (税控软件): a tax-control connection run by an invoice partner or the platform (`merchant`, the
 * owner; tenant table). `software_code` (IN + 5 digits) is unique across the platform. `app_secret` is write-only: the
 * API answers only whether one is stored. Type 1 (人工审核开票) gates the AUDITOR menu.
 */
export const invoiceSoftware = pgTable(
  'invoice_software',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    software_code: text('software_code').notNull(),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    vendor: text('vendor').notNull().default(''),
    app_id: text('app_id').notNull().default(''),
    app_secret: text('app_secret').notNull().default(''),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull().default(ENABLED),
    ...times,
  },
  (t) => [
    uniqueIndex('invoice_software_code_uq').on(t.software_code),
    index('invoice_software_merchant_idx').on(t.merchant, t.id),
    uniqueIndex('invoice_software_name_uq').on(t.merchant, sql`lower(${t.name})`),
  ],
);

/**
 * An invoice merchant's runtime (one row per merchant, tenant table of the invoice merchant): the software it issues
 * through and its base rule (基础规则; the rule columns are null until it is set).
 */
export const invoiceMerchantRt = pgTable(
  'invoice_merchant_rt',
  {
    merchant: bigint('merchant', { mode: 'number' }).primaryKey().references(() => merchant.id),
    software: bigint('software', { mode: 'number' }).references(() => invoiceSoftware.id),
    seller_name: text('seller_name'),
    tax_number: text('tax_number'),
    /** Percent: 0, 1, 3, 5, 6, 9, 13. */
    default_tax_rate: smallint('default_tax_rate'),
    /** Fen. */
    single_limit: bigint('single_limit', { mode: 'number' }),
    need_review: boolean('need_review'),
    remark: text('remark').notNull().default(''),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [index('invoice_merchant_rt_software_idx').on(t.software)],
);

/** The people who review an invoice merchant's invoices before issue (审核人). Tenant table of the invoice merchant. */
export const invoiceMerchantAuditor = pgTable(
  'invoice_merchant_auditor',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    remark: text('remark').notNull().default(''),
    /** 1 启用, 0 停用 */
    status: smallint('status').notNull().default(ENABLED),
    ...times,
  },
  (t) => [
    unique('invoice_merchant_auditor_merchant_id_uq').on(t.merchant, t.id),
    index('invoice_merchant_auditor_merchant_idx').on(t.merchant, t.id),
    uniqueIndex('invoice_merchant_auditor_mobile_uq').on(t.merchant, t.mobile),
    foreignKey({ name: 'invoice_merchant_auditor_rt_fk', columns: [t.merchant], foreignColumns: [invoiceMerchantRt.merchant] }),
  ],
);

/**
 * 开票应用授权 (invoice/app/acl): which of the platform's apps (`app_id`) may invoice for an invoice merchant and what
 * they may do (`scopes`: issue, query, reverse). One per merchant and app; tenant table of the invoice merchant.
 */
export const invoiceAppAcl = pgTable(
  'invoice_app_acl',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    app_id: text('app_id').notNull(),
    scopes: text('scopes').array().notNull(),
    remark: text('remark').notNull().default(''),
    /** 1 启用, 0 停用 */
    status: smallint('status').notNull().default(ENABLED),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [uniqueIndex('invoice_app_acl_merchant_app_uq').on(t.merchant, t.app_id), index('invoice_app_acl_merchant_idx').on(t.merchant, t.id)],
);


/**
 * 技术服务费收费标准 (invoice/price): what an invoice partner (`merchant`, the owner; tenant table of the partner) charges
 * its customer `customer` (null: the default for every customer without its own) per issued invoice of `kind` (1 蓝字,
 * 2 红字), in fen, from `start_month` to `end_month` (`YYYY-MM`; null: open end). Rules of one owner, customer and kind
 * never overlap (the service checks under the owner's lock).
 */
export const invoicePrice = pgTable(
  'invoice_price',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    customer: bigint('customer', { mode: 'number' }).references(() => merchant.id),
    kind: smallint('kind').notNull(),
    /** Fen an invoice. */
    unit_price: bigint('unit_price', { mode: 'number' }).notNull(),
    start_month: text('start_month').notNull(),
    end_month: text('end_month'),
    remark: text('remark').notNull().default(''),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [
    index('invoice_price_merchant_idx').on(t.merchant, t.id),
    index('invoice_price_customer_idx').on(t.merchant, t.customer, t.kind, t.start_month),
    check(
      'invoice_price_check',
      sql`${t.kind} in (1, 2) and ${t.unit_price} between 0 and 1000000 and ${t.start_month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and (${t.end_month} is null or (${t.end_month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and ${t.end_month} >= ${t.start_month}))`,
    ),
  ],
);
