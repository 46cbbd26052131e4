import { CouponStatus, CouponValidity, TokenBatchStatus, TokenLimit } from '@console/contract';
import type { Tx } from '../db/client.js';
import { mcouponConfiguration, mcouponCoupon, mcouponToken, mcouponTokenBatch } from '../db/schema/index.js';
import { tokenCode } from '../modules/mcoupon/token/token.service.js';

/**
 * 福田中心停车场 (100101) runs coupons: fixed tokens switched on by the platform (token_limit 0, at most 500 grants a
 * day), five coupons of different types (one blocked), and one batch of ten fixed tokens granting the 2-hour coupon
 * at its entrance. No grants exist yet: every token's counters are 0.
 */
export async function seedDemoMcoupon(tx: Tx) {
  const merchant = 100101;
  const created = new Date('2026-09-01T02:00:00Z');
  await tx.insert(mcouponConfiguration).values({ merchant, token_limit: TokenLimit.on, grant_day_limit: 500, remark: '商户申请开通固定码，已核实', operator: '平台管理员', create_time: created, update_time: created });
  const coupons = await tx
    .insert(mcouponCoupon)
    .values([
      { merchant, name: '商户满减 5 元券', type: 1, value: 500, validity_type: CouponValidity.days, valid_days: 30, stackable: true, remark: '合作商户消费满 100 元赠送' },
      { merchant, name: '2 小时停车券', type: 2, value: 120, validity_type: CouponValidity.days, valid_days: 7, stackable: false, remark: '入口固定码领取' },
      { merchant, name: '访客全免券', type: 3, value: 0, validity_type: CouponValidity.range, start_date: '2026-09-01', end_date: '2027-12-31', stackable: false },
      { merchant, name: '会员 8.5 折券', type: 6, value: 850, validity_type: CouponValidity.days, valid_days: 90, stackable: true },
      { merchant, name: '夜间免费券', type: 7, value: 0, period_start: '22:00', period_end: '07:00', validity_type: CouponValidity.range, start_date: '2026-09-01', end_date: '2026-12-31', stackable: false, status: CouponStatus.blocked, remark: '夜间活动已暂停' },
    ].map((c, i) => ({ ...c, create_time: new Date(created.getTime() + i * 3_600_000), update_time: new Date(created.getTime() + i * 3_600_000) })))
    .returning({ id: mcouponCoupon.id, name: mcouponCoupon.name });
  const twoHours = coupons.find((c) => c.name === '2 小时停车券')!;
  const [batch] = await tx
    .insert(mcouponTokenBatch)
    .values({ merchant, name: '入口岗亭固定码', coupon: twoHours.id, day_limit: 50, total_limit: 5000, start_date: '2026-09-01', end_date: '2027-08-31', status: TokenBatchStatus.enabled, creator: '王芳', remark: '贴在 1 号入口和 2 号入口', create_time: created, update_time: created })
    .returning({ id: mcouponTokenBatch.id });
  await tx.insert(mcouponToken).values(Array.from({ length: 10 }, () => ({ merchant, batch: batch!.id, code: tokenCode(), create_time: created })));
}
