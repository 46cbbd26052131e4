import {
  Code, memberBusinessNames, memberEventNames, MemberPackageSection, memberPeriodNames, memberTypeStatusNames, type CallBody, type CallQuery, type calls,
  type MemberPackageSectionName,
} from '@console/contract';
import { randomUUID } from 'node:crypto';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as repository from './member-type.repository.js';

/**
 * 会员类型 and their packages (套餐) with prices, privileges, rights and trigger events: the platform operator's own
 * rows (scoped to its merchant). A type or package that members were opened in is never deleted (1409): it is
 * disabled instead, and the members keep it until they expire. docs/decisions.md, "会员".
 */
const conflict = (message: string, hint?: string) => new AppError(Code.ILLEGAL_TRANSITION, message, hint);

const typeRecord = (t: repository.TypeRow) => ({
  id: t.id,
  name: t.name,
  business: t.business,
  business_name: memberBusinessNames[t.business] ?? String(t.business),
  description: t.description,
  status: t.status,
  status_name: memberTypeStatusNames[t.status] ?? String(t.status),
  package_count: t.package_count,
  member_count: t.member_count,
  create_time: iso(t.create_time),
  update_time: iso(t.update_time),
});

const packageRecord = (p: repository.PackageRow) => ({
  id: p.id,
  uuid: p.uuid,
  member_type: p.member_type,
  type_name: p.type_name,
  name: p.name,
  description: p.description,
  status: p.status,
  status_name: memberTypeStatusNames[p.status] ?? String(p.status),
  lowest_amount: p.lowest_amount ?? null,
  member_count: p.member_count,
  create_time: iso(p.create_time),
  update_time: iso(p.update_time),
});

type ItemRow = Awaited<ReturnType<typeof repository.itemsOf>>[number];
const itemRecord = (i: ItemRow) => ({
  id: i.id,
  section: i.section,
  name: i.name,
  period: i.period,
  amount: i.amount,
  original_amount: i.original_amount,
  quantity: i.quantity,
  unit: i.unit,
  event: i.event,
  event_name: memberEventNames[i.event] ?? '',
  content: i.content,
  update_time: iso(i.update_time),
});

const typeTarget = (t: { id: number; name: string }) => ({ type: 'member_type', id: t.id, name: t.name });
const packageTarget = (p: { id: number; name: string; type_name: string }) => ({ type: 'member_package', id: p.id, name: `${p.type_name} · ${p.name}` });

async function ownType(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.findType(tx, ownScope(access), id, options);
  if (!row) throw notFound('会员类型');
  return row;
}

async function ownPackage(tx: Tx, access: Access, where: { uuid?: string; id?: number }, options: { lock?: boolean } = {}) {
  const row = await repository.findPackage(tx, ownScope(access), where, options);
  if (!row) throw notFound('套餐');
  return row;
}

// ---- member types ---------------------------------------------------------------------------------------------------

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.memberTypeList>) {
  const page = pageOf(query);
  const scope = ownScope(access);
  const filter: repository.Filter = { name: query.name?.trim() || undefined, business: query.business, status: query.status };
  return db.tenant(scope, async (tx) => {
    const rows = await repository.page(tx, scope, filter, page.size, page.offset);
    return listPayload(rows.map(typeRecord), await repository.total(tx, scope, filter), page);
  });
}

export async function get(db: Database, access: Access, id: number) {
  const scope = ownScope(access);
  return db.tenant(scope, async (tx) => {
    const t = await ownType(tx, access, id);
    const packages = await repository.packagesOf(tx, scope, t.id);
    return { ...typeRecord(t), packages: packages.map(packageRecord) };
  });
}

const duplicateType = (name: string) => () => badParameter(`会员类型「${name}」已存在`, '请换一个名称');

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.memberTypeCreate>) {
  const access = actor.access;
  const values = { merchant: access.merchant.id, name: body.name.trim(), business: body.business, description: body.description?.trim() ?? '', status: 1 };
  return db.tenant(ownScope(access), (tx) =>
    unlessDuplicate(async () => {
      const id = await repository.insertType(tx, values);
      await audit(tx, actor, typeTarget({ id, name: values.name }), { after: { name: values.name, business: memberBusinessNames[values.business], description: values.description } });
      return { id };
    }, duplicateType(values.name)),
  );
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.memberTypeUpdate>) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const t = await ownType(tx, access, body.id, { lock: true });
    const values = { name: body.name.trim(), business: body.business, description: body.description?.trim() ?? '' };
    await unlessDuplicate(() => repository.updateType(tx, t.id, values), duplicateType(values.name));
    await audit(tx, actor, typeTarget({ id: t.id, name: values.name }), {
      before: { name: t.name, business: memberBusinessNames[t.business], description: t.description },
      after: { name: values.name, business: memberBusinessNames[values.business], description: values.description },
    });
    return { id: t.id };
  });
}

export async function setStatus(db: Database, actor: Actor, id: number, status: 1 | 2) {
  return db.tenant(ownScope(actor.access), async (tx) => {
    const t = await ownType(tx, actor.access, id, { lock: true });
    if (t.status === status) throw conflict(`会员类型「${t.name}」已是${memberTypeStatusNames[status]}状态`, '请刷新后查看最新状态');
    await repository.updateType(tx, t.id, { status });
    await audit(tx, actor, typeTarget(t), { before: { status: memberTypeStatusNames[t.status] }, after: { status: memberTypeStatusNames[status] } });
    return { id: t.id };
  });
}

/** Only a disabled type that never had a member; its packages go with it. */
export async function remove(db: Database, actor: Actor, id: number) {
  return db.tenant(ownScope(actor.access), async (tx) => {
    const t = await ownType(tx, actor.access, id, { lock: true });
    if (t.status !== 2) throw conflict(`会员类型「${t.name}」启用中，不能删除`, '请先停用');
    const members = await repository.memberCount(tx, { member_type: t.id });
    if (members > 0) throw conflict(`会员类型「${t.name}」已开通过 ${members} 个会员，不能删除`, '停用后不再开通，已有会员到期前照常');
    const codes = await repository.codeCount(tx, { member_type: t.id });
    if (codes > 0) throw conflict(`会员类型「${t.name}」的套餐已生成过 ${codes} 个兑换码，不能删除`, '停用后不再开通');
    await repository.removeType(tx, t.id);
    await audit(tx, actor, typeTarget(t), { before: { name: t.name, business: memberBusinessNames[t.business], packages: t.package_count } });
    return { id: t.id };
  });
}

// ---- packages -------------------------------------------------------------------------------------------------------

export async function getPackage(db: Database, access: Access, uuid: string) {
  const scope = ownScope(access);
  return db.tenant(scope, async (tx) => {
    const p = await ownPackage(tx, access, { uuid });
    const items = (await repository.itemsOf(tx, scope, p.id)).map(itemRecord);
    const of = (section: number) => items.filter((i) => i.section === section);
    return {
      ...packageRecord(p),
      prices: of(MemberPackageSection.price),
      privileges: of(MemberPackageSection.privilege),
      rights: of(MemberPackageSection.rights),
      events: of(MemberPackageSection.event),
    };
  });
}

const duplicatePackage = (name: string) => () => badParameter(`该会员类型下已有套餐「${name}」`, '请换一个名称');

export async function createPackage(db: Database, actor: Actor, body: CallBody<typeof calls.memberPackageCreate>) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const t = await ownType(tx, access, body.member_type);
    const values = { merchant: access.merchant.id, uuid: randomUUID(), member_type: t.id, name: body.name.trim(), description: body.description?.trim() ?? '', status: body.status };
    const id = await unlessDuplicate(() => repository.insertPackage(tx, values), duplicatePackage(values.name));
    await audit(tx, actor, packageTarget({ id, name: values.name, type_name: t.name }), { after: { name: values.name, description: values.description, status: memberTypeStatusNames[values.status] } });
    return { id, uuid: values.uuid };
  });
}

export async function updatePackage(db: Database, actor: Actor, body: CallBody<typeof calls.memberPackageUpdate>) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const p = await ownPackage(tx, access, { uuid: body.uuid }, { lock: true });
    const values = { name: body.name.trim(), description: body.description?.trim() ?? '', status: body.status };
    await unlessDuplicate(() => repository.updatePackage(tx, p.id, values), duplicatePackage(values.name));
    await audit(tx, actor, packageTarget({ ...p, name: values.name }), {
      before: { name: p.name, description: p.description, status: memberTypeStatusNames[p.status] },
      after: { name: values.name, description: values.description, status: memberTypeStatusNames[values.status] },
    });
    return { id: p.id, uuid: p.uuid };
  });
}

export async function removePackage(db: Database, actor: Actor, uuid: string) {
  return db.tenant(ownScope(actor.access), async (tx) => {
    const p = await ownPackage(tx, actor.access, { uuid }, { lock: true });
    const members = await repository.memberCount(tx, { package: p.id });
    if (members > 0) throw conflict(`套餐「${p.name}」已开通过 ${members} 个会员，不能删除`, '请改为停用');
    const codes = await repository.codeCount(tx, { package: p.id });
    if (codes > 0) throw conflict(`套餐「${p.name}」已生成过 ${codes} 个兑换码，不能删除`, '请改为停用');
    await repository.removePackage(tx, p.id);
    await audit(tx, actor, packageTarget(p), { before: { name: p.name, description: p.description } });
    return { id: p.id, uuid: p.uuid };
  });
}

// ---- a package's sections -------------------------------------------------------------------------------------------

const sectionNames: Record<MemberPackageSectionName, string> = { price: '价格', privilege: '特权', rights: '权益', event: '触发事件' };

interface ItemFields {
  name?: string;
  period?: number;
  amount?: number;
  original_amount?: number;
  quantity?: number;
  unit?: string;
  event?: number;
  content?: string;
}

/** The columns of one section's row from its call's body (the others keep their defaults). */
function itemValues(section: MemberPackageSectionName, body: ItemFields) {
  const content = body.content?.trim() ?? '';
  switch (section) {
    case 'price': {
      if (body.original_amount && body.original_amount < (body.amount ?? 0)) throw badParameter('原价不能低于售价', '原价用作划线价，不填则不显示');
      return { name: memberPeriodNames[body.period!] ?? `${body.period} 个月`, period: body.period!, amount: body.amount!, original_amount: body.original_amount ?? 0, content };
    }
    case 'privilege':
      return { name: body.name!.trim(), content };
    case 'rights':
      return { name: body.name!.trim(), quantity: body.quantity!, unit: body.unit!.trim(), content };
    case 'event':
      return { name: body.name!.trim(), event: body.event!, content };
  }
}

const snapshot = (section: MemberPackageSectionName, v: ItemFields) => ({
  section: sectionNames[section],
  name: v.name,
  ...(section === 'price' ? { amount: v.amount, original_amount: v.original_amount } : {}),
  ...(section === 'rights' ? { quantity: `${v.quantity}${v.unit}` } : {}),
  ...(section === 'event' ? { event: memberEventNames[v.event ?? 0] } : {}),
  content: v.content,
});

const duplicatePrice = (period: number) => () => badParameter(`该套餐已有${memberPeriodNames[period] ?? `${period} 个月`}的价格`, '请编辑已有的价格');

export async function createItem(db: Database, actor: Actor, section: MemberPackageSectionName, body: ItemFields & { uuid: string }) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const p = await ownPackage(tx, access, { uuid: body.uuid }, { lock: true });
    const values = itemValues(section, body);
    const id = await unlessDuplicate(
      () => repository.insertItem(tx, { merchant: p.merchant, package: p.id, section: MemberPackageSection[section], ...values }),
      duplicatePrice(body.period ?? 0),
    );
    await repository.updatePackage(tx, p.id, {});
    await audit(tx, actor, packageTarget(p), { after: snapshot(section, values) });
    return { id, uuid: p.uuid };
  });
}

export async function updateItem(db: Database, actor: Actor, section: MemberPackageSectionName, body: ItemFields & { id: number }) {
  const access = actor.access;
  const scope = ownScope(access);
  return db.tenant(scope, async (tx) => {
    const item = await repository.findItem(tx, scope, body.id, MemberPackageSection[section]);
    if (!item) throw notFound(`套餐${sectionNames[section]}`);
    const p = await ownPackage(tx, access, { id: item.package }, { lock: true });
    const values = itemValues(section, body);
    await unlessDuplicate(() => repository.updateItem(tx, item.id, values), duplicatePrice(body.period ?? 0));
    await repository.updatePackage(tx, p.id, {});
    await audit(tx, actor, packageTarget(p), { before: snapshot(section, item), after: snapshot(section, values) });
    return { id: item.id, uuid: p.uuid };
  });
}

export async function removeItem(db: Database, actor: Actor, section: MemberPackageSectionName, id: number) {
  const access = actor.access;
  const scope = ownScope(access);
  return db.tenant(scope, async (tx) => {
    const item = await repository.findItem(tx, scope, id, MemberPackageSection[section]);
    if (!item) throw notFound(`套餐${sectionNames[section]}`);
    const p = await ownPackage(tx, access, { id: item.package }, { lock: true });
    await repository.removeItem(tx, item.id);
    await repository.updatePackage(tx, p.id, {});
    await audit(tx, actor, packageTarget(p), { before: snapshot(section, item) });
    return { id: item.id, uuid: p.uuid };
  });
}
