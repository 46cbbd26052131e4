import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 会员 › 用户 (document 2 §7 "User and member"): the platform's app users (车主), run by the platform operator (product
 * ALL). A user is 正常 or 已封禁; blocking and unblocking take a reason. docs/decisions.md, "会员".
 */
export const AppUserStatus = { normal: 1, blocked: 2, merged: 3 } as const;
export const appUserStatusNames: Record<number, string> = { 1: '正常', 2: '已封禁', 3: '已合并' };

export const AppUserRecord = Type.Object({
  id: Type.Integer({ title: '用户 ID' }),
  mobile: Type.String({ title: '手机号', description: '列表中遮掩中间四位' }),
  nickname: Type.String({ title: '昵称' }),
  plates: Type.Array(Type.String(), { title: '车牌' }),
  status: Type.Integer({ title: '状态', description: '1 正常，2 已封禁，3 已合并' }),
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
    merged_into: Type.Union([Type.Integer(), Type.Null()], { title: '合并到的用户 ID' }),
    merge_time: Type.Union([Type.String(), Type.Null()], { title: '合并时间' }),
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
    status: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, title: '状态', description: '1 正常，2 已封禁，3 已合并' })),
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

/**
 * 用户合并 (`/user/user/merge`; calls.tsv `user/user/migrate POST`): the same person's two accounts. The source's members,
 * complaints, messages and redeemed member codes move to the target and its plates join the target's, in one transaction; the source is left
 * 已合并 with `merged_into`. The preview answers both users and what would move. docs/decisions.md, "会员: 投诉、站内消息、用户合并".
 */
const MergeSide = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  mobile: Type.String({ description: '完整号码：合并前需核对' }),
  plates: Type.Array(Type.String()),
  status: Type.Integer(),
  status_name: Type.String(),
  register_time: Type.String(),
  member_count: Type.Integer({ title: '会员（全部状态）' }),
  complaint_count: Type.Integer({ title: '投诉' }),
  message_count: Type.Integer({ title: '站内消息' }),
});

const MergePair = Type.Object({ source: Id('被合并用户 ID'), target: Id('保留用户 ID') });

export const userMergePreview = defineCall({
  method: 'GET', path: 'user/user/migrate/preview', summary: '用户合并预览（两个用户及将转移的记录）', auth: 'token',
  permission: { anyOf: ['user:user:merge'] }, product: ['ALL'], query: MergePair,
  reply: Type.Object({ source: MergeSide, target: MergeSide, plates_after: Type.Array(Type.String(), { title: '合并后车牌' }) }),
});

export const userMerge = defineCall({
  method: 'POST', path: 'user/user/migrate', summary: '合并用户（会员、投诉、站内消息和车牌转到保留用户，被合并用户标为已合并）', auth: 'token',
  permission: { anyOf: ['user:user:merge'] }, product: ['ALL'],
  body: Type.Object({ source: Id('被合并用户 ID'), target: Id('保留用户 ID'), reason: Text('合并原因', 200, 2) }),
  reply: Type.Object({ source: Type.Integer(), target: Type.Integer(), members: Type.Integer(), complaints: Type.Integer(), messages: Type.Integer(), plates: Type.Array(Type.String()) }),
});
