import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { subjectFields } from './merchant.js';

/** The legal subject behind a merchant (主体), audited by the platform; lifecycle in docs/decisions.md. */
export const SubjectStatus = { applying: 0, approved: 1, rejected: -1, revoked: -2 } as const;
export const subjectStatusNames: Record<number, string> = { 0: '待审核', 1: '已认证', [-1]: '已驳回', [-2]: '已撤销' };
export const subjectTypeNames: Record<string, string> = { company: '企业', individual: '个体工商户' };

export const SubjectRecord = Type.Object({
  id: Type.Integer({ title: '主体 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  type: Type.String({ title: '主体类型' }),
  name: Type.String({ title: '主体名称' }),
  credit_code: Type.String({ title: '统一社会信用代码' }),
  legal_person: Type.String({ title: '法定代表人' }),
  legal_person_mobile: Type.String({ title: '法定代表人手机号' }),
  licence_image: Type.String({ title: '营业执照' }),
  address: Type.String({ title: '注册地址' }),
  status: Type.Integer({ title: '状态', description: '0 待审核，1 已认证，-1 已驳回，-2 已撤销' }),
  audit_remark: Type.String({ title: '审核意见' }),
  audit_time: Type.Union([Type.String(), Type.Null()], { title: '审核时间' }),
  auditor: Type.String({ title: '审核人' }),
  create_time: Type.String({ title: '提交时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const subjectGet = defineCall({
  method: 'GET',
  path: 'merchant/subject',
  summary: '商户的主体信息（未提交时为 null）',
  auth: 'token',
  permission: { anyOf: ['merchant:subject:list', 'merchant:subject:audit', 'merchant:merchant:list'] },
  query: Type.Object({ merchant: Type.Optional(Id('商户号')) }),
  reply: Type.Union([SubjectRecord, Type.Null()]),
});

export const subjectCreate = defineCall({
  method: 'POST',
  path: 'merchant/subject',
  summary: '提交主体认证',
  auth: 'token',
  permission: { anyOf: ['merchant:subject:update'] },
  body: Type.Object({ merchant: Type.Optional(Id('商户号')), ...subjectFields }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

export const subjectUpdate = defineCall({
  method: 'PUT',
  path: 'merchant/subject',
  summary: '修改主体信息（重新提交审核；已认证的不可改）',
  auth: 'token',
  permission: { anyOf: ['merchant:subject:update'] },
  body: Type.Object({ id: Id('主体 ID'), ...subjectFields }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

export const subjectAudit = defineCall({
  method: 'POST',
  path: 'merchant/subject/audit',
  summary: '审核主体认证',
  auth: 'token',
  permission: { anyOf: ['merchant:subject:audit'] },
  body: Type.Object({
    id: Id('主体 ID'),
    result: Type.Union([Type.Literal('approve'), Type.Literal('reject')], { title: '审核结果' }),
    remark: Type.Optional(Text('审核意见', 200)),
  }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

export const subjectRevoke = defineCall({
  method: 'POST',
  path: 'merchant/subject/revoke',
  summary: '撤回待审核的主体认证，或（平台）撤销已认证的主体',
  auth: 'token',
  permission: { anyOf: ['merchant:subject:update', 'merchant:subject:audit'] },
  body: Type.Object({ id: Id('主体 ID'), remark: Type.Optional(Text('原因', 200)) }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

/** Subjects of the merchants the caller may act for; the audit queue is `status=0`. */
export const subjectApplying = defineCall({
  method: 'GET',
  path: 'merchant/subject/applying',
  summary: '主体认证列表（审核队列：status=0）',
  auth: 'token',
  permission: { anyOf: ['merchant:subject:audit', 'merchant:merchant:list'] },
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('主体名称、信用代码或商户名称', 50)),
    status: Type.Optional(Type.Integer({ minimum: -2, maximum: 1, title: '状态' })),
  }),
  reply: ListOf(SubjectRecord),
});
