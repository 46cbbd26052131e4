import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * A parking merchant's coupon purchases (采购), its stock per coupon (库存: `balance/list`, `warehouse/detail`) and the
 * coupons it grants to plates from that stock (发放记录: `grant`). Document 1 §7 "Parking coupon"; DOMAIN.md "Coupons".
 * docs/decisions.md, "Coupon purchases, stock and grants".
 */

export const PurchaseStatus = { normal: 1, revoked: -1, expired: -2 } as const;
export const purchaseStatuses = { [PurchaseStatus.normal]: '正常', [PurchaseStatus.revoked]: '已撤销', [PurchaseStatus.expired]: '已过期' } as const;

export const GrantStatus = { success: 1, granting: 2, revoked: 0, failed: -1 } as const;
export const grantStatuses = { [GrantStatus.success]: '发放成功', [GrantStatus.granting]: '发放中', [GrantStatus.revoked]: '已撤销', [GrantStatus.failed]: '发放失败' } as const;

/** One purchase buys 1 … 100,000 coupons at 0 … 10,000 元 each (fen); the amount is their product. */
export const PURCHASE_MAX_COUNT = 100_000;
export const PURCHASE_MAX_UNIT_PRICE = 1_000_000;

const DateField = (title: string) => Type.String({ format: 'date', title, description: 'YYYY-MM-DD（北京时间）' });
const PurchaseStatusField = Type.Union([Type.Literal(1), Type.Literal(-1), Type.Literal(-2)], { title: '采购状态', description: '1 正常，-1 已撤销，-2 已过期' });
const GrantStatusField = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(0), Type.Literal(-1)], { title: '发放状态', description: '1 发放成功，2 发放中，0 已撤销，-1 发放失败' });
const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()]);

export const PurchaseRecord = Type.Object({
  id: Type.Integer({ title: '采购 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  coupon: Type.Integer({ title: '优惠券 ID' }),
  coupon_name: Type.String({ title: '优惠券名称' }),
  coupon_value_text: Type.String({ title: '优惠券面值' }),
  count: Type.Integer({ title: '采购张数' }),
  unit_price: Type.Integer({ title: '单价（分）' }),
  amount: Type.Integer({ title: '金额（分）' }),
  status: Type.Integer({ title: '状态', description: '1 正常，-1 已撤销，-2 已过期' }),
  remark: Type.String({ title: '备注' }),
  operator: Type.String({ title: '采购人' }),
  revoke_time: Nullable(Type.String({ title: '撤销时间' })),
  revoker: Type.String({ title: '撤销人' }),
  create_time: Type.String({ title: '采购时间' }),
});

/** A merchant's stock of one coupon: bought, given back by revoked purchases, granted (net of revoked grants), left. */
export const WarehouseRecord = Type.Object({
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  coupon: Type.Integer({ title: '优惠券 ID' }),
  coupon_name: Type.String({ title: '优惠券名称' }),
  coupon_value_text: Type.String({ title: '优惠券面值' }),
  coupon_status: Type.Integer({ title: '优惠券状态' }),
  purchased: Type.Integer({ title: '累计采购' }),
  revoked: Type.Integer({ title: '撤销采购' }),
  granted: Type.Integer({ title: '已发放' }),
  remaining: Type.Integer({ title: '剩余库存' }),
  amount: Type.Integer({ title: '有效采购金额（分）' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const GrantRecord = Type.Object({
  id: Type.Integer({ title: '发放 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  coupon: Type.Integer({ title: '优惠券 ID' }),
  coupon_name: Type.String({ title: '优惠券名称' }),
  coupon_value_text: Type.String({ title: '优惠券面值' }),
  plate: Type.String({ title: '车牌号' }),
  status: Type.Integer({ title: '状态', description: '1 发放成功，2 发放中，0 已撤销，-1 发放失败' }),
  used_order: Nullable(Type.String({ title: '使用订单号' })),
  used_amount: Nullable(Type.Integer({ title: '抵扣金额（分）' })),
  used_time: Nullable(Type.String({ title: '使用时间' })),
  remark: Type.String({ title: '备注' }),
  operator: Type.String({ title: '发放人' }),
  revoke_time: Nullable(Type.String({ title: '撤销时间' })),
  revoker: Type.String({ title: '撤销人' }),
  create_time: Type.String({ title: '发放时间' }),
});

const ByDay = {
  start_date: Type.Optional(DateField('开始日期')),
  end_date: Type.Optional(DateField('结束日期')),
};

export const purchaseList = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/purchase/list',
  summary: '采购记录',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:purchase:list', 'parking:group:mcoupon:list'] },
  query: Type.Object({ ...pageQuery(20), merchant: Type.Optional(Id('商户号')), coupon: Type.Optional(Id('优惠券 ID')), status: Type.Optional(PurchaseStatusField), ...ByDay }),
  reply: ListOf(PurchaseRecord),
});

export const purchaseDetail = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/purchase/detail',
  summary: '采购详情（含该优惠券的库存）',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:purchase:list', 'parking:group:mcoupon:list'] },
  query: Type.Object({ id: Id('采购 ID') }),
  reply: Type.Object({ ...PurchaseRecord.properties, stock: WarehouseRecord }),
});

/** 采购优惠券: a money operation, once per Idempotency-Key; the stock grows in the same transaction. */
export const purchaseCreate = defineCall({
  method: 'POST',
  path: 'parking/mcoupon/purchase',
  summary: '采购优惠券',
  auth: 'token',
  idempotent: true,
  permission: { anyOf: ['parking:mcoupon:purchase:create'] },
  body: Type.Object({
    coupon: Id('优惠券 ID'),
    count: Type.Integer({ minimum: 1, maximum: PURCHASE_MAX_COUNT, title: '采购张数' }),
    unit_price: Type.Integer({ minimum: 0, maximum: PURCHASE_MAX_UNIT_PRICE, title: '单价（分）' }),
    amount: Type.Integer({ minimum: 0, maximum: PURCHASE_MAX_COUNT * PURCHASE_MAX_UNIT_PRICE, title: '金额（分）', description: '页面算出的张数×单价；与服务端算出的不同时拒绝' }),
    remark: Type.Optional(Text('备注', 200)),
  }),
  reply: Type.Object({ id: Type.Integer(), amount: Type.Integer(), remaining: Type.Integer({ title: '该优惠券剩余库存' }) }),
});

/** A batch purchase buys 1 … 20 different coupons at once. */
export const PURCHASE_BATCH_MAX_ITEMS = 20;

const PurchaseItem = Type.Object({
  coupon: Id('优惠券 ID'),
  count: Type.Integer({ minimum: 1, maximum: PURCHASE_MAX_COUNT, title: '采购张数' }),
  unit_price: Type.Integer({ minimum: 0, maximum: PURCHASE_MAX_UNIT_PRICE, title: '单价（分）' }),
});

/**
 * 批量采购: several coupons in one money operation (once per Idempotency-Key, one transaction: all bought or none).
 * `amount` is the sum of count × unit price as the page showed it; each coupon at most once in a batch.
 */
export const purchaseBatch = defineCall({
  method: 'POST',
  path: 'parking/mcoupon/purchase/batch',
  summary: '批量采购优惠券',
  auth: 'token',
  idempotent: true,
  permission: { anyOf: ['parking:mcoupon:purchase:create'] },
  body: Type.Object({
    items: Type.Array(PurchaseItem, { minItems: 1, maxItems: PURCHASE_BATCH_MAX_ITEMS, title: '采购明细' }),
    amount: Type.Integer({ minimum: 0, maximum: PURCHASE_BATCH_MAX_ITEMS * PURCHASE_MAX_COUNT * PURCHASE_MAX_UNIT_PRICE, title: '合计金额（分）', description: '页面算出的各行张数×单价之和；与服务端算出的不同时拒绝' }),
    remark: Type.Optional(Text('备注', 200)),
  }),
  reply: Type.Object({
    ids: Type.Array(Type.Integer(), { title: '采购 ID（与明细同序）' }),
    count: Type.Integer({ title: '合计张数' }),
    amount: Type.Integer({ title: '合计金额（分）' }),
  }),
});

/** 撤销采购: its coupons leave the stock; refused (1409) when fewer than its count remain (already granted). */
export const purchaseRevoke = defineCall({
  method: 'POST',
  path: 'parking/mcoupon/purchase/revoke',
  summary: '撤销采购',
  auth: 'token',
  idempotent: true,
  permission: { anyOf: ['parking:mcoupon:purchase:update'] },
  body: Type.Object({ id: Id('采购 ID'), reason: Type.Optional(Text('撤销原因', 200)) }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer(), remaining: Type.Integer({ title: '该优惠券剩余库存' }) }),
});

/** 库存 (the stock per coupon of the merchants in scope). */
export const balanceList = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/balance/list',
  summary: '优惠券库存',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:purchase:list', 'parking:group:mcoupon:list'] },
  query: Type.Object({ ...pageQuery(20), coupon: Type.Optional(Id('优惠券 ID')), keywords: Type.Optional(Text('优惠券名称', 30)), merchant: Type.Optional(Id('商户号')) }),
  reply: ListOf(WarehouseRecord),
});

/** One coupon's stock with its latest purchases and grants (20 of each; the lists page the rest). */
export const warehouseDetail = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/warehouse/detail',
  summary: '优惠券库存详情',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:purchase:list', 'parking:group:mcoupon:list'] },
  query: Type.Object({ coupon: Id('优惠券 ID') }),
  reply: Type.Object({ ...WarehouseRecord.properties, purchases: Type.Array(PurchaseRecord), grants: Type.Array(GrantRecord) }),
});

export const grantList = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/grant/list',
  summary: '发放记录',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:grant:list', 'parking:group:mcoupon:list'] },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    coupon: Type.Optional(Id('优惠券 ID')),
    plate: Type.Optional(Text('车牌号（包含）', 10)),
    status: Type.Optional(GrantStatusField),
    ...ByDay,
  }),
  reply: ListOf(GrantRecord),
});

export const grantGet = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/grant',
  summary: '发放详情',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:grant:list', 'parking:group:mcoupon:list'] },
  query: Type.Object({ id: Id('发放 ID') }),
  reply: GrantRecord,
});

/** 发放: one coupon from the stock to a plate; 1409 when the stock is empty. */
export const grantCreate = defineCall({
  method: 'POST',
  path: 'parking/mcoupon/grant',
  summary: '发放优惠券',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:grant:create'] },
  body: Type.Object({ coupon: Id('优惠券 ID'), plate: Text('车牌号', 10, 7), remark: Type.Optional(Text('备注', 200)) }),
  reply: Type.Object({ id: Type.Integer(), remaining: Type.Integer({ title: '该优惠券剩余库存' }) }),
});

/** 撤销发放: an unused, successful grant; its coupon goes back to the stock. */
export const grantRevoke = defineCall({
  method: 'POST',
  path: 'parking/mcoupon/grant/revoke',
  summary: '撤销发放',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:grant:update'] },
  body: Type.Object({ id: Id('发放 ID') }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer(), remaining: Type.Integer({ title: '该优惠券剩余库存' }) }),
});
