import { CARD_ACL_MAX, CardKind, cardKinds, CardStatus, cardStatuses, LOGICAL_NO, maskPhone, PHYSICAL_NO, VIN_PATTERN, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { energyOwner, energyScope } from '../scope.js';
import { stationFor } from '../station/station.service.js';
import * as repository from './card.repository.js';

type Kind = 1 | 2 | 3;
type Status = 0 | 1 | 2;

/**
 * 启用 ⇄ 停用; 启用 or 停用 → 挂失; 挂失 → 启用 (解除挂失: the card found again). docs/decisions.md, "Energy cards, VINs
 * and virtual cards".
 */
const cardLifecycle = (kind: Kind): Lifecycle<Status> => ({
  what: kind === CardKind.vin ? 'VIN' : cardKinds[kind],
  names: cardStatuses,
  moves: {
    [CardStatus.enabled]: [CardStatus.disabled, CardStatus.lost],
    [CardStatus.disabled]: [CardStatus.enabled, CardStatus.lost],
    [CardStatus.lost]: [CardStatus.enabled],
  },
});

/** Each kind's audit target type (so a timeline never mixes a VIN with a card number of the same digits). */
const targetTypes = { 1: 'energy_card', 2: 'energy_vin', 3: 'energy_virtual_card' } as const;
const target = (c: { kind: number; card_no: string; holder_name: string; merchant: number }) => ({ type: targetTypes[c.kind as Kind], id: c.card_no, name: c.holder_name, merchant: c.merchant });
const kindName = (kind: number) => cardKinds[kind as Kind];

/** A card the caller may act on (locked for a change), else "not found": a card outside the scope is as if it did not exist. */
async function cardFor(tx: Tx, scope: Scope, key: { kind: number; card_no: string }, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, scope, key.kind, key.card_no.toUpperCase(), options);
  if (!row) throw notFound(kindName(key.kind));
  return row;
}

// ---- reading -----------------------------------------------------------------------------------------------------

type Row = repository.CardRow;
const shown = ({ id: _id, daily_max_amount: _a, max_power: _p, start_time: _s, end_time: _e, ...r }: Row) => ({ ...r, create_time: iso(r.create_time), update_time: iso(r.update_time) });
/** Lists carry the holder masked: 张* and 138****8000. */
const masked = (r: Row) => ({ ...shown(r), holder_name: `${r.holder_name.slice(0, 1)}${'*'.repeat(Math.max(1, r.holder_name.length - 1))}`, holder_mobile: maskPhone(r.holder_mobile) });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.energyCardList>) {
  const page = cappedPageOf(query);
  const filter: repository.Filter = {
    merchants: energyScope(access, 'card', 'list'),
    kind: query.kind,
    merchant: query.merchant,
    keywords: query.keywords?.replace(/\s+/g, '') || undefined,
    status: query.status,
    station_code: query.station_code,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(masked), total, page);
}

export async function get(db: Database, access: Access, key: CallQuery<typeof calls.energyCardGet>) {
  return shown(await db.tenant(access.scope, (tx) => cardFor(tx, energyScope(access, 'card', 'list'), key)));
}

/** The card's limits; a limit missing from a request (the console drops null values) is "no limit". */
const runtimeOf = (r: Partial<Pick<Row, 'daily_max_amount' | 'max_power' | 'start_time' | 'end_time'>>) => ({
  daily_max_amount: r.daily_max_amount ?? null,
  max_power: r.max_power ?? null,
  start_time: r.start_time ?? null,
  end_time: r.end_time ?? null,
});

export async function runtime(db: Database, access: Access, key: CallQuery<typeof calls.energyCardRuntimeGet>) {
  return runtimeOf(await db.tenant(access.scope, (tx) => cardFor(tx, energyScope(access, 'card', 'list'), key)));
}

export async function acl(db: Database, access: Access, key: CallQuery<typeof calls.energyCardAclList>) {
  return db.tenant(access.scope, async (tx) => {
    const card = await cardFor(tx, energyScope(access, 'card', 'list'), key);
    return (await repository.aclOf(tx, card.id)).map(({ station: _s, ...r }) => ({ ...r, create_time: iso(r.create_time) }));
  });
}

// ---- changing ----------------------------------------------------------------------------------------------------

type Holder = Pick<CallBody<typeof calls.energyCardCreate>, 'holder_name' | 'holder_mobile' | 'plate'>;

/** The holder tidied: a name of 2+ characters, the plate (a VIN's only) in capitals. */
function holderValues(kind: number, body: Holder) {
  const holder_name = body.holder_name.trim();
  if (holder_name.length < 2) throw badParameter('持卡人至少 2 个字', '请填写持卡人的姓名');
  const plate = kind === CardKind.vin ? (body.plate ?? '').replace(/\s+/g, '').toUpperCase() : '';
  return { holder_name, holder_mobile: body.holder_mobile, plate };
}

/** A kind's numbers: a physical card's printed and logical numbers, a VIN's 17 characters, none for a virtual card. */
function numbers(body: CallBody<typeof calls.energyCardCreate>) {
  const cardNo = body.card_no?.trim().toUpperCase();
  if (body.kind === CardKind.physical) {
    if (!cardNo || !new RegExp(PHYSICAL_NO).test(cardNo)) throw badParameter('实体卡号须为 8–20 位数字', '请按卡面印刷的物理卡号填写');
    if (!body.logical_no || !new RegExp(LOGICAL_NO).test(body.logical_no)) throw badParameter('逻辑卡号须为 8–20 位十六进制字符', '请读卡后填写芯片的逻辑卡号');
    return { card_no: cardNo, logical_no: body.logical_no.toUpperCase() };
  }
  if (body.logical_no) throw badParameter('只有实体卡有逻辑卡号', '请去掉逻辑卡号');
  if (body.kind === CardKind.vin) {
    if (!cardNo || !new RegExp(VIN_PATTERN).test(cardNo)) throw badParameter('VIN 须为 17 位字母和数字，且不含 I、O、Q', '请按行驶证上的车辆识别代号填写');
    return { card_no: cardNo, logical_no: '' };
  }
  if (cardNo) throw badParameter('虚拟卡号由系统生成', '新建虚拟卡时不要填写卡号');
  return undefined;
}

const taken = (kind: number) =>
  kind === CardKind.physical
    ? badParameter('该实体卡号或逻辑卡号已登记', '同一张卡不能重复登记；如卡已在其他商户登记，请先在原商户处理')
    : badParameter(`该${kindName(kind)}已登记`, '同一辆车的 VIN 不能重复登记');

const snapshot = (c: { holder_name: string; holder_mobile: string; plate: string; kind: number }) => ({
  // Mobiles are masked in the operation log, as everywhere it shows one.
  holder: `${c.holder_name} ${maskPhone(c.holder_mobile)}`,
  ...(c.kind === CardKind.vin ? { plate: c.plate } : {}),
});

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.energyCardCreate>) {
  const access = actor.access;
  const fixed = numbers(body);
  const holder = holderValues(body.kind, body);
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const merchantId = await energyOwner(tx, access, body.merchant, 'card', kindName(body.kind));
        const nos = fixed ?? { card_no: await repository.nextVirtualNo(tx), logical_no: '' };
        await repository.insert(tx, { ...nos, ...holder, kind: body.kind, merchant: merchantId, status: CardStatus.enabled });
        await audit(tx, actor, target({ ...nos, ...holder, kind: body.kind, merchant: merchantId }), {
          after: { card_no: nos.card_no, ...(nos.logical_no ? { logical_no: nos.logical_no } : {}), ...snapshot({ ...holder, kind: body.kind }), status: cardStatuses[CardStatus.enabled] },
        });
        return { kind: body.kind, card_no: nos.card_no };
      }),
    () => taken(body.kind),
  );
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.energyCardUpdate>) {
  const access = actor.access;
  const holder = holderValues(body.kind, body);
  return db.tenant(access.scope, async (tx) => {
    const row = await cardFor(tx, energyScope(access, 'card', 'update'), body, { lock: true });
    await repository.update(tx, row.id, holder);
    await audit(tx, actor, target({ ...row, ...holder }), { before: snapshot(row), after: snapshot({ ...holder, kind: row.kind }) });
    return { kind: row.kind, card_no: row.card_no };
  });
}

export async function setStatus(db: Database, actor: Actor, body: CallBody<typeof calls.energyCardStatus>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await cardFor(tx, energyScope(access, 'card', 'update'), body, { lock: true });
    assertTransition(cardLifecycle(body.kind), row.status as Status, body.status);
    await repository.update(tx, row.id, { status: body.status });
    await audit(tx, actor, target(row), { before: { status: cardStatuses[row.status as Status] }, after: { status: cardStatuses[body.status] } });
    return { kind: row.kind, card_no: row.card_no, status: body.status };
  });
}

const runtimeText = (r: ReturnType<typeof runtimeOf>) =>
  [
    r.daily_max_amount === null ? '每日金额不限' : `每日最高 ${(r.daily_max_amount / 100).toFixed(2)} 元`,
    r.max_power === null ? '功率不限' : `最大 ${r.max_power / 1000} kW`,
    r.start_time === null ? '全天可用' : `${r.start_time}-${r.end_time} 可用`,
  ].join('，');

export async function setRuntime(db: Database, actor: Actor, body: CallBody<typeof calls.energyCardRuntimeSet>) {
  const access = actor.access;
  const next = runtimeOf(body);
  if ((next.start_time === null) !== (next.end_time === null)) throw badParameter('可用时段须同时填写开始和结束时间', '全天可用请两者都不填');
  if (next.start_time !== null && next.start_time >= next.end_time!) throw badParameter('可用结束时间须晚于开始时间', '如 07:00 至 23:00；全天可用请两者都不填');
  return db.tenant(access.scope, async (tx) => {
    const row = await cardFor(tx, energyScope(access, 'card', 'update'), body, { lock: true });
    await repository.update(tx, row.id, next);
    await audit(tx, actor, target(row), { before: { runtime: runtimeText(runtimeOf(row)) }, after: { runtime: runtimeText(next) } });
    return next;
  });
}

type AclBody = CallBody<typeof calls.energyCardAclAdd>;

/** Only a station of the card's own merchant: another merchant's station is "not found" even to its partner. */
export async function addAcl(db: Database, actor: Actor, body: AclBody) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const card = await cardFor(tx, energyScope(access, 'card', 'update'), body, { lock: true });
    const station = await stationFor(tx, [card.merchant], body.station_code);
    if (card.acl_count >= CARD_ACL_MAX) throw badParameter(`每张卡最多指定 ${CARD_ACL_MAX} 个可用电站`, '不限电站时请清空列表（为空即本商户全部电站可用）');
    const added = await repository.addAcl(tx, { merchant: card.merchant, card: card.id, station: station.id });
    if (added.length === 0) throw badParameter(`电站「${station.name}」已在可用电站中`, '请选择其他电站');
    await audit(tx, actor, target(card), { after: { acl: `${station.name}（${station.station_code}）` } });
    return { station_code: station.station_code };
  });
}

export async function removeAcl(db: Database, actor: Actor, query: AclBody) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const card = await cardFor(tx, energyScope(access, 'card', 'update'), query, { lock: true });
    const station = await stationFor(tx, [card.merchant], query.station_code);
    const removed = await repository.removeAcl(tx, card.id, station.id);
    if (removed.length === 0) throw notFound('可用电站');
    await audit(tx, actor, target(card), { before: { acl: `${station.name}（${station.station_code}）` } });
    return { station_code: station.station_code };
  });
}
