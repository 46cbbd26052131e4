import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { bonusEvent, bonusPartnerApp, bonusPartnerPlan } from '../db/schema/index.js';
import { addDays, todayInChina } from '../shared/time.js';

/**
 * 营销中心 › 合作商户 demo (after `seedDemoBonus` and the apps of `seedDemoSettings`): the platform's 营销方案 for three
 * merchants — one running, one ended, one not started — and the apps they take part in (one authorisation stopped).
 * Dates relative to today (UTC+8). docs/decisions.md, "Marketing center: partner customers".
 */
const PLATFORM = 100000;

export async function seedDemoBonusPartner(tx: Tx) {
  const today = todayInChina();
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * 86_400_000);
  const eventId = async (name: string) => (await tx.select({ id: bonusEvent.id }).from(bonusEvent).where(and(eq(bonusEvent.merchant, PLATFORM), eq(bonusEvent.name, name))))[0]!.id;
  const welcome = await eventId('新商户入驻有礼');
  const redeem = await eventId('双十一兑换码活动');
  const national = await eventId('国庆停车节');
  const opening = await eventId('充电站开业季');
  const plan = (customer: number, name: string, event: number, quota: number, from: number, to: number, remark: string, created: number) => ({
    merchant: PLATFORM, customer, name, event, quota, start_date: addDays(today, from), end_date: addDays(today, to), remark, operator: '平台管理员',
    create_time: daysAgo(created), update_time: daysAgo(created),
  });
  await tx.insert(bonusPartnerPlan).values([
    plan(100101, '福田片区入驻礼包', welcome, 5, -30, 30, '福田中心停车场及其新开车场的入驻奖励', 31),
    plan(100101, '双十一代金券专享', redeem, 3, -24, 20, '每月对账后发放兑换码', 24),
    plan(100102, '国庆停车节补贴', national, 10, -60, -45, '已结束，按活动规则发放', 61),
    plan(100201, '充电站开业季首批', opening, 20, 7, 67, '南山快充新站开业时发放充电代金券', 2),
  ]);
  const app = (customer: number, app_id: string, status: number, remark: string, created: number) => ({
    merchant: PLATFORM, customer, app_id, status, remark, operator: '平台管理员', create_time: daysAgo(created), update_time: daysAgo(created),
  });
  await tx.insert(bonusPartnerApp).values([
    app(100101, 'parking-console', 1, '停车场入驻后在商户控制台领取', 30),
    app(100101, 'console', 1, '', 30),
    app(100102, 'parking-console', 0, '商户申请暂停活动提示', 20),
    app(100201, 'energy-console', 1, '充电站入驻后领取', 10),
  ]);
}
