import { bonusPlanStates, maskPhone, products, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, conflict, notFound, unlessDuplicate } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { addDays, dayStart, iso, todayInChina } from '../../../shared/time.js';
import { regionName } from '../../region/region.service.js';
import { eventIn } from '../event/event.service.js';
import * as repository from './partner.repository.js';

/**
 * 合作商户 of the 营销中心: the merchants in the caller's scope (never itself), with what the activities of its scope gave
 * them, its 营销方案 for each and the apps they take part in. Reads cover the caller's scope, a merchant outside it is
 * 1404 「商户不存在」; plans and app authorisations are written on the caller's own merchant. docs/decisions.md,
 * "Marketing center: partner customers".
 */

const productNames = new Map<string, string>(products.map((p) => [p.code, p.label]));
/** `44`, `4403` or `440304` from a code of any level or a prefix. */
const regionPrefix = (region: string | undefined) => (region ? region.replace(/(00)+$/, '') || undefined : undefined);

const shownRow = (r: repository.CustomerRow, mask = true) => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  region_name: regionName(r.region) || '',
  contact_name: r.contact_name,
  contact_mobile: mask ? maskPhone(r.contact_mobile) : r.contact_mobile,
  status: r.status,
  events: r.events,
  grants: r.grants,
  batches: r.batches,
  redeemed: r.redeemed,
  plans: r.plans,
  apps: r.apps,
  last_grant_time: iso(r.last_grant_time) ?? null,
  create_time: iso(r.create_time)!,
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.bonusPartnerCustomerList>) {
  const page = pageOf(query);
  const filter: repository.CustomerFilter = {
    scope: access.scope,
    self: access.merchant.id,
    keywords: query.keywords?.trim() || undefined,
    kind: query.kind,
    status: query.status,
    regionPrefix: regionPrefix(query.region),
    joined: query.joined,
  };
  return db.tenant(access.scope, async (tx) => {
    const rows = await repository.customerPage(tx, filter, page.size, page.offset);
    return listPayload(rows.map((r) => shownRow(r)), await repository.customerTotal(tx, filter), page);
  });
}

/** The 合作商户 `id` in the caller's scope (1404 otherwise, as if it did not exist). */
async function customerIn(tx: Tx, access: Access, id: number) {
  const [row] = await repository.customerPage(tx, { scope: access.scope, self: access.merchant.id, ids: [id] }, 1, 0);
  if (!row) throw notFound('商户');
  return row;
}

export async function detail(db: Database, access: Access, id: number) {
  const today = todayInChina();
  return db.tenant(access.scope, async (tx) => {
    const row = await customerIn(tx, access, id);
    return {
      ...shownRow(row, false),
      short_name: row.short_name,
      address: row.address,
      parent_name: await repository.parentName(tx, row.id),
      products: (await repository.productsOf(tx, row.id)).map((p) => ({ code: p.code, name: productNames.get(p.code) ?? p.code, expire_time: iso(p.expire_time) ?? null })),
      overview: await repository.overview(tx, access.scope, row.id, dayStart(addDays(today, -29)), today),
    };
  });
}

export async function batches(db: Database, access: Access, query: CallQuery<typeof calls.bonusPartnerBatchList>) {
  const page = pageOf(query);
  return db.tenant(access.scope, async (tx) => {
    await customerIn(tx, access, query.customer);
    const { rows, total } = await repository.batchPage(tx, access.scope, query.customer, page.size, page.offset);
    return listPayload(rows.map((r) => ({ ...r, last_redeem_time: iso(r.last_redeem_time) ?? null })), total, page);
  });
}

// ---- 方案 ----

const planState = (p: { start_date: string; end_date: string }, today = todayInChina()) => (today < p.start_date ? 0 : today > p.end_date ? 2 : 1);

const shownPlan = ({ merchant: _m, ...p }: repository.PlanRow) => ({ ...p, state: planState(p), create_time: iso(p.create_time)!, update_time: iso(p.update_time)! });

export async function plans(db: Database, access: Access, query: CallQuery<typeof calls.bonusPartnerPlanList>) {
  const page = pageOf(query);
  return db.tenant(access.scope, async (tx) => {
    await customerIn(tx, access, query.customer);
    const { rows, total } = await repository.planPage(tx, access.scope, query.customer, page.size, page.offset);
    return listPayload(rows.map(shownPlan), total, page);
  });
}

export async function plan(db: Database, access: Access, id: number) {
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.findPlan(tx, access.scope, id);
    if (!row) throw notFound('方案');
    return shownPlan(row);
  });
}

type PlanBody = CallBody<typeof calls.bonusPartnerPlanCreate>;

/** The plan's values, checked: the dates in order and the activity one of the caller's own, not ended (1404 / 1409). */
async function planValues(tx: Tx, access: Access, body: Omit<PlanBody, 'customer'>, before?: repository.PlanRow): Promise<repository.PlanValues> {
  if (body.end_date < body.start_date) throw badParameter('结束日期不能早于开始日期', '请重新选择方案日期');
  const event = await eventIn(tx, ownScope(access), body.event);
  if (event.status === 2 && event.id !== before?.event) throw conflict(`活动「${event.name}」已结束，不能用于方案`, '请选择草稿、进行中或已停用的活动');
  return { name: body.name.trim(), event: event.id, quota: body.quota, start_date: body.start_date, end_date: body.end_date, remark: body.remark?.trim() ?? '' };
}

const planTarget = (p: { id: number; name: string }, merchant: number) => ({ type: 'bonus_partner_plan', id: p.id, name: p.name, merchant });

export async function createPlan(db: Database, actor: Actor, body: PlanBody) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const customer = await customerIn(tx, access, body.customer);
    const values = await planValues(tx, access, body);
    const id = await repository.insertPlan(tx, { ...values, merchant: access.merchant.id, customer: customer.id, operator: access.manager.name });
    await audit(tx, actor, planTarget({ id, name: values.name }, access.merchant.id), { after: { customer: `${customer.name}（${customer.id}）`, ...values } });
    return { id };
  });
}

export async function updatePlan(db: Database, actor: Actor, body: CallBody<typeof calls.bonusPartnerPlanUpdate>) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await repository.findPlan(tx, ownScope(access), body.id, true);
    if (!row) throw notFound('方案');
    const values = await planValues(tx, access, body, row);
    await repository.updatePlan(tx, row.merchant, row.id, values);
    const { name, event, quota, start_date, end_date, remark } = row;
    await audit(tx, actor, planTarget(row, row.merchant), { before: { name, event, quota, start_date, end_date, remark }, after: values });
    return { id: row.id };
  });
}

export async function deletePlan(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await repository.findPlan(tx, ownScope(access), id, true);
    if (!row) throw notFound('方案');
    await repository.deletePlan(tx, row.merchant, row.id);
    await audit(tx, actor, planTarget(row, row.merchant), { before: { name: row.name, event: row.event_name, quota: row.quota, start_date: row.start_date, end_date: row.end_date, state: bonusPlanStates[planState(row)] } });
    return { id: row.id };
  });
}

// ---- 应用 ----

const shownApp = ({ merchant: _m, ...a }: repository.AppRow) => ({ ...a, create_time: iso(a.create_time)!, update_time: iso(a.update_time)! });

export async function apps(db: Database, access: Access, customer: number) {
  return db.tenant(access.scope, async (tx) => {
    await customerIn(tx, access, customer);
    return { row: (await repository.appsOf(tx, access.scope, customer)).map(shownApp), apps: await repository.enabledApps(tx) };
  });
}

export async function createApp(db: Database, actor: Actor, body: CallBody<typeof calls.bonusPartnerAppCreate>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const customer = await customerIn(tx, access, body.customer);
    const app = (await repository.enabledApps(tx)).find((a) => a.app_id === body.app_id);
    if (!app) throw notFound('应用');
    const values = { merchant: access.merchant.id, customer: customer.id, app_id: app.app_id, remark: body.remark?.trim() ?? '', operator: access.manager.name };
    const id = await unlessDuplicate(() => repository.insertApp(tx, values), () => conflict(`已授权应用「${app.name}」`, '可在列表中启用或停用'));
    await audit(tx, actor, { type: 'bonus_partner_app', id, name: `${customer.name} · ${app.name}`, merchant: access.merchant.id }, { after: { customer: customer.id, app: app.name, remark: values.remark } });
    return { id };
  });
}

export async function setAppStatus(db: Database, actor: Actor, id: number, status: number) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await repository.findApp(tx, ownScope(access), id);
    if (!row) throw notFound('应用授权');
    if (row.status === status) throw conflict(`应用「${row.app_name}」已${status ? '启用' : '停用'}`);
    await repository.setAppStatus(tx, row.merchant, row.id, status);
    const names = ['停用', '启用'];
    await audit(tx, actor, { type: 'bonus_partner_app', id: row.id, name: row.app_name, merchant: row.merchant }, { before: { status: names[row.status] }, after: { status: names[status] } });
    return { id: row.id, status };
  });
}
