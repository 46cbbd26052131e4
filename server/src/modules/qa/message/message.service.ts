import type { CallQuery, calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import type { Access } from '../../../plugins/access.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import type { Tx } from '../../../db/client.js';
import * as repository from './message.repository.js';

export type { Owner } from './message.repository.js';

export const ownerOf = (access: Access): repository.Owner => ({ merchant: access.merchant.id, manager: access.manager.id });

/** The caller's own chat messages, newest first. */
export async function list(db: Database, access: Access, query: CallQuery<typeof calls.qaMessageList>) {
  const page = pageOf(query);
  const owner = ownerOf(access);
  const filter = { session: query.session, readStatus: query.read_status };
  return db.tenant([owner.merchant], async (tx) => {
    const rows = await repository.ownPage(tx, owner, filter, page.size, page.offset);
    const total = await repository.ownTotal(tx, owner, filter);
    return listPayload(rows.map((r) => ({ ...r, create_time: iso(r.create_time) })), total, page);
  });
}

export async function markRead(db: Database, access: Access, ids: number[]) {
  const owner = ownerOf(access);
  return { updated: await db.tenant([owner.merchant], (tx) => repository.markRead(tx, owner, [...new Set(ids)])) };
}

/** Stores one chat message inside the caller's transaction (the chat and the complaint services). */
export const record = (tx: Tx, values: repository.QaMessageInsert) => repository.insert(tx, values);

/** A conversation's stored messages in order. */
export const conversation = (tx: Tx, owner: repository.Owner, session: string) => repository.sessionMessages(tx, owner, session);

/** Feedback on one of the caller's machine answers. */
export const setFeedback = (tx: Tx, owner: repository.Owner, id: number, useful: number) => repository.setFeedback(tx, owner, id, useful);
