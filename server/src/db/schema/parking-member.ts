import { bigint, bigserial, boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';
import { park } from './parking.js';

// The parking merchant's 会员 and 会员设置 (docs/decisions.md, "Parking members, member settings, reporting service; the
// 停车管理's 客户, 会员, 优惠券"). Tenant tables by `merchant`, each index leading with it.

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A parking member (停车会员) of one merchant: a driver known by mobile (unique in the merchant) with the plates bound,
 * level 1 普通 / 2 银卡 / 3 金卡, points; status 1 正常, 2 已停用 (with the reason). Joined in the driver's app (no call
 * creates one here; the demo seeds them).
 */
export const parkingMember = pgTable(
  'parking_member',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    member_no: text('member_no').notNull(),
    mobile: text('mobile').notNull(),
    nickname: text('nickname').notNull().default(''),
    level: smallint('level').notNull().default(1),
    plates: text('plates').array().notNull().default([]),
    points: integer('points').notNull().default(0),
    status: smallint('status').notNull().default(1),
    stop_reason: text('stop_reason').notNull().default(''),
    join_time: timestamp('join_time', { withTimezone: true }).notNull().defaultNow(),
    ...times,
  },
  (t) => [
    index('parking_member_merchant_idx').on(t.merchant, t.join_time.desc(), t.id.desc()),
    uniqueIndex('parking_member_mobile_uq').on(t.merchant, t.mobile),
    uniqueIndex('parking_member_no_uq').on(t.merchant, t.member_no),
  ],
);

/** A merchant's 会员设置: one row per merchant; none means the defaults (`parking-member` service). */
export const parkingMemberSetting = pgTable('parking_member_setting', {
  merchant: bigint('merchant', { mode: 'number' }).primaryKey().references(() => merchant.id),
  enabled: boolean('enabled').notNull(),
  plate_limit: smallint('plate_limit').notNull(),
  bind_audit: boolean('bind_audit').notNull(),
  points_per_yuan: integer('points_per_yuan').notNull(),
  silver_points: integer('silver_points').notNull(),
  gold_points: integer('gold_points').notNull(),
  silver_discount: smallint('silver_discount').notNull(),
  gold_discount: smallint('gold_discount').notNull(),
  operator: text('operator').notNull().default(''),
  ...times,
});

/**
 * 上报服务: how one of the merchant's parks is reported to the city's parking supervision platform — the park's number
 * on that platform (assigned by the city), the data reported (1 进出场记录, 2 车位余量, 3 收费记录) and whether it is on.
 * Tenant table by `merchant`; one row per park.
 */
export const parkingReportService = pgTable(
  'parking_report_service',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park: bigint('park', { mode: 'number' }).notNull().references(() => park.id),
    city_park_code: text('city_park_code').notNull(),
    items: smallint('items').array().notNull(),
    enabled: boolean('enabled').notNull(),
    remark: text('remark').notNull().default(''),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [uniqueIndex('parking_report_service_park_uq').on(t.merchant, t.park), uniqueIndex('parking_report_service_code_uq').on(t.merchant, t.city_park_code)],
);
