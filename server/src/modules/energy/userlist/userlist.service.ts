import { identityHints, identityPatterns, identityTypes, todayInChina, UserListState, userListKinds, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { badParameter, conflict, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { energyOwner, energyScope } from '../scope.js';
import { stationIn } from '../station-ref.js';
import * as repository from './userlist.repository.js';

/**
 * 用户黑名单 (kind 1, `energy/user/acl`) and 白名单 (kind 2, `energy/whitelist`). docs/decisions.md, "Energy configuration:
 * blacklist, whitelist, SIM, logs, apps, map referrals".
 */
export type Kind = 1 | 2;
type IdentityTypeValue = keyof typeof identityTypes;

const noun = (kind: Kind) => userListKinds[kind];
const targetType = (kind: Kind) => (kind === 1 ? 'energy_blacklist' : 'energy_whitelist');
const target = (kind: Kind, r: { id: number; identity: string; merchant: number }) => ({ type: targetType(kind), id: r.id, name: r.identity, merchant: r.merchant });

/** 在名单中 (1) ⇄ 已移除 (0). */
const lifecycle = (kind: Kind): Lifecycle<number> => ({ what: `${noun(kind)}用户`, names: { 1: `在${noun(kind)}中`, 0: '已移除' }, moves: { 1: [0], 0: [1] } });

const stateOf = (r: { status: number; expire_date: string | null }, today: string) =>
  r.status === 0 ? UserListState.removed : r.expire_date && r.expire_date < today ? UserListState.expired : UserListState.active;

const shown =
  (today: string) =>
  ({ station: _station, ...r }: repository.EntryRow) => ({ ...r, state: stateOf(r, today), create_time: iso(r.create_time), update_time: iso(r.update_time) });

async function entryFor(tx: Tx, scope: Scope, kind: Kind, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, scope, kind, id, options);
  if (!row) throw notFound(`${noun(kind)}用户`);
  return row;
}

export async function list(db: Database, access: Access, kind: Kind, query: CallQuery<typeof calls.energyBlacklistList>) {
  const page = cappedPageOf(query);
  const today = todayInChina();
  const filter: repository.Filter = {
    merchants: energyScope(access, 'acl', 'list'),
    kind,
    merchant: query.merchant,
    station_code: query.station_code,
    identity_type: query.identity_type,
    keywords: query.keywords?.replace(/\s+/g, '') || undefined,
    state: query.state,
    today,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown(today)), total, page);
}

/** The canonical identity: whitespace removed, a VIN in capitals; refused unless it has its type's form. */
export function identityOf(type: IdentityTypeValue, value: string) {
  const text = value.replace(/\s+/g, '');
  const identity = type === 3 ? text.toUpperCase() : text;
  if (!new RegExp(identityPatterns[type]).test(identity)) throw badParameter(`请输入正确的${identityTypes[type]}`, `${identityTypes[type]}应为${identityHints[type]}`);
  return identity;
}

type EntryBody = Pick<CallBody<typeof calls.energyBlacklistCreate>, 'name' | 'reason' | 'permanent' | 'expire_date'>;

/** Name, reason and the last day (today or later) unless long-term. */
function entryValues(body: EntryBody, today: string) {
  const reason = body.reason.trim();
  if (reason.length < 2) throw badParameter('原因至少 2 个字', '请写明加入名单的原因');
  if (!body.permanent && !body.expire_date) throw badParameter('请选择有效期至', '或选择长期有效');
  if (!body.permanent && body.expire_date! < today) throw badParameter('有效期至不能早于今天', '请重新选择日期');
  return { name: body.name?.trim() ?? '', reason, expire_date: body.permanent ? null : body.expire_date! };
}

const snapshot = (r: { name: string; reason: string; expire_date: string | null; station_name?: string | null }) => ({
  ...(r.station_name !== undefined ? { station: r.station_name ?? '全部电站' } : {}),
  name: r.name,
  reason: r.reason,
  expire_date: r.expire_date ?? '长期有效',
});

/** The same user may not be on the other list where the stations meet. */
async function refuseClash(tx: Tx, kind: Kind, entry: Omit<Parameters<typeof repository.clash>[1], 'kind'>, today: string) {
  const other = await repository.clash(tx, { ...entry, kind }, today);
  if (other) {
    const where = other.station_name ? `电站「${other.station_name}」` : '全部电站';
    throw badParameter(`该用户已在${noun(kind === 1 ? 2 : 1)}中（${where}）`, `同一用户不能同时在黑名单和白名单中，请先移除其${noun(kind === 1 ? 2 : 1)}记录`);
  }
}

const listedTwice = (kind: Kind) => () => badParameter(`该用户已在${noun(kind)}中`, '同一电站（或全部电站）下同一用户只需添加一次；如需修改请编辑原记录');

export async function create(db: Database, actor: Actor, kind: Kind, body: CallBody<typeof calls.energyBlacklistCreate>) {
  const access = actor.access;
  const today = todayInChina();
  const identity = identityOf(body.identity_type, body.identity);
  const values = entryValues(body, today);
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        // A station's entry is the station's merchant's; a merchant-wide one is the caller's or the named merchant's.
        const station = body.station_code ? await stationIn(tx, energyScope(access, 'acl', 'create'), body.station_code) : undefined;
        if (station && body.merchant && body.merchant !== station.merchant) throw badParameter('电站不属于所选商户', '请重新选择电站或商户');
        const merchantId = station ? station.merchant : await energyOwner(tx, access, body.merchant, 'acl', `${noun(kind)}用户`);
        const entry = { merchant: merchantId, station: station?.id ?? null, identity_type: body.identity_type, identity };
        await refuseClash(tx, kind, entry, today);
        const { id } = await repository.insert(tx, { ...entry, kind, ...values, operator: access.manager.name || access.manager.account });
        await audit(tx, actor, target(kind, { id, identity, merchant: merchantId }), {
          after: { identity: `${identityTypes[body.identity_type]} ${identity}`, ...snapshot({ ...values, station_name: station?.name ?? null }) },
        });
        return { id };
      }),
    listedTwice(kind),
  );
}

export async function update(db: Database, actor: Actor, kind: Kind, body: CallBody<typeof calls.energyBlacklistUpdate>) {
  const access = actor.access;
  const values = entryValues(body, todayInChina());
  return db.tenant(access.scope, async (tx) => {
    const row = await entryFor(tx, energyScope(access, 'acl', 'update'), kind, body.id, { lock: true });
    if (row.status === 0) throw conflict(`该${noun(kind)}用户已移除，不能编辑`, '请先恢复再编辑');
    await repository.update(tx, row.id, values);
    await audit(tx, actor, target(kind, row), { before: snapshot(row), after: snapshot(values) });
    return { id: row.id };
  });
}

/** 移除 (0) keeps the entry as history; 恢复 (1) lists the user again (if not listed meanwhile, nor on the other list). */
export async function setStatus(db: Database, actor: Actor, kind: Kind, body: CallBody<typeof calls.energyBlacklistStatus>) {
  const access = actor.access;
  const today = todayInChina();
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const row = await entryFor(tx, energyScope(access, 'acl', 'update'), kind, body.id, { lock: true });
        assertTransition(lifecycle(kind), row.status, body.status);
        if (body.status === 1) await refuseClash(tx, kind, row, today);
        await repository.update(tx, row.id, { status: body.status, operator: access.manager.name || access.manager.account });
        await audit(tx, actor, target(kind, row), { before: { status: lifecycle(kind).names[row.status] }, after: { status: lifecycle(kind).names[body.status] } });
        return { id: row.id };
      }),
    listedTwice(kind),
  );
}
