import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { StationCode } from './station.js';

/**
 * Charging records (充电记录, DOMAIN.md "replenish"), document 2 §7 "Energy": `energy/replenish/list`, `statistics`,
 * `energy/replenish` (one), `logs`, and the changes `stop` (remote stop) and `review` (审核). The charging gateway
 * creates sessions; the console reads them, stops one that is charging and reviews a failed one's amounts.
 * docs/decisions.md, "Energy orders: charging records and payments".
 */

/** pending → charging → finished → settled (its payment paid); pending → cancelled; charging → failed. */
export const ReplenishState = { pending: 0, charging: 1, finished: 2, settled: 3, failed: 4, cancelled: 5 } as const;
export const replenishStates = { 0: '待充电', 1: '充电中', 2: '已完成', 3: '已结算', 4: '充电异常', 5: '已取消' } as const;

/** How the session was started. */
export const StartType = { app: 1, card: 2, vin: 3, qr: 4 } as const;
export const startTypes = { 1: 'APP', 2: '刷卡', 3: 'VIN', 4: '扫码' } as const;

/** Why charging ended. */
export const StopReason = { full: 1, user: 2, remote: 3, powerLoss: 4, fault: 5, balance: 6, emergency: 7 } as const;
export const stopReasons = { 1: '充满自停', 2: '用户停止', 3: '远程停止', 4: '断电', 5: '设备故障', 6: '余额不足', 7: '急停' } as const;

/** 审核 of a failed session's amounts: 0 无需审核, 1 待审核, 2 审核通过 (amounts kept), 3 已调整 (amounts changed). */
export const ReviewState = { none: 0, pending: 1, approved: 2, adjusted: 3 } as const;
export const reviewStates = { 0: '无需审核', 1: '待审核', 2: '审核通过', 3: '已调整' } as const;

/** The time-of-use buckets of a tariff (尖峰平谷). */
export const touBuckets = { sharp: '尖', peak: '峰', flat: '平', valley: '谷' } as const;
export type TouBucket = keyof typeof touBuckets;

/** What a session's log line records. */
export const replenishLogKinds = { start: '启动充电', meter: '电表读数', stop: '停止充电', settle: '订单结算', review: '审核', fail: '充电异常', cancel: '取消' } as const;
export type ReplenishLogKind = keyof typeof replenishLogKinds;

/** Statistics look at most this many days at a time (none given: the last STATISTICS_DEFAULT_DAYS). */
export const STATISTICS_MAX_DAYS = 92;
export const STATISTICS_DEFAULT_DAYS = 30;

export const OrderNo = Type.String({ pattern: '^CD[0-9]{8,20}$', title: '订单号', examples: ['CD20261101000001'] });
export const DateText = (title: string) => Type.String({ format: 'date', title, description: 'YYYY-MM-DD（北京时间的一天）' });

export const literals = <T extends Record<number, string>>(labels: T, title: string) =>
  Type.Union(
    Object.keys(labels).map((k) => Type.Literal(Number(k))),
    { title, description: Object.entries(labels).map(([k, v]) => `${k} ${v}`).join('，') },
  );

export const ReplenishStateField = literals(replenishStates, '订单状态');
export const StartTypeField = literals(startTypes, '启动方式');
export const ReviewStateField = literals(reviewStates, '审核状态');

export const TouBucketRecord = Type.Object({
  bucket: Type.String({ title: '时段', description: 'sharp 尖，peak 峰，flat 平，valley 谷' }),
  elec_price: Type.Integer({ title: '电价（分/kWh）' }),
  service_price: Type.Integer({ title: '服务费（分/kWh）' }),
  energy_wh: Type.Integer({ title: '电量（Wh）' }),
  elec_amount: Type.Integer({ title: '电费（分）' }),
  service_amount: Type.Integer({ title: '服务费（分）' }),
});

export const ReplenishRecord = Type.Object({
  order_no: Type.String({ title: '订单号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  device_code: Type.String({ title: '设备编号' }),
  port_no: Type.Integer({ title: '端口号' }),
  start_type: Type.Integer({ title: '启动方式', description: '1 APP，2 刷卡，3 VIN，4 扫码' }),
  card_no: Type.String({ title: '卡号' }),
  vin: Type.String({ title: 'VIN' }),
  plate: Type.String({ title: '车牌号' }),
  start_time: Type.String({ title: '开始时间' }),
  end_time: Type.String({ title: '结束时间', description: '充电中为空' }),
  meter_start: Type.Integer({ title: '开始电表读数（Wh）' }),
  meter_end: Type.Union([Type.Integer(), Type.Null()], { title: '结束电表读数（Wh）' }),
  energy_wh: Type.Integer({ title: '充电量（Wh）' }),
  elec_amount: Type.Integer({ title: '电费（分）' }),
  service_amount: Type.Integer({ title: '服务费（分）' }),
  park_amount: Type.Integer({ title: '停车费（分）' }),
  total_amount: Type.Integer({ title: '订单金额（分）' }),
  state: Type.Integer({ title: '订单状态', description: '0 待充电，1 充电中，2 已完成，3 已结算，4 充电异常，5 已取消' }),
  stop_reason: Type.Union([Type.Integer(), Type.Null()], { title: '结束原因' }),
  review_state: Type.Integer({ title: '审核状态', description: '0 无需审核，1 待审核，2 审核通过，3 已调整' }),
  pay_no: Type.String({ title: '支付单号', description: '未生成支付时为空' }),
  create_time: Type.String({ title: '创建时间' }),
});

export const ReplenishDetail = Type.Composite([
  ReplenishRecord,
  Type.Object({
    buckets: Type.Array(TouBucketRecord, { title: '分时电量与费用' }),
    reviewer: Type.String({ title: '审核人' }),
    review_time: Type.String({ title: '审核时间' }),
    review_note: Type.String({ title: '审核意见' }),
    update_time: Type.String({ title: '更新时间' }),
  }),
]);

/** The list's and the statistics' filters. */
export const replenishFilters = {
  station_code: Type.Optional(StationCode),
  merchant: Type.Optional(Id('商户号')),
  order_no: Type.Optional(Text('订单号（开头）', 32)),
  state: Type.Optional(ReplenishStateField),
  start_type: Type.Optional(StartTypeField),
  review_state: Type.Optional(ReviewStateField),
  keywords: Type.Optional(Text('卡号、VIN 或车牌号', 20)),
  device_code: Type.Optional(Text('设备编号', 32)),
  start_date: Type.Optional(DateText('开始日期（充电开始时间）')),
  end_date: Type.Optional(DateText('结束日期（充电开始时间）')),
};

export const energyReplenishList = defineCall({
  method: 'GET',
  path: 'energy/replenish/list',
  summary: '充电记录列表',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object({ ...pageQuery(20), ...replenishFilters }),
  reply: ListOf(ReplenishRecord),
});

/** The list's summary over the same filters, for a bounded period (at most 92 days; none given: the last 30). */
export const energyReplenishStatistics = defineCall({
  method: 'GET',
  path: 'energy/replenish/statistics',
  summary: '充电记录统计',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object(replenishFilters),
  reply: Type.Object({
    count: Type.Integer({ title: '订单数' }),
    charging: Type.Integer({ title: '充电中' }),
    energy_wh: Type.Integer({ title: '充电量（Wh）' }),
    elec_amount: Type.Integer({ title: '电费（分）' }),
    service_amount: Type.Integer({ title: '服务费（分）' }),
    total_amount: Type.Integer({ title: '订单金额（分）' }),
    start_date: Type.String({ title: '统计开始日期' }),
    end_date: Type.String({ title: '统计结束日期' }),
  }),
});

export const energyReplenishGet = defineCall({
  method: 'GET',
  path: 'energy/replenish',
  summary: '充电记录详情',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object({ order_no: OrderNo }),
  reply: ReplenishDetail,
});

export const ReplenishLogRecord = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ title: '类型', description: 'start 启动充电，meter 电表读数，stop 停止充电，settle 订单结算，review 审核，fail 充电异常，cancel 取消' }),
  log_time: Type.String({ title: '时间' }),
  meter_wh: Type.Union([Type.Integer(), Type.Null()], { title: '电表读数（Wh）' }),
  power_w: Type.Union([Type.Integer(), Type.Null()], { title: '功率（W）' }),
  message: Type.String({ title: '说明' }),
  operator: Type.String({ title: '操作人', description: '设备上报时为空' }),
});

/** The session's state log, oldest first. */
export const energyReplenishLogs = defineCall({
  method: 'GET',
  path: 'energy/replenish/logs',
  summary: '充电记录的过程日志',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object({ order_no: OrderNo }),
  reply: Type.Array(ReplenishLogRecord),
});

/** 远程停止: a charging session ends now with the gateway's last meter reading; 1409 unless it is charging. */
export const energyReplenishStop = defineCall({
  method: 'POST',
  path: 'energy/replenish/stop',
  summary: '远程停止充电',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'update') },
  body: Type.Object({ order_no: OrderNo }),
  reply: Type.Object({ order_no: Type.String(), state: Type.Integer(), energy_wh: Type.Integer(), total_amount: Type.Integer(), pay_no: Type.String() }),
});

/** 审核 a failed session's amounts once: 2 通过 (keep them) or 3 调整 (new electricity and service amounts); a reason. */
export const energyReplenishReview = defineCall({
  method: 'POST',
  path: 'energy/replenish/review',
  summary: '审核充电记录',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'update') },
  body: Type.Object({
    order_no: OrderNo,
    result: Type.Union([Type.Literal(2), Type.Literal(3)], { title: '审核结果', description: '2 通过（金额不变），3 调整金额' }),
    elec_amount: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000, title: '调整后电费（分）' })),
    service_amount: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000, title: '调整后服务费（分）' })),
    reason: Text('审核意见', 200, 2),
  }),
  reply: Type.Object({ order_no: Type.String(), review_state: Type.Integer(), total_amount: Type.Integer() }),
});
