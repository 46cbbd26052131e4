import { Type } from '@sinclair/typebox';
import { defineCall, Id, Nothing, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 物料申请 (document 2 §2: 支付服务's and 交易中心's "material application records and create"): a payment merchant's
 * request for the printed and physical things it takes payments with — QR stands, stickers, sound boxes. One resource
 * seen by two platforms: the payment partner files for its customers (or itself) at `/service/material/apply/*`, the
 * payment merchant for itself at `/trading-center/material/apply/*`; the platform reviews and ships. The calls are
 * ruled (the spec names the pages only). docs/decisions.md, "Payment service: transfers, material, risk, channels".
 */
export const paymentMaterials = {
  stand: '收款码立牌',
  sticker: '收款码桌贴',
  hanger: '收款码挂牌',
  speaker: '收款云音箱',
  scanner: '扫码盒子',
} as const;
export type PaymentMaterial = keyof typeof paymentMaterials;
export const paymentMaterialText = (code: string) => paymentMaterials[code as PaymentMaterial] ?? code;

/** At most this many of one material per application. */
export const MATERIAL_QUANTITY_MAX = 200;

/** 0 待审核 → 1 待发货 (通过) | -1 已驳回; 1 → 2 已发货 (courier and number); 0 → -2 已撤销 by the applicant's side. */
export const MaterialApplyStatus = { pending: 0, approved: 1, shipped: 2, rejected: -1, cancelled: -2 } as const;
export const materialApplyStatusNames: Record<number, string> = { 0: '待审核', 1: '待发货', 2: '已发货', [-1]: '已驳回', [-2]: '已撤销' };

export const materialApplyReaders = ['payment:partner:material:apply:list', 'payment:merchant:material:apply:list'] as const;
export const materialApplyCreators = ['payment:partner:material:apply:create', 'payment:merchant:material:apply:create'] as const;
export const MATERIAL_AUDIT = 'payment:material:apply:audit';

const Material = Type.Union(Object.keys(paymentMaterials).map((m) => Type.Literal(m)), {
  title: '物料类型',
  description: Object.entries(paymentMaterials).map(([k, v]) => `${k} ${v}`).join('，'),
});

export const MaterialApplyRow = Type.Object({
  id: Type.Integer({ title: '申请 ID' }),
  apply_no: Type.String({ title: '申请单号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  material: Type.String({ title: '物料类型' }),
  quantity: Type.Integer({ title: '数量' }),
  receiver_name: Type.String({ title: '收件人' }),
  receiver_mobile: Type.String({ title: '收件人手机号' }),
  address: Type.String({ title: '收件地址' }),
  remark: Type.String({ title: '申请说明' }),
  status: Type.Integer({ title: '状态', description: '0 待审核，1 待发货，2 已发货，-1 已驳回，-2 已撤销' }),
  reason: Type.String({ title: '驳回原因' }),
  express_company: Type.String({ title: '快递公司' }),
  express_no: Type.String({ title: '快递单号' }),
  applicant: Type.String({ title: '申请人' }),
  applicant_merchant_name: Type.String({ title: '申请方' }),
  auditor: Type.String({ title: '审核人' }),
  audit_time: Type.Union([Type.String(), Type.Null()], { title: '审核时间' }),
  ship_time: Type.Union([Type.String(), Type.Null()], { title: '发货时间' }),
  create_time: Type.String({ title: '申请时间' }),
});

const Ref = Type.Object({ id: Id('申请 ID') });

export const materialApplyList = defineCall({
  method: 'GET',
  path: 'payment/material/apply/list',
  summary: '物料申请记录（申请时间倒序）',
  auth: 'token',
  permission: { anyOf: materialApplyReaders },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    material: Type.Optional(Material),
    status: Type.Optional(Type.Union([0, 1, 2, -1, -2].map((s) => Type.Literal(s)), { title: '状态', description: '0 待审核，1 待发货，2 已发货，-1 已驳回，-2 已撤销' })),
    apply_no: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,32}$', title: '申请单号（开头）', examples: ['M20261127000001'] })),
  }),
  reply: ListOf(MaterialApplyRow),
});

export const materialApplyGet = defineCall({
  method: 'GET',
  path: 'payment/material/apply',
  summary: '物料申请详情',
  auth: 'token',
  permission: { anyOf: materialApplyReaders },
  query: Ref,
  reply: MaterialApplyRow,
});

export const materialApplyCreate = defineCall({
  method: 'POST',
  path: 'payment/material/apply',
  summary: '提交物料申请（待平台审核）',
  auth: 'token',
  permission: { anyOf: materialApplyCreators },
  body: Type.Object({
    merchant: Id('商户号'),
    material: Material,
    quantity: Type.Integer({ minimum: 1, maximum: MATERIAL_QUANTITY_MAX, title: '数量', description: `1-${MATERIAL_QUANTITY_MAX}`, examples: [10] }),
    receiver_name: Text('收件人', 20, 2),
    receiver_mobile: Type.String({ pattern: '^1[3-9][0-9]{9}$', title: '收件人手机号', description: '11 位手机号', examples: ['13800138000'] }),
    address: Text('收件地址', 120, 5),
    remark: Type.Optional(Text('申请说明', 200)),
  }),
  reply: Type.Object({ id: Type.Integer({ title: '申请 ID' }), apply_no: Type.String({ title: '申请单号' }) }),
});

export const materialApplyCancel = defineCall({
  method: 'PUT',
  path: 'payment/material/apply/cancel',
  summary: '撤销物料申请（仅待审核）',
  auth: 'token',
  permission: { anyOf: materialApplyCreators },
  body: Ref,
  reply: Nothing,
});

export const materialApplyAudit = defineCall({
  method: 'PUT',
  path: 'payment/material/apply/audit',
  summary: '审核物料申请（通过或驳回，只审一次）',
  auth: 'token',
  permission: { anyOf: [MATERIAL_AUDIT] },
  body: Type.Object({ id: Id('申请 ID'), approve: Type.Boolean({ title: '是否通过' }), reason: Type.Optional(Text('驳回原因', 200)) }),
  reply: Nothing,
});

export const materialApplyShip = defineCall({
  method: 'PUT',
  path: 'payment/material/apply/ship',
  summary: '登记物料发货（快递公司与单号）',
  auth: 'token',
  permission: { anyOf: [MATERIAL_AUDIT] },
  body: Type.Object({
    id: Id('申请 ID'),
    express_company: Text('快递公司', 20, 2),
    express_no: Type.String({ pattern: '^[A-Za-z0-9]{6,32}$', title: '快递单号', description: '6-32 位字母或数字', examples: ['SF1234567890123'] }),
  }),
  reply: Nothing,
});
