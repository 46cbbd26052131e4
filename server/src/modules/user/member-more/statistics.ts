import { ANALYSIS_RANK_SIZE, type CallQuery, type calls } from '@console/contract';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { appUser, member, memberRenewal, memberType } from '../../../db/schema/index.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import { analysisPeriod, countAll, countWhere, periodReply, sumOf, type AnalysisPeriod } from '../../../shared/analysis.js';
import { qualified } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';

/**
 * 会员统计 (`plus/member/analysis/statistics`): users and members now, and over a period (UTC+8 days) the users
 * registered, members opened with what they paid at opening (累计实付 less their renewals), and renewals by payment
 * time — totals, the previous period, points by hour or day and the member types ranked by revenue. Each sum is one
 * range of a tenant-first index: `(merchant, register_time)`, `(merchant, create_time)`, `(merchant, pay_time)`.
 */
interface Range {
  from: Date;
  before: Date;
}

/** Instants travel as ISO text cast to timestamptz (a Date is not a raw SQL parameter). */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const within = (column: SQL | typeof member.create_time, r: Range) => sql`${column} >= ${at(r.from)} and ${column} < ${at(r.before)}`;

/** What the member paid at opening: its 累计实付 less its renewals. */
const openAmount = sql`${member.paid_amount} - coalesce((select sum(r.amount) from ${memberRenewal} r where r.member = ${member.id}), 0)`;

const newUsers = (tx: Tx, scope: Scope, r: Range, bucket?: AnalysisPeriod['bucket']) =>
  tx
    .select({ x: bucket ? bucket(appUser.register_time) : sql<string>`''`, n: countAll() })
    .from(appUser)
    .where(and(withinScope(appUser.merchant, scope), within(sql`${appUser.register_time}`, r)))
    .groupBy(bucket ? bucket(appUser.register_time) : sql`1`);

const newMembers = (tx: Tx, scope: Scope, r: Range, bucket?: AnalysisPeriod['bucket']) =>
  tx
    .select({ x: bucket ? bucket(member.create_time) : sql<string>`''`, n: countAll(), amount: sumOf(openAmount) })
    .from(member)
    .where(and(withinScope(member.merchant, scope), within(member.create_time, r)))
    .groupBy(bucket ? bucket(member.create_time) : sql`1`);

const renewals = (tx: Tx, scope: Scope, r: Range, bucket?: AnalysisPeriod['bucket']) =>
  tx
    .select({ x: bucket ? bucket(memberRenewal.pay_time) : sql<string>`''`, n: countAll(), amount: sumOf(memberRenewal.amount) })
    .from(memberRenewal)
    .where(and(withinScope(memberRenewal.merchant, scope), within(sql`${memberRenewal.pay_time}`, r)))
    .groupBy(bucket ? bucket(memberRenewal.pay_time) : sql`1`);

/** The ranked type's own columns, qualified (inside the subqueries a bare "merchant" or "id" would be the member's). */
const typeMerchant = qualified(memberType.merchant);
const typeId = qualified(memberType.id);

async function totals(tx: Tx, scope: Scope, r: Range) {
  const [[u], [m], [rn]] = await Promise.all([newUsers(tx, scope, r), newMembers(tx, scope, r), renewals(tx, scope, r)]);
  return { new_users: u?.n ?? 0, new_members: m?.n ?? 0, open_amount: m?.amount ?? 0, renewals: rn?.n ?? 0, renewal_amount: rn?.amount ?? 0 };
}

export async function statistics(db: Database, access: Access, query: CallQuery<typeof calls.memberAnalysisStatistics>) {
  const period = analysisPeriod(query);
  const scope = ownScope(access);
  const current = { from: period.from, before: period.before };
  return db.tenant(scope, async (tx) => {
    const [users] = await tx
      .select({ users: countAll(), blocked_users: countWhere(sql`${appUser.status} = 2`) })
      .from(appUser)
      .where(withinScope(appUser.merchant, scope));
    const active = sql`${member.status} = 1 and ${member.end_time} > now()`;
    const [members] = await tx
      .select({ members: countAll(), active_members: countWhere(active), member_users: sql<number>`count(distinct ${member.user}) filter (where ${active})::int`.mapWith(Number) })
      .from(member)
      .where(withinScope(member.merchant, scope));
    const [now, previous, userPoints, memberPoints, renewalPoints, types] = await Promise.all([
      totals(tx, scope, current),
      totals(tx, scope, period.previous),
      newUsers(tx, scope, current, period.bucket),
      newMembers(tx, scope, current, period.bucket),
      renewals(tx, scope, current, period.bucket),
      tx
        .select({
          member_type: memberType.id,
          type_name: memberType.name,
          new_members: sql<number>`(select count(*)::int from ${member} m where m.merchant = ${typeMerchant} and m.member_type = ${typeId} and m.create_time >= ${at(current.from)} and m.create_time < ${at(current.before)})`.mapWith(Number),
          open_amount: sql<number>`(select coalesce(sum(m.paid_amount - coalesce((select sum(r.amount) from ${memberRenewal} r where r.member = m.id), 0)), 0)::bigint from ${member} m where m.merchant = ${typeMerchant} and m.member_type = ${typeId} and m.create_time >= ${at(current.from)} and m.create_time < ${at(current.before)})`.mapWith(Number),
          renewals: sql<number>`(select count(*)::int from ${memberRenewal} r join ${member} m on m.id = r.member where r.merchant = ${typeMerchant} and m.member_type = ${typeId} and r.pay_time >= ${at(current.from)} and r.pay_time < ${at(current.before)})`.mapWith(Number),
          renewal_amount: sql<number>`(select coalesce(sum(r.amount), 0)::bigint from ${memberRenewal} r join ${member} m on m.id = r.member where r.merchant = ${typeMerchant} and m.member_type = ${typeId} and r.pay_time >= ${at(current.from)} and r.pay_time < ${at(current.before)})`.mapWith(Number),
        })
        .from(memberType)
        .where(withinScope(memberType.merchant, scope)),
    ]);
    const byX = <R extends { x: string }>(rows: readonly R[]) => new Map(rows.map((r) => [r.x, r]));
    const [byUser, byMember, byRenewal] = [byX(userPoints), byX(memberPoints), byX(renewalPoints)];
    return {
      ...periodReply(period),
      now: { ...users!, ...members! },
      totals: now,
      previous,
      points: period.xs.map((x) => ({
        x,
        new_users: byUser.get(x)?.n ?? 0,
        new_members: byMember.get(x)?.n ?? 0,
        open_amount: byMember.get(x)?.amount ?? 0,
        renewals: byRenewal.get(x)?.n ?? 0,
        renewal_amount: byRenewal.get(x)?.amount ?? 0,
      })),
      types: types
        .map((t) => ({ member_type: t.member_type, type_name: t.type_name, new_members: t.new_members, renewals: t.renewals, amount: t.open_amount + t.renewal_amount }))
        .sort((a, b) => b.amount - a.amount || a.member_type - b.member_type)
        .slice(0, ANALYSIS_RANK_SIZE),
    };
  });
}
