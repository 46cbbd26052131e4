import { Code, maskPhone, monitorContactLabel, MonitorContactStatus, monitorContactStatusNames, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as repository from './monitor.repository.js';

/**
 * Monitoring contacts and contact groups: each merchant's own (the transaction sees the caller's merchant only,
 * and every query names it). docs/decisions.md, "Monitor contacts and contact groups".
 */

/** 启用 ⇄ 停用. A disabled contact stays in its groups and receives nothing. */
export const contactLifecycle: Lifecycle<number> = {
  what: '告警联系人',
  names: monitorContactStatusNames,
  moves: {
    [MonitorContactStatus.enabled]: [MonitorContactStatus.disabled],
    [MonitorContactStatus.disabled]: [MonitorContactStatus.enabled],
  },
};

const NO_MEMBERS = '（无）';
const namesOf = (rows: readonly { name: string }[]) => (rows.length ? rows.map((r) => r.name).join('、') : NO_MEMBERS);
const quoted = (rows: readonly { name: string }[]) => rows.map((r) => `「${r.name}」`).join('、');

// ---- contacts ------------------------------------------------------------------------------------------------

type ContactRow = repository.ContactRow;

const contactRecord = (row: ContactRow) => ({ ...row, create_time: iso(row.create_time), update_time: iso(row.update_time) });

/** What the audit log keeps of a contact: the mobile masked, as for accounts. */
const contactSnapshot = (c: { name: string; mobile: string; email: string; remark: string; status: number }) => ({
  name: c.name,
  mobile: maskPhone(c.mobile),
  email: c.email,
  remark: c.remark,
  status: monitorContactStatusNames[c.status] ?? c.status,
});

const contactTarget = (id: number, name: string, merchantId: number) => ({ type: 'monitor_contact', id, name, merchant: merchantId });

async function ownContact(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.findContact(tx, access.merchant.id, id, options);
  if (!row) throw notFound('告警联系人');
  return row;
}

function contactValues(body: CallBody<typeof calls.monitorContactCreate>) {
  const name = body.name.trim();
  if (!name) throw badParameter('参数 name（姓名）不能为空', '请输入联系人姓名');
  return { name, mobile: body.mobile, email: body.email?.trim() ?? '', remark: body.remark?.trim() ?? '' };
}

const mobileTakenError = (holder?: string) =>
  badParameter(holder ? `该手机号已是告警联系人「${holder}」的手机号` : '该手机号已被其他告警联系人使用', '同一商户的告警联系人手机号不能重复，可编辑已有的联系人');

async function assertMobileFree(tx: Tx, merchantId: number, mobile: string, except?: number) {
  const taken = await repository.mobileTaken(tx, merchantId, mobile, except);
  if (taken) throw mobileTakenError(taken.name);
}

export async function contactList(db: Database, access: Access, query: CallQuery<typeof calls.monitorContactList>) {
  const page = pageOf(query);
  const filter = { name: query.name?.trim() || undefined, mobile: query.mobile?.trim() || undefined, status: query.status, group: query.group };
  const [rows, total] = await db.tenant(ownScope(access), async (tx) => [
    await repository.contactPage(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.contactTotal(tx, access.merchant.id, filter),
  ] as const);
  return listPayload(rows.map(contactRecord), total, page);
}

export async function contactGet(db: Database, access: Access, id: number) {
  return contactRecord(await db.tenant(ownScope(access), (tx) => ownContact(tx, access, id)));
}

export async function contactCreate(db: Database, actor: Actor, body: CallBody<typeof calls.monitorContactCreate>) {
  const access = actor.access;
  const values = contactValues(body);
  // Two creations with one mobile at the same moment: the unique index decides.
  return unlessDuplicate(async () => {
    return await db.tenant(ownScope(access), async (tx) => {
      await assertMobileFree(tx, access.merchant.id, values.mobile);
      const id = await repository.insertContact(tx, { ...values, merchant: access.merchant.id, status: MonitorContactStatus.enabled });
      await audit(tx, actor, contactTarget(id, values.name, access.merchant.id), { after: contactSnapshot({ ...values, status: MonitorContactStatus.enabled }) });
      return { id };
    });
  }, () => mobileTakenError());
}

export async function contactUpdate(db: Database, actor: Actor, body: CallBody<typeof calls.monitorContactUpdate>) {
  const access = actor.access;
  const values = contactValues(body);
  return unlessDuplicate(async () => {
    return await db.tenant(ownScope(access), async (tx) => {
      const row = await ownContact(tx, access, body.id, { lock: true });
      await assertMobileFree(tx, access.merchant.id, values.mobile, row.id);
      await repository.updateContact(tx, access.merchant.id, row.id, values);
      await audit(tx, actor, contactTarget(row.id, values.name, access.merchant.id), {
        before: contactSnapshot(row),
        after: contactSnapshot({ ...values, status: row.status }),
      });
      return { id: row.id };
    });
  }, () => mobileTakenError());
}

async function moveContact(db: Database, actor: Actor, id: number, status: number) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await ownContact(tx, access, id, { lock: true });
    assertTransition(contactLifecycle, row.status, status);
    await repository.updateContact(tx, access.merchant.id, row.id, { status });
    await audit(tx, actor, contactTarget(row.id, row.name, access.merchant.id), {
      before: { status: monitorContactStatusNames[row.status] },
      after: { status: monitorContactStatusNames[status] },
    });
    return { id: row.id, status };
  });
}

export const contactEnable = (db: Database, actor: Actor, id: number) => moveContact(db, actor, id, MonitorContactStatus.enabled);
export const contactDisable = (db: Database, actor: Actor, id: number) => moveContact(db, actor, id, MonitorContactStatus.disabled);

/**
 * A contact in groups is deleted only when the caller confirms that it leaves them (`leave_groups=1`); otherwise
 * 1409 names the groups, so that nobody silently loses a recipient. Each group it leaves records the change too.
 */
export async function contactDelete(db: Database, actor: Actor, query: CallQuery<typeof calls.monitorContactDelete>) {
  const access = actor.access;
  const merchantId = access.merchant.id;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await ownContact(tx, access, query.id, { lock: true });
    const groups = await repository.groupsOfContact(tx, merchantId, row.id);
    if (groups.length > 0 && query.leave_groups !== 1) {
      throw new AppError(
        Code.ILLEGAL_TRANSITION,
        `告警联系人「${row.name}」在联系人组${quoted(groups)}中，删除后将移出${groups.length > 1 ? '这些组' : '该组'}`,
        '请确认将其移出所在的联系人组后再删除',
      );
    }
    const before = await Promise.all(groups.map((g) => repository.findGroup(tx, merchantId, g.id)));
    await repository.removeContact(tx, merchantId, row.id);
    await audit(tx, actor, contactTarget(row.id, row.name, merchantId), { before: { ...contactSnapshot(row), groups: namesOf(groups) } });
    for (const group of before) {
      if (!group) continue;
      await audit(tx, actor, groupTarget(group.id, group.name, merchantId), {
        before: { members: namesOf(group.members) },
        after: { members: namesOf(group.members.filter((m) => m.id !== row.id)) },
      });
    }
    return { id: row.id, left_groups: groups.map((g) => g.name) };
  });
}

/** Option source `monitor-contact` (session/option/list): the caller's own contacts. */
export const contactOptions = (db: Database, _scope: Scope, keywords: string | undefined, limit: number, access: Access) =>
  db.tenant(ownScope(access), async (tx) =>
    (await repository.contactOptions(tx, access.merchant.id, keywords?.trim() || undefined, limit)).map((c) => ({ label: monitorContactLabel(c), value: c.id })),
  );

// ---- groups --------------------------------------------------------------------------------------------------

type GroupRow = repository.GroupRow;

const groupRecord = (row: GroupRow) => ({
  ...row,
  member_count: row.members.length,
  enabled_count: row.members.filter((m) => m.status === MonitorContactStatus.enabled).length,
  create_time: iso(row.create_time),
  update_time: iso(row.update_time),
});

const groupTarget = (id: number, name: string, merchantId: number) => ({ type: 'monitor_contact_group', id, name, merchant: merchantId });

const groupSnapshot = (g: { name: string; remark: string }, members: readonly { name: string }[]) => ({ name: g.name, remark: g.remark, members: namesOf(members) });

async function ownGroup(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.findGroup(tx, access.merchant.id, id, options);
  if (!row) throw notFound('告警联系人组');
  return row;
}

function groupValues(body: { name: string; remark?: string }) {
  const name = body.name.trim();
  if (!name) throw badParameter('参数 name（组名称）不能为空', '请输入联系人组名称');
  return { name, remark: body.remark?.trim() ?? '' };
}

const groupNameError = (name: string) => badParameter(`联系人组「${name}」已存在`, '同一商户的联系人组名称不能重复（不区分大小写）');

async function assertGroupNameFree(tx: Tx, merchantId: number, name: string, except?: number) {
  if (await repository.groupNameTaken(tx, merchantId, name, except)) throw groupNameError(name);
}

/**
 * Makes `ids` the group's members: the merchant's own contacts only (another's, or one deleted meanwhile, is
 * 1404 and nothing changes). Members already in keep their place; answers the new member list for the audit.
 */
async function replaceMembers(tx: Tx, merchantId: number, group: { id: number; members: readonly { id: number; name: string; mobile: string; status: number }[] }, ids: readonly number[]) {
  const found = new Map((await repository.contactsOf(tx, merchantId, [...ids])).map((c) => [c.id, c]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`告警联系人 ${missing} `);
  const wanted = new Set(ids);
  const current = new Set(group.members.map((m) => m.id));
  const added = ids.filter((id) => !current.has(id));
  const removed = group.members.filter((m) => !wanted.has(m.id)).map((m) => m.id);
  await repository.removeMembers(tx, merchantId, group.id, removed);
  await repository.insertMembers(tx, merchantId, group.id, added);
  const members = [...group.members.filter((m) => wanted.has(m.id)), ...added.map((id) => found.get(id)!)];
  return { added: added.length, removed: removed.length, members };
}

export async function groupList(db: Database, access: Access, query: CallQuery<typeof calls.monitorGroupList>) {
  const page = pageOf(query);
  const filter = { name: query.name?.trim() || undefined, contact: query.contact };
  const [rows, total] = await db.tenant(ownScope(access), async (tx) => [
    await repository.groupPage(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.groupTotal(tx, access.merchant.id, filter),
  ] as const);
  return listPayload(rows.map(groupRecord), total, page);
}

export async function groupGet(db: Database, access: Access, id: number) {
  return groupRecord(await db.tenant(ownScope(access), (tx) => ownGroup(tx, access, id)));
}

export async function groupCreate(db: Database, actor: Actor, body: CallBody<typeof calls.monitorGroupCreate>) {
  const access = actor.access;
  const merchantId = access.merchant.id;
  const values = groupValues(body);
  return unlessDuplicate(async () => {
    return await db.tenant(ownScope(access), async (tx) => {
      await assertGroupNameFree(tx, merchantId, values.name);
      const id = await repository.insertGroup(tx, { ...values, merchant: merchantId });
      const { members } = await replaceMembers(tx, merchantId, { id, members: [] }, body.contacts ?? []);
      await audit(tx, actor, groupTarget(id, values.name, merchantId), { after: groupSnapshot(values, members) });
      return { id };
    });
  }, () => groupNameError(values.name));
}

export async function groupUpdate(db: Database, actor: Actor, body: CallBody<typeof calls.monitorGroupUpdate>) {
  const access = actor.access;
  const merchantId = access.merchant.id;
  const values = groupValues(body);
  return unlessDuplicate(async () => {
    return await db.tenant(ownScope(access), async (tx) => {
      const row = await ownGroup(tx, access, body.id, { lock: true });
      await assertGroupNameFree(tx, merchantId, values.name, row.id);
      await repository.updateGroup(tx, merchantId, row.id, values);
      const members = body.contacts ? (await replaceMembers(tx, merchantId, row, body.contacts)).members : row.members;
      await audit(tx, actor, groupTarget(row.id, values.name, merchantId), { before: groupSnapshot(row, row.members), after: groupSnapshot(values, members) });
      return { id: row.id };
    });
  }, () => groupNameError(values.name));
}

/** The contacts stay; only the memberships go with the group. */
export async function groupDelete(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await ownGroup(tx, access, id, { lock: true });
    await repository.removeGroup(tx, access.merchant.id, row.id);
    await audit(tx, actor, groupTarget(row.id, row.name, access.merchant.id), { before: groupSnapshot(row, row.members) });
    return { id: row.id, member_count: row.members.length };
  });
}

export async function memberList(db: Database, access: Access, query: CallQuery<typeof calls.monitorGroupMemberList>) {
  const page = pageOf(query);
  const merchantId = access.merchant.id;
  const [rows, total] = await db.tenant(ownScope(access), async (tx) => {
    const group = await ownGroup(tx, access, query.group);
    return [await repository.memberPage(tx, merchantId, group.id, query.status, page.size, page.offset), await repository.memberTotal(tx, merchantId, group.id, query.status)] as const;
  });
  return listPayload(rows.map((r) => ({ ...r, join_time: iso(r.join_time) })), total, page);
}

export async function memberSet(db: Database, actor: Actor, body: CallBody<typeof calls.monitorGroupMemberSet>) {
  const access = actor.access;
  const merchantId = access.merchant.id;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await ownGroup(tx, access, body.group, { lock: true });
    const result = await replaceMembers(tx, merchantId, row, body.contacts);
    if (result.added || result.removed) {
      await repository.updateGroup(tx, merchantId, row.id, {});
      await audit(tx, actor, groupTarget(row.id, row.name, merchantId), { before: { members: namesOf(row.members) }, after: { members: namesOf(result.members) } });
    }
    return { group: row.id, member_count: result.members.length, added: result.added, removed: result.removed };
  });
}

/** Option source `monitor-contact-group`: the caller's own groups, each with how many of its members receive alarms. */
export const groupOptions = (db: Database, _scope: Scope, keywords: string | undefined, limit: number, access: Access) =>
  db.tenant(ownScope(access), async (tx) =>
    (await repository.groupOptions(tx, access.merchant.id, keywords?.trim() || undefined, limit)).map((g) => ({ label: `${g.name}（${g.enabled_count} 人接收）`, value: g.id })),
  );

// ---- for the domains that send alarms ------------------------------------------------------------------------

/**
 * Who an alarm addressed to these groups of a merchant goes to: their enabled members, each once. A disabled
 * contact stays in its groups and is left out here. The energy and parking modules call this when they notify.
 */
export const alarmRecipients = (db: Database, merchantId: number, groups: readonly number[]) =>
  groups.length === 0 ? Promise.resolve([]) : db.tenant([merchantId], (tx) => repository.enabledMembersOf(tx, merchantId, [...groups]));
