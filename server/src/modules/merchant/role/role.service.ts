import { Code, isPermissionCode, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { assertGrantable, catalogueEntries } from '../permission/permission.service.js';
import { visiblePreset } from '../preset-role/preset-role.service.js';
import type { SessionService } from '../session/session.service.js';
import * as repository from './role.repository.js';
import { listedMerchant } from '../merchant/merchant.scope.js';

/**
 * Roles belong to one merchant and are managed by that merchant's own accounts only (a partner does not manage
 * its customers' roles; the platform operator neither): every query is bound to the caller's merchant, and
 * another merchant's role answers 1404. The grant rules are in permission.service.ts (assertGrantable).
 */
const own = (access: Access) => access.merchant.id;

const row = (r: Awaited<ReturnType<typeof repository.page>>[number]) => ({ ...r, create_time: iso(r.create_time), update_time: iso(r.update_time) });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.roleList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { name: query.name?.trim() || undefined, status: query.status };
  const merchantId = listedMerchant(access, query.merchant);
  const [rows, total] = await db.tenant([merchantId], async (tx) => [
    await repository.page(tx, merchantId, filter, page.size, page.offset),
    await repository.total(tx, merchantId, filter),
  ] as const);
  return listPayload(rows.map(row), total, page);
}

export async function get(db: Database, access: Access, id: number) {
  return db.tenant([own(access)], async (tx) => {
    const found = await repository.find(tx, own(access), id);
    if (!found) throw notFound('角色');
    return { ...row(found), permissions: await repository.permissionsOf(tx, id) };
  });
}

const target = (access: Access, id: number, name: string) => ({ type: 'role', id, name, merchant: own(access) });

async function checkedName(tx: Tx, access: Access, name: string, exceptId?: number) {
  const trimmed = name.trim();
  if (!trimmed) throw badParameter('参数 name（角色名称）不能为空');
  if (await repository.nameTaken(tx, own(access), trimmed, exceptId)) throw badParameter(`角色名称「${trimmed}」已存在`, '请换一个名称');
  return trimmed;
}

/** Nobody changes a role it holds itself: no account raises its own rights (docs/decisions.md). */
async function assertNotOwnRole(tx: Tx, access: Access, id: number) {
  if (await repository.isHeldBy(tx, id, access.manager.id)) {
    throw new AppError(Code.FORBIDDEN_PERMISSION, '不能修改或删除自己所属的角色', '请由其他有权限的账号（如主账号）操作');
  }
}

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.roleCreate>) {
  const access = actor.access;
  const id = await db.tenant([own(access)], async (tx) => {
    const name = await checkedName(tx, access, body.name);
    let codes = body.permissions;
    if (!codes) {
      if (!body.preset_role) throw badParameter('请选择权限或预设角色');
      // A preset's permissions the platform has since disabled or retired are left out, not refused.
      const preset = await visiblePreset(tx, access, body.preset_role);
      const usable = new Set((await catalogueEntries(tx, preset.permissions)).filter((p) => p.status === 1 && isPermissionCode(p.code)).map((p) => p.code));
      codes = preset.permissions.filter((code) => usable.has(code));
    }
    const permissions = [...new Set(codes)].sort();
    await assertGrantable(tx, access, permissions);
    const description = body.description?.trim() ?? '';
    const created = await repository.insert(tx, { merchant: own(access), name, description });
    await repository.setPermissions(tx, own(access), created, permissions, []);
    await audit(tx, actor, target(access, created, name), {
      after: { name, description, permissions, ...(body.preset_role && !body.permissions ? { preset_role: body.preset_role } : {}) },
    });
    return created;
  });
  return { id };
}

export async function update(db: Database, sessions: SessionService, actor: Actor, body: CallBody<typeof calls.roleUpdate>) {
  const access = actor.access;
  await db.tenant([own(access)], async (tx) => {
    const before = await repository.find(tx, own(access), body.id, { lock: true });
    if (!before) throw notFound('角色');
    await assertNotOwnRole(tx, access, body.id);
    const name = await checkedName(tx, access, body.name, body.id);
    const description = body.description?.trim() ?? '';
    const old = await repository.permissionsOf(tx, body.id);
    const next = [...new Set(body.permissions)].sort();
    const added = next.filter((code) => !old.includes(code));
    const dropped = old.filter((code) => !next.includes(code));
    // Only what is added is checked: a role may keep permissions its merchant no longer owns (they are inert).
    await assertGrantable(tx, access, added);
    await repository.update(tx, body.id, { name, description });
    await repository.setPermissions(tx, own(access), body.id, added, dropped);
    await audit(tx, actor, target(access, body.id, name), {
      before: { name: before.name, description: before.description, permissions: old },
      after: { name, description, permissions: next },
    });
    // The holders' cached access is dropped: the change applies from their next call.
    if (added.length || dropped.length) await sessions.refreshManagers(tx, await repository.holders(tx, body.id));
  });
  return { id: body.id };
}

/** Deleting a role takes it from its holders (they keep their other roles); they see it on their next call. */
export async function remove(db: Database, sessions: SessionService, actor: Actor, id: number) {
  const access = actor.access;
  const detached = await db.tenant([own(access)], async (tx) => {
    const before = await repository.find(tx, own(access), id, { lock: true });
    if (!before) throw notFound('角色');
    await assertNotOwnRole(tx, access, id);
    const permissions = await repository.permissionsOf(tx, id);
    const holders = await repository.holders(tx, id);
    await repository.remove(tx, id);
    await audit(tx, actor, target(access, id, before.name), { before: { name: before.name, description: before.description, permissions, managers: holders } });
    await sessions.refreshManagers(tx, holders);
    return holders.length;
  });
  return { id, detached_managers: detached };
}
