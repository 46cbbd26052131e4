import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import type { ProductCode } from '../../products.js';

/**
 * 合作伙伴 (/partner, document 2 §2 "Partner"): the customers a partner brought in (普通商户, `/partner/customer/*`) and
 * its group customers (集团, `/partner/group/*`), read by the partner (the platform: every partner's). Creating and
 * editing a customer is the merchant call (`merchant/merchant`, 商户管理) under the partner; these add the partner's view:
 * its software and trades. `partner/merchant/detail` is the spec's call (2 §7: "name and product list").
 * docs/decisions.md, "Partner platform (合作伙伴)".
 */

/** The products that open the partner platform (the parking and the energy partner; ALL owns both). */
export const PARTNER_PRODUCTS = ['parking:partner:platform', 'energy:partner:platform'] as const satisfies readonly ProductCode[];

const DateField = (title: string) => Type.Optional(Type.String({ format: 'date', title }));

export const PartnerCustomerRow = Type.Object({
  id: Type.Integer({ title: '商户号' }),
  name: Type.String({ title: '商户名称' }),
  short_name: Type.String({ title: '商户简称' }),
  kind: Type.String({ title: '类型', description: 'merchant 普通商户，group 集团' }),
  contact_name: Type.String({ title: '联系人' }),
  contact_mobile: Type.String({ title: '联系电话（脱敏）' }),
  region_name: Type.String({ title: '所在地区' }),
  address: Type.String({ title: '详细地址' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  products: Type.Array(Type.String(), { title: '已开通产品（编码）' }),
  partner: Type.Integer({ title: '服务商商户号' }),
  partner_name: Type.String({ title: '所属服务商' }),
  members: Type.Integer({ title: '集团成员数', description: '普通商户为 0' }),
  parking_software: Type.Union([Type.String(), Type.Null()], { title: '停车软件' }),
  energy_software: Type.Union([Type.String(), Type.Null()], { title: '充电软件' }),
  trade_amount: Type.Integer({ title: '近 30 天交易额（分）', description: '支付成功的交易，含其后退款的' }),
  create_time: Type.String({ title: '入驻时间' }),
});

export const partnerCustomerFilters = {
  keywords: Type.Optional(Text('商户名称或商户号', 50)),
  status: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态', description: '1 启用，0 停用' })),
  product: Type.Optional(Text('已开通产品（编码）', 64)),
  software: Type.Optional(Type.Union([Type.Literal('parking'), Type.Literal('energy'), Type.Literal('none')], { title: '软件', description: 'parking 已登记停车软件，energy 已登记充电软件，none 都未登记' })),
  partner: Type.Optional(Id('服务商商户号（平台可选）')),
  start_date: DateField('入驻开始日期'),
  end_date: DateField('入驻结束日期'),
};

export const partnerCustomerList = defineCall({
  method: 'GET',
  path: 'partner/customer/list',
  summary: '客户列表（服务商的普通商户客户，入驻时间倒序）',
  auth: 'token',
  product: PARTNER_PRODUCTS,
  permission: { anyOf: ['partner:customer:list'] },
  query: Type.Object({ ...pageQuery(20), ...partnerCustomerFilters }),
  reply: ListOf(PartnerCustomerRow),
});

export const partnerGroupList = defineCall({
  method: 'GET',
  path: 'partner/group/list',
  summary: '集团客户列表（服务商的集团客户与其成员数，入驻时间倒序）',
  auth: 'token',
  product: PARTNER_PRODUCTS,
  permission: { anyOf: ['partner:group:list'] },
  query: Type.Object({ ...pageQuery(20), ...partnerCustomerFilters }),
  reply: ListOf(PartnerCustomerRow),
});

const Count = (title: string) => Type.Integer({ title });

export const partnerCustomerStatistics = defineCall({
  method: 'GET',
  path: 'partner/customer/statistics',
  summary: '客户统计（客户数、软件登记、近 12 个月新增、产品分布、近 30 天交易额前 10 的客户）',
  auth: 'token',
  product: PARTNER_PRODUCTS,
  permission: { anyOf: ['partner:customer:list'] },
  query: Type.Object({ partner: Type.Optional(Id('服务商商户号（平台可选）')) }),
  reply: Type.Object({
    customers: Count('普通商户客户'),
    groups: Count('集团客户'),
    enabled: Count('启用'),
    disabled: Count('停用'),
    this_month: Count('本月新增'),
    parking_software: Count('已登记停车软件'),
    energy_software: Count('已登记充电软件'),
    trade_count: Count('近 30 天交易笔数'),
    trade_amount: Type.Integer({ title: '近 30 天交易额（分）' }),
    months: Type.Array(Type.Object({ month: Type.String({ title: '月份 YYYY-MM' }), customers: Count('新增普通商户'), groups: Count('新增集团') }), { title: '近 12 个月新增' }),
    products: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), count: Count('客户数') }), { title: '产品分布' }),
    top: Type.Array(Type.Object({ merchant: Type.Integer(), name: Type.String(), count: Count('笔数'), amount: Type.Integer({ title: '交易额（分）' }) }), { title: '交易额前 10' }),
  }),
});

export const partnerMerchantDetail = defineCall({
  method: 'GET',
  path: 'partner/merchant/detail',
  summary: '客户详情（名称与已开通产品列表 product，如 parking:partner:platform）',
  auth: 'token',
  product: PARTNER_PRODUCTS,
  permission: { anyOf: ['partner:customer:list', 'partner:group:list'] },
  query: Type.Object({ code: Id('商户号') }),
  reply: Type.Composite([
    PartnerCustomerRow,
    Type.Object({
      product: Type.Array(Type.String(), { title: '已开通产品（编码）' }),
      parent_products: Type.Array(Type.String(), { title: '所属服务商的产品', description: '决定可登记的软件：停车服务商平台 → 停车软件，充电服务商平台 → 充电软件' }),
      superuser: Type.Union([Type.Object({ account: Type.String(), name: Type.String() }), Type.Null()], { title: '主账号' }),
      remark: Type.String({ title: '备注' }),
    }),
  ]),
});
