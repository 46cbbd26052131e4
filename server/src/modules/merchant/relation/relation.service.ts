import { Code, merchantKinds, relationTypes, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as merchants from '../merchant/merchant.repository.js';
import { merchantNames } from '../merchant/merchant.lookup.js';
import { findVisible } from '../merchant/merchant.scope.js';
import type { SessionService } from '../session/session.service.js';
import * as repository from './relation.repository.js';

/** Which kind of parent holds which relation: a partner has customers, a group has members. */
const relationOfKind: Record<string, keyof typeof relationTypes> = { partner: 'customer', group: 'member' };
const typeName = (type: string) => relationTypes[type as keyof typeof relationTypes] ?? type;

/** Names outside the caller's scope (its own parents) are read with the platform's scope: names only. */
async function records(db: Database, rows: repository.RelationRow[]) {
  const unnamed = [...new Set(rows.flatMap((r) => [...(r.parent_name ? [] : [r.parent]), ...(r.child_name ? [] : [r.child])]))];
  const names = await merchantNames(db, unnamed);
  return rows.map((r) => ({
    ...r,
    id: `${r.parent}:${r.child}:${r.type}`,
    parent_name: r.parent_name || names.get(r.parent) || '',
    child_name: r.child_name || names.get(r.child) || '',
    type_name: typeName(r.type),
    create_time: iso(r.create_time),
  }));
}

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.relationList>) {
  const page = pageOf(query);
  const filter = { parents: access.scope, type: query.type, merchant: query.merchant, keywords: query.keywords?.trim() || undefined };
  const [rows, total] = await db.tenant(access.scope, async (tx) => [await repository.page(tx, filter, page.size, page.offset), await repository.total(tx, filter)] as const);
  return listPayload(await records(db, rows), total, page);
}

export async function grants(db: Database, access: Access, merchantId: number | undefined) {
  const id = merchantId ?? access.merchant.id;
  const rows = await db.tenant(access.scope, async (tx) => {
    await findVisible(tx, access, id);
    return repository.above(tx, id);
  });
  return { row: await records(db, rows) };
}

export async function typeMatching(db: Database, access: Access, parentId: number | undefined) {
  if (parentId === undefined) return { row: Object.entries(relationTypes).map(([value, label]) => ({ label, value })) };
  const parent = await db.tenant(access.scope, (tx) => findVisible(tx, access, parentId));
  const type = relationOfKind[parent.kind];
  return { row: type ? [{ label: relationTypes[type], value: type }] : [] };
}

export async function matching(db: Database, access: Access, query: CallQuery<typeof calls.relationMatching>) {
  const rows = await db.tenant(access.scope, (tx) => merchants.optionsInScope(tx, access.scope, query.keywords?.trim() || undefined, query.limit ?? 50));
  return { row: rows.filter((r) => r.value !== access.merchant.id) };
}

interface Node {
  label: string;
  value: number;
  kind: string;
  type: string;
  children?: Node[];
}

/** The tree below a merchant (the caller's own by default; the platform's: every top-level relation). */
export async function branch(db: Database, access: Access, rootId: number | undefined) {
  const root = rootId ?? (access.merchant.kind === 'platform' ? null : access.merchant.id);
  return db.tenant(access.scope, async (tx) => {
    if (root !== null && root !== access.merchant.id) await findVisible(tx, access, root);
    const edges = await repository.below(tx, root, 4);
    const ids = [...new Set(edges.flatMap((e) => [e.parent, e.child]))];
    const info = await merchants.identitiesOf(tx, ids);
    const build = (parent: number, depth: number, path: Set<number>): Node[] =>
      edges
        .filter((e) => e.parent === parent && !path.has(e.child))
        .map((e) => {
          const m = info.get(e.child);
          const children = depth < 4 ? build(e.child, depth + 1, new Set([...path, e.child])) : [];
          return { label: m?.name ?? String(e.child), value: e.child, kind: m?.kind ?? '', type: e.type, ...(children.length ? { children } : {}) };
        });
    if (root !== null) return { row: build(root, 1, new Set([root])) };
    const tops = [...new Set(edges.filter((e) => !edges.some((x) => x.child === e.parent)).map((e) => e.parent))];
    return {
      row: tops.map((id) => {
        const m = info.get(id);
        const children = build(id, 2, new Set([id]));
        return { label: m?.name ?? String(id), value: id, kind: m?.kind ?? '', type: '', ...(children.length ? { children } : {}) };
      }),
    };
  });
}

/**
 * The platform binds or unbinds a relation: a partner's customer or a group's member (the type must match the
 * parent's kind), never a merchant with itself or a cycle. Everyone's scope changes: every cached access drops.
 */
export async function update(db: Database, sessions: SessionService, actor: Actor, body: CallBody<typeof calls.relationUpdate>) {
  if (body.parent === body.child) throw badParameter('上级与下级不能是同一个商户');
  return db.tenant('all', async (tx) => {
    const [parent, child] = [await merchants.findFull(tx, body.parent), await merchants.findFull(tx, body.child)];
    if (!parent || parent.status === -1) throw notFound(`商户 ${body.parent} `);
    if (!child || child.status === -1) throw notFound(`商户 ${body.child} `);
    const values = { parent: parent.id, child: child.id, type: body.type };
    const present = await repository.exists(tx, values);
    if (body.action === 'bind') {
      if (relationOfKind[parent.kind] !== body.type) {
        throw badParameter(`${merchantKinds[parent.kind as keyof typeof merchantKinds] ?? parent.kind}不能建立「${typeName(body.type)}」关系`, '服务商只有客户，集团只有成员');
      }
      if (child.kind === 'platform') throw badParameter('平台运营方不能成为下级商户');
      if (present) throw new AppError(Code.ILLEGAL_TRANSITION, `${child.name}已是${parent.name}的${typeName(body.type)}`);
      const cycle = (await repository.below(tx, child.id, 20)).some((e) => e.child === parent.id);
      if (cycle) throw badParameter(`${parent.name}已在${child.name}之下，不能形成循环`);
      await repository.insert(tx, values);
    } else {
      if (!present) throw new AppError(Code.ILLEGAL_TRANSITION, `${child.name}不是${parent.name}的${typeName(body.type)}`);
      await repository.remove(tx, values);
    }
    const change = `${parent.name}（${parent.id}）→ ${child.name}（${child.id}）：${typeName(body.type)}`;
    await audit(tx, actor, { type: 'merchant', id: child.id, name: child.name, merchant: child.id }, body.action === 'bind' ? { after: { parent: change } } : { before: { parent: change } });
    await sessions.publish(tx, { type: 'all' });
    return { ...values, action: body.action };
  });
}
