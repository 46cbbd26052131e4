import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { appUser, appUserMessage, appUserMessageSend, member } from '../../../db/schema/index.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { contains } from '../../../shared/text.js';

const s = appUserMessageSend;
const m = appUserMessage;
const columns = {
  id: s.id,
  merchant: s.merchant,
  title: s.title,
  content: s.content,
  target: s.target,
  target_name: s.target_name,
  recipient_count: s.recipient_count,
  read_count: sql<number>`(select count(*)::int from ${m} r where r.send = ${sql.raw('"app_user_message_send"."id"')} and r.read_time is not null)`,
  operator_name: s.operator_name,
  create_time: s.create_time,
};

export interface Filter {
  keywords?: string;
  target?: number;
  user?: number;
}

const listWhere = (scope: Scope, f: Filter): SQL | undefined =>
  and(
    withinScope(s.merchant, scope),
    f.keywords ? ilike(s.title, contains(f.keywords)) : undefined,
    f.target ? eq(s.target, f.target) : undefined,
    f.user ? sql`exists (select 1 from ${m} r where r.merchant = ${s.merchant} and r."user" = ${f.user} and r.send = ${s.id})` : undefined,
  );

export function page(tx: Tx, scope: Scope, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: s.id }).from(s).where(listWhere(scope, filter)).orderBy(desc(s.id)).limit(limit).offset(offset);
  return tx.select(columns).from(s).where(amongKeys(s.id, ids)).orderBy(desc(s.id));
}
export const total = (tx: Tx, scope: Scope, filter: Filter) => exactTotal(tx, s, listWhere(scope, filter));

export async function findSend(tx: Tx, scope: Scope, id: number) {
  const [row] = await tx.select({ id: s.id, merchant: s.merchant }).from(s).where(and(eq(s.id, id), withinScope(s.merchant, scope))).limit(1);
  return row;
}

export const recipients = (tx: Tx, send: number, limit: number, offset: number) =>
  tx
    .select({ id: m.id, user: m.user, nickname: appUser.nickname, mobile: appUser.mobile, read_time: m.read_time })
    .from(m)
    .innerJoin(appUser, eq(appUser.id, m.user))
    .where(eq(m.send, send))
    .orderBy(asc(m.id))
    .limit(limit)
    .offset(offset);
export const recipientTotal = async (tx: Tx, send: number) => (await tx.select({ n: count() }).from(m).where(eq(m.send, send)))[0]?.n ?? 0;

export async function insertSend(tx: Tx, row: typeof s.$inferInsert) {
  const [created] = await tx.insert(s).values(row).returning({ id: s.id });
  return created!.id;
}

/**
 * The recipients' inbox rows, written by one INSERT … SELECT (a crowd of any size never passes through the server):
 * one user; every 正常 user; or the users with a live member (生效中) of the type, 已合并 users left out.
 */
export async function insertRecipients(tx: Tx, merchant: number, send: number, target: { user?: number; memberType?: number; all?: boolean }) {
  const users = target.user
    ? sql`select ${target.user}::bigint as id`
    : target.all
      ? sql`select u.id from ${appUser} u where u.merchant = ${merchant} and u.status = 1`
      : sql`select distinct mm."user" as id from ${member} mm join ${appUser} u on u.id = mm."user"
            where mm.merchant = ${merchant} and mm.member_type = ${target.memberType!} and mm.status = 1 and mm.end_time > now() and u.status <> 3`;
  const result = await tx.execute(
    sql`with ins as (insert into ${m} (merchant, send, "user") select ${merchant}, ${send}, x.id from (${users}) x order by x.id returning 1) select count(*)::int as n from ins`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

export const setRecipientCount = (tx: Tx, send: number, n: number) => tx.update(s).set({ recipient_count: n }).where(eq(s.id, send));
