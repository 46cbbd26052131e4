import { CouponEventType, EventRuleStatus } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { mcouponCoupon, mcouponEventRule } from '../db/schema/index.js';
import { onEvent } from '../modules/mcoupon/event-rule/event-rule.service.js';

/**
 * Event rules of 福田中心停车场 (100101) and the events that ran through them: the records (and the grants, from the
 * stock) are what `onEvent` made of them at seed time, not rows written by hand. docs/decisions.md, "Coupon event rules
 * and event records".
 */
export async function seedDemoCouponEvents(tx: Tx) {
  const merchant = 100101;
  const at = (day: string) => new Date(`${day}T10:00:00+08:00`);
  const idOf = async (name: string) =>
    (await tx.select({ id: mcouponCoupon.id }).from(mcouponCoupon).where(and(eq(mcouponCoupon.merchant, merchant), eq(mcouponCoupon.name, name))))[0]!.id;
  const twoHours = await idOf('2 小时停车券');
  const fiveYuan = await idOf('商户满减 5 元券');
  const member = await idOf('会员 8.5 折券');
  const common = { merchant, operator: '王芳', start_date: '2026-10-01', end_date: '2027-12-31' };
  await tx.insert(mcouponEventRule).values([
    { ...common, name: '入场送 2 小时券', event_type: CouponEventType.entry, coupon: twoHours, grant_count: 1, plate_day_limit: 1, total_limit: 1000, remark: '新开业引流，每车每天一张', create_time: at('2026-10-02'), update_time: at('2026-10-02') },
    { ...common, name: '缴费满 20 元送 5 元券', event_type: CouponEventType.payment, coupon: fiveYuan, grant_count: 1, min_amount: 2000, plate_day_limit: 2, total_limit: 3, remark: '下次停车可用', create_time: at('2026-10-05'), update_time: at('2026-10-05') },
    { ...common, name: '办理月卡送 8.5 折券', event_type: CouponEventType.monthly, coupon: member, grant_count: 2, plate_day_limit: 0, total_limit: 0, status: EventRuleStatus.disabled, remark: '会员券暂未采购，先停用', create_time: at('2026-10-08'), update_time: at('2026-10-08') },
  ]);

  const events = [
    { event_type: CouponEventType.entry, plate: '粤B5E6F7', source_no: 'R202611270001' },
    { event_type: CouponEventType.entry, plate: '粤BF12345', source_no: 'R202611270002' },
    // Second entry of the day: over the rule's 1 a day per plate.
    { event_type: CouponEventType.entry, plate: '粤B5E6F7', source_no: 'R202611270003' },
    { event_type: CouponEventType.payment, plate: '粤B5E6F7', source_no: 'P202611270101', amount: 2500 },
    // Below 20 元: not the rule's event, no record.
    { event_type: CouponEventType.payment, plate: '湘A7K8L9', source_no: 'P202611270102', amount: 800 },
    { event_type: CouponEventType.payment, plate: '粤BF12345', source_no: 'P202611270103', amount: 6000 },
    { event_type: CouponEventType.payment, plate: '粤S3T4U5', source_no: 'P202611270104', amount: 3200 },
    // The rule's 3 coupons are all given.
    { event_type: CouponEventType.payment, plate: '粤B9C8D7', source_no: 'P202611270105', amount: 4000 },
  ];
  for (const event of events) await onEvent(tx, { merchant, ...event });
}
