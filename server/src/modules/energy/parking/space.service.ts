import {
  Code,
  DEFAULT_PARKING_SETTING,
  parkingFeeModes,
  type CallBody,
  type CallQuery,
  type calls,
  type ParkingSettingValue,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { energyScope } from '../scope.js';
import { stationFor } from '../station/station.service.js';
import * as repository from './space.repository.js';

/**
 * A station's parking setting (停车费设置) and spaces (车位): the station's own configuration, so reading needs the
 * platform's station list code and changing its station update code (as 电站配置 does). docs/decisions.md, "Energy
 * parking fees and appointments".
 */

const readable = (access: Access) => energyScope(access, 'station', 'list');
const changeable = (access: Access) => energyScope(access, 'station', 'update');
const stationTarget = (s: { station_code: string; name: string; merchant: number }) => ({ type: 'energy_station', id: s.station_code, name: s.name, merchant: s.merchant });

// ---- the parking setting -----------------------------------------------------------------------------------------

type SettingRow = NonNullable<Awaited<ReturnType<typeof repository.settingOf>>>;
const settingOfRow = (r: SettingRow): ParkingSettingValue => ({
  mode: r.mode,
  free_minutes: r.free_minutes,
  unit_minutes: r.unit_minutes as ParkingSettingValue['unit_minutes'],
  unit_price: r.unit_price,
  day_cap: r.day_cap,
});

/** The setting a station's stays are priced with: the saved one, else free parking. */
export async function parkingSettingOf(tx: Tx, merchantId: number, stationId: number): Promise<ParkingSettingValue> {
  const row = await repository.settingOf(tx, merchantId, stationId);
  return row ? settingOfRow(row) : DEFAULT_PARKING_SETTING;
}

export async function getSetting(db: Database, access: Access, stationCode: string) {
  return db.tenant(access.scope, async (tx) => {
    const station = await stationFor(tx, readable(access), stationCode);
    const row = await repository.settingOf(tx, station.merchant, station.id);
    return { station_code: station.station_code, setting: row ? settingOfRow(row) : DEFAULT_PARKING_SETTING, update_time: row ? iso(row.update_time) : null };
  });
}

const yuan = (fen: number) => `${(fen / 100).toFixed(2)} 元`;
const settingText = (s: ParkingSettingValue) => ({
  parking_mode: parkingFeeModes[s.mode as 0 | 1 | 2],
  ...(s.mode === 0
    ? {}
    : { free_minutes: `${s.free_minutes} 分钟`, unit_price: `${yuan(s.unit_price)} / ${s.unit_minutes} 分钟`, day_cap: s.day_cap ? yuan(s.day_cap) : '不封顶' }),
});

export async function setSetting(db: Database, actor: Actor, body: CallBody<typeof calls.energyParkingSettingSet>) {
  const access = actor.access;
  const { station_code, ...setting } = body;
  if (setting.mode !== 0 && setting.unit_price === 0) throw badParameter('收费时单价不能为 0', '不收停车费请选择「免费停车」');
  if (setting.day_cap > 0 && setting.day_cap < setting.unit_price) throw badParameter('每 24 小时封顶金额不能低于单价', `请填写不低于 ${yuan(setting.unit_price)} 的金额，或填 0 不封顶`);
  return db.tenant(access.scope, async (tx) => {
    const station = await stationFor(tx, changeable(access), station_code, { lock: true });
    const before = await parkingSettingOf(tx, station.merchant, station.id);
    await repository.saveSetting(tx, station.merchant, station.id, setting);
    await audit(tx, actor, stationTarget(station), { before: settingText(before), after: settingText(setting) });
    return { station_code: station.station_code };
  });
}

// ---- spaces ------------------------------------------------------------------------------------------------------

const shownSpace = (r: repository.SpaceRow) => ({
  space_id: r.id,
  station_code: r.station_code,
  space_no: r.space_no,
  device_code: r.device_code,
  port_no: r.port_no ?? null,
  remark: r.remark,
  occupied: r.plate !== '',
  plate: r.plate,
  create_time: iso(r.create_time),
});

export async function listSpaces(db: Database, access: Access, query: CallQuery<typeof calls.energyParkSpaceList>) {
  const page = pageOf(query);
  const filter = { space_no: query.space_no?.trim() || undefined, occupied: query.occupied };
  return db.tenant(access.scope, async (tx) => {
    const station = await stationFor(tx, readable(access), query.station_code);
    const rows = await repository.spacePage(tx, station.merchant, station.id, filter, page.size, page.offset);
    return listPayload(rows.map(shownSpace), await repository.spaceTotal(tx, station.merchant, station.id, filter), page);
  });
}

type SpaceFields = Omit<CallBody<typeof calls.energyParkSpaceCreate>, 'station_code'>;
const spaceTaken = (no: string) => badParameter(`该电站已有车位「${no}」`, '同一电站的车位号不能重复');

/** The fields checked: the charger and gun both or neither, the port at this station and not bound to another space. */
async function spaceValues(tx: Tx, station: { id: number; merchant: number }, fields: SpaceFields, except?: number) {
  const deviceCode = fields.device_code?.trim().toUpperCase();
  if (!!deviceCode !== (fields.port_no !== undefined)) throw badParameter('对应充电桩和枪号须同时填写', '不绑定充电枪请两项都不填');
  let port: number | null = null;
  if (deviceCode && fields.port_no !== undefined) {
    const found = await repository.portAt(tx, station.merchant, station.id, deviceCode, fields.port_no);
    if (!found) throw badParameter(`本电站没有充电桩 ${deviceCode} 的 ${fields.port_no} 号枪`, '请从本电站的设备中选择');
    const other = await repository.spaceOfPort(tx, station.merchant, found.id, except);
    if (other) throw badParameter(`${deviceCode} 的 ${fields.port_no} 号枪已绑定车位「${other.space_no}」`, '一把充电枪只对应一个车位');
    port = found.id;
  }
  return { space_no: fields.space_no.toUpperCase(), port, remark: fields.remark?.trim() ?? '' };
}
const spaceText = (v: { space_no: string; remark: string }, deviceCode: string, portNo: number | undefined | null) => ({
  space_no: v.space_no,
  port: deviceCode && portNo ? `${deviceCode} ${portNo} 号枪` : '未绑定',
  remark: v.remark || '-',
});

export async function createSpace(db: Database, actor: Actor, body: CallBody<typeof calls.energyParkSpaceCreate>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const station = await stationFor(tx, changeable(access), body.station_code, { lock: true });
    const values = await spaceValues(tx, station, body);
    const [row] = await unlessDuplicate(() => repository.insertSpace(tx, station.merchant, station.id, values), () => spaceTaken(values.space_no));
    await audit(tx, actor, stationTarget(station), { after: { parking_space: spaceText(values, body.device_code?.toUpperCase() ?? '', body.port_no) } });
    return { space_id: row!.id };
  });
}

async function spaceFor(tx: Tx, access: Access, id: number) {
  const row = await repository.findSpace(tx, changeable(access), id, { lock: true });
  if (!row) throw notFound('车位');
  return row;
}

export async function updateSpace(db: Database, actor: Actor, body: CallBody<typeof calls.energyParkSpaceUpdate>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await spaceFor(tx, access, body.space_id);
    const values = await spaceValues(tx, row, body, row.id);
    await unlessDuplicate(() => repository.updateSpace(tx, row.id, values), () => spaceTaken(values.space_no));
    await audit(tx, actor, stationTarget({ station_code: row.station_code, name: row.station_name, merchant: row.merchant }), {
      before: { parking_space: spaceText(row, row.device_code, row.port_no) },
      after: { parking_space: spaceText(values, body.device_code?.toUpperCase() ?? '', body.port_no) },
    });
    return { space_id: row.id };
  });
}

export async function removeSpace(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await spaceFor(tx, access, id);
    if (row.plate) throw new AppError(Code.ILLEGAL_TRANSITION, `车位「${row.space_no}」上有车辆 ${row.plate} 在场，不能删除`, '请在车辆离场后再删除');
    await repository.removeSpace(tx, row.id);
    await audit(tx, actor, stationTarget({ station_code: row.station_code, name: row.station_name, merchant: row.merchant }), { before: { parking_space: spaceText(row, row.device_code, row.port_no) } });
    return { space_id: row.id };
  });
}
