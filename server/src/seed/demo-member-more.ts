import { todayInChina } from '@console/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { member, memberCode, memberInventory, memberPackage, memberPackageItem, memberRenewal, memberRightsGrant } from '../db/schema/index.js';
import { newCode } from '../modules/user/member-more/member-more.service.js';
import { addDays } from '../shared/time.js';

const PLATFORM = 100000;
const DAY = 86_400_000;

/**
 * 会员续费, 会员权益, 会员兑换码 and 会员库存 of the demo (after `seedDemoMember`): members of 3- and 12-month terms (every other one) renewed once by a
 * month (its 累计实付 grows by the renewal), the current month's rights of the members in force (some used, one used
 * up) and last cycle's of the expired ones, two code batches (some used, some voided) and the packages' stock.
 */
export async function seedDemoMemberMore(tx: Tx) {
  const now = Date.now();
  const members = await tx.select().from(member).where(eq(member.merchant, PLATFORM)).orderBy(asc(member.id));
  const items = await tx.select().from(memberPackageItem).where(eq(memberPackageItem.merchant, PLATFORM)).orderBy(asc(memberPackageItem.id));
  const monthPrice = (pkg: number) => items.find((i) => i.package === pkg && i.section === 2 && i.period === 1)?.amount ?? items.find((i) => i.package === pkg && i.section === 2)?.amount ?? 0;

  // Renewals: one month bought before the old end; the member's end already includes it (seeded as start + months).
  const renewals = members.flatMap((m, i) => {
    if (i % 3 === 0 || i % 2 === 1) return []; // members of 3- and 12-month terms, every other one
    const newEnd = m.end_time.getTime();
    const previousEnd = newEnd - 30 * DAY;
    if (previousEnd <= m.start_time.getTime() + DAY) return [];
    const payTime = Math.min(now - DAY / 2, Math.max(m.start_time.getTime() + DAY, previousEnd - 3 * DAY));
    return [{ merchant: PLATFORM, renewal_no: `R${String(2026_5001 + i * 13).padStart(10, '0')}`, member: m.id, package: m.package, period: 1, amount: monthPrice(m.package), previous_end: new Date(previousEnd), new_end: new Date(newEnd), pay_time: new Date(payTime) }];
  });
  if (renewals.length) {
    await tx.insert(memberRenewal).values(renewals);
    for (const r of renewals) await tx.update(member).set({ paid_amount: sql`${member.paid_amount} + ${r.amount}` }).where(eq(member.id, r.member));
  }

  // Rights: the cycle (30 days from the start) the member is in, or its last one if it has ended.
  const grants = members.flatMap((m, i) => {
    const rights = items.filter((it) => it.package === m.package && it.section === 4);
    const at = Math.min(now, m.end_time.getTime() - 1);
    const cycle = Math.floor((at - m.start_time.getTime()) / (30 * DAY));
    const start = m.start_time.getTime() + cycle * 30 * DAY;
    const end = Math.min(start + 30 * DAY, m.end_time.getTime());
    return rights.map((it, k) => {
      const used = i % 5 === 0 ? it.quantity : Math.min(it.quantity, (i + k) % 3);
      return {
        merchant: PLATFORM, member: m.id, item: it.id, name: it.name, unit: it.unit, quantity: it.quantity, used,
        period_start: new Date(start), period_end: new Date(end), last_use_time: used > 0 ? new Date(Math.min(now - DAY, start + DAY * (2 + k))) : null,
      };
    });
  });
  if (grants.length) await tx.insert(memberRightsGrant).values(grants);

  // Codes: 标准版 1 month (20: three used, two voided) and 快充月卡 6 months (10, unused).
  const packages = await tx.select({ id: memberPackage.id, name: memberPackage.name }).from(memberPackage).where(eq(memberPackage.merchant, PLATFORM)).orderBy(asc(memberPackage.id));
  const standard = packages.find((p) => p.name === '标准版')!;
  const charging = packages.find((p) => p.name === '快充月卡')!;
  const premium = packages.find((p) => p.name === '尊享版')!;
  const standardMembers = members.filter((m) => m.package === standard.id);
  const created = new Date(now - 20 * DAY);
  await tx.insert(memberCode).values([
    ...Array.from({ length: 20 }, (_, i) => {
      const used = i < 3 ? standardMembers[i] : undefined;
      return {
        merchant: PLATFORM, code: newCode(), batch_no: 'B20261101100000001', package: standard.id, period: 1, expire_date: addDays(todayInChina(), 60),
        status: used ? 2 : i < 5 ? 3 : 1, used_user: used?.user ?? null, used_member: used?.id ?? null, used_time: used ? used.create_time : null,
        void_reason: !used && i < 5 ? '渠道合作取消，回收未发放的兑换码' : '', operator: '平台管理员', create_time: created, update_time: created,
      };
    }),
    ...Array.from({ length: 10 }, () => ({
      merchant: PLATFORM, code: newCode(), batch_no: 'B20261115093000002', package: charging.id, period: 6, expire_date: addDays(todayInChina(), 30),
      operator: '平台管理员', create_time: new Date(now - 5 * DAY), update_time: new Date(now - 5 * DAY),
    })),
  ]);

  // Stock: 标准版 500 (warn 50), 快充月卡 20 (warn 5: low), 尊享版 200 but the limit disabled.
  await tx.insert(memberInventory).values([
    { merchant: PLATFORM, package: standard.id, stock: 500, warn_threshold: 50, status: 1 },
    { merchant: PLATFORM, package: charging.id, stock: 25, warn_threshold: 10, status: 1 },
    { merchant: PLATFORM, package: premium.id, stock: 200, warn_threshold: 20, status: 2 },
  ]);
}
