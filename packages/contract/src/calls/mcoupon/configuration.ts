import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * The coupon runtime rule (运行规则) of a merchant: whether its fixed QR tokens are switched on (`token_limit`: 0 on,
 * 1 off — document 1 §2 adds the 固定码 route when it "is not 1") and how many coupons it may grant a day. The
 * platform sets it for any merchant; a merchant reads its own. A merchant without a rule runs on the defaults.
 * docs/decisions.md, "Parking coupons".
 */
export const TokenLimit = { on: 0, off: 1 } as const;
export const tokenLimits = { [TokenLimit.on]: '开通固定码', [TokenLimit.off]: '关闭固定码' } as const;

/** What a merchant without a rule runs on: fixed tokens off (a static code grants to anyone who scans it), no daily cap. */
export const COUPON_RUNTIME_DEFAULT = { token_limit: TokenLimit.off, grant_day_limit: 0 } as const;
export const COUPON_MAX_GRANT_DAY_LIMIT = 1_000_000;

const TokenLimitField = Type.Union([Type.Literal(0), Type.Literal(1)], { title: '固定码限制', description: '0 开通固定码，1 关闭固定码' });

const configurationFields = {
  token_limit: TokenLimitField,
  grant_day_limit: Type.Integer({ minimum: 0, maximum: COUPON_MAX_GRANT_DAY_LIMIT, title: '每日发券上限', description: '商户每天最多发放的优惠券张数；0：不限', examples: [500] }),
  remark: Type.Optional(Text('备注', 200)),
};

export const CouponConfigurationRecord = Type.Object({
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  token_limit: Type.Integer({ title: '固定码限制', description: '0 开通固定码，1 关闭固定码' }),
  grant_day_limit: Type.Integer({ title: '每日发券上限', description: '0：不限' }),
  remark: Type.String({ title: '备注' }),
  operator: Type.String({ title: '设置人' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const MerchantRef = Type.Object({ merchant: Id('商户号') });

export const couponConfigurationList = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/configuration/list',
  summary: '优惠券运行规则列表',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:configuration:list'] },
  query: Type.Object({ ...pageQuery(20), merchant: Type.Optional(Id('商户号')), token_limit: Type.Optional(TokenLimitField) }),
  reply: ListOf(CouponConfigurationRecord),
});

export const couponConfigurationGet = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/configuration',
  summary: '商户的优惠券运行规则',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:configuration:list'] },
  query: MerchantRef,
  reply: CouponConfigurationRecord,
});

export const couponConfigurationCreate = defineCall({
  method: 'POST',
  path: 'parking/mcoupon/configuration',
  summary: '设置商户的优惠券运行规则',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:configuration:create'] },
  body: Type.Object({ merchant: Id('商户号'), ...configurationFields }),
  reply: Type.Object({ merchant: Type.Integer() }),
});

export const couponConfigurationUpdate = defineCall({
  method: 'PUT',
  path: 'parking/mcoupon/configuration',
  summary: '修改商户的优惠券运行规则',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:configuration:update'] },
  body: Type.Object({ merchant: Id('商户号'), ...configurationFields }),
  reply: Type.Object({ merchant: Type.Integer() }),
});

export const couponConfigurationDelete = defineCall({
  method: 'DELETE',
  path: 'parking/mcoupon/configuration',
  summary: '删除商户的运行规则（恢复默认）',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:configuration:delete'] },
  query: MerchantRef,
  reply: Type.Object({ merchant: Type.Integer() }),
});

const RuntimeRecord = Type.Object({
  merchant: Type.Integer({ title: '商户号' }),
  token_limit: Type.Integer({ title: '固定码限制', description: '0 开通固定码，1 关闭固定码' }),
  grant_day_limit: Type.Integer({ title: '每日发券上限', description: '0：不限' }),
  configured: Type.Boolean({ title: '是否已设置', description: 'false：未设置，按默认值' }),
});

/** The rule a merchant runs on: its own, or the defaults. */
export const couponConfigurationRuntime = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/configuration/runtime',
  summary: '商户生效中的运行规则（未设置时为默认值）',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:configuration:list'] },
  query: MerchantRef,
  reply: RuntimeRecord,
});

/**
 * The start-up check of the 固定码 dynamic route (document 1 §7 "coupon runtime validate by merchant returning
 * token_limit"): the caller's own merchant only, no permission beyond the session (the route needs
 * `parking:mcoupon:token:list` on the console side).
 */
export const couponRuntimeValidate = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/runtime/validate',
  summary: '优惠券固定码入口校验',
  auth: 'token',
  query: MerchantRef,
  reply: Type.Object({ merchant: Type.Integer(), token_limit: Type.Integer({ title: '固定码限制', description: '0 开通固定码，1 关闭固定码' }) }),
});
