import type { Tx } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import type { Actor } from '../plugins/route.js';

export interface AuditTarget {
  /** A stable name of the kind of record, e.g. `announcement`. */
  type: string;
  id: string | number;
  /** What people call it (a title, a name), shown in the logging list. */
  name?: string;
  /** The merchant the record belongs to; platform-wide records leave it out (the actor's merchant sees it). */
  merchant?: number;
}

/**
 * Records one change inside the transaction that makes it: the change and its record commit or roll back
 * together. `before` is absent for a creation, `after` for a removal.
 */
export async function audit(tx: Tx, actor: Actor, target: AuditTarget, change: { before?: unknown; after?: unknown }) {
  await tx.insert(auditLog).values({
    merchant: target.merchant ?? actor.access.merchant.id,
    actor_merchant: actor.access.merchant.id,
    manager: actor.access.manager.id,
    manager_name: actor.access.manager.name,
    call: actor.call,
    action: actor.action,
    target_type: target.type,
    target_id: String(target.id),
    target_name: target.name ?? '',
    before: change.before ?? null,
    after: change.after ?? null,
    seqno: actor.seqno,
    ip: actor.ip,
  });
}
