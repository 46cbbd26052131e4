import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * Contracts (合同): what a merchant signed with the platform or its partner for the products it was granted. The
 * grantor registers them for merchants below it; the merchant reads its own. A contract covers products: their
 * grants carry its number and end with it (`merchant_product.contract_no`, `expire_time`). docs/decisions.md,
 * "Contracts". Not in calls.tsv: the spec names the screens (合同列表, 合同详情) but no calls.
 */
export const ContractStatus = { active: 1, terminated: 0 } as const;

/** What a contract is today, from its status and dates (UTC+8 calendar days). */
export const contractStates = {
  pending: '未生效',
  active: '生效中',
  expiring: '即将到期',
  expired: '已到期',
  terminated: '已终止',
} as const;
export type ContractState = keyof typeof contractStates;

/** A contract is 即将到期 in its last 30 days. */
export const CONTRACT_EXPIRING_DAYS = 30;

const StateField = Type.Union(
  (Object.keys(contractStates) as ContractState[]).map((s) => Type.Literal(s)),
  { title: '合同状态', description: 'pending 未生效，active 生效中，expiring 即将到期（30 天内），expired 已到期，terminated 已终止' },
);

const Attachment = Type.Object({ name: Text('文件名', 100, 1), link: Text('文件地址', 500, 1) });

export const ContractProduct = Type.Object({
  product: Type.String({ title: '产品编码' }),
  product_name: Type.String({ title: '产品名称' }),
  status: Type.Integer({ title: '开通状态', description: '1 启用' }),
  expire_time: Type.Union([Type.String(), Type.Null()], { title: '到期时间' }),
});

export const ContractRecord = Type.Object({
  id: Type.Integer({ title: '合同 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  grantor: Type.Integer({ title: '签约方商户号' }),
  grantor_name: Type.String({ title: '签约方' }),
  contract_no: Type.String({ title: '合同编号' }),
  name: Type.String({ title: '合同名称' }),
  sign_date: Type.String({ title: '签订日期' }),
  start_date: Type.String({ title: '生效日期' }),
  end_date: Type.Union([Type.String(), Type.Null()], { title: '到期日期', description: 'null：长期' }),
  amount: Type.Union([Type.Integer(), Type.Null()], { title: '合同金额（分）' }),
  attachments: Type.Array(Attachment, { title: '合同附件' }),
  remark: Type.String({ title: '备注' }),
  status: Type.Integer({ title: '状态', description: '1 有效，0 已终止' }),
  state: Type.String({ title: '合同状态', description: 'pending、active、expiring、expired、terminated' }),
  terminate_reason: Type.String({ title: '终止原因' }),
  terminate_time: Type.Union([Type.String(), Type.Null()], { title: '终止时间' }),
  products: Type.Array(ContractProduct, { title: '涵盖的产品' }),
  create_time: Type.String({ title: '登记时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const contractFields = {
  contract_no: Type.String({ title: '合同编号', pattern: '^[A-Za-z0-9][A-Za-z0-9_/-]{0,49}$', description: '1-50 位字母、数字、_、/ 或 -，同一商户内唯一', examples: ['HT-2026-0001'] }),
  name: Text('合同名称', 50, 2),
  sign_date: Type.String({ format: 'date', title: '签订日期' }),
  start_date: Type.String({ format: 'date', title: '生效日期' }),
  end_date: Type.Optional(Type.String({ format: 'date', title: '到期日期', description: '不填：长期有效' })),
  amount: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000_000, title: '合同金额（分）', description: '不填：合同未约定金额' })),
  products: Type.Array(Text('产品编码', 64, 1), { title: '涵盖的产品', maxItems: 30, uniqueItems: true, description: '须是已为该商户开通的产品；它们的到期时间随合同' }),
  attachments: Type.Optional(Type.Array(Attachment, { title: '合同附件', maxItems: 5 })),
  remark: Type.Optional(Text('备注', 200)),
};

const ContractRef = Type.Object({ id: Id('合同 ID') });

/** The caller's own contracts and, for holders of merchant:merchant:list, those of the merchants below it. */
export const contractList = defineCall({
  method: 'GET',
  path: 'merchant/contract/list',
  summary: '合同列表',
  auth: 'token',
  permission: { anyOf: ['merchant:contract:list'] },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    keywords: Type.Optional(Text('合同编号或名称', 50)),
    state: Type.Optional(StateField),
  }),
  reply: ListOf(ContractRecord),
});

export const contractGet = defineCall({
  method: 'GET',
  path: 'merchant/contract',
  summary: '合同详情',
  auth: 'token',
  permission: { anyOf: ['merchant:contract:list'] },
  query: ContractRef,
  reply: ContractRecord,
});

export const contractCreate = defineCall({
  method: 'POST',
  path: 'merchant/contract',
  summary: '登记合同（为下级商户；涵盖的产品随合同到期）',
  auth: 'token',
  permission: { anyOf: ['merchant:product:grant'] },
  body: Type.Object({ merchant: Id('商户号'), ...contractFields }),
  reply: Type.Object({ id: Type.Integer({ title: '合同 ID' }) }),
});

export const contractUpdate = defineCall({
  method: 'PUT',
  path: 'merchant/contract',
  summary: '编辑合同（整体替换；已终止的不可改）',
  auth: 'token',
  permission: { anyOf: ['merchant:product:grant'] },
  body: Type.Object({ id: Id('合同 ID'), ...contractFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const contractTerminate = defineCall({
  method: 'PUT',
  path: 'merchant/contract/terminate',
  summary: '终止合同（涵盖的产品立即到期）',
  auth: 'token',
  permission: { anyOf: ['merchant:product:grant'] },
  body: Type.Object({ id: Id('合同 ID'), reason: Text('终止原因', 200, 2) }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

/**
 * 合同客户 (基础服务 › 合同管理, /base/services/contract/customer; ours): the merchants below the caller that have contracts,
 * each with its counts — in force (生效中 and 即将到期), expiring, all — its nearest end and its latest signing.
 */
export const ContractCustomerRow = Type.Object({
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  merchant_kind: Type.String({ title: '商户类型' }),
  contract_count: Type.Integer({ title: '合同数' }),
  active_count: Type.Integer({ title: '生效中' }),
  expiring_count: Type.Integer({ title: '即将到期' }),
  next_end_date: Type.Union([Type.String(), Type.Null()], { title: '最近到期日', description: '生效中的合同里最早的到期日；都长期有效时为空' }),
  last_sign_date: Type.String({ title: '最近签订日期' }),
});
export const contractCustomerList = defineCall({
  method: 'GET',
  path: 'merchant/contract/customer/list',
  summary: '合同客户（有合同的下级商户，按最近签订排序）',
  auth: 'token',
  permission: { allOf: ['merchant:contract:list', 'merchant:merchant:list'] },
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('商户名称或商户号', 50)),
    expiring: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '即将到期', description: '1 只看有即将到期合同的商户' })),
  }),
  reply: ListOf(ContractCustomerRow),
});
