import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { paymentBusinessCodes } from './business.js';

/**
 * Payment app authorization (支付应用授权, `/service/payment/acl/list`): which applications (the platform's apps, by
 * app_id) may take payments for which payment merchant, for which businesses. A payment partner requests one for a
 * merchant below it (or its own); the platform reviews it; only an approved one lets the app create trades. Editing
 * sends it back to review; deleting revokes it. docs/decisions.md, "Payment app authorization".
 */
export const PaymentAppAclStatus = { pending: 0, approved: 1, rejected: -1 } as const;
export const paymentAppAclStatusNames: Record<number, string> = { 0: '待审核', 1: '已授权', [-1]: '已驳回' };

/**
 * Readers and requesters: the payment partner for itself and its customers (支付服务), the payment merchant for itself
 * (交易中心 › 应用授权, the same rows through its own scope). docs/decisions.md, "Payment service: transfers, material, risk, channels".
 */
export const appAclReaders = ['payment:partner:app:acl:list', 'payment:merchant:app:acl:list'] as const;
export const appAclRequesters = ['payment:partner:app:acl:update', 'payment:merchant:app:acl:update'] as const;

const Business = Type.Union(paymentBusinessCodes.map((code) => Type.Literal(code)), { title: '业务类型' });

export const PaymentAppAclRecord = Type.Object({
  id: Type.Integer({ title: '授权 ID' }),
  merchant: Type.Integer({ title: '支付商户号' }),
  merchant_name: Type.String({ title: '支付商户' }),
  app_id: Type.String({ title: '应用 ID' }),
  app_name: Type.String({ title: '应用名称' }),
  business: Type.Array(Type.String(), { title: '授权业务', description: '空：全部业务' }),
  remark: Type.String({ title: '申请说明' }),
  status: Type.Integer({ title: '状态', description: '0 待审核，1 已授权，-1 已驳回' }),
  reason: Type.String({ title: '驳回原因' }),
  applicant: Type.String({ title: '申请人' }),
  auditor: Type.String({ title: '审核人' }),
  audit_time: Type.Union([Type.String(), Type.Null()], { title: '审核时间' }),
  create_time: Type.String({ title: '申请时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const aclFields = {
  business: Type.Array(Business, { title: '授权业务', uniqueItems: true, maxItems: paymentBusinessCodes.length, description: '不选：全部业务' }),
  remark: Type.Optional(Text('申请说明', 200)),
};

const AclRef = Type.Object({ id: Id('授权 ID') });

export const paymentAppAclList = defineCall({
  method: 'GET',
  path: 'payment/app/acl/list',
  summary: '支付应用授权列表',
  auth: 'token',
  permission: { anyOf: appAclReaders },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('支付商户号')),
    app_id: Type.Optional(Text('应用 ID', 64)),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(-1)], { title: '状态' })),
  }),
  reply: ListOf(PaymentAppAclRecord),
});

export const paymentAppAclGet = defineCall({
  method: 'GET',
  path: 'payment/app/acl',
  summary: '支付应用授权详情',
  auth: 'token',
  permission: { anyOf: appAclReaders },
  query: AclRef,
  reply: PaymentAppAclRecord,
});

export const paymentAppAclCreate = defineCall({
  method: 'POST',
  path: 'payment/app/acl',
  summary: '申请支付应用授权（待平台审核）',
  auth: 'token',
  permission: { anyOf: appAclRequesters },
  body: Type.Object({ merchant: Id('支付商户号'), app_id: Text('应用 ID', 64, 1), ...aclFields }),
  reply: Type.Object({ id: Type.Integer({ title: '授权 ID' }) }),
});

export const paymentAppAclUpdate = defineCall({
  method: 'PUT',
  path: 'payment/app/acl',
  summary: '修改支付应用授权（重新审核）',
  auth: 'token',
  permission: { anyOf: appAclRequesters },
  body: Type.Object({ id: Id('授权 ID'), ...aclFields }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

export const paymentAppAclDelete = defineCall({
  method: 'DELETE',
  path: 'payment/app/acl',
  summary: '撤销支付应用授权',
  auth: 'token',
  permission: { anyOf: appAclRequesters },
  query: AclRef,
  reply: Type.Object({ id: Type.Integer() }),
});

export const paymentAppAclAudit = defineCall({
  method: 'POST',
  path: 'payment/app/acl/audit',
  summary: '审核支付应用授权（通过或驳回）',
  auth: 'token',
  permission: { anyOf: ['payment:app:acl:audit'] },
  body: Type.Object({ id: Id('授权 ID'), approve: Type.Boolean({ title: '是否通过' }), reason: Type.Optional(Text('驳回原因', 200)) }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

/**
 * Whether the caller's merchant has payment merchants to authorize apps for (document 1 §2: with
 * payment:partner:app:acl:list, success adds the dynamic route `/service/payment/acl/list`); 1003 when it has none.
 */
export const paymentAppAclValidate = defineCall({
  method: 'GET',
  path: 'payment/app/acl/validate',
  summary: '支付应用授权入口校验',
  auth: 'token',
  query: Type.Object({ merchant: Id('商户号') }),
  reply: Type.Object({ merchant: Type.Integer(), merchants: Type.Integer({ title: '可授权的支付商户数' }) }),
});
