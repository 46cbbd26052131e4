import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

export const AnnouncementTag = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  color: Type.Integer({ description: '1 红色（danger），其余黄色（warning）' }),
});

export const Announcement = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  tags: Type.Array(AnnouncementTag),
  publish_time: Type.String(),
});

export const announcementList = defineCall({
  method: 'GET',
  path: 'message/announcement/list',
  summary: '平台公告列表（已发布）',
  auth: 'token',
  permission: { anyOf: ['universal:message:basic'] },
  query: Type.Object(pageQuery(10)),
  reply: ListOf(Announcement),
});

/** What the operator writes: the same for create and update. */
export const AnnouncementInput = Type.Object({
  title: Text('标题', 100, 1),
  content: Type.Optional(Text('内容', 200000)),
  tags: Type.Optional(
    Type.Array(Type.Object({ name: Text('标签名称', 20, 1), color: Type.Integer({ minimum: 0, maximum: 1, title: '标签颜色' }) }), {
      maxItems: 5,
      title: '标签',
    }),
  ),
  publish_time: Type.Optional(Type.String({ format: 'date-time', title: '发布时间' })),
});

export const announcementCreate = defineCall({
  method: 'POST',
  path: 'message/announcement',
  summary: '发布平台公告',
  auth: 'token',
  permission: { anyOf: ['base:announcement:create'] },
  product: ['ALL'],
  body: AnnouncementInput,
  reply: Type.Object({ id: Type.Integer() }),
});

/** 1 published (shown from its publish time on), 0 withdrawn. */
export const AnnouncementStatus = { published: 1, withdrawn: 0 } as const;

export const AnnouncementRecord = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  tags: Type.Array(AnnouncementTag),
  publish_time: Type.String(),
  status: Type.Integer({ description: '1 已发布，0 已撤回' }),
  publisher_name: Type.String(),
  update_time: Type.String(),
});

/** The operator's list of every announcement, scheduled and withdrawn ones included. */
export const announcementManageList = defineCall({
  method: 'GET',
  path: 'message/announcement/manage/list',
  summary: '平台公告管理列表',
  auth: 'token',
  permission: { anyOf: ['base:announcement:list'] },
  product: ['ALL'],
  query: Type.Object({
    ...pageQuery(20),
    title: Type.Optional(Text('标题', 50)),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '状态' })),
    start_date: Type.Optional(Type.String({ format: 'date', title: '发布开始日期' })),
    end_date: Type.Optional(Type.String({ format: 'date', title: '发布结束日期' })),
  }),
  reply: ListOf(AnnouncementRecord),
});

export const AnnouncementDetail = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  tags: Type.Array(AnnouncementTag),
  publish_time: Type.String(),
});

/** A published announcement, for its public page (opened from the message centre in a new tab). */
export const announcementGet = defineCall({
  method: 'GET',
  path: 'message/announcement',
  summary: '平台公告详情（已发布）',
  auth: 'none',
  query: Type.Object({ id: Id('公告 ID') }),
  reply: AnnouncementDetail,
});

/** Any announcement with its status, for the operator's edit form. */
export const announcementManageGet = defineCall({
  method: 'GET',
  path: 'message/announcement/manage',
  summary: '平台公告详情（管理）',
  auth: 'token',
  permission: { anyOf: ['base:announcement:list'] },
  product: ['ALL'],
  query: Type.Object({ id: Id('公告 ID') }),
  reply: Type.Composite([AnnouncementDetail, Type.Object({ status: Type.Integer() })]),
});

export const announcementUpdate = defineCall({
  method: 'PUT',
  path: 'message/announcement',
  summary: '编辑平台公告',
  auth: 'token',
  permission: { anyOf: ['base:announcement:update'] },
  product: ['ALL'],
  body: Type.Composite([Type.Object({ id: Id('公告 ID') }), AnnouncementInput]),
  reply: Type.Object({ id: Type.Integer() }),
});

/** Withdraw (0) or publish again (1); the transition table is in the service. */
export const announcementStatus = defineCall({
  method: 'PUT',
  path: 'message/announcement/status',
  summary: '撤回或重新发布平台公告',
  auth: 'token',
  permission: { anyOf: ['base:announcement:update'] },
  product: ['ALL'],
  body: Type.Object({ id: Id('公告 ID'), status: Type.Integer({ minimum: 0, maximum: 1, title: '状态' }) }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

export const announcementDelete = defineCall({
  method: 'DELETE',
  path: 'message/announcement',
  summary: '删除平台公告',
  auth: 'token',
  permission: { anyOf: ['base:announcement:update'] },
  product: ['ALL'],
  query: Type.Object({ id: Id('公告 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});
