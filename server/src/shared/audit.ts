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
  const { access, ...call } = actor;
  await auditAs(tx, { merchant: access.merchant.id, manager: access.manager.id, managerName: access.manager.name, ...call }, target, change);
}

/** Who an entry is written in the name of, when no signed-in caller makes the change (a provider's callback). */
export interface AuditAuthor {
  merchant: number;
  manager: number;
  managerName: string;
  call: string;
  action: string;
  seqno: string;
  ip: string;
}

/** `audit` for a change made on someone's behalf: the public callback completing what an account started. */
export async function auditAs(tx: Tx, author: AuditAuthor, target: AuditTarget, change: { before?: unknown; after?: unknown }) {
  await tx.insert(auditLog).values({
    merchant: target.merchant ?? author.merchant,
    actor_merchant: author.merchant,
    manager: author.manager,
    manager_name: author.managerName,
    call: author.call,
    action: author.action,
    target_type: target.type,
    target_id: String(target.id),
    target_name: target.name ?? '',
    before: change.before ?? null,
    after: change.after ?? null,
    seqno: author.seqno,
    ip: author.ip,
  });
}
