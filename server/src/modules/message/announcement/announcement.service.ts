import { AnnouncementStatus, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../errors.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf, type PageQuery } from '../../../shared/paging.js';
import { sanitizeRichText } from '../../../shared/html.js';
import { dayAfter, dayStart, iso } from '../../../shared/time.js';
import * as repository from './announcement.repository.js';

type Input = CallBody<typeof calls.announcementCreate>;

/** An announcement is published or withdrawn; either may move to the other (docs/decisions.md). */
export const announcementLifecycle: Lifecycle<number> = {
  what: '公告',
  names: { [AnnouncementStatus.published]: '已发布', [AnnouncementStatus.withdrawn]: '已撤回' },
  moves: { [AnnouncementStatus.published]: [AnnouncementStatus.withdrawn], [AnnouncementStatus.withdrawn]: [AnnouncementStatus.published] },
};

/** Tags get their ids from their order (the message centre keys them by id). */
const stored = (body: Input) => ({
  title: body.title.trim(),
  content: sanitizeRichText(body.content ?? ''),
  tags: (body.tags ?? []).map((tag, index) => ({ id: index + 1, name: tag.name.trim(), color: tag.color })),
  ...(body.publish_time ? { publish_time: new Date(body.publish_time) } : {}),
});

/** Platform announcements are read by every merchant: they carry no tenant. */
export async function list(db: Database, query: PageQuery) {
  const page = pageOf(query, 10);
  const [rows, total] = await db.tenant('all', async (tx) => [await repository.page(tx, page.size, page.offset), await repository.total(tx)] as const);
  return listPayload(rows.map((r) => ({ ...r, publish_time: iso(r.publish_time) })), total, page);
}

/** The management list's filters (also the export's). */
export const manageFilter = (query: { title?: string; status?: number; start_date?: string; end_date?: string }): repository.ManageFilter => ({
  title: query.title?.trim() || undefined,
  status: query.status,
  from: query.start_date ? dayStart(query.start_date) : undefined,
  before: query.end_date ? dayAfter(query.end_date) : undefined,
});

export async function manageList(db: Database, query: CallQuery<typeof calls.announcementManageList>) {
  const page = pageOf(query);
  const filter = manageFilter(query);
  const [rows, total] = await db.tenant('all', async (tx) => [await repository.managePage(tx, filter, page.size, page.offset), await repository.manageTotal(tx, filter)] as const);
  return listPayload(rows.map((r) => ({ ...r, publish_time: iso(r.publish_time), update_time: iso(r.update_time) })), total, page);
}

const detail = (row: NonNullable<Awaited<ReturnType<typeof repository.find>>>) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  tags: row.tags,
  publish_time: iso(row.publish_time),
});

/** The public page shows published announcements only; anything else is "not found". */
export async function get(db: Database, id: number) {
  const row = await db.tenant('all', (tx) => repository.find(tx, id, { onlyPublished: true }));
  if (!row) throw notFound('公告');
  return detail(row);
}

export async function manageGet(db: Database, id: number) {
  const row = await db.tenant('all', (tx) => repository.find(tx, id));
  if (!row) throw notFound('公告');
  return { ...detail(row), status: row.status };
}

/** What the audit log keeps of an announcement (its content can be long: only its length). */
const snapshot = (row: { title: string; content: string; tags: unknown; publish_time: Date | string; status?: number }) => ({
  title: row.title,
  tags: row.tags,
  publish_time: iso(row.publish_time),
  content_length: row.content.length,
  ...(row.status === undefined ? {} : { status: announcementLifecycle.names[row.status] ?? row.status }),
});

const target = (id: number, title: string) => ({ type: 'announcement', id, name: title });

export async function create(db: Database, actor: Actor, body: Input) {
  const id = await db.tenant('all', async (tx) => {
    const values = { ...stored(body), publisher: actor.access.manager.id };
    const created = await repository.insert(tx, values);
    await audit(tx, actor, target(created, values.title), { after: snapshot({ ...values, publish_time: values.publish_time ?? new Date(), status: 1 }) });
    return created;
  });
  return { id };
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.announcementUpdate>) {
  await db.tenant('all', async (tx) => {
    const before = await repository.find(tx, body.id, { lock: true });
    if (!before) throw notFound('公告');
    const values = stored(body);
    await repository.update(tx, body.id, values);
    await audit(tx, actor, target(body.id, values.title), { before: snapshot(before), after: snapshot({ ...before, ...values }) });
  });
  return { id: body.id };
}

export async function setStatus(db: Database, actor: Actor, body: CallBody<typeof calls.announcementStatus>) {
  await db.tenant('all', async (tx) => {
    const row = await repository.find(tx, body.id, { lock: true });
    if (!row) throw notFound('公告');
    assertTransition(announcementLifecycle, row.status, body.status);
    await repository.update(tx, body.id, { status: body.status });
    await audit(tx, actor, target(body.id, row.title), { before: { status: announcementLifecycle.names[row.status] }, after: { status: announcementLifecycle.names[body.status] } });
  });
  return { id: body.id, status: body.status };
}

export async function remove(db: Database, actor: Actor, id: number) {
  await db.tenant('all', async (tx) => {
    const before = await repository.find(tx, id, { lock: true });
    if (!before) throw notFound('公告');
    await repository.remove(tx, id);
    await audit(tx, actor, target(id, before.title), { before: snapshot(before) });
  });
  return { id };
}
