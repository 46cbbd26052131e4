import { Code, EnergyStatus, energyStatuses, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate, unlessReferenced } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { regionName } from '../../region/region.service.js';
import { energyOwner, energyReadScope, energyScope } from '../scope.js';
import * as repository from './station.repository.js';

/** 启用 ⇄ 停用 (stations, devices and ports alike). docs/decisions.md, "Energy stations, devices, ports and alarms". */
export const energyLifecycle = (what: string): Lifecycle<number> => ({
  what,
  names: energyStatuses,
  moves: { [EnergyStatus.enabled]: [EnergyStatus.disabled], [EnergyStatus.disabled]: [EnergyStatus.enabled] },
});
const stationLifecycle = energyLifecycle('电站');

type Fields = Omit<CallBody<typeof calls.energyStationCreate>, 'merchant'>;

/** Six decimals are about 0.1 m: what a map point is worth. */
const coordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/** The fields checked and tidied: a known district (its name stored with it), opening before closing. */
function stationValues(fields: Fields) {
  const region = regionName(fields.region);
  if (!region) throw badParameter(`行政区划代码 ${fields.region} 不存在`, '请在地区选择器中重新选择所在地区');
  if (fields.open_time >= fields.close_time) throw badParameter('营业结束时间须晚于开始时间', '全天营业请填 00:00 至 24:00');
  const name = fields.name.trim();
  const address = fields.address.trim();
  const contact = fields.contact_name.trim();
  if (name.length < 2) throw badParameter('电站名称至少 2 个字', '请填写电站的完整名称');
  if (address.length < 2) throw badParameter('详细地址至少 2 个字', '请填写街道、门牌号等详细地址');
  if (contact.length < 2) throw badParameter('联系人至少 2 个字', '请填写电站联系人的姓名');
  return {
    name,
    region: fields.region,
    region_name: region,
    address,
    lat: coordinate(fields.lat),
    lng: coordinate(fields.lng),
    open_time: fields.open_time,
    close_time: fields.close_time,
    contact_name: contact,
    contact_mobile: fields.contact_mobile,
  };
}
type Values = ReturnType<typeof stationValues>;

/** What the operation log shows of a station (Chinese values). */
const snapshot = (s: Values & { status?: number }) => ({
  name: s.name,
  region: `${s.region_name}（${s.region}）`,
  address: s.address,
  point: `${s.lat}, ${s.lng}`,
  hours: `${s.open_time}-${s.close_time}`,
  contact: `${s.contact_name} ${s.contact_mobile}`,
  ...(s.status !== undefined ? { status: energyStatuses[s.status as 0 | 1] ?? s.status } : {}),
});
const valuesOf = (r: Values): Values => ({
  name: r.name, region: r.region, region_name: r.region_name, address: r.address, lat: r.lat, lng: r.lng,
  open_time: r.open_time, close_time: r.close_time, contact_name: r.contact_name, contact_mobile: r.contact_mobile,
});

const target = (s: { station_code: string; name: string; merchant: number }) => ({ type: 'energy_station', id: s.station_code, name: s.name, merchant: s.merchant });
const nameTaken = (name: string) => badParameter(`该商户已有名为「${name}」的电站`, '同一商户的电站名称不能重复，请换一个名称');

/** Whose stations the caller reads. */
export const readableStations = (access: Access) => energyScope(access, 'station', 'list');

/**
 * A station the caller may act on with `action` (locked for a change), else "not found": a station outside the scope
 * is as if it did not exist. Other energy modules find their station through here.
 */
export async function stationFor(tx: Tx, scope: Scope, stationCode: string, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, scope, stationCode, options);
  if (!row) throw notFound('电站');
  return row;
}

// ---- reading -----------------------------------------------------------------------------------------------------

type Row = repository.StationRow;
export const shown = ({ id: _id, ...r }: Row) => ({ ...r, create_time: iso(r.create_time), update_time: iso(r.update_time) });

/** `44`, `4403` or `440305` from a code of any level (`440000`, `440300`) or a prefix already. */
const regionPrefix = (region: string | undefined) => (region ? region.replace(/(00)+$/, '') || undefined : undefined);

export const filterOf = (merchants: Scope, query: Omit<CallQuery<typeof calls.energyStationExport>, 'format'>): repository.Filter => ({
  merchants,
  merchant: query.merchant,
  keywords: query.keywords?.replace(/\s+/g, '') || undefined,
  station_code: query.station_code,
  status: query.status,
  regionPrefix: regionPrefix(query.region),
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.energyStationList>) {
  const page = pageOf(query);
  const filter = filterOf(readableStations(access), query);
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

export async function get(db: Database, access: Access, stationCode: string) {
  return shown(await db.tenant(access.scope, (tx) => stationFor(tx, readableStations(access), stationCode)));
}

/** The picker: the caller's readable stations (any energy reading permission), searched, at most 20. */
export async function brief(db: Database, access: Access, query: CallQuery<typeof calls.energyStationBrief>) {
  const filter: repository.Filter = { merchants: energyReadScope(access), merchant: query.merchant, keywords: query.keywords?.replace(/\s+/g, '') || undefined, station_code: query.station_code };
  return db.tenant(access.scope, (tx) => repository.brief(tx, filter, 20));
}

// ---- changing ----------------------------------------------------------------------------------------------------

const guarded = <T>(name: string, work: () => Promise<T>) => unlessDuplicate(work, () => nameTaken(name));

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.energyStationCreate>) {
  const access = actor.access;
  const values = stationValues(body);
  return guarded(values.name, () =>
    db.tenant(access.scope, async (tx) => {
      const merchantId = await energyOwner(tx, access, body.merchant, 'station', '电站');
      if (await repository.byName(tx, merchantId, values.name)) throw nameTaken(values.name);
      const { station_code } = await repository.insert(tx, { ...values, merchant: merchantId, status: EnergyStatus.enabled });
      await audit(tx, actor, target({ station_code, name: values.name, merchant: merchantId }), { after: snapshot({ ...values, status: EnergyStatus.enabled }) });
      return { station_code };
    }),
  );
}

const FIELDS = ['name', 'region', 'address', 'lat', 'lng', 'open_time', 'close_time', 'contact_name', 'contact_mobile'] as const;

/** An edit (every field) or a status change alone. */
export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.energyStationUpdate>) {
  const access = actor.access;
  const given = FIELDS.filter((key) => body[key] !== undefined);
  if (body.status !== undefined && given.length > 0) throw badParameter('参数 status（状态）：启用、停用时不能同时修改电站信息', '请先保存修改，再启用或停用');
  if (body.status === undefined && given.length < FIELDS.length) {
    const missing = FIELDS.filter((key) => body[key] === undefined);
    throw badParameter(`参数 ${missing.join('、')} 必填`, '编辑电站须填写全部信息');
  }
  const values = body.status === undefined ? stationValues(body as Fields) : undefined;
  return guarded(values?.name ?? '', () =>
    db.tenant(access.scope, async (tx) => {
      const row = await stationFor(tx, energyScope(access, 'station', 'update'), body.station_code, { lock: true });
      if (body.status !== undefined) {
        assertTransition(stationLifecycle, row.status, body.status);
        await repository.update(tx, row.id, { status: body.status });
        await audit(tx, actor, target(row), { before: { status: energyStatuses[row.status as 0 | 1] }, after: { status: energyStatuses[body.status] } });
        return { station_code: row.station_code, status: body.status };
      }
      if (await repository.byName(tx, row.merchant, values!.name, row.id)) throw nameTaken(values!.name);
      await repository.update(tx, row.id, values!);
      await audit(tx, actor, target({ ...row, name: values!.name }), { before: snapshot(valuesOf(row)), after: snapshot(values!) });
      return { station_code: row.station_code, status: row.status };
    }),
  );
}

/** Refused while the station has devices (its alarm history goes with it), and when it has charging records (kept). */
export async function remove(db: Database, actor: Actor, stationCode: string) {
  const access = actor.access;
  const withOrders = () => new AppError(Code.ILLEGAL_TRANSITION, '该电站有充电记录，不能删除', '充电记录须保留；暂不运营可改为停用');
  return unlessReferenced(() => db.tenant(access.scope, async (tx) => {
    const row = await stationFor(tx, energyScope(access, 'station', 'delete'), stationCode, { lock: true });
    if (row.device_count > 0) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `电站「${row.name}」还有 ${row.device_count} 台设备，不能删除`, '请先删除该电站的设备；暂不运营可改为停用');
    }
    await repository.remove(tx, row.id);
    await audit(tx, actor, target(row), { before: snapshot({ ...valuesOf(row), status: row.status }) });
    return { station_code: row.station_code };
  }), withOrders);
}
