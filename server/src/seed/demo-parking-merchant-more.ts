import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import {
  park, parkGate, parkingKeyCustomer, parkingOnlineLog, parkingPlateless, parkingRechargeRule, parkingRecord, parkingStoredValue, parkingStoredValueFlow,
} from '../db/schema/index.js';
import { addDays, todayInChina } from '../shared/time.js';

/**
 * 储值车 with their ledgers, 自动充值方案, 无牌车 stays, 重点客户 and 在线日志 of the parking merchants (docs/decisions.md,
 * "Stored-value cars and auto recharge", "Plateless cars, key customers and online logs"). 福田中心停车场 (100101) has the
 * most: eight accounts (one 已停用), four rules (进行中, 未开始, 已结束, 已停用), a week of plateless stays (three in the
 * lot), five key customers whose plates are among its records, and a week of gates going off and on line (B2 北出口
 * off now); the group's members 100102 and 100103 some of each, so that scoping and the group's pages show. Drawn from a
 * seeded generator; times count back from the seeding.
 */

function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Rule = { park?: string; name: string; tiers: [number, number][]; start: number; end: number; disabled?: boolean; remark: string };
const rules: Record<number, Rule[]> = {
  100101: [
    { name: '储值充值赠送', tiers: [[20000, 2000], [50000, 6000], [100000, 15000]], start: -60, end: 120, remark: '全场通用，充得越多送得越多' },
    { park: '会展中心北广场停车场', name: '国庆充值季', tiers: [[30000, 5000], [60000, 12000]], start: -60, end: -30, remark: '国庆期间会展中心专享' },
    { name: '春节充值礼', tiers: [[50000, 8000], [100000, 20000]], start: 20, end: 50, remark: '春节前后充值加赠' },
    { park: '福田中心停车场', name: '夜间车主充值优惠', tiers: [[10000, 800]], start: -20, end: 40, disabled: true, remark: '试运行后暂停' },
  ],
  100102: [{ name: '园区储值优惠', tiers: [[30000, 3000], [60000, 8000]], start: -30, end: 60, remark: '园区企业员工适用' }],
  100103: [{ park: '罗湖万象城停车场', name: '万象城会员充值礼', tiers: [[50000, 5000]], start: -10, end: 80, remark: '' }],
};

type Account = { park: string; plate: string; colour?: number; holder: string; mobile: string; remark?: string; disabled?: boolean; recharges: { days: number; amount: number; pay: number }[]; parkings: number };
const accounts: Record<number, Account[]> = {
  100101: [
    { park: '福田中心停车场', plate: '粤B3M8Q6', holder: '郑海波', mobile: '13828831201', recharges: [{ days: -50, amount: 50000, pay: 2 }, { days: -8, amount: 20000, pay: 2 }], parkings: 14 },
    { park: '福田中心停车场', plate: '粤BD62881', colour: 5, holder: '林佳怡', mobile: '13926650302', remark: '新能源车，充电车位优先', recharges: [{ days: -40, amount: 100000, pay: 2 }], parkings: 20 },
    { park: '福田中心停车场', plate: '粤B7T2K5', holder: '何志明', mobile: '13760021403', recharges: [{ days: -35, amount: 20000, pay: 1 }], parkings: 9 },
    { park: '福田中心停车场', plate: '粤B1N9V4', holder: '许丽', mobile: '15099872304', recharges: [{ days: -20, amount: 10000, pay: 11 }], parkings: 6 },
    { park: '会展中心北广场停车场', plate: '粤B8E6R3', holder: '蔡明', mobile: '18680051205', recharges: [{ days: -45, amount: 60000, pay: 2 }, { days: -3, amount: 30000, pay: 2 }], parkings: 12 },
    { park: '会展中心北广场停车场', plate: '粤A5G3H7', holder: '罗晓峰', mobile: '13632276406', recharges: [{ days: -12, amount: 50000, pay: 1 }], parkings: 4 },
    { park: '福田中心停车场', plate: '粤B0P4L9', holder: '彭静', mobile: '13543320107', remark: '车主已搬离，账户停用', disabled: true, recharges: [{ days: -80, amount: 20000, pay: 1 }], parkings: 15 },
    { park: '金田路路侧停车位', plate: '粤B6J1S8', holder: '袁斌', mobile: '13423350808', recharges: [], parkings: 0 },
  ],
  100102: [
    { park: '南山科技园停车场', plate: '粤B2F7U3', holder: '唐宁', mobile: '13800110909', recharges: [{ days: -15, amount: 30000, pay: 2 }], parkings: 5 },
    { park: '南山科技园停车场', plate: '粤B9Y5D2', holder: '冯涛', mobile: '13800221010', recharges: [{ days: -6, amount: 60000, pay: 2 }], parkings: 3 },
  ],
  100103: [{ park: '罗湖万象城停车场', plate: '粤B4C8A6', holder: '曾敏', mobile: '13800331111', recharges: [{ days: -5, amount: 50000, pay: 2 }], parkings: 2 }],
};

const operators: Record<number, string> = { 100101: '王芳', 100102: '李明', 100103: '李明' };

type Customer = { name: string; type: 1 | 2 | 3; level: 1 | 2 | 3; contact: string; mobile: string; plateCount: number; remark: string };
const customers: Record<number, Customer[]> = {
  100101: [
    { name: '深圳市福田区政务服务中心', type: 3, level: 3, contact: '钟科长', mobile: '13800701001', plateCount: 3, remark: '公务车辆，入场即通知值班长，引导至 B1 公务车位' },
    { name: '平安金融中心物业管理处', type: 1, level: 2, contact: '梁经理', mobile: '13800702002', plateCount: 2, remark: '月结客户，出场不收费，月底对账' },
    { name: '招商银行福田支行', type: 1, level: 2, contact: '严主任', mobile: '13800703003', plateCount: 2, remark: '运钞车辆优先放行' },
    { name: '华强电子世界', type: 1, level: 1, contact: '柯先生', mobile: '13800704004', plateCount: 1, remark: '' },
    { name: '陆建华', type: 2, level: 1, contact: '陆建华', mobile: '13800705005', plateCount: 1, remark: '商会会长，入场礼貌问候' },
  ],
  100102: [{ name: '腾讯滨海大厦行政部', type: 1, level: 3, contact: '卢女士', mobile: '13800706006', plateCount: 2, remark: '访客车辆由行政部预约' }],
};

export async function seedDemoParkingMerchantMore(tx: Tx, now = new Date()) {
  const today = todayInChina();
  const end = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const merchants = [100101, 100102, 100103];
  const parks = await tx.select({ id: park.id, merchant: park.merchant, name: park.park_name }).from(park).where(inArray(park.merchant, merchants)).orderBy(asc(park.id));
  const parkId = (merchant: number, name: string) => parks.find((p) => p.merchant === merchant && p.name === name)!.id;
  const gates = await tx.select({ id: parkGate.id, park: parkGate.park, name: parkGate.name, direction: parkGate.direction, serial: parkGate.device_serial, online: parkGate.online, merchant: parkGate.merchant }).from(parkGate).where(inArray(parkGate.merchant, merchants)).orderBy(asc(parkGate.id));

  for (const merchant of merchants) {
    const random = generator(merchant + 55);
    const operator = operators[merchant]!;

    // 自动充值方案 first: the recharges below take their bonus.
    const ruleIds: { id: number; park: number | null; tiers: [number, number][]; start: string; end: string; disabled: boolean; name: string }[] = [];
    for (const r of rules[merchant] ?? []) {
      const start = addDays(today, r.start);
      const stop = addDays(today, r.end);
      const at = new Date(end + Math.min(r.start, 0) * DAY - 2 * DAY);
      const [row] = await tx
        .insert(parkingRechargeRule)
        .values({
          merchant, park: r.park ? parkId(merchant, r.park) : null, name: r.name, tiers: r.tiers.map(([amount, bonus]) => ({ amount, bonus })), start_date: start, end_date: stop,
          status: r.disabled ? 2 : 1, remark: r.remark, operator, create_time: at, update_time: at,
        })
        .returning({ id: parkingRechargeRule.id });
      ruleIds.push({ id: row!.id, park: r.park ? parkId(merchant, r.park) : null, tiers: r.tiers, start, end: stop, disabled: !!r.disabled, name: r.name });
    }
    /** The best bonus a recharge on `day` would have got then (as the service computes it today). */
    const bonusOn = (parkOf: number, day: string, amount: number) => {
      let best = { rule: null as number | null, name: '', bonus: 0 };
      for (const r of ruleIds) {
        if (r.disabled || (r.park !== null && r.park !== parkOf) || day < r.start || day > r.end) continue;
        const tier = r.tiers.filter(([a]) => a <= amount).at(-1);
        if (tier && tier[1] > best.bonus) best = { rule: r.id, name: r.name, bonus: tier[1] };
      }
      return best;
    };

    for (const a of accounts[merchant] ?? []) {
      const pid = parkId(merchant, a.park);
      const opened = new Date(end + (a.recharges[0]?.days ?? -3) * DAY - 3 * HOUR);
      const [account] = await tx
        .insert(parkingStoredValue)
        .values({ merchant, park: pid, plate: a.plate, plate_color: a.colour ?? 1, holder_name: a.holder, mobile: a.mobile, remark: a.remark ?? '', operator, status: a.disabled ? 2 : 1, create_time: opened, update_time: opened })
        .returning({ id: parkingStoredValue.id });
      // The ledger in time order: recharges (and bonuses) and the parking fees drawn between them.
      const events: { at: number; kind: 'recharge' | 'parking'; amount: number; pay?: number }[] = a.recharges.map((r) => ({ at: end + r.days * DAY - 2 * HOUR, kind: 'recharge' as const, amount: r.amount, pay: r.pay }));
      const first = events[0]?.at ?? end;
      for (let i = 0; i < a.parkings; i += 1) events.push({ at: first + HOUR + Math.floor(random() * (end - first - 2 * HOUR)), kind: 'parking', amount: 500 + Math.floor(random() * 8) * 500 });
      events.sort((x, y) => x.at - y.at);
      let balance = 0;
      let recharged = 0;
      let bonus = 0;
      let spent = 0;
      let last: Date | null = null;
      const flows: (typeof parkingStoredValueFlow.$inferInsert)[] = [];
      for (const e of events) {
        const at = new Date(e.at);
        if (e.kind === 'recharge') {
          balance += e.amount;
          recharged += e.amount;
          last = at;
          flows.push({ merchant, account: account!.id, kind: 1, amount: e.amount, balance_after: balance, pay_type: e.pay, operator, create_time: at });
          const day = new Date(e.at + 8 * HOUR).toISOString().slice(0, 10);
          const best = bonusOn(pid, day, e.amount);
          if (best.bonus > 0) {
            balance += best.bonus;
            bonus += best.bonus;
            flows.push({ merchant, account: account!.id, kind: 2, amount: best.bonus, balance_after: balance, rule: best.rule, remark: `${best.name}：充 ${e.amount / 100} 元赠送`, operator, create_time: at });
          }
        } else {
          const fee = Math.min(e.amount, balance);
          if (fee <= 0) continue;
          balance -= fee;
          spent += fee;
          flows.push({ merchant, account: account!.id, kind: 3, amount: -fee, balance_after: balance, remark: `${a.park} 停车费`, operator: '系统', create_time: at });
        }
      }
      if (flows.length) await tx.insert(parkingStoredValueFlow).values(flows);
      await tx.update(parkingStoredValue).set({ balance, recharged, bonus, spent, last_recharge_time: last }).where(eq(parkingStoredValue.id, account!.id));
    }

    // 无牌车: a week of stays at the parks with an entry gate; the latest three still in the lot at 100101.
    const stays: (typeof parkingPlateless.$inferInsert)[] = [];
    const count = merchant === 100101 ? 26 : 3;
    const inLot = merchant === 100101 ? 3 : 1;
    const ownParks = parks.filter((p) => p.merchant === merchant && gates.some((g) => g.park === p.id));
    for (let i = 0; i < count; i += 1) {
      const p = pick(random, ownParks);
      const own = gates.filter((g) => g.park === p.id);
      const entryGate = own.find((g) => g.direction !== 2) ?? own[0]!;
      const exitGate = own.find((g) => g.direction !== 1) ?? own[0]!;
      const entry = i < inLot ? end - Math.floor((0.2 + random() * 3) * HOUR) : end - Math.floor((4 + random() * 160) * HOUR);
      const exit = i < inLot ? null : entry + Math.floor((0.3 + random() * 5) * HOUR);
      const day = new Date(entry + 8 * HOUR).toISOString().slice(2, 10).replaceAll('-', '');
      stays.push({
        merchant, park: p.id, ticket_no: `W${day}${String(merchant).slice(-2)}${String(i + 1).padStart(3, '0')}`, channel: pick(random, [1, 1, 1, 2, 2, 3]),
        mobile: random() < 0.8 ? `13${Math.floor(100000000 + random() * 899999999)}` : '', entry_time: new Date(entry), entry_gate: entryGate.id,
        exit_time: exit ? new Date(exit) : null, exit_gate: exit ? exitGate.id : null, amount: exit ? Math.ceil((exit - entry) / HOUR) * 500 : 0, status: exit ? 0 : 1,
        create_time: new Date(entry), update_time: new Date(exit ?? entry),
      });
    }
    if (stays.length) await tx.insert(parkingPlateless).values(stays);

    // 重点客户: plates taken from the merchant's records, so that their visits show.
    const list = customers[merchant] ?? [];
    if (list.length) {
      const seen = await tx.selectDistinct({ plate: parkingRecord.plate }).from(parkingRecord).where(and(eq(parkingRecord.merchant, merchant))).orderBy(asc(parkingRecord.plate)).limit(40);
      let next = 0;
      for (const [i, c] of list.entries()) {
        const plates = seen.slice(next, next + c.plateCount).map((r) => r.plate);
        next += c.plateCount + 3;
        const at = new Date(end - (40 - i * 6) * DAY);
        await tx.insert(parkingKeyCustomer).values({ merchant, name: c.name, type: c.type, level: c.level, contact: c.contact, mobile: c.mobile, plates: plates.length ? plates : ['粤B00000'], remark: c.remark, operator, create_time: at, update_time: at });
      }
    }

    // 在线日志: the park systems' and gate cameras' drops over a week; a gate off line now ends on its drop.
    const logs: (typeof parkingOnlineLog.$inferInsert)[] = [];
    const ip = (n: number) => `10.${merchant % 100}.${n % 250}.${20 + (n % 200)}`;
    for (const p of parks.filter((x) => x.merchant === merchant)) {
      const devices = [
        { gate: null as number | null, kind: 1, name: `${p.name}车场软件`, serial: `PMS-${p.id}`, online: true },
        ...gates.filter((g) => g.park === p.id).map((g) => ({ gate: g.id as number | null, kind: 2, name: g.name, serial: g.serial || `CAM-${g.id}`, online: g.online })),
      ];
      for (const d of devices) {
        const drops = d.kind === 1 ? 1 + Math.floor(random() * 2) : Math.floor(random() * 3);
        let t = end - 7 * DAY + Math.floor(random() * DAY);
        for (let k = 0; k < drops; k += 1) {
          const minutes = 2 + Math.floor(random() * 90);
          const reason = pick(random, d.kind === 1 ? ['网络中断', '车场服务器重启', '心跳超时'] : ['相机断电', '网线松动', '心跳超时', '固件升级重启']);
          logs.push({ merchant, park: p.id, gate: d.gate, device_kind: d.kind, device: d.name, device_serial: d.serial, event: 0, reason, ip: ip(Number(d.gate ?? p.id)), event_time: new Date(t) });
          logs.push({ merchant, park: p.id, gate: d.gate, device_kind: d.kind, device: d.name, device_serial: d.serial, event: 1, reason: '恢复连接', ip: ip(Number(d.gate ?? p.id)), offline_minutes: minutes, event_time: new Date(t + minutes * MINUTE) });
          t += Math.floor((1 + random() * 2) * DAY);
        }
        if (!d.online) logs.push({ merchant, park: p.id, gate: d.gate, device_kind: d.kind, device: d.name, device_serial: d.serial, event: 0, reason: '相机断电', ip: ip(Number(d.gate ?? p.id)), event_time: new Date(end - 95 * MINUTE) });
      }
    }
    if (logs.length) await tx.insert(parkingOnlineLog).values(logs);
  }
}
