import type { Tx } from '../db/client.js';
import { adCategory, adSpace, DISABLED, ENABLED, targetingPackage, trafficProvider } from '../db/schema/index.js';

/**
 * The platform's (100000, `admin`) advertising configuration: ad categories, three traffic providers (one disabled),
 * ad spaces on the parking, charging and app traffic, and two targeting packages. docs/decisions.md, "Advertising
 * configuration (广告)".
 */
export async function seedDemoAdverting(tx: Tx) {
  const merchant = 100000;
  const base = new Date('2026-09-01T02:00:00Z');
  const at = (minutes: number) => new Date(base.getTime() + minutes * 60_000);
  const categories = ['汽车', '餐饮美食', '金融保险', '本地生活', '电商零售', '游戏娱乐'];
  await tx.insert(adCategory).values([
    ...categories.map((name, i) => ({ merchant, name, sort: (i + 1) * 10, create_time: at(i), update_time: at(i) })),
    { merchant, name: '医疗健康', sort: 90, status: DISABLED, remark: '需资质审核，暂停投放', create_time: at(7), update_time: at(7) },
  ]);
  const providers = await tx
    .insert(trafficProvider)
    .values([
      { merchant, name: '福田中心停车场', type: 1, contact_name: '王芳', contact_mobile: '13800000101', share_rate: 40, remark: '出入口屏与缴费页', create_time: at(10), update_time: at(10) },
      { merchant, name: '南山快充站', type: 2, contact_name: '孙强', contact_mobile: '13800000201', share_rate: 35, create_time: at(11), update_time: at(11) },
      { merchant, name: '智泊云停车 APP', type: 3, contact_name: '平台管理员', share_rate: 0, remark: '平台自有应用', create_time: at(12), update_time: at(12) },
      { merchant, name: '宝安充电站', type: 2, contact_name: '', share_rate: 30, status: DISABLED, remark: '合作暂停', create_time: at(13), update_time: at(13) },
    ])
    .returning({ id: trafficProvider.id, name: trafficProvider.name });
  const provider = (name: string) => providers.find((p) => p.name === name)!.id;
  const spaces = [
    { code: 'APP_SPLASH', name: 'APP 开屏', scene: 1, material: 1, width: 1080, height: 1920, billing: 1, floor_price: 3000, daily_limit: 200000, provider: provider('智泊云停车 APP') },
    { code: 'APP_HOME_BANNER', name: '首页轮播横幅', scene: 2, material: 1, width: 750, height: 300, billing: 2, floor_price: 50, provider: provider('智泊云停车 APP') },
    { code: 'PAY_SUCCESS', name: '缴费完成页', scene: 5, material: 3, width: 690, height: 280, billing: 1, floor_price: 2500, provider: provider('福田中心停车场') },
    { code: 'FT_EXIT_SCREEN', name: '福田出口屏视频', scene: 6, material: 2, width: 1920, height: 1080, duration: 15, billing: 3, floor_price: 80000, provider: provider('福田中心停车场') },
    { code: 'NS_PILE_SCREEN', name: '南山充电桩屏', scene: 7, material: 2, width: 1280, height: 800, duration: 30, billing: 1, floor_price: 4000, provider: provider('南山快充站') },
    { code: 'MINI_FEED', name: '小程序信息流', scene: 4, material: 3, width: 690, height: 388, billing: 2, floor_price: 80, status: DISABLED, remark: '改版中' },
  ];
  await tx.insert(adSpace).values(spaces.map((s, i) => ({ merchant, status: ENABLED, ...s, create_time: at(20 + i), update_time: at(20 + i) })));
  await tx.insert(targetingPackage).values([
    { merchant, name: '深圳车主', regions: ['440300'], age_min: 22, age_max: 55, hours: [7, 8, 9, 17, 18, 19], remark: '早晚高峰', create_time: at(30), update_time: at(30) },
    { merchant, name: '珠三角女性 iOS 用户', regions: ['440100', '440300', '441900'], gender: 2, os: [1], create_time: at(31), update_time: at(31) },
  ]);
}
