import { GrantStatus, PurchaseStatus } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { mcouponCoupon, mcouponGrant, mcouponPurchase, mcouponWarehouse } from '../db/schema/index.js';

/**
 * 福田中心停车场 (100101) bought three of its coupons (and revoked a fourth purchase) and granted some to plates. Used
 * grants (seed only, until parking orders consume coupons): every third successful grant of the 2-hour and 5-yuan
 * coupons, with a parking order number `P<yyyymmdd><seq>` and the fen it took off that stay. The stock rows are the
 * sums of these rows, as the calls keep them.
 */
export async function seedDemoCouponPurchase(tx: Tx) {
  const merchant = 100101;
  const idOf = async (name: string) => (await tx.select({ id: mcouponCoupon.id }).from(mcouponCoupon).where(and(eq(mcouponCoupon.merchant, merchant), eq(mcouponCoupon.name, name))))[0]!.id;
  const fiveYuan = await idOf('商户满减 5 元券');
  const twoHours = await idOf('2 小时停车券');
  const free = await idOf('访客全免券');
  const member = await idOf('会员 8.5 折券');
  const at = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);

  const purchases = [
    { coupon: twoHours, count: 1000, unit_price: 200, day: '2026-09-02', operator: '王芳', remark: '入口固定码首批' },
    { coupon: fiveYuan, count: 500, unit_price: 300, day: '2026-09-05', operator: '王芳', remark: '合作商户满减活动' },
    { coupon: free, count: 200, unit_price: 800, day: '2026-09-10', operator: '王芳', remark: '访客接待' },
    { coupon: member, count: 100, unit_price: 150, day: '2026-09-12', operator: '王芳', remark: '', revoked: true },
    { coupon: twoHours, count: 500, unit_price: 180, day: '2026-10-08', operator: '王芳', remark: '国庆后补货' },
  ];
  await tx.insert(mcouponPurchase).values(
    purchases.map((p) => ({
      merchant, coupon: p.coupon, count: p.count, unit_price: p.unit_price, amount: p.count * p.unit_price, remark: p.remark, operator: p.operator, create_time: at(p.day),
      status: p.revoked ? PurchaseStatus.revoked : PurchaseStatus.normal,
      ...(p.revoked ? { revoke_time: at(p.day, 16), revoker: '王芳', revoke_reason: '会员活动取消' } : {}),
    })),
  );

  const plates = ['粤B12345', '粤BD12345', '粤B6K7Q2', '粤A8M3N5', '湘A7C2D9', '粤B9F5E1', '赣B3H6J8', '粤S2T4U6', '粤BF88990', '桂A5L7P3', '粤B0R1W9', '闽D4X6Y8'];
  const grants: (typeof mcouponGrant.$inferInsert)[] = [];
  plates.forEach((plate, i) => {
    const coupon = i % 3 === 2 ? fiveYuan : twoHours;
    const created = new Date(at('2026-10-10').getTime() + i * 5_400_000);
    const status = i === 4 ? GrantStatus.revoked : GrantStatus.success;
    const used = status === GrantStatus.success && i % 3 === 0;
    grants.push({
      merchant, coupon, plate, status, remark: i === 1 ? '投诉补偿' : '', operator: i % 2 ? '王芳' : '值班员', create_time: created,
      ...(status === GrantStatus.revoked ? { revoke_time: new Date(created.getTime() + 600_000), revoker: '王芳' } : {}),
      ...(used ? { used_order: `P20261010${String(1001 + i).padStart(4, '0')}`, used_amount: coupon === fiveYuan ? 500 : 1000, used_time: new Date(created.getTime() + 7_200_000) } : {}),
    });
  });
  await tx.insert(mcouponGrant).values(grants);

  await tx.insert(mcouponWarehouse).values(stockRows(merchant, purchases, grants, at('2026-10-10', 18)));
}

/** The stock rows of `merchant` as the calls would have kept them: the sums of its purchases and successful grants. */
export function stockRows(
  merchant: number,
  purchases: readonly { coupon: number; count: number; unit_price: number; revoked?: boolean }[],
  grants: readonly { coupon: number; status?: number }[],
  update_time: Date,
) {
  const stock = new Map<number, { purchased: number; revoked: number; granted: number; amount: number }>();
  const row = (coupon: number) => stock.get(coupon) ?? stock.set(coupon, { purchased: 0, revoked: 0, granted: 0, amount: 0 }).get(coupon)!;
  for (const p of purchases) {
    const s = row(p.coupon);
    s.purchased += p.count;
    if (p.revoked) s.revoked += p.count;
    else s.amount += p.count * p.unit_price;
  }
  for (const g of grants) if (g.status === GrantStatus.success) row(g.coupon).granted += 1;
  return [...stock].map(([coupon, s]) => ({ merchant, coupon, ...s, remaining: s.purchased - s.revoked - s.granted, update_time }));
}
