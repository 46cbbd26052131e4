import { AppointmentState, ParkingFeeMode, ParkingPaymentState, ParkingRecordState, parkingFee, ReplenishState, todayInChina, type ParkingSettingValue } from '@console/contract';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import {
  energyAppointment,
  energyDevice,
  energyParkingPayment,
  energyParkingRecord,
  energyParkingSetting,
  energyParkSpace,
  energyPayment,
  energyPort,
  energyReplenish,
  energyStation,
} from '../db/schema/index.js';
import { random } from './demo-energy-orders.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Numbers `prefix` + the UTC+8 date of each time + the sequence (6 digits), one sequence round trip for all. */
async function numbers(tx: Tx, prefix: string, sequence: string, times: readonly Date[]) {
  if (!times.length) return [];
  const result = (await tx.execute(sql`select lpad(nextval(${sequence})::text, 6, '0') as n from generate_series(1, ${times.length})`)) as unknown as { rows: { n: string }[] };
  return result.rows.map((r, i) => `${prefix}${todayInChina(times[i]!).replaceAll('-', '')}${r.n}`);
}

/** The demo stations' parking: 南山科技园 charges beyond charging plus 30 minutes, 宝安中心 the whole stay after 15 free minutes, 南山后海 is free. */
const settings: Record<string, ParkingSettingValue> = {
  南山科技园充电站: { mode: ParkingFeeMode.charging, free_minutes: 30, unit_minutes: 60, unit_price: 500, day_cap: 3000 },
  宝安中心充电站: { mode: ParkingFeeMode.full, free_minutes: 15, unit_minutes: 30, unit_price: 300, day_cap: 4000 },
};

const names = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨帆', '黄磊', '赵倩', '周杰', '吴敏', '徐涛', '孙丽', '马超', '朱琳', '胡斌'];

/**
 * The parking and reservation demo (after `seedDemoEnergyOrders`): the stations' parking settings, one space per port
 * (A-01… in front of each gun), a parking record for most charging sessions with a plate — priced by the station's
 * setting, so 南山科技园 and 宝安中心 have fee orders (mostly paid, the last day's some 待支付, a few revoked) and 南山后海
 * is free — the cars charging now 在场, and about 60 reservations over the last two weeks and the next hours.
 */
export async function seedDemoEnergyParking(tx: Tx, now = new Date()) {
  const next = random(20261127);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));

  const stations = await tx.select({ id: energyStation.id, merchant: energyStation.merchant, name: energyStation.name }).from(energyStation).where(inArray(energyStation.merchant, [100201, 100202]));
  const settingOf = new Map<number, ParkingSettingValue | undefined>();
  for (const s of stations) {
    const setting = settings[s.name];
    settingOf.set(s.id, setting);
    if (setting) await tx.insert(energyParkingSetting).values({ merchant: s.merchant, station: s.id, ...setting, create_time: new Date(now.getTime() - 40 * DAY), update_time: new Date(now.getTime() - 40 * DAY) });
  }

  // Spaces: one per port, numbered per station in port order.
  const ports = await tx
    .select({ port: energyPort.id, station: energyDevice.station, merchant: energyDevice.merchant, device: energyDevice.id, device_code: energyDevice.device_code, port_no: energyPort.port_no })
    .from(energyPort)
    .innerJoin(energyDevice, eq(energyDevice.id, energyPort.device))
    .where(inArray(energyDevice.merchant, [100201, 100202]))
    .orderBy(asc(energyDevice.station), asc(energyDevice.id), asc(energyPort.port_no));
  const spaceOf = new Map<string, { id: number; no: string }>();
  const counters = new Map<number, number>();
  for (const p of ports) {
    const n = (counters.get(p.station) ?? 0) + 1;
    counters.set(p.station, n);
    const no = `A-${String(n).padStart(2, '0')}`;
    const [row] = await tx.insert(energyParkSpace).values({ merchant: p.merchant, station: p.station, space_no: no, port: p.port, remark: n === 1 ? '无障碍车位，靠近电梯口' : '', create_time: new Date(now.getTime() - 40 * DAY) }).returning({ id: energyParkSpace.id });
    spaceOf.set(`${p.device_code}/${p.port_no}`, { id: row!.id, no });
  }

  // Parking records: most sessions with a plate (not those waiting to start or cancelled).
  const sessions = await tx
    .select({
      id: energyReplenish.id, order_no: energyReplenish.order_no, merchant: energyReplenish.merchant, station: energyReplenish.station, device_code: energyReplenish.device_code,
      port_no: energyReplenish.port_no, plate: energyReplenish.plate, start: energyReplenish.start_time, end: energyReplenish.end_time, state: energyReplenish.state, pay_mode: energyPayment.pay_mode,
    })
    .from(energyReplenish)
    .leftJoin(energyPayment, eq(energyPayment.replenish, energyReplenish.id))
    .where(and(inArray(energyReplenish.merchant, [100201, 100202]), ne(energyReplenish.plate, ''), inArray(energyReplenish.state, [ReplenishState.charging, ReplenishState.finished, ReplenishState.settled, ReplenishState.failed])))
    .orderBy(asc(energyReplenish.start_time));
  type RecordValues = typeof energyParkingRecord.$inferInsert;
  type PaymentValues = Omit<typeof energyParkingPayment.$inferInsert, 'record' | 'pay_no'>;
  const stays: { record: RecordValues; payment?: PaymentValues; exit: Date }[] = [];
  for (const s of sessions) {
    const charging = s.state === ReplenishState.charging;
    if (!charging && next() < 0.2) continue;
    const space = spaceOf.get(`${s.device_code}/${s.port_no}`);
    const entry = new Date(s.start.getTime() - between(2, 15) * MINUTE);
    const exit = charging ? null : new Date(s.end!.getTime() + (next() < 0.55 ? between(3, 25) : between(35, 240)) * MINUTE);
    const setting = settingOf.get(s.station);
    const stay = exit ? Math.ceil((exit.getTime() - entry.getTime()) / MINUTE) : 0;
    const fee = exit && setting ? parkingFee(setting, entry, exit, { start: s.start, end: s.end }) : { park_minutes: stay, free_minutes: stay, fee_minutes: 0, fee: 0 };
    const record: RecordValues = {
      record_no: '', merchant: s.merchant, station: s.station, space: space?.id ?? null, space_no: space?.no ?? '', plate: s.plate, entry_time: entry, exit_time: exit,
      state: exit ? ParkingRecordState.left : ParkingRecordState.parked, replenish: s.id, order_no: s.order_no, charge_start: s.start, charge_end: s.end,
      fee_mode: exit ? (setting?.mode ?? ParkingFeeMode.free) : 0, ...fee, create_time: entry, update_time: exit ?? entry,
    };
    if (!exit || fee.fee === 0) {
      stays.push({ record, exit: entry });
      continue;
    }
    const recent = now.getTime() - exit.getTime() < DAY;
    const roll = next();
    const state = recent && roll < 0.4 ? ParkingPaymentState.unpaid : roll > 0.95 ? ParkingPaymentState.revoked : ParkingPaymentState.paid;
    const revokedPaid = state === ParkingPaymentState.revoked && next() < 0.5;
    const payTime = state === ParkingPaymentState.paid || revokedPaid ? new Date(exit.getTime() + between(20, 120) * 1000) : null;
    const revokeTime = state === ParkingPaymentState.revoked ? new Date(exit.getTime() + between(2, 20) * 3_600_000) : null;
    stays.push({
      record,
      exit,
      payment: {
        merchant: s.merchant, amount: fee.fee, pay_mode: s.pay_mode ?? 1, state, pay_time: payTime, refunded: revokedPaid,
        revoke_reason: revokeTime ? pick(['充电桩故障导致超时占位，免收停车费', '车主投诉出口道闸故障，核实后免收']) : '',
        revoker: revokeTime ? '孙强' : '', revoke_time: revokeTime, create_time: exit, update_time: revokeTime ?? payTime ?? exit,
      },
    });
  }
  // Numbers in entry (records) and exit (orders) order, then two inserts.
  const recordNos = await numbers(tx, 'TC', 'energy_parking_record_no_seq', stays.map((s) => s.record.entry_time));
  stays.forEach((s, i) => (s.record.record_no = recordNos[i]!));
  const ids = stays.length ? await tx.insert(energyParkingRecord).values(stays.map((s) => s.record)).returning({ id: energyParkingRecord.id, record_no: energyParkingRecord.record_no }) : [];
  const idOf = new Map(ids.map((r) => [r.record_no, r.id]));
  const billed = stays.filter((s) => s.payment).sort((a, b) => a.exit.getTime() - b.exit.getTime());
  // Each merchant's last two fees are still waiting to be paid (the driver pays in the app after leaving).
  for (const merchantId of [100201, 100202]) {
    for (const s of billed.filter((b) => b.payment!.merchant === merchantId).slice(-2)) {
      Object.assign(s.payment!, { state: ParkingPaymentState.unpaid, pay_time: null, refunded: false, revoke_reason: '', revoker: '', revoke_time: null, update_time: s.exit });
    }
  }
  const payNos = await numbers(tx, 'TF', 'energy_parking_payment_no_seq', billed.map((s) => s.exit));
  if (billed.length) await tx.insert(energyParkingPayment).values(billed.map((s, i) => ({ ...s.payment!, pay_no: payNos[i]!, record: idOf.get(s.record.record_no)! })));

  // Reservations: the last two weeks (done with the session that followed on the port, cancelled, expired) and a few
  // waiting for the next hours.
  const done = await tx
    .select({ id: energyReplenish.id, order_no: energyReplenish.order_no, merchant: energyReplenish.merchant, station: energyReplenish.station, device: energyReplenish.device, device_code: energyReplenish.device_code, port_no: energyReplenish.port_no, plate: energyReplenish.plate, start: energyReplenish.start_time })
    .from(energyReplenish)
    .where(and(inArray(energyReplenish.merchant, [100201, 100202]), isNotNull(energyReplenish.end_time), ne(energyReplenish.plate, ''), sql`${energyReplenish.start_time} > ${new Date(now.getTime() - 14 * DAY)}`))
    .orderBy(asc(energyReplenish.start_time));
  const mobile = () => `1${pick(['36', '38', '39', '58', '86', '88'])}${String(between(10_000_000, 99_999_999))}`;
  const reservations: (Omit<typeof energyAppointment.$inferInsert, 'appointment_no'> & { created: Date })[] = [];
  const reserve = (values: { merchant: number; station: number; device: number | null; device_code: string; port_no: number; plate: string; start: Date; state: number; id?: number; order_no?: string; cancel_by?: 1 | 2 }) => {
    const created = new Date(values.start.getTime() - between(20, 600) * MINUTE);
    const cancelled = values.state === AppointmentState.cancelled ? new Date(created.getTime() + between(5, 90) * MINUTE) : null;
    reservations.push({
      created, merchant: values.merchant, station: values.station, device: values.device, device_code: values.device_code,
      port_no: values.port_no, user_name: pick(names), mobile: mobile(), plate: values.plate, start_time: values.start, end_time: new Date(values.start.getTime() + 30 * MINUTE), state: values.state,
      replenish: values.state === AppointmentState.done ? (values.id ?? null) : null, order_no: values.order_no ?? '', cancel_by: cancelled ? (values.cancel_by ?? 1) : null,
      cancel_reason: cancelled ? (values.cancel_by === 2 ? '充电桩临时检修，已电话通知车主' : pick(['行程有变', '已在其他电站充电', '预约时间选错了'])) : '',
      canceller: cancelled ? (values.cancel_by === 2 ? '孙强' : '车主') : '', cancel_time: cancelled, create_time: created, update_time: cancelled ?? values.start,
    });
  };
  for (const s of done) {
    const roll = next();
    if (roll > 0.3) continue;
    const start = new Date(s.start.getTime() - between(5, 25) * MINUTE);
    if (roll < 0.2) reserve({ ...s, start, state: AppointmentState.done, order_no: s.order_no });
    else if (roll < 0.26) reserve({ ...s, order_no: undefined, start, state: AppointmentState.cancelled, cancel_by: next() < 0.2 ? 2 : 1 });
    else reserve({ ...s, order_no: undefined, start, state: AppointmentState.expired });
  }
  const free = ports.slice(0, 4);
  for (const [i, p] of free.entries()) {
    const start = new Date(Math.ceil((now.getTime() + (i + 1) * 45 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE);
    reserve({ merchant: p.merchant, station: p.station, device: p.device, device_code: p.device_code, port_no: p.port_no, plate: `粤B${pick(['D', 'F'])}${between(10000, 99999)}`, start, state: AppointmentState.waiting });
  }
  reservations.sort((a, b) => a.created.getTime() - b.created.getTime());
  const appointmentNos = await numbers(tx, 'YY', 'energy_appointment_no_seq', reservations.map((r) => r.created));
  if (reservations.length) await tx.insert(energyAppointment).values(reservations.map(({ created: _c, ...r }, i) => ({ ...r, appointment_no: appointmentNos[i]! })));
}
