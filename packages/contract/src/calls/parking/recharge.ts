import { Type } from '@sinclair/typebox';
import { callAt, defineCall, Id, IdList } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { ParkCode, parkRowFields } from './park.js';
import { parkingPayTypes, tradeFilters, tradeReaders } from './payment.js';

/**
 * Monthly-card orders (月卡订单): the first payments (开卡) and renewals (续费) of monthly cards — the rows of
 * `parking_vip_renewal`, no copy — document 2 §7 "Parking › Payments and recharges": `parking/parking/recharge/list`,
 * `parking/parking/recharge`, `parking/parking/recharge/statistics`, `parking/recharge/period/list` (分摊明细),
 * `PUT parking/recharge/collate` (对账); the group's `parking/group/recharge/list`, `parking/group/recharge`,
 * `PUT parking/group/collate`, `PUT parking/group/resync`. docs/decisions.md, "Parking trades".
 */

/** What a monthly order paid for: 1 开卡 (a card's first period), 2 续费. */
export const RechargeKind = { open: 1, renewal: 2 } as const;
export const rechargeKinds = { [RechargeKind.open]: '开卡', [RechargeKind.renewal]: '续费' } as const;
export const collateStates = { 0: '未对账', 1: '已对账' } as const;
/** 分摊明细: 1 按期 (by month), 2 按日. */
export const AllocationUnitCode = { period: 1, day: 2 } as const;
/** A part of an allocation: 0 未开始, 1 进行中 (today falls in it), 2 已结束. */
export const allocationStates = { 0: '未开始', 1: '进行中', 2: '已结束' } as const;
/** The longest range the statistics sum over. */
export const RECHARGE_STATISTICS_MAX_DAYS = 366;

const rechargeReaders = tradeReaders;
const groupReaders = ['parking:group:trade:list'] as const;

const PayTypeField = Type.Union(
  Object.keys(parkingPayTypes).map((k) => Type.Literal(Number(k))),
  { title: '支付方式', description: '1 现金，2 移动支付，3 无感支付，4 储值余额，5 直付，6 入场支付，8 优惠券抵扣，11 其他线上支付，13 欠费补缴' },
);
const NullableTime = (title: string) => Type.Union([Type.String(), Type.Null()], { title });
const Day = (title: string) => Type.String({ format: 'date', title });

export const RechargeRow = Type.Object({
  id: Type.Integer({ title: '订单 ID' }),
  order_no: Type.String({ title: '订单号' }),
  kind: Type.Integer({ title: '类型', description: '1 开卡，2 续费' }),
  vip: Type.Integer({ title: '月卡 ID' }),
  ...parkRowFields,
  plates: Type.Array(Type.String(), { title: '车牌号' }),
  plate_color: Type.Integer({ title: '车牌颜色' }),
  holder_name: Type.String({ title: '车主姓名' }),
  package_name: Type.String({ title: '套餐' }),
  periods: Type.Integer({ title: '周期数' }),
  months: Type.Integer({ title: '月数' }),
  amount: Type.Integer({ title: '金额（分）' }),
  pay_type: Type.Integer({ title: '支付方式' }),
  start_date: Type.String({ title: '有效期起' }),
  end_date: Type.String({ title: '有效期止' }),
  operator: Type.String({ title: '操作人' }),
  create_time: Type.String({ title: '支付时间' }),
  collated: Type.Integer({ title: '对账状态', description: '0 未对账，1 已对账' }),
  collate_time: NullableTime('对账时间'),
  collator: Type.String({ title: '对账人' }),
  resync_count: Type.Integer({ title: '重新同步次数' }),
  resync_time: NullableTime('最近重新同步时间'),
});

export const parkingRechargeList = defineCall({
  method: 'GET',
  path: 'parking/parking/recharge/list',
  summary: '月卡订单（支付时间倒序）',
  auth: 'token',
  permission: { anyOf: rechargeReaders },
  query: Type.Object({
    ...tradeFilters,
    pay_type: Type.Optional(PayTypeField),
    kind: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)], { title: '类型', description: '1 开卡，2 续费' })),
    collated: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '对账状态', description: '0 未对账，1 已对账' })),
  }),
  reply: ListOf(RechargeRow),
});

export const parkingRechargeGet = defineCall({
  method: 'GET',
  path: 'parking/parking/recharge',
  summary: '月卡订单详情',
  auth: 'token',
  permission: { anyOf: rechargeReaders },
  query: Type.Object({ id: Id('订单 ID') }),
  reply: RechargeRow,
});

export const RechargeStatisticsRow = Type.Object({
  pay_type: Type.Integer({ title: '支付方式' }),
  count: Type.Integer({ title: '订单数' }),
  amount: Type.Integer({ title: '金额（分）' }),
});

/** Counts and amounts per pay type over a day range (UTC+8, both included, at most 366 days). */
export const parkingRechargeStatistics = defineCall({
  method: 'GET',
  path: 'parking/parking/recharge/statistics',
  summary: '月卡订单统计（按支付方式）',
  auth: 'token',
  permission: { anyOf: rechargeReaders },
  query: Type.Object({
    start_date: Day('开始日期'),
    end_date: Day('结束日期'),
    park_code: Type.Optional(ParkCode),
    merchant: Type.Optional(Id('商户号')),
  }),
  reply: Type.Object({
    start_date: Type.String(),
    end_date: Type.String(),
    count: Type.Integer({ title: '订单数' }),
    amount: Type.Integer({ title: '金额（分）' }),
    rows: Type.Array(RechargeStatisticsRow, { title: '按支付方式' }),
  }),
});

export const AllocationRow = Type.Object({
  index: Type.Integer({ title: '序号' }),
  start_date: Type.String({ title: '开始日期' }),
  end_date: Type.String({ title: '结束日期' }),
  days: Type.Integer({ title: '天数' }),
  amount: Type.Integer({ title: '分摊金额（分）' }),
  state: Type.Integer({ title: '状态', description: '0 未开始，1 进行中，2 已结束' }),
});

/** 分摊明细 of one monthly order: its amount over its months (按期) or days (按日); the parts sum to the amount. */
export const rechargePeriodList = defineCall({
  method: 'GET',
  path: 'parking/recharge/period/list',
  summary: '月卡订单分摊明细（按期或按日）',
  auth: 'token',
  permission: { anyOf: ['parking:trade:list'] },
  query: Type.Object({
    ...pageQuery(20),
    id: Id('订单 ID'),
    unit: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)], { title: '分摊方式', description: '1 按期（月），2 按日；默认按期' })),
  }),
  reply: Type.Object({
    ...ListOf(AllocationRow).properties,
    order_no: Type.String({ title: '订单号' }),
    amount: Type.Integer({ title: '订单金额（分）' }),
    /** What the parts before today add up to (已结束 parts) and today's part pro rata is not counted. */
    allocated: Type.Integer({ title: '已结束部分合计（分）' }),
  }),
});

/** 对账: marks orders as checked against the money received; an order already collated stays as it was. */
export const rechargeCollate = defineCall({
  method: 'PUT',
  path: 'parking/recharge/collate',
  summary: '月卡订单对账',
  auth: 'token',
  permission: { anyOf: ['parking:trade:collate'] },
  body: Type.Object({ ids: IdList('订单 ID') }),
  reply: Type.Object({
    collated: Type.Integer({ title: '本次对账的订单数' }),
    already: Type.Integer({ title: '此前已对账的订单数' }),
  }),
});

// ---- the parking group ------------------------------------------------------------------------------------------

export const groupRechargeList = callAt(parkingRechargeList, 'parking/group/recharge/list', groupReaders, '成员的月卡订单（支付时间倒序）');
export const groupRechargeGet = callAt(parkingRechargeGet, 'parking/group/recharge', groupReaders, '成员的月卡订单详情');
export const groupCollate = callAt(rechargeCollate, 'parking/group/collate', ['parking:group:trade:collate'], '成员月卡订单对账');

/** 重新同步: asks that the order be sent again to the park's parking system; recorded and answered (docs: no system is connected). */
export const groupResync = defineCall({
  method: 'PUT',
  path: 'parking/group/resync',
  summary: '成员月卡订单重新同步到停车场系统',
  auth: 'token',
  permission: { anyOf: ['parking:group:trade:resync'] },
  body: Type.Object({ id: Id('订单 ID') }),
  reply: Type.Object({
    id: Type.Integer(),
    order_no: Type.String(),
    resync_count: Type.Integer({ title: '重新同步次数' }),
    resync_time: Type.String({ title: '请求时间' }),
  }),
});
