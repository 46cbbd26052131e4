import { CarStatus, Code, isLicencePlate, normalPlate, plateColours, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import { chosenMerchant } from '../../../shared/scope.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { dayRange, iso } from '../../../shared/time.js';
import * as repository from './record.repository.js';

/**
 * Entry/exit records, plate corrections and realtime spaces. Reads cover the caller's scope (a parking merchant its
 * own parks, a partner its customers', a group its members', the platform all); a plate is corrected only while the
 * car is in the lot. docs/decisions.md, "Parking records and abnormal release".
 */

/**
 * The filters the records, corrections and releases lists share: the caller's scope, a merchant, the park (by number),
 * a plate as the product writes it (contains) and a UTC+8 day range.
 */
export const sharedFilter = (access: Access, query: { merchant?: number; park_code?: string; plate?: string; start_date?: string; end_date?: string }) => ({
  merchants: access.scope,
  merchant: chosenMerchant(access.scope, query.merchant),
  parkCode: query.park_code || undefined,
  plate: query.plate ? normalPlate(query.plate) || undefined : undefined,
  ...dayRange(query),
});

type Row = repository.RecordRow;

const shown = ({ park: _park, ...r }: Row, now = Date.now()) => ({
  ...r,
  entry_time: iso(r.entry_time),
  exit_time: r.exit_time ? iso(r.exit_time) : null,
  duration: Math.max(0, Math.floor(((r.exit_time?.getTime() ?? now) - r.entry_time.getTime()) / 1000)),
});

const shownCorrection = (r: Awaited<ReturnType<typeof repository.correctionPage>>[number]) => ({ ...r, create_time: iso(r.create_time) });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.parkingRecordList>) {
  const page = cappedPageOf(query);
  const filter: repository.Filter = { ...sharedFilter(access, query), plateColor: query.plate_color, carType: query.car_type, status: query.status };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  const now = Date.now();
  return listPayload(rows.map((row) => shown(row, now)), total, page);
}

async function findChecked(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, id, options);
  if (!row || !inScope(access.scope, row.merchant)) throw notFound('停车记录');
  return row;
}

/** A record with its plate corrections (newest first, at most 50). Another merchant's answers "not found". */
export async function get(db: Database, access: Access, id: number) {
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, id);
    const corrections = await repository.correctionPage(tx, { merchants: [row.merchant], record: row.id }, 50, 0);
    return { ...shown(row), corrections: corrections.map(shownCorrection) };
  });
}

const colourName = (colour: number) => plateColours[colour as keyof typeof plateColours] ?? String(colour);

/** 修正车牌: only while the car is in the lot; the correction row, the record and the audit entry in one transaction. */
export async function correct(db: Database, actor: Actor, body: CallBody<typeof calls.parkingRecordUpdate>) {
  const access = actor.access;
  const plate = normalPlate(body.plate);
  if (!isLicencePlate(plate)) throw badParameter(`车牌号「${body.plate}」格式不正确`, '请输入正确的车牌号，如 粤B12345（新能源 粤BD12345）');
  const reason = body.reason.trim();
  if (reason.length < 2) throw badParameter('修正原因至少 2 个字', '请说明修正的原因，如 车牌识别错误');
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, body.id, { lock: true });
    if (row.status !== CarStatus.parked) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `车辆 ${row.plate} 已出场，不能修正车牌`, '只能修正仍在场内车辆的车牌');
    }
    const colour = body.plate_color ?? row.plate_color;
    // A correction is of the plate number (the colour follows it): a row always records old ≠ new plate.
    if (plate === row.plate) throw badParameter('新车牌与原车牌相同', '请输入识别错误的车辆的正确车牌号');
    await repository.setPlate(tx, row.id, plate, colour);
    const correction = await repository.insertCorrection(tx, {
      merchant: row.merchant,
      park: row.park,
      record: row.id,
      old_plate: row.plate,
      new_plate: plate,
      plate_color: colour,
      reason,
      operator: access.manager.name,
      operator_id: access.manager.id,
    });
    await audit(tx, actor, { type: 'parking_record', id: row.id, name: plate, merchant: row.merchant }, {
      before: { plate: row.plate, plate_color: colourName(row.plate_color) },
      after: { plate, plate_color: colourName(colour), reason },
    });
    return { id: row.id, plate, correction };
  });
}

export async function correctionList(db: Database, access: Access, query: CallQuery<typeof calls.parkingUpdateList>) {
  const page = cappedPageOf(query);
  const filter: repository.CorrectionFilter = { ...sharedFilter(access, query), record: query.record };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({
    rows: await repository.correctionPage(tx, filter, page.size, page.offset),
    total: await repository.correctionTotal(tx, filter),
  }));
  return listPayload(rows.map(shownCorrection), total, page);
}

/**
 * Closes a record in the caller's transaction (an approved abnormal release): exited at `at` (never before its entry)
 * through `gate`. A record already out is left as it is; answers whether it was closed.
 */
export async function closeIn(tx: Tx, recordId: number, at: Date, gate: number) {
  return repository.close(tx, recordId, at, gate);
}

/**
 * A car entered `park` through `gate` (a parking system's vehicle message, or the partner's mock of one): a new record
 * 场内, in the caller's transaction. A car of that plate still in the park answers 1409 — it has to leave first.
 */
export async function enterIn(tx: Tx, values: { merchant: number; park: number; plate: string; plate_color: number; car_type: number; entry_time: Date; entry_gate: number }) {
  await repository.lockPlate(tx, values.park, values.plate);
  const inside = await repository.inLotOf(tx, values.park, values.merchant, values.plate);
  if (inside) throw new AppError(Code.ILLEGAL_TRANSITION, `车辆 ${values.plate} 已在场内，不能再次入场`, '请先模拟该车出场，或到停车记录查看它的入场记录');
  return repository.insertRecord(tx, values);
}

/**
 * A car left `park` through `gate` at `at`: its open record is closed (never before its entry), in the caller's
 * transaction. A plate with no car in the park answers 1409. Answers the record closed.
 */
export async function exitIn(tx: Tx, values: { merchant: number; park: number; plate: string; at: Date; gate: number }) {
  await repository.lockPlate(tx, values.park, values.plate);
  const inside = await repository.inLotOf(tx, values.park, values.merchant, values.plate);
  if (!inside) throw new AppError(Code.ILLEGAL_TRANSITION, `车辆 ${values.plate} 不在场内，不能出场`, '请先模拟该车入场，或核对车牌号');
  if (values.at < inside.entry_time) throw badParameter('出场时间不能早于入场时间', `该车的入场时间是 ${iso(inside.entry_time)}`);
  await repository.close(tx, inside.id, values.at, values.gate);
  return inside;
}

// ---- realtime spaces --------------------------------------------------------------------------------------------

/** The in-lot page shows a card per park: the first 20 parks the caller may see. */
const SPACE_PARKS = 20;

export async function spaces(db: Database, access: Access, query: CallQuery<typeof calls.realtimeSpaceGet>) {
  const rows = await db.tenant(access.scope, (tx) => repository.spaces(tx, access.scope, query.park_code || undefined, SPACE_PARKS));
  return rows.map((r) => {
    const free = r.corrected_free ?? r.total_space - r.in_lot;
    return {
      park_code: r.park_code,
      park_name: r.park_name,
      merchant: r.merchant,
      total_space: r.total_space,
      // The park may have fewer spaces since: never more free than total, never below none.
      free_space: Math.min(r.total_space, Math.max(0, free)),
      in_lot: r.in_lot,
      corrected: r.corrected_free !== null,
      operator: r.operator,
      update_time: r.update_time ? iso(r.update_time) : null,
    };
  });
}

export async function setSpace(db: Database, actor: Actor, body: CallBody<typeof calls.realtimeSpaceUpdate>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const park = await repository.findPark(tx, body.park_code);
    if (!park || !inScope(access.scope, park.merchant)) throw notFound('停车场');
    if (body.free_space > park.total_space) throw badParameter(`空余车位数不能超过总车位数 ${park.total_space}`, `请输入 0 到 ${park.total_space} 之间的整数`);
    const before = await repository.previousSpace(tx, park.id);
    await repository.upsertSpace(tx, { park: park.id, merchant: park.merchant, free_space: body.free_space, operator: access.manager.name });
    await audit(tx, actor, { type: 'park', id: body.park_code, name: park.park_name, merchant: park.merchant }, {
      before: before === undefined ? undefined : { free_space: before },
      after: { free_space: body.free_space },
    });
    return { park_code: body.park_code, free_space: body.free_space };
  });
}
