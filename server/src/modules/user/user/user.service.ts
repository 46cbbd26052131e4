import { AppUserStatus, appUserStatusNames, Code, maskPhone, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { AppError, notFound } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as repository from './user.repository.js';

/**
 * The platform's app users (会员 › 用户): the operator's own rows (its merchant is the tenant), so every query is
 * scoped to the caller's merchant; the product gate ALL keeps everyone else out. docs/decisions.md, "会员".
 */
const record = (u: repository.UserRow, masked: boolean) => ({
  id: u.id,
  mobile: masked ? maskPhone(u.mobile) : u.mobile,
  nickname: u.nickname,
  plates: u.plates,
  status: u.status,
  status_name: appUserStatusNames[u.status] ?? String(u.status),
  member_count: u.member_count,
  register_time: iso(u.register_time),
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.userList>) {
  const page = pageOf(query);
  const scope = ownScope(access);
  const filter: repository.Filter = { mobile: query.mobile, nickname: query.nickname?.trim() || undefined, plate: query.plate?.replace(/[·.\s]/g, '').toUpperCase() || undefined, status: query.status };
  return db.tenant(scope, async (tx) => {
    const rows = await repository.page(tx, scope, filter, page.size, page.offset);
    return listPayload(rows.map((u) => record(u, true)), await repository.total(tx, scope, filter), page);
  });
}

export async function get(db: Database, access: Access, id: number) {
  const scope = ownScope(access);
  return db.tenant(scope, async (tx) => {
    const u = await repository.find(tx, scope, id);
    if (!u) throw notFound('用户');
    return { ...record(u, false), block_reason: u.block_reason, block_time: u.block_time ? iso(u.block_time) : null, update_time: iso(u.update_time), merged_into: u.merged_into ?? null, merge_time: u.merge_time ? iso(u.merge_time) : null };
  });
}

/** 封禁 (正常 → 已封禁) or 解封 (已封禁 → 正常), with the reason in the audit log; any other move is 1409. */
export async function setStatus(db: Database, actor: Actor, id: number, status: number, reason: string) {
  const scope = ownScope(actor.access);
  return db.tenant(scope, async (tx) => {
    const u = await repository.find(tx, scope, id, { lock: true });
    if (!u) throw notFound('用户');
    if (u.status === AppUserStatus.merged) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `用户「${u.nickname || maskPhone(u.mobile)}」已合并到其他账号，不能封禁或解封`, '请对合并后保留的用户操作');
    }
    if (u.status === status) {
      const what = status === AppUserStatus.blocked ? '已封禁，不能再次封禁' : '未被封禁，不需要解封';
      throw new AppError(Code.ILLEGAL_TRANSITION, `用户「${u.nickname || maskPhone(u.mobile)}」${what}`, '请刷新后查看用户的最新状态');
    }
    await repository.setStatus(tx, u.id, status, reason.trim());
    await audit(tx, actor, { type: 'app_user', id: u.id, name: u.nickname || maskPhone(u.mobile), merchant: u.merchant }, {
      before: { status: appUserStatusNames[u.status] },
      after: { status: appUserStatusNames[status], reason: reason.trim() },
    });
    return { id: u.id, status };
  });
}
