import { AppointmentState, appointmentStates, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, conflict, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { dayRange, iso } from '../../../shared/time.js';
import { energyScope } from '../scope.js';
import * as repository from './appointment.repository.js';

/**
 * Charging reservations (预约记录): the app creates them; the console reads them and cancels one still waiting. The
 * platform's order codes (list reads, update cancels); rows outside the caller's scope are as if they did not exist.
 * A waiting reservation whose window has passed reads 已过期 (the app's job marks it; the console never shows a stale
 * 待到站). docs/decisions.md, "Energy parking fees and appointments".
 */

type Row = repository.AppointmentRow;
const stateName = (state: number) => appointmentStates[state as keyof typeof appointmentStates] ?? String(state);

/** 待到站 past its window's end reads 已过期 (the app's own job marks it; until then the console says so too). */
const stateNow = (r: Pick<Row, 'state' | 'end_time'>, now = Date.now()) =>
  r.state === AppointmentState.waiting && r.end_time.getTime() <= now ? AppointmentState.expired : r.state;

const listed = ({ id: _i, cancel_by: _b, cancel_reason: _r, canceller: _c, cancel_time: _t, update_time: _u, ...r }: Row) => ({
  ...r,
  state: stateNow(r),
  start_time: iso(r.start_time),
  end_time: iso(r.end_time),
  create_time: iso(r.create_time),
});
const detailed = (r: Row) => ({ ...listed(r), cancel_by: r.cancel_by ?? null, cancel_reason: r.cancel_reason, canceller: r.canceller, cancel_time: iso(r.cancel_time), update_time: iso(r.update_time) });

async function appointmentFor(tx: Tx, access: Access, action: 'list' | 'update', no: string, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, energyScope(access, 'order', action), no.toUpperCase(), options);
  if (!row) throw notFound('预约记录');
  return row;
}

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.energyAppointmentList>) {
  const page = cappedPageOf(query);
  const filter: repository.Filter = {
    merchants: energyScope(access, 'order', 'list'),
    merchant: query.merchant,
    station_code: query.station_code,
    appointment_no: query.appointment_no?.replace(/\s+/g, '').toUpperCase() || undefined,
    mobile: query.mobile?.replace(/\s+/g, '') || undefined,
    plate: query.plate?.replace(/\s+/g, '').toUpperCase() || undefined,
    state: query.state,
    ...dayRange(query),
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(listed), total, page);
}

export async function get(db: Database, access: Access, no: string) {
  return detailed(await db.tenant(access.scope, (tx) => appointmentFor(tx, access, 'list', no)));
}

/** 取消预约: only one still waiting within its window (else 1409); the port is free for others again. */
export async function cancel(db: Database, actor: Actor, body: CallBody<typeof calls.energyAppointmentCancel>) {
  const access = actor.access;
  const reason = body.reason.trim();
  if (reason.length < 2) throw badParameter('取消原因至少 2 个字', '请写明原因，如：充电桩故障维修中，无法按时提供');
  return db.tenant(access.scope, async (tx) => {
    const row = await appointmentFor(tx, access, 'update', body.appointment_no, { lock: true });
    const state = stateNow(row);
    if (state !== AppointmentState.waiting) throw conflict(`预约当前为「${stateName(state)}」，不能取消`, '只有待到站的预约可以取消');
    const operator = access.manager.name || access.manager.account;
    await repository.update(tx, row.id, { state: AppointmentState.cancelled, cancel_by: 2, cancel_reason: reason, canceller: operator, cancel_time: new Date() });
    await audit(tx, actor, { type: 'energy_appointment', id: row.appointment_no, name: `预约 ${row.plate || row.mobile}`, merchant: row.merchant }, {
      before: { appointment_state: stateName(AppointmentState.waiting) },
      after: { appointment_state: stateName(AppointmentState.cancelled), cancel_reason: reason },
    });
    return { appointment_no: row.appointment_no, state: AppointmentState.cancelled };
  });
}
