import { cityReportKinds, cityReportStatusNames, cityReportTargetNames, type CallBody, type CallQuery, type CityReportKind, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { isCity, regionName } from '../../region/region.service.js';
import * as repository from './report.repository.js';

/**
 * 城市平台上报: each reporting party's (the platform's, a partner's) configurations for cities' supervision platforms, one
 * per city and kind, and the parks or stations of its scope in that city each one reports. The secret is write-only.
 * docs/decisions.md, "City platform reporting (城市平台上报)".
 */

const what = (kind: CityReportKind) => `${cityReportKinds[kind]}上报配置`;
const lifecycle = (kind: CityReportKind): Lifecycle<number> => ({ what: what(kind), names: cityReportStatusNames, moves: { 1: [0], 0: [1] } });
const shown = (r: repository.ReportRow) => ({
  ...r,
  city_name: regionName(r.city),
  last_report_time: iso(r.last_report_time),
  create_time: iso(r.create_time),
  update_time: iso(r.update_time),
});
const snapshot = (r: { city: string; platform_name: string; endpoint: string; account: string; interval_minutes: number; remark: string; status?: number }, secret: boolean) => ({
  city: regionName(r.city) || r.city,
  platform_name: r.platform_name,
  endpoint: r.endpoint,
  report_account: r.account,
  secret: secret ? '已配置' : '未配置',
  interval_minutes: `${r.interval_minutes} 分钟`,
  remark: r.remark,
  ...(r.status === undefined ? {} : { status: cityReportStatusNames[r.status] }),
});
const target = (id: number, name: string, access: Access) => ({ type: 'city_report', id, name, merchant: access.merchant.id });

async function found<T>(row: Promise<T | undefined>, kind: CityReportKind): Promise<T> {
  const value = await row;
  if (!value) throw notFound(what(kind));
  return value;
}

export async function list(db: Database, access: Access, kind: CityReportKind, query: CallQuery<typeof calls.cityParkingReportList>) {
  const page = pageOf(query);
  const filter = { city: query.city, status: query.status, keywords: query.keywords?.trim() || undefined };
  const [rows, total] = await db.tenant([access.merchant.id], async (tx) => [
    await repository.reportPage(tx, access.merchant.id, kind, filter, page.size, page.offset),
    await repository.reportTotal(tx, access.merchant.id, kind, filter),
  ] as const);
  return listPayload(rows.map(shown), total, page);
}

export const get = (db: Database, access: Access, kind: CityReportKind, id: number) =>
  db.tenant([access.merchant.id], async (tx) => shown(await found(repository.findReport(tx, access.merchant.id, kind, id), kind)));

const cityError = (kind: CityReportKind, city: string) =>
  badParameter(`${regionName(city) || city}已有${what(kind)}`, '每个城市只能有一条配置，请编辑已有的配置');

async function save(db: Database, actor: Actor, kind: CityReportKind, body: CallBody<typeof calls.cityParkingReportUpdate> | CallBody<typeof calls.cityParkingReportCreate>) {
  const access = actor.access;
  const id = 'id' in body ? body.id : undefined;
  if (!isCity(body.city)) throw badParameter(`参数 city（城市）：${body.city} 不是城市的行政区划代码`, '请选择到城市一级，如 440300 深圳市');
  const platformName = body.platform_name.trim();
  if (platformName.length < 2) throw badParameter('参数 platform_name（平台名称）至少 2 个字', '请输入城市平台的名称');
  const account = body.account.trim();
  if (!account) throw badParameter('参数 account（接入账号）不能为空', '请输入城市平台分配的接入账号');
  const values = { city: body.city, platform_name: platformName, endpoint: body.endpoint, account, interval_minutes: body.interval_minutes, remark: body.remark?.trim() ?? '' };
  return unlessDuplicate(
    () =>
      db.tenant([access.merchant.id], async (tx) => {
        if (await repository.cityTaken(tx, access.merchant.id, kind, body.city, id)) throw cityError(kind, body.city);
        if (id === undefined) {
          const created = await repository.insertReport(tx, { ...values, merchant: access.merchant.id, kind, secret: body.secret! });
          await audit(tx, actor, target(created, platformName, access), { after: snapshot({ ...values, status: 1 }, true) });
          return { id: created };
        }
        const row = await found(repository.findReport(tx, access.merchant.id, kind, id, true), kind);
        await repository.updateReport(tx, access.merchant.id, row.id, { ...values, ...(body.secret ? { secret: body.secret } : {}) });
        await audit(tx, actor, target(row.id, platformName, access), {
          before: snapshot(row, row.credential_configured),
          after: { ...snapshot(values, true), ...(body.secret && row.credential_configured ? { secret: '已更换' } : {}) },
        });
        return { id: row.id };
      }),
    () => cityError(kind, body.city),
  );
}
export const create = (db: Database, actor: Actor, kind: CityReportKind, body: CallBody<typeof calls.cityParkingReportCreate>) => save(db, actor, kind, body);
export const update = (db: Database, actor: Actor, kind: CityReportKind, body: CallBody<typeof calls.cityParkingReportUpdate>) => save(db, actor, kind, body);

export async function setStatus(db: Database, actor: Actor, kind: CityReportKind, body: CallBody<typeof calls.cityParkingReportStatus>) {
  const access = actor.access;
  return db.tenant([access.merchant.id], async (tx) => {
    const row = await found(repository.findReport(tx, access.merchant.id, kind, body.id, true), kind);
    assertTransition(lifecycle(kind), row.status, body.status);
    await repository.updateReport(tx, access.merchant.id, row.id, { status: body.status });
    await audit(tx, actor, target(row.id, row.platform_name, access), { before: { status: cityReportStatusNames[row.status] }, after: { status: cityReportStatusNames[body.status] } });
    return { id: row.id, status: body.status };
  });
}

/** The city's parks or stations of the caller's scope (its own, its customers' or members'; the platform's: all). */
export async function targets(db: Database, access: Access, kind: CityReportKind, query: CallQuery<typeof calls.cityParkingReportTargets>) {
  const page = pageOf(query);
  return db.tenant(access.scope, async (tx) => {
    const report = await found(repository.findReport(tx, access.merchant.id, kind, query.report), kind);
    const filter: repository.TargetFilter = {
      scope: access.scope, city: report.city, owner: access.merchant.id, report: report.id,
      reported: query.reported === undefined ? undefined : query.reported === 1, keywords: query.keywords?.trim() || undefined,
    };
    const rows = await repository.targetPage(tx, kind, filter, page.size, page.offset);
    const total = await repository.targetTotal(tx, kind, filter);
    return listPayload(rows.map(({ report_time, ...r }) => ({ ...r, reported: report_time !== null, report_time: iso(report_time) })), total, page);
  });
}

/**
 * Adds parks or stations to a configuration, or takes them out: all of them in one transaction. A code outside the
 * caller's scope or the city answers 1400 naming it (as if unknown), and nothing changes.
 */
export async function setTargets(db: Database, actor: Actor, kind: CityReportKind, body: CallBody<typeof calls.cityParkingReportTargetSet>) {
  const access = actor.access;
  const codes = [...new Set(body.codes.map((c) => c.trim()))];
  const noun = cityReportTargetNames[kind];
  return db.tenant(access.scope, async (tx) => {
    const report = await found(repository.findReport(tx, access.merchant.id, kind, body.report, true), kind);
    let changed: string[];
    if (body.reported) {
      const known = await repository.targetsIn(tx, kind, access.scope, report.city, codes);
      const unknown = codes.filter((c) => !known.some((k) => k.code === c));
      if (unknown.length) throw badParameter(`${noun} ${unknown.slice(0, 5).join('、')} 不存在或不在${regionName(report.city)}`, `只能上报您名下位于该城市的${noun}`);
      changed = (await repository.addTargets(tx, access.merchant.id, report.id, known)).map((r) => r.code);
    } else {
      changed = (await repository.removeTargets(tx, access.merchant.id, report.id, codes)).map((r) => r.code);
    }
    if (changed.length) {
      await audit(tx, actor, target(report.id, report.platform_name, access), { after: { [body.reported ? 'targets_added' : 'targets_removed']: changed.join('、') } });
    }
    return { report: report.id, changed: changed.length, target_count: await repository.targetCount(tx, access.merchant.id, report.id) };
  });
}
