import { Type } from '@sinclair/typebox';
import { defineCall, Text } from '../../call.js';
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

export const announcementCreate = defineCall({
  method: 'POST',
  path: 'message/announcement',
  summary: '发布平台公告',
  auth: 'token',
  permission: { anyOf: ['base:announcement:create'] },
  product: ['ALL'],
  body: Type.Object({
    title: Text('标题', 100, 1),
    content: Type.Optional(Text('内容', 20000)),
    tags: Type.Optional(
      Type.Array(Type.Object({ name: Text('标签名称', 20, 1), color: Type.Integer({ minimum: 0, maximum: 1, title: '标签颜色' }) }), {
        maxItems: 5,
        title: '标签',
      }),
    ),
    publish_time: Type.Optional(Type.String({ format: 'date-time', title: '发布时间' })),
  }),
  reply: Type.Object({ id: Type.Integer() }),
});
