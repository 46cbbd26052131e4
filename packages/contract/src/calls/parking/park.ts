import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * Parks (停车场) and park applications (停车场申请), document 2 §7 "Park": `parking/park/list`, `parking/park` GET and
 * PUT, `parking/park/apply` POST, GET and PUT and `parking/park/apply/list`. A parking merchant (or its parking
 * partner on its behalf) applies for a park; its partner or the platform approves it, which creates the park.
 * docs/decisions.md, "Parks and park applications".
 */

/** 停车场类型 (DOMAIN.md: ground, underground, on-road). */
export const parkTypes = { 1: '地面停车场', 2: '地下停车场', 3: '路侧停车' } as const;
export type ParkType = keyof typeof parkTypes;

export const ParkStatus = { enabled: 1, disabled: 0 } as const;
export const parkStatuses = { [ParkStatus.enabled]: '启用', [ParkStatus.disabled]: '停用' } as const;

export const ParkApplyStatus = { pending: 0, approved: 1, rejected: -1 } as const;
export const parkApplyStatuses = { [ParkApplyStatus.pending]: '待审核', [ParkApplyStatus.approved]: '已通过', [ParkApplyStatus.rejected]: '已驳回' } as const;

/** The park picker (document 1 §2, §10): the first 20 parks. */
export const PARK_PICKER_SIZE = 20;

/** Spaces a park may declare; a monthly-card cap never exceeds the spaces. */
export const PARK_MAX_SPACES = 100_000;

const TypeField = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '停车场类型', description: '1 地面停车场，2 地下停车场，3 路侧停车' });
const StatusField = Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态', description: '1 启用，0 停用' });
const ApplyStatusField = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(-1)], { title: '审核状态', description: '0 待审核，1 已通过，-1 已驳回' });

/** 六位行政区划代码. */
const RegionCode = Type.String({ pattern: '^[0-9]{6}$', title: '行政区划代码', description: 'GB/T 2260 六位代码（区县）', examples: ['440304'] });
/** A region prefix for filtering: a province (2 digits), a city (4) or a district (6), or a full code of any level. */
const RegionFilter = Type.String({ pattern: '^[0-9]{2}([0-9]{2}){0,2}$', title: '所在地区', description: '省（如 440000 或 44）、市（440300 或 4403）或区县代码；列出其下的停车场' });

export const ParkCode = Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$', title: '停车场编号', examples: ['P1000001'] });

/** The fields every row of a park's data answers with: its merchant and its park, numbers and names. */
export const parkRowFields = {
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  park_code: Type.String({ title: '停车场编号' }),
  park_name: Type.String({ title: '停车场名称' }),
};

/** The park's own fields: what an application proposes and an edit changes. */
const parkFields = {
  park_name: Text('停车场名称', 50, 2),
  region: RegionCode,
  address: Text('详细地址', 200, 2),
  lat: Type.Number({ minimum: -90, maximum: 90, title: '纬度', description: '地图选点所得（GCJ-02）' }),
  lng: Type.Number({ minimum: -180, maximum: 180, title: '经度', description: '地图选点所得（GCJ-02）' }),
  type: TypeField,
  total_space: Type.Integer({ minimum: 1, maximum: PARK_MAX_SPACES, title: '总车位数', examples: [300] }),
  monthly_card_cap: Type.Integer({ minimum: 0, maximum: PARK_MAX_SPACES, title: '月卡上限', description: '可办理月卡的最大数量，不超过总车位数；0：不办理月卡', examples: [80] }),
};

export const ParkRecord = Type.Object({
  park_code: Type.String({ title: '停车场编号' }),
  park_uuid: Type.String({ title: '停车场 UUID' }),
  park_name: Type.String({ title: '停车场名称' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  region: Type.String({ title: '行政区划代码' }),
  region_name: Type.String({ title: '所在地区' }),
  address: Type.String({ title: '详细地址' }),
  lat: Type.Number({ title: '纬度' }),
  lng: Type.Number({ title: '经度' }),
  type: Type.Integer({ title: '停车场类型', description: '1 地面停车场，2 地下停车场，3 路侧停车' }),
  total_space: Type.Integer({ title: '总车位数' }),
  monthly_card_cap: Type.Integer({ title: '月卡上限' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  apply_id: Type.Union([Type.Integer(), Type.Null()], { title: '来源申请 ID' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

/**
 * Parks the caller may see: a merchant its own, a partner its customers', the platform all. Also the park picker's
 * source (`page_size=20` and the typed keywords).
 */
export const parkList = defineCall({
  method: 'GET',
  path: 'parking/park/list',
  summary: '停车场列表',
  auth: 'token',
  // Also the codes of every list with a park picker, the group's and the merchant's: a picker offers the caller's
  // parks to whoever may read such a list, such as the merchant's staff without 停车场 itself (docs/decisions.md,
  // "The parking group's vehicles" and "Parks and park applications").
  permission: {
    anyOf: [
      'parking:partner:park:list', 'parking:park:list',
      'parking:group:parking:list', 'parking:group:vip:list', 'parking:group:vip:value:list', 'parking:group:blacklist:list', 'parking:group:whitelist:list',
      'parking:parking:record:list', 'parking:parking:release:list', 'parking:parking:vip:list', 'parking:parking:vip:apply:list',
      'parking:parking:blacklist:list', 'parking:park:whitelist:list', 'parking:trade:list', 'parking:parking:reserve:list',
      'parking:partner:manage:list', 'parking:group:manage:list',
    ],
  },
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('停车场编号或名称', 50)),
    park_code: Type.Optional(ParkCode),
    merchant: Type.Optional(Id('商户号')),
    status: Type.Optional(StatusField),
    type: Type.Optional(TypeField),
    region: Type.Optional(RegionFilter),
  }),
  reply: ListOf(ParkRecord),
});

/** Document 2 §7 "Known readings": parking detail by park_code answers park_name (and the rest). */
export const parkGet = defineCall({
  method: 'GET',
  path: 'parking/park',
  summary: '停车场详情',
  auth: 'token',
  permission: { anyOf: ['parking:partner:park:list', 'parking:park:list'] },
  query: Type.Object({ park_code: ParkCode }),
  reply: ParkRecord,
});

export const parkUpdate = defineCall({
  method: 'PUT',
  path: 'parking/park',
  summary: '编辑停车场',
  auth: 'token',
  permission: { anyOf: ['parking:partner:park:update'] },
  body: Type.Object({ park_code: ParkCode, ...parkFields, status: Type.Optional(StatusField) }),
  reply: Type.Object({ park_code: Type.String() }),
});

export const ParkApplyRecord = Type.Object({
  id: Type.Integer({ title: '申请 ID' }),
  merchant: Type.Integer({ title: '申请商户号' }),
  merchant_name: Type.String({ title: '申请商户' }),
  submitter_merchant: Type.Integer({ title: '提交方商户号', description: '商户自己，或代其提交的服务商' }),
  submitter_merchant_name: Type.String({ title: '提交方' }),
  submitter: Type.String({ title: '提交人' }),
  park_name: Type.String({ title: '停车场名称' }),
  region: Type.String({ title: '行政区划代码' }),
  region_name: Type.String({ title: '所在地区' }),
  address: Type.String({ title: '详细地址' }),
  lat: Type.Number({ title: '纬度' }),
  lng: Type.Number({ title: '经度' }),
  type: Type.Integer({ title: '停车场类型' }),
  total_space: Type.Integer({ title: '总车位数' }),
  monthly_card_cap: Type.Integer({ title: '月卡上限' }),
  remark: Type.String({ title: '申请说明' }),
  status: Type.Integer({ title: '审核状态', description: '0 待审核，1 已通过，-1 已驳回' }),
  auditor: Type.String({ title: '审核人' }),
  auditor_merchant_name: Type.String({ title: '审核方' }),
  audit_remark: Type.String({ title: '审核意见', description: '驳回原因，或通过时的备注' }),
  audit_time: Type.Union([Type.String(), Type.Null()], { title: '审核时间' }),
  park_code: Type.Union([Type.String(), Type.Null()], { title: '停车场编号', description: '通过后创建的停车场' }),
  create_time: Type.String({ title: '申请时间' }),
});

/** A parking merchant's own applications; a partner's customers'; the platform's all. */
export const parkApplyList = defineCall({
  method: 'GET',
  path: 'parking/park/apply/list',
  summary: '停车场申请列表',
  auth: 'token',
  permission: { anyOf: ['parking:partner:park:apply:list', 'parking:park:apply'] },
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('停车场名称', 50)),
    merchant: Type.Optional(Id('商户号')),
    status: Type.Optional(ApplyStatusField),
  }),
  reply: ListOf(ParkApplyRecord),
});

export const parkApplyGet = defineCall({
  method: 'GET',
  path: 'parking/park/apply',
  summary: '停车场申请详情',
  auth: 'token',
  permission: { anyOf: ['parking:partner:park:apply:list', 'parking:park:apply'] },
  query: Type.Object({ id: Id('申请 ID') }),
  reply: ParkApplyRecord,
});

/** A parking merchant applies for itself (leaves `merchant` out); its partner or the platform names the merchant. */
export const parkApplyCreate = defineCall({
  method: 'POST',
  path: 'parking/park/apply',
  summary: '提交停车场申请',
  auth: 'token',
  permission: { anyOf: ['parking:park:apply', 'parking:partner:park:apply:create'] },
  body: Type.Object({
    merchant: Type.Optional(Id('申请商户号')),
    ...parkFields,
    remark: Type.Optional(Text('申请说明', 200)),
  }),
  reply: Type.Object({ id: Type.Integer({ title: '申请 ID' }) }),
});

/** 通过 creates the park in the same transaction; 驳回 needs a reason. Only a pending application may be reviewed. */
export const parkApplyAudit = defineCall({
  method: 'PUT',
  path: 'parking/park/apply',
  summary: '审核停车场申请',
  auth: 'token',
  permission: { anyOf: ['parking:partner:park:apply:audit'] },
  body: Type.Object({
    id: Id('申请 ID'),
    status: Type.Union([Type.Literal(1), Type.Literal(-1)], { title: '审核结果', description: '1 通过，-1 驳回' }),
    remark: Type.Optional(Text('审核意见', 200, 0)),
  }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer(), park_code: Type.Union([Type.String(), Type.Null()]) }),
});
