import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/client.js';
import { appUser, member, memberPackage, memberPackageItem, memberType } from '../db/schema/index.js';

const PLATFORM = 100000;
const DAY = 86_400_000;

/**
 * 会员 demo data of the platform operator (100000): 24 app users (车主 in Shenzhen, two blocked), three member types —
 * 停车月享卡 and 充电会员 with packages and every section filled, 畅行联名卡 disabled and unused — and 30 members in
 * every state. Times are relative to the seeding day so that 生效中 and 已过期 stay true for weeks.
 */
export async function seedDemoMember(tx: Tx) {
  const names = ['林晓峰', '陈思雨', '黄志强', '张丽娜', '李俊杰', '王婷婷', '刘洋', '吴小燕', '郑浩', '周敏', '徐磊', '孙佳怡', '马超', '朱琳', '胡斌', '郭静',
    '何建国', '高雪', '罗明', '梁佩珊', '谢宇航', '宋雅', '唐俊', '许嘉欣'];
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const now = Date.now();
  const users = await tx
    .insert(appUser)
    .values(
      names.map((nickname, i) => ({
        merchant: PLATFORM,
        mobile: `13${(5 + (i % 5)).toString()}${String(27_000_000 + i * 371_357).padStart(8, '0').slice(0, 8)}`,
        nickname,
        plates: i % 6 === 5 ? [] : i % 4 === 0 ? [`粤B${letters[i]}${String(10_000 + i * 377).slice(-4)}`, `粤B${letters[(i + 7) % 24]}D${String(2_000 + i * 41).slice(-4)}`] : [`粤B${letters[i]}${String(10_000 + i * 377).slice(-4)}`],
        status: i === 7 || i === 19 ? 2 : 1,
        block_reason: i === 7 ? '多次恶意占用充电车位' : i === 19 ? '冒用他人车牌开通会员' : '',
        block_time: i === 7 || i === 19 ? new Date(now - (10 + i) * DAY) : null,
        register_time: new Date(now - (400 - i * 13) * DAY),
      })),
    )
    .returning({ id: appUser.id });

  const types = [
    {
      name: '停车月享卡', business: 1, status: 1, description: '合作停车场会员价停车，月卡用户优先续费',
      packages: [
        {
          name: '标准版', description: '工作日通勤车主：合作车场停车 9 折，每月 2 张 2 小时停车券',
          prices: [[1, 2900, 3900], [3, 7900, 11700], [12, 29900, 46800]],
          privileges: [['停车 9 折', '在合作停车场缴纳临停费时自动打 9 折'], ['无感支付', '出场自动扣费，无需扫码']],
          rights: [['2 小时停车券', 2, '张', '每月 1 日发放，当月有效']],
          events: [[1, '发放首月权益', '开通后立即发放当月停车券'], [3, '发送续费提醒', '站内信与短信提醒续费']],
        },
        {
          name: '尊享版', description: '高频停车车主：合作车场停车 8 折，每月 5 张停车券，预约车位免预付',
          prices: [[1, 5900, 7900], [12, 59900, 94800]],
          privileges: [['停车 8 折', '在合作停车场缴纳临停费时自动打 8 折'], ['预约免预付', '预约车位无需预付金']],
          rights: [['2 小时停车券', 5, '张', '每月 1 日发放，当月有效'], ['洗车券', 1, '张', '福田、南山合作洗车点可用']],
          events: [[1, '发放首月权益', ''], [2, '赠送洗车券', '续费成功额外赠送 1 张洗车券'], [4, '发送到期通知', '']],
        },
      ],
    },
    {
      name: '充电会员', business: 2, status: 1, description: '合作充电站服务费优惠',
      packages: [
        {
          name: '快充月卡', description: '合作快充站服务费 7 折，每月 20 度免服务费电量',
          prices: [[1, 1990, 2990], [6, 9990, 17940]],
          privileges: [['服务费 7 折', '在合作充电站充电时服务费自动打 7 折']],
          rights: [['免服务费电量', 20, '度', '每月发放，当月有效']],
          events: [[1, '发放首月电量', ''], [3, '发送续费提醒', '']],
        },
      ],
    },
    { name: '畅行联名卡', business: 3, status: 2, description: '与银行合作的联名卡会员（筹备中）', packages: [] },
  ];

  const created: { type: number; package: number; amount: number; months: number }[] = [];
  for (const t of types) {
    const [row] = await tx.insert(memberType).values({ merchant: PLATFORM, name: t.name, business: t.business, description: t.description, status: t.status }).returning({ id: memberType.id });
    for (const p of t.packages) {
      const [pkg] = await tx.insert(memberPackage).values({ merchant: PLATFORM, uuid: randomUUID(), member_type: row!.id, name: p.name, description: p.description, status: 1 }).returning({ id: memberPackage.id });
      const base = { merchant: PLATFORM, package: pkg!.id };
      await tx.insert(memberPackageItem).values([
        ...p.prices.map(([period, amount, original]) => ({ ...base, section: 2, name: `${period} 个月`, period: period!, amount: amount!, original_amount: original! })),
        ...p.privileges.map(([name, content]) => ({ ...base, section: 3, name: name!, content: content! })),
        ...p.rights.map(([name, quantity, unit, content]) => ({ ...base, section: 4, name: name as string, quantity: quantity as number, unit: unit as string, content: content as string })),
        ...p.events.map(([event, name, content]) => ({ ...base, section: 5, event: event as number, name: name as string, content: content as string })),
      ]);
      created.push({ type: row!.id, package: pkg!.id, amount: p.prices[0]![1]!, months: 1 });
    }
  }

  // 30 members: most 生效中, some 已过期 (ended days ago), two 已停用.
  await tx.insert(member).values(
    Array.from({ length: 30 }, (_, i) => {
      const pkg = created[i % created.length]!;
      const user = users[(i * 5) % users.length]!;
      const startDaysAgo = 5 + ((i * 17) % 300);
      const months = [1, 3, 12][i % 3]!;
      const end = now - startDaysAgo * DAY + months * 30 * DAY;
      return {
        merchant: PLATFORM,
        member_no: `M${String(2026_0001 + i * 37).padStart(10, '0')}`,
        user: user.id,
        member_type: pkg.type,
        package: pkg.package,
        start_time: new Date(now - startDaysAgo * DAY),
        end_time: new Date(end),
        status: i === 11 || i === 23 ? 3 : 1,
        paid_amount: pkg.amount * months,
        create_time: new Date(now - startDaysAgo * DAY),
      };
    }),
  );
}
