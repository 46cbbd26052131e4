import { adSpaceSceneNames, Code, daysBetween, ExpansionStatus, expansionStatusNames, formatMoney, todayInChina, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { regionName } from '../../region/region.service.js';
import { audienceRegions } from '../config/config.service.js';
import * as repository from './expansion.repository.js';

/**
 * 拓量需求: the partner's own (another merchant's answers 1404). 待审核 → 已通过 / 已驳回; a rejected demand may be edited,
 * which puts it back to 待审核; an approved one is final (a delivery plan is made from it). docs/decisions.md,
 * "Advertisers (广告主)".
 */
const DEMAND = '拓量需求';
export const demandLifecycle: Lifecycle<number> = {
  what: DEMAND,
  names: expansionStatusNames,
  moves: {
    [ExpansionStatus.pending]: [ExpansionStatus.approved, ExpansionStatus.rejected],
    [ExpansionStatus.rejected]: [ExpansionStatus.pending],
    [ExpansionStatus.approved]: [],
  },
};
/** The longest period a demand may ask for. */
const MAX_DAYS = 366;

const own = (access: Access) => ownScope(access);
const target = (id: number, name: string, access: Access) => ({ type: 'ad_expansion_demand', id, name, merchant: access.merchant.id });
const record = (r: repository.DemandRow) => ({
  ...r,
  region_names: r.regions.map((code) => regionName(code) || code),
  audit_time: iso(r.audit_time),
  create_time: iso(r.create_time),
  update_time: iso(r.update_time),
});
const snapshot = (d: { title: string; advertiser_name: string; regions: readonly string[]; scenes: readonly number[]; daily_shows: number; budget: number; start_date: string; end_date: string; description: string }) => ({
  title: d.title,
  advertiser: d.advertiser_name,
  regions: d.regions.length ? d.regions.map((code) => regionName(code) || code).join('、') : '全国',
  scenes: d.scenes.map((s) => adSpaceSceneNames[s] ?? s).join('、'),
  daily_shows: `${d.daily_shows} 次/天`,
  budget: formatMoney(d.budget, { symbol: true }),
  period: `${d.start_date} 至 ${d.end_date}`,
  description: d.description,
});

async function found<T>(row: Promise<T | undefined>, what = DEMAND): Promise<T> {
  const value = await row;
  if (!value) throw notFound(what);
  return value;
}

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.expansionDemandList>) {
  const page = pageOf(query);
  const filter = { keywords: query.keywords?.trim() || undefined, advertiser: query.advertiser, status: query.status };
  const [rows, total] = await db.tenant(own(access), async (tx) => [
    await repository.demandPage(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.demandTotal(tx, access.merchant.id, filter),
  ] as const);
  return listPayload(rows.map(record), total, page);
}

export const get = async (db: Database, access: Access, id: number) => record(await db.tenant(own(access), (tx) => found(repository.findDemand(tx, access.merchant.id, id))));

function values(body: CallBody<typeof calls.expansionDemandCreate>) {
  const title = body.title.trim();
  if (title.length < 2) throw badParameter('参数 title（需求名称）至少 2 个字', '请输入需求名称');
  if (body.start_date > body.end_date) throw badParameter('开始日期不能晚于结束日期', '请重新选择投放周期');
  if (body.end_date < todayInChina()) throw badParameter(`结束日期 ${body.end_date} 已过`, '投放周期须包含今天或以后的日期');
  if (daysBetween(body.start_date, body.end_date) > MAX_DAYS) throw badParameter(`投放周期不能超过 ${MAX_DAYS} 天`, '请缩短投放周期或拆成多个需求');
  return {
    title,
    advertiser: body.advertiser,
    regions: audienceRegions(body.regions ?? []),
    scenes: [...body.scenes].sort((a, b) => a - b),
    daily_shows: body.daily_shows,
    budget: body.budget,
    start_date: body.start_date,
    end_date: body.end_date,
    description: body.description?.trim() ?? '',
  };
}

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.expansionDemandCreate>) {
  const access = actor.access;
  const v = values(body);
  return db.tenant(own(access), async (tx) => {
    const advertiser = await found(repository.advertiserOf(tx, access.merchant.id, v.advertiser), '广告主');
    if (advertiser.status !== 1) throw new AppError(Code.ILLEGAL_TRANSITION, `广告主「${advertiser.name}」已停用，不能提交拓量需求`, '请先恢复该广告主');
    const id = await repository.insertDemand(tx, { ...v, merchant: access.merchant.id, creator: access.manager.name });
    await audit(tx, actor, target(id, v.title, access), { after: { ...snapshot({ ...v, advertiser_name: advertiser.name }), status: expansionStatusNames[0] } });
    return { id };
  });
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.expansionDemandUpdate>) {
  const access = actor.access;
  const v = values(body);
  return db.tenant(own(access), async (tx) => {
    const row = await found(repository.findDemand(tx, access.merchant.id, body.id, true));
    if (row.status === ExpansionStatus.approved) throw new AppError(Code.ILLEGAL_TRANSITION, '拓量需求已通过审核，不能再编辑', '如需调整，请新建一条拓量需求');
    const advertiser = await found(repository.advertiserOf(tx, access.merchant.id, v.advertiser), '广告主');
    if (advertiser.id !== row.advertiser && advertiser.status !== 1) throw new AppError(Code.ILLEGAL_TRANSITION, `广告主「${advertiser.name}」已停用`, '请选择正常状态的广告主');
    // A rejected demand, once edited, waits for audit again.
    const status = ExpansionStatus.pending;
    await repository.updateDemand(tx, access.merchant.id, row.id, { ...v, status });
    await audit(tx, actor, target(row.id, v.title, access), {
      before: { ...snapshot(row), status: expansionStatusNames[row.status] },
      after: { ...snapshot({ ...v, advertiser_name: advertiser.name }), status: expansionStatusNames[status] },
    });
    return { id: row.id };
  });
}

export async function auditDemand(db: Database, actor: Actor, body: CallBody<typeof calls.expansionDemandAudit>) {
  const access = actor.access;
  const remark = body.remark?.trim() ?? '';
  if (body.status === ExpansionStatus.rejected && !remark) throw badParameter('驳回时须填写审核意见', '请写明驳回原因，方便提交人修改');
  return db.tenant(own(access), async (tx) => {
    const row = await found(repository.findDemand(tx, access.merchant.id, body.id, true));
    assertTransition(demandLifecycle, row.status, body.status);
    await repository.updateDemand(tx, access.merchant.id, row.id, { status: body.status, audit_remark: remark, auditor: access.manager.name, audit_time: new Date() });
    await audit(tx, actor, target(row.id, row.title, access), {
      before: { status: expansionStatusNames[row.status] },
      after: { status: expansionStatusNames[body.status], audit_remark: remark },
    });
    return { id: row.id, status: body.status };
  });
}
