import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';

/**
 * A QR code (码牌, 基础服务 › 码牌管理) the platform issues: tenant table by `merchant`, the issuing operator (like
 * `bonus_partner_plan`), with `bind_merchant` the merchant it serves — empty while a blank code from 制码 waits to be
 * bound (status 0 待绑定; 1 启用; -1 停用). `code` is unique everywhere (it is printed); `terminal_sn` a terminal of the
 * bound merchant. docs/decisions.md, "QR codes and bonus activities of the base services".
 */
export const baseQrcode = pgTable(
  'base_qrcode',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    purpose: smallint('purpose').notNull(),
    bind_merchant: bigint('bind_merchant', { mode: 'number' }).references(() => merchant.id),
    terminal_sn: text('terminal_sn').notNull().default(''),
    place: text('place').notNull().default(''),
    batch_no: text('batch_no').notNull().default(''),
    status: smallint('status').notNull(),
    stop_reason: text('stop_reason').notNull().default(''),
    stop_time: timestamp('stop_time', { withTimezone: true }),
    bind_time: timestamp('bind_time', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    creator: text('creator').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('base_qrcode_code_uq').on(t.code),
    index('base_qrcode_merchant_idx').on(t.merchant, t.status, t.id),
    index('base_qrcode_batch_idx').on(t.merchant, t.batch_no),
    check('base_qrcode_status_ck', sql`${t.status} in (-1, 0, 1)`),
    check('base_qrcode_bound_ck', sql`${t.status} <> 1 or ${t.bind_merchant} is not null`),
    check('base_qrcode_terminal_ck', sql`${t.terminal_sn} = '' or ${t.bind_merchant} is not null`),
  ],
);
