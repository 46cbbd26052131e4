import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { PARTNER_PRODUCTS } from './customer.js';

/**
 * A customer's parking or energy software (停车软件 / 充电软件, the detail's tabs and
 * `/partner/{customer,group}/software/{parking,energy}/{create,edit}`): which system it runs, from when to when, and
 * what it pays (fen). One per customer and type; a partner registers the types of the platform products it holds.
 * docs/decisions.md, "Partner platform (合作伙伴)".
 */
export const softwareTypes = { parking: '停车软件', energy: '充电软件' } as const;
export type SoftwareType = keyof typeof softwareTypes;
/** The partner product a software type needs. */
export const softwareProduct = { parking: 'parking:partner:platform', energy: 'energy:partner:platform' } as const;

export const parkingSoftware = {
  zhiboyun: '智泊云停车',
  jieshun: '捷顺 JSST',
  keytop: '科拓',
  lifang: '立方',
  hikvision: '海康威视',
} as const;
export const energySoftware = {
  zhiboyun: '智泊云充电',
  ykc: '云快充（YKC 协议）',
  ocpp16: 'OCPP 1.6J 平台',
  ocpp201: 'OCPP 2.0.1 平台',
} as const;
export const softwareCatalogue = { parking: parkingSoftware, energy: energySoftware } as const;
export const softwareName = (type: string, code: string) => (softwareCatalogue[type as SoftwareType] as Record<string, string> | undefined)?.[code] ?? code;

/** The largest fee (fen): 100 万元. */
export const SOFTWARE_FEE_MAX = 100_000_000;

/** A registration's state as shown: derived from its status and dates (UTC+8 day). */
export const softwareStates = { pending: '未生效', active: '使用中', expired: '已到期', disabled: '已停用' } as const;
export const softwareStateOf = (row: { status: number; start_date: string; end_date: string | null }, today: string): keyof typeof softwareStates =>
  row.status !== 1 ? 'disabled' : row.start_date > today ? 'pending' : row.end_date && row.end_date < today ? 'expired' : 'active';

const TypeField = Type.Union([Type.Literal('parking'), Type.Literal('energy')], { title: '软件类型', description: 'parking 停车软件，energy 充电软件' });

export const PartnerSoftwareRow = Type.Object({
  id: Type.Integer({ title: '登记 ID' }),
  merchant: Type.Integer({ title: '客户商户号' }),
  merchant_name: Type.String({ title: '客户名称' }),
  partner: Type.Integer({ title: '登记的服务商' }),
  type: Type.String({ title: '软件类型' }),
  software: Type.String({ title: '软件（编码）' }),
  software_name: Type.String({ title: '软件' }),
  version: Type.String({ title: '版本' }),
  start_date: Type.String({ title: '开始日期' }),
  end_date: Type.Union([Type.String(), Type.Null()], { title: '结束日期', description: '空为长期' }),
  annual_fee: Type.Integer({ title: '年服务费（分）' }),
  install_fee: Type.Integer({ title: '实施费（分）' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  remark: Type.String({ title: '备注' }),
  create_time: Type.String({ title: '登记时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const readers = { anyOf: ['partner:customer:list', 'partner:group:list'] } as const;
const writers = { anyOf: ['partner:software:update'] } as const;

export const partnerSoftwareList = defineCall({
  method: 'GET',
  path: 'partner/software/list',
  summary: '客户的停车与充电软件',
  auth: 'token',
  product: PARTNER_PRODUCTS,
  permission: readers,
  query: Type.Object({ merchant: Id('客户商户号') }),
  reply: Type.Object({ row: Type.Array(PartnerSoftwareRow) }),
});

export const partnerSoftwareGet = defineCall({
  method: 'GET',
  path: 'partner/software',
  summary: '软件登记详情',
  auth: 'token',
  product: PARTNER_PRODUCTS,
  permission: readers,
  query: Type.Object({ id: Id('登记 ID') }),
  reply: PartnerSoftwareRow,
});

const Fee = (title: string) => Type.Integer({ minimum: 0, maximum: SOFTWARE_FEE_MAX, title });
const softwareFields = {
  software: Type.String({ pattern: '^[a-z0-9]{2,20}$', title: '软件（编码）', description: '停车：zhiboyun, jieshun, keytop, lifang, hikvision；充电：zhiboyun, ykc, ocpp16, ocpp201' }),
  version: Type.Optional(Text('版本', 30)),
  start_date: Type.String({ format: 'date', title: '开始日期' }),
  end_date: Type.Optional(Type.String({ format: 'date', title: '结束日期', description: '不填为长期' })),
  annual_fee: Fee('年服务费（分）'),
  install_fee: Fee('实施费（分）'),
  remark: Type.Optional(Text('备注', 200)),
};

export const partnerSoftwareCreate = defineCall({
  method: 'POST',
  path: 'partner/software',
  summary: '登记客户的停车或充电软件（每个客户每种一条）',
  auth: 'token',
  product: PARTNER_PRODUCTS,
  permission: writers,
  body: Type.Object({ merchant: Id('客户商户号'), type: TypeField, ...softwareFields }),
  reply: PartnerSoftwareRow,
});

export const partnerSoftwareUpdate = defineCall({
  method: 'PUT',
  path: 'partner/software',
  summary: '编辑软件登记',
  auth: 'token',
  product: PARTNER_PRODUCTS,
  permission: writers,
  body: Type.Object({ id: Id('登记 ID'), ...softwareFields }),
  reply: PartnerSoftwareRow,
});

export const partnerSoftwareStatus = defineCall({
  method: 'PUT',
  path: 'partner/software/status',
  summary: '停用或启用软件登记',
  auth: 'token',
  product: PARTNER_PRODUCTS,
  permission: writers,
  body: Type.Object({ id: Id('登记 ID'), status: Type.Union([Type.Literal(1), Type.Literal(0)], { title: '状态', description: '1 启用，0 停用' }) }),
  reply: PartnerSoftwareRow,
});
