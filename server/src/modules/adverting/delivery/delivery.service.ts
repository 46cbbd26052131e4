import {
  adBillingNames,
  adBillingUnit,
  adBiddingModeNames,
  AdMaterial,
  AdMaterialType,
  AdPlanKind,
  adPlanKindNames,
  AdPlanStatus,
  adPlanStatusNames,
  AD_PLAN_EDITABLE,
  AdvertStatus,
  formatMoney,
  todayInChina,
  type CallBody,
  type CallQuery,
  type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import type { adPlan } from '../../../db/schema/index.js';
import { badParameter, conflict, notFound } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { hoursText, spacesFor, targetingFor } from '../config/config.service.js';
import { materialFor } from '../material/material.service.js';
import * as repository from './delivery.repository.js';

/**
 * 广告 › 投放管理: each advertising partner's delivery plans (内部计划, 外部计划), their audit and its bidding setting.
 * The transaction sees the caller's merchant only, and every query names it. docs/decisions.md, "Advertising delivery
 * (广告 › 投放管理)".
 */
const PLAN = '投放计划';
const S = AdPlanStatus;
/** The audit's moves: 提交 (草稿, 已驳回 → 待审核), 通过 and 驳回 (待审核 → 投放中, 已驳回). */
const auditLifecycle: Lifecycle<number> = {
  what: PLAN,
  names: adPlanStatusNames,
  moves: { [S.draft]: [S.pending], [S.rejected]: [S.pending], [S.pending]: [S.running, S.rejected] },
};
/** The running plan's moves: 暂停, 恢复, 结束 (final). A pending plan is moved by its audit only. */
const deliveryLifecycle: Lifecycle<number> = {
  what: PLAN,
  names: adPlanStatusNames,
  moves: { [S.running]: [S.paused, S.ended], [S.paused]: [S.running, S.ended] },
};

const yuan = (fen: number) => formatMoney(fen, { symbol: true });
const record = (row: repository.PlanRow) => ({
  ...row,
  submit_time: row.submit_time ? iso(row.submit_time) : '',
  audit_time: row.audit_time ? iso(row.audit_time) : '',
  create_time: iso(row.create_time),
  update_time: iso(row.update_time),
});
const target = (id: number, name: string, access: Access) => ({ type: 'ad_plan', id, name, merchant: access.merchant.id });

interface Snapshot {
  kind: number;
  name: string;
  advertiser_name: string;
  space_names: readonly string[];
  targeting_name: string;
  material_name: string;
  start_date: string;
  end_date: string;
  hours: readonly number[];
  bidding: number;
  bid_price: number;
  daily_budget: number;
  total_budget: number;
  landing_url: string;
  remark: string;
  status: number;
}
/** What the operation log shows of a plan: readable values (names, ¥ with the unit, hours). */
const snapshot = (p: Snapshot) => ({
  plan_kind: adPlanKindNames[p.kind],
  name: p.name,
  advertiser: p.advertiser_name,
  spaces: p.space_names.join('、'),
  targeting: p.targeting_name || '不定向',
  creative: p.material_name || '未选择',
  start_date: p.start_date,
  end_date: p.end_date,
  time_slots: hoursText(p.hours),
  bidding: p.bidding ? adBillingNames[p.bidding] : '',
  bid_price: p.bidding ? `${yuan(p.bid_price)} ${adBillingUnit[p.bidding] ?? ''}`.trim() : '',
  daily_budget: p.daily_budget ? yuan(p.daily_budget) : '不限',
  total_budget: p.total_budget ? yuan(p.total_budget) : '不限',
  landing_url: p.landing_url,
  remark: p.remark,
  status: adPlanStatusNames[p.status],
});
const rowSnapshot = (row: repository.PlanRow) => snapshot({ ...row, space_names: row.spaces.map((s) => s.name) });

async function found(tx: Tx, access: Access, id: number, lock?: boolean) {
  const row = await repository.findPlan(tx, access.merchant.id, id, lock);
  if (!row) throw notFound(PLAN);
  return row;
}

// ---- Lists and the record ------------------------------------------------------------------------------------

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.adPlanList>) {
  const page = pageOf(query);
  const filter = { kind: query.kind, name: query.name?.trim() || undefined, advertiser_name: query.advertiser_name?.trim() || undefined, space: query.space, status: query.status };
  const [rows, total] = await db.tenant(ownScope(access), async (tx) => [
    await repository.planPage(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.planTotal(tx, access.merchant.id, filter),
  ] as const);
  return listPayload(rows.map(record), total, page);
}

/** 1 待审核, 2 已驳回, 3 已通过 (投放中, 已暂停, 已结束). */
const auditStatuses: Record<number, readonly number[]> = { 1: [S.pending], 2: [S.rejected], 3: [S.running, S.paused, S.ended] };

export async function auditList(db: Database, access: Access, query: CallQuery<typeof calls.adPlanAuditList>) {
  const page = pageOf(query);
  const state = query.audit ?? 1;
  const filter = { kind: query.kind, name: query.name?.trim() || undefined, advertiser_name: query.advertiser_name?.trim() || undefined, statuses: auditStatuses[state] };
  const [rows, total] = await db.tenant(ownScope(access), async (tx) => [
    await repository.auditPage(tx, access.merchant.id, filter, state === 1, page.size, page.offset),
    await repository.planTotal(tx, access.merchant.id, filter),
  ] as const);
  return listPayload(rows.map(record), total, page);
}

export const get = async (db: Database, access: Access, id: number) => record(await db.tenant(ownScope(access), (tx) => found(tx, access, id)));

// ---- Create, edit, copy ----------------------------------------------------------------------------------------

type PlanBody = Omit<CallBody<typeof calls.adPlanCreate>, 'kind'>;

/** The default bidding setting, until the partner saves its own. */
const DEFAULT_BIDDING = { mode: 2, increment: 1, max_bid: 0, internal_first: true };

/**
 * A plan's values, checked against the merchant's own spaces, package, material and bidding setting. What a kept
 * plan already had (a space or material disabled since) stays allowed; a newly chosen one must be enabled.
 */
async function planValues(tx: Tx, access: Access, kind: number, body: PlanBody, kept?: repository.PlanRow) {
  const merchantId = access.merchant.id;
  const name = body.name.trim();
  if (!name) throw badParameter('参数 name（计划名称）不能为空', '请输入计划名称');
  if (body.end_date < body.start_date) throw badParameter(`结束日期 ${body.end_date} 早于开始日期 ${body.start_date}`, '请调整投放日期');
  const today = todayInChina();
  if (body.end_date < today) throw badParameter(`结束日期 ${body.end_date} 已过`, `结束日期不能早于今天（${today}）`);

  const spaces = await spacesFor(tx, merchantId, body.spaces);
  if (spaces.length !== body.spaces.length) throw notFound('广告位');
  const keptSpaces = new Set(kept?.spaces.map((s) => s.id));
  const disabled = spaces.find((s) => s.status !== AdvertStatus.enabled && !keptSpaces.has(s.id));
  if (disabled) throw conflict(`广告位「${disabled.name}」已停用，不能投放`, '请选择启用的广告位');

  let targeting: number | null = null;
  let targeting_name = '';
  if (body.targeting) {
    const row = await targetingFor(tx, merchantId, body.targeting);
    if (!row) throw notFound('定向包');
    targeting = row.id;
    targeting_name = row.name;
  }

  let material: number | null = null;
  let material_name = '';
  if (body.material) {
    const row = await materialFor(tx, merchantId, body.material);
    if (!row) throw notFound('素材');
    if (row.status !== AdvertStatus.enabled && row.id !== kept?.material) throw conflict(`素材「${row.name}」已停用，不能选用`, '请选择启用的素材');
    // A video shows on video spaces only; an image on image and image-text spaces.
    const misfit = spaces.find((s) => (row.type === AdMaterialType.video) !== (s.material === AdMaterial.video));
    if (misfit) throw badParameter(`素材「${row.name}」是${row.type === AdMaterialType.video ? '视频' : '图片'}，广告位「${misfit.name}」不能展示`, '请选择与广告位素材类型相符的素材');
    material = row.id;
    material_name = row.name;
  }

  const external = kind === AdPlanKind.external;
  let pricing = { bidding: 0, bid_price: 0, daily_budget: 0, total_budget: 0 };
  let advertiser_name = '';
  if (external) {
    advertiser_name = body.advertiser_name?.trim() ?? '';
    if (!advertiser_name) throw badParameter('参数 advertiser_name（广告主）不能为空：外部计划需填写广告主', '请填写广告主名称');
    if (!body.bidding) throw badParameter('参数 bidding（出价方式）不能为空：外部计划需选择出价方式', '请选择 CPM、CPC 或 CPT');
    if (!body.bid_price) throw badParameter('参数 bid_price（出价）不能为空：外部计划需填写出价', '请填写出价');
    const bidding = body.bidding;
    const bid = body.bid_price;
    const otherBilling = spaces.find((s) => s.billing !== bidding);
    if (otherBilling) {
      throw badParameter(`广告位「${otherBilling.name}」按${adBillingNames[otherBilling.billing]}售卖，与出价方式${adBillingNames[bidding]}不符`, '同一计划的广告位需使用相同的计费方式');
    }
    const floor = spaces.reduce((top, s) => (s.floor_price > top.floor_price ? s : top), spaces[0]!);
    if (bid < floor.floor_price) throw badParameter(`出价 ${yuan(bid)} 低于广告位「${floor.name}」的底价 ${yuan(floor.floor_price)}`, `出价不能低于所选广告位的最高底价（${adBillingUnit[bidding]}）`);
    const setting = (await repository.findBidding(tx, merchantId)) ?? DEFAULT_BIDDING;
    if (setting.max_bid && bid > setting.max_bid) throw badParameter(`出价 ${yuan(bid)} 高于竞价设置的出价上限 ${yuan(setting.max_bid)}`, '请降低出价，或调整竞价设置中的出价上限');
    const daily = body.daily_budget ?? 0;
    const total = body.total_budget ?? 0;
    if (daily && total && daily > total) throw badParameter(`日预算 ${yuan(daily)} 高于总预算 ${yuan(total)}`, '请调整预算');
    pricing = { bidding, bid_price: bid, daily_budget: daily, total_budget: total };
  }

  return {
    values: {
      name,
      advertiser_name,
      // The advertiser module joins later; an id sent for an external plan is kept as is.
      advertiser_id: external ? (body.advertiser_id ?? null) : null,
      targeting,
      material,
      start_date: body.start_date,
      end_date: body.end_date,
      hours: [...(body.hours ?? [])].sort((a, b) => a - b),
      ...pricing,
      landing_url: body.landing_url?.trim() ?? '',
      remark: body.remark?.trim() ?? '',
    },
    spaceIds: spaces.map((s) => s.id),
    names: { space_names: spaces.map((s) => s.name), targeting_name, material_name },
  };
}

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.adPlanCreate>) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const { values, spaceIds, names } = await planValues(tx, access, body.kind, body);
    const status = body.submit ? S.pending : S.draft;
    const id = await repository.insertPlan(tx, {
      ...values,
      kind: body.kind,
      merchant: access.merchant.id,
      status,
      submit_time: body.submit ? new Date() : null,
      creator_name: access.manager.name,
    });
    await repository.setPlanSpaces(tx, access.merchant.id, id, spaceIds);
    await audit(tx, actor, target(id, values.name, access), { after: snapshot({ ...values, ...names, kind: body.kind, status }) });
    return { id };
  });
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.adPlanUpdate>) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await found(tx, access, body.id, true);
    if (!AD_PLAN_EDITABLE.includes(row.status)) {
      throw conflict(`投放计划当前为「${adPlanStatusNames[row.status]}」，不能编辑`, '只有草稿和已驳回的计划可以编辑；投放中的计划可暂停或结束，或复制为新计划');
    }
    const { values, spaceIds, names } = await planValues(tx, access, row.kind, body, row);
    const status = body.submit ? S.pending : row.status;
    await repository.updatePlan(tx, access.merchant.id, row.id, { ...values, status, ...(body.submit ? { submit_time: new Date() } : {}) });
    await repository.setPlanSpaces(tx, access.merchant.id, row.id, spaceIds);
    await audit(tx, actor, target(row.id, values.name, access), { before: rowSnapshot(row), after: snapshot({ ...values, ...names, kind: row.kind, status }) });
    return { id: row.id };
  });
}

/** Moves a plan along its lifecycle, audited; `extra` are the columns the move sets besides the status. */
async function move(db: Database, actor: Actor, lifecycle: Lifecycle<number>, id: number, to: number, extra: (row: repository.PlanRow) => Partial<typeof adPlan.$inferInsert> = () => ({})) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await found(tx, access, id, true);
    assertTransition(lifecycle, row.status, to);
    const changes = extra(row);
    await repository.updatePlan(tx, access.merchant.id, row.id, { status: to, ...changes });
    const remark = typeof changes.audit_remark === 'string' && changes.audit_remark ? { audit_remark: changes.audit_remark } : {};
    await audit(tx, actor, target(row.id, row.name, access), { before: { status: adPlanStatusNames[row.status] }, after: { status: adPlanStatusNames[to], ...remark } });
    return { id: row.id, status: to };
  });
}

/** 提交审核: a draft or a rejected plan goes to the audit queue (its dates must not have passed). */
export const submit = (db: Database, actor: Actor, id: number) =>
  move(db, actor, auditLifecycle, id, S.pending, (row) => {
    if (row.end_date < todayInChina()) throw badParameter(`计划的结束日期 ${row.end_date} 已过，不能提交审核`, '请先编辑计划调整投放日期');
    return { submit_time: new Date() };
  });

/** 暂停, 恢复, 结束 (the contract allows 3, 4 and 5 only). */
export const setStatus = (db: Database, actor: Actor, body: CallBody<typeof calls.adPlanStatus>) => move(db, actor, deliveryLifecycle, body.id, body.status);

/** 通过 (→ 投放中) or 驳回 (→ 已驳回, with the reason the submitter reads). */
export function decide(db: Database, actor: Actor, body: CallBody<typeof calls.adPlanAudit>) {
  const remark = body.remark?.trim() ?? '';
  if (!body.pass && !remark) throw badParameter('参数 remark（驳回原因）不能为空', '驳回时请填写原因，提交人会看到它');
  return move(db, actor, auditLifecycle, body.id, body.pass ? S.running : S.rejected, (row) => {
    if (body.pass && row.end_date < todayInChina()) throw conflict(`计划的结束日期 ${row.end_date} 已过，不能通过`, '请驳回，由提交人调整投放日期后重新提交');
    return { audit_time: new Date(), auditor_name: actor.access.manager.name, audit_remark: remark };
  });
}

/** 删除: a draft only (a submitted plan has a history). */
export async function remove(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await found(tx, access, id, true);
    if (row.status !== S.draft) throw conflict(`投放计划当前为「${adPlanStatusNames[row.status]}」，不能删除`, '只有草稿可以删除；投放中的计划可以结束');
    await repository.deletePlan(tx, access.merchant.id, row.id);
    await audit(tx, actor, target(row.id, row.name, access), { before: rowSnapshot(row) });
    return { id: row.id };
  });
}

// ---- 竞价设置 ----------------------------------------------------------------------------------------------------

const biddingReply = (row: Awaited<ReturnType<typeof repository.findBidding>>) =>
  row
    ? { mode: row.mode, increment: row.increment, max_bid: row.max_bid, internal_first: row.internal_first, update_time: iso(row.update_time), updater_name: row.updater_name }
    : { ...DEFAULT_BIDDING, update_time: '', updater_name: '' };
const biddingSnapshot = (b: { mode: number; increment: number; max_bid: number; internal_first: boolean }) => ({
  bidding_mode: adBiddingModeNames[b.mode],
  increment: yuan(b.increment),
  max_bid: b.max_bid ? yuan(b.max_bid) : '不限',
  internal_first: b.internal_first ? '是' : '否',
});

export const biddingGet = (db: Database, access: Access) => db.tenant(ownScope(access), async (tx) => biddingReply(await repository.findBidding(tx, access.merchant.id)));

export async function biddingSave(db: Database, actor: Actor, body: CallBody<typeof calls.adBiddingSave>) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const before = biddingReply(await repository.findBidding(tx, access.merchant.id));
    await repository.saveBidding(tx, { merchant: access.merchant.id, ...body, updater_name: access.manager.name });
    await audit(tx, actor, { type: 'ad_bidding_setting', id: access.merchant.id, name: '竞价设置', merchant: access.merchant.id }, { before: biddingSnapshot(before), after: biddingSnapshot(body) });
    return biddingReply(await repository.findBidding(tx, access.merchant.id));
  });
}
