import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { monitorContact, monitorContactGroup, monitorContactGroupMember } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchant it serves; row-level security (the transaction sees that merchant only) is the
// second line, and the members' composite foreign keys the third.

const member = monitorContactGroupMember;
/** The outer row inside sub-selects (drizzle writes bare column names in single-table selects). */
const contactId = sql.raw('"monitor_contact"."id"');
const groupId = sql.raw('"monitor_contact_group"."id"');

// ---- contacts ------------------------------------------------------------------------------------------------

const contactColumns = {
  id: monitorContact.id,
  name: monitorContact.name,
  mobile: monitorContact.mobile,
  email: monitorContact.email,
  remark: monitorContact.remark,
  status: monitorContact.status,
  /** The groups it belongs to, oldest first (names under the database's collation would not sort Chinese). */
  groups: sql<{ id: number; name: string }[]>`coalesce((
    select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.id)
    from ${member} m join ${monitorContactGroup} g on g.id = m.contact_group
    where m.contact = ${contactId}), '[]'::json)`,
  create_time: monitorContact.create_time,
  update_time: monitorContact.update_time,
};
export type ContactRow = Awaited<ReturnType<typeof findContact>> & {};

export async function findContact(tx: Tx, merchantId: number, id: number, options: { lock?: boolean } = {}) {
  const query = tx
    .select(contactColumns)
    .from(monitorContact)
    .where(and(eq(monitorContact.merchant, merchantId), eq(monitorContact.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: monitorContact }) : await query;
  return row;
}

export interface ContactFilter {
  name?: string;
  mobile?: string;
  status?: number;
  group?: number;
}

const contactWhere = (merchantId: number, filter: ContactFilter) =>
  and(
    eq(monitorContact.merchant, merchantId),
    filter.name ? ilike(monitorContact.name, contains(filter.name)) : undefined,
    filter.mobile ? ilike(monitorContact.mobile, contains(filter.mobile)) : undefined,
    filter.status === undefined ? undefined : eq(monitorContact.status, filter.status),
    filter.group === undefined ? undefined : sql`exists (select 1 from ${member} m where m.contact = ${contactId} and m.contact_group = ${filter.group})`,
  );

/** Newest first, on the (merchant, id) index. */
export const contactPage = (tx: Tx, merchantId: number, filter: ContactFilter, limit: number, offset: number) =>
  tx.select(contactColumns).from(monitorContact).where(contactWhere(merchantId, filter)).orderBy(desc(monitorContact.id)).limit(limit).offset(offset);

export async function contactTotal(tx: Tx, merchantId: number, filter: ContactFilter) {
  const [row] = await tx.select({ n: count() }).from(monitorContact).where(contactWhere(merchantId, filter));
  return row?.n ?? 0;
}

export async function mobileTaken(tx: Tx, merchantId: number, mobile: string, except?: number) {
  const [row] = await tx
    .select({ id: monitorContact.id, name: monitorContact.name })
    .from(monitorContact)
    .where(and(eq(monitorContact.merchant, merchantId), eq(monitorContact.mobile, mobile), except ? sql`${monitorContact.id} <> ${except}` : undefined))
    .limit(1);
  return row;
}

export async function insertContact(tx: Tx, values: typeof monitorContact.$inferInsert) {
  const [row] = await tx.insert(monitorContact).values(values).returning({ id: monitorContact.id });
  return row!.id;
}

export const updateContact = (tx: Tx, merchantId: number, id: number, values: Partial<typeof monitorContact.$inferInsert>) =>
  tx
    .update(monitorContact)
    .set({ ...values, update_time: sql`now()` })
    .where(and(eq(monitorContact.merchant, merchantId), eq(monitorContact.id, id)));

/** Its memberships go with it (foreign key, on delete cascade). */
export const removeContact = (tx: Tx, merchantId: number, id: number) =>
  tx.delete(monitorContact).where(and(eq(monitorContact.merchant, merchantId), eq(monitorContact.id, id)));

/**
 * The merchant's contacts among `ids`, share-locked: a contact being deleted meanwhile is waited for and then
 * missing, so that a membership is never written for a contact that is gone.
 */
export const contactsOf = (tx: Tx, merchantId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: monitorContact.id, name: monitorContact.name, mobile: monitorContact.mobile, status: monitorContact.status })
        .from(monitorContact)
        .where(and(eq(monitorContact.merchant, merchantId), inArray(monitorContact.id, ids)))
        .for('share');

/** The pickers' options: by name, part of the mobile, or the id itself (a value from elsewhere is looked up by it). */
export const contactOptions = (tx: Tx, merchantId: number, keywords: string | undefined, limit: number) =>
  tx
    .select({ id: monitorContact.id, name: monitorContact.name, mobile: monitorContact.mobile, status: monitorContact.status })
    .from(monitorContact)
    .where(
      and(
        eq(monitorContact.merchant, merchantId),
        keywords
          ? or(ilike(monitorContact.name, contains(keywords)), ilike(monitorContact.mobile, contains(keywords)), sql`${monitorContact.id}::text = ${keywords}`)
          : undefined,
      ),
    )
    .orderBy(asc(monitorContact.id))
    .limit(limit);

// ---- groups --------------------------------------------------------------------------------------------------

const groupColumns = {
  id: monitorContactGroup.id,
  name: monitorContactGroup.name,
  remark: monitorContactGroup.remark,
  /** Its members in the order they joined. */
  members: sql<{ id: number; name: string; mobile: string; status: number }[]>`coalesce((
    select json_agg(json_build_object('id', c.id, 'name', c.name, 'mobile', c.mobile, 'status', c.status) order by m.create_time, c.id)
    from ${member} m join ${monitorContact} c on c.id = m.contact
    where m.contact_group = ${groupId}), '[]'::json)`,
  create_time: monitorContactGroup.create_time,
  update_time: monitorContactGroup.update_time,
};
export type GroupRow = Awaited<ReturnType<typeof findGroup>> & {};

export async function findGroup(tx: Tx, merchantId: number, id: number, options: { lock?: boolean } = {}) {
  const query = tx
    .select(groupColumns)
    .from(monitorContactGroup)
    .where(and(eq(monitorContactGroup.merchant, merchantId), eq(monitorContactGroup.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: monitorContactGroup }) : await query;
  return row;
}

export interface GroupFilter {
  name?: string;
  contact?: number;
}

const groupWhere = (merchantId: number, filter: GroupFilter): SQL | undefined =>
  and(
    eq(monitorContactGroup.merchant, merchantId),
    filter.name ? ilike(monitorContactGroup.name, contains(filter.name)) : undefined,
    filter.contact === undefined ? undefined : sql`exists (select 1 from ${member} m where m.contact_group = ${groupId} and m.contact = ${filter.contact})`,
  );

export const groupPage = (tx: Tx, merchantId: number, filter: GroupFilter, limit: number, offset: number) =>
  tx.select(groupColumns).from(monitorContactGroup).where(groupWhere(merchantId, filter)).orderBy(desc(monitorContactGroup.id)).limit(limit).offset(offset);

export async function groupTotal(tx: Tx, merchantId: number, filter: GroupFilter) {
  const [row] = await tx.select({ n: count() }).from(monitorContactGroup).where(groupWhere(merchantId, filter));
  return row?.n ?? 0;
}

/** Names compare without regard to case (as role names do). */
export async function groupNameTaken(tx: Tx, merchantId: number, name: string, except?: number) {
  const [row] = await tx
    .select({ id: monitorContactGroup.id, name: monitorContactGroup.name })
    .from(monitorContactGroup)
    .where(and(eq(monitorContactGroup.merchant, merchantId), sql`lower(${monitorContactGroup.name}) = lower(${name})`, except ? sql`${monitorContactGroup.id} <> ${except}` : undefined))
    .limit(1);
  return row;
}

export async function insertGroup(tx: Tx, values: typeof monitorContactGroup.$inferInsert) {
  const [row] = await tx.insert(monitorContactGroup).values(values).returning({ id: monitorContactGroup.id });
  return row!.id;
}

export const updateGroup = (tx: Tx, merchantId: number, id: number, values: Partial<typeof monitorContactGroup.$inferInsert>) =>
  tx
    .update(monitorContactGroup)
    .set({ ...values, update_time: sql`now()` })
    .where(and(eq(monitorContactGroup.merchant, merchantId), eq(monitorContactGroup.id, id)));

/** Its memberships go with it; the contacts stay. */
export const removeGroup = (tx: Tx, merchantId: number, id: number) =>
  tx.delete(monitorContactGroup).where(and(eq(monitorContactGroup.merchant, merchantId), eq(monitorContactGroup.id, id)));

/**
 * The groups a contact belongs to. Not locked: a member change locks its group, then the contacts, so the
 * deletion (which holds the contact) must not wait for groups in the other order.
 */
export const groupsOfContact = (tx: Tx, merchantId: number, contact: number) =>
  tx
    .select({ id: monitorContactGroup.id, name: monitorContactGroup.name })
    .from(monitorContactGroup)
    .innerJoin(member, eq(member.contact_group, monitorContactGroup.id))
    .where(and(eq(monitorContactGroup.merchant, merchantId), eq(member.contact, contact)))
    .orderBy(asc(monitorContactGroup.id));

export const groupOptions = (tx: Tx, merchantId: number, keywords: string | undefined, limit: number) =>
  tx
    .select({
      id: monitorContactGroup.id,
      name: monitorContactGroup.name,
      enabled_count: sql<number>`(select count(*)::int from ${member} m join ${monitorContact} c on c.id = m.contact where m.contact_group = ${groupId} and c.status = 1)`,
    })
    .from(monitorContactGroup)
    .where(
      and(
        eq(monitorContactGroup.merchant, merchantId),
        keywords ? or(ilike(monitorContactGroup.name, contains(keywords)), sql`${monitorContactGroup.id}::text = ${keywords}`) : undefined,
      ),
    )
    .orderBy(asc(monitorContactGroup.id))
    .limit(limit);

// ---- members -------------------------------------------------------------------------------------------------

const memberWhere = (merchantId: number, group: number, status: number | undefined) =>
  and(eq(member.merchant, merchantId), eq(member.contact_group, group), status === undefined ? undefined : eq(monitorContact.status, status));

export const memberPage = (tx: Tx, merchantId: number, group: number, status: number | undefined, limit: number, offset: number) =>
  tx
    .select({
      id: monitorContact.id,
      name: monitorContact.name,
      mobile: monitorContact.mobile,
      email: monitorContact.email,
      status: monitorContact.status,
      join_time: member.create_time,
    })
    .from(member)
    .innerJoin(monitorContact, eq(monitorContact.id, member.contact))
    .where(memberWhere(merchantId, group, status))
    .orderBy(asc(member.create_time), asc(member.contact))
    .limit(limit)
    .offset(offset);

export async function memberTotal(tx: Tx, merchantId: number, group: number, status: number | undefined) {
  const [row] = await tx.select({ n: count() }).from(member).innerJoin(monitorContact, eq(monitorContact.id, member.contact)).where(memberWhere(merchantId, group, status));
  return row?.n ?? 0;
}

export const insertMembers = (tx: Tx, merchantId: number, group: number, contacts: number[]) =>
  contacts.length === 0 ? Promise.resolve() : tx.insert(member).values(contacts.map((contact) => ({ merchant: merchantId, contact_group: group, contact })));

export const removeMembers = (tx: Tx, merchantId: number, group: number, contacts: number[]) =>
  contacts.length === 0
    ? Promise.resolve()
    : tx.delete(member).where(and(eq(member.merchant, merchantId), eq(member.contact_group, group), inArray(member.contact, contacts)));

/** The enabled members of the groups, each contact once: who an alarm addressed to these groups goes to. */
export const enabledMembersOf = (tx: Tx, merchantId: number, groups: number[]) =>
  tx
    .selectDistinct({ id: monitorContact.id, name: monitorContact.name, mobile: monitorContact.mobile, email: monitorContact.email })
    .from(member)
    .innerJoin(monitorContact, eq(monitorContact.id, member.contact))
    .where(and(eq(member.merchant, merchantId), inArray(member.contact_group, groups), eq(monitorContact.status, 1)))
    .orderBy(asc(monitorContact.id));
