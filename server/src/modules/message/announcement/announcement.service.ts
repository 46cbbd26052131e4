import type { CallBody, calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import type { Access } from '../../../plugins/access.js';
import { listPayload, pageOf, type PageQuery } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as repository from './announcement.repository.js';

/** Platform announcements are read by every merchant: they carry no tenant. */
export async function list(db: Database, query: PageQuery) {
  const page = pageOf(query, 10);
  const [rows, total] = await db.tenant('all', async (tx) => [await repository.page(tx, page.size, page.offset), await repository.total(tx)] as const);
  return listPayload(rows.map((r) => ({ ...r, publish_time: iso(r.publish_time) })), total, page);
}

export async function create(db: Database, access: Access, body: CallBody<typeof calls.announcementCreate>) {
  const tags = (body.tags ?? []).map((tag, index) => ({ id: index + 1, name: tag.name, color: tag.color }));
  const id = await db.tenant('all', (tx) =>
    repository.insert(tx, {
      title: body.title,
      content: body.content ?? '',
      tags,
      publish_time: body.publish_time ? new Date(body.publish_time) : new Date(),
      publisher: access.manager.id,
    }),
  );
  return { id };
}
