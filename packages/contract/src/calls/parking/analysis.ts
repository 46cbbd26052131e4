import { Type } from '@sinclair/typebox';
import { defineCall, Id } from '../../call.js';
import { analysisPeriodQuery, analysisPeriodReply, Count, Fen } from '../analysis/period.js';
import { ParkCode } from './park.js';

/** What the parking overview adds up per hour or day (UTC+8): temporary orders by payment, monthly orders, traffic. */
const ParkingFigures = {
  temp_count: Count('临停订单数'),
  temp_paid: Fen('临停实收'),
  monthly_count: Count('月卡订单数'),
  monthly_amount: Fen('月卡收入'),
  entries: Count('入场车次'),
  exits: Count('出场车次'),
};

/** The parking trade-reading codes of the merchant, its partner and its group (docs/decisions.md, "Parking trades"). */
export const parkingAnalysisCodes = ['parking:trade:list', 'parking:partner:trade:list', 'parking:group:trade:list'] as const;

/**
 * `parking/parking/analysis/statistics` (document 2 §7 "Parking"): a period's temporary orders (by payment time, every
 * state, as 临停订单's 合计), monthly orders (月卡订单, opening and renewal) and entries and exits — totals with the
 * previous period's, a trend by hour or day, the parks ranked, the pay types — and the lots now (spaces, cars in the
 * lot). docs/decisions.md, "Data overviews and dashboards".
 */
export const parkingAnalysisStatistics = defineCall({
  method: 'GET',
  path: 'parking/parking/analysis/statistics',
  summary: '停车数据概览：收入、车流的趋势与排行',
  auth: 'token',
  timeout: 20_000,
  permission: { anyOf: parkingAnalysisCodes },
  query: Type.Object({ ...analysisPeriodQuery, park_code: Type.Optional(ParkCode), merchant: Type.Optional(Id('商户号')) }),
  reply: Type.Object({
    ...analysisPeriodReply,
    totals: Type.Object({ ...ParkingFigures, temp_receivable: Fen('临停应收'), temp_discount: Fen('优惠抵扣'), refund_amount: Fen('退款') }),
    previous: Type.Object(ParkingFigures, { title: '上一周期' }),
    live: Type.Object({ parks: Count('停车场'), total_space: Count('总车位'), in_lot: Count('场内车辆') }, { title: '此刻' }),
    points: Type.Array(Type.Object({ x: Type.String({ title: '小时或日期' }), ...ParkingFigures })),
    parks: Type.Array(
      Type.Object({ park_code: Type.String(), park_name: Type.String(), merchant_name: Type.String(), temp_paid: Fen('临停实收'), monthly_amount: Fen('月卡收入'), entries: Count('入场车次') }),
      { title: '停车场排行（按收入）' },
    ),
    pay_types: Type.Array(Type.Object({ pay_type: Type.Integer({ title: '支付方式' }), count: Count('订单数'), paid: Fen('实收') }), { title: '临停订单的支付方式' }),
  }),
});
