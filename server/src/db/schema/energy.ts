import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, doublePrecision, index, integer, jsonb, pgSequence, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED, merchant } from './identity.js';
import { wallet } from './wallet.js';

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
    /** The application software's version as the device reports it (energy-software slice); firmware is above. */
    software_version: text('software_version').notNull().default(''),
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

// ---- Charging records and payments (energy-orders slice) ---------------------------------------------------------

/** One time-of-use bucket of a session: its prices (fen per kWh), energy (Wh) and amounts (fen). */
export interface TouBucketValue {
  bucket: 'sharp' | 'peak' | 'flat' | 'valley';
  elec_price: number;
  service_price: number;
  energy_wh: number;
  elec_amount: number;
  service_amount: number;
}

/**
 * A charging session (充电记录, DOMAIN.md "replenish"). Tenant table by `merchant` (its station's). The charger's number
 * and the port's are kept with the record, so the history outlives a removed charger (`device` then becomes null).
 * Energy in Wh, money in fen. `state` 0 待充电, 1 充电中, 2 已完成, 3 已结算, 4 充电异常, 5 已取消; `review_state` 0 无需
 * 审核, 1 待审核, 2 审核通过, 3 已调整.
 */
export const energyReplenish = pgTable(
  'energy_replenish',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_no: text('order_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id),
    device: bigint('device', { mode: 'number' }).references(() => energyDevice.id, { onDelete: 'set null' }),
    device_code: text('device_code').notNull(),
    port_no: smallint('port_no').notNull(),
    /** 1 APP, 2 刷卡, 3 VIN, 4 扫码 */
    start_type: smallint('start_type').notNull(),
    card_no: text('card_no').notNull().default(''),
    vin: text('vin').notNull().default(''),
    plate: text('plate').notNull().default(''),
    start_time: timestamp('start_time', { withTimezone: true }).notNull(),
    end_time: timestamp('end_time', { withTimezone: true }),
    meter_start: bigint('meter_start', { mode: 'number' }).notNull(),
    meter_end: bigint('meter_end', { mode: 'number' }),
    energy_wh: integer('energy_wh').notNull().default(0),
    buckets: jsonb('buckets').$type<TouBucketValue[]>().notNull().default(sql`'[]'::jsonb`),
    elec_amount: integer('elec_amount').notNull().default(0),
    service_amount: integer('service_amount').notNull().default(0),
    park_amount: integer('park_amount').notNull().default(0),
    total_amount: integer('total_amount').notNull().default(0),
    state: smallint('state').notNull(),
    stop_reason: smallint('stop_reason'),
    review_state: smallint('review_state').notNull().default(0),
    reviewer: text('reviewer').notNull().default(''),
    review_time: timestamp('review_time', { withTimezone: true }),
    review_note: text('review_note').notNull().default(''),
    ...times,
  },
  (t) => [
    uniqueIndex('energy_replenish_order_no_uq').on(t.order_no),
    index('energy_replenish_merchant_idx').on(t.merchant, t.start_time.desc(), t.id),
    index('energy_replenish_station_idx').on(t.merchant, t.station, t.start_time.desc(), t.id),
    index('energy_replenish_device_idx').on(t.device),
    index('energy_replenish_station_fk_idx').on(t.station),
  ],
);

/** A session's log: started, meter values, stopped, settled, reviewed… (`operator` empty when the device reported it). */
export const energyReplenishLog = pgTable(
  'energy_replenish_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    replenish: bigint('replenish', { mode: 'number' }).notNull().references(() => energyReplenish.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    log_time: timestamp('log_time', { withTimezone: true }).notNull(),
    meter_wh: bigint('meter_wh', { mode: 'number' }),
    power_w: integer('power_w'),
    message: text('message').notNull().default(''),
    operator: text('operator').notNull().default(''),
  },
  (t) => [index('energy_replenish_log_idx').on(t.merchant, t.replenish, t.log_time, t.id), index('energy_replenish_log_fk_idx').on(t.replenish)],
);

/**
 * A charging order's payment (支付订单, DOMAIN.md "payment"): one per order. `state` 0 支付中, 1 已支付, 2 支付失败,
 * 3 已退款; `settle_state` 0 未结算, 1 已结算; `pay_mode` 1 微信, 2 支付宝, 3 余额, 4 充电卡; `review_state` of a refund
 * request 0 无, 1 待审核, 2 已通过, 3 已驳回.
 */
export const energyPayment = pgTable(
  'energy_payment',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pay_no: text('pay_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    replenish: bigint('replenish', { mode: 'number' }).notNull().references(() => energyReplenish.id),
    amount: integer('amount').notNull(),
    pay_mode: smallint('pay_mode').notNull(),
    state: smallint('state').notNull(),
    settle_state: smallint('settle_state').notNull().default(0),
    pay_time: timestamp('pay_time', { withTimezone: true }),
    settle_time: timestamp('settle_time', { withTimezone: true }),
    refund_reason: text('refund_reason').notNull().default(''),
    review_state: smallint('review_state').notNull().default(0),
    reviewer: text('reviewer').notNull().default(''),
    review_time: timestamp('review_time', { withTimezone: true }),
    review_note: text('review_note').notNull().default(''),
    ...times,
  },
  (t) => [
    uniqueIndex('energy_payment_pay_no_uq').on(t.pay_no),
    uniqueIndex('energy_payment_replenish_uq').on(t.replenish),
    index('energy_payment_merchant_idx').on(t.merchant, t.create_time.desc(), t.id),
    // A settlement statement's payments: its merchant's, settled on its day (energy-ops slice).
    index('energy_payment_settle_idx').on(t.merchant, t.settle_time, t.id).where(sql`${t.settle_state} = 1`),
  ],
);

/** Order and payment numbers' sequences (`CD` / `ZF` + UTC+8 date + the sequence, 6 digits). */
export const energyReplenishNoSeq = pgSequence('energy_replenish_no_seq', { startWith: 1 });
export const energyPaymentNoSeq = pgSequence('energy_payment_no_seq', { startWith: 1 });

// ---- Reconciliation: settlement statements and their payouts (energy-ops slice) -----------------------------------

/**
 * A settlement statement (结算单): the charging payments settled to one station merchant on one UTC+8 day (`period`),
 * summed — order count, electricity and service fees, amount, the channel fee withheld and what is paid out. Written
 * once per merchant and day, after the day (`modules/energy/reconciliation`); a settled payment never changes, so the
 * sums stay true. Tenant table by `merchant`.
 */
export const energySettlement = pgTable(
  'energy_settlement',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    settle_no: text('settle_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    period: text('period').notNull(),
    order_count: integer('order_count').notNull(),
    elec_amount: integer('elec_amount').notNull(),
    service_amount: integer('service_amount').notNull(),
    amount: integer('amount').notNull(),
    fee_rate: integer('fee_rate').notNull(),
    fee: integer('fee').notNull(),
    payable: integer('payable').notNull(),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('energy_settlement_no_uq').on(t.settle_no),
    uniqueIndex('energy_settlement_period_uq').on(t.merchant, t.period),
    index('energy_settlement_merchant_idx').on(t.merchant, t.period.desc(), t.id.desc()),
  ],
);

/**
 * The payout of one statement (打款记录) to the merchant's withdrawal account, copied when the payout is made. `state`
 * 0 待打款, 2 打款中, 1 已打款, -1 打款失败, -2 已退票 (DOMAIN.md "transfer"); `serial_no` the bank's, `transfer_time`
 * when it arrived. Tenant table by `merchant`.
 */
export const energyTransfer = pgTable(
  'energy_transfer',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transfer_no: text('transfer_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    settlement: bigint('settlement', { mode: 'number' }).notNull().references(() => energySettlement.id),
    amount: integer('amount').notNull(),
    bank_name: text('bank_name').notNull().default(''),
    branch_name: text('branch_name').notNull().default(''),
    account_name: text('account_name').notNull().default(''),
    account_no: text('account_no').notNull().default(''),
    state: smallint('state').notNull().default(0),
    reason: text('reason').notNull().default(''),
    serial_no: text('serial_no').notNull().default(''),
    transfer_time: timestamp('transfer_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    uniqueIndex('energy_transfer_no_uq').on(t.transfer_no),
    uniqueIndex('energy_transfer_settlement_uq').on(t.settlement),
    index('energy_transfer_merchant_idx').on(t.merchant, t.create_time.desc(), t.id.desc()),
  ],
);

/** Statement and payout numbers' sequences (`JS` / `DK` + UTC+8 date + the sequence, 6 digits). */
export const energySettlementNoSeq = pgSequence('energy_settlement_no_seq', { startWith: 1 });
export const energyTransferNoSeq = pgSequence('energy_transfer_no_seq', { startWith: 1 });
// ---- Station configuration (energy-station slice) ----------------------------------------------------------------

/** A charge rule's prices (fen per kWh) by bucket, and its periods (UTC+8 clock times) covering the day. */
export interface ChargeRulePriceValue {
  bucket: 'sharp' | 'peak' | 'flat' | 'valley';
  elec_fee: number;
  service_fee: number;
}
export interface ChargeRulePeriodValue {
  start: string;
  end: string;
  bucket: 'sharp' | 'peak' | 'flat' | 'valley';
}

/**
 * A station's charge rule (计费规则, DOMAIN.md "charge rule"). Tenant table by `merchant` (its station's). `type` 1 单一
 * 电价, 2 分时电价; `status` 1 生效中 (at most one per station: a partial unique index), 0 未生效. New charging sessions
 * of the station are priced by the rule in force. docs/decisions.md, "Energy station configuration".
 */
export const energyChargeRule = pgTable(
  'energy_charge_rule',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    prices: jsonb('prices').$type<ChargeRulePriceValue[]>().notNull(),
    periods: jsonb('periods').$type<ChargeRulePeriodValue[]>().notNull(),
    status: smallint('status').notNull().default(0),
    ...times,
  },
  (t) => [
    index('energy_charge_rule_merchant_idx').on(t.merchant, t.station, t.status, t.id),
    index('energy_charge_rule_station_idx').on(t.station),
    uniqueIndex('energy_charge_rule_active_uq').on(t.station).where(sql`${t.status} = 1`),
    uniqueIndex('energy_charge_rule_name_uq').on(t.station, sql`lower(${t.name})`),
  ],
);

/**
 * A station's runtime settings (运行配置) and the payment amounts offered before charging (预付金额), one row per station
 * once saved (none: the defaults of the contract). Tenant table by `merchant`. Money in fen, durations in minutes.
 */
export const energyStationRuntime = pgTable(
  'energy_station_runtime',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    start_types: smallint('start_types').array().notNull(),
    min_balance: integer('min_balance').notNull(),
    max_duration: integer('max_duration').notNull(),
    idle_timeout: integer('idle_timeout').notNull(),
    offline_charge: boolean('offline_charge').notNull(),
    amounts: integer('amounts').array().notNull(),
    custom_amount: boolean('custom_amount').notNull(),
    custom_min: integer('custom_min').notNull(),
    custom_max: integer('custom_max').notNull(),
    ...times,
  },
  (t) => [uniqueIndex('energy_station_runtime_station_uq').on(t.station), index('energy_station_runtime_merchant_idx').on(t.merchant, t.station)],
);

// ---- Charger software and firmware (energy-software slice) ------------------------------------------------------

/**
 * A software (kind 1) or firmware (kind 2) version for one device model (DOMAIN.md "firmware / software"). Tenant table
 * by `merchant`. The file is a .zip in the `firmware` upload space; its SHA-256 (from the content-addressed link) is what
 * a device checks after downloading. A model has each version once per merchant and kind; `status` 1 启用, 0 停用.
 */
export const energySoftware = pgTable(
  'energy_software',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    kind: smallint('kind').notNull(),
    name: text('name').notNull(),
    model: text('model').notNull(),
    version: text('version').notNull(),
    file_name: text('file_name').notNull(),
    file_link: text('file_link').notNull(),
    file_sha256: text('file_sha256').notNull(),
    notes: text('notes').notNull().default(''),
    status: smallint('status').notNull().default(ENABLED),
    ...times,
  },
  (t) => [
    uniqueIndex('energy_software_version_uq').on(t.merchant, t.kind, sql`lower(${t.model})`, sql`lower(${t.version})`),
    index('energy_software_merchant_idx').on(t.merchant, t.kind, t.create_time, t.id),
  ],
);

/**
 * One device's upgrade to a version (升级任务): `status` 1 下载中, 2 已下载, 3 安装中, 4 已安装, 5 失败 — the device gateway
 * moves it on. At most one job in progress (1–3) per device. The device's number and the versions are kept with the job.
 */
export const energyUpgrade = pgTable(
  'energy_upgrade',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    software: bigint('software', { mode: 'number' }).notNull().references(() => energySoftware.id, { onDelete: 'cascade' }),
    device: bigint('device', { mode: 'number' }).notNull().references(() => energyDevice.id, { onDelete: 'cascade' }),
    device_code: text('device_code').notNull(),
    kind: smallint('kind').notNull(),
    from_version: text('from_version').notNull(),
    to_version: text('to_version').notNull(),
    status: smallint('status').notNull(),
    reason: text('reason').notNull().default(''),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [
    index('energy_upgrade_merchant_idx').on(t.merchant, t.software, t.device, t.id),
    index('energy_upgrade_device_idx').on(t.device, t.id),
    uniqueIndex('energy_upgrade_running_uq').on(t.device).where(sql`${t.status} in (1, 2, 3)`),
  ],
);

// ---- 配置: blacklist, whitelist, SIM cards, device logs, apps, map referrals (energy-config slice) ------------------

/**
 * A charging user on the blacklist (kind 1, `energy/user/acl`) or the whitelist (kind 2, `energy/whitelist`): named by
 * 手机号 (1), 卡号 (2) or VIN (3), for one station or (station null) all of the merchant's, until `expire_date` (UTC+8,
 * inclusive; null: long-term). `status` 1 listed, 0 removed (kept as history). A user is listed once per list and
 * station while listed (partial unique index). Tenant table by `merchant`.
 */
export const energyUserList = pgTable(
  'energy_user_list',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    kind: smallint('kind').notNull(),
    station: bigint('station', { mode: 'number' }).references(() => energyStation.id, { onDelete: 'cascade' }),
    identity_type: smallint('identity_type').notNull(),
    identity: text('identity').notNull(),
    name: text('name').notNull().default(''),
    reason: text('reason').notNull(),
    expire_date: date('expire_date', { mode: 'string' }),
    status: smallint('status').notNull().default(ENABLED),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [
    index('energy_user_list_merchant_idx').on(t.merchant, t.kind, t.create_time, t.id),
    index('energy_user_list_identity_idx').on(t.merchant, t.identity_type, t.identity),
    uniqueIndex('energy_user_list_listed_uq').on(t.merchant, t.kind, sql`coalesce(${t.station}, 0)`, t.identity_type, t.identity).where(sql`${t.status} = 1`),
  ],
);

/**
 * A SIM card (物联网卡) of the merchant's chargers, named by its ICCID (unique across the platform, capitals), bound to
 * at most one device (whose `iccid` follows). `used_mb` is the operator platform's report for the month (seeded).
 */
export const energySim = pgTable(
  'energy_sim',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    iccid: text('iccid').notNull(),
    msisdn: text('msisdn').notNull().default(''),
    operator: smallint('operator').notNull(),
    device: bigint('device', { mode: 'number' }).references(() => energyDevice.id, { onDelete: 'set null' }),
    plan_mb: integer('plan_mb').notNull(),
    used_mb: integer('used_mb').notNull().default(0),
    expire_date: date('expire_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(ENABLED),
    notes: text('notes').notNull().default(''),
    ...times,
  },
  (t) => [
    uniqueIndex('energy_sim_iccid_uq').on(t.iccid),
    uniqueIndex('energy_sim_device_uq').on(t.device),
    index('energy_sim_merchant_idx').on(t.merchant, t.create_time, t.id),
  ],
);

/** A device's login (1 上线) or loss of connection (2 下线) as the gateway records it; append-only. */
export const energyDeviceOnlineLog = pgTable(
  'energy_device_online_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    device_code: text('device_code').notNull(),
    event: smallint('event').notNull(),
    reason: text('reason').notNull().default(''),
    remote_ip: text('remote_ip').notNull().default(''),
    protocol: text('protocol').notNull(),
    event_time: timestamp('event_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('energy_device_online_log_merchant_idx').on(t.merchant, t.event_time, t.id),
    index('energy_device_online_log_device_idx').on(t.merchant, t.device_code, t.event_time, t.id),
  ],
);

/** A protocol frame in (1 上行) or out (2 下行) of a device, as the gateway records it; append-only. */
export const energyDeviceMessageLog = pgTable(
  'energy_device_message_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    device_code: text('device_code').notNull(),
    direction: smallint('direction').notNull(),
    protocol: text('protocol').notNull(),
    action: text('action').notNull(),
    payload: text('payload').notNull(),
    event_time: timestamp('event_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('energy_device_message_log_merchant_idx').on(t.merchant, t.event_time, t.id),
    index('energy_device_message_log_device_idx').on(t.merchant, t.device_code, t.event_time, t.id),
  ],
);

/** A charging app (充电应用: mini program, H5, APP) through which the merchant's drivers charge; read-only here. */
export const energyApp = pgTable(
  'energy_app',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    name: text('name').notNull(),
    kind: smallint('kind').notNull(),
    app_id: text('app_id').notNull(),
    version: text('version').notNull().default(''),
    service_phone: text('service_phone').notNull().default(''),
    launch_date: date('launch_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(ENABLED),
    ...times,
  },
  (t) => [index('energy_app_merchant_idx').on(t.merchant, t.create_time, t.id), uniqueIndex('energy_app_app_id_uq').on(t.kind, t.app_id)],
);

/** A station's application to be shown on a map platform (地图引流): 0 待审核 → 1 已通过 / 2 已驳回, once. */
export const energyEmapApply = pgTable(
  'energy_emap_apply',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    apply_no: text('apply_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    contact_name: text('contact_name').notNull(),
    contact_mobile: text('contact_mobile').notNull(),
    note: text('note').notNull().default(''),
    status: smallint('status').notNull().default(0),
    audit_note: text('audit_note').notNull().default(''),
    auditor: text('auditor').notNull().default(''),
    audit_time: timestamp('audit_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    uniqueIndex('energy_emap_apply_no_uq').on(t.apply_no),
    index('energy_emap_apply_merchant_idx').on(t.merchant, t.status, t.create_time, t.id),
    // One application in progress or approved per station and platform.
    uniqueIndex('energy_emap_apply_open_uq').on(t.station, t.platform).where(sql`${t.status} in (0, 1)`),
  ],
);

// ---- Parking fees and appointments (energy-orders-more slice) ---------------------------------------------------

/**
 * A station's parking-fee setting (停车费设置), one row per station once saved (none: free parking, the contract's
 * default). `mode` 0 免费停车, 1 充电减免, 2 全程收费; minutes; money in fen. Tenant table by `merchant`.
 */
export const energyParkingSetting = pgTable(
  'energy_parking_setting',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    mode: smallint('mode').notNull(),
    free_minutes: integer('free_minutes').notNull(),
    unit_minutes: integer('unit_minutes').notNull(),
    unit_price: integer('unit_price').notNull(),
    day_cap: integer('day_cap').notNull(),
    ...times,
  },
  (t) => [uniqueIndex('energy_parking_setting_station_uq').on(t.station), index('energy_parking_setting_merchant_idx').on(t.merchant, t.station)],
);

/** A parking space of a station (车位), optionally in front of one charger port. Tenant table by `merchant`. */
export const energyParkSpace = pgTable(
  'energy_park_space',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    space_no: text('space_no').notNull(),
    port: bigint('port', { mode: 'number' }).references(() => energyPort.id, { onDelete: 'set null' }),
    remark: text('remark').notNull().default(''),
    ...times,
  },
  (t) => [
    uniqueIndex('energy_park_space_no_uq').on(t.station, sql`upper(${t.space_no})`),
    index('energy_park_space_merchant_idx').on(t.merchant, t.station, t.space_no),
    index('energy_park_space_port_idx').on(t.port),
  ],
);

/**
 * A car's stay at a station (停车记录), with its charging session when it charged (the times copied, so the record
 * outlives nothing it needs). Priced when the car leaves by the station's setting then (`fee_mode` keeps which); `state`
 * 1 在场, 0 已离场. Tenant table by `merchant`.
 */
export const energyParkingRecord = pgTable(
  'energy_parking_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    record_no: text('record_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    space: bigint('space', { mode: 'number' }).references(() => energyParkSpace.id, { onDelete: 'set null' }),
    space_no: text('space_no').notNull().default(''),
    plate: text('plate').notNull(),
    entry_time: timestamp('entry_time', { withTimezone: true }).notNull(),
    exit_time: timestamp('exit_time', { withTimezone: true }),
    state: smallint('state').notNull(),
    replenish: bigint('replenish', { mode: 'number' }).references(() => energyReplenish.id, { onDelete: 'set null' }),
    order_no: text('order_no').notNull().default(''),
    charge_start: timestamp('charge_start', { withTimezone: true }),
    charge_end: timestamp('charge_end', { withTimezone: true }),
    fee_mode: smallint('fee_mode').notNull().default(0),
    park_minutes: integer('park_minutes').notNull().default(0),
    free_minutes: integer('free_minutes').notNull().default(0),
    fee_minutes: integer('fee_minutes').notNull().default(0),
    fee: integer('fee').notNull().default(0),
    ...times,
  },
  (t) => [
    uniqueIndex('energy_parking_record_no_uq').on(t.record_no),
    index('energy_parking_record_merchant_idx').on(t.merchant, t.entry_time.desc(), t.id),
    index('energy_parking_record_station_idx').on(t.merchant, t.station, t.entry_time.desc(), t.id),
    index('energy_parking_record_space_idx').on(t.space).where(sql`${t.state} = 1`),
    index('energy_parking_record_replenish_idx').on(t.replenish),
  ],
);

/**
 * A parking fee order (停车费订单), one per record with a fee. `state` 0 待支付, 1 已支付, 2 已撤销 (`refunded` when it
 * had been paid); `pay_mode` as the charging payments'. Tenant table by `merchant`.
 */
export const energyParkingPayment = pgTable(
  'energy_parking_payment',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pay_no: text('pay_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    record: bigint('record', { mode: 'number' }).notNull().references(() => energyParkingRecord.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    pay_mode: smallint('pay_mode').notNull(),
    state: smallint('state').notNull(),
    pay_time: timestamp('pay_time', { withTimezone: true }),
    refunded: boolean('refunded').notNull().default(false),
    revoke_reason: text('revoke_reason').notNull().default(''),
    revoker: text('revoker').notNull().default(''),
    revoke_time: timestamp('revoke_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    uniqueIndex('energy_parking_payment_no_uq').on(t.pay_no),
    uniqueIndex('energy_parking_payment_record_uq').on(t.record),
    index('energy_parking_payment_merchant_idx').on(t.merchant, t.create_time.desc(), t.id),
  ],
);

/**
 * A charging reservation (预约记录): a port held for a time window. `state` 0 待到站, 1 已完成 (with its order), 2 已取消
 * (`cancel_by` 1 用户, 2 商户), 3 已过期. The charger's number and the port's are kept. Tenant table by `merchant`.
 */
export const energyAppointment = pgTable(
  'energy_appointment',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointment_no: text('appointment_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    device: bigint('device', { mode: 'number' }).references(() => energyDevice.id, { onDelete: 'set null' }),
    device_code: text('device_code').notNull(),
    port_no: smallint('port_no').notNull(),
    user_name: text('user_name').notNull(),
    mobile: text('mobile').notNull(),
    plate: text('plate').notNull().default(''),
    start_time: timestamp('start_time', { withTimezone: true }).notNull(),
    end_time: timestamp('end_time', { withTimezone: true }).notNull(),
    state: smallint('state').notNull(),
    replenish: bigint('replenish', { mode: 'number' }).references(() => energyReplenish.id, { onDelete: 'set null' }),
    order_no: text('order_no').notNull().default(''),
    cancel_by: smallint('cancel_by'),
    cancel_reason: text('cancel_reason').notNull().default(''),
    canceller: text('canceller').notNull().default(''),
    cancel_time: timestamp('cancel_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    uniqueIndex('energy_appointment_no_uq').on(t.appointment_no),
    index('energy_appointment_merchant_idx').on(t.merchant, t.start_time.desc(), t.id),
    index('energy_appointment_station_idx').on(t.merchant, t.station, t.start_time.desc(), t.id),
    index('energy_appointment_device_idx').on(t.device),
    index('energy_appointment_replenish_idx').on(t.replenish),
  ],
);

/** Record, order and reservation numbers (`TC` / `TF` / `YY` + UTC+8 date + the sequence, 6 digits). */
export const energyParkingRecordNoSeq = pgSequence('energy_parking_record_no_seq', { startWith: 1 });
export const energyParkingPaymentNoSeq = pgSequence('energy_parking_payment_no_seq', { startWith: 1 });
export const energyAppointmentNoSeq = pgSequence('energy_appointment_no_seq', { startWith: 1 });

// ---- The station detail's 虚拟电损 and 设备安全策略 (energy-detail-rest slice) -------------------------------------

/**
 * A station's 虚拟电损 setting (one row once saved; none: off). Tenant table by `merchant`. `loss_ratio` in basis points.
 */
export const energyQuantityRt = pgTable(
  'energy_quantity_rt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    loss_ratio: integer('loss_ratio').notNull(),
    notes: text('notes').notNull().default(''),
    ...times,
  },
  (t) => [uniqueIndex('energy_quantity_rt_station_uq').on(t.station), index('energy_quantity_rt_merchant_idx').on(t.merchant, t.station)],
);

/**
 * A finished session's virtual power loss (虚拟电损记录): the metered energy, the ratio in force, the loss in Wh and its
 * electricity value in fen; one per session. `sync_state` 0 待同步, 1 已同步, 2 同步失败. Tenant table by `merchant`.
 */
export const energyQuantity = pgTable(
  'energy_quantity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id),
    replenish: bigint('replenish', { mode: 'number' }).notNull().references(() => energyReplenish.id, { onDelete: 'cascade' }),
    order_no: text('order_no').notNull(),
    device_code: text('device_code').notNull(),
    port_no: smallint('port_no').notNull(),
    record_time: timestamp('record_time', { withTimezone: true }).notNull(),
    meter_start: bigint('meter_start', { mode: 'number' }).notNull(),
    meter_end: bigint('meter_end', { mode: 'number' }).notNull(),
    energy_wh: integer('energy_wh').notNull(),
    loss_ratio: integer('loss_ratio').notNull(),
    loss_wh: integer('loss_wh').notNull(),
    loss_amount: integer('loss_amount').notNull(),
    sync_state: smallint('sync_state').notNull().default(0),
    sync_time: timestamp('sync_time', { withTimezone: true }),
    sync_message: text('sync_message').notNull().default(''),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('energy_quantity_replenish_uq').on(t.replenish),
    index('energy_quantity_merchant_idx').on(t.merchant, t.record_time.desc(), t.id),
    index('energy_quantity_station_idx').on(t.merchant, t.station, t.record_time.desc(), t.id),
    index('energy_quantity_station_fk_idx').on(t.station),
  ],
);

/**
 * A station's device security policy of one kind (设备安全策略) once changed from its default: threshold, action (1 仅告警,
 * 2 停止充电并告警), status. Tenant table by `merchant`.
 */
export const energyDevicePolicy = pgTable(
  'energy_device_policy',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    threshold: integer('threshold').notNull(),
    action: smallint('action').notNull(),
    status: smallint('status').notNull(),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [uniqueIndex('energy_device_policy_station_uq').on(t.station, t.kind), index('energy_device_policy_merchant_idx').on(t.merchant, t.station)],
);

/**
 * The group's 支付通道配置 of a station (one row once saved; none: 跟随商户默认). `mode` 1 跟随商户默认, 2 指定通道 with
 * `payee` 1 电站所属商户 / 2 集团统一收款 (`payee_merchant` the group's or the station's merchant), `channel` (payment_channel)
 * and the channel merchant number. Tenant table by `merchant` (the station's).
 */
export const energyStationChannel = pgTable(
  'energy_station_channel',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    mode: smallint('mode').notNull(),
    payee: smallint('payee'),
    payee_merchant: bigint('payee_merchant', { mode: 'number' }).references(() => merchant.id),
    channel: text('channel').notNull().default(''),
    mch_no: text('mch_no').notNull().default(''),
    remark: text('remark').notNull().default(''),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [
    uniqueIndex('energy_station_channel_station_uq').on(t.station),
    index('energy_station_channel_merchant_idx').on(t.merchant, t.station),
    check('energy_station_channel_mode_ck', sql`${t.mode} = 1 and ${t.payee} is null and ${t.channel} = '' and ${t.mch_no} = '' or ${t.mode} = 2 and ${t.payee} in (1, 2) and ${t.payee_merchant} is not null and ${t.channel} <> '' and ${t.mch_no} ~ '^[A-Za-z0-9]{6,32}$'`),
  ],
);

/**
 * The group's 充电配置 of a station (one row once saved; none: the contract's defaults): per-session limits (0 不限) in
 * kW, kWh and fen, the balance below which a session stops (fen), 充满自停 with its trickle power (0.1 kW) and minutes,
 * and how many sessions one user may run at once. Tenant table by `merchant`.
 */
export const energyStationCharge = pgTable(
  'energy_station_charge',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    max_power: integer('max_power').notNull(),
    max_energy: integer('max_energy').notNull(),
    max_amount: integer('max_amount').notNull(),
    stop_balance: integer('stop_balance').notNull(),
    full_stop: boolean('full_stop').notNull(),
    trickle_power: integer('trickle_power').notNull(),
    trickle_minutes: integer('trickle_minutes').notNull(),
    user_sessions: smallint('user_sessions').notNull(),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [
    uniqueIndex('energy_station_charge_station_uq').on(t.station),
    index('energy_station_charge_merchant_idx').on(t.merchant, t.station),
    check(
      'energy_station_charge_ck',
      sql`${t.max_power} between 0 and 600 and ${t.max_energy} between 0 and 500 and ${t.max_amount} between 0 and 100000 and ${t.stop_balance} between 0 and 10000 and ${t.trickle_power} between 1 and 100 and ${t.trickle_minutes} between 1 and 60 and ${t.user_sessions} between 1 and 5`,
    ),
  ],
);

/**
 * 机构钱包: an institution's wallet (of the 钱包 platform) the energy merchant lets pay for charging at its stations, with
 * a daily limit (fen, 0 none) and `status` 1 启用, 0 停用. Tenant table by `merchant` (the energy merchant); the wallet is
 * its owner's (`institution`) tenant row, read with the institutions' scope.
 */
export const energyWalletAuth = pgTable(
  'energy_wallet_auth',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    institution: bigint('institution', { mode: 'number' }).notNull().references(() => merchant.id),
    wallet: bigint('wallet', { mode: 'number' }).notNull().references(() => wallet.id),
    /** The wallet's number, fixed once opened (kept here: the wallet row is the institution's, not readable in the merchant's scope). */
    wallet_no: text('wallet_no').notNull(),
    daily_limit: integer('daily_limit').notNull().default(0),
    status: smallint('status').notNull().default(ENABLED),
    notes: text('notes').notNull().default(''),
    operator: text('operator').notNull().default(''),
    ...times,
  },
  (t) => [uniqueIndex('energy_wallet_auth_uq').on(t.merchant, t.wallet), index('energy_wallet_auth_merchant_idx').on(t.merchant, t.create_time, t.id), index('energy_wallet_auth_wallet_idx').on(t.wallet)],
);

// ---- Charging packages and events (energy-packages-events slice) --------------------------------------------------

/**
 * A station's charging package (充电套餐): 1 电量包 (`quota` kWh), 2 次数包 (`quota` sessions), 3 时长卡 (unlimited
 * sessions, `quota` 0), good for `valid_days` from purchase; `price` and `original_price` in fen; `stock` and
 * `per_user_limit` 0 = unlimited; `status` 1 销售中, 0 已下架. Tenant table by `merchant` (the station's).
 */
export const energyPackageType = pgTable(
  'energy_package_type',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: smallint('kind').notNull(),
    quota: integer('quota').notNull(),
    valid_days: integer('valid_days').notNull(),
    price: integer('price').notNull(),
    original_price: integer('original_price').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    per_user_limit: integer('per_user_limit').notNull().default(0),
    description: text('description').notNull().default(''),
    status: smallint('status').notNull().default(0),
    ...times,
  },
  (t) => [
    index('energy_package_type_merchant_idx').on(t.merchant, t.station, t.create_time.desc(), t.id),
    uniqueIndex('energy_package_type_name_uq').on(t.station, sql`lower(${t.name})`),
  ],
);

/**
 * A user's purchase of a package (套餐购买记录), `PK` + UTC+8 date + sequence: what was bought (name, kind, quota kept as
 * sold), by whom, paid `amount` fen; `used` kWh or sessions so far; a refund (`refund_amount` > 0) ends it. The state is
 * read from these and the time. Tenant table by `merchant`.
 */
export const energyPackage = pgTable(
  'energy_package',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    package_no: text('package_no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    package_type: bigint('package_type', { mode: 'number' }).notNull().references(() => energyPackageType.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: smallint('kind').notNull(),
    quota: integer('quota').notNull(),
    used: integer('used').notNull().default(0),
    user_name: text('user_name').notNull().default(''),
    mobile: text('mobile').notNull(),
    plate: text('plate').notNull().default(''),
    amount: integer('amount').notNull(),
    pay_mode: smallint('pay_mode').notNull(),
    pay_time: timestamp('pay_time', { withTimezone: true }).notNull(),
    expire_time: timestamp('expire_time', { withTimezone: true }).notNull(),
    refund_amount: integer('refund_amount').notNull().default(0),
    refund_reason: text('refund_reason').notNull().default(''),
    refunder: text('refunder').notNull().default(''),
    refund_time: timestamp('refund_time', { withTimezone: true }),
    ...times,
  },
  (t) => [
    uniqueIndex('energy_package_no_uq').on(t.package_no),
    index('energy_package_merchant_idx').on(t.merchant, t.pay_time.desc(), t.id),
    index('energy_package_station_idx').on(t.merchant, t.station, t.pay_time.desc(), t.id),
    index('energy_package_type_idx').on(t.package_type),
  ],
);
export const energyPackageNoSeq = pgSequence('energy_package_no_seq', { startWith: 1 });

/**
 * A station's event (活动): a discount (`kind` 1 服务费折扣 `value` 折 × 10, 2 电费立减 `value` 分/kWh, 3 满减 `value` 分 off
 * from `threshold` 分) for `audience` 1 everyone, 2 its crowds' users, 3 its listed users, between `start_time` and
 * `end_time`; `status` 0 草稿, 1 已发布, 2 已暂停, 3 已结束. Tenant table by `merchant`.
 */
export const energyEvent = pgTable(
  'energy_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    station: bigint('station', { mode: 'number' }).notNull().references(() => energyStation.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: smallint('kind').notNull(),
    value: integer('value').notNull(),
    threshold: integer('threshold').notNull().default(0),
    audience: smallint('audience').notNull(),
    start_time: timestamp('start_time', { withTimezone: true }).notNull(),
    end_time: timestamp('end_time', { withTimezone: true }).notNull(),
    budget: integer('budget').notNull().default(0),
    per_user_limit: integer('per_user_limit').notNull().default(0),
    description: text('description').notNull().default(''),
    status: smallint('status').notNull().default(0),
    ...times,
  },
  (t) => [index('energy_event_merchant_idx').on(t.merchant, t.station, t.create_time.desc(), t.id)],
);

/** A user on an event's list (活动用户), by mobile: added by hand (1) or by taking part (2), with what it was given. */
export const energyEventUser = pgTable(
  'energy_event_user',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    event: bigint('event', { mode: 'number' }).notNull().references(() => energyEvent.id, { onDelete: 'cascade' }),
    user_name: text('user_name').notNull().default(''),
    mobile: text('mobile').notNull(),
    plate: text('plate').notNull().default(''),
    source: smallint('source').notNull().default(1),
    used_count: integer('used_count').notNull().default(0),
    discount_amount: integer('discount_amount').notNull().default(0),
    last_use_time: timestamp('last_use_time', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    ...times,
  },
  (t) => [
    index('energy_event_user_merchant_idx').on(t.merchant, t.event, t.create_time.desc(), t.id),
    uniqueIndex('energy_event_user_mobile_uq').on(t.event, t.mobile),
  ],
);

/** A crowd of an event (活动人群): a rule over the station's records (1 新用户, 2 活跃用户, 3 沉睡用户, 4 套餐用户). */
export const energyEventCrowd = pgTable(
  'energy_event_crowd',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    event: bigint('event', { mode: 'number' }).notNull().references(() => energyEvent.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rule: smallint('rule').notNull(),
    days: integer('days').notNull().default(0),
    charge_times: integer('charge_times').notNull().default(0),
    notes: text('notes').notNull().default(''),
    ...times,
  },
  (t) => [
    index('energy_event_crowd_merchant_idx').on(t.merchant, t.event, t.create_time.desc(), t.id),
    uniqueIndex('energy_event_crowd_name_uq').on(t.event, sql`lower(${t.name})`),
  ],
);
