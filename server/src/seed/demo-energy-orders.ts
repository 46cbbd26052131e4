import { PaymentReview, PaymentState, PortState, ReplenishState, ReviewState, SettleState, StartType, StopReason, stopReasons, todayInChina } from '@console/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { energyCard, energyDevice, energyPayment, energyPort, energyReplenish, energyReplenishLog } from '../db/schema/index.js';
import { price } from '../modules/energy/replenish/tariff.js';

/** A small seeded generator (mulberry32): the demo is the same on every machine. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

interface Port {
  device: number;
  device_code: string;
  station: number;
  merchant: number;
  port_no: number;
  type: number;
  max_power: number;
  state: number;
  meter: number;
}

type Session = {
  port: Port;
  start: Date;
  end: Date | null;
  energy: number;
  state: number;
  stop_reason: number | null;
  start_type: number;
  card_no: string;
  vin: string;
  plate: string;
  review: number;
  /** The payment's fate for a finished or settled session. */
  pay?: 'paid' | 'paying' | 'failed' | 'refund-pending' | 'refunded' | 'refund-rejected';
  power: number;
};

/**
 * The energy orders demo (after `seedDemoEnergy` and `seedDemoEnergyCards`): about 200 charging sessions over the last 30
 * days on 100201's and 100202's chargers, counted back from the seeding time. Every port the energy demo shows 充电中 has
 * its charging session (5) and every 占用 port a session waiting to start (2); the rest are history: mostly settled
 * (paid; settled to the merchant the morning after, except the last two days), a few finished with the payment still 支付中
 * (one) or failed, failed sessions (some 待审核), cancelled starts, and refund requests waiting for review.
 */
export async function seedDemoEnergyOrders(tx: Tx, now = new Date()) {
  const next = random(20261101);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));

  const rows = await tx
    .select({ device: energyDevice.id, device_code: energyDevice.device_code, station: energyDevice.station, merchant: energyDevice.merchant, port_no: energyPort.port_no, type: energyPort.type, max_power: energyPort.max_power, state: energyPort.state })
    .from(energyPort)
    .innerJoin(energyDevice, eq(energyDevice.id, energyPort.device))
    .where(inArray(energyDevice.merchant, [100201, 100202]))
    .orderBy(asc(energyDevice.id), asc(energyPort.port_no));
  const ports: Port[] = rows.map((r, i) => ({ ...r, meter: 1_200_000 + i * 73_411 }));
  const cards = await tx.select({ merchant: energyCard.merchant, kind: energyCard.kind, card_no: energyCard.card_no, plate: energyCard.plate }).from(energyCard).where(and(inArray(energyCard.merchant, [100201, 100202]), inArray(energyCard.kind, [1, 2])));
  const cardsOf = (merchant: number, kind: number) => cards.filter((c) => c.merchant === merchant && c.kind === kind);
  const plate = () => (next() < 0.6 ? `粤B${pick(['D', 'F'])}${String(between(10000, 99999))}` : `粤${pick(['B', 'B', 'B', 'A', 'S'])}${pick([...letters])}${String(between(1000, 9999))}${pick([...letters, '0', '5', '8'])}`);
  const starter = (merchant: number) => {
    const roll = next();
    const type = roll < 0.4 ? StartType.app : roll < 0.65 ? StartType.qr : roll < 0.85 ? StartType.card : StartType.vin;
    if (type === StartType.card && cardsOf(merchant, 1).length) return { start_type: type, card_no: pick(cardsOf(merchant, 1)).card_no, vin: '', plate: next() < 0.5 ? plate() : '' };
    if (type === StartType.vin && cardsOf(merchant, 2).length) {
      const car = pick(cardsOf(merchant, 2));
      return { start_type: type, card_no: '', vin: car.card_no, plate: car.plate };
    }
    return { start_type: type === StartType.card || type === StartType.vin ? StartType.app : type, card_no: '', vin: '', plate: plate() };
  };
  /** A realistic charging power: DC 45–90 % of the charger's, AC a little under its rating. */
  const powerOf = (p: Port) => (p.type === 2 ? Math.round(p.max_power * (0.45 + next() * 0.45)) : Math.round(p.max_power * (0.85 + next() * 0.1)));

  const sessions: Session[] = [];
  // What the ports show now: 充电中 has its session, 占用 a session waiting to start.
  for (const port of ports.filter((p) => p.state === PortState.charging)) {
    const start = new Date(now.getTime() - between(port.type === 2 ? 12 : 40, port.type === 2 ? 45 : 200) * MINUTE);
    const power = powerOf(port);
    const energy = Math.round((power * (now.getTime() - start.getTime() - 2 * MINUTE)) / 3_600_000);
    sessions.push({ port, start, end: null, energy, state: ReplenishState.charging, stop_reason: null, ...starter(port.merchant), review: ReviewState.none, power });
  }
  for (const port of ports.filter((p) => p.state === PortState.occupied)) {
    sessions.push({ port, start: new Date(now.getTime() - between(1, 3) * MINUTE), end: null, energy: 0, state: ReplenishState.pending, stop_reason: null, ...starter(port.merchant), review: ReviewState.none, power: 0 });
  }

  // History: 195 sessions over 30 days on the ports that work (a faulty or offline one had its sessions earlier too).
  const history = 195;
  for (let i = 0; i < history; i++) {
    const port = ports[Math.floor(next() * ports.length)]!;
    const daysAgo = (i / history) * 29.5 + 0.15;
    const start = new Date(now.getTime() - daysAgo * DAY - between(0, 600) * MINUTE);
    const power = powerOf(port);
    const minutes = port.type === 2 ? between(18, 75) : between(90, 420);
    const roll = next();
    const recent = daysAgo < 2;
    let s: Omit<Session, 'port' | 'start' | 'power' | 'start_type' | 'card_no' | 'vin' | 'plate'>;
    if (roll < 0.05) {
      s = { end: new Date(start.getTime() + 2 * MINUTE), energy: 0, state: ReplenishState.cancelled, stop_reason: null, review: ReviewState.none };
    } else if (roll < 0.11) {
      const partial = between(8, Math.max(10, minutes / 3));
      const energy = next() < 0.2 ? 0 : Math.round((power * partial) / 60);
      s = {
        end: new Date(start.getTime() + partial * MINUTE), energy, state: ReplenishState.failed, stop_reason: pick([StopReason.powerLoss, StopReason.fault, StopReason.emergency]),
        review: energy === 0 ? ReviewState.none : daysAgo < 12 ? ReviewState.pending : next() < 0.5 ? ReviewState.approved : ReviewState.adjusted,
      };
    } else {
      const energy = Math.round((power * minutes) / 60);
      const reason = pick([StopReason.full, StopReason.full, StopReason.user, StopReason.user, StopReason.user, StopReason.balance]);
      const fate: Session['pay'] =
        i === history - 3 ? 'paying' : roll < 0.13 ? 'failed' : roll < 0.15 && !recent ? 'refund-pending' : roll < 0.16 ? 'refunded' : roll < 0.17 ? 'refund-rejected' : 'paid';
      s = { end: new Date(start.getTime() + minutes * MINUTE), energy, state: fate === 'paying' || fate === 'failed' ? ReplenishState.finished : ReplenishState.settled, stop_reason: reason, review: ReviewState.none, pay: fate };
    }
    sessions.push({ port, start, power, ...starter(port.merchant), ...s });
  }
  sessions.sort((a, b) => a.start.getTime() - b.start.getTime());

  for (const s of sessions) {
    const port = s.port;
    const meterStart = port.meter;
    port.meter += s.energy;
    const orderNo = ((await tx.execute(sql`select 'CD' || ${todayInChina(s.start).replaceAll('-', '')} || lpad(nextval('energy_replenish_no_seq')::text, 6, '0') as no`)) as unknown as { rows: { no: string }[] }).rows[0]!.no;
    const ended = s.end !== null && s.state !== ReplenishState.charging && s.state !== ReplenishState.pending;
    const priced = ended && s.energy > 0 ? price(s.start, s.end!, s.energy) : { buckets: [], elec_amount: 0, service_amount: 0 };
    let elec = priced.elec_amount;
    let service = priced.service_amount;
    if (s.review === ReviewState.adjusted) {
      elec = Math.round(elec * 0.5);
      service = 0;
    }
    const reviewTime = s.review === ReviewState.approved || s.review === ReviewState.adjusted ? new Date(s.end!.getTime() + 20 * 3_600_000) : null;
    const [row] = await tx
      .insert(energyReplenish)
      .values({
        order_no: orderNo, merchant: port.merchant, station: port.station, device: port.device, device_code: port.device_code, port_no: port.port_no,
        start_type: s.start_type, card_no: s.card_no, vin: s.vin, plate: s.plate, start_time: s.start, end_time: ended ? s.end : null,
        meter_start: meterStart, meter_end: ended ? meterStart + s.energy : null, energy_wh: s.energy, buckets: priced.buckets,
        elec_amount: elec, service_amount: service, total_amount: elec + service, state: s.state, stop_reason: s.stop_reason, review_state: s.review,
        reviewer: reviewTime ? '孙强' : '', review_time: reviewTime,
        review_note: s.review === ReviewState.approved ? '设备故障前的读数可信，按实际电量计费' : s.review === ReviewState.adjusted ? '断电中止，电费减半、免收服务费' : '',
        create_time: s.start, update_time: ended ? s.end! : s.start,
      })
      .returning({ id: energyReplenish.id });
    const id = row!.id;
    const log = (kind: string, at: Date, message: string, meter: number | null = null, power: number | null = null, operator = '') =>
      tx.insert(energyReplenishLog).values({ merchant: port.merchant, replenish: id, kind, log_time: at, meter_wh: meter, power_w: power, message, operator });
    await log('start', s.start, s.state === ReplenishState.cancelled ? '下发启动指令' : `启动充电（${port.device_code} ${port.port_no} 号枪）`, meterStart);
    if (s.state === ReplenishState.pending) continue;
    if (s.state === ReplenishState.cancelled) {
      await log('cancel', s.end!, '车辆未响应，启动超时，订单已取消');
      continue;
    }
    // Meter readings: every 10 minutes while charging (at most 6 for history; all of them for a session charging now).
    const until = s.end ?? new Date(now.getTime() - 2 * MINUTE);
    const span = until.getTime() - s.start.getTime();
    const readings = s.state === ReplenishState.charging ? Math.max(1, Math.floor(span / (10 * MINUTE))) : Math.min(6, Math.max(1, Math.floor(span / (10 * MINUTE))));
    for (let k = 1; k <= readings; k++) {
      const share = s.state === ReplenishState.charging ? k / readings : k / (readings + 1);
      await log('meter', new Date(s.start.getTime() + span * share), '电表读数', meterStart + Math.round(s.energy * share), s.power);
    }
    if (s.state === ReplenishState.charging) continue;
    const reason = stopReasons[s.stop_reason as keyof typeof stopReasons];
    const total = elec + service;
    if (s.state === ReplenishState.failed) {
      await log('fail', s.end!, `充电异常中止：${reason}，已充 ${(s.energy / 1000).toFixed(3)} kWh`, meterStart + s.energy);
      if (reviewTime) await log('review', reviewTime, s.review === ReviewState.adjusted ? `审核调整金额：${((priced.elec_amount + priced.service_amount) / 100).toFixed(2)} 元 → ${(total / 100).toFixed(2)} 元` : '审核通过', null, null, '孙强');
      continue;
    }
    await log('stop', s.end!, `${reason}，充电量 ${(s.energy / 1000).toFixed(3)} kWh，订单金额 ${(total / 100).toFixed(2)} 元`, meterStart + s.energy);
    if (total === 0) continue;
    const payNo = ((await tx.execute(sql`select 'ZF' || ${todayInChina(s.end!).replaceAll('-', '')} || lpad(nextval('energy_payment_no_seq')::text, 6, '0') as no`)) as unknown as { rows: { no: string }[] }).rows[0]!.no;
    const created = new Date(s.end!.getTime() + 10_000);
    const paid = s.pay !== 'paying' && s.pay !== 'failed';
    const payTime = paid ? new Date(created.getTime() + between(20, 150) * 1000) : null;
    // Settled to the merchant the morning after (02:00 UTC+8) unless within the last two days or refunded / waiting.
    const nextMorning = s.end ? new Date(Date.parse(`${todayInChina(s.end)}T02:00:00+08:00`) + DAY) : null;
    const settled = s.pay === 'paid' && nextMorning !== null && nextMorning.getTime() < now.getTime() - DAY;
    const review = s.pay === 'refund-pending' ? PaymentReview.pending : s.pay === 'refunded' ? PaymentReview.approved : s.pay === 'refund-rejected' ? PaymentReview.rejected : PaymentReview.none;
    const reviewed = review === PaymentReview.approved || review === PaymentReview.rejected ? new Date(created.getTime() + 5 * 3_600_000) : null;
    await tx.insert(energyPayment).values({
      pay_no: payNo, merchant: port.merchant, replenish: id, amount: total,
      pay_mode: ({ 1: 1, 2: 4, 3: 3, 4: 2 } as Record<number, number>)[s.start_type]!,
      state: s.pay === 'paying' ? PaymentState.paying : s.pay === 'failed' ? PaymentState.failed : s.pay === 'refunded' ? PaymentState.refunded : PaymentState.paid,
      settle_state: settled ? SettleState.settled : SettleState.unsettled, pay_time: payTime, settle_time: settled ? nextMorning : null,
      refund_reason: review === PaymentReview.none ? '' : pick(['充电桩中途跳枪，实际未充满', '误扫其他枪号，未实际充电', '重复扣费']),
      review_state: review, reviewer: reviewed ? '孙强' : '', review_time: reviewed,
      review_note: review === PaymentReview.approved ? '核实属实，同意退款' : review === PaymentReview.rejected ? '设备记录显示充电正常完成，驳回' : '',
      create_time: created, update_time: reviewed ?? payTime ?? created,
    });
    if (paid) await log('settle', payTime!, `支付成功（${payNo}，${(total / 100).toFixed(2)} 元）`);
  }
}
