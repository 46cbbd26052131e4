import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgSequence, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';
import { park, parkingRecord } from './parking.js';

// ---- parking reservations (预约停车) --------------------------------------------------------------------------------
// docs/decisions.md, "Parking reservations". Every table is the park's merchant's tenant data; indexes lead with it.

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};
const tenant = () => bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id);
const parkRef = () => bigint('park', { mode: 'number' }).notNull().references(() => park.id);

/** Reservation numbers: `R20260301000123` (the UTC+8 day and a sequence), assigned by the database. */
export const parkingReserveNoSeq = pgSequence('parking_reserve_no_seq', { startWith: 1 });

/** A park's reservation settings (预约规则, `parking/reserve/rt`): one row per park, none until first saved. */
export const parkingReserveRt = pgTable(
  'parking_reserve_rt',
  {
    park: bigint('park', { mode: 'number' }).primaryKey().references(() => park.id),
    merchant: tenant(),
    enabled: boolean('enabled').notNull().default(false),
    /** Reservations held at one time at most (≤ the park's spaces). */
    spaces: integer('spaces').notNull(),
    /** Minutes a space is held after the reserved time: the latest arrival. */
    hold_minutes: integer('hold_minutes').notNull(),
    /** Fen, paid when reserving; refunded on cancel, kept on a no-show. */
    prepaid: integer('prepaid').notNull().default(0),
    need_audit: boolean('need_audit').notNull().default(false),
    /** No-shows within `no_show_days` that put a plate on the reservation blacklist; 0: never automatically. */
    no_show_limit: integer('no_show_limit').notNull().default(0),
    no_show_days: integer('no_show_days').notNull().default(30),
    operator: text('operator').notNull(),
    ...times,
  },
  (t) => [index('parking_reserve_rt_merchant_idx').on(t.merchant, t.park)],
);

/** A reservable time window of a park (`parking/reserve/rule`): weekdays (1 Monday … 7 Sunday), from … to (UTC+8). */
export const parkingReserveRule = pgTable(
  'parking_reserve_rule',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: tenant(),
    park: parkRef(),
    weekdays: smallint('weekdays').array().notNull(),
    /** Minutes from midnight: [start, end). */
    start_minute: integer('start_minute').notNull(),
    end_minute: integer('end_minute').notNull(),
    ...times,
  },
  (t) => [index('parking_reserve_rule_park_idx').on(t.merchant, t.park, t.id)],
);

/**
 * A reservation (预约): a plate expected at a park from `reserve_time`, its space held until `latest_arrival`. `state` 1
 * 待到场, 2 已到场 (the parking system matched its entry: `arrive_time`, `record`), 3 已取消 (refunded), 4 已违约; 已超时
 * is computed (待到场 past its latest arrival). It grows with every booking: lists walk the time indexes, counts capped.
 */
export const parkingReserve = pgTable(
  'parking_reserve',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reserve_no: text('reserve_no')
      .notNull()
      .default(sql`'R' || to_char(now() at time zone 'UTC' + interval '8 hours', 'YYYYMMDD') || lpad(nextval('parking_reserve_no_seq')::text, 6, '0')`),
    merchant: tenant(),
    park: parkRef(),
    plate: text('plate').notNull(),
    plate_color: smallint('plate_color').notNull().default(1),
    phone: text('phone').notNull(),
    reserve_time: timestamp('reserve_time', { withTimezone: true }).notNull(),
    latest_arrival: timestamp('latest_arrival', { withTimezone: true }).notNull(),
    arrive_time: timestamp('arrive_time', { withTimezone: true }),
    record: bigint('record', { mode: 'number' }).references(() => parkingRecord.id),
    space_no: text('space_no').notNull().default(''),
    prepaid: integer('prepaid').notNull().default(0),
    refund: integer('refund').notNull().default(0),
    refund_time: timestamp('refund_time', { withTimezone: true }),
    /** 1 待到场, 2 已到场, 3 已取消, 4 已违约 */
    state: smallint('state').notNull().default(1),
    /** 1 直接预约, 2 审核通过 */
    source: smallint('source').notNull().default(1),
    reason: text('reason').notNull().default(''),
    handler: text('handler').notNull().default(''),
    handle_time: timestamp('handle_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    uniqueIndex('parking_reserve_no_uq').on(t.reserve_no),
    index('parking_reserve_merchant_idx').on(t.merchant, t.reserve_time.desc(), t.id.desc()),
    index('parking_reserve_park_idx').on(t.merchant, t.park, t.reserve_time.desc(), t.id.desc()),
    // A plate's reservations at a park: one waiting at a time, and its no-shows in the rule's window.
    index('parking_reserve_plate_idx').on(t.merchant, t.park, t.plate, t.reserve_time.desc()),
  ],
);

/** An owner's request at a park that reviews them (预约申请): 0 待审核 → 1 已通过 (its reservation) or 2 已驳回. */
export const parkingReserveApply = pgTable(
  'parking_reserve_apply',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: tenant(),
    park: parkRef(),
    plate: text('plate').notNull(),
    plate_color: smallint('plate_color').notNull().default(1),
    phone: text('phone').notNull(),
    reserve_time: timestamp('reserve_time', { withTimezone: true }).notNull(),
    remark: text('remark').notNull().default(''),
    /** 0 待审核, 1 已通过, 2 已驳回 */
    status: smallint('status').notNull().default(0),
    reviewer: text('reviewer').notNull().default(''),
    review_time: timestamp('review_time', { withTimezone: true }),
    reject_reason: text('reject_reason').notNull().default(''),
    reserve: bigint('reserve', { mode: 'number' }).references(() => parkingReserve.id),
    ...times,
  },
  (t) => [
    index('parking_reserve_apply_merchant_idx').on(t.merchant, t.create_time.desc(), t.id.desc()),
    index('parking_reserve_apply_pending_idx').on(t.merchant).where(sql`${t.status} = 0`),
  ],
);

/** An owner's appeal against a no-show (预约申诉): 0 待处理 → 1 已采纳 (the no-show is cancelled) or 2 已驳回. */
export const parkingReserveAppeal = pgTable(
  'parking_reserve_appeal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: tenant(),
    park: parkRef(),
    reserve: bigint('reserve', { mode: 'number' }).notNull().references(() => parkingReserve.id),
    content: text('content').notNull(),
    /** 0 待处理, 1 已采纳, 2 已驳回 */
    status: smallint('status').notNull().default(0),
    reviewer: text('reviewer').notNull().default(''),
    review_time: timestamp('review_time', { withTimezone: true }),
    reply: text('reply').notNull().default(''),
    ...times,
  },
  (t) => [
    index('parking_reserve_appeal_merchant_idx').on(t.merchant, t.create_time.desc(), t.id.desc()),
    index('parking_reserve_appeal_reserve_idx').on(t.merchant, t.reserve),
    // One appeal waiting per reservation.
    uniqueIndex('parking_reserve_appeal_pending_uq').on(t.reserve).where(sql`${t.status} = 0`),
  ],
);

/**
 * A plate barred from reserving at a park (预约黑名单, `parking/blacklist`): put there by its no-shows (1 自动) or by the
 * merchant with a no-show (2 手动), naming that no-show (`reserve`) so that an accepted appeal takes it off. Not the
 * park's entry blacklist (`parking_plate_list`): a barred plate still enters and pays as a temporary car.
 */
export const parkingReserveBlacklist = pgTable(
  'parking_reserve_blacklist',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: tenant(),
    park: parkRef(),
    plate: text('plate').notNull(),
    plate_color: smallint('plate_color').notNull().default(1),
    reason: text('reason').notNull(),
    /** 1 违约自动拉黑, 2 人工拉黑 */
    source: smallint('source').notNull(),
    reserve: bigint('reserve', { mode: 'number' }).references(() => parkingReserve.id),
    operator: text('operator').notNull(),
    ...times,
  },
  (t) => [
    index('parking_reserve_blacklist_merchant_idx').on(t.merchant, t.create_time.desc(), t.id.desc()),
    uniqueIndex('parking_reserve_blacklist_plate_uq').on(t.merchant, t.park, t.plate),
  ],
);
