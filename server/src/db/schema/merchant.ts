import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED, merchant } from './identity.js';

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The product catalogue (产品). The codes of packages/contract `products` are synced in at every start
 * (`builtin`); the operator edits names, descriptions and status, and may add products of its own.
 */
export const product = pgTable('product', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** A platform kind (chooses a user's console) rather than a feature. */
  platform: boolean('platform').notNull().default(false),
  builtin: boolean('builtin').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  status: smallint('status').notNull().default(ENABLED),
  ...times,
});

/** The legal subject (主体) behind a merchant: one per merchant, audited by the platform. */
export const subject = pgTable(
  'subject',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    type: text('type').notNull(),
    name: text('name').notNull(),
    credit_code: text('credit_code').notNull(),
    legal_person: text('legal_person').notNull(),
    legal_person_mobile: text('legal_person_mobile').notNull().default(''),
    licence_image: text('licence_image').notNull().default(''),
    address: text('address').notNull().default(''),
    // 0 applying, 1 approved, -1 rejected, -2 revoked (SubjectStatus of packages/contract).
    status: smallint('status').notNull().default(0),
    audit_remark: text('audit_remark').notNull().default(''),
    audit_time: timestamp('audit_time', { withTimezone: true }),
    auditor: text('auditor').notNull().default(''),
    ...times,
  },
  (t) => [uniqueIndex('subject_merchant_uq').on(t.merchant), index('subject_status_idx').on(t.status, t.id)],
);

/**
 * A business application (业务申请, e.g. a parking lot applying to settle under a parking partner): the applicant
 * (`merchant`) and the merchant applied to (`target`) both see it (row-level security on either column).
 */
export const businessApply = pgTable(
  'business_apply',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    target: bigint('target', { mode: 'number' }).notNull().references(() => merchant.id),
    business: text('business').notNull(),
    contact_name: text('contact_name').notNull(),
    contact_mobile: text('contact_mobile').notNull(),
    remark: text('remark').notNull().default(''),
    attachments: text('attachments').array().notNull().default([]),
    /** The applicant's subject when it applied (the auditor cannot read the applicant's records before approval). */
    subject: jsonb('subject'),
    // 0 pending, 1 approved, -1 rejected, -2 cancelled (BusinessApplyStatus of packages/contract).
    status: smallint('status').notNull().default(0),
    audit_remark: text('audit_remark').notNull().default(''),
    auditor: text('auditor').notNull().default(''),
    audit_time: timestamp('audit_time', { withTimezone: true }),
    ...times,
  },
  (t) => [index('business_apply_merchant_idx').on(t.merchant, t.id), index('business_apply_target_idx').on(t.target, t.status, t.id)],
);

/**
 * A contract (合同) a merchant signed with its grantor (the platform or its partner) for products. The grants it
 * covers carry its number (`merchant_product.contract_no`) and end with it. Tenant table by `merchant`.
 */
export const merchantContract = pgTable(
  'merchant_contract',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    /** The merchant that registered it (the caller's merchant, above `merchant`). */
    grantor: bigint('grantor', { mode: 'number' }).notNull().references(() => merchant.id),
    contract_no: text('contract_no').notNull(),
    name: text('name').notNull(),
    sign_date: date('sign_date', { mode: 'string' }).notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    /** Fen; null when the contract states none. */
    amount: bigint('amount', { mode: 'number' }),
    attachments: jsonb('attachments').$type<{ name: string; link: string }[]>().notNull().default([]),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull().default(ENABLED),
    terminate_reason: text('terminate_reason').notNull().default(''),
    terminate_time: timestamp('terminate_time', { withTimezone: true }),
    ...times,
  },
  (t) => [uniqueIndex('merchant_contract_no_uq').on(t.merchant, t.contract_no), index('merchant_contract_merchant_idx').on(t.merchant, t.create_time, t.id)],
);
