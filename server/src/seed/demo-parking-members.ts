import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { park, parkingMember, parkingMemberSetting, parkingRecord, parkingReportService } from '../db/schema/index.js';

/**
 * 停车会员 and 会员设置 (docs/decisions.md, "Parking members, member settings, reporting service; the 停车管理's 客户,
 * 会员, 优惠券"). 福田中心停车场 (100101) has sixteen members — every level, two 已停用, plates taken from its records so
 * that their visits and cars in the lot show — and saved settings; the group's members 南山科技园 (100102) six and
 * 罗湖万象 (100103) four on the defaults. 上报服务: 100101's first park reports everything, its second is set but paused,
 * the others are not set. Times count back from the seeding.
 */
const nicknames = ['陈先生', '小林', 'Amy', '老周', '黄女士', '阿杰', '刘工', 'Kevin', '吴姐', '张师傅', '晴天', '赵女士', '郭先生', '若溪', '马哥', '许小姐'];
const counts: Record<number, number> = { 100101: 16, 100102: 6, 100103: 4 };
const DAY = 86_400_000;

export async function seedDemoParkingMembers(tx: Tx, now = new Date()) {
  for (const [merchantKey, n] of Object.entries(counts)) {
    const merchant = Number(merchantKey);
    const seen = await tx
      .select({ plate: parkingRecord.plate, last: sql<string>`max(${parkingRecord.entry_time})` })
      .from(parkingRecord)
      .where(eq(parkingRecord.merchant, merchant))
      .groupBy(parkingRecord.plate)
      .orderBy(desc(sql`count(*)`), asc(parkingRecord.plate))
      .limit(n * 2);
    const rows: (typeof parkingMember.$inferInsert)[] = [];
    let next = 0;
    for (let i = 0; i < n; i++) {
      const plateCount = i % 5 === 0 ? 2 : 1;
      const plates = seen.slice(next, next + plateCount).map((r) => r.plate);
      next += plateCount;
      const level = i % 7 === 0 ? 3 : i % 3 === 0 ? 2 : 1;
      const stopped = merchant === 100101 && (i === 9 || i === 14);
      const join = new Date(now.getTime() - (200 - i * 11) * DAY - (i % 4) * 3_600_000);
      rows.push({
        merchant, member_no: `PM${String(merchant).slice(-3)}${String(i + 1).padStart(5, '0')}`, mobile: `139${String(merchant).slice(-2)}${String(700000 + i * 137).padStart(6, '0')}`,
        nickname: nicknames[(i + merchant) % nicknames.length]!, level, plates, points: level === 3 ? 2300 + i * 41 : level === 2 ? 600 + i * 23 : 20 + i * 17,
        status: stopped ? 2 : 1, stop_reason: stopped ? (i === 9 ? '车主申请注销会员' : '多次借用他人会员身份，暂停会员权益') : '', join_time: join, create_time: join, update_time: join,
      });
    }
    await tx.insert(parkingMember).values(rows);
  }
  const saved = new Date(now.getTime() - 20 * DAY);
  await tx.insert(parkingMemberSetting).values({
    merchant: 100101, enabled: true, plate_limit: 2, bind_audit: true, points_per_yuan: 2, silver_points: 600, gold_points: 2200, silver_discount: 95, gold_discount: 88, operator: '王芳', create_time: saved, update_time: saved,
  });
  const parks = await tx.select({ id: park.id }).from(park).where(eq(park.merchant, 100101)).orderBy(asc(park.id)).limit(2);
  const set = new Date(now.getTime() - 35 * DAY);
  await tx.insert(parkingReportService).values(
    parks.map((p, i) => ({
      merchant: 100101, park: p.id, city_park_code: `440304-P${String(12 + i * 7).padStart(4, '0')}`, items: i === 0 ? [1, 2, 3] : [1, 2], enabled: i === 0,
      remark: i === 0 ? '福田区静态交通平台，2026 年 9 月接入' : '待城市平台验收后开启', operator: '王芳', create_time: set, update_time: set,
    })),
  );
}
