import { Type, type Static } from '@sinclair/typebox';
import { defineCall, Id, IdList, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { DateText, literals } from './replenish.js';
import { StationCode } from './station.js';

/**
 * 虚拟电损 (document 2 §2 "Energy station detail": virtual power loss setting and records; §7 "Energy": `energy/quantity`
 * list, rt GET and PUT, latest, POST sync; DOMAIN.md "quantity … device/port, time, meter value, loss ratio, sync
 * state"). A station may add a virtual line loss to the metered energy of each finished session — the energy lost
 * between the grid meter and the charger — at a ratio it sets (万分比). Each finished session at a station with the
 * loss on leaves one record: the metered energy, the ratio in force, the loss in Wh and its electricity value in fen,
 * and whether it has been synchronised to the settlement. docs/decisions.md, "Energy station detail: the rest".
 */

/** The ratio is in basis points (万分之一): at most 20 %. */
export const MAX_LOSS_RATIO = 2000;
export const DEFAULT_LOSS_RATIO = 300;

/** 0 待同步, 1 已同步, 2 同步失败 (the settlement refused: the session's payment not settled yet). */
export const QuantitySyncState = { pending: 0, synced: 1, failed: 2 } as const;
export const quantitySyncStates = { 0: '待同步', 1: '已同步', 2: '同步失败' } as const;
export const QuantitySyncStateField = literals(quantitySyncStates, '同步状态');

/** The loss of `energyWh` at `ratio` (basis points), rounded to the Wh. */
export const lossOf = (energyWh: number, ratio: number) => Math.round((energyWh * ratio) / 10000);
/** The electricity value of the loss (fen): the session's average electricity price times the loss, rounded. */
export const lossAmountOf = (lossWh: number, energyWh: number, elecAmount: number) => (energyWh > 0 ? Math.round((elecAmount * lossWh) / energyWh) : 0);
/** 300 → `3.00%`. */
export const lossRatioText = (ratio: number) => `${(ratio / 100).toFixed(2)}%`;

export const QuantitySetting = Type.Object({
  enabled: Type.Boolean({ title: '启用虚拟电损' }),
  loss_ratio: Type.Integer({ minimum: 1, maximum: MAX_LOSS_RATIO, title: '电损比例（万分比）', description: '300 即 3.00%，至多 2000（20%）' }),
  notes: Type.String({ maxLength: 200, title: '备注' }),
});
export type QuantitySettingValue = Static<typeof QuantitySetting>;
/** What a station without a saved setting has: the loss off. */
export const DEFAULT_QUANTITY_SETTING: QuantitySettingValue = { enabled: false, loss_ratio: DEFAULT_LOSS_RATIO, notes: '' };

export const energyQuantityRtGet = defineCall({
  method: 'GET',
  path: 'energy/quantity/rt',
  summary: '电站的虚拟电损设置',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'list') },
  query: Type.Object({ station_code: StationCode }),
  reply: Type.Composite([
    Type.Object({ station_code: Type.String({ title: '电站编号' }), update_time: Type.Union([Type.String(), Type.Null()], { title: '更新时间', description: '未保存过为空' }) }),
    QuantitySetting,
  ]),
});

export const energyQuantityRtSet = defineCall({
  method: 'PUT',
  path: 'energy/quantity/rt',
  summary: '保存电站的虚拟电损设置',
  auth: 'token',
  permission: { anyOf: energyAnyOf('station', 'update') },
  body: Type.Object({
    station_code: StationCode,
    enabled: Type.Boolean({ title: '启用虚拟电损' }),
    loss_ratio: Type.Integer({ minimum: 1, maximum: MAX_LOSS_RATIO, title: '电损比例（万分比）', description: '300 即 3.00%' }),
      notes: Type.Optional(Text('备注', 200)),
  }),
  reply: Type.Object({ station_code: Type.String() }),
});

export const QuantityRecord = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  order_no: Type.String({ title: '充电订单号' }),
  device_code: Type.String({ title: '设备编号' }),
  port_no: Type.Integer({ title: '端口号' }),
  record_time: Type.String({ title: '记录时间', description: '充电结束时间' }),
  meter_start: Type.Integer({ title: '起始电表读数（Wh）' }),
  meter_end: Type.Integer({ title: '结束电表读数（Wh）' }),
  energy_wh: Type.Integer({ title: '计量电量（Wh）' }),
  loss_ratio: Type.Integer({ title: '电损比例（万分比）' }),
  loss_wh: Type.Integer({ title: '电损电量（Wh）' }),
  loss_amount: Type.Integer({ title: '电损金额（分）' }),
  sync_state: Type.Integer({ title: '同步状态', description: '0 待同步，1 已同步，2 同步失败' }),
  sync_time: Type.Union([Type.String(), Type.Null()], { title: '同步时间' }),
  sync_message: Type.String({ title: '同步说明' }),
});

export const quantityFilters = {
  merchant: Type.Optional(Id('商户号')),
  station_code: Type.Optional(StationCode),
  order_no: Type.Optional(Text('订单号（开头）', 32)),
  device_code: Type.Optional(Text('设备编号（开头）', 32)),
  sync_state: Type.Optional(QuantitySyncStateField),
  start_date: Type.Optional(DateText('开始日期（记录时间）')),
  end_date: Type.Optional(DateText('结束日期（记录时间）')),
};

/** Newest first; the sums of the same rows ride along (the page's header). */
export const energyQuantityList = defineCall({
  method: 'GET',
  path: 'energy/quantity/list',
  summary: '虚拟电损记录',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object({ ...pageQuery(20), ...quantityFilters }),
  reply: ListOf(QuantityRecord),
});

/** The sums over the list's filters (a bounded period: at most 92 days, none given: the last 30). */
export const energyQuantityLatest = defineCall({
  method: 'GET',
  path: 'energy/quantity/latest',
  summary: '虚拟电损汇总与最近一条记录',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'list') },
  query: Type.Object(quantityFilters),
  reply: Type.Object({
    start_date: Type.String({ title: '开始日期' }),
    end_date: Type.String({ title: '结束日期' }),
    count: Type.Integer({ title: '记录数' }),
    energy_wh: Type.Integer({ title: '计量电量（Wh）' }),
    loss_wh: Type.Integer({ title: '电损电量（Wh）' }),
    loss_amount: Type.Integer({ title: '电损金额（分）' }),
    pending: Type.Integer({ title: '待同步' }),
    failed: Type.Integer({ title: '同步失败' }),
    latest_time: Type.Union([Type.String(), Type.Null()], { title: '最近记录时间' }),
  }),
});

/**
 * 同步 records to the settlement: those named (or every 待同步 / 同步失败 one of the station) whose session is settled
 * become 已同步; one whose session is not settled yet becomes 同步失败 with the reason. Already synced ones are left.
 */
export const energyQuantitySync = defineCall({
  method: 'POST',
  path: 'energy/quantity/sync',
  summary: '同步虚拟电损记录到结算',
  auth: 'token',
  permission: { anyOf: energyAnyOf('order', 'update') },
  body: Type.Object({ ids: Type.Optional(IdList('记录 ID')), station_code: Type.Optional(StationCode) }),
  reply: Type.Object({ synced: Type.Integer({ title: '已同步' }), failed: Type.Integer({ title: '同步失败' }), skipped: Type.Integer({ title: '无需同步' }) }),
});
