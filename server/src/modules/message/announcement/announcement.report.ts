import { formatDateTime } from '@console/contract';
import { Type } from '@sinclair/typebox';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { announcement, manager } from '../../../db/schema/index.js';
import type { ReportKind } from '../../report/report/report.kinds.js';
import { manageWhere } from './announcement.repository.js';
import { announcementLifecycle, manageFilter } from './announcement.service.js';

type Filters = { title?: string; status?: number; start_date?: string; end_date?: string };

/** 平台公告 as the management list shows it (same filters), newest first by id (a stable keyset). */
export const announcementReport: ReportKind = {
  id: 'announcement',
  name: '平台公告',
  permission: { anyOf: ['base:announcement:list'] },
  product: ['ALL'],
  params: Type.Object({
    title: Type.Optional(Type.String({ maxLength: 50, title: '标题' })),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '状态' })),
    start_date: Type.Optional(Type.String({ format: 'date', title: '发布开始日期' })),
    end_date: Type.Optional(Type.String({ format: 'date', title: '发布结束日期' })),
  }),
  columns: [
    { title: '公告编号', width: 10 },
    { title: '标题', width: 40 },
    { title: '标签', width: 24 },
    { title: '状态', width: 10 },
    { title: '发布时间', width: 20 },
    { title: '发布人', width: 14 },
  ],
  async count(tx, request) {
    const [row] = await tx.select({ n: count() }).from(announcement).where(manageWhere(manageFilter(request.params as Filters)));
    return row?.n ?? 0;
  },
  async page(tx, request, after, limit) {
    const rows = await tx
      .select({ id: announcement.id, title: announcement.title, tags: announcement.tags, status: announcement.status, publish_time: announcement.publish_time, publisher: sql<string>`coalesce(${manager.name}, '')` })
      .from(announcement)
      .leftJoin(manager, eq(manager.id, announcement.publisher))
      .where(and(manageWhere(manageFilter(request.params as Filters)), typeof after === 'number' ? lt(announcement.id, after) : undefined))
      .orderBy(desc(announcement.id))
      .limit(limit);
    return {
      rows: rows.map((a) => [a.id, a.title, a.tags.map((t) => t.name).join('、'), announcementLifecycle.names[a.status] ?? String(a.status), formatDateTime(a.publish_time), a.publisher]),
      last: rows.at(-1)?.id ?? after,
    };
  },
};
