import { appUserStatusNames, Code, maskPhone } from '@console/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.js';
import { appUser, appUserComplaint, appUserMessage, member, memberCode } from '../../../db/schema/index.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { iso } from '../../../shared/time.js';

/**
 * 用户合并 (`/user/user/merge`; calls.tsv `user/user/migrate`): two accounts of the same person. Everything that names the
 * source user — its members, complaints and inbox messages — moves to the target and the source's plates join the
 * target's, in one transaction that locks both users (in id order, so two merges of the same pair cannot deadlock);
 * the source becomes 已合并 (`merged_into`, kept for the record, never deleted). Refused: the same user twice (1400),
 * a user outside the caller's own merchant (1404: merging across tenants cannot be asked), an already merged user (1409).
 * docs/decisions.md, "会员: 投诉、站内消息、用户合并".
 */
async function loadUser(tx: Tx, merchant: number, id: number, lock: boolean) {
  const query = tx.select().from(appUser).where(and(eq(appUser.id, id), eq(appUser.merchant, merchant))).limit(1);
  const [u] = lock ? await query.for('update') : await query;
  if (!u) throw notFound(`用户（ID ${id}）`);
  return u;
}
type User = Awaited<ReturnType<typeof loadUser>>;

const countOf = async (tx: Tx, table: typeof member | typeof appUserComplaint | typeof appUserMessage, merchant: number, user: number) =>
  (await tx.select({ n: count() }).from(table).where(and(eq(table.merchant, merchant), eq(table.user, user))))[0]?.n ?? 0;

async function side(tx: Tx, u: User) {
  return {
    id: u.id,
    nickname: u.nickname,
    mobile: u.mobile,
    plates: u.plates,
    status: u.status,
    status_name: appUserStatusNames[u.status] ?? String(u.status),
    register_time: iso(u.register_time),
    member_count: await countOf(tx, member, u.merchant, u.id),
    complaint_count: await countOf(tx, appUserComplaint, u.merchant, u.id),
    message_count: await countOf(tx, appUserMessage, u.merchant, u.id),
  };
}

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
const label = (u: User) => `${u.nickname || '未设置昵称'}（${maskPhone(u.mobile)}）`;

function check(source: User, target: User) {
  for (const u of [source, target]) {
    if (u.status === 3) throw new AppError(Code.ILLEGAL_TRANSITION, `用户${label(u)}已合并到其他账号，不能再参与合并`, '请选择合并后保留的那个用户');
  }
}

async function pair(tx: Tx, access: Access, sourceId: number, targetId: number, lock: boolean) {
  if (sourceId === targetId) throw badParameter('不能把用户合并到自己', '请选择两个不同的用户：被合并用户与保留用户');
  const merchant = access.merchant.id;
  // Locks in id order.
  const [first, second] = sourceId < targetId ? [sourceId, targetId] : [targetId, sourceId];
  const a = await loadUser(tx, merchant, first, lock);
  const b = await loadUser(tx, merchant, second, lock);
  return sourceId < targetId ? { source: a, target: b } : { source: b, target: a };
}

export async function preview(db: Database, access: Access, sourceId: number, targetId: number) {
  return db.tenant(ownScope(access), async (tx) => {
    const { source, target } = await pair(tx, access, sourceId, targetId, false);
    check(source, target);
    return { source: await side(tx, source), target: await side(tx, target), plates_after: union(target.plates, source.plates) };
  });
}

export async function merge(db: Database, actor: Actor, body: { source: number; target: number; reason: string }) {
  return db.tenant(ownScope(actor.access), async (tx) => {
    const { source, target } = await pair(tx, actor.access, body.source, body.target, true);
    check(source, target);
    const m = source.merchant;
    const moved = async (table: typeof member | typeof appUserComplaint | typeof appUserMessage) =>
      (await tx.update(table).set({ user: target.id }).where(and(eq(table.merchant, m), eq(table.user, source.id))).returning({ id: table.id })).length;
    const members = await moved(member);
    const complaints = await moved(appUserComplaint);
    const messages = await moved(appUserMessage);
    // The member codes the source redeemed now read as redeemed by the kept user (their members moved above).
    const codes = (
      await tx.update(memberCode).set({ used_user: target.id, update_time: sql`now()` }).where(and(eq(memberCode.merchant, m), eq(memberCode.used_user, source.id))).returning({ id: memberCode.id })
    ).length;
    const plates = union(target.plates, source.plates);
    await tx.update(appUser).set({ plates, update_time: sql`now()` }).where(eq(appUser.id, target.id));
    await tx.update(appUser).set({ status: 3, merged_into: target.id, merge_time: sql`now()`, plates: [], update_time: sql`now()` }).where(eq(appUser.id, source.id));
    const reason = body.reason.trim();
    const summary = { memberships: members, complaints, messages, codes, moved_plates: source.plates.join('、') || '无' };
    await audit(tx, actor, { type: 'app_user', id: source.id, name: source.nickname || maskPhone(source.mobile), merchant: m }, {
      before: { status: appUserStatusNames[source.status], plates: source.plates.join('、') },
      after: { status: '已合并', merged_into: `${label(target)} ID ${target.id}`, reason, ...summary },
    });
    await audit(tx, actor, { type: 'app_user', id: target.id, name: target.nickname || maskPhone(target.mobile), merchant: m }, {
      before: { plates: target.plates.join('、') },
      after: { plates: plates.join('、'), merged_from: `${label(source)} ID ${source.id}`, reason, ...summary },
    });
    return { source: source.id, target: target.id, members, complaints, messages, plates };
  });
}
