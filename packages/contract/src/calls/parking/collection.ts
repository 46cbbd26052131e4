import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { DateText } from '../energy/replenish.js';

/**
 * 数据采集 (document 2 §2 "Parking partner": data collection with detail and audit; §7 `parking/collection` GET, list,
 * `parking/collection/audit` PUT) and 其他停车场 (`/parking/parking/other`, `/parking/other/detail`; calls
 * `parking/other/list` and `parking/other`, paths inferred): the partner's field staff survey lots that are not run
 * on the platform; an approved collection becomes (or updates) an other park. docs/decisions.md, "Parking partner:
 * records, data collection, other parks, software, vehicle mock, passports".
 */

export const CollectionStatus = { pending: 0, approved: 1, rejected: 2 } as const;
export const collectionStatuses = { [CollectionStatus.pending]: '待审核', [CollectionStatus.approved]: '已通过', [CollectionStatus.rejected]: '已驳回' } as const;

const readers = { anyOf: ['parking:partner:collection:list'] } as const;

const StatusField = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { title: '审核状态', description: '0 待审核，1 已通过，2 已驳回' });
const ParkTypeField = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '停车场类型', description: '1 地面停车场，2 地下停车场，3 路侧停车' });
const RegionFilter = Type.String({ pattern: '^[0-9]{2}([0-9]{2}){0,2}$', title: '所在地区', description: '省（如 44）、市（4403）或区县（440304）代码', examples: ['4403'] });

/** What a collection and an other park both describe: the lot. */
const lotFields = {
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  park_name: Type.String({ title: '停车场名称' }),
  region: Type.String({ title: '行政区划代码' }),
  region_name: Type.String({ title: '所在地区' }),
  address: Type.String({ title: '详细地址' }),
  lat: Type.Number({ title: '纬度' }),
  lng: Type.Number({ title: '经度' }),
  type: Type.Integer({ title: '停车场类型', description: '1 地面停车场，2 地下停车场，3 路侧停车' }),
  total_space: Type.Integer({ title: '总车位数' }),
  charge_rule: Type.String({ title: '收费标准' }),
  open_hours: Type.String({ title: '营业时间' }),
  parking_system: Type.String({ title: '在用停车系统' }),
  contact_name: Type.String({ title: '现场联系人' }),
  contact_mobile: Type.String({ title: '联系电话' }),
  images: Type.Array(Type.String(), { title: '现场照片' }),
};

export const CollectionRow = Type.Object({
  id: Type.Integer({ title: '采集 ID' }),
  collection_no: Type.String({ title: '采集编号' }),
  ...lotFields,
  remark: Type.String({ title: '采集说明' }),
  collector: Type.String({ title: '采集人' }),
  collector_mobile: Type.String({ title: '采集人电话' }),
  collect_time: Type.String({ title: '采集时间' }),
  status: Type.Integer({ title: '审核状态', description: '0 待审核，1 已通过，2 已驳回' }),
  auditor: Type.String({ title: '审核人' }),
  audit_time: Type.Union([Type.String(), Type.Null()], { title: '审核时间' }),
  audit_remark: Type.String({ title: '审核意见', description: '驳回时为驳回原因' }),
  other_park: Type.Union([Type.Integer(), Type.Null()], { title: '其他停车场 ID', description: '通过后生成或更新的其他停车场' }),
});

export const collectionList = defineCall({
  method: 'GET',
  path: 'parking/collection/list',
  summary: '数据采集（采集时间倒序）',
  auth: 'token',
  permission: readers,
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    keywords: Type.Optional(Text('停车场名称、地址、采集人或采集编号（包含）', 50)),
    status: Type.Optional(StatusField),
    type: Type.Optional(ParkTypeField),
    region: Type.Optional(RegionFilter),
    start_date: Type.Optional(DateText('开始日期（采集时间）')),
    end_date: Type.Optional(DateText('结束日期（采集时间）')),
  }),
  reply: Type.Object({
    ...ListOf(CollectionRow).properties,
    counts: Type.Object({ pending: Type.Integer({ title: '待审核' }), approved: Type.Integer({ title: '已通过' }), rejected: Type.Integer({ title: '已驳回' }) }, { title: '各审核状态条数（不计审核状态筛选）' }),
  }),
});

export const collectionGet = defineCall({
  method: 'GET',
  path: 'parking/collection',
  summary: '数据采集详情',
  auth: 'token',
  permission: readers,
  query: Type.Object({ id: Id('采集 ID') }),
  reply: Type.Object({ ...CollectionRow.properties, other_park_name: Type.String({ title: '其他停车场名称' }) }),
});

/** 通过 (the lot becomes an other park, or updates the one of its name) or 驳回 with a reason; once. */
export const collectionAudit = defineCall({
  method: 'PUT',
  path: 'parking/collection/audit',
  summary: '审核数据采集（通过后生成或更新其他停车场）',
  auth: 'token',
  permission: { anyOf: ['parking:partner:collection:audit'] },
  body: Type.Object({
    id: Id('采集 ID'),
    status: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '审核结果', description: '1 通过，2 驳回' }),
    remark: Type.Optional(Text('审核意见（驳回时必填，至少 2 个字）', 200)),
  }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer(), other_park: Type.Union([Type.Integer(), Type.Null()]) }),
});

export const OtherParkRow = Type.Object({
  id: Type.Integer({ title: '其他停车场 ID' }),
  ...lotFields,
  collection_count: Type.Integer({ title: '采集次数', description: '已通过的采集' }),
  last_collect_time: Type.Union([Type.String(), Type.Null()], { title: '最近采集时间' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const otherParkList = defineCall({
  method: 'GET',
  path: 'parking/other/list',
  summary: '其他停车场（更新时间倒序）',
  auth: 'token',
  permission: readers,
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    keywords: Type.Optional(Text('停车场名称或地址（包含）', 50)),
    type: Type.Optional(ParkTypeField),
    region: Type.Optional(RegionFilter),
  }),
  reply: ListOf(OtherParkRow),
});

export const otherParkGet = defineCall({
  method: 'GET',
  path: 'parking/other',
  summary: '其他停车场详情（含最近 20 次采集）',
  auth: 'token',
  permission: readers,
  query: Type.Object({ id: Id('其他停车场 ID') }),
  reply: Type.Object({ ...OtherParkRow.properties, collections: Type.Array(CollectionRow, { title: '采集记录（新到旧）' }) }),
});
