import { maskPhone, memberStateNames, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as repository from './member.repository.js';

/** 生效中 until the end time, then 已过期; 已停用 (status 3) whatever the time. */
export const memberState = (m: { status: number; end_time: Date }, now = new Date()) => (m.status === 3 ? 3 : m.end_time.getTime() > now.getTime() ? 1 : 2);

const record = (m: repository.MemberRow) => {
  const state = memberState(m);
  return {
    id: m.id,
    member_no: m.member_no,
    user: m.user,
    mobile: maskPhone(m.mobile),
    nickname: m.nickname,
    member_type: m.member_type,
    type_name: m.type_name,
    package_uuid: m.package_uuid,
    package_name: m.package_name,
    start_time: iso(m.start_time),
    end_time: iso(m.end_time),
    state,
    state_name: memberStateNames[state]!,
    paid_amount: m.paid_amount,
    create_time: iso(m.create_time),
  };
};

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.memberList>) {
  const page = pageOf(query);
  const scope = ownScope(access);
  const filter: repository.Filter = { member_type: query.member_type, state: query.state, keywords: query.keywords?.trim() || undefined, user: query.user };
  return db.tenant(scope, async (tx) => {
    const rows = await repository.page(tx, scope, filter, page.size, page.offset);
    return listPayload(rows.map(record), await repository.total(tx, scope, filter), page);
  });
}

export async function get(db: Database, access: Access, id: number) {
  const scope = ownScope(access);
  return db.tenant(scope, async (tx) => {
    const m = await repository.find(tx, scope, id);
    if (!m) throw notFound('会员');
    return record(m);
  });
}
