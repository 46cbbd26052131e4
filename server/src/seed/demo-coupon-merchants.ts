import { CouponEventType, CouponMerchantStatus } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { mcouponCoupon, mcouponEventRule, mcouponMerchant } from '../db/schema/index.js';
import { onEvent } from '../modules/mcoupon/event-rule/event-rule.service.js';

/**
 * The coupon platform's 商户管理: the platform registered both merchants holding the coupon product — 福田中心停车场
 * (100101) and 罗湖万象停车场 (100103, a member of 华润置地停车集团) — with their contacts and addresses. Their coupons,
 * stock, purchases and grants come from the earlier coupon seeds. 100103 also runs an entry event rule, so that the
 * group's 优惠券活动 has its member's events (run through `onEvent`). docs/decisions.md, "Coupon merchants".
 */
export async function seedDemoCouponMerchants(tx: Tx) {
  const at = (day: string) => new Date(`${day}T10:00:00+08:00`);
  await tx.insert(mcouponMerchant).values([
    { merchant: 100101, contact_name: '王芳', contact_phone: '13800100101', address: '深圳市福田区福华三路 88 号', status: CouponMerchantStatus.enabled, remark: '首批优惠券商户', operator: '平台管理员', create_time: at('2026-09-01'), update_time: at('2026-09-01') },
    { merchant: 100103, contact_name: '李娜', contact_phone: '13800100103', address: '深圳市罗湖区宝安南路 1881 号万象城', status: CouponMerchantStatus.enabled, remark: '商场商户消费赠券', operator: '平台管理员', create_time: at('2026-09-18'), update_time: at('2026-09-18') },
  ]);

  const merchant = 100103;
  const [mall] = await tx.select({ id: mcouponCoupon.id }).from(mcouponCoupon).where(and(eq(mcouponCoupon.merchant, merchant), eq(mcouponCoupon.name, '商场购物满 200 免 2 小时')));
  await tx.insert(mcouponEventRule).values({
    merchant, name: '周末入场送 2 小时券', event_type: CouponEventType.entry, coupon: mall!.id, grant_count: 1, plate_day_limit: 1, total_limit: 500,
    start_date: '2026-10-01', end_date: '2027-06-30', remark: '商场周末引流', operator: '李娜', create_time: at('2026-10-09'), update_time: at('2026-10-09'),
  });
  const events = [
    { plate: '粤B7M2N3', source_no: 'R202611270201' },
    { plate: '粤BD90876', source_no: 'R202611270202' },
    // The same plate again the same day: over the rule's 1 a day.
    { plate: '粤B7M2N3', source_no: 'R202611270203' },
    { plate: '粤A3H5J6', source_no: 'R202611270204' },
  ];
  for (const event of events) await onEvent(tx, { merchant, event_type: CouponEventType.entry, ...event });
}
