import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { energyPayModes } from './payment.js';
import { DateText, literals } from './replenish.js';
import { StationCode } from './station.js';

/**
 * 充电套餐 of a station (document 2 §7 "Energy": `energy/package/type` GET, POST, PUT, list, status) and the users'
 * purchases of them (`energy/package` GET, list, statistics; the console's refund `energy/package/refund` is inferred).
 * A package is sold in the charging app; the console defines it, puts it on or off sale, reads the purchases and
 * refunds one (a money operation: once, per Idempotency-Key). Money in fen. docs/decisions.md, "Energy charging packages
 * and events".
 */

/** 1 电量包 (kWh to charge), 2 次数包 (charging sessions), 3 时长卡 (unlimited sessions within its days). */
export const PackageKind = { energy: 1, times: 2, period: 3 } as const;
export const packageKinds = { 1: '电量包', 2: '次数包', 3: '时长卡' } as const;
/** The unit of a package's quota by kind (a 时长卡 has none). */
export const packageQuotaUnits = { 1: 'kWh', 2: '次', 3: '' } as const;

/** On sale (上架) or not (下架); a new package starts 下架. */
export const PackageSaleStatus = { off: 0, on: 1 } as const;
export const packageSaleStatuses = { 0: '已下架', 1: '销售中' } as const;

/** A purchase's state as read: 1 生效中, 2 已用完, 3 已过期, 4 已退款 (from its use, expiry and refund). */
export const PurchaseState = { active: 1, usedUp: 2, expired: 3, refunded: 4 } as const;
export const purchaseStates = { 1: '生效中', 2: '已用完', 3: '已过期', 4: '已退款' } as const;

export const PackageNo = Type.String({ pattern: '^PK[0-9]{8,20}$', title: '购买单号', examples: ['PK20261101000001'] });

const Fen = (title: string, maximum = 10_000_000) => Type.Integer({ minimum: 0, maximum, title: `${title}（分）` });

export const PackageKindField = literals(packageKinds, '套餐类型');
export const PackageSaleStatusField = literals(packageSaleStatuses, '销售状态');
export const PurchaseStateField = literals(purchaseStates, '购买状态');

export const PackageTypeRecord = Type.Object({
  id: Type.Integer({ title: '套餐 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  name: Type.String({ title: '套餐名称' }),
  kind: Type.Integer({ title: '套餐类型', description: '1 电量包，2 次数包，3 时长卡' }),
  quota: Type.Integer({ title: '额度', description: '电量包 kWh，次数包 次；时长卡 0（不限次）' }),
  valid_days: Type.Integer({ title: '有效天数' }),
  price: Type.Integer({ title: '售价（分）' }),
  original_price: Type.Integer({ title: '划线价（分）', description: '0：不展示' }),
  stock: Type.Integer({ title: '库存', description: '0：不限' }),
  per_user_limit: Type.Integer({ title: '每人限购', description: '0：不限' }),
  sold: Type.Integer({ title: '已售（份）' }),
  description: Type.String({ title: '套餐说明' }),
  status: Type.Integer({ title: '销售状态', description: '1 销售中，0 已下架' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const typeFields = {
  name: Text('套餐名称', 30, 2),
  kind: PackageKindField,
  quota: Type.Integer({ minimum: 0, maximum: 100_000, title: '额度', description: '电量包 1–100000 kWh，次数包 1–1000 次；时长卡填 0' }),
  valid_days: Type.Integer({ minimum: 1, maximum: 366, title: '有效天数' }),
  price: Type.Integer({ minimum: 1, maximum: 10_000_000, title: '售价（分）' }),
  original_price: Type.Optional(Fen('划线价')),
  stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, title: '库存', description: '0 或不填：不限' })),
  per_user_limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, title: '每人限购', description: '0 或不填：不限' })),
  description: Type.Optional(Text('套餐说明', 500)),
};

export const energyPackageTypeList = defineCall({
  method: 'GET',
  path: 'energy/package/type/list',
  summary: '充电套餐列表',
  auth: 'token',
  permission: { anyOf: energyAnyOf('package', 'list') },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    station_code: Type.Optional(StationCode),
    keywords: Type.Optional(Text('套餐名称', 30)),
    kind: Type.Optional(PackageKindField),
    status: Type.Optional(PackageSaleStatusField),
  }),
  reply: ListOf(PackageTypeRecord),
});

export const PackageTypeDetail = Type.Composite([
  PackageTypeRecord,
  Type.Object({
    active_count: Type.Integer({ title: '生效中（份）' }),
    sales_amount: Type.Integer({ title: '销售额（分）' }),
    refund_amount: Type.Integer({ title: '已退款（分）' }),
  }),
]);

export const energyPackageTypeGet = defineCall({
  method: 'GET',
  path: 'energy/package/type',
  summary: '充电套餐详情',
  auth: 'token',
  permission: { anyOf: energyAnyOf('package', 'list') },
  query: Type.Object({ id: Id('套餐 ID') }),
  reply: PackageTypeDetail,
});

/** The station's merchant owns it; it starts 已下架. */
export const energyPackageTypeCreate = defineCall({
  method: 'POST',
  path: 'energy/package/type',
  summary: '新建充电套餐',
  auth: 'token',
  permission: { anyOf: energyAnyOf('package', 'create') },
  body: Type.Object({ station_code: StationCode, ...typeFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** Purchases keep what they bought (a snapshot); the kind is fixed once sold. */
export const energyPackageTypeUpdate = defineCall({
  method: 'PUT',
  path: 'energy/package/type',
  summary: '编辑充电套餐',
  auth: 'token',
  permission: { anyOf: energyAnyOf('package', 'update') },
  body: Type.Object({ id: Id('套餐 ID'), ...typeFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const energyPackageTypeStatus = defineCall({
  method: 'PUT',
  path: 'energy/package/type/status',
  summary: '上架、下架充电套餐',
  auth: 'token',
  permission: { anyOf: energyAnyOf('package', 'update') },
  body: Type.Object({ id: Id('套餐 ID'), status: PackageSaleStatusField }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

// ---- purchases -----------------------------------------------------------------------------------------------------

export const PackagePurchaseRecord = Type.Object({
  package_no: Type.String({ title: '购买单号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  type_id: Type.Integer({ title: '套餐 ID' }),
  name: Type.String({ title: '套餐名称', description: '购买时的名称' }),
  kind: Type.Integer({ title: '套餐类型', description: '1 电量包，2 次数包，3 时长卡' }),
  quota: Type.Integer({ title: '额度' }),
  used: Type.Integer({ title: '已用', description: '电量包 kWh，次数包与时长卡 次' }),
  user_name: Type.String({ title: '用户' }),
  mobile: Type.String({ title: '手机号' }),
  plate: Type.String({ title: '车牌号' }),
  amount: Type.Integer({ title: '实付金额（分）' }),
  pay_mode: Type.Integer({ title: '支付方式', description: Object.entries(energyPayModes).map(([k, v]) => `${k} ${v}`).join('，') }),
  pay_time: Type.String({ title: '购买时间' }),
  expire_time: Type.String({ title: '到期时间' }),
  state: Type.Integer({ title: '状态', description: '1 生效中，2 已用完，3 已过期，4 已退款' }),
  refund_amount: Type.Integer({ title: '退款金额（分）' }),
  refund_reason: Type.String({ title: '退款原因' }),
  refunder: Type.String({ title: '退款操作人' }),
  refund_time: Type.Union([Type.String(), Type.Null()], { title: '退款时间' }),
});

const purchaseFilters = {
  merchant: Type.Optional(Id('商户号')),
  station_code: Type.Optional(StationCode),
  type_id: Type.Optional(Id('套餐 ID')),
  keywords: Type.Optional(Text('购买单号、手机号或车牌号开头', 20)),
  kind: Type.Optional(PackageKindField),
  state: Type.Optional(PurchaseStateField),
  start_date: Type.Optional(DateText('开始日期（购买时间）')),
  end_date: Type.Optional(DateText('结束日期（购买时间）')),
};

export const energyPackageList = defineCall({
  method: 'GET',
  path: 'energy/package/list',
  summary: '套餐购买记录',
  auth: 'token',
  permission: { anyOf: energyAnyOf('package', 'list') },
  query: Type.Object({ ...pageQuery(20), ...purchaseFilters }),
  reply: ListOf(PackagePurchaseRecord),
});

/** The same filters as the list: the purchases' count and sums. */
export const energyPackageStatistics = defineCall({
  method: 'GET',
  path: 'energy/package/statistics',
  summary: '套餐购买统计',
  auth: 'token',
  permission: { anyOf: energyAnyOf('package', 'list') },
  query: Type.Object(purchaseFilters),
  reply: Type.Object({
    purchase_count: Type.Integer({ title: '购买笔数' }),
    amount: Type.Integer({ title: '实付合计（分）' }),
    refund_count: Type.Integer({ title: '退款笔数' }),
    refund_amount: Type.Integer({ title: '退款合计（分）' }),
    net_amount: Type.Integer({ title: '净收入（分）' }),
    active_count: Type.Integer({ title: '生效中（份）' }),
  }),
});

export const energyPackageGet = defineCall({
  method: 'GET',
  path: 'energy/package',
  summary: '套餐购买记录详情',
  auth: 'token',
  permission: { anyOf: energyAnyOf('package', 'list') },
  query: Type.Object({ package_no: PackageNo }),
  reply: Type.Composite([PackagePurchaseRecord, Type.Object({ refundable: Type.Integer({ title: '建议退款金额（分）', description: '按未用额度（时长卡按剩余天数）折算；已退款为 0' }) })]),
});

/** 退款: at most what was paid, once; the purchase ends (已退款). A money operation: once per Idempotency-Key. */
export const energyPackageRefund = defineCall({
  method: 'POST',
  path: 'energy/package/refund',
  summary: '套餐退款',
  auth: 'token',
  idempotent: true,
  permission: { anyOf: energyAnyOf('package', 'refund') },
  body: Type.Object({ package_no: PackageNo, amount: Type.Integer({ minimum: 1, maximum: 10_000_000, title: '退款金额（分）' }), reason: Text('退款原因', 200, 2) }),
  reply: Type.Object({ package_no: Type.String(), state: Type.Integer(), refund_amount: Type.Integer() }),
});
