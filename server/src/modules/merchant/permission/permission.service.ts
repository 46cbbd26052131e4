import { Code, isPermissionCode, mayHold, permissionEntry, products, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { DISABLED, ENABLED } from '../../../db/schema/index.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { ownsAnyProduct, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import type { SessionService } from '../session/session.service.js';
import * as repository from './permission.repository.js';

/** A permission is enabled or disabled; either may move to the other (docs/decisions.md). */
export const permissionLifecycle: Lifecycle<number> = {
  what: '权限',
  names: { [ENABLED]: '已启用', [DISABLED]: '已禁用' },
  moves: { [ENABLED]: [DISABLED], [DISABLED]: [ENABLED] },
};

/** Disabling these would lock the operator out of the catalogue for good. */
const undisableable = new Set(['merchant:permission:list', 'merchant:permission:update']);

const productLabel = (code: string | null) => (code === null ? '通用' : (products.find((p) => p.code === code)?.label ?? code));

/** The areas' (second segment's) Chinese names; an unknown area shows its code. */
const areaLabels: Record<string, string> = {
  message: '消息', user: '账号设置', report: '报表', logging: '操作日志', announcement: '平台公告', article: '帮助文章',
  complaint: '客服工单', merchant: '商户', objective: '目标管理', department: '部门', manager: '子账号', role: '角色',
  preset: '预设角色', permission: '权限目录', parking: '停车场', trade: '交易', group: '集团', mcoupon: '优惠券',
  partner: '服务商', alarm: '告警', invoice: '发票', event: '活动',
  app: '应用', keychain: '应用密钥', bucket: '上传空间', storage: '商户配置',
};

/** Who may hold a permission: the merchant must own its product (universal ones always) and be of its kinds. */
const ownsProductOf = (access: Access, code: string, product: string | null) =>
  mayHold({ product, kinds: permissionEntry(code)?.kinds }, access.products, access.merchant.kind);

/**
 * The rules of granting (docs/decisions.md, "Roles and the permission catalogue"): every permission added to a
 * role must exist in the program's catalogue and be enabled (else 1400), belong to a product the merchant owns
 * and be held by the caller itself (else 1403). Permissions a role already had are not re-checked.
 */
export async function assertGrantable(tx: Tx, access: Access, added: readonly string[]) {
  if (added.length === 0) return;
  const known = new Map((await repository.findMany(tx, added)).map((row) => [row.code, row]));
  const unknown = added.filter((code) => !known.has(code) || !isPermissionCode(code));
  if (unknown.length) throw badParameter(`权限不存在：${unknown.join('、')}`, '请从权限树中选择权限');
  const disabled = added.filter((code) => known.get(code)!.status !== ENABLED);
  if (disabled.length) throw badParameter(`权限已被平台禁用，不能授予：${disabled.join('、')}`, '请从权限树中选择权限');
  const outside = added.filter((code) => !ownsProductOf(access, code, known.get(code)!.product));
  if (outside.length) {
    throw new AppError(Code.FORBIDDEN_PERMISSION, `不能授予本商户未开通产品的权限：${outside.join('、')}`, '角色只能包含本商户已开通产品的权限');
  }
  const notHeld = added.filter((code) => !access.permissions.has(code));
  if (notHeld.length) {
    throw new AppError(Code.FORBIDDEN_PERMISSION, `不能授予您自己没有的权限：${notHeld.join('、')}`, '只有自己持有的权限才能授予角色，请联系主账号');
  }
}

/** The role editor's tree: enabled, program-defined permissions of the merchant's products, by product and area. */
export async function branch(db: Database, access: Access) {
  const rows = await db.tenant([access.merchant.id], (tx) => repository.all(tx));
  const usable = rows.filter((row) => row.status === ENABLED && isPermissionCode(row.code) && ownsProductOf(access, row.code, row.product));
  const order = [null, ...products.map((p) => p.code)] as (string | null)[];
  const byProduct = new Map<string | null, Map<string, { code: string; label: string; grantable: boolean }[]>>();
  for (const row of usable) {
    const area = row.code.split(':')[1] ?? '';
    const areas = byProduct.get(row.product) ?? new Map();
    byProduct.set(row.product, areas);
    const leaves = areas.get(area) ?? [];
    areas.set(area, leaves);
    leaves.push({ code: row.code, label: row.label, grantable: access.permissions.has(row.code) });
  }
  const rank = (product: string | null) => (order.indexOf(product) + 1 || order.length + 1);
  return {
    row: [...byProduct.entries()]
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([product, areas]) => ({
        product: product ?? '',
        product_label: productLabel(product),
        children: [...areas.entries()].map(([area, children]) => ({ area, area_label: areaLabels[area] ?? area, children })),
      })),
  };
}

const record = (row: { code: string; label: string; product: string | null; status: number }, roleCount: number) => ({
  code: row.code,
  label: row.label,
  product: row.product ?? '',
  product_label: productLabel(row.product),
  status: row.status,
  defined: isPermissionCode(row.code),
  role_count: roleCount,
});

export async function list(db: Database, query: CallQuery<typeof calls.permissionList>) {
  const page = pageOf(query);
  const filter: repository.Filter = {
    code: query.code?.trim() || undefined,
    label: query.label?.trim() || undefined,
    product: query.product?.trim() || undefined,
    status: query.status,
  };
  const [rows, total] = await db.tenant('all', async (tx) => [await repository.page(tx, filter, page.size, page.offset), await repository.total(tx, filter)] as const);
  return listPayload(rows.map((row) => record(row, row.role_count)), total, page);
}

export async function get(db: Database, code: string) {
  return db.tenant('all', async (tx) => {
    const row = await repository.find(tx, code);
    if (!row) throw notFound('权限');
    return record(row, await repository.roleCountOf(tx, code));
  });
}

const target = (code: string, label: string) => ({ type: 'permission', id: code, name: label });

/** Only a code the program defines and the table lacks can be registered: permissions are checked by the code. */
export async function create(db: Database, sessions: SessionService, actor: Actor, body: CallBody<typeof calls.permissionCreate>) {
  const code = body.code;
  if (!isPermissionCode(code)) {
    throw badParameter(`权限编码 ${code} 未在程序中定义，不能登记`, '权限由程序检查，新的权限需随版本发布；已有权限可修改名称或启用、禁用');
  }
  await db.tenant('all', async (tx) => {
    if (await repository.find(tx, code)) throw badParameter(`权限 ${code} 已存在`, '可修改其名称或启用、禁用');
    const entry = permissionEntry(code)!;
    const values = { code, label: body.label?.trim() || entry.label, product: entry.product, status: ENABLED };
    await repository.insert(tx, values);
    await audit(tx, actor, target(code, values.label), { after: { label: values.label, product: values.product ?? '', status: '已启用' } });
    await sessions.publish(tx, { type: 'all' });
  });
  return { code };
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.permissionUpdate>) {
  await db.tenant('all', async (tx) => {
    const row = await repository.find(tx, body.code, { lock: true });
    if (!row) throw notFound('权限');
    const label = body.label.trim();
    if (!label) throw badParameter('参数 label（权限名称）不能为空');
    await repository.update(tx, body.code, { label });
    await audit(tx, actor, target(body.code, label), { before: { label: row.label }, after: { label } });
  });
  return { code: body.code };
}

export async function setStatus(db: Database, sessions: SessionService, actor: Actor, code: string, status: number) {
  if (status === DISABLED && undisableable.has(code)) {
    throw badParameter(`权限 ${code} 用于管理权限目录本身，不能禁用`);
  }
  await db.tenant('all', async (tx) => {
    const row = await repository.find(tx, code, { lock: true });
    if (!row) throw notFound('权限');
    assertTransition(permissionLifecycle, row.status, status);
    await repository.update(tx, code, { status });
    await audit(tx, actor, target(code, row.label), { before: { status: permissionLifecycle.names[row.status] }, after: { status: permissionLifecycle.names[status] } });
    // Superusers hold it through no role: every cached access may include it.
    await sessions.publish(tx, { type: 'all' });
  });
  return { code, status };
}

/** A code the program still defines is re-created at every start: only leftovers of older versions can go. */
export async function remove(db: Database, sessions: SessionService, actor: Actor, code: string) {
  await db.tenant('all', async (tx) => {
    const row = await repository.find(tx, code, { lock: true });
    if (!row) throw notFound('权限');
    if (isPermissionCode(code)) throw badParameter(`权限 ${code} 由程序定义，不能删除`, '如需停用请禁用该权限');
    const roles = await repository.roleCountOf(tx, code);
    await repository.remove(tx, code);
    await audit(tx, actor, target(code, row.label), { before: { label: row.label, product: row.product ?? '', status: permissionLifecycle.names[row.status], role_count: roles } });
    await sessions.publish(tx, { type: 'all' });
  });
  return { code };
}

/** Catalogue rows of some codes, for the modules that check what they store (preset roles). */
export const catalogueEntries = (tx: Tx, codes: readonly string[]) => repository.findMany(tx, codes);
