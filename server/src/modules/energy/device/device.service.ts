import { Code, deviceProtocols, EnergyStatus, energyStatuses, PortState, portTypes, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { energyDevice } from '../../../db/schema/index.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition } from '../../../shared/lifecycle.js';
import { cappedPageOf, cappedTotal, listPayload } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as ports from '../port/port.service.js';
import { energyReadScope, energyScope } from '../scope.js';
import { energyLifecycle, stationFor } from '../station/station.service.js';
import * as repository from './device.repository.js';

const deviceLifecycle = energyLifecycle('设备');

type Row = repository.DeviceRow;
const shown = ({ id: _id, station_id: _station, charging_count: _charging, ...r }: Row) => ({
  ...r,
  last_heartbeat_time: r.last_heartbeat_time ? iso(r.last_heartbeat_time) : null,
  create_time: iso(r.create_time),
  update_time: iso(r.update_time),
});

const snapshot = (d: { vendor: string; model: string; protocol: string; firmware_version: string; iccid: string; status?: number }) => ({
  vendor: d.vendor,
  model: d.model,
  protocol: deviceProtocols[d.protocol as keyof typeof deviceProtocols] ?? d.protocol,
  firmware_version: d.firmware_version,
  iccid: d.iccid,
  ...(d.status !== undefined ? { status: energyStatuses[d.status as 0 | 1] ?? d.status } : {}),
});
const target = (d: { device_code: string; merchant: number }) => ({ type: 'energy_device', id: d.device_code, name: d.device_code, merchant: d.merchant });
const codeTaken = (code: string) => badParameter(`设备编号 ${code} 已被使用`, '设备编号是设备的序列号，全平台唯一；请核对铭牌上的序列号');

/** A device the caller may act on (locked for a change), else "not found". */
async function deviceFor(tx: Tx, scope: Scope, code: string, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, scope, code, options);
  if (!row) throw notFound('设备');
  return row;
}

export const filterOf = (merchants: Scope, query: Omit<CallQuery<typeof calls.energyDeviceExport>, 'format'>): repository.Filter => ({
  merchants,
  merchant: query.merchant,
  keywords: query.keywords?.trim() || undefined,
  station_code: query.station_code,
  online: query.online === undefined ? undefined : query.online === 1,
  status: query.status,
  protocol: query.protocol,
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.energyDeviceList>) {
  const page = cappedPageOf(query);
  const filter = filterOf(energyScope(access, 'device', 'list'), query);
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({
    rows: await repository.page(tx, filter, page.size, page.offset),
    total: await cappedTotal(tx, energyDevice, repository.where(filter)),
  }));
  return listPayload(rows.map(shown), total, page);
}

export async function get(db: Database, access: Access, code: string) {
  const scope = energyScope(access, 'device', 'list');
  return db.tenant(access.scope, async (tx) => {
    const row = await deviceFor(tx, scope, code);
    return { ...shown(row), ports: await ports.ofDevice(tx, scope, row.id) };
  });
}

export async function brief(db: Database, access: Access, query: CallQuery<typeof calls.energyDeviceBrief>) {
  const filter: repository.Filter = { merchants: energyReadScope(access), keywords: query.keywords?.trim() || undefined, station_code: query.station_code };
  return db.tenant(access.scope, (tx) => repository.brief(tx, filter, 20));
}

const fieldsOf = (body: Pick<CallBody<typeof calls.energyDeviceCreate>, 'vendor' | 'model' | 'protocol' | 'firmware_version' | 'iccid'>) => {
  const vendor = body.vendor.trim();
  const model = body.model.trim();
  if (!vendor) throw badParameter('请填写设备厂商', '如：特来电、星星充电');
  if (!model) throw badParameter('请填写设备型号', '见设备铭牌');
  return { vendor, model, protocol: body.protocol, firmware_version: body.firmware_version?.trim() ?? '', iccid: body.iccid?.toUpperCase() ?? '' };
};

/** The charger with its ports 1..n (one type and power), in one transaction. */
export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.energyDeviceCreate>) {
  const access = actor.access;
  const fields = fieldsOf(body);
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const station = await stationFor(tx, energyScope(access, 'device', 'create'), body.station_code, { lock: true });
        const id = await repository.insert(tx, { ...fields, device_code: body.device_code, merchant: station.merchant, station: station.id, status: EnergyStatus.enabled });
        await repository.insertPorts(
          tx,
          Array.from({ length: body.port_count }, (_, i) => ({ merchant: station.merchant, device: id, port_no: i + 1, type: body.port_type, max_power: body.max_power, state: PortState.offline })),
        );
        await audit(tx, actor, target({ device_code: body.device_code, merchant: station.merchant }), {
          after: { station: `${station.name}（${station.station_code}）`, ...snapshot(fields), ports: `${body.port_count} 个 ${portTypes[body.port_type]}端口，单口 ${body.max_power / 1000} kW` },
        });
        return { device_code: body.device_code, port_count: body.port_count };
      }),
    () => codeTaken(body.device_code),
  );
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.energyDeviceUpdate>) {
  const access = actor.access;
  const fields = fieldsOf(body);
  return db.tenant(access.scope, async (tx) => {
    const row = await deviceFor(tx, energyScope(access, 'device', 'update'), body.device_code, { lock: true });
    await repository.update(tx, row.id, fields);
    await audit(tx, actor, target(row), { before: snapshot(row), after: snapshot(fields) });
    return { device_code: row.device_code };
  });
}

export async function setStatus(db: Database, actor: Actor, body: CallBody<typeof calls.energyDeviceStatus>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await deviceFor(tx, energyScope(access, 'device', 'update'), body.device_code, { lock: true });
    assertTransition(deviceLifecycle, row.status, body.status);
    await repository.update(tx, row.id, { status: body.status });
    await audit(tx, actor, target(row), { before: { status: energyStatuses[row.status as 0 | 1] }, after: { status: energyStatuses[body.status] } });
    return { device_code: row.device_code, status: body.status };
  });
}

/** Refused while one of its ports is charging; its ports go with it, its alarms keep its number. */
export async function remove(db: Database, actor: Actor, code: string) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await deviceFor(tx, energyScope(access, 'device', 'delete'), code, { lock: true });
    if (row.charging_count > 0) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `设备 ${row.device_code} 有 ${row.charging_count} 个端口正在充电，不能删除`, '请等待充电结束后再删除');
    }
    await repository.remove(tx, row.id);
    await audit(tx, actor, target(row), { before: { station: `${row.station_name}（${row.station_code}）`, ...snapshot(row), ports: `${row.port_count} 个端口` } });
    return { device_code: row.device_code };
  });
}
