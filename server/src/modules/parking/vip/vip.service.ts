import {
  Code, formatMoney, isLicencePlate, maskPhone, normalPlate, plateColours, vipPayTypes, VipState, vipStates, VipStatus,
  type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import { chosenMerchant } from '../../../shared/scope.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { once, type Idempotency } from '../../../shared/idempotency.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { addDays, dayRange, iso, periodEnd, todayInChina } from '../../../shared/time.js';
import * as repository from './vip.repository.js';

/**
 * Monthly cards (月卡): 1–3 plates of a holder in a park on one of its packages. Shown states 生效中 ⇄ 已暂停 (pause and
 * restore, with a reason); 已过期 is an active card past its end date, which 续费 brings back. Only a paused or expired
 * card is deleted. docs/decisions.md, "Vehicles: monthly cards, fixed-car applications, blacklist, whitelist".
 */
export const vipLifecycle: Lifecycle<number> = {
  what: '月卡',
  names: vipStates,
  moves: { [VipState.active]: [VipState.paused], [VipState.paused]: [VipState.active], [VipState.expired]: [] },
};

type Row = repository.VipRow;

/** A park locked by its number or id: its cards and packages change one at a time (the cap, the plates, a deletion). */
export const { lockPark, lockParkById } = repository;

const shown = ({ park: _park, status: _status, ...r }: Row) => ({ ...r, create_time: iso(r.create_time) });
const colourName = (colour: number) => plateColours[colour as keyof typeof plateColours] ?? String(colour);
const target = (r: { id: number; plates: string[]; merchant: number }) => ({ type: 'parking_vip', id: r.id, name: r.plates.join('、'), merchant: r.merchant });
/** What the audit log keeps of a card: the mobile masked. */
const audited = (r: { plates: string[]; plate_color: number; holder_name: string; mobile: string; space_no: string; package_name?: string }) => ({
  plates: r.plates.join('、'), plate_color: colourName(r.plate_color), holder_name: r.holder_name, mobile: maskPhone(r.mobile), space_no: r.space_no || '-', ...(r.package_name ? { package: r.package_name } : {}),
});

/** Plates as the product writes them, each valid (GA 36-2018), none twice. */
export function checkedPlates(plates: readonly string[]) {
  const normal = plates.map(normalPlate);
  const bad = plates.find((p, i) => !isLicencePlate(normal[i]!));
  if (bad !== undefined) throw badParameter(`车牌号「${bad}」格式不正确`, '请输入正确的车牌号，如 粤B12345（新能源 粤BD12345）');
  if (new Set(normal).size !== normal.length) throw badParameter('同一张月卡的车牌号不能重复', '每个车牌号只需填写一次');
  return normal;
}

export async function values(db: Database, access: Access, query: CallQuery<typeof calls.vipValues>) {
  return db.tenant(access.scope, (tx) => repository.packages(tx, access.scope, query.park_code || undefined));
}

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.vipList>) {
  const page = pageOf(query);
  if (query.start_date && query.end_date && query.start_date > query.end_date) throw badParameter('开始日期不能晚于结束日期', '请重新选择到期日期范围');
  const filter: repository.Filter = {
    merchants: access.scope, today: todayInChina(), merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined,
    plate: query.plate ? normalPlate(query.plate) || undefined : undefined, state: query.state, keywords: query.keywords?.trim() || undefined,
    endFrom: query.start_date, endTo: query.end_date, packageId: query.package,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map((r) => ({ ...shown(r), mobile: maskPhone(r.mobile) })), total, page);
}

async function findChecked(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, id, todayInChina(), options);
  if (!row || !inScope(access.scope, row.merchant)) throw notFound('月卡');
  return row;
}

/** A card with its renewals (newest first). Another merchant's answers "not found". */
export async function get(db: Database, access: Access, id: number) {
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, id);
    const renewals = await repository.renewals(tx, row.merchant, row.id);
    return { ...shown(row), renewals: renewals.map(({ merchant: _m, vip: _v, ...r }) => ({ ...r, create_time: iso(r.create_time) })) };
  });
}

/** Every card of one holder (by mobile) in the scope, the one ending first first (集团 › 个人月卡's detail); mobiles masked. */
export async function cardsOfHolder(tx: Tx, scope: Access['scope'], mobile: string) {
  const rows = await repository.page(tx, { merchants: scope, today: todayInChina(), mobile }, 500, 0);
  return rows.map((r) => ({ ...shown(r), mobile: maskPhone(r.mobile) }));
}

/** The park's package `id` (enabled), or 1400. */
async function packageOf(tx: Tx, id: number, parkId: number) {
  const found = await repository.findPackage(tx, id);
  if (!found || found.park !== parkId || found.status !== 1) throw badParameter('所选套餐不属于该停车场或已停用', '请重新选择该停车场的月卡套餐');
  return found;
}

/** A plate has one card in use per park; a park takes no more cards than its monthly-card cap. */
async function assertRoom(tx: Tx, card: { merchant: number; park: { id: number; park_name: string; cap: number }; plates: string[] }, today: string, except?: number) {
  const taken = await repository.holderOf(tx, card.merchant, card.park.id, card.plates, today, except);
  if (taken) {
    const plate = card.plates.find((p) => taken.plates.includes(p));
    throw badParameter(`车牌号 ${plate} 在${card.park.park_name}已有月卡（车主 ${taken.holder_name}）`, '同一停车场一个车牌只能办理一张月卡；请续费原月卡，或先删除它');
  }
  if (except === undefined) {
    if (card.park.cap === 0) throw badParameter(`${card.park.park_name}不办理月卡`, '该停车场的月卡上限为 0，请在停车场信息中调整');
    if ((await repository.countInUse(tx, card.merchant, card.park.id, today)) >= card.park.cap) {
      throw badParameter(`${card.park.park_name}的月卡已达上限 ${card.park.cap} 张`, '请先删除已过期或不再使用的月卡');
    }
  }
}

export interface NewCard {
  merchant: number;
  /** The park's id (locked here: one park's cards are opened one at a time). */
  park: number;
  package: number;
  plates: string[];
  plate_color: number;
  holder_name: string;
  mobile: string;
  space_no: string;
  start_date: string;
  /** Default: one period of the package from the start. */
  end_date?: string;
}

/** Opens a card in the caller's transaction (新增月卡, or an approved fixed-car application); the park is locked. */
export async function openIn(tx: Tx, actor: Actor, card: NewCard) {
  const today = todayInChina();
  const park = (await repository.lockParkById(tx, card.park))!;
  const chosen = await packageOf(tx, card.package, park.id);
  await assertRoom(tx, { ...card, park }, today);
  const end = card.end_date ?? periodEnd(card.start_date, chosen.period_months);
  if (end < card.start_date) throw badParameter('到期日期不能早于开始日期', '请重新选择月卡的有效期');
  const values = { merchant: card.merchant, park: park.id, package: chosen.id, plates: card.plates, plate_color: card.plate_color, holder_name: card.holder_name, mobile: card.mobile, space_no: card.space_no, start_date: card.start_date, end_date: end };
  const id = await repository.insert(tx, values);
  await audit(tx, actor, target({ id, ...values }), { after: { ...audited({ ...values, package_name: chosen.name }), start_date: card.start_date, end_date: end } });
  return id;
}

/** The park of a write: in the caller's scope and locked, or "not found". */
async function parkFor(tx: Tx, access: Access, parkCode: string) {
  const park = await repository.lockPark(tx, parkCode);
  if (!park || !inScope(access.scope, park.merchant)) throw notFound('停车场');
  return park;
}

const holderName = (name: string) => {
  const trimmed = name.trim();
  if (trimmed.length < 2) throw badParameter('车主姓名至少 2 个字', '请填写车主的真实姓名');
  return trimmed;
};

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.vipCreate>) {
  const access = actor.access;
  const plates = checkedPlates(body.plates);
  const holder = holderName(body.holder_name);
  if (body.end_date < body.start_date) throw badParameter('到期日期不能早于开始日期', '请重新选择月卡的有效期');
  return db.tenant(access.scope, async (tx) => {
    const park = await parkFor(tx, access, body.park_code);
    const id = await openIn(tx, actor, {
      merchant: park.merchant, park: park.id, package: body.package, plates, plate_color: body.plate_color, holder_name: holder, mobile: body.mobile,
      space_no: body.space_no?.trim() ?? '', start_date: body.start_date, end_date: body.end_date,
    });
    return { id };
  });
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.vipUpdate>) {
  const access = actor.access;
  const plates = checkedPlates(body.plates);
  const holder = holderName(body.holder_name);
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, body.id, { lock: true });
    const park = (await repository.lockParkById(tx, row.park))!;
    const chosen = await packageOf(tx, body.package, row.park);
    await assertRoom(tx, { merchant: row.merchant, park, plates }, todayInChina(), row.id);
    const values = { plates, plate_color: body.plate_color, holder_name: holder, mobile: body.mobile, space_no: body.space_no?.trim() ?? '', package: chosen.id };
    await repository.update(tx, row.id, values);
    await audit(tx, actor, target({ ...row, plates }), { before: audited(row), after: audited({ ...values, package_name: chosen.name }) });
    return { id: row.id };
  });
}

/** 删除: only a paused or expired card (an active one is paused first, so that a car is never cut off by a slip). */
export async function remove(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, id, { lock: true });
    if (row.state === VipState.active) throw new AppError(Code.ILLEGAL_TRANSITION, `月卡 ${row.plates.join('、')} 生效中，不能删除`, '请先暂停该月卡，或等它过期后再删除');
    await repository.remove(tx, row.merchant, row.id);
    await audit(tx, actor, target(row), { before: { ...audited(row), state: vipStates[row.state as keyof typeof vipStates], end_date: row.end_date } });
    return { id: row.id };
  });
}

async function move(db: Database, actor: Actor, body: { id: number; reason: string }, to: typeof VipState.active | typeof VipState.paused) {
  const access = actor.access;
  const reason = body.reason.trim();
  if (reason.length < 2) throw badParameter(`${to === VipState.paused ? '暂停' : '恢复'}原因至少 2 个字`, '请说明原因，操作记录里会保留');
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, body.id, { lock: true });
    assertTransition(vipLifecycle, row.state, to);
    const paused = to === VipState.paused;
    await repository.update(tx, row.id, { status: paused ? VipStatus.paused : VipStatus.active, pause_reason: paused ? reason : '' });
    const state = paused ? VipState.paused : row.end_date < todayInChina() ? VipState.expired : VipState.active;
    await audit(tx, actor, target(row), { before: { state: vipStates[row.state as keyof typeof vipStates] }, after: { state: vipStates[state], reason } });
    return { id: row.id, state };
  });
}

export const pause = (db: Database, actor: Actor, body: CallBody<typeof calls.vipPause>) => move(db, actor, body, VipState.paused);
export const restore = (db: Database, actor: Actor, body: CallBody<typeof calls.vipRestore>) => move(db, actor, body, VipState.active);

/**
 * 续费: N periods of the card's package from the day after its end (or from today, when it has expired); the amount is
 * the package's price times N, checked against what the page showed. The renewal row, the card's new end date and the
 * audit entry in one transaction, once per Idempotency-Key. A paused card is restored first.
 */
export async function renew(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.vipRenewal>) {
  const access = actor.access;
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const row = await findChecked(tx, access, body.id, { lock: true });
      if (row.state === VipState.paused) throw new AppError(Code.ILLEGAL_TRANSITION, `月卡 ${row.plates.join('、')} 已暂停，不能续费`, '请先恢复该月卡再续费');
      const amount = row.price * body.periods;
      if (amount !== body.amount) {
        throw badParameter(`应收金额应为 ${formatMoney(amount)} 元（${row.package_name} ${formatMoney(row.price)} 元 × ${body.periods}）`, '套餐价格可能已调整，请刷新页面后重新续费');
      }
      const today = todayInChina();
      const start = row.end_date < today ? today : addDays(row.end_date, 1);
      const months = row.period_months * body.periods;
      const end = periodEnd(start, months);
      const renewal = await repository.insertRenewal(tx, {
        merchant: row.merchant, vip: row.id, periods: body.periods, months, amount, pay_type: body.pay_type, start_date: start, end_date: end, operator: access.manager.name,
      });
      await repository.update(tx, row.id, { end_date: end });
      await audit(tx, actor, target(row), {
        before: { end_date: row.end_date, state: vipStates[row.state as keyof typeof vipStates] },
        after: { end_date: end, renewal: `${body.periods} × ${row.package_name}，${months} 个月`, amount: `${formatMoney(amount)} 元`, pay_type: vipPayTypes[body.pay_type] },
      });
      return { id: row.id, renewal, amount, end_date: end };
    }),
  );
}

/** 续费记录 across the cards in scope (the group's members'), newest first. */
/** One renewal of a card in scope (续费详情); another's answers "not found". */
export async function renewalGet(db: Database, access: Access, id: number) {
  const [row] = await db.tenant(access.scope, (tx) => repository.renewalPage(tx, { merchants: access.scope, id }, 1, 0));
  if (!row) throw notFound('续费记录');
  return { ...row, create_time: iso(row.create_time) };
}

export async function renewalList(db: Database, access: Access, query: CallQuery<typeof calls.groupVipRenewalList>) {
  const page = pageOf(query);
  const filter: repository.RenewalFilter = {
    merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined, plate: query.plate ? normalPlate(query.plate) || undefined : undefined,
    payType: query.pay_type, ...dayRange(query),
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.renewalPage(tx, filter, page.size, page.offset), total: await repository.renewalTotal(tx, filter) }));
  return listPayload(rows.map((r) => ({ ...r, create_time: iso(r.create_time) })), total, page);
}
