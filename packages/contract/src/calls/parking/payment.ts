import { Type } from '@sinclair/typebox';
import { callAt, defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { ParkCode, parkRowFields } from './park.js';

/**
 * Temporary-stay orders (临停订单, DOMAIN.md "temporary-stay order"): what a car paid for one stay, document 2 §7
 * "Parking › Payments and recharges": `parking/parking/payment/list`, `parking/parking/payment`. The group's paths
 * (`parking/group/payment/list`, `parking/group/payment`) are ruled here, the spec naming none. docs/decisions.md,
 * "Parking trades".
 */

/** Pay types (document 1 §3 "Display enumerations"). */
export const parkingPayTypes = {
  1: '现金',
  2: '移动支付',
  3: '无感支付',
  4: '储值余额',
  5: '直付（不经停车系统）',
  6: '入场支付',
  8: '优惠券抵扣',
  11: '其他线上支付',
  13: '欠费补缴',
} as const;
export type ParkingPayType = keyof typeof parkingPayTypes;
export const parkingPayTypeText = (type: number) => parkingPayTypes[type as ParkingPayType] ?? `未知（${type}）`;

/** An order's stored status (document 1 §3 "Order status display"): 0 processing, 1 normal, -2 revoked. */
export const OrderStatus = { processing: 0, normal: 1, revoked: -2 } as const;
/** A normal order's overdraft (autopay): 0 none, 1 arrears (欠费), 2 paid back (已补缴). */
export const OrderOverdraft = { none: 0, arrears: 1, backPaid: 2 } as const;

/**
 * What an order shows and is filtered by, read off status, overdraft and the refund (document 1 §3): 0 处理中; 1 正常,
 * 2 欠费 and 3 已补缴 (a normal order by its overdraft); -2 已撤销, -3 已退款 (a revoked order with a refund).
 */
export const OrderState = { processing: 0, normal: 1, arrears: 2, backPaid: 3, revoked: -2, refunded: -3 } as const;
export const orderStates = {
  [OrderState.processing]: '处理中',
  [OrderState.normal]: '正常',
  [OrderState.arrears]: '欠费',
  [OrderState.backPaid]: '已补缴',
  [OrderState.revoked]: '已撤销',
  [OrderState.refunded]: '已退款',
} as const;

/** The shown state of an order; anything the display does not know is -99 (未知). */
export function orderStateOf(order: { status: number; overdraft: number; refund_amount: number }): number {
  if (order.status === OrderStatus.processing) return OrderState.processing;
  if (order.status === OrderStatus.normal) {
    if (order.overdraft === OrderOverdraft.arrears) return OrderState.arrears;
    if (order.overdraft === OrderOverdraft.backPaid) return OrderState.backPaid;
    return OrderState.normal;
  }
  if (order.status === OrderStatus.revoked) return order.refund_amount > 0 ? OrderState.refunded : OrderState.revoked;
  return -99;
}
export const orderStateText = (state: number) => orderStates[state as keyof typeof orderStates] ?? '未知';

/** The readers of trades: the parking merchant's own, its partner's, its group's. */
export const tradeReaders = ['parking:trade:list', 'parking:partner:trade:list'] as const;

const PayTypeField = Type.Union(
  Object.keys(parkingPayTypes).map((k) => Type.Literal(Number(k))),
  { title: '支付方式', description: '1 现金，2 移动支付，3 无感支付，4 储值余额，5 直付，6 入场支付，8 优惠券抵扣，11 其他线上支付，13 欠费补缴' },
);
const OrderStateField = Type.Union(
  [Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(-2), Type.Literal(-3)],
  { title: '订单状态', description: '0 处理中，1 正常，2 欠费，3 已补缴，-2 已撤销，-3 已退款' },
);
const DateFilter = (title: string) => Type.Optional(Type.String({ format: 'date', title }));
const NullableTime = (title: string) => Type.Union([Type.String(), Type.Null()], { title });

/** The filters of the trade lists: park, merchant, plate (contains), pay type, order number and a UTC+8 day range. */
export const tradeFilters = {
  ...pageQuery(20),
  park_code: Type.Optional(ParkCode),
  merchant: Type.Optional(Id('商户号')),
  plate: Type.Optional(Text('车牌号（包含）', 10)),
  order_no: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,32}$', title: '订单号' })),
  start_date: DateFilter('支付开始日期'),
  end_date: DateFilter('支付结束日期'),
};

export const ParkingOrderRow = Type.Object({
  id: Type.Integer({ title: '订单 ID' }),
  order_no: Type.String({ title: '订单号' }),
  ...parkRowFields,
  record: Type.Integer({ title: '停车记录 ID' }),
  plate: Type.String({ title: '车牌号' }),
  plate_color: Type.Integer({ title: '车牌颜色' }),
  car_type: Type.Integer({ title: '车辆类型' }),
  entry_time: Type.String({ title: '入场时间' }),
  exit_time: NullableTime('出场时间'),
  /** Seconds parked: to the exit, or to the payment while the car was still in the lot (入场支付, 处理中). */
  duration: Type.Integer({ title: '停车时长（秒）' }),
  receivable: Type.Integer({ title: '应收（分）' }),
  discount: Type.Integer({ title: '优惠（分）', description: '优惠券与减免' }),
  coupon_name: Type.String({ title: '优惠券' }),
  paid: Type.Integer({ title: '实收（分）' }),
  arrears: Type.Integer({ title: '欠费（分）' }),
  pay_type: Type.Integer({ title: '支付方式' }),
  status: Type.Integer({ title: '订单状态（存储）', description: '0 处理中，1 正常，-2 已撤销' }),
  overdraft: Type.Integer({ title: '欠费标记', description: '0 正常，1 欠费，2 已补缴' }),
  refund_amount: Type.Integer({ title: '退款金额（分）' }),
  state: Type.Integer({ title: '订单状态', description: '0 处理中，1 正常，2 欠费，3 已补缴，-2 已撤销，-3 已退款' }),
  pay_time: Type.String({ title: '支付时间', description: '处理中的订单：发起支付的时间' }),
});

export const ParkingOrderSummary = Type.Object({
  receivable: Type.Integer({ title: '应收合计（分）' }),
  discount: Type.Integer({ title: '优惠合计（分）' }),
  paid: Type.Integer({ title: '实收合计（分）' }),
  refund_amount: Type.Integer({ title: '退款合计（分）' }),
  count: Type.Integer({ title: '订单数' }),
  /** Whether the sums stopped at COUNT_CAP orders (then they are of the newest 10,000 matching). */
  capped: Type.Boolean({ title: '只合计了前 10,000 条' }),
});

export const parkingPaymentList = defineCall({
  method: 'GET',
  path: 'parking/parking/payment/list',
  summary: '临停订单（支付时间倒序；总数最多数到 10,000 条）',
  auth: 'token',
  permission: { anyOf: tradeReaders },
  query: Type.Object({
    ...tradeFilters,
    pay_type: Type.Optional(PayTypeField),
    state: Type.Optional(OrderStateField),
    /** Also answer the sums of the whole filter (the page's 合计). */
    summary: Type.Optional(Type.Boolean({ title: '附带合计' })),
  }),
  reply: Type.Object({ ...ListOf(ParkingOrderRow).properties, summary: Type.Optional(ParkingOrderSummary) }),
});

export const parkingPaymentGet = defineCall({
  method: 'GET',
  path: 'parking/parking/payment',
  summary: '临停订单详情（含停车记录）',
  auth: 'token',
  permission: { anyOf: tradeReaders },
  query: Type.Object({ id: Id('订单 ID') }),
  reply: Type.Object({
    ...ParkingOrderRow.properties,
    entry_gate: Type.String({ title: '入场通道' }),
    exit_gate: Type.String({ title: '出场通道' }),
    record_status: Type.Integer({ title: '车辆状态', description: '1 场内，0 已出场' }),
    refund_time: NullableTime('退款时间'),
    refund_reason: Type.String({ title: '退款原因' }),
    create_time: Type.String({ title: '下单时间' }),
  }),
});

// The group's temporary orders: the spec names no call; ruled at the group's paths like its vehicles.
export const groupPaymentList = callAt(parkingPaymentList, 'parking/group/payment/list', ['parking:group:trade:list'], '成员的临停订单（支付时间倒序）');
export const groupPaymentGet = callAt(parkingPaymentGet, 'parking/group/payment', ['parking:group:trade:list'], '成员的临停订单详情');
