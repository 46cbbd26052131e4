import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { Option } from '../session/option.js';

/** The lifecycle of a complaint ticket (docs/decisions.md): open → responded → completed. */
export const complaintStatuses = ['open', 'responded', 'completed'] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];
export const complaintStatusLabels: Record<ComplaintStatus, string> = { open: '待处理', responded: '已回复', completed: '已完成' };
const ComplaintStatusSchema = Type.Union(
  complaintStatuses.map((s) => Type.Literal(s)),
  { title: '状态', description: 'open 待处理，responded 已回复，completed 已完成' },
);

export const QaTag = Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.Integer({ description: '1 红色（danger），其余默认色' }) });

export const ComplaintRow = Type.Object({
  id: Type.Integer(),
  no: Type.String({ title: '工单号' }),
  merchant: Type.Integer(),
  merchant_name: Type.String(),
  manager_name: Type.String({ title: '提交人' }),
  title: Type.String(),
  module: Type.Integer({ description: '问题模块（帮助文章分类）ID，0 为未选择' }),
  module_name: Type.String(),
  status: ComplaintStatusSchema,
  status_name: Type.String(),
  tags: Type.Array(QaTag),
  create_time: Type.String(),
  respond_time: Type.String(),
  complete_time: Type.String(),
});

export const TranscriptEntry = Type.Object({
  kind: Type.String(),
  content: Type.String(),
  create_time: Type.String(),
  references: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), link: Type.String() })),
  sender_name: Type.String(),
});

export const ComplaintDetail = Type.Composite([
  ComplaintRow,
  Type.Object({
    content: Type.String({ title: '问题描述' }),
    session: Type.String({ title: '会话编号' }),
    transcript: Type.Array(TranscriptEntry, { description: '转人工时的对话记录，及之后的人工回复' }),
    response: Type.String({ title: '最近一次回复' }),
    responder_name: Type.String(),
  }),
]);

/** Complaints: a holder of base:complaint:list sees those of its scope (the operator: all); anyone else its own merchant's. */
export const qaComplaintList = defineCall({
  method: 'GET',
  path: 'qa/complaint/list',
  summary: '客服工单列表',
  auth: 'token',
  query: Type.Object({
    ...pageQuery(),
    keywords: Type.Optional(Text('关键词', 50)),
    status: Type.Optional(ComplaintStatusSchema),
    tag: Type.Optional(Id('标签')),
    merchant: Type.Optional(Id('商户号')),
    start_date: Type.Optional(Type.String({ format: 'date', title: '创建开始日期' })),
    end_date: Type.Optional(Type.String({ format: 'date', title: '创建结束日期' })),
  }),
  reply: ListOf(ComplaintRow),
});

export const qaComplaintGet = defineCall({
  method: 'GET',
  path: 'qa/complaint',
  summary: '客服工单详情',
  auth: 'token',
  query: Type.Object({ id: Id('工单 ID') }),
  reply: ComplaintDetail,
});

export const qaComplaintMatching = defineCall({
  method: 'GET',
  path: 'qa/complaint/matching',
  summary: '客服工单下拉搜索（工单号或标题）',
  auth: 'token',
  query: Type.Object({
    keywords: Type.Optional(Text('关键词', 50)),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 100, title: '数量' })),
  }),
  reply: Type.Object({ row: Type.Array(Option) }),
});

/** Replies to the complainant (again, while not completed); the reply also reaches its chat and message centre. */
export const qaComplaintRespond = defineCall({
  method: 'POST',
  path: 'qa/complaint/respond',
  summary: '回复客服工单',
  auth: 'token',
  permission: { anyOf: ['base:complaint:update'] },
  product: ['ALL'],
  body: Type.Object({ id: Id('工单 ID'), content: Text('回复内容', 2000, 1) }),
  reply: Type.Object({ id: Type.Integer(), status: ComplaintStatusSchema }),
});

/** Completes a ticket: the service staff, or the complainant's own merchant (solved). */
export const qaComplaintComplete = defineCall({
  method: 'POST',
  path: 'qa/complaint/complete',
  summary: '完结客服工单',
  auth: 'token',
  body: Type.Object({ id: Id('工单 ID') }),
  reply: Type.Object({ id: Type.Integer(), status: ComplaintStatusSchema }),
});

/** Sets a ticket's tags (labels, in any status). */
export const qaComplaintTagging = defineCall({
  method: 'POST',
  path: 'qa/complaint/tagging',
  summary: '标记客服工单',
  auth: 'token',
  permission: { anyOf: ['base:complaint:update'] },
  product: ['ALL'],
  body: Type.Object({ id: Id('工单 ID'), tags: Type.Array(Id('标签 ID'), { maxItems: 10, title: '标签' }) }),
  reply: Type.Object({ id: Type.Integer(), tags: Type.Array(QaTag) }),
});

export const qaTagList = defineCall({
  method: 'GET',
  path: 'qa/tag/list',
  summary: '客服工单标签',
  auth: 'token',
  reply: Type.Object({ row: Type.Array(QaTag) }),
});
