import type { Tx } from '../db/client.js';
import { DISABLED, ENABLED, project, projectGrant } from '../db/schema/index.js';

/**
 * Projects of 福田中心停车场 (100101) and the parking group (100300), one of each granted across a relation:
 * 100101 → its partner 100100 (委托运营), 100300 → its member 100102.
 */
export async function seedDemoProjects(tx: Tx) {
  const base = new Date('2026-01-05T02:00:00Z');
  const rows = [
    { merchant: 100101, code: 'FT-A', name: '福田中心停车场 A 区', type: 'parking', region: '440304', address: '福华三路 88 号地下一层', start_date: '2024-01-01', end_date: null, grantee: null },
    { merchant: 100101, code: 'FT-B', name: '福田中心停车场 B 区充电站', type: 'parking_charging', region: '440304', address: '福华三路 88 号地面 B 区', start_date: '2025-06-01', end_date: '2030-05-31', grantee: { id: 100100, remark: '委托泊联科技代运营充电桩' } },
    { merchant: 100101, code: 'FT-EXPO', name: '会展中心临时停车项目', type: 'parking', region: '440304', address: '福华三路 111 号会展中心南广场', start_date: '2026-03-01', end_date: '2026-12-31', status: DISABLED, grantee: null },
    { merchant: 100300, code: 'CR-MIXC', name: '华润万象天地停车场', type: 'complex', region: '440305', address: '深南大道 9668 号', start_date: '2023-09-01', end_date: null, grantee: { id: 100102, remark: '由南山科技园停车场代管夜间时段' } },
    { merchant: 100300, code: 'CR-TOWER', name: '华润大厦停车场', type: 'parking', region: '440303', address: '深南东路 5001 号', start_date: '2022-01-01', end_date: null, grantee: null },
    { merchant: 100300, code: 'CR-QH', name: '前海华润中心（在建）', type: 'complex', region: '440305', address: '前海梦海大道 5035 号', start_date: '2026-06-01', end_date: '2028-12-31', grantee: null },
  ];
  let sort = 0;
  for (const [i, r] of rows.entries()) {
    sort = i > 0 && rows[i - 1]!.merchant !== r.merchant ? 10 : sort + 10;
    const [created] = await tx
      .insert(project)
      .values({
        merchant: r.merchant,
        code: r.code,
        name: r.name,
        type: r.type,
        region: r.region,
        address: r.address,
        contact_name: r.merchant === 100101 ? '王芳' : '刘洋',
        contact_mobile: `1380000${String(r.merchant).slice(-4)}`,
        start_date: r.start_date,
        end_date: r.end_date,
        sort,
        status: r.status ?? ENABLED,
        create_time: new Date(base.getTime() + i * 3_600_000),
        update_time: new Date(base.getTime() + i * 3_600_000),
      })
      .returning({ id: project.id });
    if (r.grantee) {
      await tx.insert(projectGrant).values({ merchant: r.merchant, project: created!.id, grantee: r.grantee.id, remark: r.grantee.remark, creator: r.merchant === 100101 ? '王芳' : '刘洋', create_time: base });
    }
  }
}
