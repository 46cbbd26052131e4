import { sql } from 'drizzle-orm';
import { bigint, bigserial, doublePrecision, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';
import { park, parkGate, parkingRecord } from './parking.js';

// The parking partner's own tools (docs/decisions.md, "Parking partner: records, data collection, other parks, software,
// vehicle mock, passports"): data collection and the other parks it feeds, the vehicle mock's messages, passports.

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A park not run on the platform (其他停车场): a lot the partner knows of — its place, size, prices and contact —
 * learnt from its field staff's data collection. Tenant table by `merchant` (the partner, or the platform). An
 * approved collection creates it or brings it up to date (matched by name, case-insensitive).
 */
export const parkingOtherPark = pgTable(
  'parking_other_park',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park_name: text('park_name').notNull(),
    region: text('region').notNull(),
    region_name: text('region_name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** 1 地面停车场, 2 地下停车场, 3 路侧停车 (as a park) */
    type: smallint('type').notNull(),
    total_space: integer('total_space').notNull(),
    charge_rule: text('charge_rule').notNull().default(''),
    open_hours: text('open_hours').notNull().default(''),
    parking_system: text('parking_system').notNull().default(''),
    contact_name: text('contact_name').notNull().default(''),
    contact_mobile: text('contact_mobile').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** The approved collection it was last updated from. */
    last_collection: bigint('last_collection', { mode: 'number' }),
    ...times,
  },
  (t) => [index('parking_other_park_merchant_idx').on(t.merchant, t.update_time.desc(), t.id.desc()), uniqueIndex('parking_other_park_name_uq').on(t.merchant, sql`lower(${t.park_name})`)],
);

/**
 * One data collection (数据采集): what a field collector found at a lot — place, spaces, prices, hours, the parking
 * system in use, the site contact, photos. Tenant table by `merchant` (the collector's partner). 0 待审核 → 1 已通过
 * (the other park is created or updated in the same transaction) or 2 已驳回 (with a reason).
 */
export const parkingCollection = pgTable(
  'parking_collection',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    collection_no: text('collection_no').notNull(),
    park_name: text('park_name').notNull(),
    region: text('region').notNull(),
    region_name: text('region_name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    type: smallint('type').notNull(),
    total_space: integer('total_space').notNull(),
    charge_rule: text('charge_rule').notNull().default(''),
    open_hours: text('open_hours').notNull().default(''),
    parking_system: text('parking_system').notNull().default(''),
    contact_name: text('contact_name').notNull().default(''),
    contact_mobile: text('contact_mobile').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    remark: text('remark').notNull().default(''),
    collector: text('collector').notNull(),
    collector_mobile: text('collector_mobile').notNull().default(''),
    collect_time: timestamp('collect_time', { withTimezone: true }).notNull(),
    /** 0 待审核, 1 已通过, 2 已驳回 */
    status: smallint('status').notNull().default(0),
    auditor: text('auditor').notNull().default(''),
    audit_time: timestamp('audit_time', { withTimezone: true }),
    audit_remark: text('audit_remark').notNull().default(''),
    other_park: bigint('other_park', { mode: 'number' }).references(() => parkingOtherPark.id),
    ...times,
  },
  (t) => [
    uniqueIndex('parking_collection_no_uq').on(t.collection_no),
    index('parking_collection_merchant_idx').on(t.merchant, t.collect_time.desc(), t.id.desc()),
    index('parking_collection_other_idx').on(t.merchant, t.other_park),
  ],
);

/**
 * A vehicle message (车辆报文) a park's parking system sends when a car passes a lane: 1 入场 opens a record, 2 出场
 * closes the car's open record. The partner's 车辆模拟工具 sends them by hand; each is kept with what it did. Tenant
 * table by `merchant` (the park's).
 */
export const parkingVehicleMessage = pgTable(
  'parking_vehicle_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park: bigint('park', { mode: 'number' }).notNull().references(() => park.id),
    gate: bigint('gate', { mode: 'number' }).notNull().references(() => parkGate.id),
    /** 1 入场, 2 出场 */
    direction: smallint('direction').notNull(),
    plate: text('plate').notNull(),
    plate_color: smallint('plate_color').notNull(),
    car_type: smallint('car_type').notNull(),
    pass_time: timestamp('pass_time', { withTimezone: true }).notNull(),
    record: bigint('record', { mode: 'number' }).references(() => parkingRecord.id),
    /** Who sent it: the mock tool's user (the parking systems' messages name their system). */
    sender: text('sender').notNull(),
    sender_merchant: bigint('sender_merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parking_vehicle_message_merchant_idx').on(t.merchant, t.create_time.desc(), t.id.desc()), index('parking_vehicle_message_sender_idx').on(t.sender_merchant, t.create_time.desc())],
);

/**
 * A passport (通行证): a plate let in and out of a park free of charge for a while — a visitor, a contractor, an
 * official car. Tenant table by `merchant` (the park's). 1 有效 (已过期 once `end_time` passed), 0 已撤销.
 */
export const parkingPassport = pgTable(
  'parking_passport',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    park: bigint('park', { mode: 'number' }).notNull().references(() => park.id),
    passport_no: text('passport_no').notNull(),
    plate: text('plate').notNull(),
    plate_color: smallint('plate_color').notNull().default(1),
    /** 1 访客, 2 施工, 3 公务, 4 员工 */
    kind: smallint('kind').notNull(),
    holder: text('holder').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    reason: text('reason').notNull().default(''),
    start_time: timestamp('start_time', { withTimezone: true }).notNull(),
    end_time: timestamp('end_time', { withTimezone: true }).notNull(),
    issuer: text('issuer').notNull(),
    /** 1 有效, 0 已撤销 */
    status: smallint('status').notNull().default(1),
    revoker: text('revoker').notNull().default(''),
    revoke_time: timestamp('revoke_time', { withTimezone: true }),
    revoke_reason: text('revoke_reason').notNull().default(''),
    ...times,
  },
  (t) => [uniqueIndex('parking_passport_no_uq').on(t.passport_no), index('parking_passport_merchant_idx').on(t.merchant, t.start_time.desc(), t.id.desc())],
);
