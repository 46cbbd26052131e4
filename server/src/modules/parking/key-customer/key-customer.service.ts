import { isLicencePlate, keyCustomerLevels, keyCustomerTypes, maskPhone, normalPlate, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, conflict, notFound, unlessDuplicate } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { iso } from '../../../shared/time.js';
import * as repository from './key-customer.repository.js';

/**
 * 重点客户 (docs/decisions.md, "Plateless cars, key customers and online logs"): customers the desk should know — a
 * name unique in the merchant, type, level, contact and 1–20 plates — with their cars' last 30 days in the merchant's
 * records (入场次数, 在场, 最近入场). The merchant's own; the operator reads every merchant's.
 */
const VISIT_DAYS = 30;
type Fields = CallBody<typeof calls.keyCustomerCreate>;

const target = (r: { id: number; name: string; merchant: number }) => ({ type: 'parking_key_customer', id: r.id, name: r.name, merchant: r.merchant });
const audited = (r: { name: string; type: number; level: number; contact: string; mobile: string; plates: string[]; remark: string }) => ({
  name: r.name, type: keyCustomerTypes[r.type as 1], level: keyCustomerLevels[r.level as 1], contact: r.contact, mobile: maskPhone(r.mobile), plates: r.plates.join('、'), remark: r.remark || '-',
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.keyCustomerList>) {
  const page = pageOf(query);
  const filter: repository.Filter = {
    merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), keywords: query.keywords?.trim() || undefined,
    plate: query.plate ? normalPlate(query.plate) || undefined : undefined, type: query.type, level: query.level,
  };
  const since = new Date(Date.now() - VISIT_DAYS * 86_400_000);
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, since, page.size, page.offset), total: await repository.total(tx, filter) }));
  // Another merchant's customer (the partner's and group's 停车管理, the operator) shows a masked mobile.
  return listPayload(rows.map((r) => ({ ...r, mobile: r.merchant === access.merchant.id ? r.mobile : maskPhone(r.mobile), create_time: iso(r.create_time), last_entry_time: r.last_entry_time ? iso(r.last_entry_time) : null })), total, page);
}

function checked(body: Fields) {
  const name = body.name.trim();
  const contact = body.contact.trim();
  if (name.length < 2) throw badParameter('客户名称至少 2 个字', '请填写客户的全称');
  if (!contact) throw badParameter('请填写联系人', '填写客户方对接的联系人姓名');
  const plates = body.plates.map(normalPlate);
  const bad = body.plates.find((_, i) => !isLicencePlate(plates[i]!));
  if (bad !== undefined) throw badParameter(`车牌号「${bad}」格式不正确`, '请输入正确的车牌号，如 粤B12345（新能源 粤BD12345）');
  if (new Set(plates).size !== plates.length) throw badParameter('车牌号不能重复', '每个车牌号只需填写一次');
  return { name, type: body.type, level: body.level, contact, mobile: body.mobile, plates, remark: body.remark?.trim() ?? '' };
}

const duplicate = (name: string) => () => conflict(`重点客户「${name}」已登记`, '请在列表中搜索该客户并编辑，或换一个名称');

async function ownRow(tx: Tx, access: Access, id: number) {
  const row = await repository.find(tx, id);
  if (!row || !inScope(access.scope, row.merchant) || row.merchant !== access.merchant.id) throw notFound('重点客户');
  return row;
}

export async function create(db: Database, actor: Actor, body: Fields) {
  const access = actor.access;
  const fields = checked(body);
  return db.tenant(access.scope, async (tx) => {
    const id = await unlessDuplicate(() => repository.insert(tx, { merchant: access.merchant.id, ...fields, operator: access.manager.name }), duplicate(fields.name));
    await audit(tx, actor, target({ id, name: fields.name, merchant: access.merchant.id }), { after: audited(fields) });
    return { id };
  });
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.keyCustomerUpdate>) {
  const access = actor.access;
  const fields = checked(body);
  return db.tenant(access.scope, async (tx) => {
    const row = await ownRow(tx, access, body.id);
    await unlessDuplicate(() => repository.update(tx, row.id, fields), duplicate(fields.name));
    await audit(tx, actor, target(row), { before: audited(row), after: audited(fields) });
    return { id: row.id };
  });
}

export async function remove(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await ownRow(tx, access, id);
    await repository.remove(tx, row.id);
    await audit(tx, actor, target(row), { before: audited(row) });
    return { id: row.id };
  });
}
