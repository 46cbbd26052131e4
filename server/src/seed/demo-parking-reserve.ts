import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { park, parkingRecord, parkingReserve, parkingReserveAppeal, parkingReserveApply, parkingReserveBlacklist, parkingReserveRt, parkingReserveRule } from '../db/schema/index.js';
import { addDays, dayStart, todayInChina } from '../shared/time.js';

/**
 * Reservations of the parking merchants (docs/decisions.md, "Parking reservations"). 福田中心停车场 (100101): settings on
 * two parks (福田中心 books straight away, 会展中心北广场 reviews requests), 39 reservations over the last two weeks in
 * every state (arrivals matched to the parks' parking records), 3 applications waiting (one approved, one rejected), two
 * appeals waiting (one against the no-show that blacklisted 粤B8K3N6) and one rejected, two blacklisted plates (one by
 * its no-shows, one by hand). 南山科技园 (100102) a few, so that scoping shows. Times count from the seeding.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const settings = {
  福田中心停车场: { spaces: 30, hold_minutes: 30, prepaid: 500, need_audit: false, no_show_limit: 3, no_show_days: 30, rules: [[[1, 2, 3, 4, 5], 420, 1320], [[6, 7], 480, 1380]] },
  会展中心北广场停车场: { spaces: 10, hold_minutes: 60, prepaid: 1000, need_audit: true, no_show_limit: 2, no_show_days: 30, rules: [[[1, 2, 3, 4, 5, 6, 7], 480, 1200]] },
  南山科技园停车场: { spaces: 40, hold_minutes: 30, prepaid: 0, need_audit: false, no_show_limit: 3, no_show_days: 30, rules: [] },
} as const;

const phones = ['13826451379', '13922087416', '13715569023', '13602781154', '15013847765', '18820936641', '13543218807', '15986427735', '13751092263', '18938724150'];

/** A plate's no-shows and what followed: blacklisted (automatically at the third, or by hand), appealed. */
type NoShow = { park: string; plate: string; colour?: number; daysAgo: number; hour: number; blacklist?: 1 | 2; appeal?: { content: string; rejected?: string } };
const noShows: Record<number, NoShow[]> = {
  100101: [
    { park: '福田中心停车场', plate: '粤B8K3N6', daysAgo: 12, hour: 9 },
    { park: '福田中心停车场', plate: '粤B8K3N6', daysAgo: 7, hour: 18 },
    { park: '福田中心停车场', plate: '粤B8K3N6', daysAgo: 2, hour: 18, blacklist: 1, appeal: { content: '当天导航出错绕了路，18:40 才到，只超过保留时间 10 分钟，而且车已经入场停车缴费了，请核实后取消违约。' } },
    { park: '福田中心停车场', plate: '粤B2M7P4', daysAgo: 4, hour: 8, appeal: { content: '滨河大道发生交通事故封路一小时，无法按时到达，可提供交警路况通报截图。' } },
    { park: '福田中心停车场', plate: '粤B6T1Q8', daysAgo: 9, hour: 14, appeal: { content: '当天有事忘了取消预约，希望退还预付款。', rejected: '预约规则已提示可在到场前免费取消，违约成立，预付不退。' } },
    { park: '会展中心北广场停车场', plate: '粤BD70931', colour: 5, daysAgo: 5, hour: 10, blacklist: 2 },
  ],
  100102: [{ park: '南山科技园停车场', plate: '粤B5U2W8', daysAgo: 3, hour: 9, blacklist: 2, appeal: { content: '公司临时出差，未能到场。' } }],
};

type Cancel = { park: string; plate: string; colour?: number; daysAgo: number; hour: number; reason: string };
const cancels: Cancel[] = [
  { park: '福田中心停车场', plate: '粤B3F9D2', daysAgo: 11, hour: 10, reason: '车主来电，行程取消' },
  { park: '福田中心停车场', plate: '湘A6G2H8', daysAgo: 6, hour: 15, reason: '车主在小程序申请取消，改约次日' },
  { park: '福田中心停车场', plate: '粤BF36519', colour: 5, daysAgo: 1, hour: 20, reason: '车位维修，停车场主动取消并致歉' },
  { park: '会展中心北广场停车场', plate: '粤B7V4C1', daysAgo: 8, hour: 9, reason: '展会延期，车主申请取消' },
  { park: '会展中心北广场停车场', plate: '赣B2N6M3', daysAgo: 3, hour: 13, reason: '车主来电，行程取消' },
];

type Waiting = { park: string; plate: string; colour?: number; inHours: number };
const waiting: Waiting[] = [
  { park: '福田中心停车场', plate: '粤B1R8E5', inHours: 2 },
  { park: '福田中心停车场', plate: '粤BD52683', colour: 5, inHours: 5 },
  { park: '福田中心停车场', plate: '粤S9K2L7', inHours: 26 },
];
const overdue: Waiting[] = [
  { park: '福田中心停车场', plate: '粤B4W6Y9', inHours: -3 },
  { park: '福田中心停车场', plate: '粤L8C3J5', inHours: -5 },
];

/** Applications at 会展中心北广场 (reviewed there): days from today and the hour wished (UTC+8), and the outcome. */
type Apply = { plate: string; colour?: number; day: number; minute: number; remark: string; hoursAgo: number; status?: 1 | 2; reason?: string };
const applies: Apply[] = [
  { plate: '粤B6H3K8', day: 1, minute: 570, remark: '参加会展中心电子展，预计停 4 小时', hoursAgo: 3 },
  { plate: '粤BD91527', colour: 5, day: 1, minute: 840, remark: '下午客户洽谈', hoursAgo: 6 },
  { plate: '桂A3M9P2', day: 2, minute: 600, remark: '外地车辆来深参展，请预留车位', hoursAgo: 20 },
  { plate: '粤B2T7X4', day: 1, minute: 660, remark: '布展车辆', hoursAgo: 30, status: 1 },
  { plate: '粤B9N1F6', day: 0, minute: 1230, remark: '晚上看演出', hoursAgo: 28, status: 2, reason: '20:00 后不开放预约，请改在可预约时段内申请' },
];

const seq = (at: Date) => sql`'R' || to_char(${at.toISOString()}::timestamptz at time zone 'UTC' + interval '8 hours', 'YYYYMMDD') || lpad(nextval('parking_reserve_no_seq')::text, 6, '0')`;

export async function seedDemoParkingReserve(tx: Tx, now = new Date()) {
  const today = todayInChina(now);
  /** A day `daysAgo` before today at `hour` o'clock (UTC+8). */
  const at = (daysAgo: number, hour: number) => new Date(dayStart(addDays(today, -daysAgo)).getTime() + hour * HOUR);
  const tenMinutes = (time: number) => new Date(Math.floor(time / (10 * MINUTE)) * 10 * MINUTE);
  let phone = 0;
  const nextPhone = () => phones[phone++ % phones.length]!;
  for (const merchant of [100101, 100102]) {
    const parks = await tx.select({ id: park.id, name: park.park_name }).from(park).where(eq(park.merchant, merchant));
    const parkId = new Map(parks.map((p) => [p.name, p.id]));
    const operator = merchant === 100101 ? '王芳' : '李明';
    for (const [name, s] of Object.entries(settings)) {
      const id = parkId.get(name);
      if (!id) continue;
      const { rules, ...values } = s;
      await tx.insert(parkingReserveRt).values({ park: id, merchant, enabled: true, ...values, operator, create_time: new Date(now.getTime() - 60 * DAY), update_time: new Date(now.getTime() - 20 * DAY) });
      for (const [weekdays, start, end] of rules) await tx.insert(parkingReserveRule).values({ merchant, park: id, weekdays: [...weekdays], start_minute: start, end_minute: end });
    }
    const hold = (name: string) => settings[name as keyof typeof settings].hold_minutes * MINUTE;
    const prepaid = (name: string) => settings[name as keyof typeof settings].prepaid;
    const insert = async (values: Omit<typeof parkingReserve.$inferInsert, 'merchant' | 'reserve_no'>) => {
      const created = values.create_time as Date;
      const [row] = await tx.insert(parkingReserve).values({ merchant, ...values, reserve_no: seq(created) as unknown as string, update_time: values.handle_time ?? created }).returning({ id: parkingReserve.id });
      return row!.id;
    };

    // Arrivals: cars of the last six days' parking records that had reserved 0–25 minutes before they entered.
    if (merchant === 100101) {
      for (const [name, every, count] of [['福田中心停车场', 7, 16], ['会展中心北广场停车场', 5, 6]] as const) {
        const records = await tx
          .select({ id: parkingRecord.id, plate: parkingRecord.plate, plate_color: parkingRecord.plate_color, entry_time: parkingRecord.entry_time })
          .from(parkingRecord)
          .where(and(eq(parkingRecord.merchant, merchant), eq(parkingRecord.park, parkId.get(name)!), gte(parkingRecord.entry_time, new Date(now.getTime() - 6 * DAY))))
          .orderBy(asc(parkingRecord.id));
        const chosen = records.filter((_, i) => i % every === 3).slice(0, count);
        for (const [i, r] of chosen.entries()) {
          const reserved = tenMinutes(r.entry_time.getTime() - ((i * 7) % 25) * MINUTE);
          await insert({
            park: parkId.get(name)!, plate: r.plate, plate_color: r.plate_color, phone: nextPhone(), reserve_time: reserved, latest_arrival: new Date(reserved.getTime() + hold(name)),
            arrive_time: r.entry_time, record: r.id, prepaid: prepaid(name), state: 2, source: name === '会展中心北广场停车场' ? 2 : 1, create_time: new Date(reserved.getTime() - (3 + i) * HOUR),
          });
        }
      }
      for (const c of cancels) {
        const reserved = at(c.daysAgo, c.hour);
        const handled = new Date(reserved.getTime() - 2 * HOUR);
        await insert({
          park: parkId.get(c.park)!, plate: c.plate, plate_color: c.colour ?? 1, phone: nextPhone(), reserve_time: reserved, latest_arrival: new Date(reserved.getTime() + hold(c.park)),
          prepaid: prepaid(c.park), refund: prepaid(c.park), refund_time: prepaid(c.park) ? handled : null, state: 3, reason: c.reason, handler: operator, handle_time: handled, create_time: new Date(reserved.getTime() - 20 * HOUR),
        });
      }
      for (const w of [...waiting, ...overdue]) {
        const reserved = tenMinutes(now.getTime() + w.inHours * HOUR);
        await insert({
          park: parkId.get(w.park)!, plate: w.plate, plate_color: w.colour ?? 1, phone: nextPhone(), reserve_time: reserved, latest_arrival: new Date(reserved.getTime() + hold(w.park)),
          prepaid: prepaid(w.park), state: 1, create_time: new Date(Math.min(now.getTime(), reserved.getTime()) - 4 * HOUR),
        });
      }
      const expo = parkId.get('会展中心北广场停车场')!;
      for (const a of applies) {
        const wished = new Date(dayStart(addDays(today, a.day)).getTime() + a.minute * MINUTE);
        const submitted = new Date(now.getTime() - a.hoursAgo * HOUR);
        const reviewed = a.status ? new Date(submitted.getTime() + 2 * HOUR) : null;
        const reserve = a.status === 1
          ? await insert({
            park: expo, plate: a.plate, plate_color: a.colour ?? 1, phone: '13760008888', reserve_time: wished, latest_arrival: new Date(wished.getTime() + hold('会展中心北广场停车场')),
            prepaid: prepaid('会展中心北广场停车场'), state: 1, source: 2, space_no: 'N-08', create_time: reviewed!,
          })
          : null;
        await tx.insert(parkingReserveApply).values({
          merchant, park: expo, plate: a.plate, plate_color: a.colour ?? 1, phone: a.status === 1 ? '13760008888' : nextPhone(), reserve_time: wished, remark: a.remark, status: a.status ?? 0,
          reviewer: a.status ? operator : '', review_time: reviewed, reject_reason: a.reason ?? '', reserve, create_time: submitted, update_time: reviewed ?? submitted,
        });
      }
    } else {
      const nanshan = '南山科技园停车场';
      const reserved = tenMinutes(now.getTime() + 3 * HOUR);
      await insert({ park: parkId.get(nanshan)!, plate: '粤B0T5G3', phone: '13822223333', reserve_time: reserved, latest_arrival: new Date(reserved.getTime() + hold(nanshan)), state: 1, create_time: new Date(now.getTime() - HOUR) });
      const before = at(1, 9);
      await insert({ park: parkId.get(nanshan)!, plate: '粤B8D4S6', phone: '13822225555', reserve_time: before, latest_arrival: new Date(before.getTime() + hold(nanshan)), arrive_time: new Date(before.getTime() + 12 * MINUTE), state: 2, create_time: new Date(before.getTime() - 5 * HOUR) });
    }

    for (const n of noShows[merchant] ?? []) {
      const reserved = at(n.daysAgo, n.hour);
      const latest = new Date(reserved.getTime() + hold(n.park));
      const handled = new Date(latest.getTime() + HOUR);
      const id = await insert({
        park: parkId.get(n.park)!, plate: n.plate, plate_color: n.colour ?? 1, phone: nextPhone(), reserve_time: reserved, latest_arrival: latest, prepaid: prepaid(n.park), state: 4,
        reason: '超过最晚到场时间未到场', handler: operator, handle_time: handled, create_time: new Date(reserved.getTime() - 6 * HOUR),
      });
      if (n.blacklist) {
        await tx.insert(parkingReserveBlacklist).values({
          merchant, park: parkId.get(n.park)!, plate: n.plate, plate_color: n.colour ?? 1, source: n.blacklist, reserve: id, operator: n.blacklist === 1 ? '系统' : operator,
          reason: n.blacklist === 1 ? `${settings[n.park as keyof typeof settings].no_show_days} 天内违约 3 次（上限 3 次）` : `预约违约且多次占用预约车位不到场，人工加入预约黑名单`,
          create_time: handled, update_time: handled,
        });
      }
      if (n.appeal) {
        const appealed = new Date(handled.getTime() + 3 * HOUR);
        const reviewed = n.appeal.rejected ? new Date(appealed.getTime() + DAY) : null;
        await tx.insert(parkingReserveAppeal).values({
          merchant, park: parkId.get(n.park)!, reserve: id, content: n.appeal.content, status: n.appeal.rejected ? 2 : 0, reviewer: n.appeal.rejected ? operator : '', review_time: reviewed,
          reply: n.appeal.rejected ?? '', create_time: appealed, update_time: reviewed ?? appealed,
        });
      }
    }
  }
}
