import type { Tx } from '../db/client.js';
import { park, parkApply } from '../db/schema/index.js';
import { regionName } from '../modules/region/region.service.js';

/**
 * The parking merchants' parks in Shenzhen (coordinates GCJ-02, as the map provider answers) and three applications:
 * one waiting for the parking partner 100100, one waiting for the platform (罗湖万象 has no partner), one rejected.
 * Park numbers come from the database (P1000001…) in this order.
 */
const parks = [
  { merchant: 100101, park_name: '福田中心停车场', region: '440304', address: '广东省深圳市福田区福华三路 88 号', lat: 22.536612, lng: 114.057703, type: 2, total_space: 420, monthly_card_cap: 150 },
  { merchant: 100101, park_name: '会展中心北广场停车场', region: '440304', address: '广东省深圳市福田区福华三路 111 号', lat: 22.534015, lng: 114.055482, type: 1, total_space: 260, monthly_card_cap: 60 },
  { merchant: 100101, park_name: '金田路路侧停车位', region: '440304', address: '广东省深圳市福田区金田路（福华路至福中路段）', lat: 22.540873, lng: 114.064021, type: 3, total_space: 36, monthly_card_cap: 0 },
  { merchant: 100102, park_name: '南山科技园停车场', region: '440305', address: '广东省深圳市南山区高新南七道 12 号', lat: 22.532148, lng: 113.947012, type: 2, total_space: 680, monthly_card_cap: 300 },
  { merchant: 100102, park_name: '科技园南区地面停车场', region: '440305', address: '广东省深圳市南山区科苑南路 3099 号', lat: 22.527806, lng: 113.944517, type: 1, total_space: 180, monthly_card_cap: 40 },
  { merchant: 100103, park_name: '罗湖万象城停车场', region: '440303', address: '广东省深圳市罗湖区宝安南路 1881 号', lat: 22.541336, lng: 114.113298, type: 2, total_space: 1500, monthly_card_cap: 400 },
];

export async function seedDemoParks(tx: Tx) {
  const base = Date.parse('2026-03-01T02:00:00Z');
  for (const [i, p] of parks.entries()) {
    const created = new Date(base + i * 86_400_000);
    await tx.insert(park).values({ ...p, region_name: regionName(p.region), create_time: created, update_time: created });
  }
  const at = (days: number) => new Date(Date.parse('2026-10-01T02:00:00Z') + days * 86_400_000);
  await tx.insert(parkApply).values([
    {
      merchant: 100102, submitter_merchant: 100102, submitter: '李明', park_name: '科技园二期地下停车场', region: '440305', region_name: regionName('440305'),
      address: '广东省深圳市南山区科技南十二路 28 号', lat: 22.526413, lng: 113.951276, type: 2, total_space: 520, monthly_card_cap: 200,
      remark: '二期写字楼地下车库，11 月底交付', create_time: at(40), update_time: at(40),
    },
    {
      merchant: 100103, submitter_merchant: 100103, submitter: '李明', park_name: '万象天地地下停车场', region: '440303', region_name: regionName('440303'),
      address: '广东省深圳市罗湖区深南东路 5016 号', lat: 22.545109, lng: 114.110862, type: 2, total_space: 900, monthly_card_cap: 250,
      remark: '', create_time: at(45), update_time: at(45),
    },
    {
      merchant: 100101, submitter_merchant: 100101, submitter: '王芳', park_name: '车公庙路侧停车位', region: '440304', region_name: regionName('440304'),
      address: '广东省深圳市福田区深南大道车公庙段辅道', lat: 22.536105, lng: 114.023384, type: 3, total_space: 24, monthly_card_cap: 0,
      remark: '', status: -1, auditor: '陈立', auditor_merchant: 100100, audit_remark: '路侧泊位须先取得交警部门的设置备案，请补充后重新申请', audit_time: at(20), create_time: at(18), update_time: at(20),
    },
  ]);
}
