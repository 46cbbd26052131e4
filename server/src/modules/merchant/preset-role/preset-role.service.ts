import { isPermissionCode, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { ENABLED } from '../../../db/schema/index.js';
import { badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { catalogueEntries } from '../permission/permission.service.js';
import * as repository from './preset-role.repository.js';

/** The platform operator (owner of ALL) sees every preset; a merchant the enabled ones of products it owns. */
const visibility = (access: Access, name?: string): repository.Filter => ({
  name: name?.trim() || undefined,
  owned: access.products.has('ALL') ? null : [...access.products],
});

const row = (r: Awaited<ReturnType<typeof repository.page>>[number]) => ({ ...r, update_time: iso(r.update_time) });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.presetRoleList>) {
  const page = pageOf(query);
  const filter = visibility(access, query.name);
  const [rows, total] = await db.tenant([access.merchant.id], async (tx) => [await repository.page(tx, filter, page.size, page.offset), await repository.total(tx, filter)] as const);
  return listPayload(rows.map(row), total, page);
}

/** A preset the caller may see, with its permission codes; anything else is "not found". */
export async function visiblePreset(tx: Tx, access: Access, id: number) {
  const found = await repository.find(tx, id, visibility(access));
  if (!found) throw notFound('预设角色');
  return { ...row(found), permissions: await repository.permissionsOf(tx, id) };
}

export async function get(db: Database, access: Access, id: number) {
  return db.tenant([access.merchant.id], (tx) => visiblePreset(tx, access, id));
}

type Input = CallBody<typeof calls.presetRoleCreate>;

/** Every permission must be defined by the program and enabled; the preset's products are its permissions'. */
async function checked(tx: Tx, body: Input) {
  const codes = [...new Set(body.permissions)].sort();
  const known = new Map((await catalogueEntries(tx, codes)).map((p) => [p.code, p]));
  const unknown = codes.filter((code) => !known.has(code) || !isPermissionCode(code));
  if (unknown.length) throw badParameter(`权限不存在：${unknown.join('、')}`);
  const disabled = codes.filter((code) => known.get(code)!.status !== ENABLED);
  if (disabled.length) throw badParameter(`权限已禁用：${disabled.join('、')}`);
  const products = [...new Set(codes.map((code) => known.get(code)!.product).filter((p): p is string => p !== null))].sort();
  return { codes, products, name: body.name.trim(), description: body.description?.trim() ?? '' };
}

const target = (id: number, name: string) => ({ type: 'preset_role', id, name });
const snapshot = (p: { name: string; description: string; products: string[]; permissions: string[] }) => p;

export async function create(db: Database, actor: Actor, body: Input) {
  const id = await db.tenant('all', async (tx) => {
    const input = await checked(tx, body);
    if (!input.name) throw badParameter('参数 name（预设角色名称）不能为空');
    const created = await repository.insert(tx, { name: input.name, description: input.description, products: input.products });
    await repository.replacePermissions(tx, created, input.codes);
    await audit(tx, actor, target(created, input.name), { after: snapshot({ name: input.name, description: input.description, products: input.products, permissions: input.codes }) });
    return created;
  });
  return { id };
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.presetRoleUpdate>) {
  await db.tenant('all', async (tx) => {
    const before = await repository.find(tx, body.id, { owned: null }, { lock: true });
    if (!before) throw notFound('预设角色');
    const beforePermissions = await repository.permissionsOf(tx, body.id);
    const input = await checked(tx, body);
    if (!input.name) throw badParameter('参数 name（预设角色名称）不能为空');
    await repository.update(tx, body.id, { name: input.name, description: input.description, products: input.products });
    await repository.replacePermissions(tx, body.id, input.codes);
    await audit(tx, actor, target(body.id, input.name), {
      before: snapshot({ name: before.name, description: before.description, products: before.products, permissions: beforePermissions }),
      after: snapshot({ name: input.name, description: input.description, products: input.products, permissions: input.codes }),
    });
  });
  return { id: body.id };
}

/** Roles made from the preset are copies and stay as they are. */
export async function remove(db: Database, actor: Actor, id: number) {
  await db.tenant('all', async (tx) => {
    const before = await repository.find(tx, id, { owned: null }, { lock: true });
    if (!before) throw notFound('预设角色');
    const beforePermissions = await repository.permissionsOf(tx, id);
    await repository.remove(tx, id);
    await audit(tx, actor, target(id, before.name), { before: snapshot({ name: before.name, description: before.description, products: before.products, permissions: beforePermissions }) });
  });
  return { id };
}
