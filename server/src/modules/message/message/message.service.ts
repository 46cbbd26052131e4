import type { CallBody, CallQuery, calls } from '@console/contract';
import type { Database, Scope } from '../../../db/client.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { inScope } from '../../../plugins/access.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { dayAfter, dayStart, iso } from '../../../shared/time.js';
import * as merchants from '../../merchant/merchant/merchant.lookup.js';
import * as repository from './message.repository.js';

/** Messages of one merchant (default: the caller's own); another merchant's list is empty. */
export async function list(db: Database, access: Access, query: CallQuery<typeof calls.messageList>) {
  const page = pageOf(query, 10);
  const filter = { merchant: query.user_id ?? access.merchant.id, appId: query.app_id, unreadOnly: query.read_status === 0 };
  const scope = access.scope;
  if (!inScope(scope, filter.merchant)) return listPayload([], 0, page);
  const [rows, total] = await db.tenant(scope, async (tx) => [
    await repository.page(tx, scope, filter, page.size, page.offset),
    await repository.total(tx, scope, filter),
  ] as const);
  return listPayload(rows.map((r) => ({ ...r, create_time: iso(r.create_time) })), total, page);
}

export async function markRead(db: Database, scope: Scope, ids: number[]) {
  return { updated: await db.tenant(scope, (tx) => repository.markRead(tx, scope, [...new Set(ids)])) };
}

/** Pushes one message to each merchant named; every one must be within the sender's scope. */
export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.messageCreate>) {
  const access = actor.access;
  const targets = [...new Set(body.user_ids)];
  await merchants.assertAllInScope(db, access.scope, targets);
  await db.tenant(access.scope, async (tx) => {
    const ids = await repository.insertMany(
      tx,
      targets.map((merchant) => ({ merchant, app_id: '', title: body.title, body: body.body ?? '', link: body.link ?? '', sender: access.manager.id })),
    );
    // One entry for the push in the sender's log, one per recipient in the recipient's.
    await audit(tx, actor, { type: 'message-push', id: ids[0] ?? 0, name: body.title }, { after: { title: body.title, link: body.link ?? '', recipients: targets } });
    for (const [index, merchant] of targets.entries()) {
      if (merchant !== access.merchant.id) await audit(tx, actor, { type: 'message', id: ids[index] ?? 0, name: body.title, merchant }, { after: { title: body.title } });
    }
  });
  return { created: targets.length };
}

export async function pushList(db: Database, access: Access, query: CallQuery<typeof calls.messagePushList>) {
  const page = pageOf(query);
  const filter: repository.PushFilter = {
    title: query.title?.trim() || undefined,
    merchant: query.user_id,
    readStatus: query.read_status,
    from: query.start_date ? dayStart(query.start_date) : undefined,
    before: query.end_date ? dayAfter(query.end_date) : undefined,
  };
  const [rows, total] = await db.tenant(access.scope, async (tx) => [await repository.pushPage(tx, access.scope, filter, page.size, page.offset), await repository.pushTotal(tx, access.scope, filter)] as const);
  return listPayload(rows.map((r) => ({ ...r, create_time: iso(r.create_time) })), total, page);
}
