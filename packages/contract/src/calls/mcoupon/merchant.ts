import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { GrantRuleRecord } from './grant-rule.js';

/**
 * 商户管理 of the coupon platform (document 2 §2 "Parking coupon": merchant list, create, edit, detail; merchant rules).
 * A coupon merchant (优惠券商户) is a merchant holding the coupon product that the platform registered: its contact,
 * shop address and whether it may buy and grant coupons (启用 / 停用). The spec names no calls for these screens
 * (`merchant/matching|authorize|deprive` are park authorization, not built); these follow the configuration calls'
 * style. docs/decisions.md, "Coupon merchants".
 */
export const CouponMerchantStatus = { enabled: 1, disabled: 0 } as const;
export const couponMerchantStatuses = { [CouponMerchantStatus.enabled]: '启用', [CouponMerchantStatus.disabled]: '停用' } as const;

const StatusField = Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态', description: '1 启用，0 停用' });

const merchantFields = {
  contact_name: Text('联系人', 20, 2),
  contact_phone: Type.String({ format: 'mobile', title: '联系电话', description: '11 位手机号', examples: ['13800138000'] }),
  address: Type.Optional(Text('门店地址', 100)),
  remark: Type.Optional(Text('备注', 200)),
};

export const CouponMerchantRecord = Type.Object({
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  contact_name: Type.String({ title: '联系人' }),
  contact_phone: Type.String({ title: '联系电话' }),
  address: Type.String({ title: '门店地址' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  remark: Type.String({ title: '备注' }),
  operator: Type.String({ title: '登记人' }),
  coupon_count: Type.Integer({ title: '优惠券数' }),
  purchased: Type.Integer({ title: '累计采购张数', description: '不含已撤销' }),
  purchase_amount: Type.Integer({ title: '采购金额（分）', description: '未撤销的采购' }),
  granted: Type.Integer({ title: '已发放张数', description: '不含已撤销的发放' }),
  remaining: Type.Integer({ title: '剩余库存' }),
  token_limit: Type.Integer({ title: '固定码限制', description: '运行规则：0 开通固定码，1 关闭固定码（未设置按 1）' }),
  grant_day_limit: Type.Integer({ title: '每日发券上限', description: '运行规则；0：不限' }),
  create_time: Type.String({ title: '登记时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const couponMerchantList = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/merchant/list',
  summary: '优惠券商户列表',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:merchant:list'] },
  query: Type.Object({ ...pageQuery(20), keywords: Type.Optional(Text('商户名称、商户号或联系人', 30)), status: Type.Optional(StatusField) }),
  reply: ListOf(CouponMerchantRecord),
});

const MerchantRef = Type.Object({ merchant: Id('商户号') });

export const couponMerchantGet = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/merchant',
  summary: '优惠券商户详情',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:merchant:list'] },
  query: MerchantRef,
  reply: CouponMerchantRecord,
});

export const couponMerchantCreate = defineCall({
  method: 'POST',
  path: 'parking/mcoupon/merchant',
  summary: '登记优惠券商户',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:merchant:create'] },
  body: Type.Object({ merchant: Id('商户号'), ...merchantFields }),
  reply: Type.Object({ merchant: Type.Integer() }),
});

export const couponMerchantUpdate = defineCall({
  method: 'PUT',
  path: 'parking/mcoupon/merchant',
  summary: '修改优惠券商户',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:merchant:update'] },
  body: Type.Object({ merchant: Id('商户号'), ...merchantFields }),
  reply: Type.Object({ merchant: Type.Integer() }),
});

export const couponMerchantEnable = defineCall({
  method: 'PUT',
  path: 'parking/mcoupon/merchant/enable',
  summary: '启用优惠券商户',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:merchant:update'] },
  body: MerchantRef,
  reply: Type.Object({ merchant: Type.Integer() }),
});

export const couponMerchantDisable = defineCall({
  method: 'PUT',
  path: 'parking/mcoupon/merchant/disable',
  summary: '停用优惠券商户（停止采购与发放）',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:merchant:update'] },
  body: MerchantRef,
  reply: Type.Object({ merchant: Type.Integer() }),
});

/** 商户规则: the platform reads the grant rules its coupon merchants set (read only; each merchant edits its own). */
export const couponMerchantRuleList = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/merchant/rule/list',
  summary: '商户规则（各优惠券商户的发放规则）',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:merchant:list'] },
  query: Type.Object({ ...pageQuery(20), merchant: Type.Optional(Id('商户号')), keywords: Type.Optional(Text('规则名称', 30)), status: Type.Optional(StatusField) }),
  reply: ListOf(GrantRuleRecord),
});
