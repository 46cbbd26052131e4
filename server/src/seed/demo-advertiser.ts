import { addDays, creditCodeCheck, todayInChina } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { adAdvertiser, adBill, adExpansionDemand, adFundFlow } from '../db/schema/index.js';

/**
 * 广告主 of the platform's advertising business (100000, `admin`): 蓝海传媒 (100500, the `advertiser` demo account's
 * merchant) and four advertisers without a console of their own, with recharges, 45 days of bills (the last one still
 * 待扣款) and the fund flow they make, up to yesterday; and four 拓量需求. Dates follow today, so that the advertiser's
 * 数据统计 shows the last 30 days. docs/decisions.md, "Advertisers (广告主)".
 */
const PARTNER = 100000;
const creditCode = (seed: string) => {
  const first17 = `91440300${seed}`;
  return first17 + creditCodeCheck(first17);
};
const chinaTime = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`);

interface DemoAdvertiser {
  name: string;
  short_name: string;
  seed: string;
  industry: string;
  contact: [string, string];
  account?: number;
  status?: number;
  cpm: number;
  cpc: number;
  budget: number;
  /** Days ago and yuan. */
  recharges: [number, number][];
  /** Average shows a day (0: no bills). */
  shows: number;
}

const advertisers: DemoAdvertiser[] = [
  { name: '蓝海传媒广告有限公司', short_name: '蓝海传媒', seed: 'MA5100500', industry: '本地生活', contact: ['吴昊', '13800000500'], account: 100500, cpm: 3500, cpc: 80, budget: 300_000,
    recharges: [[58, 50_000], [31, 30_000], [6, 20_000]], shows: 42_000 },
  { name: '粤港汽车销售服务有限公司', short_name: '粤港汽车', seed: 'MA5AD0001', industry: '汽车', contact: ['何俊', '13912340001'], cpm: 4200, cpc: 120, budget: 500_000,
    recharges: [[50, 80_000]], shows: 30_000 },
  { name: '味道湘村餐饮管理有限公司', short_name: '味道湘村', seed: 'MA5AD0002', industry: '餐饮美食', contact: ['罗敏', '13912340002'], cpm: 3000, cpc: 60, budget: 100_000,
    recharges: [[40, 10_000], [12, 5_000]], shows: 12_000 },
  { name: '鹏程保险代理有限公司', short_name: '鹏程保险', seed: 'MA5AD0003', industry: '金融保险', contact: ['许晴', '13912340003'], cpm: 0, cpc: 150, budget: 0,
    recharges: [[20, 20_000]], shows: 0 },
  { name: '优品生活电子商务有限公司', short_name: '优品生活', seed: 'MA5AD0004', industry: '电商零售', contact: ['邓凯', '13912340004'], status: 0, cpm: 2800, cpc: 0, budget: 50_000,
    recharges: [], shows: 0 },
];

export async function seedDemoAdvertiser(tx: Tx) {
  const today = todayInChina();
  const ids: number[] = [];
  for (const [n, a] of advertisers.entries()) {
    const created = chinaTime(addDays(today, -70 + n), 9);
    const [row] = await tx
      .insert(adAdvertiser)
      .values({
        merchant: PARTNER,
        account_merchant: a.account ?? null,
        name: a.name,
        short_name: a.short_name,
        credit_code: creditCode(a.seed),
        industry: a.industry,
        contact_name: a.contact[0],
        contact_mobile: a.contact[1],
        contact_email: n === 0 ? 'ads@lanhai-media.cn' : '',
        address: n === 0 ? '广东省深圳市福田区益田路 5033 号' : '广东省深圳市',
        qualifications: [{ name: '营业执照.pdf', link: '/demo/licence.svg' }, ...(n === 0 ? [{ name: '广告经营许可证.pdf', link: '/demo/licence.svg' }] : [])],
        status: a.status ?? 1,
        cpm_price: a.cpm,
        cpc_price: a.cpc,
        daily_budget: a.budget,
        create_time: created,
        update_time: created,
      })
      .returning({ id: adAdvertiser.id });
    const id = row!.id;
    ids.push(id);
    // The money, in time order: recharges at 10:00, each day's bill deducted the next day at 02:00.
    type Event = { at: Date; kind: 'recharge'; yuan: number; serial: string } | { at: Date; kind: 'bill'; date: string; shows: number; clicks: number; amount: number; last: boolean };
    const events: Event[] = a.recharges.map(([ago, yuan], i) => ({ at: chinaTime(addDays(today, -ago), 10), kind: 'recharge', yuan, serial: `BT${addDays(today, -ago).replaceAll('-', '')}${String(n)}${i}8821` }));
    if (a.shows) {
      for (let ago = 45; ago >= 1; ago--) {
        const date = addDays(today, -ago);
        const wave = 0.75 + 0.5 * Math.abs(Math.sin((ago + n) * 0.7));
        const shows = Math.round(a.shows * wave);
        const clicks = Math.round(shows * (0.012 + ((ago * 7) % 10) / 1000));
        const amount = Math.round((shows / 1000) * a.cpm * 0.6 + clicks * a.cpc * 0.3);
        events.push({ at: chinaTime(addDays(date, 1), 2), kind: 'bill', date, shows, clicks, amount, last: ago === 1 });
      }
    }
    events.sort((x, y) => x.at.getTime() - y.at.getTime());
    let balance = 0;
    let recharged = 0;
    let spent = 0;
    for (const e of events) {
      if (e.kind === 'recharge') {
        balance += e.yuan * 100;
        recharged += e.yuan * 100;
        await tx.insert(adFundFlow).values({
          merchant: PARTNER, account_merchant: a.account ?? null, advertiser: id, type: 1, amount: e.yuan * 100, balance_after: balance, method: 1, serial_no: e.serial,
          voucher: '/demo/licence.svg', operator: '平台管理员', remark: '对公转账', create_time: e.at,
        });
        continue;
      }
      // The bill of yesterday waits for tonight's deduction; a bill the balance cannot cover waits too.
      const deduct = !e.last && e.amount <= balance;
      const [bill] = await tx
        .insert(adBill)
        .values({
          merchant: PARTNER, account_merchant: a.account ?? null, advertiser: id, bill_no: `AD${e.date.replaceAll('-', '')}${String(id).padStart(4, '0')}`, bill_date: e.date,
          shows: e.shows, clicks: e.clicks, amount: e.amount, status: deduct ? 1 : 0, create_time: e.at,
        })
        .returning({ id: adBill.id });
      if (!deduct) continue;
      balance -= e.amount;
      spent += e.amount;
      await tx.insert(adFundFlow).values({
        merchant: PARTNER, account_merchant: a.account ?? null, advertiser: id, type: 2, amount: -e.amount, balance_after: balance, bill: bill!.id,
        operator: '系统', remark: `${e.date} 广告消耗`, create_time: e.at,
      });
    }
    await tx.update(adAdvertiser).set({ balance, recharge_total: recharged, spend_total: spent }).where(sqlId(id));
  }
  const [lanhai, auto, food] = ids as [number, number, number];
  const demand = (advertiser: number, title: string, o: { regions?: string[]; scenes: number[]; shows: number; yuan: number; from: number; days: number; status?: number; remark?: string; description?: string }) => ({
    merchant: PARTNER, advertiser, title, regions: o.regions ?? [], scenes: o.scenes, daily_shows: o.shows, budget: o.yuan * 100,
    start_date: addDays(today, o.from), end_date: addDays(today, o.from + o.days - 1), description: o.description ?? '', status: o.status ?? 0,
    audit_remark: o.remark ?? '', auditor: o.status ? '平台管理员' : '', audit_time: o.status ? chinaTime(addDays(today, -2), 15) : null, creator: '运营专员',
    create_time: chinaTime(addDays(today, -3), 11), update_time: chinaTime(addDays(today, -3), 11),
  });
  await tx.insert(adExpansionDemand).values([
    demand(lanhai, '双十二本地生活拓量', { regions: ['440300'], scenes: [1, 5], shows: 80_000, yuan: 40_000, from: 3, days: 14, description: '深圳地区缴费完成页与开屏加量，目标新增到店核销 3,000 单' }),
    demand(auto, '新能源车型上市推广', { regions: ['440100', '440300'], scenes: [6, 7], shows: 50_000, yuan: 60_000, from: 5, days: 30, status: 1, remark: '流量充足，可排期', description: '充电桩屏与出入口屏视频投放' }),
    demand(food, '周末午市引流', { regions: ['440300'], scenes: [4], shows: 20_000, yuan: 8_000, from: 1, days: 30, status: 2, remark: '信息流广告位改版中，请改选其他场景', description: '周末 11–13 点投放' }),
    demand(lanhai, '春节返乡出行季', { scenes: [1, 2, 5], shows: 120_000, yuan: 90_000, from: 50, days: 20, description: '全国投放，春节前后加量' }),
  ]);
}

const sqlId = (id: number) => eq(adAdvertiser.id, id);
