import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import type { ProductCode } from '../../products.js';

/** Business applications (业务申请): a merchant applies to settle under a partner or join a group. */

/** 0 待审核, 1 已通过, -1 已驳回, -2 已撤销 (lifecycle in docs/decisions.md). */
export const BusinessApplyStatus = { pending: 0, approved: 1, rejected: -1, cancelled: -2 } as const;
export const businessApplyStatusNames: Record<number, string> = { 0: '待审核', 1: '已通过', [-1]: '已驳回', [-2]: '已撤销' };

export interface BusinessType {
  code: string;
  name: string;
  description: string;
  /** Who offers it: merchants owning this product (partners), or groups. */
  offeredBy: { product: ProductCode } | { kind: 'group' };
  /** The relation the applicant gets to the target on approval. */
  relation: 'customer' | 'member';
  /** Granted to the applicant on approval (by the target, under the grant rules). */
  products: readonly ProductCode[];
}

/** The applications the platform knows (`merchant/business/rt`). */
export const businessTypes: readonly BusinessType[] = [
  {
    code: 'parking:settle',
    name: '停车场入驻',
    description: '停车场（物业）入驻停车服务商，由服务商提供停车管理服务',
    offeredBy: { product: 'parking:partner:platform' },
    relation: 'customer',
    products: ['parking:merchant:platform'],
  },
  {
    code: 'energy:settle',
    name: '充电站入驻',
    description: '充电站入驻充电服务商，由服务商提供充电运营服务',
    offeredBy: { product: 'energy:partner:platform' },
    relation: 'customer',
    products: ['energy:merchant:platform'],
  },
  {
    code: 'invoice:settle',
    name: '电子发票开通',
    description: '接入发票服务商，在线开具电子发票',
    offeredBy: { product: 'invoice:partner:platform' },
    relation: 'customer',
    products: ['invoice:merchant:platform'],
  },
  {
    code: 'payment:settle',
    name: '支付服务入驻',
    description: '商户入驻支付服务商，由服务商提供收款、进件与结算服务',
    offeredBy: { product: 'payment:partner:platform' },
    relation: 'customer',
    products: ['payment:merchant:platform'],
  },
  {
    code: 'group:join',
    name: '加入集团',
    description: '成为集团成员，由集团统一查看经营数据',
    offeredBy: { kind: 'group' },
    relation: 'member',
    products: [],
  },
];
export const businessTypeOf = (code: string) => businessTypes.find((b) => b.code === code);

const BusinessCode = Type.Union(
  businessTypes.map((b) => Type.Literal(b.code)),
  { title: '申请业务', description: businessTypes.map((b) => `${b.code} ${b.name}`).join('，') },
);

export const businessRuntime = defineCall({
  method: 'GET',
  path: 'merchant/business/rt',
  summary: '可申请的业务与受理方',
  auth: 'token',
  permission: { anyOf: ['merchant:business:apply', 'merchant:business:audit'] },
  query: Type.Object({ business: Type.Optional(BusinessCode) }),
  reply: Type.Object({
    row: Type.Array(
      Type.Object({
        code: Type.String({ title: '业务编码' }),
        name: Type.String({ title: '业务名称' }),
        description: Type.String({ title: '说明' }),
        products: Type.Array(Type.Object({ code: Type.String(), name: Type.String() }), { title: '通过后开通的产品' }),
        targets: Type.Array(Type.Object({ id: Type.Integer({ title: '商户号' }), name: Type.String({ title: '受理方名称' }) }), { title: '受理方' }),
      }),
    ),
  }),
});

export const ApplySubject = Type.Object({
  type: Type.String(),
  name: Type.String(),
  credit_code: Type.String(),
  legal_person: Type.String(),
  licence_image: Type.String(),
  status: Type.Integer({ description: '申请时的认证状态' }),
});

export const BusinessApplyRecord = Type.Object({
  id: Type.Integer({ title: '申请编号' }),
  merchant: Type.Integer({ title: '申请商户号' }),
  merchant_name: Type.String({ title: '申请商户' }),
  target: Type.Integer({ title: '受理方商户号' }),
  target_name: Type.String({ title: '受理方' }),
  business: Type.String({ title: '申请业务' }),
  business_name: Type.String({ title: '业务名称' }),
  contact_name: Type.String({ title: '联系人' }),
  contact_mobile: Type.String({ title: '联系电话' }),
  remark: Type.String({ title: '申请说明' }),
  attachments: Type.Array(Type.String(), { title: '附件' }),
  subject: Type.Union([ApplySubject, Type.Null()], { title: '申请时的主体信息' }),
  status: Type.Integer({ title: '状态', description: '0 待审核，1 已通过，-1 已驳回，-2 已撤销' }),
  audit_remark: Type.String({ title: '审核意见' }),
  auditor: Type.String({ title: '审核人' }),
  audit_time: Type.Union([Type.String(), Type.Null()], { title: '审核时间' }),
  create_time: Type.String({ title: '申请时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const businessApplyList = defineCall({
  method: 'GET',
  path: 'merchant/business/apply/list',
  summary: '业务申请列表（我的申请 / 待我审核）',
  auth: 'token',
  permission: { anyOf: ['merchant:business:apply', 'merchant:business:audit'] },
  query: Type.Object({
    ...pageQuery(20),
    side: Type.Union([Type.Literal('apply'), Type.Literal('audit')], { title: '列表', description: 'apply 本商户提交的申请，audit 向本商户（及下级）提交的申请' }),
    business: Type.Optional(BusinessCode),
    status: Type.Optional(Type.Integer({ minimum: -2, maximum: 1, title: '状态' })),
    keywords: Type.Optional(Text('商户名称或申请编号', 50)),
    id: Type.Optional(Id('申请编号')),
  }),
  reply: ListOf(BusinessApplyRecord),
});

export const businessApplyGet = defineCall({
  method: 'GET',
  path: 'merchant/business/apply',
  summary: '业务申请结果（申请方或受理方可查）',
  auth: 'token',
  permission: { anyOf: ['merchant:business:apply', 'merchant:business:audit'] },
  query: Type.Object({ id: Id('申请编号') }),
  reply: Type.Composite([
    BusinessApplyRecord,
    Type.Object({ products: Type.Array(Type.Object({ code: Type.String(), name: Type.String() }), { title: '通过后开通的产品' }) }),
  ]),
});

/** The invitation pages (`/park/apply?inviter=`, `/energy/apply`, `/channel/apply`, `/group/merchant/apply/create`). */
export const businessInviter = defineCall({
  method: 'GET',
  path: 'merchant/business/inviter',
  summary: '邀请方与可申请的业务（邀请入驻页）',
  auth: 'token',
  permission: { anyOf: ['merchant:business:apply', 'merchant:business:audit'] },
  query: Type.Object({ inviter: Id('邀请方商户号'), business: BusinessCode }),
  reply: Type.Object({
    inviter: Type.Integer({ title: '邀请方商户号' }),
    inviter_name: Type.String({ title: '邀请方' }),
    business: Type.String({ title: '业务编码' }),
    business_name: Type.String({ title: '业务名称' }),
    description: Type.String({ title: '说明' }),
    relation: Type.String({ title: '通过后的关系', description: 'customer 客户，member 集团成员' }),
    products: Type.Array(Type.Object({ code: Type.String(), name: Type.String() }), { title: '通过后开通的产品' }),
    joined: Type.Boolean({ title: '已是邀请方的客户或成员' }),
    pending: Type.Union([Type.Integer(), Type.Null()], { title: '待审核的同类申请编号' }),
    subject: Type.Union([Type.Object({ name: Type.String(), status: Type.Integer() }), Type.Null()], { title: '本商户的主体（随申请提交）' }),
  }),
});

export const businessApplyCreate = defineCall({
  method: 'POST',
  path: 'merchant/business/apply',
  summary: '提交业务申请',
  auth: 'token',
  permission: { anyOf: ['merchant:business:apply'] },
  body: Type.Object({
    business: BusinessCode,
    target: Id('受理方商户号'),
    contact_name: Text('联系人', 20, 1),
    contact_mobile: Type.String({ format: 'mobile', title: '联系电话' }),
    remark: Type.Optional(Text('申请说明', 500)),
    attachments: Type.Optional(Type.Array(Text('附件', 500, 1), { maxItems: 9, title: '附件' })),
  }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

const ApplyRef = Type.Object({ id: Id('申请编号') });
const ApplyStatusReply = Type.Object({ id: Type.Integer(), status: Type.Integer() });

export const businessApplyCancel = defineCall({
  method: 'PUT', path: 'merchant/business/apply/cancel', summary: '撤销业务申请', auth: 'token',
  permission: { anyOf: ['merchant:business:apply'] }, body: ApplyRef, reply: ApplyStatusReply,
});

export const businessApplyReject = defineCall({
  method: 'PUT', path: 'merchant/business/apply/reject', summary: '驳回业务申请', auth: 'token',
  permission: { anyOf: ['merchant:business:audit'] },
  body: Type.Object({ id: Id('申请编号'), remark: Text('驳回原因', 200, 1) }),
  reply: ApplyStatusReply,
});

export const businessApplyApprove = defineCall({
  method: 'PUT', path: 'merchant/business/apply/approve', summary: '通过业务申请（建立合作关系并开通产品）', auth: 'token',
  permission: { anyOf: ['merchant:business:audit'] },
  body: Type.Object({ id: Id('申请编号'), remark: Type.Optional(Text('审核意见', 200)) }),
  reply: ApplyStatusReply,
});

export const businessApplyDelete = defineCall({
  method: 'DELETE', path: 'merchant/business/apply', summary: '删除已驳回或已撤销的申请', auth: 'token',
  permission: { anyOf: ['merchant:business:apply'] }, query: ApplyRef, reply: Type.Object({ id: Type.Integer() }),
});
