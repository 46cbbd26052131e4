import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 会员 (document 2 §7: plus/member list …): a user's membership of one package for a period. Its state is 生效中 until
 * its end, then 已过期 (derived from the end time); 已停用 once the operator stops it. docs/decisions.md, "会员".
 */
export const memberStateNames: Record<number, string> = { 1: '生效中', 2: '已过期', 3: '已停用' };

export const MemberRecord = Type.Object({
  id: Type.Integer({ title: '会员 ID' }),
  member_no: Type.String({ title: '会员号' }),
  user: Type.Integer({ title: '用户 ID' }),
  mobile: Type.String({ title: '手机号', description: '遮掩中间四位' }),
  nickname: Type.String({ title: '昵称' }),
  member_type: Type.Integer({ title: '会员类型 ID' }),
  type_name: Type.String({ title: '会员类型' }),
  package_uuid: Type.String({ title: '套餐 UUID' }),
  package_name: Type.String({ title: '套餐' }),
  start_time: Type.String({ title: '开始时间' }),
  end_time: Type.String({ title: '到期时间' }),
  state: Type.Integer({ title: '状态', description: '1 生效中，2 已过期，3 已停用' }),
  state_name: Type.String({ title: '状态名称' }),
  paid_amount: Type.Integer({ title: '累计实付（分）' }),
  create_time: Type.String({ title: '开通时间' }),
});

export const memberList = defineCall({
  method: 'GET',
  path: 'plus/member/list',
  summary: '会员列表（手机号遮掩）',
  auth: 'token',
  permission: { anyOf: ['user:member:list'] },
  product: ['ALL'],
  query: Type.Object({
    ...pageQuery(20),
    member_type: Type.Optional(Id('会员类型 ID')),
    state: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, title: '状态', description: '1 生效中，2 已过期，3 已停用' })),
    keywords: Type.Optional(Text('会员号、昵称或手机尾号', 30)),
    user: Type.Optional(Id('用户 ID')),
  }),
  reply: ListOf(MemberRecord),
});

export const memberGet = defineCall({
  method: 'GET', path: 'plus/member', summary: '会员详情', auth: 'token', permission: { anyOf: ['user:member:list'] }, product: ['ALL'],
  query: Type.Object({ id: Id('会员 ID') }), reply: MemberRecord,
});
