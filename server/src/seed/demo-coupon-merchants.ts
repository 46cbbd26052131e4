import { CouponMerchantStatus } from '@console/contract';
import type { Tx } from '../db/client.js';
import { mcouponMerchant } from '../db/schema/index.js';

/**
 * The coupon platform's 商户管理: the platform registered both merchants holding the coupon product — 福田中心停车场
 * (100101) and 罗湖万象停车场 (100103, a member of 华润置地停车集团) — with their contacts and addresses. Their coupons,
 * stock, purchases and grants come from the earlier coupon seeds. docs/decisions.md, "Coupon merchants".
 */
export async function seedDemoCouponMerchants(tx: Tx) {
  const at = (day: string) => new Date(`${day}T10:00:00+08:00`);
  await tx.insert(mcouponMerchant).values([
    { merchant: 100101, contact_name: '王芳', contact_phone: '13800100101', address: '深圳市福田区福华三路 88 号', status: CouponMerchantStatus.enabled, remark: '首批优惠券商户', operator: '平台管理员', create_time: at('2026-09-01'), update_time: at('2026-09-01') },
    { merchant: 100103, contact_name: '李娜', contact_phone: '13800100103', address: '深圳市罗湖区宝安南路 1881 号万象城', status: CouponMerchantStatus.enabled, remark: '商场商户消费赠券', operator: '平台管理员', create_time: at('2026-09-18'), update_time: at('2026-09-18') },
  ]);
}
