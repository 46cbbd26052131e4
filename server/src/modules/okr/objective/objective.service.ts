import {
  Code,
  keyResultProgress,
  OKR_WEIGHT_TOTAL,
  okrCycleName,
  OkrObjectiveStatus,
  okrObjectiveStatusNames,
  okrKeyResultStatusNames,
  objectiveProgress,
  type CallBody,
  type CallQuery,
  type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as projects from '../../merchant/project/project.service.js';
import * as repository from './objective.repository.js';

/**
 * 进行中 → 已完成 | 已取消; either may be reopened (→ 进行中). Only an objective 进行中 may be edited or have its key
 * results added, edited, removed or checked in (1409 otherwise). docs/decisions.md, "OKR".
 */
export const objectiveLifecycle: Lifecycle<number> = {
  what: '目标',
  names: okrObjectiveStatusNames,
  moves: {
    [OkrObjectiveStatus.active]: [OkrObjectiveStatus.done, OkrObjectiveStatus.cancelled],
    [OkrObjectiveStatus.done]: [OkrObjectiveStatus.active],
    [OkrObjectiveStatus.cancelled]: [OkrObjectiveStatus.active],
  },
};

type ObjectiveRow = repository.ObjectiveRow;
type KeyResultRow = repository.KeyResultRow;

const keyResultRecord = (k: KeyResultRow) => ({
  ...k,
  due_date: k.due_date ?? null,
  status_name: okrKeyResultStatusNames[k.status] ?? String(k.status),
  progress: keyResultProgress(k),
  create_time: iso(k.create_time),
  update_time: iso(k.update_time),
});

const objectiveRecord = (o: ObjectiveRow, krs: KeyResultRow[]) => ({
  ...o,
  project: o.project ?? null,
  cycle_name: okrCycleName(o.cycle),
  status_name: okrObjectiveStatusNames[o.status] ?? String(o.status),
  progress: objectiveProgress(krs),
  weight_total: krs.reduce((sum, k) => sum + k.weight, 0),
  key_result_count: krs.length,
  create_time: iso(o.create_time),
  update_time: iso(o.update_time),
});

const objectiveTarget = (o: { id: number; title: string; merchant: number }) => ({ type: 'okr_objective', id: o.id, name: o.title, merchant: o.merchant });

const objectiveSnapshot = (o: { title: string; description: string; cycle: string; owner_name: string; project_name: string; status: number }) => ({
  title: o.title,
  description: o.description,
  cycle: okrCycleName(o.cycle),
  owner: o.owner_name,
  project: o.project_name || '无',
  status: okrObjectiveStatusNames[o.status],
});

const keyResultSnapshot = (k: { title: string; start_value: number; target_value: number; unit: string; weight: number; owner_name: string; due_date: string | null }) => ({
  key_result: k.title,
  start_value: `${k.start_value}${k.unit}`,
  target_value: `${k.target_value}${k.unit}`,
  weight: k.weight,
  owner: k.owner_name,
  due_date: k.due_date ?? '不限',
});

const conflict = (message: string, hint?: string) => new AppError(Code.ILLEGAL_TRANSITION, message, hint);

async function ownerOf(tx: Tx, access: Access, id: number) {
  const owner = await repository.ownerOf(tx, access.merchant.id, id);
  if (!owner) throw badParameter(`负责人（账号 ${id}）不是本商户的账号`, '请从本商户的账号中选择负责人');
  if (owner.status !== 1) throw badParameter(`负责人「${owner.name}」的账号已停用`, '请选择在用的账号');
  return owner;
}

/** One of the caller's own projects that it may see (a project's access control counts); 1400 otherwise. */
async function projectOf(db: Database, access: Access, id: number | undefined) {
  if (!id) return null;
  const found = await projects.get(db, access, id).catch(() => null);
  if (!found || !found.owned) throw badParameter(`项目（ID ${id}）不存在`, '请从本商户的项目中选择');
  return { id: found.id, name: found.name };
}

async function own(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.findObjective(tx, ownScope(access), id, options);
  if (!row) throw notFound('目标');
  return row;
}

/** Key results change only while their objective is 进行中. */
function assertActive(o: ObjectiveRow, what: string) {
  if (o.status !== OkrObjectiveStatus.active) {
    throw conflict(`目标「${o.title}」${okrObjectiveStatusNames[o.status]}，不能${what}`, '如需调整，请先重新开启目标');
  }
}

// ---- objectives ----------------------------------------------------------------------------------------------

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.okrObjectiveList>) {
  const page = pageOf(query);
  const scope = ownScope(access);
  const filter: repository.Filter = { cycle: query.cycle, status: query.status, owner: query.owner, project: query.project, keywords: query.keywords?.trim() || undefined };
  return db.tenant(scope, async (tx) => {
    const rows = await repository.page(tx, scope, filter, page.size, page.offset);
    const total = await repository.total(tx, scope, filter);
    const krs = await repository.keyResultsOf(tx, scope, rows.map((r) => r.id));
    return listPayload(rows.map((o) => objectiveRecord(o, krs.filter((k) => k.objective === o.id))), total, page);
  });
}

export async function get(db: Database, access: Access, id: number) {
  const scope = ownScope(access);
  return db.tenant(scope, async (tx) => {
    const o = await own(tx, access, id);
    const krs = await repository.keyResultsOf(tx, scope, [o.id]);
    return { ...objectiveRecord(o, krs), key_results: krs.map(keyResultRecord) };
  });
}

type ObjectiveFields = CallBody<typeof calls.okrObjectiveCreate>;

export async function create(db: Database, actor: Actor, body: ObjectiveFields) {
  const access = actor.access;
  const project = await projectOf(db, access, body.project);
  return db.tenant(ownScope(access), async (tx) => {
    const owner = await ownerOf(tx, access, body.owner);
    const values = {
      merchant: access.merchant.id,
      title: body.title.trim(),
      description: body.description?.trim() ?? '',
      cycle: body.cycle,
      owner: owner.id,
      owner_name: owner.name,
      project: project?.id ?? null,
      status: OkrObjectiveStatus.active,
    };
    const id = await repository.insertObjective(tx, values);
    await audit(tx, actor, objectiveTarget({ id, title: values.title, merchant: values.merchant }), { after: objectiveSnapshot({ ...values, project_name: project?.name ?? '' }) });
    return { id };
  });
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.okrObjectiveUpdate>) {
  const access = actor.access;
  const project = await projectOf(db, access, body.project);
  return db.tenant(ownScope(access), async (tx) => {
    const row = await own(tx, access, body.id, { lock: true });
    assertActive(row, '编辑');
    const owner = await ownerOf(tx, access, body.owner);
    const values = { title: body.title.trim(), description: body.description?.trim() ?? '', cycle: body.cycle, owner: owner.id, owner_name: owner.name, project: project?.id ?? null };
    await repository.updateObjective(tx, row.id, values);
    await audit(tx, actor, objectiveTarget({ ...row, title: values.title }), {
      before: objectiveSnapshot(row),
      after: objectiveSnapshot({ ...values, project_name: project?.name ?? '', status: row.status }),
    });
    return { id: row.id };
  });
}

export async function setStatus(db: Database, actor: Actor, id: number, status: number) {
  return db.tenant(ownScope(actor.access), async (tx) => {
    const row = await own(tx, actor.access, id, { lock: true });
    assertTransition(objectiveLifecycle, row.status, status);
    await repository.updateObjective(tx, row.id, { status });
    await audit(tx, actor, objectiveTarget(row), { before: { status: okrObjectiveStatusNames[row.status] }, after: { status: okrObjectiveStatusNames[status] } });
    return { id: row.id, status };
  });
}

/** Removes the objective with its key results and their check-ins (the audit keeps what it was). */
export async function remove(db: Database, actor: Actor, id: number) {
  const scope = ownScope(actor.access);
  return db.tenant(scope, async (tx) => {
    const row = await own(tx, actor.access, id, { lock: true });
    const krs = await repository.keyResultsOf(tx, scope, [row.id]);
    await repository.removeObjective(tx, row.id);
    await audit(tx, actor, objectiveTarget(row), { before: { ...objectiveSnapshot(row), key_result: krs.map((k) => k.title).join('；') || '无' } });
    return { id: row.id };
  });
}

// ---- key results ---------------------------------------------------------------------------------------------

async function ownKeyResult(tx: Tx, access: Access, id: number) {
  const kr = await repository.findKeyResult(tx, ownScope(access), id, { lock: true });
  if (!kr) throw notFound('关键结果');
  return kr;
}

export async function getKeyResult(db: Database, access: Access, id: number) {
  return db.tenant(ownScope(access), async (tx) => {
    const kr = await repository.findKeyResult(tx, ownScope(access), id);
    if (!kr) throw notFound('关键结果');
    return keyResultRecord(kr);
  });
}

type KeyResultFields = Omit<CallBody<typeof calls.okrKeyResultCreate>, 'objective'>;

function keyResultValues(body: KeyResultFields) {
  if (body.start_value === body.target_value) throw badParameter('目标值不能等于起始值', '关键结果的进度从起始值走向目标值');
  return {
    title: body.title.trim(),
    start_value: body.start_value,
    target_value: body.target_value,
    unit: body.unit?.trim() ?? '',
    weight: body.weight,
    due_date: body.due_date ?? null,
  };
}

function assertWeights(krs: KeyResultRow[], weight: number, except?: number) {
  const others = krs.filter((k) => k.id !== except).reduce((sum, k) => sum + k.weight, 0);
  if (others + weight > OKR_WEIGHT_TOTAL) {
    throw badParameter(`权重合计不能超过 ${OKR_WEIGHT_TOTAL}：其他关键结果已占 ${others}，本项最多 ${OKR_WEIGHT_TOTAL - others}`, '请调低本项或其他关键结果的权重');
  }
}

const keyResultTarget = (o: ObjectiveRow) => objectiveTarget(o);

export async function createKeyResult(db: Database, actor: Actor, body: CallBody<typeof calls.okrKeyResultCreate>) {
  const access = actor.access;
  const scope = ownScope(access);
  const fields = keyResultValues(body);
  return db.tenant(scope, async (tx) => {
    const objective = await own(tx, access, body.objective, { lock: true });
    assertActive(objective, '添加关键结果');
    assertWeights(await repository.keyResultsOf(tx, scope, [objective.id]), fields.weight);
    const owner = await ownerOf(tx, access, body.owner);
    const values = { ...fields, merchant: access.merchant.id, objective: objective.id, current_value: fields.start_value, owner: owner.id, owner_name: owner.name, status: 1 };
    const id = await repository.insertKeyResult(tx, values);
    await audit(tx, actor, keyResultTarget(objective), { after: keyResultSnapshot(values) });
    return { id };
  });
}

export async function updateKeyResult(db: Database, actor: Actor, body: CallBody<typeof calls.okrKeyResultUpdate>) {
  const access = actor.access;
  const scope = ownScope(access);
  const fields = keyResultValues(body);
  return db.tenant(scope, async (tx) => {
    const kr = await ownKeyResult(tx, access, body.id);
    const objective = (await own(tx, access, kr.objective, { lock: true }))!;
    assertActive(objective, '编辑关键结果');
    assertWeights(await repository.keyResultsOf(tx, scope, [objective.id]), fields.weight, kr.id);
    const owner = await ownerOf(tx, access, body.owner);
    const values = { ...fields, owner: owner.id, owner_name: owner.name };
    await repository.updateKeyResult(tx, kr.id, values);
    await audit(tx, actor, keyResultTarget(objective), { before: keyResultSnapshot(kr), after: keyResultSnapshot(values) });
    return { id: kr.id };
  });
}

export async function removeKeyResult(db: Database, actor: Actor, id: number) {
  return db.tenant(ownScope(actor.access), async (tx) => {
    const kr = await ownKeyResult(tx, actor.access, id);
    const objective = await own(tx, actor.access, kr.objective, { lock: true });
    assertActive(objective, '删除关键结果');
    await repository.removeKeyResult(tx, kr.id);
    await audit(tx, actor, keyResultTarget(objective), { before: keyResultSnapshot(kr) });
    return { id: kr.id };
  });
}

/** A check-in: the new current value (and confidence), with its history row, in one transaction. */
export async function progress(db: Database, actor: Actor, body: CallBody<typeof calls.okrKeyResultProgress>) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const kr = await ownKeyResult(tx, access, body.id);
    const objective = await own(tx, access, kr.objective, { lock: true });
    assertActive(objective, '更新进度');
    const status = body.status ?? kr.status;
    const after = { ...kr, current_value: body.value };
    const percent = keyResultProgress(after);
    await repository.updateKeyResult(tx, kr.id, { current_value: body.value, status });
    const checkin = await repository.insertCheckin(tx, {
      merchant: kr.merchant,
      key_result: kr.id,
      previous_value: kr.current_value,
      value: body.value,
      progress: percent,
      status,
      note: body.note?.trim() ?? '',
      manager: access.manager.id,
      manager_name: access.manager.name,
    });
    await audit(tx, actor, keyResultTarget(objective), {
      before: { key_result: kr.title, current_value: `${kr.current_value}${kr.unit}`, status: okrKeyResultStatusNames[kr.status] },
      after: { key_result: kr.title, current_value: `${body.value}${kr.unit}（${percent}%）`, status: okrKeyResultStatusNames[status], ...(body.note?.trim() ? { progress_note: body.note.trim() } : {}) },
    });
    return { id: kr.id, current_value: body.value, progress: percent, checkin };
  });
}

export async function checkins(db: Database, access: Access, query: CallQuery<typeof calls.okrCheckinList>) {
  const page = pageOf(query);
  const scope = ownScope(access);
  return db.tenant(scope, async (tx) => {
    const kr = await repository.findKeyResult(tx, scope, query.key_result);
    if (!kr) throw notFound('关键结果');
    const rows = await repository.checkins(tx, scope, kr.id, page.size, page.offset);
    const total = await repository.checkinTotal(tx, scope, kr.id);
    return listPayload(
      rows.map((r) => ({
        id: r.id,
        key_result: r.key_result,
        previous_value: r.previous_value,
        value: r.value,
        progress: r.progress,
        status: r.status,
        status_name: okrKeyResultStatusNames[r.status] ?? String(r.status),
        note: r.note,
        manager: r.manager,
        manager_name: r.manager_name,
        create_time: iso(r.create_time),
      })),
      total,
      page,
    );
  });
}

/** The remote select's sources: the merchant's accounts in use, and its enabled projects the caller may see. */
export async function ownerOptions(db: Database, access: Access, keywords: string | undefined, limit: number) {
  const rows = await db.tenant(ownScope(access), (tx) => repository.ownerOptions(tx, access.merchant.id, keywords?.trim() || undefined, limit));
  return rows.map((r) => ({ label: `${r.name}（${r.account}）`, value: r.id }));
}

export async function projectOptions(db: Database, access: Access, keywords: string | undefined, limit: number) {
  const { row } = await projects.matching(db, access, { keywords, limit } as CallQuery<typeof calls.projectMatching>);
  return row.filter((r) => r.owned).map((r) => ({ label: r.label, value: r.value }));
}
