import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { ParkCode, parkRowFields } from './park.js';

/**
 * Entry/exit records (停车记录), plate corrections (车牌修正记录), abnormal releases (异常放行) and a park's realtime spaces,
 * document 2 §7 "Parking › Records": `parking/parking/record/list`, `parking/parking/record`, `PUT parking/parking`,
 * `parking/parking/update/list`, `parking/parking/release/list`, `PUT parking/parking/release/review`,
 * `parking/realtime/space` GET and PUT. docs/decisions.md, "Parking records and abnormal release".
 */

/** Car type (document 1 §3 "Display enumerations"). */
export const carTypes = { 1: '临时车', 2: '月卡车', 3: 'VIP', 4: '储值车' } as const;
/** Car status (document 1 §3: 1 parked, 0 exited). */
export const CarStatus = { parked: 1, exited: 0 } as const;
export const carStatuses = { [CarStatus.parked]: '场内', [CarStatus.exited]: '已出场' } as const;
/** Plate colours of the licence-plate display (document 1 §2). */
export const plateColours = { 1: '蓝牌', 2: '黄牌', 3: '白牌', 4: '黑牌', 5: '绿牌' } as const;
/** A lane's direction (DOMAIN.md "lane / gate": entry, exit, both). */
export const gateDirections = { 1: '入口', 2: '出口', 3: '出入口' } as const;

export const ReleaseReviewStatus = { pending: 0, passed: 1, rejected: 2 } as const;
export const releaseReviewStatuses = { [ReleaseReviewStatus.pending]: '待审核', [ReleaseReviewStatus.passed]: '已通过', [ReleaseReviewStatus.rejected]: '已驳回' } as const;
/** The reasons a gate keeper picks when opening the barrier by hand (free text is stored; these are the usual ones). */
export const releaseReasons = ['无牌车', '系统故障', '车牌识别错误', '免费放行'] as const;

/** The read permissions of these calls: the parking merchant's own, its partner's and its group's. */
const recordReaders = ['parking:parking:record:list', 'parking:partner:parking:list', 'parking:group:parking:list'] as const;
const releaseReaders = ['parking:parking:release:list', 'parking:partner:parking:list', 'parking:group:parking:list'] as const;

const Plate = Type.String({ minLength: 2, maxLength: 10, title: '车牌号', description: '不含分隔点，字母大写', examples: ['粤B12345'] });
const CarTypeField = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], { title: '车辆类型', description: '1 临时车，2 月卡车，3 VIP，4 储值车' });
const PlateColourField = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)], { title: '车牌颜色', description: '1 蓝，2 黄，3 白，4 黑，5 绿' });
const CarStatusField = Type.Union([Type.Literal(1), Type.Literal(0)], { title: '车辆状态', description: '1 场内，0 已出场' });
const ReviewStatusField = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { title: '审核状态', description: '0 待审核，1 已通过，2 已驳回' });
const DateField = (title: string) => Type.Optional(Type.String({ format: 'date', title }));
const NullableTime = (title: string) => Type.Union([Type.String(), Type.Null()], { title });

/** Filters every list here shares: the park picker, a plate (contains), a date range (UTC+8 days). */
const commonFilters = {
  ...pageQuery(20),
  park_code: Type.Optional(ParkCode),
  merchant: Type.Optional(Id('商户号')),
  plate: Type.Optional(Text('车牌号（包含）', 10)),
  start_date: DateField('开始日期'),
  end_date: DateField('结束日期'),
};

export const ParkingRecordRow = Type.Object({
  id: Type.Integer({ title: '记录 ID' }),
  ...parkRowFields,
  plate: Type.String({ title: '车牌号' }),
  plate_color: Type.Integer({ title: '车牌颜色' }),
  car_type: Type.Integer({ title: '车辆类型' }),
  entry_time: Type.String({ title: '入场时间' }),
  entry_gate: Type.String({ title: '入场通道' }),
  exit_time: NullableTime('出场时间'),
  exit_gate: Type.String({ title: '出场通道', description: '未出场时为空' }),
  /** Seconds parked: to the exit, or to now while in the lot. */
  duration: Type.Integer({ title: '停车时长（秒）' }),
  status: Type.Integer({ title: '车辆状态', description: '1 场内，0 已出场' }),
  /** How many times its plate was corrected. */
  correction_count: Type.Integer({ title: '车牌修正次数' }),
});

export const PlateCorrectionRow = Type.Object({
  id: Type.Integer({ title: '修正 ID' }),
  record: Type.Integer({ title: '停车记录 ID' }),
  ...parkRowFields,
  old_plate: Type.String({ title: '原车牌' }),
  new_plate: Type.String({ title: '新车牌' }),
  plate_color: Type.Integer({ title: '车牌颜色' }),
  reason: Type.String({ title: '修正原因' }),
  operator: Type.String({ title: '操作人' }),
  create_time: Type.String({ title: '修正时间' }),
});

export const parkingRecordList = defineCall({
  method: 'GET',
  path: 'parking/parking/record/list',
  summary: '停车记录（入场时间倒序；总数最多数到 10,000 条）',
  auth: 'token',
  permission: { anyOf: recordReaders },
  query: Type.Object({
    ...commonFilters,
    plate_color: Type.Optional(PlateColourField),
    car_type: Type.Optional(CarTypeField),
    status: Type.Optional(CarStatusField),
  }),
  reply: ListOf(ParkingRecordRow),
});

export const parkingRecordGet = defineCall({
  method: 'GET',
  path: 'parking/parking/record',
  summary: '停车记录详情（含车牌修正）',
  auth: 'token',
  permission: { anyOf: recordReaders },
  query: Type.Object({ id: Id('记录 ID') }),
  reply: Type.Object({ ...ParkingRecordRow.properties, corrections: Type.Array(PlateCorrectionRow, { title: '车牌修正' }) }),
});

/** Corrects the plate of a car still in the lot (the camera misread it); the change is kept as a plate correction. */
export const parkingRecordUpdate = defineCall({
  method: 'PUT',
  path: 'parking/parking',
  summary: '修正场内车辆车牌',
  auth: 'token',
  permission: { anyOf: ['parking:parking:record:update'] },
  body: Type.Object({
    id: Id('记录 ID'),
    plate: Plate,
    plate_color: Type.Optional(PlateColourField),
    reason: Text('修正原因', 100, 2),
  }),
  reply: Type.Object({ id: Type.Integer(), plate: Type.String(), correction: Type.Integer({ title: '修正 ID' }) }),
});

export const parkingUpdateList = defineCall({
  method: 'GET',
  path: 'parking/parking/update/list',
  summary: '车牌修正记录',
  auth: 'token',
  permission: { anyOf: recordReaders },
  query: Type.Object({ ...commonFilters, record: Type.Optional(Id('停车记录 ID')) }),
  reply: ListOf(PlateCorrectionRow),
});

export const ReleaseRow = Type.Object({
  id: Type.Integer({ title: '放行 ID' }),
  ...parkRowFields,
  gate: Type.String({ title: '放行通道' }),
  record: Type.Union([Type.Integer(), Type.Null()], { title: '停车记录 ID', description: '无牌车等找不到入场记录时为空' }),
  plate: Type.String({ title: '车牌号', description: '无牌车为空' }),
  plate_color: Type.Integer({ title: '车牌颜色' }),
  reason: Type.String({ title: '放行原因' }),
  images: Type.Array(Type.String(), { title: '抓拍图片' }),
  requested_by: Type.String({ title: '申请人' }),
  request_time: Type.String({ title: '放行时间' }),
  review_status: Type.Integer({ title: '审核状态', description: '0 待审核，1 已通过，2 已驳回' }),
  reviewer: Type.String({ title: '审核人' }),
  review_time: NullableTime('审核时间'),
  reject_reason: Type.String({ title: '驳回原因' }),
});

export const parkingReleaseList = defineCall({
  method: 'GET',
  path: 'parking/parking/release/list',
  summary: '异常放行（放行时间倒序）',
  auth: 'token',
  permission: { anyOf: releaseReaders },
  query: Type.Object({ ...commonFilters, review_status: Type.Optional(ReviewStatusField) }),
  reply: ListOf(ReleaseRow),
});

/** 通过 closes the car's record as exited at the release time; 驳回 needs a reason. Only a pending release is reviewed. */
export const parkingReleaseReview = defineCall({
  method: 'PUT',
  path: 'parking/parking/release/review',
  summary: '审核异常放行',
  auth: 'token',
  permission: { anyOf: ['parking:parking:release:audit'] },
  body: Type.Object({
    id: Id('放行 ID'),
    review_status: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '审核结果', description: '1 通过，2 驳回' }),
    reason: Type.Optional(Text('驳回原因', 200, 0)),
  }),
  reply: Type.Object({ id: Type.Integer(), review_status: Type.Integer(), record: Type.Union([Type.Integer(), Type.Null()]) }),
});

export const GateRow = Type.Object({
  id: Type.Integer({ title: '通道 ID' }),
  ...parkRowFields,
  name: Type.String({ title: '通道名称' }),
  direction: Type.Integer({ title: '方向', description: '1 入口，2 出口，3 出入口' }),
  device_serial: Type.String({ title: '道闸设备序列号' }),
  online: Type.Integer({ title: '在线状态', description: '1 在线，0 离线' }),
  /** Cars that entered through it today (UTC+8); exit-only lanes 0. */
  today_entries: Type.Integer({ title: '今日入场车次' }),
  /** The last entry through it within 7 days, else null. */
  last_entry_time: NullableTime('最近入场时间'),
  update_time: Type.String({ title: '状态更新时间' }),
});

/**
 * 道闸监控: the lanes of the parks in scope with their barrier's state and today's entries, and how many are on and off
 * line under the same filter (without the state filter). Ruled: the spec names no gate call (docs/decisions.md, "The
 * partner's and group's 停车管理").
 */
export const parkGateList = defineCall({
  method: 'GET',
  path: 'parking/park/gate/list',
  summary: '道闸监控（通道及道闸在线状态）',
  auth: 'token',
  permission: { anyOf: recordReaders },
  query: Type.Object({
    ...pageQuery(20),
    park_code: Type.Optional(ParkCode),
    merchant: Type.Optional(Id('商户号')),
    keywords: Type.Optional(Text('通道名称或设备序列号', 50)),
    direction: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '方向', description: '1 入口，2 出口，3 出入口' })),
    online: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(0)], { title: '在线状态', description: '1 在线，0 离线' })),
  }),
  reply: Type.Object({
    ...ListOf(GateRow).properties,
    counts: Type.Object({ total: Type.Integer({ title: '通道数' }), online: Type.Integer({ title: '在线' }), offline: Type.Integer({ title: '离线' }) }, { title: '按在线状态计数' }),
  }),
});

export const RealtimeSpaceRow = Type.Object({
  park_code: Type.String({ title: '停车场编号' }),
  park_name: Type.String({ title: '停车场名称' }),
  merchant: Type.Integer({ title: '商户号' }),
  total_space: Type.Integer({ title: '总车位数' }),
  free_space: Type.Integer({ title: '空余车位数' }),
  in_lot: Type.Integer({ title: '场内车辆数' }),
  /** Whether `free_space` was corrected by hand (else: total minus the cars in the lot). */
  corrected: Type.Boolean({ title: '人工修正' }),
  operator: Type.String({ title: '修正人' }),
  update_time: NullableTime('修正时间'),
});

/** The parks' spaces (a park, or the first 20 the caller may see), for the in-lot page's cards. */
export const realtimeSpaceGet = defineCall({
  method: 'GET',
  path: 'parking/realtime/space',
  summary: '停车场实时车位',
  auth: 'token',
  permission: { anyOf: recordReaders },
  query: Type.Object({ park_code: Type.Optional(ParkCode) }),
  reply: Type.Array(RealtimeSpaceRow),
});

export const realtimeSpaceUpdate = defineCall({
  method: 'PUT',
  path: 'parking/realtime/space',
  summary: '修正空余车位数',
  auth: 'token',
  permission: { anyOf: ['parking:parking:space:update'] },
  body: Type.Object({ park_code: ParkCode, free_space: Type.Integer({ minimum: 0, maximum: 100_000, title: '空余车位数' }) }),
  reply: Type.Object({ park_code: Type.String(), free_space: Type.Integer() }),
});
