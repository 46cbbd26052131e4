import { addDays, todayInChina } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { adBiddingSetting, adCategory, adChannelApp, adExposureStrategy, adMaterial, adPlan, adPlanSpace, adSpace, DISABLED, targetingPackage, trafficProvider } from '../db/schema/index.js';

/**
 * The platform's (100000, `admin`) advertising operation: materials, internal and external delivery plans in every
 * state (two waiting for audit), and a saved bidding setting. Dates are around the day the seed runs, so that the
 * running plans are running and the pending ones can still be approved. Also exposure strategies and channel apps. docs/decisions.md, "Advertising delivery".
 */
export async function seedDemoAdvertingDelivery(tx: Tx) {
  const merchant = 100000;
  const today = todayInChina();
  const day = (offset: number) => addDays(today, offset);
  const base = new Date('2026-10-08T02:00:00Z');
  const at = (hours: number) => new Date(base.getTime() + hours * 3_600_000);

  const spaceRows = await tx.select({ id: adSpace.id, code: adSpace.code }).from(adSpace).where(eq(adSpace.merchant, merchant));
  const space = (code: string) => spaceRows.find((s) => s.code === code)!.id;
  const [carCategory] = await tx.select({ id: adCategory.id }).from(adCategory).where(and(eq(adCategory.merchant, merchant), eq(adCategory.name, '汽车')));
  const [foodCategory] = await tx.select({ id: adCategory.id }).from(adCategory).where(and(eq(adCategory.merchant, merchant), eq(adCategory.name, '餐饮美食')));
  const [localCategory] = await tx.select({ id: adCategory.id }).from(adCategory).where(and(eq(adCategory.merchant, merchant), eq(adCategory.name, '本地生活')));
  const targetingRows = await tx.select({ id: targetingPackage.id, name: targetingPackage.name }).from(targetingPackage).where(eq(targetingPackage.merchant, merchant));
  const targeting = (name: string) => targetingRows.find((t) => t.name === name)!.id;

  // Links of the advertising upload space (content addresses); the files themselves are not part of the seed.
  const link = (n: number, ext: string) => `/files/advertising/${String(n).padStart(2, '0')}/${String(n).padStart(2, '0').repeat(32)}.${ext}`;
  const materials = await tx
    .insert(adMaterial)
    .values([
      { merchant, name: '新能源车试驾开屏', type: 1, link: link(11, 'jpg'), width: 1080, height: 1920, category: carCategory!.id, remark: '比亚迪 4S 店秋季试驾', create_time: at(0), update_time: at(0) },
      { merchant, name: '咖啡第二杯半价横幅', type: 1, link: link(12, 'png'), width: 750, height: 300, category: foodCategory!.id, create_time: at(1), update_time: at(1) },
      { merchant, name: '停车缴费完成页·洗车券', type: 1, link: link(13, 'png'), width: 690, height: 280, category: localCategory!.id, create_time: at(2), update_time: at(2) },
      { merchant, name: '出口屏 15 秒车险视频', type: 2, link: link(14, 'mp4'), width: 1920, height: 1080, duration: 15, category: carCategory!.id, create_time: at(3), update_time: at(3) },
      { merchant, name: '国庆促销开屏（已下线）', type: 1, link: link(15, 'jpg'), width: 1080, height: 1920, status: DISABLED, remark: '活动结束', create_time: at(4), update_time: at(4) },
    ])
    .returning({ id: adMaterial.id, name: adMaterial.name });
  const material = (name: string) => materials.find((m) => m.name === name)!.id;

  const plans: (Omit<typeof adPlan.$inferInsert, 'merchant'> & { spaces: string[] })[] = [
    // 内部计划: the platform's own promotions, no bid.
    { kind: 1, name: '智泊云月卡续费提醒', spaces: ['APP_SPLASH'], material: material('国庆促销开屏（已下线）'), targeting: targeting('深圳车主'), start_date: day(-20), end_date: day(40), status: 3,
      submit_time: at(20), audit_time: at(22), auditor_name: '平台管理员', audit_remark: '同意', creator_name: '平台管理员', landing_url: 'https://park.example.com/monthly' },
    { kind: 1, name: '缴费完成页·会员拉新', spaces: ['PAY_SUCCESS'], material: material('停车缴费完成页·洗车券'), start_date: day(3), end_date: day(33), status: 0, creator_name: '平台管理员', remark: '待确认文案' },
    { kind: 1, name: '国庆出行安全提示', spaces: ['FT_EXIT_SCREEN'], start_date: day(-60), end_date: day(-50), status: 5, submit_time: at(-200), audit_time: at(-199), auditor_name: '平台管理员', creator_name: '平台管理员' },
    // 外部计划: advertisers' plans, bid at or above the spaces' floor prices.
    { kind: 2, name: '比亚迪秋季试驾开屏', advertiser_name: '蓝海传媒广告有限公司', spaces: ['APP_SPLASH'], material: material('新能源车试驾开屏'), targeting: targeting('深圳车主'), start_date: day(-10), end_date: day(20),
      bidding: 1, bid_price: 3500, daily_budget: 200000, total_budget: 5000000, status: 3, submit_time: at(30), audit_time: at(31), auditor_name: '平台管理员', audit_remark: '素材合规',
      creator_name: '平台管理员', landing_url: 'https://byd.example.com/test-drive' },
    { kind: 2, name: '平安车险出口屏视频', advertiser_name: '平安产险深圳分公司', spaces: ['FT_EXIT_SCREEN'], material: material('出口屏 15 秒车险视频'), start_date: day(2), end_date: day(31),
      bidding: 3, bid_price: 90000, total_budget: 2700000, status: 1, submit_time: at(40), creator_name: '平台管理员', remark: '客户要求早高峰优先' },
    { kind: 2, name: '瑞幸咖啡首页横幅', advertiser_name: '瑞幸咖啡（深圳）有限公司', spaces: ['APP_HOME_BANNER'], material: material('咖啡第二杯半价横幅'), targeting: targeting('珠三角女性 iOS 用户'),
      start_date: day(1), end_date: day(15), hours: [7, 8, 9, 14, 15], bidding: 2, bid_price: 80, daily_budget: 50000, total_budget: 700000, status: 1, submit_time: at(41), creator_name: '平台管理员',
      landing_url: 'https://luckin.example.com/coupon' },
    { kind: 2, name: '途虎养车缴费页洗车券', advertiser_name: '途虎养车深圳门店', spaces: ['PAY_SUCCESS'], material: material('停车缴费完成页·洗车券'), start_date: day(-5), end_date: day(25),
      bidding: 1, bid_price: 2600, daily_budget: 30000, status: 4, submit_time: at(35), audit_time: at(36), auditor_name: '平台管理员', creator_name: '平台管理员', remark: '预算调整中，暂停投放' },
    { kind: 2, name: '某理财产品开屏', advertiser_name: '鑫盛投资咨询', spaces: ['APP_SPLASH'], start_date: day(5), end_date: day(20), bidding: 1, bid_price: 3000, status: 2,
      submit_time: at(45), audit_time: at(46), auditor_name: '平台管理员', audit_remark: '金融类广告需提供相关资质证明，请补充后重新提交', creator_name: '平台管理员' },
  ];
  for (const [i, { spaces, ...plan }] of plans.entries()) {
    const [row] = await tx.insert(adPlan).values({ ...plan, merchant, create_time: at(10 + i), update_time: at(10 + i) }).returning({ id: adPlan.id });
    await tx.insert(adPlanSpace).values(spaces.map((code) => ({ merchant, plan: row!.id, space: space(code) })));
  }
  await tx.insert(adBiddingSetting).values({ merchant, mode: 2, increment: 10, max_bid: 5_000_000, internal_first: true, updater_name: '平台管理员', update_time: at(5) });

  await tx.insert(adExposureStrategy).values([
    { merchant, name: '默认频控', user_daily_cap: 5, interval_minutes: 30, rotation: 1, remark: '新计划默认使用', create_time: at(6), update_time: at(6) },
    { merchant, name: '开屏强曝光', user_daily_cap: 3, interval_minutes: 120, rotation: 3, create_time: at(7), update_time: at(7) },
    { merchant, name: '出口屏轮播', user_daily_cap: 0, interval_minutes: 0, rotation: 2, remark: '出口屏无用户识别，只轮播', create_time: at(8), update_time: at(8) },
    { merchant, name: '节假日加量（停用）', user_daily_cap: 10, interval_minutes: 10, rotation: 1, status: DISABLED, create_time: at(9), update_time: at(9) },
  ]);
  const providers = await tx.select({ id: trafficProvider.id, name: trafficProvider.name }).from(trafficProvider).where(eq(trafficProvider.merchant, merchant));
  const provider = (name: string) => providers.find((p) => p.name === name)!.id;
  await tx.insert(adChannelApp).values([
    { merchant, name: '智泊云停车', platform: 1, bundle: 'com.zhibo.park', app_key: 'ak_demo0000000000000000000000ios01', provider: provider('智泊云停车 APP'), create_time: at(12), update_time: at(12) },
    { merchant, name: '智泊云停车', platform: 2, bundle: 'com.zhibo.park', app_key: 'ak_demo000000000000000000android01', provider: provider('智泊云停车 APP'), create_time: at(13), update_time: at(13) },
    { merchant, name: '智泊云停车小程序', platform: 4, bundle: 'wx8f3b2c1d0e9a7b6c', app_key: 'ak_demo0000000000000000000weapp01', provider: provider('智泊云停车 APP'), create_time: at(14), update_time: at(14) },
    { merchant, name: '南山快充桩屏', platform: 2, bundle: 'com.nanshan.charge.screen', app_key: 'ak_demo00000000000000000000pile01', provider: provider('南山快充站'), create_time: at(15), update_time: at(15) },
    { merchant, name: '福田缴费 H5', platform: 6, bundle: 'pay.futian-park.cn', app_key: 'ak_demo0000000000000000000000h501', provider: provider('福田中心停车场'), status: DISABLED, remark: '已迁移到小程序', create_time: at(16), update_time: at(16) },
  ]);
}
