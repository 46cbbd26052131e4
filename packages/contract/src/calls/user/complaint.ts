import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 会员 › 投诉 (document 2 §2 "User": complaints list and detail): complaints of the platform's app users (车主), handled by
 * the platform operator. 待处理 → 处理中 (受理 or the first reply) → 已关闭 (with a result); a closed complaint takes no more
 * replies. Calls ruled in docs/decisions.md, "会员: 投诉、站内消息、用户合并".
 */
export const userComplaintStatusNames: Record<number, string> = { 1: '待处理', 2: '处理中', 3: '已关闭' };
export const userComplaintCategoryNames: Record<number, string> = { 1: '停车收费', 2: '充电服务', 3: '会员权益', 4: '账户与支付', 5: '其他' };
/** A line of the complaint's history: the user's words, the operator's replies and the handling steps. */
export const userComplaintRecordKindNames: Record<number, string> = { 1: '用户提交', 2: '用户补充', 3: '客服回复', 4: '受理', 5: '关闭' };

export const UserComplaintRecord = Type.Object({
  id: Type.Integer({ title: '投诉 ID' }),
  complaint_no: Type.String({ title: '投诉编号' }),
  user: Type.Integer({ title: '用户 ID' }),
  nickname: Type.String({ title: '昵称' }),
  mobile: Type.String({ title: '手机号', description: '列表中遮掩中间四位' }),
  category: Type.Integer({ title: '类别' }),
  category_name: Type.String({ title: '类别名称' }),
  title: Type.String({ title: '标题' }),
  status: Type.Integer({ title: '状态', description: '1 待处理，2 处理中，3 已关闭' }),
  status_name: Type.String({ title: '状态名称' }),
  handler_name: Type.String({ title: '处理人' }),
  create_time: Type.String({ title: '提交时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const UserComplaintDetail = Type.Intersect([
  UserComplaintRecord,
  Type.Object({
    content: Type.String({ title: '投诉内容' }),
    result: Type.String({ title: '处理结果' }),
    close_time: Type.Union([Type.String(), Type.Null()], { title: '关闭时间' }),
    records: Type.Array(
      Type.Object({
        id: Type.Integer(),
        kind: Type.Integer({ title: '类型', description: '1 用户提交，2 用户补充，3 客服回复，4 受理，5 关闭' }),
        kind_name: Type.String(),
        content: Type.String({ title: '内容' }),
        operator_name: Type.String({ title: '发言人' }),
        create_time: Type.String(),
      }),
      { title: '处理记录' },
    ),
  }),
]);

const permission = { anyOf: ['user:complaint:list', 'user:complaint:update'] } as const;

export const userComplaintList = defineCall({
  method: 'GET',
  path: 'user/complaint/list',
  summary: '用户投诉列表（手机号遮掩）',
  auth: 'token',
  permission,
  product: ['ALL'],
  query: Type.Object({
    ...pageQuery(20),
    status: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, title: '状态', description: '1 待处理，2 处理中，3 已关闭' })),
    category: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, title: '类别' })),
    keywords: Type.Optional(Text('投诉编号、标题或昵称', 30)),
    user: Type.Optional(Id('用户 ID')),
    start_date: Type.Optional(Type.String({ format: 'date', title: '提交日期起', examples: ['2026-01-01'] })),
    end_date: Type.Optional(Type.String({ format: 'date', title: '提交日期止', examples: ['2026-01-31'] })),
  }),
  reply: ListOf(UserComplaintRecord),
});

export const userComplaintGet = defineCall({
  method: 'GET', path: 'user/complaint', summary: '用户投诉详情（含处理记录）', auth: 'token', permission, product: ['ALL'],
  query: Type.Object({ id: Id('投诉 ID') }), reply: UserComplaintDetail,
});

const StatusReply = Type.Object({ id: Type.Integer(), status: Type.Integer() });

export const userComplaintHandle = defineCall({
  method: 'POST', path: 'user/complaint/handle', summary: '受理用户投诉（待处理 → 处理中）', auth: 'token',
  permission: { anyOf: ['user:complaint:update'] }, product: ['ALL'], body: Type.Object({ id: Id('投诉 ID') }), reply: StatusReply,
});

export const userComplaintReply = defineCall({
  method: 'POST', path: 'user/complaint/reply', summary: '回复用户投诉（待处理或处理中；回复后为处理中）', auth: 'token',
  permission: { anyOf: ['user:complaint:update'] }, product: ['ALL'], body: Type.Object({ id: Id('投诉 ID'), content: Text('回复内容', 1000, 2) }), reply: StatusReply,
});

export const userComplaintClose = defineCall({
  method: 'POST', path: 'user/complaint/close', summary: '关闭用户投诉（需填写处理结果）', auth: 'token',
  permission: { anyOf: ['user:complaint:update'] }, product: ['ALL'], body: Type.Object({ id: Id('投诉 ID'), result: Text('处理结果', 500, 2) }), reply: StatusReply,
});
