import { bigint, bigserial, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED, merchant } from './identity.js';

/**
 * A customer's parking or energy software registered by its partner (合作伙伴 › 客户详情 › 停车软件 / 充电软件): one per
 * customer and type. Tenant table by `merchant` (the customer; its partner reads it through its scope). Fees in fen.
 */
export const partnerSoftware = pgTable(
  'partner_software',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    /** The merchant that registered it (the customer's partner, or the platform). */
    partner: bigint('partner', { mode: 'number' }).notNull().references(() => merchant.id),
    /** parking | energy */
    type: text('type').notNull(),
    software: text('software').notNull(),
    version: text('version').notNull().default(''),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    annual_fee: integer('annual_fee').notNull().default(0),
    install_fee: integer('install_fee').notNull().default(0),
    status: smallint('status').notNull().default(ENABLED),
    remark: text('remark').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_software_merchant_type_uq').on(t.merchant, t.type), index('partner_software_partner_idx').on(t.partner, t.type)],
);
