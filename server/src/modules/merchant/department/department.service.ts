import { Code, DEPARTMENT_MAX_DEPTH, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as repository from './department.repository.js';

/**
 * A merchant's departments: a tree of at most DEPARTMENT_MAX_DEPTH levels. Every call acts on the caller's
 * own merchant only (the transaction's tenant scope is that merchant, and every query names it too).
 */

type Row = repository.DepartmentRow;
export interface DepartmentNode {
  label: string;
  value: number;
  sort: number;
  children?: DepartmentNode[];
}

const record = (row: Row) => ({ ...row, create_time: iso(row.create_time), update_time: iso(row.update_time) });

/** The tree of `rows`, from the departments whose parent is `root` (null: the top level). */
export function treeOf(rows: Row[], root: number | null = null): DepartmentNode[] {
  const byParent = new Map<number | null, Row[]>();
  for (const row of rows) byParent.set(row.parent, [...(byParent.get(row.parent) ?? []), row]);
  const build = (parent: number | null): DepartmentNode[] =>
    (byParent.get(parent) ?? []).map((row) => {
      const children = build(row.id);
      return { label: row.name, value: row.id, sort: row.sort, ...(children.length ? { children } : {}) };
    });
  return build(root);
}

/** `id` and every department below it. */
export function subtreeIds(rows: Row[], id: number): Set<number> {
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parent !== null && out.has(row.parent) && !out.has(row.id)) {
        out.add(row.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Level of a department (1: top level). */
function depthOf(rows: Row[], id: number): number {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let depth = 0;
  for (let current = byId.get(id); current && depth <= rows.length; current = current.parent === null ? undefined : byId.get(current.parent)) depth++;
  return depth;
}

/** Levels of the subtree under and including `id` (1: no children). */
function heightOf(rows: Row[], id: number): number {
  const children = rows.filter((r) => r.parent === id);
  return 1 + Math.max(0, ...children.map((c) => heightOf(rows, c.id)));
}

/**
 * The departments an account may put accounts in (GET merchant/department/privilege): a superuser, or an
 * account outside any department, the merchant's whole tree; an account in a department, that department
 * and the ones below it. Answers the set of ids and the rows.
 */
export async function assignable(tx: Tx, access: Access) {
  const rows = await repository.all(tx, access.merchant.id);
  const own = access.manager.superuser ? null : await repository.departmentOf(tx, access.manager.id);
  if (own === null) return { rows, ids: new Set(rows.map((r) => r.id)), root: null as number | null };
  return { rows, ids: subtreeIds(rows, own), root: own };
}

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.departmentList>) {
  const page = pageOf(query);
  const filter = { name: query.name?.trim() || undefined, parent: query.parent };
  const [rows, total] = await db.tenant(ownScope(access), async (tx) => [
    await repository.page(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.total(tx, access.merchant.id, filter),
  ] as const);
  return listPayload(rows.map(record), total, page);
}

export async function branch(db: Database, access: Access) {
  const rows = await db.tenant(ownScope(access), (tx) => repository.all(tx, access.merchant.id));
  return { row: treeOf(rows) };
}

export async function privilege(db: Database, access: Access) {
  const { rows, root } = await db.tenant(ownScope(access), (tx) => assignable(tx, access));
  if (root === null) return { row: treeOf(rows) };
  const top = rows.find((r) => r.id === root)!;
  const children = treeOf(rows, root);
  return { row: [{ label: top.name, value: top.id, sort: top.sort, ...(children.length ? { children } : {}) }] };
}

export async function get(db: Database, access: Access, id: number) {
  const row = await db.tenant(ownScope(access), (tx) => repository.find(tx, access.merchant.id, id));
  if (!row) throw notFound('部门');
  return record(row);
}

const target = (id: number, name: string, merchantId: number) => ({ type: 'department', id, name, merchant: merchantId });
const snapshot = (row: { name: string; parent: number | null; sort: number }, rows: Row[]) => ({
  name: row.name,
  parent: row.parent === null ? '（顶级）' : (rows.find((r) => r.id === row.parent)?.name ?? row.parent),
  sort: row.sort,
});

type Input = CallBody<typeof calls.departmentCreate>;

/** The checks of a department's place: its parent is the same merchant's, no cycle, not too deep, no twin. */
function checkPlace(rows: Row[], input: { name: string; parent: number | null }, self?: number) {
  if (input.parent !== null) {
    if (!rows.some((r) => r.id === input.parent)) throw badParameter('上级部门不存在', '请重新选择上级部门');
    if (self !== undefined && subtreeIds(rows, self).has(input.parent)) {
      throw badParameter('不能将部门移动到其自身或其下级部门之下', '请重新选择上级部门');
    }
  }
  const levels = (input.parent === null ? 0 : depthOf(rows, input.parent)) + (self === undefined ? 1 : heightOf(rows, self));
  if (levels > DEPARTMENT_MAX_DEPTH) throw badParameter(`部门最多 ${DEPARTMENT_MAX_DEPTH} 级`, '请选择层级更高的上级部门');
  if (rows.some((r) => r.id !== self && r.parent === input.parent && r.name === input.name)) {
    throw badParameter(`同一上级部门下已有名为「${input.name}」的部门`);
  }
}

export async function create(db: Database, actor: Actor, body: Input) {
  const merchantId = actor.access.merchant.id;
  const id = await db.tenant(ownScope(actor.access), async (tx) => {
    const rows = await repository.all(tx, merchantId, { lock: true });
    const values = { name: body.name.trim(), parent: body.parent ?? null, sort: body.sort ?? 0 };
    if (!values.name) throw badParameter('参数 name（部门名称）不能为空');
    checkPlace(rows, values);
    const created = await repository.insert(tx, { ...values, merchant: merchantId });
    await audit(tx, actor, target(created, values.name, merchantId), { after: snapshot(values, rows) });
    return created;
  });
  return { id };
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.departmentUpdate>) {
  const merchantId = actor.access.merchant.id;
  await db.tenant(ownScope(actor.access), async (tx) => {
    const rows = await repository.all(tx, merchantId, { lock: true });
    const before = rows.find((r) => r.id === body.id);
    if (!before) throw notFound('部门');
    const values = { name: body.name.trim(), parent: body.parent ?? null, sort: body.sort ?? 0 };
    if (!values.name) throw badParameter('参数 name（部门名称）不能为空');
    checkPlace(rows, values, body.id);
    await repository.update(tx, merchantId, body.id, values);
    await audit(tx, actor, target(body.id, values.name, merchantId), { before: snapshot(before, rows), after: snapshot(values, rows) });
  });
  return { id: body.id };
}

export async function remove(db: Database, actor: Actor, id: number) {
  const merchantId = actor.access.merchant.id;
  await db.tenant(ownScope(actor.access), async (tx) => {
    const rows = await repository.all(tx, merchantId, { lock: true });
    const before = rows.find((r) => r.id === id);
    if (!before) throw notFound('部门');
    if (rows.some((r) => r.parent === id)) throw new AppError(Code.ILLEGAL_TRANSITION, '该部门下还有下级部门，不能删除', '请先删除或移走下级部门');
    if (before.manager_count > 0) throw new AppError(Code.ILLEGAL_TRANSITION, `该部门下还有 ${before.manager_count} 个账号，不能删除`, '请先将这些账号调到其他部门');
    await repository.remove(tx, merchantId, id);
    await audit(tx, actor, target(id, before.name, merchantId), { before: snapshot(before, rows) });
  });
  return { id };
}

/** Every department of a merchant, for other modules (account filters by department subtree). */
export const departmentsOf = (tx: Tx, merchantId: number) => repository.all(tx, merchantId);
