import { adBillingNames, adPlanKindNames, adSpaceSceneNames, addDays, channelAppPlatformNames, daysBetween, type CallQuery, type calls } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, notFound } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import { analysisPeriod } from '../../../shared/analysis.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { regionName } from '../../region/region.service.js';
import * as repository from './data.repository.js';

/**
 * 广告 › 数据概览 and 数据: the partner's own daily facts, summed. The period is the dashboards' (UTC+8 days, none: the
 * last 30, at most 366, 1400 beyond); a plan, space, advertiser, channel app or provider named as a filter must be the
 * caller's (1404 otherwise). docs/decisions.md, "Advertising data (广告 › 数据概览, 数据中心)".
 */
type Filters = CallQuery<typeof calls.adStatSummary>;

/** What a filter names, checked to be the caller's: the table and the Chinese name of the record. */
const owned = [
  ['plan', 'ad_plan', '投放计划'],
  ['space', 'ad_space', '广告位'],
  ['advertiser', 'ad_advertiser', '广告主'],
  ['channel_app', 'ad_channel_app', '渠道应用'],
  ['provider', 'traffic_provider', '流量主'],
] as const;

async function assertOwned(tx: Tx, merchant: number, query: Filters) {
  for (const [key, table, what] of owned) {
    const id = query[key];
    if (id === undefined || (key === 'provider' && id === 0)) continue;
    const result = await tx.execute(sql`select 1 from ${sql.identifier(table)} where merchant = ${merchant} and id = ${id} limit 1`);
    if (!(result as unknown as { rows: unknown[] }).rows.length) throw notFound(what);
  }
}

/** The first day statistics reach back to (and the previous period of an early one): no facts are older. */
const EARLIEST = '2000-01-01';

function filterOf(access: Access, query: Filters) {
  if ((query.start_date && query.start_date < EARLIEST) || (query.end_date && query.end_date < EARLIEST)) {
    throw badParameter(`统计日期不能早于 ${EARLIEST}`, '请重新选择统计时间');
  }
  const period = analysisPeriod(query);
  const filter: repository.StatFilter = {
    merchant: access.merchant.id, start: period.start, end: period.end,
    plan: query.plan, space: query.space, advertiser: query.advertiser, channel_app: query.channel_app, provider: query.provider, kind: query.kind, region: query.region,
  };
  return { period, filter };
}

const empty = { shows: 0, clicks: 0, cost: 0, provider_income: 0, income: 0 };

export async function summary(db: Database, access: Access, query: Filters) {
  const { period, filter } = filterOf(access, query);
  return db.tenant(ownScope(access), async (tx) => {
    await assertOwned(tx, filter.merchant, query);
    // A period starting on the earliest day has no previous one (it would fall before any fact).
    const none = period.previous.start < EARLIEST;
    const [totals, previous, days] = [await repository.totals(tx, filter), none ? empty : await repository.totals(tx, filter, period.previous.start, period.previous.end), await repository.byDay(tx, filter)];
    const byDay = new Map(days.map((d) => [d.x, d]));
    const count = daysBetween(period.start, period.end);
    const points = Array.from({ length: count }, (_, i) => addDays(period.start, i)).map((x) => byDay.get(x) ?? { ...empty, x });
    return {
      start_date: period.start, end_date: period.end, previous_start_date: period.previous.start, previous_end_date: period.previous.end,
      totals, previous, points,
    };
  });
}

/** The Chinese name of a group that is not a record of its own. */
export function nameOf(dimension: string, row: repository.GroupRow): string {
  switch (dimension) {
    case 'region':
    case 'province':
      return row.key ? regionName(row.key) || row.key : '未知地区';
    case 'scene':
      return adSpaceSceneNames[Number(row.key)] ?? `其他（${row.key}）`;
    case 'billing':
      return adBillingNames[Number(row.key)] ?? `其他（${row.key}）`;
    case 'platform':
      return row.key === '0' ? '直连（无渠道应用）' : (channelAppPlatformNames[Number(row.key)] ?? `其他（${row.key}）`);
    case 'kind':
      return adPlanKindNames[Number(row.key)] ?? `其他（${row.key}）`;
    default:
      return row.name;
  }
}

export async function group(db: Database, access: Access, query: CallQuery<typeof calls.adStatGroup>) {
  const { period, filter } = filterOf(access, query);
  const page = pageOf(query);
  const { rows, total, totals } = await db.tenant(ownScope(access), async (tx) => {
    await assertOwned(tx, filter.merchant, query);
    return repository.groups(tx, query.dimension, filter, { keywords: query.keywords?.trim() || undefined, order: query.order_by, limit: page.size, offset: page.offset });
  });
  return { ...listPayload(rows.map((r) => ({ ...r, name: nameOf(query.dimension, r) })), total, page), start_date: period.start, end_date: period.end, totals };
}

export async function board(db: Database, access: Access) {
  return db.tenant(ownScope(access), (tx) => repository.board(tx, access.merchant.id));
}
