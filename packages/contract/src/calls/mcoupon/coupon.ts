import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * A parking merchant's coupons (停车优惠券, document 1 §7 "Parking coupon": `parking/mcoupon/coupon` list, detail,
 * create, update, delete, enable, block). Each merchant defines and manages its own; fixed QR tokens grant them.
 * docs/decisions.md, "Parking coupons".
 */

/** Coupon types (document 1 §3 "Coupon types"). */
export const couponTypes = { 1: '金额券', 2: '时长券', 3: '全免券', 4: '差异化定价券', 5: '多次进出时长券', 6: '折扣券', 7: '时段免费券' } as const;
export type CouponType = keyof typeof couponTypes;

/** What `value` means for each type (DOMAIN.md "Coupons"): fen, minutes, discount ×100, or nothing. */
export const couponValueUnits: Record<CouponType, 'fen' | 'minute' | 'discount' | 'none'> = {
  1: 'fen', 2: 'minute', 3: 'none', 4: 'fen', 5: 'minute', 6: 'discount', 7: 'none',
};

/** Largest values by unit: 10,000 元; 30 days; 9.99 折 (a discount of 10 折 would be no discount). */
export const COUPON_MAX_FEN = 1_000_000;
export const COUPON_MAX_MINUTES = 43_200;
export const COUPON_MAX_DISCOUNT = 999;
export const COUPON_MAX_VALID_DAYS = 365;

export const CouponStatus = { enabled: 1, blocked: 0 } as const;
export const couponStatuses = { [CouponStatus.enabled]: '启用', [CouponStatus.blocked]: '已屏蔽' } as const;

export const CouponValidity = { days: 1, range: 2 } as const;
export const couponValidities = { [CouponValidity.days]: '领取后有效天数', [CouponValidity.range]: '固定日期' } as const;

/** A coupon's face value in words: 5.00 元, 2 小时 30 分钟, 8.5 折, 全免, 每日 22:00-07:00 免费. */
export function couponValueText(c: { type: number; value: number; period_start?: string | null; period_end?: string | null }) {
  const unit = couponValueUnits[c.type as CouponType];
  if (c.type === 3) return '全免';
  if (c.type === 7) return `每日 ${c.period_start ?? ''}-${c.period_end ?? ''} 免费`;
  if (unit === 'fen') return `${(c.value / 100).toFixed(2)} 元`;
  if (unit === 'discount') return `${Number((c.value / 100).toFixed(2))} 折`;
  if (unit === 'minute') {
    const hours = Math.floor(c.value / 60);
    const minutes = c.value % 60;
    return [hours ? `${hours} 小时` : '', minutes ? `${minutes} 分钟` : ''].filter(Boolean).join(' ') || '0 分钟';
  }
  return String(c.value);
}

/** A coupon's validity in words. */
export const couponValidityText = (c: { validity_type: number; valid_days: number | null; start_date: string | null; end_date: string | null }) =>
  c.validity_type === CouponValidity.days ? `领取后 ${c.valid_days} 天内有效` : `${c.start_date} 至 ${c.end_date}`;

const TypeField = Type.Union(
  Object.keys(couponTypes).map((k) => Type.Literal(Number(k))),
  { title: '优惠券类型', description: '1 金额券，2 时长券，3 全免券，4 差异化定价券，5 多次进出时长券，6 折扣券，7 时段免费券' },
);
const StatusField = Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态', description: '1 启用，0 已屏蔽' });
const ValidityField = Type.Union([Type.Literal(1), Type.Literal(2)], { title: '有效期类型', description: '1 领取后有效天数，2 固定日期' });
const TimeOfDay = (title: string) => Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', title, description: 'HH:mm', examples: ['22:00'] });
const DateField = (title: string) => Type.String({ format: 'date', title, description: 'YYYY-MM-DD（北京时间）' });

/** The coupon's fields: what a create sends and an edit replaces. Per-type rules are the service's (1400). */
const couponFields = {
  name: Text('优惠券名称', 30, 2),
  type: TypeField,
  value: Type.Optional(Type.Integer({ minimum: 0, maximum: COUPON_MAX_FEN, title: '面值', description: '金额券、差异化定价券：分；时长券、多次进出时长券：分钟；折扣券：折扣×100（850 = 8.5 折）；全免券、时段免费券：不填', examples: [500] })),
  period_start: Type.Optional(TimeOfDay('免费时段开始')),
  period_end: Type.Optional(TimeOfDay('免费时段结束')),
  validity_type: ValidityField,
  valid_days: Type.Optional(Type.Integer({ minimum: 1, maximum: COUPON_MAX_VALID_DAYS, title: '有效天数', description: '领取后多少天内有效', examples: [30] })),
  start_date: Type.Optional(DateField('有效期开始日期')),
  end_date: Type.Optional(DateField('有效期结束日期')),
  stackable: Type.Boolean({ title: '可叠加', description: '能否与其他优惠券同时使用' }),
  remark: Type.Optional(Text('备注', 200)),
};

export const CouponRecord = Type.Object({
  id: Type.Integer({ title: '优惠券 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  name: Type.String({ title: '优惠券名称' }),
  type: Type.Integer({ title: '优惠券类型' }),
  value: Type.Integer({ title: '面值', description: '按类型：分、分钟或折扣×100' }),
  value_text: Type.String({ title: '面值（文字）' }),
  period_start: Type.Union([Type.String(), Type.Null()], { title: '免费时段开始' }),
  period_end: Type.Union([Type.String(), Type.Null()], { title: '免费时段结束' }),
  validity_type: Type.Integer({ title: '有效期类型' }),
  valid_days: Type.Union([Type.Integer(), Type.Null()], { title: '有效天数' }),
  start_date: Type.Union([Type.String(), Type.Null()], { title: '有效期开始日期' }),
  end_date: Type.Union([Type.String(), Type.Null()], { title: '有效期结束日期' }),
  stackable: Type.Boolean({ title: '可叠加' }),
  remark: Type.String({ title: '备注' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 已屏蔽' }),
  batch_count: Type.Integer({ title: '使用它的固定码批次数' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const CouponRef = Type.Object({ id: Id('优惠券 ID') });

export const couponList = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/coupon/list',
  summary: '优惠券列表',
  auth: 'token',
  // The partner's and group's 停车管理 › 优惠券 read one merchant's (`merchant`, in their scope).
  permission: { anyOf: ['parking:mcoupon:coupon:list', 'parking:partner:manage:list', 'parking:group:manage:list'] },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    keywords: Type.Optional(Text('优惠券名称', 30)),
    type: Type.Optional(TypeField),
    status: Type.Optional(StatusField),
  }),
  reply: ListOf(CouponRecord),
});

export const couponDetail = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/coupon/detail',
  summary: '优惠券详情',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:coupon:list'] },
  query: CouponRef,
  reply: CouponRecord,
});

export const couponCreate = defineCall({
  method: 'POST',
  path: 'parking/mcoupon/coupon',
  summary: '新建优惠券（新建即启用）',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:coupon:create'] },
  body: Type.Object(couponFields),
  reply: Type.Object({ id: Type.Integer({ title: '优惠券 ID' }) }),
});

export const couponUpdate = defineCall({
  method: 'PUT',
  path: 'parking/mcoupon/coupon',
  summary: '编辑优惠券',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:coupon:update'] },
  body: Type.Object({ id: Id('优惠券 ID'), ...couponFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const couponDelete = defineCall({
  method: 'DELETE',
  path: 'parking/mcoupon/coupon',
  summary: '删除优惠券（没有固定码批次使用时）',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:coupon:delete'] },
  query: CouponRef,
  reply: Type.Object({ id: Type.Integer() }),
});

export const couponEnable = defineCall({
  method: 'PUT',
  path: 'parking/mcoupon/coupon/enable',
  summary: '启用优惠券',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:coupon:update'] },
  body: CouponRef,
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

export const couponBlock = defineCall({
  method: 'PUT',
  path: 'parking/mcoupon/coupon/block',
  summary: '屏蔽优惠券（不再发放）',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:coupon:update'] },
  body: CouponRef,
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});
