import { Code, energyStatuses, PortState, portStates, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { energyPort } from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition } from '../../../shared/lifecycle.js';
import { cappedPageOf, cappedTotal, listPayload } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { energyScope } from '../scope.js';
import { energyLifecycle } from '../station/station.service.js';
import * as repository from './port.repository.js';

const portLifecycle = energyLifecycle('端口');

const shown = (r: repository.PortRow) => ({ ...r, update_time: iso(r.update_time) });
const target = (p: { id: number; device_code: string; port_no: number; merchant: number }) => ({ type: 'energy_device', id: p.device_code, name: p.device_code, merchant: p.merchant });

/** A device's ports in order (its detail). */
export async function ofDevice(tx: Tx, scope: Scope, device: number) {
  return (await repository.page(tx, { merchants: scope, device }, 100, 0)).map(shown);
}

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.energyPortList>) {
  const page = cappedPageOf(query);
  const filter: repository.Filter = {
    merchants: energyScope(access, 'port', 'list'),
    merchant: query.merchant,
    station_code: query.station_code,
    device_code: query.device_code,
    state: query.state,
    status: query.status,
    type: query.type,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({
    rows: await repository.page(tx, filter, page.size, page.offset),
    total: await cappedTotal(tx, energyPort, repository.where(filter)),
  }));
  return listPayload(rows.map(shown), total, page);
}

async function portFor(tx: Tx, access: Access, id: number) {
  const row = await repository.find(tx, energyScope(access, 'port', 'update'), id, { lock: true });
  if (!row) throw notFound('端口');
  return row;
}

/** 启用 / 停用 a port for service. The operation log records it on the device. */
export async function setStatus(db: Database, actor: Actor, body: CallBody<typeof calls.energyPortStatus>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await portFor(tx, access, body.id);
    assertTransition(portLifecycle, row.status, body.status);
    await repository.update(tx, row.id, { status: body.status });
    await audit(tx, actor, target(row), { before: { [`port_${row.port_no}`]: energyStatuses[row.status as 0 | 1] }, after: { [`port_${row.port_no}`]: energyStatuses[body.status] } });
    return { id: row.id, status: body.status };
  });
}

/** Removes a port from its charger; refused while it is charging. */
export async function remove(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await portFor(tx, access, id);
    if (row.state === PortState.charging) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `${row.device_code} 的 ${row.port_no} 号端口正在充电，不能删除`, '请等待充电结束后再删除');
    }
    await repository.remove(tx, row.id);
    await audit(tx, actor, target(row), { before: { [`port_${row.port_no}`]: `${row.port_no} 号端口（${portStates[row.state as keyof typeof portStates] ?? row.state}）` } });
    return { id: row.id };
  });
}

/**
 * A session on this port was stopped from the console (energy orders): the port leaves 充电中 for 占用 until the gateway
 * reports the connector unplugged. A removed charger (`device` null) has no port left to change.
 */
export async function afterChargingStopped(tx: Tx, device: number | null, portNo: number) {
  if (device !== null) await repository.chargingEnded(tx, device, portNo);
}
