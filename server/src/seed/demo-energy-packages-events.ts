import { CrowdRule, EventAudience, EventKind, EventStatus, PackageKind, PackageSaleStatus, PayMode, todayInChina } from '@console/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { energyEvent, energyEventCrowd, energyEventUser, energyPackage, energyPackageType, energyReplenish, energyStation } from '../db/schema/index.js';
import { random } from './demo-energy-orders.js';

const HOUR = 3_600_000;
const DAY = 86_400_000;

const names = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨帆', '黄磊', '赵倩', '周杰', '吴敏', '徐涛', '孙丽', '马超', '朱琳', '胡斌', '郭峰', '林晓', '何洁'];

/** Each station's packages: name, kind, quota, days, price and 划线价 (fen), stock, limit, on sale. */
const packageTypes = [
  { name: '100 度电量包', kind: PackageKind.energy, quota: 100, valid_days: 90, price: 9900, original_price: 12000, stock: 0, per_user_limit: 0, on: true, description: '购买后 90 天内在本站充电抵扣 100 度电量（含电费与服务费）。' },
  { name: '300 度畅充包', kind: PackageKind.energy, quota: 300, valid_days: 180, price: 27900, original_price: 36000, stock: 500, per_user_limit: 2, on: true, description: '适合网约车司机，180 天有效，每人限购 2 份。' },
  { name: '10 次快充卡', kind: PackageKind.times, quota: 10, valid_days: 60, price: 8800, original_price: 0, stock: 0, per_user_limit: 0, on: true, description: '每次充电不超过 40 度，60 天内可用 10 次。' },
  { name: '30 天畅充月卡', kind: PackageKind.period, quota: 0, valid_days: 30, price: 39900, original_price: 49900, stock: 200, per_user_limit: 1, on: false, description: '30 天内不限次数充电，服务费全免，电费照常。' },
];

/**
 * The packages and events demo (after `seedDemoEnergyOrders`): four packages per station (three on sale) with about 120
 * purchases over the last 90 days — in force, used up, expired, a few refunded — and per station four events: a running
 * 夜间服务费 8 折 for everyone, a 满减 for a crowd of new and active users (with its users who took part), an ended
 * 电费立减 for listed users, and a draft.
 */
export async function seedDemoEnergyPackagesEvents(tx: Tx, now = new Date()) {
  const next = random(20261201);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const stations = await tx.select({ id: energyStation.id, merchant: energyStation.merchant, name: energyStation.name }).from(energyStation).where(inArray(energyStation.merchant, [100201, 100202]));

  for (const [index, station] of stations.entries()) {
    const plates = (
      await tx
        .selectDistinct({ plate: energyReplenish.plate })
        .from(energyReplenish)
        .where(and(eq(energyReplenish.station, station.id), ne(energyReplenish.plate, '')))
        .limit(40)
    ).map((r) => r.plate);
    const people = Array.from({ length: 24 }, (_, i) => ({
      user_name: names[(i + index * 5) % names.length]!,
      mobile: `13${String(5 + (i % 5))}${String(10_000_000 + index * 1_000_000 + i * 37_531).slice(-8)}`,
      plate: plates[i % Math.max(plates.length, 1)] ?? '',
    }));

    // Packages and their purchases.
    for (const [k, p] of packageTypes.entries()) {
      const created = new Date(now.getTime() - (120 - k * 5) * DAY);
      const { on, ...values } = p;
      const [type] = await tx
        .insert(energyPackageType)
        .values({ ...values, merchant: station.merchant, station: station.id, status: on ? PackageSaleStatus.on : PackageSaleStatus.off, create_time: created, update_time: created })
        .returning({ id: energyPackageType.id });
      const count = p.kind === PackageKind.period ? 4 : between(7, 12);
      for (let i = 0; i < count; i++) {
        const buyer = pick(people);
        const payTime = new Date(now.getTime() - between(1, 90) * DAY - between(0, 23) * HOUR);
        const expire = new Date(payTime.getTime() + p.valid_days * DAY);
        const ageShare = Math.min(1, (now.getTime() - payTime.getTime()) / (p.valid_days * DAY));
        const used = p.kind === PackageKind.period ? between(2, 25) : Math.min(p.quota, Math.round(p.quota * Math.min(1, ageShare * (0.6 + next()))));
        const refunded = i === 2 && used < (p.quota || 99);
        const no = await tx.execute(sql`select lpad(nextval('energy_package_no_seq')::text, 6, '0') as n`);
        const seq = (no as unknown as { rows: { n: string }[] }).rows[0]!.n;
        const refundTime = new Date(Math.min(now.getTime() - HOUR, payTime.getTime() + 3 * DAY));
        await tx.insert(energyPackage).values({
          package_no: `PK${todayInChina(payTime).replaceAll('-', '')}${seq}`,
          merchant: station.merchant,
          station: station.id,
          package_type: type!.id,
          name: p.name,
          kind: p.kind,
          quota: p.quota,
          used: refunded ? Math.floor(used / 3) : used,
          ...buyer,
          amount: p.price,
          pay_mode: pick([PayMode.wechat, PayMode.wechat, PayMode.alipay, PayMode.balance]),
          pay_time: payTime,
          expire_time: expire,
          ...(refunded
            ? { refund_amount: Math.floor(p.price * 0.8), refund_reason: '用户更换车辆，申请退还未使用部分', refunder: '孙强', refund_time: refundTime }
            : {}),
          create_time: payTime,
          update_time: refunded ? refundTime : payTime,
        });
      }
    }

    // Events.
    const at = (days: number, hours = 0) => new Date(now.getTime() + days * DAY + hours * HOUR);
    const events = [
      { name: '夜间充电服务费 8 折', kind: EventKind.serviceDiscount, value: 80, threshold: 0, audience: EventAudience.all, start_time: at(-20), end_time: at(40), budget: 500_000, per_user_limit: 0, status: EventStatus.published, description: '每晚 22:00 至次日 7:00 充电，服务费打 8 折。' },
      { name: '新老车主满 50 减 5', kind: EventKind.fullReduction, value: 500, threshold: 5000, audience: EventAudience.crowd, start_time: at(-10), end_time: at(20), budget: 200_000, per_user_limit: 3, status: EventStatus.published, description: '单笔充电满 50 元立减 5 元，每人限 3 次。' },
      { name: '国庆电费每度减 0.1 元', kind: EventKind.energyOff, value: 10, threshold: 0, audience: EventAudience.users, start_time: at(-58), end_time: at(-51), budget: 100_000, per_user_limit: 5, status: EventStatus.ended, description: '国庆期间指定车队用户电费每度立减 0.1 元。' },
      { name: '元旦充电服务费 7 折', kind: EventKind.serviceDiscount, value: 70, threshold: 0, audience: EventAudience.crowd, start_time: at(34), end_time: at(38), budget: 0, per_user_limit: 2, status: EventStatus.draft, description: '元旦假期沉睡用户召回。' },
    ];
    for (const [k, e] of events.entries()) {
      const created = new Date(Math.min(e.start_time.getTime(), now.getTime()) - (3 + k) * DAY);
      const [row] = await tx.insert(energyEvent).values({ ...e, merchant: station.merchant, station: station.id, create_time: created, update_time: created }).returning({ id: energyEvent.id });
      const event = row!.id;
      if (e.audience === EventAudience.crowd) {
        const crowds =
          e.status === EventStatus.draft
            ? [{ name: '60 天未充电的沉睡用户', rule: CrowdRule.dormant, days: 60, charge_times: 0, notes: '召回老用户' }]
            : [
                { name: '近 30 天新用户', rule: CrowdRule.newcomer, days: 30, charge_times: 0, notes: '' },
                { name: '近 30 天充电 4 次以上', rule: CrowdRule.active, days: 30, charge_times: 4, notes: '高频车主' },
                { name: '持有套餐的用户', rule: CrowdRule.packageHolder, days: 0, charge_times: 0, notes: '' },
              ];
        for (const c of crowds) await tx.insert(energyEventCrowd).values({ ...c, merchant: station.merchant, event, create_time: created, update_time: created });
      }
      if (e.status !== EventStatus.draft && (e.audience !== EventAudience.all || k === 0)) {
        const taking = e.audience === EventAudience.users ? people.slice(0, 12) : people.slice(6, 6 + between(8, 14));
        for (const [i, person] of taking.entries()) {
          const used = e.audience === EventAudience.users && i % 4 === 3 ? 0 : between(1, e.per_user_limit || 6);
          const perUse = e.kind === EventKind.fullReduction ? e.value : e.kind === EventKind.energyOff ? e.value * between(20, 45) : between(150, 600);
          const joined = new Date(e.start_time.getTime() + (e.audience === EventAudience.users ? -DAY : between(0, 5) * DAY));
          const lastUse = used ? new Date(Math.min(now.getTime() - HOUR, e.end_time.getTime() - HOUR, joined.getTime() + between(1, 8) * DAY)) : null;
          await tx.insert(energyEventUser).values({
            merchant: station.merchant,
            event,
            ...person,
            source: e.audience === EventAudience.users ? 1 : 2,
            used_count: used,
            discount_amount: used * perUse,
            last_use_time: lastUse,
            notes: e.audience === EventAudience.users ? '车队成员' : '',
            create_time: joined,
            update_time: lastUse ?? joined,
          });
        }
      }
    }
  }
}
