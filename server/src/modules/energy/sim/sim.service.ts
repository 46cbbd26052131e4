import { addDays, daysBetween, EnergyStatus, energyStatuses, simOperators, SIM_EXPIRING_DAYS, todayInChina, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { energyOwner, energyScope } from '../scope.js';
import * as repository from './sim.repository.js';

/**
 * SIM cards of the chargers (`energy/sim…`). A SIM binds at most one device of its merchant; the device's `iccid` is
 * written in the same transaction. docs/decisions.md, "Energy configuration: blacklist, whitelist, SIM, logs, apps, map
 * referrals".
 */

const lifecycle: Lifecycle<number> = { what: 'SIM 卡', names: energyStatuses, moves: { 1: [0], 0: [1] } };
const target = (r: { id: number; iccid: string; merchant: number }) => ({ type: 'energy_sim', id: r.id, name: r.iccid, merchant: r.merchant });

/** Days from today (UTC+8) to the expiry day: 0 on the day, negative once expired. */
const daysLeft = (expire: string, today: string) => (expire >= today ? daysBetween(today, expire) - 1 : -(daysBetween(expire, today) - 1));

const shown =
  (today: string) =>
  ({ device: _device, ...r }: repository.SimRow) => ({ ...r, days_left: daysLeft(r.expire_date, today), create_time: iso(r.create_time), update_time: iso(r.update_time) });

async function simFor(tx: Tx, scope: Scope, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, scope, id, options);
  if (!row) throw notFound('SIM 卡');
  return row;
}

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.energySimList>) {
  const page = cappedPageOf(query);
  const today = todayInChina();
  const expiry =
    query.expiry === 1 ? { notExpiredOn: today, expireBy: addDays(today, SIM_EXPIRING_DAYS) } : query.expiry === 2 ? { expireBy: addDays(today, -1) } : {};
  const filter: repository.Filter = {
    merchants: energyScope(access, 'sim', 'list'),
    merchant: query.merchant,
    station_code: query.station_code,
    keywords: query.keywords?.replace(/\s+/g, '') || undefined,
    operator: query.operator,
    status: query.status,
    ...expiry,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown(today)), total, page);
}

type FieldsBody = Omit<CallBody<typeof calls.energySimUpdate>, 'id'>;

const valuesOf = (body: FieldsBody) => ({
  msisdn: body.msisdn ?? '',
  operator: body.operator,
  plan_mb: body.plan_mb,
  expire_date: body.expire_date,
  notes: body.notes?.trim() ?? '',
});

/** The device to bind (the SIM's merchant's, not bound to another SIM — the unique index is the last line). */
async function deviceFor(tx: Tx, merchantId: number, code: string | undefined) {
  if (!code) return null;
  const device = await repository.deviceOf(tx, merchantId, code.trim());
  if (!device) throw badParameter(`设备 ${code} 不存在或不属于该 SIM 卡的商户`, '只能绑定同一商户的设备');
  return device;
}

const snapshot = (r: { msisdn: string; operator: number; plan_mb: number; expire_date: string; notes: string; device_code: string | null }) => ({
  msisdn: r.msisdn,
  operator: simOperators[r.operator as keyof typeof simOperators],
  plan_mb: r.plan_mb,
  expire_date: r.expire_date,
  device: r.device_code ?? '未绑定',
  notes: r.notes,
});

const bound = (code: string) => () => badParameter(`该 ICCID 已登记，或设备 ${code} 已绑定其他 SIM 卡`, 'ICCID 全平台唯一，一台设备只能绑定一张 SIM 卡；请先解绑原卡');

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.energySimCreate>) {
  const access = actor.access;
  const iccid = body.iccid.toUpperCase();
  const values = valuesOf(body);
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const merchantId = await energyOwner(tx, access, body.merchant, 'sim', 'SIM 卡');
        const device = await deviceFor(tx, merchantId, body.device_code);
        const { id } = await repository.insert(tx, { ...values, iccid, merchant: merchantId, device: device?.id ?? null, status: EnergyStatus.enabled });
        if (device) await repository.setDeviceIccid(tx, [device.id], iccid);
        await audit(tx, actor, target({ id, iccid, merchant: merchantId }), { after: snapshot({ ...values, device_code: device?.device_code ?? null }) });
        return { id };
      }),
    bound(body.device_code ?? ''),
  );
}

/** Everything but the ICCID; a new device takes the ICCID, a device let go loses it (same transaction). */
export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.energySimUpdate>) {
  const access = actor.access;
  const values = valuesOf(body);
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const row = await simFor(tx, energyScope(access, 'sim', 'update'), body.id, { lock: true });
        const device = await deviceFor(tx, row.merchant, body.device_code);
        const nextDevice = device?.id ?? null;
        await repository.update(tx, row.id, { ...values, device: nextDevice });
        if (row.device !== nextDevice) {
          if (row.device) await repository.setDeviceIccid(tx, [row.device], '');
          if (device) await repository.setDeviceIccid(tx, [device.id], row.iccid);
        }
        await audit(tx, actor, target(row), { before: snapshot(row), after: snapshot({ ...values, device_code: device?.device_code ?? null }) });
        return { id: row.id };
      }),
    bound(body.device_code ?? ''),
  );
}

export async function setStatus(db: Database, actor: Actor, body: CallBody<typeof calls.energySimStatus>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await simFor(tx, energyScope(access, 'sim', 'update'), body.id, { lock: true });
    assertTransition(lifecycle, row.status, body.status);
    await repository.update(tx, row.id, { status: body.status });
    await audit(tx, actor, target(row), { before: { status: energyStatuses[row.status as 0 | 1] }, after: { status: energyStatuses[body.status] } });
    return { id: row.id };
  });
}

/** The bound device loses its ICCID with it. */
export async function remove(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await simFor(tx, energyScope(access, 'sim', 'delete'), id, { lock: true });
    await repository.remove(tx, row.id);
    if (row.device) await repository.setDeviceIccid(tx, [row.device], '');
    await audit(tx, actor, target(row), { before: { iccid: row.iccid, ...snapshot(row) } });
    return { id: row.id };
  });
}
