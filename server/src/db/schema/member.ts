import { type AnyPgColumn, bigint, bigserial, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { merchant } from './identity.js';

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * An app user (车主) of the platform. Tenant table by `merchant`: the platform operator that runs the users
 * (docs/decisions.md, "会员").
 */
export const appUser = pgTable(
  'app_user',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    mobile: text('mobile').notNull(),
    nickname: text('nickname').notNull().default(''),
    /** Bound plates, normalised (no dot, upper case). */
    plates: text('plates').array().notNull().default([]),
    /** 1 正常, 2 已封禁. */
    status: smallint('status').notNull().default(1),
    block_reason: text('block_reason').notNull().default(''),
    block_time: timestamp('block_time', { withTimezone: true }),
    register_time: timestamp('register_time', { withTimezone: true }).notNull().defaultNow(),
    /** 3 已合并: the user this one was merged into (用户合并), and when. */
    merged_into: bigint('merged_into', { mode: 'number' }).references((): AnyPgColumn => appUser.id),
    merge_time: timestamp('merge_time', { withTimezone: true }),
    ...times,
  },
  (t) => [uniqueIndex('app_user_merchant_mobile_idx').on(t.merchant, t.mobile), index('app_user_merchant_idx').on(t.merchant, t.id), index('app_user_merchant_register_idx').on(t.merchant, t.register_time)],
);

/** A member type (会员类型): 停车月享卡, 充电会员… 1 启用, 2 停用. */
export const memberType = pgTable(
  'member_type',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    name: text('name').notNull(),
    /** 1 停车, 2 充电, 3 通用. */
    business: smallint('business').notNull(),
    description: text('description').notNull().default(''),
    status: smallint('status').notNull().default(1),
    ...times,
  },
  (t) => [uniqueIndex('member_type_merchant_name_idx').on(t.merchant, t.name), index('member_type_merchant_idx').on(t.merchant, t.id)],
);

/** A package (套餐, the spec's "model") of a member type, addressed by its uuid. */
export const memberPackage = pgTable(
  'member_package',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    uuid: uuid('uuid').notNull().unique(),
    member_type: bigint('member_type', { mode: 'number' }).notNull().references(() => memberType.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: smallint('status').notNull().default(1),
    ...times,
  },
  (t) => [uniqueIndex('member_package_type_name_idx').on(t.member_type, t.name), index('member_package_merchant_idx').on(t.merchant, t.member_type, t.id)],
);

/**
 * A row of a package's sections: 2 price (period months, amount and original amount in fen), 3 privilege (name,
 * content), 4 rights (name, quantity per period, unit), 5 trigger event (event, action name, content). One table: the
 * four are short lists edited the same way; CHECKs in the migration keep each section's columns meaningful.
 */
export const memberPackageItem = pgTable(
  'member_package_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    package: bigint('package', { mode: 'number' }).notNull().references(() => memberPackage.id, { onDelete: 'cascade' }),
    section: smallint('section').notNull(),
    name: text('name').notNull().default(''),
    period: integer('period').notNull().default(0),
    amount: integer('amount').notNull().default(0),
    original_amount: integer('original_amount').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    unit: text('unit').notNull().default(''),
    event: smallint('event').notNull().default(0),
    content: text('content').notNull().default(''),
    ...times,
  },
  (t) => [index('member_package_item_merchant_idx').on(t.merchant, t.package, t.section, t.id)],
);

/** A membership (会员) of a user in one package: 1 生效中 (已过期 once `end_time` passed), 3 已停用. */
export const member = pgTable(
  'member',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    member_no: text('member_no').notNull().unique(),
    user: bigint('user', { mode: 'number' }).notNull().references(() => appUser.id),
    member_type: bigint('member_type', { mode: 'number' }).notNull().references(() => memberType.id),
    package: bigint('package', { mode: 'number' }).notNull().references(() => memberPackage.id),
    start_time: timestamp('start_time', { withTimezone: true }).notNull(),
    end_time: timestamp('end_time', { withTimezone: true }).notNull(),
    status: smallint('status').notNull().default(1),
    paid_amount: integer('paid_amount').notNull().default(0),
    ...times,
  },
  (t) => [
    index('member_merchant_idx').on(t.merchant, t.id),
    index('member_merchant_type_idx').on(t.merchant, t.member_type, t.id),
    index('member_user_idx').on(t.user),
    index('member_package_idx').on(t.package),
    index('member_merchant_create_idx').on(t.merchant, t.create_time),
  ],
);

/**
 * A renewal (续费) of a member: the period bought, the amount paid and how it moved the end time. Written by the app's
 * payment (the demo seeds them); `member.paid_amount` includes every renewal. docs/decisions.md, "会员续费、权益、兑换码、库存与统计".
 */
export const memberRenewal = pgTable(
  'member_renewal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    renewal_no: text('renewal_no').notNull().unique(),
    member: bigint('member', { mode: 'number' }).notNull().references(() => member.id),
    package: bigint('package', { mode: 'number' }).notNull().references(() => memberPackage.id),
    period: integer('period').notNull(),
    amount: integer('amount').notNull(),
    previous_end: timestamp('previous_end', { withTimezone: true }).notNull(),
    new_end: timestamp('new_end', { withTimezone: true }).notNull(),
    pay_time: timestamp('pay_time', { withTimezone: true }).notNull(),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_renewal_merchant_time_idx').on(t.merchant, t.pay_time, t.id), index('member_renewal_member_idx').on(t.member)],
);

/**
 * The rights (权益) granted to a member for one period from its package's rights rows — quantity granted, used so far
 * (核销) — with the rights' name and unit copied at grant time (the package's rows are edited later).
 */
export const memberRightsGrant = pgTable(
  'member_rights_grant',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    member: bigint('member', { mode: 'number' }).notNull().references(() => member.id),
    item: bigint('item', { mode: 'number' }).references(() => memberPackageItem.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    quantity: integer('quantity').notNull(),
    used: integer('used').notNull().default(0),
    period_start: timestamp('period_start', { withTimezone: true }).notNull(),
    period_end: timestamp('period_end', { withTimezone: true }).notNull(),
    last_use_time: timestamp('last_use_time', { withTimezone: true }),
    ...times,
  },
  (t) => [index('member_rights_grant_merchant_idx').on(t.merchant, t.id), index('member_rights_grant_member_idx').on(t.merchant, t.member, t.id)],
);

/**
 * A member code (会员兑换码) of a batch: redeemed in the app for a package's period. 1 未使用, 2 已使用 (by a user, making
 * a member), 3 已作废 (with the reason).
 */
export const memberCode = pgTable(
  'member_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    code: text('code').notNull().unique(),
    batch_no: text('batch_no').notNull(),
    package: bigint('package', { mode: 'number' }).notNull().references(() => memberPackage.id),
    period: integer('period').notNull(),
    expire_date: date('expire_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(1),
    used_user: bigint('used_user', { mode: 'number' }).references(() => appUser.id),
    used_member: bigint('used_member', { mode: 'number' }).references(() => member.id),
    used_time: timestamp('used_time', { withTimezone: true }),
    void_reason: text('void_reason').notNull().default(''),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [
    index('member_code_merchant_idx').on(t.merchant, t.id),
    index('member_code_batch_idx').on(t.merchant, t.batch_no, t.id),
    index('member_code_package_idx').on(t.merchant, t.package, t.status),
    // A user merge moves the codes its source redeemed.
    index('member_code_used_user_idx').on(t.merchant, t.used_user).where(sql`used_user IS NOT NULL`),
  ],
);

/** The saleable stock (库存) of a package: members opened and unused codes count against it. 1 启用, 2 停用. */
export const memberInventory = pgTable(
  'member_inventory',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    package: bigint('package', { mode: 'number' }).notNull().references(() => memberPackage.id, { onDelete: 'cascade' }).unique(),
    stock: integer('stock').notNull(),
    warn_threshold: integer('warn_threshold').notNull().default(0),
    status: smallint('status').notNull().default(1),
    ...times,
  },
  (t) => [index('member_inventory_merchant_idx').on(t.merchant, t.id)],
);

/**
 * A complaint of an app user (用户投诉): 1 待处理, 2 处理中, 3 已关闭 (with the result). `complaint_no` is `TS` + the
 * UTC+8 day + the id. Its history (the user's words, replies, handling steps) is `app_user_complaint_record`.
 */
export const appUserComplaint = pgTable(
  'app_user_complaint',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    complaint_no: text('complaint_no').notNull().unique(),
    user: bigint('user', { mode: 'number' }).notNull().references(() => appUser.id),
    /** 1 停车收费, 2 充电服务, 3 会员权益, 4 账户与支付, 5 其他. */
    category: smallint('category').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: smallint('status').notNull().default(1),
    handler_name: text('handler_name').notNull().default(''),
    result: text('result').notNull().default(''),
    close_time: timestamp('close_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    index('app_user_complaint_merchant_idx').on(t.merchant, t.id),
    index('app_user_complaint_merchant_status_idx').on(t.merchant, t.status, t.id),
    index('app_user_complaint_user_idx').on(t.user),
  ],
);

/** A line of a complaint's history: 1 用户提交, 2 用户补充, 3 客服回复, 4 受理, 5 关闭. Append-only. */
export const appUserComplaintRecord = pgTable(
  'app_user_complaint_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    complaint: bigint('complaint', { mode: 'number' }).notNull().references(() => appUserComplaint.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull(),
    content: text('content').notNull().default(''),
    operator_name: text('operator_name').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_user_complaint_record_idx').on(t.complaint, t.id), index('app_user_complaint_record_merchant_idx').on(t.merchant, t.id)],
);

/** One send of 站内消息: target 1 指定用户, 2 全部正常用户, 3 a member type's live members. */
export const appUserMessageSend = pgTable(
  'app_user_message_send',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    target: smallint('target').notNull(),
    target_name: text('target_name').notNull().default(''),
    member_type: bigint('member_type', { mode: 'number' }).references(() => memberType.id),
    recipient_count: integer('recipient_count').notNull().default(0),
    operator_name: text('operator_name').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_user_message_send_merchant_idx').on(t.merchant, t.id)],
);

/** A user's copy of a send (its inbox row); `read_time` is set when the app reads it. */
export const appUserMessage = pgTable(
  'app_user_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    send: bigint('send', { mode: 'number' }).notNull().references(() => appUserMessageSend.id),
    user: bigint('user', { mode: 'number' }).notNull().references(() => appUser.id),
    read_time: timestamp('read_time', { withTimezone: true }),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_user_message_send_idx').on(t.send, t.id), index('app_user_message_user_idx').on(t.merchant, t.user, t.id)],
);
