import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { park, parkGate, parkingPlateUpdate, parkingRecord, parkingRelease } from '../db/schema/index.js';

/**
 * A week of traffic in the parking merchants' parks (docs/decisions.md, "Parking records and abnormal release"):
 * 福田中心停车场 (100101) about 300 entries over its three parks with 20 cars still in the lot, 4 abnormal releases
 * waiting for review and some reviewed, 3 plate corrections; 南山科技园 (100102) and 罗湖万象 (100103) a few each, so
 * scoping shows. Content is drawn from a seeded generator (the same every time); times count back from the hour the
 * demo is seeded, so the week is always the last one.
 */

/** mulberry32: a small deterministic generator. */
function generator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const SERIAL = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '0123456789';
const chars = (random: Random, alphabet: string, n: number) => Array.from({ length: n }, () => pick(random, [...alphabet])).join('');

/** Mostly Shenzhen plates (粤B), some from elsewhere; colour 1 blue, 2 yellow, 5 green (new energy). */
function plateOf(random: Random): { plate: string; plate_color: number } {
  const prefix = random() < 0.82 ? '粤B' : pick(random, ['粤A', '粤S', '粤E', '湘A', '赣B', '桂C', '京N']);
  const roll = random();
  if (roll < 0.3) return { plate: `${prefix}${pick(random, ['D', 'F'])}${chars(random, SERIAL, 1)}${chars(random, DIGITS, 4)}`, plate_color: 5 };
  if (roll < 0.36) return { plate: `${prefix}${chars(random, DIGITS, 5)}`, plate_color: 2 };
  return { plate: `${prefix}${chars(random, DIGITS, 1)}${chars(random, SERIAL, 4)}`, plate_color: 1 };
}

const carTypeOf = (random: Random) => {
  const roll = random();
  return roll < 0.76 ? 1 : roll < 0.9 ? 2 : roll < 0.95 ? 3 : 4;
};

/** Gates of each park, by park name: name, direction (1 入口, 2 出口, 3 出入口), online. */
const gatesByPark: Record<string, { name: string; direction: number; online?: boolean }[]> = {
  福田中心停车场: [{ name: 'B1 东入口', direction: 1 }, { name: 'B1 东出口', direction: 2 }, { name: 'B2 北入口', direction: 1 }, { name: 'B2 北出口', direction: 2, online: false }],
  会展中心北广场停车场: [{ name: '北广场入口', direction: 1 }, { name: '北广场出口', direction: 2 }],
  金田路路侧停车位: [{ name: '路侧巡检终端', direction: 3 }],
  南山科技园停车场: [{ name: '高新南七道入口', direction: 1 }, { name: '高新南七道出口', direction: 2 }],
  科技园南区地面停车场: [{ name: '科苑南路出入口', direction: 3 }],
  罗湖万象城停车场: [{ name: '宝安南路入口', direction: 1 }, { name: '宝安南路出口', direction: 2 }],
};

/** Per merchant: exited records, cars in the lot, releases (pending, passed, rejected) and plate corrections. */
const plans: Record<number, { exited: number; inLot: number; pending: number; passed: number; rejected: number; corrections: number; seed: number }> = {
  100101: { exited: 280, inLot: 20, pending: 4, passed: 3, rejected: 2, corrections: 3, seed: 100101 },
  100102: { exited: 12, inLot: 3, pending: 1, passed: 0, rejected: 1, corrections: 1, seed: 100102 },
  100103: { exited: 8, inLot: 2, pending: 1, passed: 1, rejected: 0, corrections: 0, seed: 100103 },
};

const keepers = ['张伟', '刘强', '陈静', '黄磊'];
const misreads: Record<string, string> = { '0': 'D', '8': 'B', '1': '7', '5': 'S', '2': 'Z', '6': 'G' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export async function seedDemoParkingRecords(tx: Tx, now = new Date()) {
  const end = Math.floor(now.getTime() / HOUR) * HOUR;
  const weekStart = end - 7 * 24 * HOUR;
  for (const [merchantId, plan] of Object.entries(plans)) {
    const merchant = Number(merchantId);
    const random = generator(plan.seed);
    const parks = await tx.select({ id: park.id, name: park.park_name }).from(park).where(eq(park.merchant, merchant)).orderBy(park.id);
    const gates = new Map<number, { id: number; direction: number }[]>();
    for (const p of parks) {
      const rows = (gatesByPark[p.name] ?? [{ name: '出入口', direction: 3 }]).map((g, i) => ({
        merchant, park: p.id, name: g.name, direction: g.direction, online: g.online ?? true,
        device_serial: `ZS${String(p.id).padStart(3, '0')}${String(i + 1).padStart(2, '0')}${chars(random, DIGITS, 4)}`,
        create_time: new Date(weekStart - 30 * 24 * HOUR), update_time: new Date(weekStart - 30 * 24 * HOUR),
      }));
      gates.set(p.id, await tx.insert(parkGate).values(rows).returning({ id: parkGate.id, direction: parkGate.direction }));
    }
    const gateOf = (parkId: number, direction: 1 | 2) => {
      const list = gates.get(parkId)!;
      return pick(random, list.filter((g) => g.direction === direction || g.direction === 3)).id;
    };
    // The busiest park first: most cars go to a merchant's first park.
    const parkOf = () => (parks.length === 1 || random() < 0.6 ? parks[0]! : pick(random, parks.slice(1)));

    // Exited records over the week (daytime-heavy), then the cars still in the lot (entered in the last 12 hours).
    const values: (typeof parkingRecord.$inferInsert)[] = [];
    for (let i = 0; i < plan.exited; i++) {
      const p = parkOf();
      const day = Math.floor(random() * 7);
      const hour = random() < 0.8 ? 7 + random() * 13 : random() * 24;
      const entry = Math.min(weekStart + day * 24 * HOUR + hour * HOUR, end - 3 * HOUR);
      const stay = (15 + random() * (random() < 0.8 ? 180 : 600)) * MINUTE;
      const exit = Math.min(entry + stay, end - MINUTE);
      values.push({ merchant, park: p.id, ...plateOf(random), car_type: carTypeOf(random), entry_time: new Date(entry), entry_gate: gateOf(p.id, 1), exit_time: new Date(exit), exit_gate: gateOf(p.id, 2), status: 0, create_time: new Date(entry), update_time: new Date(exit) });
    }
    for (let i = 0; i < plan.inLot; i++) {
      const p = parkOf();
      const entry = end - Math.floor(random() * 12 * 60 + 5) * MINUTE;
      values.push({ merchant, park: p.id, ...plateOf(random), car_type: carTypeOf(random), entry_time: new Date(entry), entry_gate: gateOf(p.id, 1), status: 1, create_time: new Date(entry), update_time: new Date(entry) });
    }
    const records = await tx.insert(parkingRecord).values(values).returning({ id: parkingRecord.id, park: parkingRecord.park, plate: parkingRecord.plate, plate_color: parkingRecord.plate_color, status: parkingRecord.status, entry_time: parkingRecord.entry_time, exit_time: parkingRecord.exit_time, exit_gate: parkingRecord.exit_gate });
    const inLot = records.filter((r) => r.status === 1);
    const exited = records.filter((r) => r.status === 0);

    // Pending releases: cars let out by hand whose records still say 场内 (approving closes them); one plateless car.
    const releases: (typeof parkingRelease.$inferInsert)[] = [];
    for (let i = 0; i < plan.pending; i++) {
      const at = new Date(end - (i * 47 + 20) * MINUTE);
      if (i === plan.pending - 1 && plan.pending > 1) {
        const p = parks[0]!;
        releases.push({ merchant, park: p.id, gate: gateOf(p.id, 2), record: null, plate: '', plate_color: 1, reason: '无牌车', requested_by: pick(random, keepers), request_time: at, create_time: at, update_time: at });
        continue;
      }
      const r = inLot[i]!;
      const time = new Date(Math.max(at.getTime(), r.entry_time.getTime() + 10 * MINUTE));
      releases.push({ merchant, park: r.park, gate: gateOf(r.park, 2), record: r.id, plate: r.plate, plate_color: r.plate_color, reason: pick(random, ['系统故障', '车牌识别错误', '免费放行']), requested_by: pick(random, keepers), request_time: time, create_time: time, update_time: time });
    }
    for (let i = 0; i < plan.passed; i++) {
      const r = exited[exited.length - 1 - i * 7]!;
      const reviewed = new Date(r.exit_time!.getTime() + 2 * HOUR);
      releases.push({
        merchant, park: r.park, gate: r.exit_gate!, record: r.id, plate: r.plate, plate_color: r.plate_color, reason: pick(random, ['系统故障', '免费放行', '车牌识别错误']),
        requested_by: pick(random, keepers), request_time: r.exit_time!, review_status: 1, reviewer: '王芳', review_time: reviewed, create_time: r.exit_time!, update_time: reviewed,
      });
    }
    for (let i = 0; i < plan.rejected; i++) {
      const p = parkOf();
      const at = new Date(weekStart + (2 + i * 2) * 24 * HOUR + 15 * HOUR);
      const reviewed = new Date(at.getTime() + 3 * HOUR);
      releases.push({
        merchant, park: p.id, gate: gateOf(p.id, 2), record: null, ...plateOf(random), reason: '免费放行', requested_by: pick(random, keepers), request_time: at,
        review_status: 2, reviewer: '王芳', review_time: reviewed, reject_reason: '免费放行须有物业的书面通知，请补缴停车费后重新登记', create_time: at, update_time: reviewed,
      });
    }
    if (releases.length) await tx.insert(parkingRelease).values(releases);

    // Plate corrections of cars in the lot (after the ones with pending releases): the camera misread a character.
    for (let i = 0; i < plan.corrections; i++) {
      const r = inLot[inLot.length - 1 - i]!;
      const position = [...r.plate].findIndex((c, index) => index >= 2 && c in misreads);
      if (position < 0) continue;
      const misread = [...r.plate].map((c, index) => (index === position ? misreads[c]! : c)).join('');
      const at = new Date(r.entry_time.getTime() + 6 * MINUTE);
      await tx.insert(parkingPlateUpdate).values({ merchant, park: r.park, record: r.id, old_plate: misread, new_plate: r.plate, plate_color: r.plate_color, reason: '车牌识别错误', operator: pick(random, keepers), create_time: at });
    }
  }
}
