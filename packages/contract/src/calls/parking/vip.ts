import { Type } from '@sinclair/typebox';
import { callAt, defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { ParkCode, parkRowFields } from './park.js';

/**
 * Monthly cards (月卡, DOMAIN.md "monthly card / VIP") and fixed-car applications (固定车申请), document 2 §7 "Parking ›
 * VIP": `parking/parking/vip` GET/POST/PUT/DELETE, `/list`, `/values`, `/renewal`, `/pause`, `/restore`, `/apply/list`,
 * `/apply`, `/apply/approve`, `/apply/reject`. docs/decisions.md, "Vehicles: monthly cards, fixed-car applications,
 * blacklist, whitelist".
 */

/** A card's stored status; 已过期 is computed from the end date (`VipState`). */
export const VipStatus = { active: 1, paused: 2 } as const;
/** What a card shows and is filtered by: 生效中, 已暂停, 已过期 (an active card past its end date). */
export const VipState = { active: 1, paused: 2, expired: 3 } as const;
export const vipStates = { [VipState.active]: '生效中', [VipState.paused]: '已暂停', [VipState.expired]: '已过期' } as const;
/** A package's period in months: 月卡, 季卡, 半年卡, 年卡. */
export const vipPeriods = { 1: '月卡（1 个月）', 3: '季卡（3 个月）', 6: '半年卡（6 个月）', 12: '年卡（12 个月）' } as const;
/** When a package lets the car in free. */
export const vipTimeRanges = { 1: '全天', 2: '白天（07:00–19:00）', 3: '夜间（19:00–次日 07:00）' } as const;
/** How a renewal was paid: the pay types of document 1 §3 a desk renewal uses. */
export const vipPayTypes = { 1: '现金', 2: '移动支付', 4: '储值余额', 11: '其他线上支付' } as const;
/** A plate list holds 1 to 3 plates (one holder's cars sharing one space). */
export const VIP_MAX_PLATES = 3;

export const VipApplyStatus = { pending: 0, approved: 1, rejected: 2 } as const;
export const vipApplyStatuses = { [VipApplyStatus.pending]: '待审核', [VipApplyStatus.approved]: '已通过', [VipApplyStatus.rejected]: '已驳回' } as const;

// The partner's 停车管理 reads its customer's cards (docs/decisions.md, "The partner's and group's 停车管理").
const vipReaders = ['parking:parking:vip:list', 'parking:partner:manage:list'] as const;
const applyReaders = ['parking:parking:vip:apply:list'] as const;

const Plates = Type.Array(Type.String({ minLength: 2, maxLength: 12, title: '车牌号', examples: ['粤B12345'] }), { minItems: 1, maxItems: VIP_MAX_PLATES, title: '车牌号（1–3 个）' });
const Mobile = Type.String({ pattern: '^1[3-9][0-9]{9}$', title: '手机号', examples: ['13800001234'] });
const Day = (title: string) => Type.String({ format: 'date', title });
const DateFilter = (title: string) => Type.Optional(Day(title));
const NullableTime = (title: string) => Type.Union([Type.String(), Type.Null()], { title });
const VipStateField = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '月卡状态', description: '1 生效中，2 已暂停，3 已过期' });
const ApplyStatusField = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { title: '审核状态', description: '0 待审核，1 已通过，2 已驳回' });
const PayTypeField = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(4), Type.Literal(11)], { title: '支付方式', description: '1 现金，2 移动支付，4 储值余额，11 其他线上支付' });
const Reason = (title: string) => Text(title, 200, 2);

/** The filters of both lists: park, plate (contains, any of a card's plates), a UTC+8 day range, a merchant. */
const commonFilters = {
  ...pageQuery(20),
  park_code: Type.Optional(ParkCode),
  merchant: Type.Optional(Id('商户号')),
  plate: Type.Optional(Text('车牌号（包含）', 10)),
  start_date: DateFilter('开始日期'),
  end_date: DateFilter('结束日期'),
};

export const VipPackageRow = Type.Object({
  id: Type.Integer({ title: '套餐 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  park_code: Type.String({ title: '停车场编号' }),
  park_name: Type.String({ title: '停车场名称' }),
  name: Type.String({ title: '套餐名称' }),
  period_months: Type.Integer({ title: '周期（月）', description: '1、3、6、12' }),
  price: Type.Integer({ title: '每周期价格（分）' }),
  time_range: Type.Integer({ title: '时段', description: '1 全天，2 白天，3 夜间' }),
});

/** The merchant's monthly packages (by park): what a card, a renewal and an application choose from. */
export const vipValues = defineCall({
  method: 'GET',
  path: 'parking/parking/vip/values',
  summary: '月卡套餐（按停车场）',
  auth: 'token',
  permission: { anyOf: [...vipReaders, ...applyReaders] },
  query: Type.Object({ park_code: Type.Optional(ParkCode) }),
  reply: Type.Array(VipPackageRow),
});

/** What a card and an application both show: the park, the plates, the holder and the package. */
const cardShown = {
  ...parkRowFields,
  plates: Type.Array(Type.String(), { title: '车牌号' }),
  plate_color: Type.Integer({ title: '车牌颜色' }),
  holder_name: Type.String({ title: '车主姓名' }),
  package: Type.Integer({ title: '套餐 ID' }),
  package_name: Type.String({ title: '套餐' }),
  period_months: Type.Integer({ title: '周期（月）' }),
  price: Type.Integer({ title: '每周期价格（分）' }),
  space_no: Type.String({ title: '车位号' }),
};

const vipCore = {
  id: Type.Integer({ title: '月卡 ID' }),
  ...cardShown,
  time_range: Type.Integer({ title: '时段' }),
  start_date: Type.String({ title: '开始日期' }),
  end_date: Type.String({ title: '到期日期' }),
  state: Type.Integer({ title: '月卡状态', description: '1 生效中，2 已暂停，3 已过期' }),
  pause_reason: Type.String({ title: '暂停原因' }),
  create_time: Type.String({ title: '开卡时间' }),
};

/** A list row: the mobile is masked (138****5678). */
export const VipRow = Type.Object({ ...vipCore, mobile: Type.String({ title: '手机号（脱敏）' }) });

export const VipRenewalRow = Type.Object({
  id: Type.Integer({ title: '续费 ID' }),
  periods: Type.Integer({ title: '续费周期数' }),
  months: Type.Integer({ title: '续费月数' }),
  amount: Type.Integer({ title: '金额（分）' }),
  pay_type: Type.Integer({ title: '支付方式' }),
  start_date: Type.String({ title: '续费起始日' }),
  end_date: Type.String({ title: '续费到期日' }),
  operator: Type.String({ title: '操作人' }),
  create_time: Type.String({ title: '续费时间' }),
});

export const vipList = defineCall({
  method: 'GET',
  path: 'parking/parking/vip/list',
  summary: '月卡列表（到期日期升序）',
  auth: 'token',
  permission: { anyOf: vipReaders },
  query: Type.Object({
    ...commonFilters,
    state: Type.Optional(VipStateField),
    keywords: Type.Optional(Text('车主姓名或车位号', 50)),
    package: Type.Optional(Id('套餐 ID')),
  }),
  reply: ListOf(VipRow),
});

/** A card with its whole mobile (for editing) and its renewals, newest first. */
export const vipGet = defineCall({
  method: 'GET',
  path: 'parking/parking/vip',
  summary: '月卡详情（含续费记录）',
  auth: 'token',
  permission: { anyOf: vipReaders },
  query: Type.Object({ id: Id('月卡 ID') }),
  reply: Type.Object({ ...vipCore, mobile: Type.String({ title: '手机号' }), renewals: Type.Array(VipRenewalRow, { title: '续费记录' }) }),
});

const vipFields = {
  plates: Plates,
  plate_color: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)], { title: '车牌颜色', description: '1 蓝，2 黄，3 白，4 黑，5 绿' }),
  holder_name: Text('车主姓名', 30, 2),
  mobile: Mobile,
  package: Id('套餐 ID'),
  space_no: Type.Optional(Text('车位号', 20)),
};

/** 新增月卡: registers a card of a park for the period agreed (paid at the desk; later periods through 续费). */
export const vipCreate = defineCall({
  method: 'POST',
  path: 'parking/parking/vip',
  summary: '新增月卡',
  auth: 'token',
  permission: { anyOf: ['parking:parking:vip:create'] },
  body: Type.Object({ park_code: ParkCode, ...vipFields, start_date: Day('开始日期'), end_date: Day('到期日期') }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** 编辑月卡: plates, holder, mobile, package (of the same park) and space; the dates change only through 续费. */
export const vipUpdate = defineCall({
  method: 'PUT',
  path: 'parking/parking/vip',
  summary: '编辑月卡',
  auth: 'token',
  permission: { anyOf: ['parking:parking:vip:update'] },
  body: Type.Object({ id: Id('月卡 ID'), ...vipFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** Only a paused or expired card is deleted (an active one is paused first). */
export const vipDelete = defineCall({
  method: 'DELETE',
  path: 'parking/parking/vip',
  summary: '删除月卡（已暂停或已过期）',
  auth: 'token',
  permission: { anyOf: ['parking:parking:vip:delete'] },
  query: Type.Object({ id: Id('月卡 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** 续费: N periods of the card's package; a money operation, once per Idempotency-Key. */
export const vipRenewal = defineCall({
  method: 'POST',
  path: 'parking/parking/vip/renewal',
  summary: '月卡续费',
  auth: 'token',
  idempotent: true,
  permission: { anyOf: ['parking:parking:vip:renewal'] },
  body: Type.Object({
    id: Id('月卡 ID'),
    periods: Type.Integer({ minimum: 1, maximum: 12, title: '续费周期数' }),
    pay_type: PayTypeField,
    amount: Type.Integer({ minimum: 0, maximum: 100_000_000, title: '应收金额（分）', description: '页面算出的金额；与服务端按套餐算出的不同时拒绝（套餐价格已变）' }),
  }),
  reply: Type.Object({ id: Type.Integer(), renewal: Type.Integer(), amount: Type.Integer(), end_date: Type.String() }),
});

export const vipPause = defineCall({
  method: 'PUT',
  path: 'parking/parking/vip/pause',
  summary: '暂停月卡',
  auth: 'token',
  permission: { anyOf: ['parking:parking:vip:update'] },
  body: Type.Object({ id: Id('月卡 ID'), reason: Reason('暂停原因') }),
  reply: Type.Object({ id: Type.Integer(), state: Type.Integer() }),
});

export const vipRestore = defineCall({
  method: 'PUT',
  path: 'parking/parking/vip/restore',
  summary: '恢复月卡',
  auth: 'token',
  permission: { anyOf: ['parking:parking:vip:update'] },
  body: Type.Object({ id: Id('月卡 ID'), reason: Reason('恢复原因') }),
  reply: Type.Object({ id: Type.Integer(), state: Type.Integer() }),
});

// ---- fixed-car applications ------------------------------------------------------------------------------------

export const VipApplyRow = Type.Object({
  id: Type.Integer({ title: '申请 ID' }),
  ...cardShown,
  mobile: Type.String({ title: '手机号（脱敏）' }),
  start_date: Type.String({ title: '希望开始日期' }),
  remark: Type.String({ title: '申请说明' }),
  status: Type.Integer({ title: '审核状态', description: '0 待审核，1 已通过，2 已驳回' }),
  reviewer: Type.String({ title: '审核人' }),
  review_time: NullableTime('审核时间'),
  reject_reason: Type.String({ title: '驳回原因' }),
  vip: Type.Union([Type.Integer(), Type.Null()], { title: '开通的月卡 ID' }),
  create_time: Type.String({ title: '申请时间' }),
});

export const vipApplyList = defineCall({
  method: 'GET',
  path: 'parking/parking/vip/apply/list',
  summary: '固定车申请（申请时间倒序）',
  auth: 'token',
  permission: { anyOf: applyReaders },
  query: Type.Object({ ...commonFilters, status: Type.Optional(ApplyStatusField) }),
  reply: ListOf(VipApplyRow),
});

export const vipApplyGet = defineCall({
  method: 'GET',
  path: 'parking/parking/vip/apply',
  summary: '固定车申请详情',
  auth: 'token',
  permission: { anyOf: applyReaders },
  query: Type.Object({ id: Id('申请 ID') }),
  reply: VipApplyRow,
});

/** 通过: the monthly card is created in the same transaction (one period of the package from the start date). */
export const vipApplyApprove = defineCall({
  method: 'PUT',
  path: 'parking/parking/vip/apply/approve',
  summary: '通过固定车申请（开通月卡）',
  auth: 'token',
  permission: { anyOf: ['parking:parking:vip:apply:audit'] },
  body: Type.Object({ id: Id('申请 ID'), space_no: Type.Optional(Text('车位号', 20)) }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer(), vip: Type.Integer() }),
});

export const vipApplyReject = defineCall({
  method: 'PUT',
  path: 'parking/parking/vip/apply/reject',
  summary: '驳回固定车申请',
  auth: 'token',
  permission: { anyOf: ['parking:parking:vip:apply:audit'] },
  body: Type.Object({ id: Id('申请 ID'), reason: Reason('驳回原因') }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

// ---- the parking group (集团停车, document 2 §7 "group VIP") ----------------------------------------------------
// The group's calls are the merchant's at the group's paths with the group's permissions: the same schemas and, on
// the server, the same services; the group's scope is its members. docs/decisions.md, "The parking group's vehicles".

const groupVipReaders = ['parking:group:vip:list'] as const;
const packageReaders = ['parking:group:vip:value:list'] as const;

export const groupVipList = callAt(vipList, 'parking/group/vip/list', groupVipReaders, '成员月卡列表（到期日期升序）');
export const groupVipGet = callAt(vipGet, 'parking/group/vip', groupVipReaders, '成员月卡详情（含续费记录）');
export const groupVipCreate = callAt(vipCreate, 'parking/group/vip', ['parking:group:vip:create'], '为成员停车场新增月卡');
export const groupVipUpdate = callAt(vipUpdate, 'parking/group/vip', ['parking:group:vip:update'], '编辑成员月卡');
export const groupVipDelete = callAt(vipDelete, 'parking/group/vip', ['parking:group:vip:delete'], '删除成员月卡（已暂停或已过期）');
export const groupVipRenewal = callAt(vipRenewal, 'parking/group/vip/renewal', ['parking:group:vip:renewal'], '成员月卡续费');
export const groupVipValues = callAt(vipValues, 'parking/group/vip/values', [...groupVipReaders, ...packageReaders], '成员停车场的月卡套餐（按停车场）');
export const groupVipApplyList = callAt(vipApplyList, 'parking/group/vip/apply/list', groupVipReaders, '成员的固定车申请（申请时间倒序）');

/** A renewal with its card, for the renewals across cards (集团 › 续费记录). */
export const VipRenewalListRow = Type.Object({
  ...VipRenewalRow.properties,
  vip: Type.Integer({ title: '月卡 ID' }),
  ...parkRowFields,
  plates: Type.Array(Type.String(), { title: '车牌号' }),
  plate_color: Type.Integer({ title: '车牌颜色' }),
  holder_name: Type.String({ title: '车主姓名' }),
  package_name: Type.String({ title: '套餐' }),
});

/** 续费记录 of the members' cards, newest first (a read: the renewals themselves are made on the cards). */
export const groupVipRenewalList = defineCall({
  method: 'GET',
  path: 'parking/group/vip/renewal/list',
  summary: '成员月卡的续费记录（续费时间倒序）',
  auth: 'token',
  permission: { anyOf: groupVipReaders },
  query: Type.Object({ ...commonFilters, pay_type: Type.Optional(PayTypeField) }),
  reply: ListOf(VipRenewalListRow),
});

/** A package: 启用 (offered to new cards and renewals) or 停用 (kept by the cards on it). */
export const VipPackageStatus = { enabled: 1, disabled: 0 } as const;
export const vipPackageStatuses = { [VipPackageStatus.enabled]: '启用', [VipPackageStatus.disabled]: '停用' } as const;

export const VipPackageListRow = Type.Object({
  ...VipPackageRow.properties,
  merchant_name: Type.String({ title: '所属商户' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  cards: Type.Integer({ title: '使用该套餐的月卡数' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const groupVipValueList = defineCall({
  method: 'GET',
  path: 'parking/group/vip/value/list',
  summary: '月卡套餐列表（成员停车场）',
  auth: 'token',
  permission: { anyOf: packageReaders },
  query: Type.Object({
    ...pageQuery(20),
    park_code: Type.Optional(ParkCode),
    merchant: Type.Optional(Id('商户号')),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '状态', description: '1 启用，0 停用' })),
    keywords: Type.Optional(Text('套餐名称', 30)),
    id: Type.Optional(Id('套餐 ID')),
  }),
  reply: ListOf(VipPackageListRow),
});

/** 新建 (no id) or 编辑 (an id) a package of a member's park; an edit keeps its park. */
export const groupVipValueSave = defineCall({
  method: 'POST',
  path: 'parking/group/vip/value',
  summary: '新建或编辑月卡套餐（带 id 为编辑）',
  auth: 'token',
  permission: { anyOf: ['parking:group:vip:value:create', 'parking:group:vip:value:update'] },
  body: Type.Object({
    id: Type.Optional(Id('套餐 ID')),
    park_code: ParkCode,
    name: Text('套餐名称', 30, 2),
    period_months: Type.Union([Type.Literal(1), Type.Literal(3), Type.Literal(6), Type.Literal(12)], { title: '周期（月）', description: '1 月卡，3 季卡，6 半年卡，12 年卡' }),
    price: Type.Integer({ minimum: 1, maximum: 10_000_000, title: '每周期价格（分）' }),
    time_range: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '时段', description: '1 全天，2 白天，3 夜间' }),
  }),
  reply: Type.Object({ id: Type.Integer() }),
});

const PackageRef = Type.Object({ id: Id('套餐 ID') });

/** Only a package no card and no application uses. */
export const groupVipValueDelete = defineCall({
  method: 'DELETE',
  path: 'parking/group/vip/value',
  summary: '删除月卡套餐（未被使用）',
  auth: 'token',
  permission: { anyOf: ['parking:group:vip:value:delete'] },
  query: PackageRef,
  reply: Type.Object({ id: Type.Integer() }),
});

export const groupVipValueDisable = defineCall({
  method: 'PUT',
  path: 'parking/group/vip/value/disable',
  summary: '停用月卡套餐',
  auth: 'token',
  permission: { anyOf: ['parking:group:vip:value:update'] },
  body: PackageRef,
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

export const groupVipValueEnable = defineCall({
  method: 'PUT',
  path: 'parking/group/vip/value/enable',
  summary: '启用月卡套餐',
  auth: 'token',
  permission: { anyOf: ['parking:group:vip:value:update'] },
  body: PackageRef,
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

// The spec names only `apply/list` for the group; its 固定车申请 pages (routes.tsv: detail, audit) need the rest, ruled
// at the group's paths like the list.
export const groupVipApplyGet = callAt(vipApplyGet, 'parking/group/vip/apply', groupVipReaders, '成员的固定车申请详情');
export const groupVipApplyApprove = callAt(vipApplyApprove, 'parking/group/vip/apply/approve', ['parking:group:vip:apply:audit'], '通过成员的固定车申请（开通月卡）');
export const groupVipApplyReject = callAt(vipApplyReject, 'parking/group/vip/apply/reject', ['parking:group:vip:apply:audit'], '驳回成员的固定车申请');

// ---- the parking merchant's fixed-car types (固定车类型, `/parking-merchant/config/fixed-type`) ------------------------
// The spec gives the merchant's page but only `vip/values` among its calls; the group's package calls are used at the
// merchant's paths (ruled, like the group's), with the merchant's codes: the same schemas and the same service, the
// merchant's own parks. docs/decisions.md, "Fixed-car types and virtual plates".
export const vipValueList = callAt(groupVipValueList, 'parking/parking/vip/value/list', ['parking:parking:vip:value:list', 'parking:partner:manage:list'], '固定车类型（月卡套餐）列表');
export const vipValueSave = callAt(groupVipValueSave, 'parking/parking/vip/value', ['parking:parking:vip:value:create', 'parking:parking:vip:value:update'], '新建或编辑固定车类型（带 id 为编辑）');
export const vipValueDelete = callAt(groupVipValueDelete, 'parking/parking/vip/value', ['parking:parking:vip:value:delete'], '删除固定车类型（未被使用）');
export const vipValueDisable = callAt(groupVipValueDisable, 'parking/parking/vip/value/disable', ['parking:parking:vip:value:update'], '停用固定车类型');
export const vipValueEnable = callAt(groupVipValueEnable, 'parking/parking/vip/value/enable', ['parking:parking:vip:value:update'], '启用固定车类型');
