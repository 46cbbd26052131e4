import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { ParkCode, parkRowFields } from './park.js';

/**
 * Parking reservations (预约停车, DOMAIN.md "reservation": plate, phone, latest arrival, arrive time, space, prepaid,
 * state, appeals, blacklist), document 2 §7 "Parking › Reservation": `parking/reserve/rt` GET/PUT/DELETE, `/rt/list`,
 * `parking/reserve/rule` POST/DELETE, `/oversee` PUT, `/apply/list`, `/audit` POST and PUT, `/apply` POST,
 * `/appeal/list`, `/list`, `/analysis/statistics`; and the reservation blacklist `parking/blacklist` DELETE and `/list`
 * (distinct from a park's entry blacklist `parking/parking/blacklist`). docs/decisions.md, "Parking reservations".
 */

/** A reservation's stored state; 已超时 (5) is a 待到场 one past its latest arrival, computed, never stored. */
export const ReserveState = { pending: 1, arrived: 2, cancelled: 3, noShow: 4, overdue: 5 } as const;
export const reserveStates = {
  [ReserveState.pending]: '待到场',
  [ReserveState.arrived]: '已到场',
  [ReserveState.cancelled]: '已取消',
  [ReserveState.noShow]: '已违约',
  [ReserveState.overdue]: '已超时',
} as const;
/** How a reservation came: straight from the owner (the park needs no review) or an approved application. */
export const reserveSources = { 1: '直接预约', 2: '审核通过' } as const;

export const ReserveApplyStatus = { pending: 0, approved: 1, rejected: 2 } as const;
export const reserveApplyStatuses = { [ReserveApplyStatus.pending]: '待审核', [ReserveApplyStatus.approved]: '已通过', [ReserveApplyStatus.rejected]: '已驳回' } as const;

export const ReserveAppealStatus = { pending: 0, accepted: 1, rejected: 2 } as const;
export const reserveAppealStatuses = { [ReserveAppealStatus.pending]: '待处理', [ReserveAppealStatus.accepted]: '已采纳', [ReserveAppealStatus.rejected]: '已驳回' } as const;

/** 1 自动 (the no-show limit was reached), 2 手动 (marked with the no-show by the merchant). */
export const reserveBlacklistSources = { 1: '违约自动拉黑', 2: '人工拉黑' } as const;

export const reserveWeekdays = { 1: '周一', 2: '周二', 3: '周三', 4: '周四', 5: '周五', 6: '周六', 7: '周日' } as const;

/** Limits of a park's reservation settings (预约规则). */
export const RESERVE_LIMITS = {
  holdMinutes: { min: 5, max: 240 },
  prepaid: { min: 0, max: 100_000 },
  noShowLimit: { min: 0, max: 10 },
  noShowDays: { min: 1, max: 365 },
  /** How far ahead an owner may reserve. */
  aheadDays: 7,
  /** The statistics' longest range in days (both ends included). */
  statisticsDays: 92,
  /** Time windows per park. */
  rules: 20,
} as const;

// The partner's and group's 停车管理 read a merchant's reservations too (docs/decisions.md, "The partner's and group's 停车管理").
const readers = ['parking:parking:reserve:list', 'parking:partner:manage:list', 'parking:group:manage:list'] as const;
const Mobile = Type.String({ pattern: '^1[3-9][0-9]{9}$', title: '手机号', examples: ['13800001234'] });
const Day = (title: string) => Type.Optional(Type.String({ format: 'date', title }));
const PlateColour = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)], { title: '车牌颜色', description: '1 蓝，2 黄，3 白，4 黑，5 绿' });
const Plate = Type.String({ minLength: 2, maxLength: 12, title: '车牌号', examples: ['粤B12345'] });
const Reason = (title: string) => Text(title, 200, 2);
const NullableTime = (title: string) => Type.Union([Type.String(), Type.Null()], { title });
const HHmm = (title: string) => Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$', title, examples: ['07:30'] });

const listFilters = {
  ...pageQuery(20),
  park_code: Type.Optional(ParkCode),
  merchant: Type.Optional(Id('商户号')),
  plate: Type.Optional(Text('车牌号（包含）', 10)),
  phone: Type.Optional(Type.String({ pattern: '^[0-9]{4,11}$', title: '手机号（完整或尾号）', description: '4–11 位数字：完整手机号，或尾号' })),
};

// ---- the park's settings (预约规则) -----------------------------------------------------------------------------

export const ReserveRuleRow = Type.Object({
  id: Type.Integer({ title: '时段 ID' }),
  weekdays: Type.Array(Type.Integer(), { title: '星期', description: '1 周一 … 7 周日' }),
  start_time: Type.String({ title: '开始时间（HH:mm）' }),
  end_time: Type.String({ title: '结束时间（HH:mm）' }),
});

const rtFields = {
  enabled: Type.Boolean({ title: '开放预约' }),
  spaces: Type.Integer({ minimum: 1, maximum: 100_000, title: '可预约车位数', description: '同一时间最多保留的车位，不超过停车场总车位数' }),
  hold_minutes: Type.Integer({ minimum: RESERVE_LIMITS.holdMinutes.min, maximum: RESERVE_LIMITS.holdMinutes.max, title: '保留时长（分钟）', description: '预约到场时间之后车位保留多久；过了即为最晚到场时间' }),
  prepaid: Type.Integer({ minimum: RESERVE_LIMITS.prepaid.min, maximum: RESERVE_LIMITS.prepaid.max, title: '预付金额（分）', description: '预约时预付；取消退还，违约不退' }),
  need_audit: Type.Boolean({ title: '预约需审核' }),
  no_show_limit: Type.Integer({ minimum: RESERVE_LIMITS.noShowLimit.min, maximum: RESERVE_LIMITS.noShowLimit.max, title: '违约次数上限', description: '统计周期内违约达到此次数自动加入预约黑名单；0 不自动拉黑' }),
  no_show_days: Type.Integer({ minimum: RESERVE_LIMITS.noShowDays.min, maximum: RESERVE_LIMITS.noShowDays.max, title: '违约统计周期（天）' }),
};

/** A park with its reservation settings; `configured` false: none saved yet (the fields are the defaults). */
export const ReserveRtRow = Type.Object({
  ...parkRowFields,
  total_space: Type.Integer({ title: '总车位数' }),
  configured: Type.Boolean({ title: '已设置' }),
  ...rtFields,
  rules: Type.Array(ReserveRuleRow, { title: '可预约时段' }),
  operator: Type.String({ title: '最后修改人' }),
  update_time: NullableTime('最后修改时间'),
});

export const reserveRtList = defineCall({
  method: 'GET',
  path: 'parking/reserve/rt/list',
  summary: '预约规则（按停车场）',
  auth: 'token',
  permission: { anyOf: readers },
  query: Type.Object({ ...pageQuery(20), park_code: Type.Optional(ParkCode), merchant: Type.Optional(Id('商户号')), enabled: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(0)], { title: '预约状态', description: '1 开放，0 未开放（关闭或未设置）' })) }),
  reply: ListOf(ReserveRtRow),
});

export const reserveRtGet = defineCall({
  method: 'GET',
  path: 'parking/reserve/rt',
  summary: '停车场的预约规则',
  auth: 'token',
  permission: { anyOf: readers },
  query: Type.Object({ park_code: ParkCode }),
  reply: ReserveRtRow,
});

export const reserveRtSet = defineCall({
  method: 'PUT',
  path: 'parking/reserve/rt',
  summary: '保存预约规则',
  auth: 'token',
  permission: { anyOf: ['parking:parking:reserve:update'] },
  body: Type.Object({ park_code: ParkCode, ...rtFields }),
  reply: Type.Object({ park_code: Type.String() }),
});

/** Clears a park's settings and time windows: it takes no more reservations; those made stay. */
export const reserveRtDelete = defineCall({
  method: 'DELETE',
  path: 'parking/reserve/rt',
  summary: '清除预约规则（停止预约）',
  auth: 'token',
  permission: { anyOf: ['parking:parking:reserve:update'] },
  query: Type.Object({ park_code: ParkCode }),
  reply: Type.Object({ park_code: Type.String() }),
});

/** A reservable time window of a park: weekdays and a time of day (UTC+8), start before end. */
export const reserveRuleCreate = defineCall({
  method: 'POST',
  path: 'parking/reserve/rule',
  summary: '添加可预约时段',
  auth: 'token',
  permission: { anyOf: ['parking:parking:reserve:update'] },
  body: Type.Object({
    park_code: ParkCode,
    weekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { minItems: 1, maxItems: 7, uniqueItems: true, title: '星期', description: '1 周一 … 7 周日' }),
    start_time: HHmm('开始时间'),
    end_time: HHmm('结束时间'),
  }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const reserveRuleDelete = defineCall({
  method: 'DELETE',
  path: 'parking/reserve/rule',
  summary: '删除可预约时段',
  auth: 'token',
  permission: { anyOf: ['parking:parking:reserve:update'] },
  query: Type.Object({ id: Id('时段 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});

// ---- reservations (预约记录) ------------------------------------------------------------------------------------

export const ReserveRow = Type.Object({
  id: Type.Integer({ title: '预约 ID' }),
  reserve_no: Type.String({ title: '预约单号' }),
  ...parkRowFields,
  plate: Type.String({ title: '车牌号' }),
  plate_color: Type.Integer({ title: '车牌颜色' }),
  phone: Type.String({ title: '手机号（脱敏）' }),
  reserve_time: Type.String({ title: '预约到场时间' }),
  latest_arrival: Type.String({ title: '最晚到场时间' }),
  arrive_time: NullableTime('实际到场时间'),
  space_no: Type.String({ title: '预留车位' }),
  prepaid: Type.Integer({ title: '预付金额（分）' }),
  refund: Type.Integer({ title: '已退金额（分）' }),
  state: Type.Integer({ title: '状态', description: '1 待到场，2 已到场，3 已取消，4 已违约，5 已超时' }),
  source: Type.Integer({ title: '来源', description: '1 直接预约，2 审核通过' }),
  reason: Type.String({ title: '取消或违约说明' }),
  handler: Type.String({ title: '处理人' }),
  handle_time: NullableTime('处理时间'),
  create_time: Type.String({ title: '预约时间' }),
});

export const reserveList = defineCall({
  method: 'GET',
  path: 'parking/reserve/list',
  summary: '预约记录（预约到场时间倒序）',
  auth: 'token',
  permission: { anyOf: readers },
  query: Type.Object({
    ...listFilters,
    state: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)], { title: '状态', description: '1 待到场，2 已到场，3 已取消，4 已违约，5 已超时' })),
    start_date: Day('预约日期起'),
    end_date: Day('预约日期止'),
  }),
  reply: ListOf(ReserveRow),
});

export const ReserveAppealRow = Type.Object({
  id: Type.Integer({ title: '申诉 ID' }),
  ...parkRowFields,
  reserve: Type.Integer({ title: '预约 ID' }),
  reserve_no: Type.String({ title: '预约单号' }),
  plate: Type.String({ title: '车牌号' }),
  plate_color: Type.Integer({ title: '车牌颜色' }),
  phone: Type.String({ title: '手机号（脱敏）' }),
  reserve_time: Type.String({ title: '预约到场时间' }),
  latest_arrival: Type.String({ title: '最晚到场时间' }),
  prepaid: Type.Integer({ title: '预付金额（分）' }),
  content: Type.String({ title: '申诉理由' }),
  status: Type.Integer({ title: '处理状态', description: '0 待处理，1 已采纳，2 已驳回' }),
  reviewer: Type.String({ title: '处理人' }),
  review_time: NullableTime('处理时间'),
  reply: Type.String({ title: '处理说明' }),
  create_time: Type.String({ title: '申诉时间' }),
});

/** One reservation with its parking record (once the car arrived) and its appeals, newest first. */
export const reserveGet = defineCall({
  method: 'GET',
  path: 'parking/reserve',
  summary: '预约详情',
  auth: 'token',
  permission: { anyOf: readers },
  query: Type.Object({ id: Id('预约 ID') }),
  reply: Type.Object({
    ...ReserveRow.properties,
    phone: Type.String({ title: '手机号' }),
    record: Type.Union(
      [
        Type.Object({
          id: Type.Integer({ title: '停车记录 ID' }),
          entry_time: Type.String({ title: '入场时间' }),
          exit_time: NullableTime('出场时间'),
          status: Type.Integer({ title: '状态', description: '1 场内，0 已出场' }),
        }),
        Type.Null(),
      ],
      { title: '到场的停车记录' },
    ),
    appeals: Type.Array(ReserveAppealRow, { title: '申诉' }),
  }),
});

/**
 * 处置 a reservation: 取消 (3, any time while 待到场 or 已超时; the prepaid is refunded) or 标记违约 (4, only once past its
 * latest arrival; the prepaid is kept, and the plate may go on the reservation blacklist). Money either way, so once
 * per Idempotency-Key.
 */
export const reserveOversee = defineCall({
  method: 'PUT',
  path: 'parking/reserve/oversee',
  summary: '处置预约（取消并退款，或标记违约）',
  auth: 'token',
  idempotent: true,
  permission: { anyOf: ['parking:parking:reserve:update'] },
  body: Type.Object({
    id: Id('预约 ID'),
    state: Type.Union([Type.Literal(3), Type.Literal(4)], { title: '处置为', description: '3 已取消（退还预付），4 已违约（预付不退）' }),
    reason: Reason('说明'),
    blacklist: Type.Optional(Type.Boolean({ title: '同时加入预约黑名单', description: '仅标记违约时；不论违约次数' })),
  }),
  reply: Type.Object({ id: Type.Integer(), state: Type.Integer(), refund: Type.Integer(), blacklisted: Type.Boolean({ title: '车牌已在预约黑名单' }) }),
});

export const reserveStatistics = defineCall({
  method: 'GET',
  path: 'parking/reserve/analysis/statistics',
  summary: '预约统计（按预约日期，最长 92 天）',
  auth: 'token',
  permission: { anyOf: readers },
  query: Type.Object({ park_code: Type.Optional(ParkCode), merchant: Type.Optional(Id('商户号')), start_date: Day('预约日期起'), end_date: Day('预约日期止') }),
  reply: Type.Object({
    start_date: Type.String({ title: '统计起始日' }),
    end_date: Type.String({ title: '统计截止日' }),
    total: Type.Integer({ title: '预约数' }),
    pending: Type.Integer({ title: '待到场' }),
    arrived: Type.Integer({ title: '已到场' }),
    no_show: Type.Integer({ title: '已违约' }),
    cancelled: Type.Integer({ title: '已取消' }),
    overdue: Type.Integer({ title: '已超时待处置' }),
    prepaid: Type.Integer({ title: '预付合计（分）' }),
    refund: Type.Integer({ title: '退款合计（分）' }),
  }),
});

// ---- applications (预约申请) -------------------------------------------------------------------------------------

export const ReserveApplyRow = Type.Object({
  id: Type.Integer({ title: '申请 ID' }),
  ...parkRowFields,
  plate: Type.String({ title: '车牌号' }),
  plate_color: Type.Integer({ title: '车牌颜色' }),
  phone: Type.String({ title: '手机号（脱敏）' }),
  reserve_time: Type.String({ title: '希望到场时间' }),
  remark: Type.String({ title: '申请说明' }),
  status: Type.Integer({ title: '审核状态', description: '0 待审核，1 已通过，2 已驳回' }),
  reviewer: Type.String({ title: '审核人' }),
  review_time: NullableTime('审核时间'),
  reject_reason: Type.String({ title: '驳回原因' }),
  reserve: Type.Union([Type.Integer(), Type.Null()], { title: '生成的预约 ID' }),
  create_time: Type.String({ title: '申请时间' }),
});

export const reserveApplyList = defineCall({
  method: 'GET',
  path: 'parking/reserve/apply/list',
  summary: '预约申请（申请时间倒序）',
  auth: 'token',
  permission: { anyOf: readers },
  query: Type.Object({
    ...listFilters,
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { title: '审核状态', description: '0 待审核，1 已通过，2 已驳回' })),
    start_date: Day('申请日期起'),
    end_date: Day('申请日期止'),
  }),
  reply: ListOf(ReserveApplyRow),
});

/**
 * A car owner's reservation (the owners' app; no console screen): straight into a reservation when the park needs no
 * review, else an application waiting for 审核. Once per Idempotency-Key (an app retrying must not book twice).
 */
export const reserveApply = defineCall({
  method: 'POST',
  path: 'parking/reserve/apply',
  summary: '车主提交预约',
  auth: 'token',
  idempotent: true,
  permission: { anyOf: ['parking:parking:reserve:apply'] },
  body: Type.Object({
    park_code: ParkCode,
    plate: Plate,
    plate_color: PlateColour,
    phone: Mobile,
    reserve_time: Type.String({ format: 'date-time', title: '预约到场时间' }),
    remark: Type.Optional(Text('说明', 200)),
  }),
  reply: Type.Object({
    apply: Type.Union([Type.Integer(), Type.Null()], { title: '申请 ID（需审核时）' }),
    reserve: Type.Union([Type.Integer(), Type.Null()], { title: '预约 ID（无需审核时）' }),
    reserve_no: Type.Union([Type.String(), Type.Null()], { title: '预约单号' }),
  }),
});

/** 审核 an application: 通过 (1; the reservation is made in the same transaction) or 驳回 (2, with a reason). */
export const reserveApplyAudit = defineCall({
  method: 'POST',
  path: 'parking/reserve/audit',
  summary: '审核预约申请（通过、驳回）',
  auth: 'token',
  permission: { anyOf: ['parking:parking:reserve:audit'] },
  body: Type.Object({
    id: Id('申请 ID'),
    status: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '审核结果', description: '1 通过，2 驳回' }),
    reason: Type.Optional(Reason('驳回原因')),
    space_no: Type.Optional(Text('预留车位', 20)),
  }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer(), reserve: Type.Union([Type.Integer(), Type.Null()]) }),
});

// ---- appeals (预约申诉) -------------------------------------------------------------------------------------------

export const reserveAppealList = defineCall({
  method: 'GET',
  path: 'parking/reserve/appeal/list',
  summary: '预约申诉（申诉时间倒序）',
  auth: 'token',
  permission: { anyOf: readers },
  query: Type.Object({
    ...listFilters,
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { title: '处理状态', description: '0 待处理，1 已采纳，2 已驳回' })),
    reserve: Type.Optional(Id('预约 ID')),
    start_date: Day('申诉日期起'),
    end_date: Day('申诉日期止'),
  }),
  reply: ListOf(ReserveAppealRow),
});

/**
 * 处理申诉 (the review of an owner's appeal against a no-show): 采纳 (1: the no-show becomes 已取消, the prepaid is
 * refunded, and a blacklist entry the no-show caused is removed) or 驳回 (2). Money when accepted: once per key.
 */
export const reserveAppealAudit = defineCall({
  method: 'PUT',
  path: 'parking/reserve/audit',
  summary: '处理预约申诉（采纳、驳回）',
  auth: 'token',
  idempotent: true,
  permission: { anyOf: ['parking:parking:reserve:audit'] },
  body: Type.Object({
    id: Id('申诉 ID'),
    status: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '处理结果', description: '1 采纳，2 驳回' }),
    reason: Reason('处理说明'),
  }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer(), refund: Type.Integer(), unblocked: Type.Boolean({ title: '已移出预约黑名单' }) }),
});

// ---- the reservation blacklist (预约黑名单) ------------------------------------------------------------------------

export const ReserveBlacklistRow = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  ...parkRowFields,
  plate: Type.String({ title: '车牌号' }),
  plate_color: Type.Integer({ title: '车牌颜色' }),
  reason: Type.String({ title: '原因' }),
  source: Type.Integer({ title: '来源', description: '1 违约自动拉黑，2 人工拉黑' }),
  reserve: Type.Union([Type.Integer(), Type.Null()], { title: '触发的违约预约 ID' }),
  reserve_no: Type.String({ title: '触发的预约单号' }),
  operator: Type.String({ title: '操作人' }),
  create_time: Type.String({ title: '加入时间' }),
});

export const reserveBlacklistList = defineCall({
  method: 'GET',
  path: 'parking/blacklist/list',
  summary: '预约黑名单（加入时间倒序）',
  auth: 'token',
  permission: { anyOf: readers },
  query: Type.Object({
    ...pageQuery(20),
    park_code: Type.Optional(ParkCode),
    merchant: Type.Optional(Id('商户号')),
    plate: Type.Optional(Text('车牌号（包含）', 10)),
    source: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)], { title: '来源', description: '1 违约自动拉黑，2 人工拉黑' })),
    start_date: Day('加入日期起'),
    end_date: Day('加入日期止'),
  }),
  reply: ListOf(ReserveBlacklistRow),
});

export const reserveBlacklistDelete = defineCall({
  method: 'DELETE',
  path: 'parking/blacklist',
  summary: '移出预约黑名单',
  auth: 'token',
  permission: { anyOf: ['parking:parking:reserve:update'] },
  query: Type.Object({ id: Id('ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});
