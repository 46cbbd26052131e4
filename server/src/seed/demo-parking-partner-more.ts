import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { manager, park, parkingCollection, parkingOtherPark, parkingPassport, parkingRecord, parkingVehicleMessage } from '../db/schema/index.js';
import { regionName } from '../modules/region/region.service.js';

/**
 * The parking partner's tools (docs/decisions.md, "Parking partner: records, data collection, other parks, software,
 * vehicle mock, passports"): 深圳泊联科技 (100100)'s field staff collected nine lots in Shenzhen — four wait for review,
 * four passed (three other parks; 海岸城 was collected twice), one was rejected; three cars of 福田中心停车场 (100101)
 * came in through the vehicle mock; passports in the parks of 南山科技园 (100102) and 罗湖万象 (100103), the parking
 * group's members, and one of 100101's. Times count back from the hour the demo is seeded.
 */

const hour = 3_600_000;

interface Lot {
  park_name: string;
  region: string;
  address: string;
  lat: number;
  lng: number;
  type: number;
  total_space: number;
  charge_rule: string;
  open_hours: string;
  parking_system: string;
  contact_name: string;
  contact_mobile: string;
}

const lots: Record<string, Lot> = {
  haian: {
    park_name: '海岸城购物中心停车场', region: '440305', address: '广东省深圳市南山区文心五路 33 号', lat: 22.517393, lng: 113.935678, type: 2, total_space: 1200,
    charge_rule: '首小时 10 元，之后每小时 5 元，24 小时封顶 60 元；商场消费满 200 元免 2 小时', open_hours: '全天 24 小时', parking_system: '捷顺 JSST', contact_name: '黄志强', contact_mobile: '13728876012',
  },
  baoneng: {
    park_name: '宝能环球汇停车场', region: '440305', address: '广东省深圳市南山区沙河西路 3001 号', lat: 22.548903, lng: 113.951225, type: 2, total_space: 860,
    charge_rule: '每 30 分钟 4 元，每日封顶 50 元', open_hours: '07:00–次日 01:00', parking_system: '科拓', contact_name: '刘倩', contact_mobile: '13632218855',
  },
  shekou: {
    park_name: '蛇口港地面停车场', region: '440305', address: '广东省深圳市南山区望海路 1187 号', lat: 22.482614, lng: 113.913402, type: 1, total_space: 320,
    charge_rule: '小型车每小时 6 元，大型车每小时 12 元', open_hours: '全天 24 小时', parking_system: '立方', contact_name: '吴建国', contact_mobile: '13510987732',
  },
  dongmen: {
    park_name: '东门步行街地下停车场', region: '440303', address: '广东省深圳市罗湖区解放路 2001 号', lat: 22.546951, lng: 114.118543, type: 2, total_space: 540,
    charge_rule: '首小时 12 元，之后每小时 6 元', open_hours: '08:00–23:30', parking_system: '海康威视', contact_name: '陈敏', contact_mobile: '13926651408',
  },
  bantian: {
    park_name: '坂田华为基地访客停车场', region: '440307', address: '广东省深圳市龙岗区坂田街道五和大道', lat: 22.65623, lng: 114.06081, type: 1, total_space: 450,
    charge_rule: '访客前 2 小时免费，之后每小时 5 元', open_hours: '全天 24 小时', parking_system: '自建系统', contact_name: '周婷', contact_mobile: '13823390971',
  },
  xixiang: {
    park_name: '西乡大道路侧停车位', region: '440306', address: '广东省深圳市宝安区西乡大道（宝源路至前进二路段）', lat: 22.576201, lng: 113.874155, type: 3, total_space: 64,
    charge_rule: '工作日 07:30–21:00 每 15 分钟 1.5 元，首 15 分钟免费', open_hours: '07:30–21:00 收费', parking_system: '路侧巡检 PDA', contact_name: '宝安区停车办', contact_mobile: '0755-27771234',
  },
  longhua: {
    park_name: '龙华壹方天地停车场', region: '440309', address: '广东省深圳市龙华区人民路 3388 号', lat: 22.656812, lng: 114.02931, type: 2, total_space: 1500,
    charge_rule: '首 2 小时 10 元，之后每小时 5 元', open_hours: '全天 24 小时', parking_system: '科拓', contact_name: '李海燕', contact_mobile: '13480712366',
  },
  qianhai: {
    park_name: '前海嘉里中心停车场', region: '440305', address: '广东省深圳市南山区前海大道 1233 号', lat: 22.522417, lng: 113.897703, type: 2, total_space: 980,
    charge_rule: '每小时 15 元，每日封顶 120 元', open_hours: '全天 24 小时', parking_system: '捷顺 JSST', contact_name: '郑宇', contact_mobile: '13602537781',
  },
};

const collectors = [
  { name: '赵磊', mobile: '13715520631' },
  { name: '孙婉', mobile: '13928871045' },
];

/** status 0 待审核, 1 已通过, 2 已驳回; hours back; which collector. */
const collections: { lot: keyof typeof lots; status: number; back: number; by: number; remark?: string; total_space?: number; audit_remark?: string }[] = [
  { lot: 'haian', status: 1, back: 24 * 40, by: 0, total_space: 1150, remark: '首次采集，B1 层局部施工中' },
  { lot: 'baoneng', status: 1, back: 24 * 26, by: 1, remark: '车场经理愿意了解聚合支付' },
  { lot: 'shekou', status: 2, back: 24 * 20, by: 0, remark: '现场仅拍到入口', audit_remark: '照片不全，缺少收费公示牌，请补采后重新提交' },
  { lot: 'haian', status: 1, back: 24 * 12, by: 1, remark: 'B1 层施工结束，车位恢复 1200 个' },
  { lot: 'dongmen', status: 1, back: 24 * 8, by: 0, remark: '周末高峰排队约 15 分钟' },
  { lot: 'bantian', status: 0, back: 30, by: 1, remark: '需园区行政部同意后方可对接' },
  { lot: 'xixiang', status: 0, back: 20, by: 0, remark: '路侧泊位由区停车办统一管理' },
  { lot: 'longhua', status: 0, back: 9, by: 1 },
  { lot: 'qianhai', status: 0, back: 3, by: 0, remark: '写字楼访客车位 120 个' },
];

const passportPlans: { merchant: number; plate: string; color: number; kind: number; holder: string; mobile: string; reason: string; startBack: number; hours: number; revoked?: string }[] = [
  { merchant: 100102, plate: '粤B7K2M9', color: 1, kind: 1, holder: '何晓东', mobile: '13600011234', reason: '拜访科技园 A 栋 12 楼', startBack: 2, hours: 8 },
  { merchant: 100102, plate: '粤BD39921', color: 5, kind: 2, holder: '深圳建安装饰', mobile: '13711223344', reason: '3 号楼外立面维修', startBack: 24 * 5, hours: 24 * 30 },
  { merchant: 100102, plate: '粤B52310', color: 2, kind: 2, holder: '南山环卫', mobile: '13800456712', reason: '垃圾清运车', startBack: 24 * 40, hours: 24 * 30 },
  { merchant: 100102, plate: '粤B1H8Q2', color: 1, kind: 3, holder: '南山区交通局', mobile: '0755-26661234', reason: '停车场安全检查', startBack: 24 * 3, hours: 24 * 7, revoked: '检查提前结束' },
  { merchant: 100102, plate: '粤BF06617', color: 5, kind: 4, holder: '林佳', mobile: '13612347788', reason: '物业员工车辆', startBack: 24 * 20, hours: 24 * 180 },
  { merchant: 100103, plate: '粤B3M6T0', color: 1, kind: 1, holder: '郭敏', mobile: '13922334455', reason: '万象城商户供货', startBack: 5, hours: 12 },
  { merchant: 100103, plate: '湘A8U2J1', color: 1, kind: 1, holder: '罗斌', mobile: '13377665544', reason: '参加招商会', startBack: 24 * 9, hours: 24 },
  { merchant: 100103, plate: '粤BD77812', color: 5, kind: 4, holder: '万象城物业 许强', mobile: '13544556677', reason: '物业巡查车', startBack: 24 * 60, hours: 24 * 365 },
  { merchant: 100101, plate: '粤B9P3L7', color: 1, kind: 3, holder: '福田区城管局', mobile: '0755-82921234', reason: '路侧泊位巡查', startBack: 24, hours: 24 * 14 },
];

export async function seedDemoParkingPartnerMore(tx: Tx) {
  const now = Date.now();
  const at = (hoursBack: number) => new Date(now - hoursBack * hour);

  // Data collection and the other parks the approved ones made (oldest first, as they were reviewed).
  const others = new Map<string, number>();
  let n = 0;
  for (const c of [...collections].sort((a, b) => b.back - a.back)) {
    n += 1;
    const lot = { ...lots[c.lot]!, ...(c.total_space ? { total_space: c.total_space } : {}) };
    const collected = at(c.back);
    const reviewed = c.status === 0 ? null : new Date(collected.getTime() + 5 * hour);
    const [row] = await tx
      .insert(parkingCollection)
      .values({
        merchant: 100100,
        collection_no: `CJ${collected.toISOString().slice(0, 10).replaceAll('-', '')}${String(n).padStart(4, '0')}`,
        ...lot,
        region_name: regionName(lot.region),
        images: [],
        remark: c.remark ?? '',
        collector: collectors[c.by]!.name,
        collector_mobile: collectors[c.by]!.mobile,
        collect_time: collected,
        create_time: collected,
        update_time: reviewed ?? collected,
      })
      .returning({ id: parkingCollection.id });
    if (c.status === 0) continue;
    let other: number | null = null;
    if (c.status === 1) {
      const values = { merchant: 100100, ...lot, region_name: regionName(lot.region), images: [], last_collection: row!.id, update_time: reviewed! };
      other = others.get(c.lot) ?? null;
      if (other) await tx.update(parkingOtherPark).set(values).where(eq(parkingOtherPark.id, other));
      else {
        const [created] = await tx.insert(parkingOtherPark).values({ ...values, create_time: reviewed! }).returning({ id: parkingOtherPark.id });
        other = created!.id;
        others.set(c.lot, other);
      }
    }
    await tx
      .update(parkingCollection)
      .set({ status: c.status, auditor: '陈立', audit_time: reviewed, audit_remark: c.audit_remark ?? (c.status === 1 ? '信息完整，已录入其他停车场' : ''), other_park: other })
      .where(eq(parkingCollection.id, row!.id));
  }

  // The vehicle mock: the three latest cars in 福田中心停车场 came in through it.
  const [partnerManager] = await tx.select({ name: manager.name }).from(manager).where(eq(manager.merchant, 100100)).limit(1);
  const mocked = await tx
    .select({ id: parkingRecord.id, merchant: parkingRecord.merchant, park: parkingRecord.park, gate: parkingRecord.entry_gate, plate: parkingRecord.plate, plate_color: parkingRecord.plate_color, car_type: parkingRecord.car_type, entry_time: parkingRecord.entry_time })
    .from(parkingRecord)
    .where(and(eq(parkingRecord.merchant, 100101), eq(parkingRecord.status, 1)))
    .orderBy(desc(parkingRecord.entry_time))
    .limit(3);
  if (mocked.length) {
    await tx.insert(parkingVehicleMessage).values(
      mocked.map((r) => ({
        merchant: r.merchant, park: r.park, gate: r.gate, direction: 1, plate: r.plate, plate_color: r.plate_color, car_type: r.car_type, pass_time: r.entry_time, record: r.id,
        sender: partnerManager?.name ?? '陈立', sender_merchant: 100100, create_time: r.entry_time,
      })),
    );
  }

  // Passports: each merchant's first park.
  const parks = await tx.select({ id: park.id, merchant: park.merchant }).from(park).where(inArray(park.merchant, [100101, 100102, 100103])).orderBy(park.id);
  const firstPark = (merchant: number) => parks.find((p) => p.merchant === merchant)?.id;
  let k = 0;
  for (const p of passportPlans) {
    const parkId = firstPark(p.merchant);
    if (!parkId) continue;
    k += 1;
    const start = at(p.startBack);
    const revokedAt = p.revoked ? new Date(start.getTime() + 26 * hour) : null;
    await tx.insert(parkingPassport).values({
      merchant: p.merchant, park: parkId, passport_no: `TX${start.toISOString().slice(0, 10).replaceAll('-', '')}${String(k).padStart(4, '0')}`, plate: p.plate, plate_color: p.color, kind: p.kind,
      holder: p.holder, mobile: p.mobile, reason: p.reason, start_time: start, end_time: new Date(start.getTime() + p.hours * hour), issuer: p.merchant === 100101 ? '王芳' : '物业前台',
      status: p.revoked ? 0 : 1, revoker: p.revoked ? '华润置地 集团财务' : '', revoke_time: revokedAt, revoke_reason: p.revoked ?? '', create_time: new Date(start.getTime() - 2 * hour),
    });
  }
}
