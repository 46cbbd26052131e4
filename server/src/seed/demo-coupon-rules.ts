import { CouponValidity, GrantRuleStatus, GrantStatus, PurchaseStatus } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { mcouponCoupon, mcouponGrant, mcouponGrantRule, mcouponPurchase, mcouponWarehouse, merchantProduct } from '../db/schema/index.js';
import { stockRows } from './demo-coupon-purchase.js';

/**
 * Grant rules of 福田中心停车场 (100101), and the coupons of 罗湖万象停车场 (100103, a member of 华润置地停车集团 100300),
 * which holds the coupon product from this seed on: its coupons, purchases (one by batch), grants and stock, so that
 * the group's 优惠券 pages have its members' rows. docs/decisions.md, "Coupon grant rules, batch purchase and the group's
 * coupons".
 */
export async function seedDemoCouponRules(tx: Tx) {
  const at = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);
  const idOf = async (merchant: number, name: string) =>
    (await tx.select({ id: mcouponCoupon.id }).from(mcouponCoupon).where(and(eq(mcouponCoupon.merchant, merchant), eq(mcouponCoupon.name, name))))[0]!.id;

  const twoHours = await idOf(100101, '2 小时停车券');
  const visitor = await idOf(100101, '访客全免券');
  await tx.insert(mcouponGrantRule).values([
    { merchant: 100101, name: '2 小时券每车每日限领 2 张', coupon: twoHours, plate_day_limit: 2, plate_total_limit: 30, remark: '防止同一车辆反复扫码领取', operator: '王芳', create_time: at('2026-09-03'), update_time: at('2026-09-03') },
    { merchant: 100101, name: '访客全免券限领', coupon: visitor, plate_day_limit: 1, plate_total_limit: 5, remark: '访客接待用', operator: '王芳', create_time: at('2026-09-11'), update_time: at('2026-09-11') },
    { merchant: 100101, name: '全场每车每日上限', coupon: null, plate_day_limit: 5, plate_total_limit: 0, status: GrantRuleStatus.disabled, remark: '节假日启用', operator: '王芳', create_time: at('2026-10-01'), update_time: at('2026-10-08') },
  ]);

  const merchant = 100103;
  await tx.insert(merchantProduct).values({ merchant, product: 'parking:mcoupon:platform' });
  const coupons = await tx
    .insert(mcouponCoupon)
    .values([
      { merchant, name: '商场购物满 200 免 2 小时', type: 2, value: 120, validity_type: CouponValidity.days, valid_days: 1, stackable: false, remark: '万象城商户消费赠送' },
      { merchant, name: '影院观影 10 元券', type: 1, value: 1000, validity_type: CouponValidity.days, valid_days: 3, stackable: true },
      { merchant, name: '餐饮 9 折券', type: 6, value: 900, validity_type: CouponValidity.days, valid_days: 30, stackable: false },
    ])
    .returning({ id: mcouponCoupon.id });
  const [mall, cinema, dining] = coupons.map((c) => c.id) as [number, number, number];

  const purchases = [
    { coupon: mall, count: 2000, unit_price: 300, day: '2026-09-20', remark: '国庆商场活动（批量采购）' },
    { coupon: cinema, count: 300, unit_price: 800, day: '2026-09-20', remark: '国庆商场活动（批量采购）' },
    { coupon: dining, count: 500, unit_price: 100, day: '2026-10-05', remark: '' },
    { coupon: cinema, count: 100, unit_price: 800, day: '2026-10-06', remark: '', revoked: true },
  ];
  await tx.insert(mcouponPurchase).values(
    purchases.map((p) => ({
      merchant, coupon: p.coupon, count: p.count, unit_price: p.unit_price, amount: p.count * p.unit_price, remark: p.remark, operator: '赵磊', create_time: at(p.day),
      status: p.revoked ? PurchaseStatus.revoked : PurchaseStatus.normal,
      ...(p.revoked ? { revoke_time: at(p.day, 15), revoker: '赵磊', revoke_reason: '影院排片调整' } : {}),
    })),
  );

  const plates = ['粤B3C5D7', '粤BD56789', '粤A1B2C3', '粤B8N8M8', '湘B6V5T4', '粤L2K3J4', '粤B7H6G5', '粤E9F8D7'];
  const grants: (typeof mcouponGrant.$inferInsert)[] = plates.map((plate, i) => {
    const coupon = [mall, cinema, dining][i % 3]!;
    const created = new Date(at('2026-10-12', 11).getTime() + i * 3_600_000);
    const used = i % 4 === 1;
    return {
      merchant, coupon, plate, status: i === 6 ? GrantStatus.revoked : GrantStatus.success, operator: '服务台', create_time: created,
      ...(i === 6 ? { revoke_time: new Date(created.getTime() + 900_000), revoker: '赵磊' } : {}),
      ...(used ? { used_order: `P20261012${String(2001 + i).padStart(4, '0')}`, used_amount: coupon === cinema ? 1000 : 1200, used_time: new Date(created.getTime() + 5_400_000) } : {}),
    };
  });
  await tx.insert(mcouponGrant).values(grants);

  await tx.insert(mcouponWarehouse).values(stockRows(merchant, purchases, grants, at('2026-10-12', 20)));
}
