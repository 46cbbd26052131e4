import { isLicencePlate, isVirtualPlate, normalPlate, PlateListKind, plateListNames, plateColours, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, missingPermission, notFound, unlessDuplicate } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import { chosenMerchant } from '../../../shared/scope.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { dayRange, iso, todayInChina } from '../../../shared/time.js';
import * as repository from './plate-list.repository.js';

/**
 * The blacklist (黑名单) and the park whitelist (白名单): plates of a park with a reason and a validity (permanent or a
 * period). One table; a plate is on at most one list of a park (the unique index, and a message naming the other list).
 */

type Kind = (typeof PlateListKind)[keyof typeof PlateListKind];
type Row = repository.EntryRow;
type Entry = CallBody<typeof calls.blacklistCreate>;

const targetType = { [PlateListKind.black]: 'parking_blacklist', [PlateListKind.white]: 'parking_whitelist', [PlateListKind.virtual]: 'parking_virtual_plate' } as const;
const target = (kind: Kind, r: { id: number; plate: string; merchant: number }) => ({ type: targetType[kind], id: r.id, name: r.plate, merchant: r.merchant });
const shown = ({ park: _park, list: _list, start_date, end_date, ...r }: Row) => ({
  ...r, permanent: start_date === null, start_date, end_date, create_time: iso(r.create_time), update_time: iso(r.update_time),
});
const validityText = (r: { start_date: string | null; end_date: string | null }) => (r.start_date ? `${r.start_date} 至 ${r.end_date}` : '永久有效');
const audited = (r: { plate: string; plate_color: number; reason: string; start_date: string | null; end_date: string | null }) => ({
  plate: r.plate, plate_color: plateColours[r.plate_color as keyof typeof plateColours] ?? String(r.plate_color), reason: r.reason, validity: validityText(r),
});

export async function list(db: Database, access: Access, kind: Kind, query: CallQuery<typeof calls.blacklistList>) {
  const page = pageOf(query);
  const filter: repository.Filter = {
    merchants: access.scope, list: kind, today: todayInChina(), merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined,
    plate: query.plate ? normalPlate(query.plate) || undefined : undefined, validity: query.validity, ...dayRange(query),
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

/** A virtual plate: 3–10 capitals, digits or Chinese characters, never a real plate (a real car could be charged for it). */
function assertVirtual(plate: string, given: string) {
  if (isLicencePlate(plate)) throw badParameter(`「${given}」是真实车牌的格式，不能作为虚拟车牌`, '虚拟车牌请以「虚」或「临」开头，如 虚B00001，避免与真实车牌重复');
  if (!isVirtualPlate(plate)) throw badParameter(`虚拟车牌「${given}」格式不正确`, '请输入 3–10 位汉字、大写字母或数字，如 虚B00001');
}

/** The entry's fields checked: a valid plate (a real one on the lists, a virtual one), a reason of 2+ characters, a period unless permanent. */
function checked(body: Omit<Entry, 'park_code'>, kind: Kind) {
  const plate = normalPlate(body.plate);
  if (kind === PlateListKind.virtual) assertVirtual(plate, body.plate);
  else if (!isLicencePlate(plate)) throw badParameter(`车牌号「${body.plate}」格式不正确`, '请输入正确的车牌号，如 粤B12345（新能源 粤BD12345）');
  const reason = body.reason.trim();
  if (reason.length < 2) throw badParameter(kind === PlateListKind.virtual ? '用途至少 2 个字' : '原因至少 2 个字', kind === PlateListKind.virtual ? '请说明这个虚拟车牌给谁、做什么用' : '请说明加入名单的原因');
  if (body.permanent) return { plate, plate_color: body.plate_color, reason, start_date: null, end_date: null };
  if (!body.start_date || !body.end_date) throw badParameter('请填写有效期的开始和结束日期', '不是永久有效时须填写有效期');
  if (body.start_date > body.end_date) throw badParameter('开始日期不能晚于结束日期', '请重新选择有效期');
  return { plate, plate_color: body.plate_color, reason, start_date: body.start_date, end_date: body.end_date };
}

/** A plate already on a list of the park: this list (a duplicate) or the other one (named). */
function onList(kind: Kind, plate: string, parkName: string, other: number) {
  return other === kind
    ? badParameter(`车牌号 ${plate} 已在${parkName}的${plateListNames[kind]}中`, '请在列表中查找并编辑原记录')
    : badParameter(`车牌号 ${plate} 已在${parkName}的${plateListNames[other as Kind]}中，不能同时加入${plateListNames[kind]}`, `请先将它移出${plateListNames[other as Kind]}`);
}

async function assertFree(tx: Tx, kind: Kind, merchant: number, park: { id: number; park_name: string }, plate: string, except?: number) {
  const existing = await repository.entryOf(tx, merchant, park.id, plate, except);
  if (existing) throw onList(kind, plate, park.park_name, existing.list);
}

export async function create(db: Database, actor: Actor, kind: Kind, body: Entry) {
  const access = actor.access;
  const fields = checked(body, kind);
  return db.tenant(access.scope, async (tx) => {
    const park = await repository.findPark(tx, body.park_code);
    if (!park || !inScope(access.scope, park.merchant)) throw notFound('停车场');
    await assertFree(tx, kind, park.merchant, park, fields.plate);
    // A concurrent add of the same plate loses on the unique index: which list took it is not known here.
    const id = await unlessDuplicate(
      () => repository.insert(tx, { merchant: park.merchant, park: park.id, list: kind, ...fields, operator: access.manager.name, operator_id: access.manager.id }),
      () => badParameter(`车牌号 ${fields.plate} 刚被加入${park.park_name}的名单`, '请刷新黑名单和白名单后再试'),
    );
    await audit(tx, actor, target(kind, { id, plate: fields.plate, merchant: park.merchant }), { after: { park: park.park_name, ...audited(fields) } });
    return { id };
  });
}

async function findChecked(tx: Tx, access: Access, kind: Kind, id: number, options = { lock: true }) {
  const row = await repository.find(tx, id, todayInChina(), options);
  if (!row || row.list !== kind || !inScope(access.scope, row.merchant)) throw notFound(`${plateListNames[kind]}记录`);
  return row;
}

/** One entry (the group's 黑名单详情); another merchant's answers "not found". */
export const get = (db: Database, access: Access, kind: Kind, id: number) =>
  db.tenant(access.scope, async (tx) => shown(await findChecked(tx, access, kind, id, { lock: false })));

export async function update(db: Database, actor: Actor, kind: Kind, body: CallBody<typeof calls.whitelistUpdate>) {
  const access = actor.access;
  const fields = checked(body, kind);
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, kind, body.id);
    await assertFree(tx, kind, row.merchant, { id: row.park, park_name: row.park_name }, fields.plate, row.id);
    await unlessDuplicate(
      () => repository.update(tx, row.id, fields),
      () => badParameter(`车牌号 ${fields.plate} 刚被加入${row.park_name}的名单`, '请刷新黑名单和白名单后再试'),
    );
    await audit(tx, actor, target(kind, { ...row, plate: fields.plate }), { before: audited(row), after: audited(fields) });
    return { id: row.id };
  });
}

export async function remove(db: Database, actor: Actor, kind: Kind, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, kind, id);
    await repository.remove(tx, row.id);
    await audit(tx, actor, target(kind, row), { before: { park: row.park_name, ...audited(row) } });
    return { id: row.id };
  });
}


/**
 * `PUT parking/virtual/plate`: 添加 without an id (`virtual:plate:create`), 编辑 with one (`virtual:plate:update`; the park
 * stays). The call admits either code; the one the body needs is checked here.
 */
export async function saveVirtual(db: Database, caller: Actor, body: CallBody<typeof calls.virtualPlateSave>) {
  const virtual = PlateListKind.virtual;
  const { id, park_code, ...entry } = body;
  const actor = { ...caller, action: id === undefined ? '添加虚拟车牌' : '编辑虚拟车牌' };
  const need = id === undefined ? 'parking:virtual:plate:create' : 'parking:virtual:plate:update';
  if (!caller.access.permissions.has(need)) throw missingPermission(need);
  if (id === undefined) return create(db, actor, virtual, { park_code, ...entry });
  const row = await db.tenant(actor.access.scope, (tx) => findChecked(tx, actor.access, virtual, id, { lock: false }));
  if (row.park_code !== park_code) throw badParameter('虚拟车牌的停车场不能修改', '要在另一个停车场使用，请在那里添加');
  return update(db, actor, virtual, { id, ...entry });
}
