import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { paymentRefund, paymentSettlement, paymentTrade } from '../db/schema/index.js';
import { addDays, todayInChina } from '../shared/time.js';

/**
 * Payment trades of the demo payment merchants (docs/decisions.md, "Payment trades, refunds and settlements"):
 * 福田中心停车场 (100101: parking fees, monthly-card top-ups, 无感支付, reservations) and 南山快充站 (100201: charging and
 * its parking fee), about 300 over the last 30 UTC+8 days, most 支付成功, some refunded in part or in whole (one bank
 * refund still 退款中), a few 支付失败 / 已关闭 and today's 支付中; then each merchant's daily settlements computed from
 * them (the days before yesterday 已结算, the day before yesterday 结算中, yesterday 待结算). Content comes from a seeded
 * generator and times are relative to now, so the demo has the same shape every day.
 */

/** mulberry32, as the records demo. */
function generator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR = 3_600_000;
const dayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);
const compact = (date: string) => date.replaceAll('-', '');
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 10);

/** pay mode → channel; weights out of 100. */
const modes = [
  { mode: 3, channel: 'wxpay', weight: 48 },
  { mode: 4, channel: 'alipay', weight: 34 },
  { mode: 5, channel: 'chinaums', weight: 7 },
  { mode: 6, channel: 'cmb', weight: 7 },
  { mode: 8, channel: 'lakala', weight: 4 },
];
const plates = ['粤B·D12345', '粤B·8K2Q1', '粤B·F6688', '粤A·3M9X7', '粤B·L0521', '湘A·7P3K2', '粤B·DF0917', '粤S·9N8Q6', '粤B·C3377', '赣B·2K6T8'];

interface Profile {
  merchant: number;
  count: number;
  operator: string;
  apps: string[];
  trade: (random: () => number, plate: string) => { business: string; amount: number; subject: string };
}

const profiles: Profile[] = [
  {
    merchant: 100101, count: 200, operator: '王芳', apps: ['福田中心停车场小程序', '智泊云支付收银台'],
    trade: (random, plate) => {
      const r = random();
      if (r < 0.6) return { business: 'car:parking:cashier', amount: (1 + Math.floor(random() * 16)) * 500, subject: `临时停车缴费 ${plate}` };
      if (r < 0.8) return { business: 'car:parking:autopay', amount: (1 + Math.floor(random() * 10)) * 500, subject: `无感支付停车费 ${plate}` };
      if (r < 0.95) return { business: 'car:parking:recharge', amount: [30000, 60000, 90000, 120000][Math.floor(random() * 4)]!, subject: `月卡续费 ${plate}` };
      return { business: 'car:parking:reserve', amount: 1000, subject: `车位预约 ${plate}` };
    },
  },
  {
    merchant: 100201, count: 100, operator: '孙强', apps: ['南山快充小程序'],
    trade: (random, plate) =>
      random() < 0.85
        ? { business: 'car:energy:cashier', amount: 1500 + Math.floor(random() * 10500), subject: `充电费 ${plate}` }
        : { business: 'car:energy:parking', amount: (1 + Math.floor(random() * 4)) * 500, subject: `充电停车费 ${plate}` },
  },
];

const pick = <T extends { weight: number }>(random: () => number, items: T[]) => {
  let r = random() * 100;
  for (const item of items) if ((r -= item.weight) < 0) return item;
  return items[items.length - 1]!;
};

const masked = (random: () => number, mode: number) => {
  const digits = () => String(Math.floor(random() * 10_000)).padStart(4, '0');
  return mode === 3 ? `oK3x****${digits()}` : mode === 4 ? `138****${digits()}` : `6222 **** **** ${digits()}`;
};

export async function seedDemoPaymentTrades(tx: Tx) {
  const now = new Date();
  const today = todayInChina();
  let serial = 0;
  for (const profile of profiles) {
    const random = generator(profile.merchant * 13);
    const refunds: (typeof paymentRefund.$inferInsert & { day: string })[] = [];
    const trades: (typeof paymentTrade.$inferInsert)[] = [];
    for (let i = 0; i < profile.count; i++) {
      // Spread over the last 30 days, newer days busier; today's only up to now.
      const daysAgo = Math.floor(Math.pow(random(), 1.3) * 30);
      const day = addDays(today, -daysAgo);
      const hour = 7 + random() * 15;
      let at = new Date(dayStart(day).getTime() + hour * HOUR);
      if (at > now) at = new Date(now.getTime() - (1 + random() * 60) * 60_000);
      const plate = plates[Math.floor(random() * plates.length)]!;
      const { business, amount, subject } = profile.trade(random, plate);
      const { mode, channel } = pick(random, modes);
      serial += 1;
      const tradeNo = `P${compact(chinaDay(at))}${String(serial).padStart(10, '0')}`;
      const fee = Math.round(amount * 0.006);
      // Unusual states at fixed places; refunds about one trade in eight.
      const roll = random();
      let state = 2;
      let refunded = 0;
      if (i % 37 === 5) state = -1;
      else if (i % 41 === 7) state = -2;
      else if (i < 2 && daysAgo === 0) state = 1;
      else if (roll < 0.06) state = 3;
      else if (roll < 0.12) state = 2;
      const created = new Date(at.getTime() - 30_000);
      if (state === 3 || (state === 2 && roll >= 0.06 && roll < 0.12)) {
        const part = state === 3 ? amount : Math.max(100, Math.floor(amount / 2 / 100) * 100);
        const refundAt = new Date(Math.min(now.getTime() - 60_000, at.getTime() + (1 + random() * 20) * HOUR));
        const refundState = mode >= 5 && refundAt.getTime() > now.getTime() - 2 * 86_400_000 ? 1 : 2;
        refunded = part;
        refunds.push({
          day: chinaDay(refundAt), refund_no: `R${compact(chinaDay(refundAt))}${String(serial).padStart(10, '0')}`, merchant: profile.merchant, trade: 0, amount: part,
          reason: state === 3 ? ['车主重复支付', '系统故障多扣款', '车主投诉，全额退回'][serial % 3]! : ['优惠券补退差价', '免费时长内误收费用'][serial % 2]!,
          state: refundState, operator: profile.operator, success_time: refundState === 2 ? refundAt : null, create_time: refundAt, update_time: refundAt,
        });
      }
      trades.push({
        trade_no: tradeNo, out_trade_no: `${profile.merchant}${compact(chinaDay(at))}${String(i).padStart(6, '0')}`, merchant: profile.merchant,
        app_name: profile.apps[serial % profile.apps.length]!, business, channel, pay_mode: mode, subject, payer: masked(random, mode),
        amount, fee: state === 2 || state === 3 ? fee : 0, refunded, state,
        trade_time: state === 2 || state === 3 ? at : created, success_time: state === 2 || state === 3 ? at : null, create_time: created, update_time: at,
      });
    }
    const inserted = await tx.insert(paymentTrade).values(trades).returning({ id: paymentTrade.id, trade_no: paymentTrade.trade_no });
    const idOf = new Map(inserted.map((r) => [r.trade_no, r.id]));
    const bySerial = (refundNo: string) => trades.find((t) => t.trade_no.slice(-10) === refundNo.slice(-10))!;
    if (refunds.length) await tx.insert(paymentRefund).values(refunds.map(({ day: _d, ...r }) => ({ ...r, trade: idOf.get(bySerial(r.refund_no).trade_no)! })));
    // Numbered as the server numbers refunds (`R` + UTC+8 day + the row's id), so that a refund made later never takes a
    // seeded number (a seeded one numbered by its trade's serial could collide with the server's next id).
    if (refunds.length) {
      await tx.execute(
        sql`update ${paymentRefund} set refund_no = 'R' || to_char(create_time at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(id::text, 10, '0') where merchant = ${profile.merchant}`,
      );
    }

    // Daily settlements of the days before today: the day's successful trades, their fees, the refunds made that day.
    const rows: (typeof paymentSettlement.$inferInsert)[] = [];
    for (let ago = 29; ago >= 1; ago--) {
      const day = addDays(today, -ago);
      const paid = trades.filter((t) => t.success_time && chinaDay(t.success_time) === day);
      const back = refunds.filter((r) => r.day === day);
      if (!paid.length && !back.length) continue;
      const amount = paid.reduce((n, t) => n + t.amount, 0);
      const fee = paid.reduce((n, t) => n + (t.fee ?? 0), 0);
      const refundedSum = back.reduce((n, r) => n + r.amount, 0);
      const state = ago >= 3 ? 2 : ago === 2 ? 1 : 0;
      const created = new Date(dayStart(addDays(day, 1)).getTime() + 2 * HOUR);
      rows.push({
        settle_no: `S${compact(day)}${profile.merchant}`, merchant: profile.merchant, settle_date: day, trade_count: paid.length, amount, fee,
        refund_count: back.length, refunded: refundedSum, net: amount - fee - refundedSum, state,
        settle_time: state === 2 ? new Date(dayStart(addDays(day, 1)).getTime() + 10 * HOUR) : null, create_time: created, update_time: created,
      });
    }
    if (rows.length) await tx.insert(paymentSettlement).values(rows);
  }
}
