import { carTypes, Code, gateDirections, isLicencePlate, normalPlate, VEHICLE_MOCK_MAX_HOURS, VehicleDirection, vehicleDirections, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { iso } from '../../../shared/time.js';
import { enterIn, exitIn } from '../record/record.service.js';
import * as repository from './vehicle.repository.js';

/**
 * Vehicle messages (车辆报文) and the partner's 车辆模拟工具: a car passes a lane of a park in the caller's scope. 入场
 * opens a parking record and 出场 closes the car's open one, through the record service the parking systems use;
 * the message is kept with the record it moved, in the same transaction. docs/decisions.md, "Parking partner:
 * records, data collection, other parks, software, vehicle mock, passports".
 */

/** Lanes that let cars in (入口, 出入口) and out (出口, 出入口). */
const entryLanes = [1, 3];
const exitLanes = [2, 3];
/** A pass may be dated a minute ahead (clocks differ), no more. */
const CLOCK_SKEW_MS = 60_000;

const shown = (r: repository.MessageRow) => ({ ...r, pass_time: iso(r.pass_time), create_time: iso(r.create_time) });

export async function send(db: Database, actor: Actor, body: CallBody<typeof calls.vehicleMessageSend>) {
  const access = actor.access;
  const plate = normalPlate(body.plate);
  if (!isLicencePlate(plate)) throw badParameter(`车牌号「${body.plate}」格式不正确`, '请输入正确的车牌号，如 粤B12345（新能源 粤BD12345）');
  const now = Date.now();
  const at = body.pass_time ? new Date(body.pass_time) : new Date(now);
  if (at.getTime() > now + CLOCK_SKEW_MS) throw badParameter('通行时间不能晚于现在', '不填通行时间即为现在');
  if (at.getTime() < now - VEHICLE_MOCK_MAX_HOURS * 3_600_000) throw badParameter(`通行时间最早为 ${VEHICLE_MOCK_MAX_HOURS} 小时前`, '模拟工具重放近期的车流，不补录历史记录');
  return db.tenant(access.scope, async (tx) => {
    const found = await repository.findPark(tx, body.park_code);
    if (!found || !inScope(access.scope, found.merchant)) throw notFound('停车场');
    if (found.status !== 1) throw new AppError(Code.ILLEGAL_TRANSITION, `停车场「${found.park_name}」已停用，不能模拟车辆通行`, '请先在停车场列表启用它');
    const gate = await repository.findGate(tx, body.gate);
    if (!gate || gate.park !== found.id) throw notFound('通道');
    const entering = body.direction === VehicleDirection.entry;
    const allowed = entering ? entryLanes : exitLanes;
    if (!allowed.includes(gate.direction)) {
      const direction = gateDirections[gate.direction as keyof typeof gateDirections] ?? String(gate.direction);
      throw badParameter(`通道「${gate.name}」是${direction}，不能${vehicleDirections[body.direction]}`, `请选择${entering ? '入口或出入口' : '出口或出入口'}通道`);
    }
    let record: number;
    let plateColor: number = body.plate_color ?? 1;
    let carType: number = body.car_type ?? 1;
    if (entering) {
      record = await enterIn(tx, { merchant: found.merchant, park: found.id, plate, plate_color: plateColor, car_type: carType, entry_time: at, entry_gate: gate.id });
    } else {
      const closed = await exitIn(tx, { merchant: found.merchant, park: found.id, plate, at, gate: gate.id });
      record = closed.id;
      // The exit is of the car that entered: its colour and type are the record's.
      plateColor = closed.plate_color;
      carType = closed.car_type;
    }
    const id = await repository.insert(tx, {
      merchant: found.merchant,
      park: found.id,
      gate: gate.id,
      direction: body.direction,
      plate,
      plate_color: plateColor,
      car_type: carType,
      pass_time: at,
      record,
      sender: access.manager.name,
      sender_merchant: access.merchant.id,
    });
    await audit(tx, actor, { type: 'parking_record', id: record, name: plate, merchant: found.merchant }, {
      after: { vehicle_message: `模拟${vehicleDirections[body.direction]}`, park: found.park_name, gate: gate.name, car_type: carTypes[carType as keyof typeof carTypes], pass_time: iso(at) },
    });
    return shown((await repository.find(tx, id))!);
  });
}

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.vehicleMessageList>) {
  const page = cappedPageOf(query);
  const filter: repository.Filter = {
    merchants: access.scope,
    merchant: chosenMerchant(access.scope, query.merchant),
    parkCode: query.park_code || undefined,
    plate: query.plate ? normalPlate(query.plate) || undefined : undefined,
    direction: query.direction,
  };
  return db.tenant(access.scope, async (tx) => {
    const rows = await repository.page(tx, filter, page.size, page.offset);
    return listPayload(rows.map(shown), await repository.total(tx, filter), page);
  });
}
