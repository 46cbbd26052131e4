import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, doublePrecision, index, integer, pgSequence, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED, merchant } from './identity.js';

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/** Station numbers: `ES100001`, `ES100002`… (assigned by the database). */
export const energyStationCodeSeq = pgSequence('energy_station_code_seq', { startWith: 100001 });

/**
 * A charging station (电站, DOMAIN.md "Energy"). Tenant table by `merchant`. `region` is the district's code and
 * `region_name` its path when saved; coordinates are the map provider's (GCJ-02); the operating hours are UTC+8 clock
 * times (00:00–24:00 is round the clock).
 */
export const energyStation = pgTable(
  'energy_station',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    station_code: text('station_code').notNull().default(sql`'ES' || nextval('energy_station_code_seq')`),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    name: text('name').notNull(),
    region: text('region').notNull(),
    region_name: text('region_name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    open_time: text('open_time').notNull().default('00:00'),
    close_time: text('close_time').notNull().default('24:00'),
    contact_name: text('contact_name').notNull(),
    contact_mobile: text('contact_mobile').notNull(),
    status: smallint('status').notNull().default(ENABLED),
    ...times,
  },
  (t) => [
    uniqueIndex('energy_station_code_uq').on(t.station_code),
    uniqueIndex('energy_station_name_uq').on(t.merchant, sql`lower(${t.name})`),
    index('energy_station_merchant_idx').on(t.merchant, t.create_time, t.id),
  ],
);

/**
 * A charger (设备). Tenant table by `merchant` (its station's, copied so every query filters by tenant first).
 * `online` and `last_heartbeat_time` are the device gateway's (read-only in the console).
 */
export const energyDevice = pgTable(
  'energy_device',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    device_code: text('device_code').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id),
    vendor: text('vendor').notNull(),
    model: text('model').notNull(),
    protocol: text('protocol').notNull(),
    firmware_version: text('firmware_version').notNull().default(''),
    iccid: text('iccid').notNull().default(''),
    online: boolean('online').notNull().default(false),
    last_heartbeat_time: timestamp('last_heartbeat_time', { withTimezone: true }),
    status: smallint('status').notNull().default(ENABLED),
    ...times,
  },
  (t) => [
    uniqueIndex('energy_device_code_uq').on(t.device_code),
    index('energy_device_merchant_idx').on(t.merchant, t.station, t.id),
    index('energy_device_station_idx').on(t.station),
  ],
);

/** A connector (端口) of a charger: number 1.., type, power; `state` and `error_code` are the gateway's. */
export const energyPort = pgTable(
  'energy_port',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    device: bigint('device', { mode: 'number' }).notNull().references(() => energyDevice.id, { onDelete: 'cascade' }),
    port_no: smallint('port_no').notNull(),
    /** 1 国标交流, 2 国标直流 */
    type: smallint('type').notNull(),
    /** W */
    max_power: integer('max_power').notNull(),
    /** 0 离线, 1 空闲, 2 占用, 3 充电中, 4 故障 */
    state: smallint('state').notNull().default(0),
    error_code: text('error_code').notNull().default(''),
    status: smallint('status').notNull().default(ENABLED),
    ...times,
  },
  (t) => [uniqueIndex('energy_port_no_uq').on(t.device, t.port_no), index('energy_port_merchant_idx').on(t.merchant, t.device, t.port_no)],
);

/**
 * A device alarm (告警). Tenant table by `merchant`. The device's and port's numbers are kept with the alarm so the
 * history outlives a removed charger (`device` then becomes null); a deleted station takes its alarms with it.
 */
export const energyAlarm = pgTable(
  'energy_alarm',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    device: bigint('device', { mode: 'number' }).references(() => energyDevice.id, { onDelete: 'set null' }),
    device_code: text('device_code').notNull(),
    port_no: smallint('port_no'),
    level: smallint('level').notNull(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    alarm_time: timestamp('alarm_time', { withTimezone: true }).notNull(),
    /** 0 未处理, 1 已处理 */
    process: smallint('process').notNull().default(0),
    processor: text('processor').notNull().default(''),
    process_time: timestamp('process_time', { withTimezone: true }),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('energy_alarm_merchant_idx').on(t.merchant, t.alarm_time, t.id),
    index('energy_alarm_pending_idx').on(t.merchant, t.process, t.alarm_time),
    index('energy_alarm_station_idx').on(t.station, t.alarm_time),
    index('energy_alarm_device_idx').on(t.device),
  ],
);

// ---- Cards, VINs and virtual cards (energy-cards slice) ----------------------------------------------------------

/** Virtual card numbers: `VC10000001`, `VC10000002`… (assigned by the database when a virtual card is created). */
export const energyVirtualCardSeq = pgSequence('energy_virtual_card_seq', { startWith: 10000001 });

/**
 * A charging card (充电卡, DOMAIN.md "Energy"): `kind` 1 实体卡 (printed `card_no` + chip `logical_no`), 2 VIN (`card_no`
 * is the vehicle's 17-character VIN), 3 虚拟卡 (`card_no` assigned). Tenant table by `merchant` (the card's owner).
 * Numbers are unique per kind. `balance` is fen, read-only here (the wallet is later work). The runtime settings are
 * per-card limits (null: no limit): daily amount in fen, power in W, UTC+8 clock hours.
 */
export const energyCard = pgTable(
  'energy_card',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    kind: smallint('kind').notNull(),
    card_no: text('card_no').notNull(),
    logical_no: text('logical_no').notNull().default(''),
    holder_name: text('holder_name').notNull(),
    holder_mobile: text('holder_mobile').notNull(),
    plate: text('plate').notNull().default(''),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** 0 停用, 1 启用, 2 挂失 */
    status: smallint('status').notNull().default(ENABLED),
    daily_max_amount: integer('daily_max_amount'),
    max_power: integer('max_power'),
    start_time: text('start_time'),
    end_time: text('end_time'),
    ...times,
  },
  (t) => [
    uniqueIndex('energy_card_no_uq').on(t.kind, t.card_no),
    uniqueIndex('energy_card_logical_uq').on(t.logical_no).where(sql`${t.kind} = 1`),
    index('energy_card_merchant_idx').on(t.merchant, t.kind, t.create_time, t.id),
  ],
);

/** A station a card may start charging at (the card ACL); none: every station of the card's merchant. */
export const energyCardAcl = pgTable(
  'energy_card_acl',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    card: bigint('card', { mode: 'number' }).notNull().references(() => energyCard.id, { onDelete: 'cascade' }),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('energy_card_acl_uq').on(t.card, t.station), index('energy_card_acl_merchant_idx').on(t.merchant, t.card), index('energy_card_acl_station_idx').on(t.station)],
);
