import { ANALYSIS_RANK_SIZE, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import type { Access } from '../../../plugins/access.js';
import { analysisPeriod, periodReply } from '../../../shared/analysis.js';
import * as repository from './analysis.repository.js';

/**
 * 数据概览, 数据统计 and 数据看板 of parking (docs/decisions.md, "Data overviews and dashboards"): a period's temporary
 * orders (by payment time, every state, summed as 临停订单's 合计), monthly orders (开卡 and 续费, as 月卡订单's
 * statistics), entries and exits, over the merchants the caller reads trades for (its scope: a merchant its parks, a
 * partner its customers', a group its members', the platform all), optionally one of them or one park.
 */
export async function statistics(db: Database, access: Access, query: CallQuery<typeof calls.parkingAnalysisStatistics>) {
  const period = analysisPeriod(query);
  const scope = { merchants: access.scope, merchant: query.merchant, parkCode: query.park_code || undefined };
  const f = { ...scope, from: period.from, before: period.before };
  const pf = { ...scope, from: period.previous.from, before: period.previous.before };
  return db.tenant(access.scope, async (tx) => {
    const [temp, monthly, traffic, previousTemp, previousMonthly, previousTraffic, tempPoints, monthlyPoints, entryPoints, exitPoints, parks, payTypes, live] = await Promise.all([
      repository.tempTotals(tx, f),
      repository.monthlyTotals(tx, f),
      repository.traffic(tx, f),
      repository.tempTotals(tx, pf),
      repository.monthlyTotals(tx, pf),
      repository.traffic(tx, pf),
      repository.tempPoints(tx, f, period.bucket),
      repository.monthlyPoints(tx, f, period.bucket),
      repository.entryPoints(tx, f, period.bucket),
      repository.exitPoints(tx, f, period.bucket),
      repository.parkRanking(tx, f, ANALYSIS_RANK_SIZE),
      repository.payTypes(tx, f),
      repository.live(tx, scope),
    ]);
    const at = <R extends { x: string }>(rows: readonly R[]) => new Map(rows.map((r) => [r.x, r]));
    const [byTemp, byMonthly, byEntry, byExit] = [at(tempPoints), at(monthlyPoints), at(entryPoints), at(exitPoints)];
    const points = period.xs.map((x) => ({
      x,
      temp_count: byTemp.get(x)?.temp_count ?? 0,
      temp_paid: byTemp.get(x)?.temp_paid ?? 0,
      monthly_count: byMonthly.get(x)?.monthly_count ?? 0,
      monthly_amount: byMonthly.get(x)?.monthly_amount ?? 0,
      entries: byEntry.get(x)?.n ?? 0,
      exits: byExit.get(x)?.n ?? 0,
    }));
    return {
      ...periodReply(period),
      totals: { ...temp, ...monthly, ...traffic },
      previous: { temp_count: previousTemp.temp_count, temp_paid: previousTemp.temp_paid, ...previousMonthly, ...previousTraffic },
      live,
      points,
      parks,
      pay_types: payTypes,
    };
  });
}
