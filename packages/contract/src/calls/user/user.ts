import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 会员 › 用户 (document 2 §7 "User and member"): the platform's app users (车主), run by the platform operator (product
 * ALL). A user is 正常 or 已封禁; blocking and unblocking take a reason. docs/decisions.md, "会员".
 */
export const AppUserStatus = { normal: 1, blocked: 2 } as const;
export const appUserStatusNames: Record<number, string> = { 1: '正常', 2: '已封禁' };

export const AppUserRecord = Type.Object({
  id: Type.Integer({ title: '用户 ID' }),
  mobile: Type.String({ title: '手机号', description: '列表中遮掩中间四位' }),
  nickname: Type.String({ title: '昵称' }),
  plates: Type.Array(Type.String(), { title: '车牌' }),
  status: Type.Integer({ title: '状态', description: '1 正常，2 已封禁' }),
  status_name: Type.String({ title: '状态名称' }),
  member_count: Type.Integer({ title: '会员数', description: '生效中的会员' }),
  register_time: Type.String({ title: '注册时间' }),
});

export const AppUserDetail = Type.Intersect([
  AppUserRecord,
  Type.Object({
    block_reason: Type.String({ title: '封禁原因' }),
    block_time: Type.Union([Type.String(), Type.Null()], { title: '封禁时间' }),
    update_time: Type.String({ title: '更新时间' }),
  }),
]);

export const userList = defineCall({
  method: 'GET',
  path: 'user/user/list',
  summary: '用户检索（手机号遮掩）',
  auth: 'token',
  permission: { anyOf: ['user:user:list'] },
  product: ['ALL'],
  query: Type.Object({
    ...pageQuery(20),
    mobile: Type.Optional(Type.String({ pattern: '^[0-9]{4,11}$', title: '手机号', description: '完整号码或尾号（至少 4 位）', examples: ['5678'] })),
    nickname: Type.Optional(Text('昵称', 30)),
    plate: Type.Optional(Text('车牌', 10)),
    status: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, title: '状态', description: '1 正常，2 已封禁' })),
  }),
  reply: ListOf(AppUserRecord),
});

export const userGet = defineCall({
  method: 'GET', path: 'user/user', summary: '用户详情', auth: 'token', permission: { anyOf: ['user:user:list'] }, product: ['ALL'],
  query: Type.Object({ id: Id('用户 ID') }), reply: AppUserDetail,
});

const BlockBody = Type.Object({ id: Id('用户 ID'), reason: Text('原因', 200, 2) });

export const userBlock = defineCall({
  method: 'POST', path: 'user/user/block', summary: '封禁用户（正常 → 已封禁，需填写原因）', auth: 'token',
  permission: { anyOf: ['user:user:update'] }, product: ['ALL'], body: BlockBody, reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

export const userUnblock = defineCall({
  method: 'POST', path: 'user/user/unblock', summary: '解封用户（已封禁 → 正常，需填写原因）', auth: 'token',
  permission: { anyOf: ['user:user:update'] }, product: ['ALL'], body: BlockBody, reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});
