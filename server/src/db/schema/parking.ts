import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, doublePrecision, index, integer, jsonb, pgSequence, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ENABLED, merchant } from './identity.js';

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/** Park numbers: `P1000001`, `P1000002`… (assigned by the database when a park is created). */
export const parkCodeSeq = pgSequence('park_code_seq', { startWith: 1000001 });

/**
 * A parking lot (停车场, DOMAIN.md "Parking"). Tenant table by `merchant`. `park_code` is the number the console and
 * other calls use (`parking/park?park_code=`), `park_uuid` the parking systems' id. `region` is the district's
 * code and `region_name` its path when saved (广东省 / 深圳市 / 福田区). Coordinates are the map provider's (GCJ-02).
 */
export const park = pgTable(
  'park',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    park_code: text('park_code').notNull().default(sql`'P' || nextval('park_code_seq')`),
    park_uuid: uuid('park_uuid').notNull().defaultRandom(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park_name: text('park_name').notNull(),
    region: text('region').notNull(),
    region_name: text('region_name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** 1 地面停车场, 2 地下停车场, 3 路侧停车 */
    type: smallint('type').notNull(),
    total_space: integer('total_space').notNull(),
    monthly_card_cap: integer('monthly_card_cap').notNull().default(0),
    status: smallint('status').notNull().default(ENABLED),
    /** The application it was created from (the demo's parks have none). */
    apply_id: bigint('apply_id', { mode: 'number' }),
    ...times,
  },
  (t) => [
    uniqueIndex('park_code_uq').on(t.park_code),
    uniqueIndex('park_uuid_uq').on(t.park_uuid),
    uniqueIndex('park_name_uq').on(t.merchant, sql`lower(${t.park_name})`),
    index('park_merchant_idx').on(t.merchant, t.create_time, t.id),
  ],
);

/**
 * An application for a new park (停车场申请): a parking merchant's, or its partner's on its behalf (`submitter_merchant`).
 * Tenant table by `merchant` (the applicant): the reviewer — its partner or the platform — has it in its scope.
 */
export const parkApply = pgTable(
  'park_apply',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    submitter_merchant: bigint('submitter_merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    submitter: text('submitter').notNull(),
    park_name: text('park_name').notNull(),
    region: text('region').notNull(),
    region_name: text('region_name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    type: smallint('type').notNull(),
    total_space: integer('total_space').notNull(),
    monthly_card_cap: integer('monthly_card_cap').notNull().default(0),
    remark: text('remark').notNull().default(''),
    /** 0 待审核, 1 已通过, -1 已驳回 */
    status: smallint('status').notNull().default(0),
    auditor: text('auditor').notNull().default(''),
    auditor_merchant: bigint('auditor_merchant', { mode: 'number' }).references(() => merchant.id),
    audit_remark: text('audit_remark').notNull().default(''),
    audit_time: timestamp('audit_time', { withTimezone: true }),
    park_code: text('park_code'),
    ...times,
  },
  (t) => [
    index('park_apply_merchant_idx').on(t.merchant, t.create_time, t.id), uniqueIndex('park_apply_pending_uq').on(t.merchant, sql`lower(${t.park_name})`).where(sql`${t.status} = 0`)],
);

/**
 * A lane's gate (通道, DOMAIN.md "lane / gate") of a park: where cars enter and leave and where releases happen. Tenant
 * table by `merchant` (the park's). Gate monitoring is later work; records and releases refer to gates.
 */
export const parkGate = pgTable(
  'park_gate',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park: bigint('park', { mode: 'number' }).notNull().references(() => park.id),
    name: text('name').notNull(),
    /** 1 入口, 2 出口, 3 出入口 */
    direction: smallint('direction').notNull(),
    device_serial: text('device_serial').notNull().default(''),
    online: boolean('online').notNull().default(true),
    ...times,
  },
  (t) => [index('park_gate_merchant_idx').on(t.merchant, t.park, t.id), uniqueIndex('park_gate_name_uq').on(t.park, t.name)],
);

/**
 * An entry/exit record (停车记录): one car's stay in a park. Tenant table by `merchant`; it grows by millions, so every
 * list walks `(merchant, park, entry_time desc, id)` or `(merchant, entry_time desc, id)` and counts are capped.
 */
export const parkingRecord = pgTable(
  'parking_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park: bigint('park', { mode: 'number' }).notNull().references(() => park.id),
    plate: text('plate').notNull(),
    /** 1 蓝, 2 黄, 3 白, 4 黑, 5 绿 */
    plate_color: smallint('plate_color').notNull(),
    /** 1 临时车, 2 月卡车, 3 VIP, 4 储值车 */
    car_type: smallint('car_type').notNull(),
    entry_time: timestamp('entry_time', { withTimezone: true }).notNull(),
    entry_gate: bigint('entry_gate', { mode: 'number' }).notNull().references(() => parkGate.id),
    exit_time: timestamp('exit_time', { withTimezone: true }),
    exit_gate: bigint('exit_gate', { mode: 'number' }).references(() => parkGate.id),
    /** 1 场内, 0 已出场 */
    status: smallint('status').notNull().default(1),
    ...times,
  },
  (t) => [
    index('parking_record_park_idx').on(t.merchant, t.park, t.entry_time.desc(), t.id.desc()),
    index('parking_record_merchant_idx').on(t.merchant, t.entry_time.desc(), t.id.desc()),
    index('parking_record_in_lot_idx').on(t.merchant, t.park, t.entry_time.desc()).where(sql`${t.status} = 1`),
  ],
);

/** A plate correction (车牌修正记录) of a record, written with the change. Tenant table by `merchant`. */
export const parkingPlateUpdate = pgTable(
  'parking_plate_update',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park: bigint('park', { mode: 'number' }).notNull().references(() => park.id),
    record: bigint('record', { mode: 'number' }).notNull().references(() => parkingRecord.id),
    old_plate: text('old_plate').notNull(),
    new_plate: text('new_plate').notNull(),
    plate_color: smallint('plate_color').notNull(),
    reason: text('reason').notNull(),
    operator: text('operator').notNull(),
    operator_id: bigint('operator_id', { mode: 'number' }),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parking_plate_update_merchant_idx').on(t.merchant, t.create_time.desc(), t.id.desc()), index('parking_plate_update_record_idx').on(t.record)],
);

/**
 * An abnormal release (异常放行): a gate keeper opened the barrier by hand; the merchant reviews it afterwards.
 * Tenant table by `merchant`. 0 待审核 → 1 已通过 (the record is closed as exited at `request_time`) or 2 已驳回.
 */
export const parkingRelease = pgTable(
  'parking_release',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park: bigint('park', { mode: 'number' }).notNull().references(() => park.id),
    gate: bigint('gate', { mode: 'number' }).notNull().references(() => parkGate.id),
    record: bigint('record', { mode: 'number' }).references(() => parkingRecord.id),
    plate: text('plate').notNull().default(''),
    plate_color: smallint('plate_color').notNull().default(1),
    reason: text('reason').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    requested_by: text('requested_by').notNull(),
    request_time: timestamp('request_time', { withTimezone: true }).notNull(),
    /** 0 待审核, 1 已通过, 2 已驳回 */
    review_status: smallint('review_status').notNull().default(0),
    reviewer: text('reviewer').notNull().default(''),
    review_time: timestamp('review_time', { withTimezone: true }),
    reject_reason: text('reject_reason').notNull().default(''),
    ...times,
  },
  (t) => [
    index('parking_release_merchant_idx').on(t.merchant, t.request_time.desc(), t.id.desc()),
    index('parking_release_pending_idx').on(t.merchant).where(sql`${t.review_status} = 0`),
  ],
);

/** A park's free spaces as corrected by hand (实时车位); without a row: total minus the cars in the lot. */
export const parkSpace = pgTable('park_space', {
  park: bigint('park', { mode: 'number' }).primaryKey().references(() => park.id),
  merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
  free_space: integer('free_space').notNull(),
  operator: text('operator').notNull(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});

// ---- vehicles: monthly cards, fixed-car applications, blacklist, whitelist ----------------------------------------
// docs/decisions.md, "Vehicles: monthly cards, fixed-car applications, blacklist, whitelist".

/** A monthly package of a park (月卡套餐): a period of 1, 3, 6 or 12 months at a price in fen, all day, day or night. */
export const parkingVipPackage = pgTable(
  'parking_vip_package',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park: bigint('park', { mode: 'number' }).notNull().references(() => park.id),
    name: text('name').notNull(),
    period_months: smallint('period_months').notNull(),
    price: integer('price').notNull(),
    /** 1 全天, 2 白天, 3 夜间 */
    time_range: smallint('time_range').notNull().default(1),
    status: smallint('status').notNull().default(ENABLED),
    ...times,
  },
  (t) => [
    index('parking_vip_package_merchant_idx').on(t.merchant, t.park, t.id),
    // Names are unique per park (the desk chooses by name); the service's check answers first, this closes the race.
    uniqueIndex('parking_vip_package_name_uq').on(t.merchant, t.park, t.name),
  ],
);

/** What a card and an application for one hold: the park, package, plates, holder and start (fresh builders per table). */
const cardColumns = () => ({
  merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
  park: bigint('park', { mode: 'number' }).notNull().references(() => park.id),
  package: bigint('package', { mode: 'number' }).notNull().references(() => parkingVipPackage.id),
  plates: text('plates').array().notNull(),
  plate_color: smallint('plate_color').notNull().default(1),
  holder_name: text('holder_name').notNull(),
  mobile: text('mobile').notNull(),
  space_no: text('space_no').notNull().default(''),
  start_date: date('start_date', { mode: 'string' }).notNull(),
});

/**
 * A monthly card (月卡): 1–3 plates of one holder in a park on a package, from `start_date` to `end_date` (UTC+8 days,
 * both included). `status` 1 正常 / 2 已暂停; 已过期 is computed (an active card whose end date has passed).
 */
export const parkingVip = pgTable(
  'parking_vip',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...cardColumns(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    /** 1 正常, 2 已暂停 */
    status: smallint('status').notNull().default(1),
    pause_reason: text('pause_reason').notNull().default(''),
    ...times,
  },
  (t) => [
    index('parking_vip_merchant_idx').on(t.merchant, t.end_date, t.id),
    index('parking_vip_park_idx').on(t.merchant, t.park, t.end_date, t.id),
  ],
);

/** Monthly-card order numbers: `M` + the UTC+8 day + a sequence (assigned by the database, existing rows too). */
export const parkingVipOrderSeq = pgSequence('parking_vip_order_seq', { startWith: 1 });

/**
 * A payment of a card (月卡订单, docs/decisions.md "Parking trades"): its first period (`kind` 1 开卡) or a renewal
 * (续费, `kind` 2) — N periods of its package, the amount, how it was paid and the days it added; 对账 marks it collated.
 */
export const parkingVipRenewal = pgTable(
  'parking_vip_renewal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_no: text('order_no')
      .notNull()
      .default(sql`'M' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('parking_vip_order_seq')::text, 8, '0')`),
    /** 1 开卡, 2 续费 */
    kind: smallint('kind').notNull().default(2),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    vip: bigint('vip', { mode: 'number' }).notNull().references(() => parkingVip.id, { onDelete: 'cascade' }),
    periods: smallint('periods').notNull(),
    months: smallint('months').notNull(),
    amount: integer('amount').notNull(),
    pay_type: smallint('pay_type').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    operator: text('operator').notNull(),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    collated: boolean('collated').notNull().default(false),
    collate_time: timestamp('collate_time', { withTimezone: true }),
    collator: text('collator').notNull().default(''),
    /** 重新同步 requests to the park's system (the group's): how many and the latest. */
    resync_count: integer('resync_count').notNull().default(0),
    resync_time: timestamp('resync_time', { withTimezone: true }),
  },
  (t) => [
    index('parking_vip_renewal_vip_idx').on(t.merchant, t.vip, t.id.desc()),
    index('parking_vip_renewal_time_idx').on(t.merchant, t.create_time.desc(), t.id.desc()),
    uniqueIndex('parking_vip_renewal_order_no_uq').on(t.order_no),
  ],
);

/** A fixed-car application (固定车申请): 0 待审核 → 1 已通过 (creates the card, `vip`) or 2 已驳回 (a reason). */
export const parkingVipApply = pgTable(
  'parking_vip_apply',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...cardColumns(),
    remark: text('remark').notNull().default(''),
    /** 0 待审核, 1 已通过, 2 已驳回 */
    status: smallint('status').notNull().default(0),
    reviewer: text('reviewer').notNull().default(''),
    review_time: timestamp('review_time', { withTimezone: true }),
    reject_reason: text('reject_reason').notNull().default(''),
    vip: bigint('vip', { mode: 'number' }).references(() => parkingVip.id, { onDelete: 'set null' }),
    ...times,
  },
  (t) => [index('parking_vip_apply_merchant_idx').on(t.merchant, t.create_time.desc(), t.id.desc())],
);

/**
 * The blacklist and whitelist entries of a park (`list` 1 黑名单, 2 白名单): one table, so that the unique
 * `(merchant, park, plate)` keeps a plate on at most one of a park's two lists, race-free.
 */
export const parkingPlateList = pgTable(
  'parking_plate_list',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park: bigint('park', { mode: 'number' }).notNull().references(() => park.id),
    /** 1 黑名单, 2 白名单 */
    list: smallint('list').notNull(),
    plate: text('plate').notNull(),
    plate_color: smallint('plate_color').notNull().default(1),
    reason: text('reason').notNull(),
    /** Null for a permanent entry. */
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    operator: text('operator').notNull(),
    operator_id: bigint('operator_id', { mode: 'number' }),
    ...times,
  },
  (t) => [
    index('parking_plate_list_merchant_idx').on(t.merchant, t.list, t.create_time.desc(), t.id.desc()),
    uniqueIndex('parking_plate_list_plate_uq').on(t.merchant, t.park, t.plate),
  ],
);

// ---- trades: temporary-stay orders ------------------------------------------------------------------------------
// docs/decisions.md, "Parking trades". Monthly-card orders are `parking_vip_renewal` above.

/** Temporary-stay order numbers: `T` + the UTC+8 day + a sequence. */
export const parkingOrderSeq = pgSequence('parking_order_seq', { startWith: 1 });

/**
 * A temporary-stay order (临停订单, DOMAIN.md): what a car paid for one stay (its parking record). Tenant table by
 * `merchant` (the park's). Status 0 处理中, 1 正常 (overdraft 0 / 1 欠费 / 2 已补缴), -2 已撤销 (已退款 with a refund).
 * Lists walk `(merchant[, park], pay_time desc, id desc)`; counts are capped.
 */
export const parkingOrder = pgTable(
  'parking_order',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_no: text('order_no')
      .notNull()
      .default(sql`'T' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('parking_order_seq')::text, 8, '0')`),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park: bigint('park', { mode: 'number' }).notNull().references(() => park.id),
    record: bigint('record', { mode: 'number' }).notNull().references(() => parkingRecord.id),
    plate: text('plate').notNull(),
    plate_color: smallint('plate_color').notNull().default(1),
    receivable: integer('receivable').notNull(),
    discount: integer('discount').notNull().default(0),
    coupon_name: text('coupon_name').notNull().default(''),
    paid: integer('paid').notNull().default(0),
    arrears: integer('arrears').notNull().default(0),
    pay_type: smallint('pay_type').notNull(),
    /** 0 处理中, 1 正常, -2 已撤销 */
    status: smallint('status').notNull().default(0),
    /** 0 正常, 1 欠费, 2 已补缴 */
    overdraft: smallint('overdraft').notNull().default(0),
    pay_time: timestamp('pay_time', { withTimezone: true }).notNull(),
    refund_amount: integer('refund_amount').notNull().default(0),
    refund_time: timestamp('refund_time', { withTimezone: true }),
    refund_reason: text('refund_reason').notNull().default(''),
    ...times,
  },
  (t) => [
    uniqueIndex('parking_order_no_uq').on(t.order_no),
    index('parking_order_merchant_idx').on(t.merchant, t.pay_time.desc(), t.id.desc()),
    index('parking_order_park_idx').on(t.merchant, t.park, t.pay_time.desc(), t.id.desc()),
    index('parking_order_record_idx').on(t.merchant, t.record),
  ],
);
