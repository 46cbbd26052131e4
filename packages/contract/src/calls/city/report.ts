import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import type { PermissionCode } from '../../permissions/index.js';
import type { ProductCode } from '../../products.js';

/**
 * 城市平台上报 (document 2 §2 "Other": /city/report/parking and /energy with add, edit, park-list; document 1 §2:
 * /city/report/parking takes `city`): a reporting party's configurations for cities' parking and charging supervision
 * platforms — the platform's address, account and secret (write-only), how often it reports — and the parks or stations
 * each one reports. The spec names no call: these are ours, one set per kind at `city/report/<kind>/…`, each with its
 * kind's permission and product. docs/decisions.md, "City platform reporting (城市平台上报)".
 */
export const cityReportKinds = { parking: '停车', energy: '充电' } as const;
export type CityReportKind = keyof typeof cityReportKinds;
/** What a configuration reports: parks (停车场) or charging stations (电站). */
export const cityReportTargetNames: Record<CityReportKind, string> = { parking: '车场', energy: '电站' };
export const cityReportProducts: Record<CityReportKind, ProductCode> = { parking: 'parking:partner:platform', energy: 'energy:partner:platform' };
export const CITY_REPORT_INTERVALS = [5, 15, 30, 60] as const;
export const cityReportStatusNames: Record<number, string> = { 1: '上报中', 0: '已停用' };
/** At most this many parks or stations are added or removed in one call. */
export const CITY_REPORT_TARGETS_MAX = 200;

/** A city's division code: 6 digits ending in 00, not a province's (xx0000). */
const CITY_PATTERN = '^[1-9][0-9](?!00)[0-9]{2}00$';
const City = Type.String({ pattern: CITY_PATTERN, title: '城市', description: '城市的行政区划代码（如 440300 深圳市）', examples: ['440300'] });
const Interval = Type.Union(CITY_REPORT_INTERVALS.map((n) => Type.Literal(n)), { title: '上报频率（分钟）', description: '5、15、30 或 60 分钟' });
const Status = Type.Union([Type.Literal(0), Type.Literal(1)], { title: '状态', description: '1 上报中，0 已停用' });

export const CityReportRecord = Type.Object({
  id: Type.Integer({ title: '配置 ID' }),
  kind: Type.String({ title: '上报类型', description: 'parking 停车，energy 充电' }),
  city: Type.String({ title: '城市代码' }),
  city_name: Type.String({ title: '城市' }),
  platform_name: Type.String({ title: '平台名称' }),
  endpoint: Type.String({ title: '接口地址' }),
  account: Type.String({ title: '接入账号' }),
  credential_configured: Type.Boolean({ title: '密钥已配置', description: '密钥只写不读' }),
  interval_minutes: Type.Integer({ title: '上报频率（分钟）' }),
  status: Type.Integer({ title: '状态', description: '1 上报中，0 已停用' }),
  remark: Type.String({ title: '备注' }),
  target_count: Type.Integer({ title: '上报车场或电站数' }),
  last_report_time: Type.String({ title: '最近上报时间', description: '从未上报时为空' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const fields = {
  city: City,
  platform_name: Text('平台名称', 40, 2),
  endpoint: Type.String({ format: 'url', maxLength: 200, title: '接口地址', description: 'http:// 或 https:// 开头', examples: ['https://city-parking.example.cn/api/report'] }),
  account: Text('接入账号', 64, 1),
  interval_minutes: Interval,
  remark: Type.Optional(Text('备注', 200)),
};
const Secret = Text('接入密钥', 128, 8);

export const CityReportTargetRow = Type.Object({
  code: Type.String({ title: '车场或电站编号' }),
  name: Type.String({ title: '车场或电站名称' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '所属商户' }),
  region_name: Type.String({ title: '所在区域' }),
  reported: Type.Boolean({ title: '是否上报' }),
  report_time: Type.String({ title: '加入上报时间', description: '未上报时为空' }),
});

/** The calls of one kind, at `city/report/<kind>/…`, gated by that kind's permissions and partner product. */
/* @__NO_SIDE_EFFECTS__ */
function reportCalls<K extends CityReportKind>(kind: K) {
  const label = cityReportKinds[kind];
  const target = cityReportTargetNames[kind];
  const gate = (action: 'list' | 'create' | 'update') => ({
    auth: 'token' as const,
    permission: { anyOf: [`city:report:${kind}:${action}` as PermissionCode] },
    product: [cityReportProducts[kind]],
  });
  return {
    list: defineCall({
      method: 'GET', path: `city/report/${kind}/list`, summary: `${label}上报配置列表（本商户的，新建的在前）`, ...gate('list'),
      query: Type.Object({ ...pageQuery(20), city: Type.Optional(City), status: Type.Optional(Status), keywords: Type.Optional(Text('平台名称', 40)) }),
      reply: ListOf(CityReportRecord),
    }),
    get: defineCall({ method: 'GET', path: `city/report/${kind}`, summary: `${label}上报配置详情`, ...gate('list'), query: Type.Object({ id: Id('配置 ID') }), reply: CityReportRecord }),
    create: defineCall({
      method: 'POST', path: `city/report/${kind}`, summary: `新建${label}上报配置（每个城市一条）`, ...gate('create'),
      body: Type.Object({ ...fields, secret: Secret }),
      reply: Type.Object({ id: Type.Integer() }),
    }),
    update: defineCall({
      method: 'PUT', path: `city/report/${kind}`, summary: `编辑${label}上报配置（不传密钥则保留原密钥）`, ...gate('update'),
      body: Type.Object({ id: Id('配置 ID'), ...fields, secret: Type.Optional(Secret) }),
      reply: Type.Object({ id: Type.Integer() }),
    }),
    status: defineCall({
      method: 'PUT', path: `city/report/${kind}/status`, summary: `停用或启用${label}上报`, ...gate('update'),
      body: Type.Object({ id: Id('配置 ID'), status: Status }),
      reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
    }),
    targets: defineCall({
      method: 'GET', path: `city/report/${kind}/target/list`, summary: `该城市可上报的${target}（本商户范围内）及是否上报`, ...gate('list'),
      query: Type.Object({
        ...pageQuery(20),
        report: Id('配置 ID'),
        reported: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '上报状态', description: '1 已上报，0 未上报' })),
        keywords: Type.Optional(Text(`${target}名称或编号`, 40)),
      }),
      reply: ListOf(CityReportTargetRow),
    }),
    targetSet: defineCall({
      method: 'PUT', path: `city/report/${kind}/target`, summary: `加入或移出上报的${target}`, ...gate('update'),
      body: Type.Object({
        report: Id('配置 ID'),
        codes: Type.Array(Text(`${target}编号`, 20, 1), { minItems: 1, maxItems: CITY_REPORT_TARGETS_MAX, title: `${target}编号` }),
        reported: Type.Boolean({ title: '是否上报', description: 'true 加入上报，false 移出' }),
      }),
      reply: Type.Object({ report: Type.Integer(), changed: Type.Integer({ title: '变更数' }), target_count: Type.Integer({ title: '上报总数' }) }),
    }),
  };
}

export const {
  list: cityParkingReportList, get: cityParkingReportGet, create: cityParkingReportCreate, update: cityParkingReportUpdate, status: cityParkingReportStatus,
  targets: cityParkingReportTargets, targetSet: cityParkingReportTargetSet,
} = reportCalls('parking');
export const {
  list: cityEnergyReportList, get: cityEnergyReportGet, create: cityEnergyReportCreate, update: cityEnergyReportUpdate, status: cityEnergyReportStatus,
  targets: cityEnergyReportTargets, targetSet: cityEnergyReportTargetSet,
} = reportCalls('energy');

/** Both kinds' calls, by kind: the server registers each with the same service, the console picks by its address. */
export const cityReportCalls = {
  parking: { list: cityParkingReportList, get: cityParkingReportGet, create: cityParkingReportCreate, update: cityParkingReportUpdate, status: cityParkingReportStatus, targets: cityParkingReportTargets, targetSet: cityParkingReportTargetSet },
  energy: { list: cityEnergyReportList, get: cityEnergyReportGet, create: cityEnergyReportCreate, update: cityEnergyReportUpdate, status: cityEnergyReportStatus, targets: cityEnergyReportTargets, targetSet: cityEnergyReportTargetSet },
} as const;
