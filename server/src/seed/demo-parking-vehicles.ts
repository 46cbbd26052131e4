import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { park, parkingPlateList, parkingVip, parkingVipApply, parkingVipPackage, parkingVipRenewal } from '../db/schema/index.js';
import { addDays, periodEnd, todayInChina } from '../shared/time.js';

/**
 * Monthly packages, cards, fixed-car applications, blacklist and whitelist of the parking merchants (docs/decisions.md,
 * "Vehicles: monthly cards, fixed-car applications, blacklist, whitelist"). 福田中心停车场 (100101) has the most: cards
 * in every state (two ending this week, two expired, one paused) with renewals, three applications waiting, one
 * approved and one rejected, four blacklisted, four whitelisted and four virtual plates; 南山科技园 (100102) a few, so scoping
 * shows.
 * Dates count from the day the demo is seeded.
 */

/**
 * Packages by park name: name, months, price in fen, time range (1 全天, 2 白天, 3 夜间), and 0 for a disabled one. The
 * members of 华润置地停车集团 (100102, 100103) also have the group's own (its 月卡套餐 page): 集团年卡 on two parks, a
 * disabled 夜间季卡 that no card uses (deletable).
 */
const packagesByPark: Record<string, [string, number, number, number, 0?][]> = {
  福田中心停车场: [['全天月卡', 1, 60000, 1], ['全天季卡', 3, 170000, 1], ['全天年卡', 12, 620000, 1], ['夜间月卡', 1, 30000, 3]],
  会展中心北广场停车场: [['地面月卡', 1, 45000, 1], ['地面半年卡', 6, 250000, 1], ['白天月卡', 1, 32000, 2]],
  南山科技园停车场: [['园区月卡', 1, 50000, 1], ['园区季卡', 3, 142000, 1], ['集团年卡', 12, 520000, 1]],
  科技园南区地面停车场: [['地面月卡', 1, 38000, 1], ['夜间季卡', 3, 60000, 3, 0]],
  罗湖万象城停车场: [['商场月卡', 1, 70000, 1], ['集团年卡', 12, 760000, 1]],
};

type Card = { park: string; pkg: string; plates: string[]; colour?: number; holder: string; mobile: string; space: string; start: number; end?: number; paused?: string; renewals?: number[] };

/** Cards of 100101 and 100102: start (and end) in days from today; renewals in periods (the latest last). */
const cards: Record<number, Card[]> = {
  100101: [
    { park: '福田中心停车场', pkg: '全天年卡', plates: ['粤B6K2M8'], holder: '陈志强', mobile: '13823456781', space: 'B1-023', start: -300, renewals: [1] },
    { park: '福田中心停车场', pkg: '全天月卡', plates: ['粤BD31520', '粤B7Q8N2'], colour: 5, holder: '李晓燕', mobile: '13902345672', space: 'B1-045', start: -75, renewals: [1, 1] },
    { park: '福田中心停车场', pkg: '全天季卡', plates: ['粤B2H5T9'], holder: '王建国', mobile: '13712345673', space: 'B2-108', start: -40 },
    { park: '福田中心停车场', pkg: '全天月卡', plates: ['粤B9C3L6'], holder: '赵敏', mobile: '13612345674', space: 'B2-016', start: -26 },
    { park: '福田中心停车场', pkg: '夜间月卡', plates: ['粤BF70218'], colour: 5, holder: '黄海涛', mobile: '13512345675', space: '', start: -28 },
    { park: '福田中心停车场', pkg: '全天月卡', plates: ['粤B5R7W3'], holder: '周婷', mobile: '18812345676', space: 'B1-077', start: -50, end: -5 },
    { park: '福田中心停车场', pkg: '全天季卡', plates: ['湘A8J9K2'], holder: '刘洋', mobile: '18912345677', space: 'B2-031', start: -120, end: -30 },
    { park: '福田中心停车场', pkg: '全天月卡', plates: ['粤B4P6X1'], holder: '吴磊', mobile: '15012345678', space: 'B1-102', start: -10, paused: '车主出差三个月，暂停使用' },
    { park: '会展中心北广场停车场', pkg: '地面半年卡', plates: ['粤B8M2V5', '粤B3N7Y4', '粤B1S9U6'], holder: '深圳会展物业 孙丽', mobile: '13312345679', space: 'N-12', start: -60 },
    { park: '会展中心北广场停车场', pkg: '白天月卡', plates: ['粤S2A8E7'], holder: '郑凯', mobile: '13112345670', space: '', start: -12 },
  ],
  100102: [
    { park: '南山科技园停车场', pkg: '园区月卡', plates: ['粤B0T5G3'], holder: '何静', mobile: '13822223333', space: 'A-201', start: -8 },
    { park: '南山科技园停车场', pkg: '园区季卡', plates: ['粤BD66021'], colour: 5, holder: '马超', mobile: '13822224444', space: 'A-202', start: -70 },
  ],
};

type Apply = { park: string; pkg: string; plates: string[]; colour?: number; holder: string; mobile: string; space: string; start: number; remark: string; daysAgo: number; status?: 1 | 2; reason?: string };
const applies: Record<number, Apply[]> = {
  100101: [
    { park: '福田中心停车场', pkg: '全天月卡', plates: ['粤B7D2F8'], holder: '林小雨', mobile: '13760001111', space: '', start: 2, remark: '福华三路写字楼上班，工作日早八晚六', daysAgo: 0 },
    { park: '福田中心停车场', pkg: '全天季卡', plates: ['粤BD20517', '粤B1G4H7'], colour: 5, holder: '杨帆', mobile: '13760002222', space: 'B2-066', start: 0, remark: '家里两辆车共用一个车位', daysAgo: 1 },
    { park: '会展中心北广场停车场', pkg: '地面月卡', plates: ['赣B5K8M1'], holder: '许文', mobile: '13760003333', space: '', start: 5, remark: '会展中心布展期间使用', daysAgo: 2 },
    { park: '福田中心停车场', pkg: '全天月卡', plates: ['粤B6K2M8'], holder: '陈志强', mobile: '13823456781', space: 'B1-023', start: -300, remark: '公司统一办理', daysAgo: 301, status: 1 },
    { park: '会展中心北广场停车场', pkg: '地面月卡', plates: ['桂C3P5Q8'], holder: '梁伟', mobile: '13760004444', space: '', start: -3, remark: '临时长租', daysAgo: 6, status: 2, reason: '北广场月卡车位已满，请改办福田中心停车场' },
  ],
  100102: [{ park: '南山科技园停车场', pkg: '园区月卡', plates: ['粤B9W3E5'], holder: '邓丽君', mobile: '13760005555', space: '', start: 1, remark: '科技园入驻企业员工', daysAgo: 1 }],
};

type Entry = { park: string; list: 1 | 2 | 3; plate: string; colour?: number; reason: string; from?: number; to?: number; daysAgo: number; operator: string };
const entries: Record<number, Entry[]> = {
  100101: [
    { park: '福田中心停车场', list: 1, plate: '粤B3X8Z1', reason: '多次逃费，累计欠费 326 元', daysAgo: 20, operator: '王芳' },
    { park: '福田中心停车场', list: 1, plate: '粤A7L2K9', reason: '冲卡损坏道闸', from: -15, to: 75, daysAgo: 15, operator: '王芳' },
    { park: '会展中心北广场停车场', list: 1, plate: '粤B5E6R4', reason: '占用消防通道，屡次劝离无效', from: -40, to: -10, daysAgo: 40, operator: '王芳' },
    { park: '金田路路侧停车位', list: 1, plate: '粤BF12876', colour: 5, reason: '长期占用路侧车位不缴费', daysAgo: 8, operator: '王芳' },
    { park: '福田中心停车场', list: 2, plate: '粤B00110', reason: '物业管理处公务车', daysAgo: 90, operator: '王芳' },
    { park: '福田中心停车场', list: 2, plate: '粤B9Y5C2', reason: '消防检查车辆', from: 3, to: 10, daysAgo: 1, operator: '王芳' },
    { park: '会展中心北广场停车场', list: 2, plate: '粤BD88812', colour: 5, reason: '会展中心接驳车', from: -5, to: 25, daysAgo: 5, operator: '王芳' },
    { park: '金田路路侧停车位', list: 2, plate: '粤B12312', colour: 2, reason: '市政环卫车辆', daysAgo: 60, operator: '王芳' },
    // Virtual plates (list 3, 虚拟车牌; docs/decisions.md, "Fixed-car types and virtual plates"): one ended, one not yet valid.
    { park: '福田中心停车场', list: 3, plate: '虚B00001', reason: '物业电瓶巡逻车（无牌）', daysAgo: 45, operator: '王芳' },
    { park: '福田中心停车场', list: 3, plate: '虚B00002', colour: 5, reason: '新能源新车未上牌：车主 林小雨', from: -3, to: 27, daysAgo: 3, operator: '王芳' },
    { park: '福田中心停车场', list: 3, plate: '临000315', reason: '装修工程车临时通行', from: -30, to: -2, daysAgo: 30, operator: '王芳' },
    { park: '会展中心北广场停车场', list: 3, plate: '虚N00101', colour: 2, reason: '展会布展货车（外地临牌）', from: 2, to: 9, daysAgo: 1, operator: '王芳' },
  ],
  100102: [
    { park: '南山科技园停车场', list: 1, plate: '粤B4H7J2', reason: '恶意逃费', daysAgo: 12, operator: '李明' },
    { park: '南山科技园停车场', list: 2, plate: '粤B66688', reason: '园区管理处车辆', daysAgo: 30, operator: '李明' },
    { park: '南山科技园停车场', list: 3, plate: '虚B20001', reason: '园区摆渡车（无牌）', daysAgo: 10, operator: '李明' },
  ],
};

const DAY = 86_400_000;
const operators: Record<number, string> = { 100101: '王芳', 100102: '李明' };

export async function seedDemoParkingVehicles(tx: Tx, now = new Date()) {
  const today = todayInChina(now);
  const day = (offset: number) => addDays(today, offset);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  for (const merchant of [100101, 100102, 100103]) {
    const parks = await tx.select({ id: park.id, name: park.park_name }).from(park).where(eq(park.merchant, merchant));
    const parkId = new Map(parks.map((p) => [p.name, p.id]));
    const packageId = new Map<string, { id: number; months: number; price: number }>();
    for (const p of parks) {
      for (const [name, months, price, range, status] of packagesByPark[p.name] ?? []) {
        const [row] = await tx.insert(parkingVipPackage).values({ merchant, park: p.id, name, period_months: months, price, time_range: range, status: status ?? 1, create_time: at(400), update_time: at(400) }).returning({ id: parkingVipPackage.id });
        packageId.set(`${p.name}/${name}`, { id: row!.id, months, price });
      }
    }
    for (const c of cards[merchant] ?? []) {
      const pkg = packageId.get(`${c.park}/${c.pkg}`)!;
      const start = day(c.start);
      // The first period, then each renewal's periods: the card ends where the last renewal does (or as given).
      let end = periodEnd(start, pkg.months);
      const renewals: (typeof parkingVipRenewal.$inferInsert)[] = [];
      for (const periods of c.renewals ?? []) {
        const from = addDays(end, 1);
        const to = periodEnd(from, pkg.months * periods);
        // (Paid three days before the period ran out, or yesterday when that is still to come: a payment is never in the future.)
        renewals.push({ merchant, vip: 0, periods, months: pkg.months * periods, amount: pkg.price * periods, pay_type: renewals.length % 2 ? 1 : 2, start_date: from, end_date: to, operator: operators[merchant]!, create_time: new Date(Math.min(Date.parse(`${end}T10:00:00+08:00`) - 3 * DAY, now.getTime() - DAY)) });
        end = to;
      }
      if (c.end !== undefined) end = day(c.end);
      const created = at(-c.start);
      const [row] = await tx
        .insert(parkingVip)
        .values({
          merchant, park: parkId.get(c.park)!, package: pkg.id, plates: c.plates, plate_color: c.colour ?? 1, holder_name: c.holder, mobile: c.mobile, space_no: c.space,
          start_date: start, end_date: end, status: c.paused ? 2 : 1, pause_reason: c.paused ?? '', create_time: created, update_time: created,
        })
        .returning({ id: parkingVip.id });
      if (renewals.length) await tx.insert(parkingVipRenewal).values(renewals.map((r) => ({ ...r, vip: row!.id })));
    }
    for (const a of applies[merchant] ?? []) {
      const pkg = packageId.get(`${a.park}/${a.pkg}`)!;
      const submitted = at(a.daysAgo);
      const reviewed = a.status ? new Date(submitted.getTime() + 5 * 3_600_000) : null;
      // The approved one opened the demo's first card of the same plate.
      const [vip] = a.status === 1 ? await tx.select({ id: parkingVip.id }).from(parkingVip).where(and(eq(parkingVip.merchant, merchant), eq(parkingVip.holder_name, a.holder))) : [];
      await tx.insert(parkingVipApply).values({
        merchant, park: parkId.get(a.park)!, package: pkg.id, plates: a.plates, plate_color: a.colour ?? 1, holder_name: a.holder, mobile: a.mobile, space_no: a.space,
        start_date: day(a.start), remark: a.remark, status: a.status ?? 0, reviewer: a.status ? operators[merchant]! : '', review_time: reviewed,
        reject_reason: a.reason ?? '', vip: vip?.id ?? null, create_time: submitted, update_time: reviewed ?? submitted,
      });
    }
    for (const e of entries[merchant] ?? []) {
      const added = at(e.daysAgo);
      await tx.insert(parkingPlateList).values({
        merchant, park: parkId.get(e.park)!, list: e.list, plate: e.plate, plate_color: e.colour ?? 1, reason: e.reason,
        start_date: e.from === undefined ? null : day(e.from), end_date: e.to === undefined ? null : day(e.to), operator: e.operator, create_time: added, update_time: added,
      });
    }
  }
}
