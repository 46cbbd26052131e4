import {
  Code,
  cooperationNames,
  maskPhone,
  merchantKinds,
  ProjectStatus,
  projectStatusNames,
  projectTypes,
  type CallBody,
  type CallQuery,
  type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { regionName } from '../../region/region.service.js';
import * as repository from './project.repository.js';

/** 启用 ⇄ 停用. Deleting needs no grant left (1409); a disabled project cannot be granted. docs/decisions.md. */
export const projectLifecycle: Lifecycle<number> = {
  what: '项目',
  names: projectStatusNames,
  moves: {
    [ProjectStatus.enabled]: [ProjectStatus.disabled],
    [ProjectStatus.disabled]: [ProjectStatus.enabled],
  },
};

const conflict = (message: string, hint?: string) => new AppError(Code.ILLEGAL_TRANSITION, message, hint);

/** Every project for the main account and holders of merchant:project:acl; otherwise as the access control says. */
const viewerOf = (access: Access): repository.Viewer => ({
  merchant: access.merchant.id,
  manager: access.manager.superuser || access.permissions.has('merchant:project:acl') ? null : access.manager.id,
});

const typeName = (type: string) => projectTypes[type as keyof typeof projectTypes] ?? type;
const kindName = (kind: string) => merchantKinds[kind as keyof typeof merchantKinds] ?? kind;

type Row = repository.ProjectRow;

const record = (r: Row, access: Access, ownerName: string) => ({
  ...r,
  merchant_name: ownerName,
  owned: r.merchant === access.merchant.id,
  type_name: typeName(r.type),
  region_name: regionName(r.region),
  start_date: r.start_date ?? null,
  end_date: r.end_date ?? null,
  create_time: iso(r.create_time),
  update_time: iso(r.update_time),
});

/** Names of merchants outside the caller's scope (owners of granted projects, grantees): names only. */
const merchantsOf = (db: Database, ids: number[]) => db.tenant('all', (tx) => repository.merchantsOf(tx, [...new Set(ids)]));

async function records<R extends Row>(db: Database, access: Access, rows: R[]) {
  const others = rows.map((r) => r.merchant).filter((id) => id !== access.merchant.id);
  const names = await merchantsOf(db, others);
  return rows.map((r) => record(r, access, r.merchant === access.merchant.id ? access.merchant.name : (names.get(r.merchant)?.name ?? '')));
}

const snapshot = (p: { name: string; code: string; type: string; region: string; address: string; contact_name: string; contact_mobile: string; start_date: string | null; end_date: string | null; remark: string; sort: number; status: number }) => ({
  name: p.name,
  code: p.code,
  type: typeName(p.type),
  region: regionName(p.region) || p.region,
  address: p.address,
  contact_name: p.contact_name,
  contact_mobile: maskPhone(p.contact_mobile),
  start_date: p.start_date ?? '',
  end_date: p.end_date ?? '长期',
  remark: p.remark,
  sort: p.sort,
  status: projectStatusNames[p.status] ?? p.status,
});

const target = (p: { id: number; name: string; merchant: number }) => ({ type: 'project', id: p.id, name: p.name, merchant: p.merchant });

type Fields = CallBody<typeof calls.projectCreate>;

function values(body: Fields) {
  const region = body.region;
  if (!regionName(region)) throw badParameter(`行政区划代码 ${region} 不存在`, '请在地区选择器中重新选择');
  if (body.start_date && body.end_date && body.end_date < body.start_date) throw badParameter('结束日期不能早于开始日期', '请重新选择项目周期');
  return {
    name: body.name.trim(),
    code: body.code.trim(),
    type: body.type,
    region,
    address: body.address?.trim() ?? '',
    contact_name: body.contact_name?.trim() ?? '',
    contact_mobile: body.contact_mobile ?? '',
    start_date: body.start_date ?? null,
    end_date: body.end_date ?? null,
    remark: body.remark?.trim() ?? '',
  };
}

async function assertCodeFree(tx: Tx, merchantId: number, code: string, except?: number) {
  const taken = await repository.codeTaken(tx, merchantId, code, except);
  if (taken) throw badParameter(`项目编码「${code}」已被项目「${taken.name}」使用`, '项目编码在本商户内不能重复');
}

/** One of the caller's own projects; another merchant's (granted or not) and a hidden one answer 1404. */
async function own(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.findOwn(tx, viewerOf(access), id, options);
  if (!row) throw notFound('项目');
  return row;
}

// ---- projects ----------------------------------------------------------------------------------------------

const regionPrefix = (code: string | undefined) => (code ? code.replace(/(00)+$/, '') || undefined : undefined);

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.projectList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { keywords: query.keywords?.trim() || undefined, type: query.type, status: query.status, regionPrefix: regionPrefix(query.region) };
  const viewer = viewerOf(access);
  const [rows, total] = await db.tenant(access.scope, async (tx) => [await repository.page(tx, viewer, filter, page.size, page.offset), await repository.total(tx, viewer, filter)] as const);
  return listPayload(await records(db, access, rows), total, page);
}

/** Its own project, or one granted to its merchant (read-only). */
export async function get(db: Database, access: Access, id: number) {
  const row = await db.tenant(access.scope, async (tx) => {
    const mine = await repository.findOwn(tx, viewerOf(access), id);
    if (mine) return mine;
    return repository.findGranted(tx, access.merchant.id, id);
  });
  if (!row) throw notFound('项目');
  return (await records(db, access, [row]))[0]!;
}

export async function create(db: Database, actor: Actor, body: Fields) {
  const access = actor.access;
  const fields = values(body);
  // Two creations with one code at the same moment: the unique index decides.
  return unlessDuplicate(async () => {
    return await db.tenant(access.scope, async (tx) => {
      await assertCodeFree(tx, access.merchant.id, fields.code);
      const sort = body.sort ?? (await repository.nextSort(tx, access.merchant.id));
      const id = await repository.insert(tx, { ...fields, merchant: access.merchant.id, sort, status: ProjectStatus.enabled });
      await audit(tx, actor, target({ id, name: fields.name, merchant: access.merchant.id }), { after: snapshot({ ...fields, sort, status: ProjectStatus.enabled }) });
      return { id };
    });
  }, () => badParameter(`项目编码「${fields.code}」已被使用`, '项目编码在本商户内不能重复'));
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.projectUpdate>) {
  const access = actor.access;
  const fields = values(body);
  return unlessDuplicate(async () => {
    return await db.tenant(access.scope, async (tx) => {
      const row = await own(tx, access, body.id, { lock: true });
      await assertCodeFree(tx, access.merchant.id, fields.code, row.id);
      const sort = body.sort ?? row.sort;
      await repository.update(tx, row.id, { ...fields, sort });
      await audit(tx, actor, target({ ...row, name: fields.name }), { before: snapshot(row), after: snapshot({ ...fields, sort, status: row.status }) });
      return { id: row.id };
    });
  }, () => badParameter(`项目编码「${fields.code}」已被使用`, '项目编码在本商户内不能重复'));
}

async function move(db: Database, actor: Actor, id: number, status: number) {
  return db.tenant(actor.access.scope, async (tx) => {
    const row = await own(tx, actor.access, id, { lock: true });
    assertTransition(projectLifecycle, row.status, status);
    await repository.update(tx, row.id, { status });
    await audit(tx, actor, target(row), { before: { status: projectStatusNames[row.status] }, after: { status: projectStatusNames[status] } });
    return { id: row.id, status };
  });
}

export const enable = (db: Database, actor: Actor, id: number) => move(db, actor, id, ProjectStatus.enabled);
export const disable = (db: Database, actor: Actor, id: number) => move(db, actor, id, ProjectStatus.disabled);

/** A granted project is not deleted under its grantees: its grants are cancelled first (1409 otherwise). */
export async function remove(db: Database, actor: Actor, id: number) {
  return db.tenant(actor.access.scope, async (tx) => {
    const row = await own(tx, actor.access, id, { lock: true });
    if (row.grant_count > 0) {
      throw conflict(`项目「${row.name}」已授权给 ${row.grant_count} 个合作商户，不能删除`, '请先在授权详情中取消全部授权后再删除');
    }
    await repository.remove(tx, row.id);
    await audit(tx, actor, target(row), { before: snapshot(row) });
    return { id: row.id };
  });
}

/** Numbers the given projects 10, 20, 30… in the given order; the others keep theirs. */
export async function sort(db: Database, actor: Actor, ids: number[]) {
  const access = actor.access;
  if (new Set(ids).size !== ids.length) throw badParameter('项目 ID 不能重复', '请刷新排序页面后重试');
  return db.tenant(access.scope, async (tx) => {
    const found = new Map((await repository.sortsOf(tx, access.merchant.id, ids)).map((r) => [r.id, r]));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw notFound(`项目 ${missing} `);
    let changed = 0;
    for (const [index, id] of ids.entries()) {
      const row = found.get(id)!;
      const next = (index + 1) * 10;
      if (row.sort === next) continue;
      await repository.update(tx, id, { sort: next });
      await audit(tx, actor, target({ id, name: row.name, merchant: access.merchant.id }), { before: { sort: row.sort }, after: { sort: next } });
      changed++;
    }
    return { changed };
  });
}

export async function matching(db: Database, access: Access, query: CallQuery<typeof calls.projectMatching>) {
  const rows = await db.tenant(access.scope, (tx) => repository.options(tx, viewerOf(access), query.keywords?.trim() || undefined, query.granted === 1, query.limit ?? 50));
  const names = await merchantsOf(db, rows.map((r) => r.merchant).filter((id) => id !== access.merchant.id));
  return {
    row: rows.map((r) => ({
      label: r.merchant === access.merchant.id ? r.name : `${r.name}（${names.get(r.merchant)?.name ?? r.merchant}）`,
      value: r.id,
      code: r.code,
      merchant: r.merchant,
      merchant_name: r.merchant === access.merchant.id ? access.merchant.name : (names.get(r.merchant)?.name ?? ''),
      owned: r.merchant === access.merchant.id,
    })),
  };
}

export async function granted(db: Database, access: Access, query: CallQuery<typeof calls.projectGrants>) {
  const page = pageOf(query);
  const filter = { keywords: query.keywords?.trim() || undefined, owner: query.owner };
  const [rows, total] = await db.tenant(access.scope, async (tx) => [
    await repository.grantedPage(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.grantedTotal(tx, access.merchant.id, filter),
  ] as const);
  const shaped = await records(db, access, rows);
  return listPayload(shaped.map((r, i) => ({ ...r, grant_id: rows[i]!.grant_id, grant_time: iso(rows[i]!.grant_time) })), total, page);
}

// ---- access control ----------------------------------------------------------------------------------------

const subjectNames = { manager: '账号', role: '角色' } as const;

export async function aclList(db: Database, access: Access, query: CallQuery<typeof calls.projectAclList>) {
  const page = pageOf(query);
  return db.tenant(access.scope, async (tx) => {
    const row = await own(tx, access, query.project);
    const rows = await repository.aclPage(tx, row.id, page.size, page.offset);
    return listPayload(rows.map((r) => ({ ...r, create_time: iso(r.create_time) })), await repository.aclTotal(tx, row.id), page);
  });
}

/** Adds the merchant's own accounts or roles; those already listed are skipped. */
export async function aclCreate(db: Database, actor: Actor, body: CallBody<typeof calls.projectAclCreate>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await own(tx, access, body.project, { lock: true });
    const subjects = await repository.subjectsOf(tx, access.merchant.id, body.subject_type, body.subject_ids);
    const missing = body.subject_ids.find((id) => !subjects.some((s) => s.id === id));
    if (missing !== undefined) throw notFound(`${subjectNames[body.subject_type]} ${missing} `);
    const listed = new Set((await repository.aclSubjectsOf(tx, row.id, body.subject_type)).map((r) => r.id));
    const added = subjects.filter((s) => !listed.has(s.id));
    if (added.length === 0) return { added: 0 };
    await repository.insertAcl(
      tx,
      added.map((s) => ({ merchant: access.merchant.id, project: row.id, subject_type: body.subject_type, subject_id: s.id, creator: access.manager.name })),
    );
    await audit(tx, actor, target(row), {
      after: { access_control: added.map((s) => `${subjectNames[body.subject_type]}「${s.name}」`).join('、'), change: '添加可访问对象' },
    });
    return { added: added.length };
  });
}

export async function aclDelete(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const entry = await repository.findAcl(tx, access.merchant.id, id);
    if (!entry) throw notFound('访问控制条目');
    const row = await own(tx, access, entry.project, { lock: true }).catch(() => {
      throw notFound('访问控制条目');
    });
    await repository.removeAcl(tx, entry.id);
    const name = `${subjectNames[entry.subject_type as 'manager' | 'role'] ?? entry.subject_type}「${entry.subject_name}」`;
    await audit(tx, actor, target(row), { before: { access_control: name }, after: { change: '移除可访问对象' } });
    return { id: entry.id };
  });
}

// ---- grants --------------------------------------------------------------------------------------------------

export async function grantList(db: Database, access: Access, query: CallQuery<typeof calls.projectGrantList>) {
  const page = pageOf(query);
  const [rows, total] = await db.tenant(access.scope, async (tx) => {
    const row = await own(tx, access, query.project);
    return [await repository.grantPage(tx, row.id, page.size, page.offset), await repository.grantTotal(tx, row.id)] as const;
  });
  const grantees = await merchantsOf(db, rows.map((r) => r.grantee));
  const relations = await db.tenant(access.scope, (tx) => repository.relationsOf(tx, access.merchant.id, rows.map((r) => r.grantee)));
  return listPayload(
    rows.map((r) => ({
      id: r.id,
      project: r.project,
      project_name: r.project_name,
      grantee: r.grantee,
      grantee_name: grantees.get(r.grantee)?.name ?? '',
      grantee_kind: grantees.get(r.grantee)?.kind ?? '',
      relation: relations.get(r.grantee) ?? '',
      remark: r.remark,
      creator: r.creator,
      create_time: iso(r.create_time),
    })),
    total,
    page,
  );
}

/**
 * Authorises a project to a merchant the owner is directly related to (its group or partner, its members or
 * customers). Any other number — unrelated, unknown or closed — is answered alike, so that a number's existence
 * is not revealed.
 */
export async function grantCreate(db: Database, actor: Actor, body: CallBody<typeof calls.projectGrantCreate>) {
  const access = actor.access;
  const grantee = (await merchantsOf(db, [body.grantee])).get(body.grantee);
  const unrelated = badParameter(`商户 ${body.grantee} 不存在或与本商户没有合作关系`, '只能授权给本商户所属的集团、服务商，或本商户的集团成员、服务商客户');
  if (body.grantee === access.merchant.id) throw badParameter('不能把项目授权给本商户', '请选择合作商户');
  if (!grantee || grantee.status === -1) throw unrelated;
  return unlessDuplicate(async () => {
    return await db.tenant(access.scope, async (tx) => {
      const row = await own(tx, access, body.project, { lock: true });
      const relation = (await repository.relationsOf(tx, access.merchant.id, [grantee.id])).get(grantee.id);
      if (!relation) throw unrelated;
      if (grantee.status !== 1) throw conflict(`商户「${grantee.name}」已停用，不能授权`, '请待该商户启用后再授权');
      if (row.status !== ProjectStatus.enabled) throw conflict(`项目当前为「${projectStatusNames[row.status]}」，不能授权`, '请先启用项目');
      if (await repository.grantExists(tx, row.id, grantee.id)) throw badParameter(`项目「${row.name}」已授权给「${grantee.name}」`, '无需重复授权');
      const remark = body.remark?.trim() ?? '';
      const id = await repository.insertGrant(tx, { merchant: access.merchant.id, project: row.id, grantee: grantee.id, remark, creator: access.manager.name });
      await audit(tx, actor, target(row), {
        after: { grant: `${grantee.name}（${grantee.id}，${cooperationNames[relation] ?? relation}）`, remark, change: '授权给合作商户' },
      });
      return { id };
    });
  }, () => badParameter(`项目已授权给「${grantee.name}」`, '无需重复授权'));
}

export async function grantDelete(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  // Only the owner cancels; a grantee's view of the grant is read-only (another merchant's grant: 1404).
  const peek = await db.tenant(access.scope, (tx) => repository.findGrant(tx, access.merchant.id, id));
  if (!peek) throw notFound('项目授权');
  // The grantee may lie outside the caller's scope (its group, its partner): its name is read first.
  const name = (await merchantsOf(db, [peek.grantee])).get(peek.grantee)?.name ?? String(peek.grantee);
  return db.tenant(access.scope, async (tx) => {
    const grant = await repository.findGrant(tx, access.merchant.id, id);
    if (!grant) throw notFound('项目授权');
    const row = await own(tx, access, grant.project, { lock: true }).catch(() => {
      throw notFound('项目授权');
    });
    const relation = (await repository.relationsOf(tx, access.merchant.id, [grant.grantee])).get(grant.grantee);
    await repository.removeGrant(tx, grant.id);
    await audit(tx, actor, target(row), {
      before: { grant: `${name}（${grant.grantee}${relation ? `，${cooperationNames[relation]}` : ''}）` },
      after: { change: '取消授权' },
    });
    return { id: grant.id };
  });
}

// ---- cooperating groups ----------------------------------------------------------------------------------

export async function cooperateList(db: Database, access: Access, query: CallQuery<typeof calls.cooperateList>) {
  const page = pageOf(query);
  const me = access.merchant.id;
  const filter = { keywords: query.keywords?.trim() || undefined, related: query.related === 1, granted: query.granted === 1 };
  // The other side lies outside the caller's scope (its group, its partner): read with the platform's scope,
  // every part of the query anchored to the caller's merchant; only numbers, names, kinds and counts leave it.
  const [rows, total] = await db.tenant('all', async (tx) => [await repository.cooperationPage(tx, me, filter, page.size, page.offset), await repository.cooperationTotal(tx, me, filter)] as const);
  const relations = await db.tenant(access.scope, (tx) => repository.relationsOf(tx, me, rows.map((r) => r.merchant)));
  return listPayload(
    rows.map((r) => ({
      merchant: r.merchant,
      name: r.name,
      kind: r.kind,
      kind_name: kindName(r.kind),
      relation: relations.get(r.merchant) ?? '',
      granted_out: Number(r.granted_out),
      granted_in: Number(r.granted_in),
      last_grant_time: r.last_grant_time ? iso(r.last_grant_time) : null,
    })),
    total,
    page,
  );
}

export async function cooperateProjects(db: Database, access: Access, query: CallQuery<typeof calls.cooperateProject>) {
  const page = pageOf(query);
  const me = access.merchant.id;
  if (query.merchant === me) throw badParameter('请选择合作商户', '合作商户不能是本商户');
  const [rows, total] = await db.tenant(access.scope, async (tx) => [
    await repository.cooperationProjects(tx, me, query.merchant, query.direction, page.size, page.offset),
    await repository.cooperationProjectTotal(tx, me, query.merchant, query.direction),
  ] as const);
  if (total === 0) {
    // No grant either way: a merchant the caller cooperates with has an empty list; any other is not found.
    const related = await db.tenant(access.scope, (tx) => repository.relationsOf(tx, me, [query.merchant]));
    if (!related.has(query.merchant)) throw notFound('合作商户');
  }
  const shaped = await records(db, access, rows);
  return listPayload(shaped.map((r, i) => ({ ...r, grant_id: rows[i]!.grant_id, direction: rows[i]!.direction, grant_time: iso(rows[i]!.grant_time) })), total, page);
}
