import { and, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { appUser, member, memberPackage, memberType } from '../../../db/schema/index.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

const columns = {
  id: member.id,
  merchant: member.merchant,
  member_no: member.member_no,
  user: member.user,
  mobile: appUser.mobile,
  nickname: appUser.nickname,
  member_type: member.member_type,
  type_name: memberType.name,
  package_uuid: memberPackage.uuid,
  package_name: memberPackage.name,
  start_time: member.start_time,
  end_time: member.end_time,
  status: member.status,
  paid_amount: member.paid_amount,
  create_time: member.create_time,
};
export type MemberRow = Awaited<ReturnType<typeof find>> & {};

export interface Filter {
  member_type?: number;
  state?: number;
  keywords?: string;
  user?: number;
}

/** 生效中 and 已过期 are both status 1, told apart by the end time; 已停用 is status 3. */
const stateWhere = (state: number | undefined): SQL | undefined => {
  if (state === 1) return and(eq(member.status, 1), sql`${member.end_time} > now()`);
  if (state === 2) return and(eq(member.status, 1), sql`${member.end_time} <= now()`);
  if (state === 3) return eq(member.status, 3);
  return undefined;
};

const listWhere = (scope: Scope, f: Filter): SQL | undefined =>
  and(
    withinScope(member.merchant, scope),
    f.member_type ? eq(member.member_type, f.member_type) : undefined,
    stateWhere(f.state),
    f.user ? eq(member.user, f.user) : undefined,
    f.keywords
      ? or(
          eq(member.member_no, f.keywords),
          sql`exists (select 1 from ${appUser} u where u.id = ${member.user} and (${ilike(sql`u.nickname`, contains(f.keywords))} or ${/^[0-9]{4,11}$/.test(f.keywords) ? like(sql`u.mobile`, `%${f.keywords}`) : sql`false`}))`,
        )
      : undefined,
  );

const joined = (tx: Tx) =>
  tx.select(columns).from(member).innerJoin(appUser, eq(appUser.id, member.user)).innerJoin(memberType, eq(memberType.id, member.member_type)).innerJoin(memberPackage, eq(memberPackage.id, member.package));

export function page(tx: Tx, scope: Scope, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: member.id }).from(member).where(listWhere(scope, filter)).orderBy(desc(member.id)).limit(limit).offset(offset);
  return joined(tx).where(amongKeys(member.id, ids)).orderBy(desc(member.id));
}

export const total = (tx: Tx, scope: Scope, filter: Filter) => exactTotal(tx, member, listWhere(scope, filter));

export async function find(tx: Tx, scope: Scope, id: number) {
  const [row] = await joined(tx).where(and(eq(member.id, id), withinScope(member.merchant, scope))).limit(1);
  return row;
}
