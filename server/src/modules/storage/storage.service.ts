import type { CallBody, CallQuery, calls } from '@console/contract';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { ownScope, type Access } from '../../plugins/access.js';
import type { Actor } from '../../plugins/route.js';
import { audit } from '../../shared/audit.js';
import { listPayload, pageOf } from '../../shared/paging.js';
import { iso } from '../../shared/time.js';
import * as repository from './storage.repository.js';

/**
 * A merchant's key-value settings. Every call acts on the caller's own merchant only: the transaction's tenant
 * scope is that one merchant (not its whole scope, not all merchants for the operator) and every query names it.
 */

/** Long values are recorded in the audit log by their length (as announcements' texts are). */
const shown = (value: string) => (value.length > 200 ? `（${value.length} 个字符）` : value);

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.storageKvList>) {
  const page = pageOf(query);
  const filter = { key: query.key?.trim() || undefined };
  const [rows, total] = await db.tenant(ownScope(access), async (tx) => [
    await repository.page(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.total(tx, access.merchant.id, filter),
  ] as const);
  return listPayload(rows.map((row) => ({ ...row, update_time: iso(row.update_time) })), total, page);
}

export async function put(db: Database, actor: Actor, body: CallBody<typeof calls.storageKvPut>) {
  const merchantId = actor.access.merchant.id;
  const created = await db.tenant(ownScope(actor.access), async (tx) => {
    const before = await repository.find(tx, merchantId, body.key, { lock: true });
    const values = { value: body.value ?? '', remark: body.remark?.trim() ?? before?.remark ?? '', updated_by: actor.access.manager.name };
    const isNew = await repository.upsert(tx, merchantId, body.key, values);
    await audit(tx, actor, { type: 'storage_kv', id: body.key, name: body.key, merchant: merchantId }, {
      ...(before ? { before: { value: shown(before.value), remark: before.remark } } : {}),
      after: { value: shown(values.value), remark: values.remark },
    });
    return isNew;
  });
  return { key: body.key, created };
}

export async function remove(db: Database, actor: Actor, key: string) {
  const merchantId = actor.access.merchant.id;
  await db.tenant(ownScope(actor.access), async (tx) => {
    const before = await repository.find(tx, merchantId, key, { lock: true });
    if (!before) throw notFound('配置');
    await repository.remove(tx, merchantId, key);
    await audit(tx, actor, { type: 'storage_kv', id: key, name: key, merchant: merchantId }, { before: { value: shown(before.value), remark: before.remark } });
  });
  return { key };
}
