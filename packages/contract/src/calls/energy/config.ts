import { Type, type Static } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { touBuckets, type TouBucket } from './replenish.js';
import { ClockTime, StationCode } from './station.js';

/**
 * A station's configuration (电站配置, document 2 §2 "Energy station detail"): its charge rules (计费规则, document 2 §7
 * "Energy": `energy/charge/rule` POST, GET, PUT, DELETE and list) and its runtime settings with the payment amounts
 * offered before charging (`energy/station/runtime` GET, PUT). Reading needs the station's list permission, changing
 * its update permission (each platform's prefix). docs/decisions.md, "Energy station configuration".
 */

/** 1 单一电价 (one price all day), 2 分时电价 (尖峰平谷 periods). */
export const ChargeRuleType = { flat: 1, tou: 2 } as const;
export const chargeRuleTypes = { 1: '单一电价', 2: '分时电价' } as const;
/** At most one rule of a station is 生效中; the others wait (未生效). */
export const ChargeRuleStatus = { active: 1, inactive: 0 } as const;
export const chargeRuleStatuses = { 1: '生效中', 0: '未生效' } as const;

/** Fen per kWh: at most 50 元. */
export const MAX_FEE_PER_KWH = 5000;
const bucketNames = Object.keys(touBuckets) as TouBucket[];
const BucketField = Type.Union(bucketNames.map((b) => Type.Literal(b)), { title: '时段', description: 'sharp 尖，peak 峰，flat 平，valley 谷' });
const Fee = (title: string) => Type.Integer({ minimum: 0, maximum: MAX_FEE_PER_KWH, title, description: '分/kWh' });

export const ChargeRulePrice = Type.Object({ bucket: BucketField, elec_fee: Fee('电费'), service_fee: Fee('服务费') });
export const ChargeRulePeriod = Type.Object({ start: ClockTime('开始时间', '00:00'), end: ClockTime('结束时间', '08:00'), bucket: BucketField });

const ruleFields = {
  name: Text('规则名称', 30, 2),
  type: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '计费方式', description: '1 单一电价，2 分时电价' }),
  prices: Type.Array(ChargeRulePrice, { minItems: 1, maxItems: 4, title: '各时段单价' }),
  periods: Type.Array(ChargeRulePeriod, { minItems: 1, maxItems: 48, title: '时段划分', description: '北京时间；覆盖 00:00–24:00，不重叠' }),
};

export interface TariffPrice {
  bucket: TouBucket;
  elec_fee: number;
  service_fee: number;
}
export interface TariffPeriod {
  start: string;
  end: string;
  bucket: TouBucket;
}

/** `'07:30'` → 450; `'24:00'` → 1440. */
export const clockMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * What is wrong with a rule's prices and periods, as a Chinese message, or undefined when it is sound: each bucket
 * priced once; the periods, in order, cover 00:00–24:00 without gap or overlap, each with a priced bucket, every priced
 * bucket used; a 单一电价 rule is one bucket over the whole day. The server refuses what this names; the form shows it.
 */
export function tariffProblem(type: number, prices: readonly TariffPrice[], periods: readonly TariffPeriod[]): string | undefined {
  const priced = new Set<string>();
  for (const p of prices) {
    if (priced.has(p.bucket)) return `「${touBuckets[p.bucket]}」时段的单价填了两次`;
    priced.add(p.bucket);
  }
  if (type === ChargeRuleType.flat && (prices.length !== 1 || periods.length !== 1)) return '单一电价只能有一个单价和一个全天时段';
  const sorted = [...periods].sort((a, b) => clockMinutes(a.start) - clockMinutes(b.start));
  let at = 0;
  for (const p of sorted) {
    const start = clockMinutes(p.start);
    const end = clockMinutes(p.end);
    if (end <= start) return `时段 ${p.start}-${p.end} 的结束时间须晚于开始时间`;
    if (start < at) return `时段 ${p.start}-${p.end} 与前一时段重叠`;
    if (start > at) return `${clockText(at)}-${p.start} 没有划入任何时段`;
    if (!priced.has(p.bucket)) return `时段 ${p.start}-${p.end} 的「${touBuckets[p.bucket]}」没有填写单价`;
    at = end;
  }
  if (at < 24 * 60) return `${clockText(at)}-24:00 没有划入任何时段`;
  const used = new Set(periods.map((p) => p.bucket));
  const unused = prices.find((p) => !used.has(p.bucket));
  if (unused) return `「${touBuckets[unused.bucket]}」填了单价但没有划入任何时段`;
  return undefined;
}

/** 450 → `'07:30'`; 1440 → `'24:00'`. */
export const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const ChargeRuleRecord = Type.Object({
  rule_id: Type.Integer({ title: '规则编号' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  name: Type.String({ title: '规则名称' }),
  type: Type.Integer({ title: '计费方式', description: '1 单一电价，2 分时电价' }),
  prices: Type.Array(ChargeRulePrice, { title: '各时段单价' }),
  periods: Type.Array(ChargeRulePeriod, { title: '时段划分' }),
  status: Type.Integer({ title: '状态', description: '1 生效中，0 未生效' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const energyChargeRuleList = defineCall({
  method: 'GET',
  path: 'energy/charge/rule/list',
  summary: '电站的计费规则列表（生效中的在前）',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'list') },
  query: Type.Object({ ...pageQuery(20), station_code: StationCode, status: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态' })) }),
  reply: ListOf(ChargeRuleRecord),
});

export const energyChargeRuleGet = defineCall({
  method: 'GET',
  path: 'energy/charge/rule',
  summary: '计费规则详情',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'list') },
  query: Type.Object({ rule_id: Id('规则编号') }),
  reply: ChargeRuleRecord,
});

/** `activate` makes the new rule the station's one in force (the previous one stops); a station's first rule always is. */
export const energyChargeRuleCreate = defineCall({
  method: 'POST',
  path: 'energy/charge/rule',
  summary: '新建计费规则',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'update') },
  body: Type.Object({ station_code: StationCode, ...ruleFields, activate: Type.Optional(Type.Boolean({ title: '立即生效' })) }),
  reply: Type.Object({ rule_id: Type.Integer(), status: Type.Integer() }),
});

/** Either an edit (every field) or `status: 1` alone: the rule takes effect and the station's previous one stops. */
export const energyChargeRuleUpdate = defineCall({
  method: 'PUT',
  path: 'energy/charge/rule',
  summary: '编辑计费规则、设为生效',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'update') },
  body: Type.Composite([Type.Object({ rule_id: Id('规则编号'), status: Type.Optional(Type.Literal(1, { title: '设为生效' })) }), Type.Partial(Type.Object(ruleFields))]),
  reply: Type.Object({ rule_id: Type.Integer(), status: Type.Integer() }),
});

/** Refused for the rule in force (another one must take effect first). */
export const energyChargeRuleDelete = defineCall({
  method: 'DELETE',
  path: 'energy/charge/rule',
  summary: '删除计费规则',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'update') },
  query: Type.Object({ rule_id: Id('规则编号') }),
  reply: Type.Object({ rule_id: Type.Integer() }),
});

// ---- Runtime settings and payment amounts ------------------------------------------------------------------------

/** How a session may be started at the station (the replenish record's start types). */
const StartType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], { description: '1 APP，2 刷卡，3 VIN，4 扫码' });

export const StationRuntime = Type.Object({
  start_types: Type.Array(StartType, { minItems: 1, maxItems: 4, uniqueItems: true, title: '允许的启动方式' }),
  min_balance: Type.Integer({ minimum: 0, maximum: 100_000, title: '启动最低余额', description: '分；0 不限' }),
  max_duration: Type.Integer({ minimum: 0, maximum: 1440, title: '单次最长充电时长', description: '分钟；0 不限' }),
  idle_timeout: Type.Integer({ minimum: 1, maximum: 60, title: '插枪未启动超时', description: '分钟；超时后端口回到空闲' }),
  offline_charge: Type.Boolean({ title: '允许离线充电', description: '设备与平台断开时仍可刷卡充电' }),
});

/** The amounts a driver picks from before charging (预付金额, fen), and whether another amount may be typed. */
export const PaymentAmount = Type.Object({
  amounts: Type.Array(Type.Integer({ minimum: 100, maximum: 100_000 }), { minItems: 1, maxItems: 6, uniqueItems: true, title: '预设金额', description: '分；1 至 6 个' }),
  custom: Type.Boolean({ title: '允许自定义金额' }),
  custom_min: Type.Integer({ minimum: 100, maximum: 100_000, title: '自定义最低金额', description: '分' }),
  custom_max: Type.Integer({ minimum: 100, maximum: 100_000, title: '自定义最高金额', description: '分' }),
});

export type StationRuntimeValue = Static<typeof StationRuntime>;
export type PaymentAmountValue = Static<typeof PaymentAmount>;

/** What a station without saved settings runs with. */
export const DEFAULT_STATION_RUNTIME: StationRuntimeValue = { start_types: [1, 2, 3, 4], min_balance: 500, max_duration: 0, idle_timeout: 5, offline_charge: false };
export const DEFAULT_PAYMENT_AMOUNT: PaymentAmountValue = { amounts: [2000, 5000, 10000, 20000], custom: true, custom_min: 500, custom_max: 50000 };

export const energyStationRuntimeGet = defineCall({
  method: 'GET',
  path: 'energy/station/runtime',
  summary: '电站运行配置与预付金额',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'list') },
  query: Type.Object({ station_code: StationCode }),
  reply: Type.Object({
    station_code: Type.String(),
    runtime: StationRuntime,
    payment: PaymentAmount,
    /** Null while the station runs with the defaults. */
    update_time: Type.Union([Type.String(), Type.Null()], { title: '更新时间' }),
  }),
});

/** Saves either part (the runtime page the one, the payment amount page the other) or both. */
export const energyStationRuntimeSet = defineCall({
  method: 'PUT',
  path: 'energy/station/runtime',
  summary: '保存电站运行配置或预付金额',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'update') },
  body: Type.Object({ station_code: StationCode, runtime: Type.Optional(StationRuntime), payment: Type.Optional(PaymentAmount) }),
  reply: Type.Object({ station_code: Type.String() }),
});
