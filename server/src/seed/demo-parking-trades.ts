import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { parkingOrder, parkingRecord, parkingVip, parkingVipPackage, parkingVipRenewal } from '../db/schema/index.js';
import { addDays, periodEnd } from '../shared/time.js';

/**
 * Trades of the parking merchants (docs/decisions.md, "Parking trades"): a temporary-stay order for every exited
 * temporary car of the demo week that stayed past the free 15 minutes (100101, 100102, 100103), in every state
 * (处理中, 正常, 欠费, 已补缴, 已撤销, 已退款) and most pay types, some with a coupon; and the monthly orders — each demo
 * card's first payment (开卡) beside the renewals the vehicles demo made, the older ones of 100101 collated. Content is
 * drawn from a seeded generator; times follow the records and the cards, so the demo is the same shape every day.
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

const MINUTE = 60_000;
const FREE_MINUTES = 15;
/** 5 元 an hour begun after the free minutes, at most 50 元 a day begun. */
export const demoFee = (minutes: number) => {
  if (minutes <= FREE_MINUTES) return 0;
  const days = Math.floor(minutes / 1440);
  const rest = minutes - days * 1440;
  return days * 5000 + Math.min(5000, Math.ceil(rest / 60) * 500);
};

const coupons = [
  { name: '商场消费满 200 元减 10 元', value: 1000 },
  { name: '2 小时停车券', value: 1000 },
  { name: '5 元抵扣券', value: 500 },
];

/** By an order's position: the unusual states at fixed places, so that each merchant's first orders show them all. */
const special: Record<number, 'processing' | 'arrears' | 'backPaid' | 'revoked' | 'refunded'> = { 2: 'processing', 4: 'arrears', 6: 'backPaid', 8: 'revoked', 10: 'refunded' };
const orderNo = (prefix: string, at: Date, sequence: string) =>
  sql`${prefix} || to_char(${at.toISOString()}::timestamptz at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval(${sequence})::text, 8, '0')`;

export async function seedDemoParkingTrades(tx: Tx) {
  for (const merchant of [100101, 100102, 100103]) {
    const random = generator(merchant * 7);
    const records = await tx
      .select()
      .from(parkingRecord)
      .where(and(eq(parkingRecord.merchant, merchant), eq(parkingRecord.status, 0), eq(parkingRecord.car_type, 1)))
      .orderBy(asc(parkingRecord.exit_time), asc(parkingRecord.id));
    const values: (typeof parkingOrder.$inferInsert)[] = [];
    let position = 0;
    // Newest first, so that the unusual states land among the first rows of the list.
    for (const r of records.reverse()) {
      const minutes = Math.floor((r.exit_time!.getTime() - r.entry_time.getTime()) / MINUTE);
      const receivable = demoFee(minutes);
      if (!receivable) continue;
      position += 1;
      const payTime = new Date(r.exit_time!.getTime() - Math.floor(1 + random() * 8) * MINUTE);
      const coupon = random() < 0.2 ? coupons[Math.floor(random() * coupons.length)]! : null;
      const discount = coupon ? Math.min(coupon.value, receivable) : 0;
      const roll = random();
      let payType = roll < 0.5 ? 2 : roll < 0.65 ? 3 : roll < 0.77 ? 1 : roll < 0.83 ? 4 : roll < 0.88 ? 6 : roll < 0.94 ? 11 : 5;
      if (discount === receivable) payType = 8;
      const order: typeof parkingOrder.$inferInsert = {
        merchant, park: r.park, record: r.id, plate: r.plate, plate_color: r.plate_color, receivable, discount, coupon_name: coupon?.name ?? '',
        paid: receivable - discount, arrears: 0, pay_type: payType, status: 1, overdraft: 0, pay_time: payTime, create_time: payTime, update_time: payTime,
      };
      switch (special[position]) {
        case 'processing': // the payment was started at the exit and has not come back yet
          Object.assign(order, { status: 0, paid: 0, pay_type: 2 });
          break;
        case 'arrears': // autopay let the car out; the deduction failed
          Object.assign(order, { pay_type: 3, overdraft: 1, paid: 0, arrears: receivable - discount });
          break;
        case 'backPaid': // arrears paid back later
          Object.assign(order, { pay_type: 13, overdraft: 2, update_time: new Date(payTime.getTime() + 26 * 60 * MINUTE) });
          break;
        case 'revoked': // paid twice at the exit; the second payment revoked
          Object.assign(order, { status: -2, pay_type: 2, update_time: new Date(payTime.getTime() + 30 * MINUTE) });
          break;
        case 'refunded': {
          const at = new Date(payTime.getTime() + 3 * 60 * MINUTE);
          Object.assign(order, { status: -2, pay_type: 2, refund_amount: receivable - discount, refund_time: at, refund_reason: '道闸故障，车主排队超时，全额退款', update_time: at });
          break;
        }
      }
      values.push(order);
    }
    for (let i = 0; i < values.length; i += 200) {
      await tx.insert(parkingOrder).values(values.slice(i, i + 200).map((v) => ({ ...v, order_no: orderNo('T', v.pay_time, 'parking_order_seq') })));
    }
  }
  await seedMonthlyOrders(tx);
}

const operators: Record<number, string> = { 100101: '王芳', 100102: '李明' };

/** Each demo card's first payment (开卡), the renewals' numbers dated by their payment, the older ones of 100101 collated. */
async function seedMonthlyOrders(tx: Tx) {
  const cards = await tx
    .select({ id: parkingVip.id, merchant: parkingVip.merchant, start_date: parkingVip.start_date, end_date: parkingVip.end_date, price: parkingVipPackage.price, months: parkingVipPackage.period_months })
    .from(parkingVip)
    .innerJoin(parkingVipPackage, eq(parkingVipPackage.id, parkingVip.package))
    .where(inArray(parkingVip.merchant, [100101, 100102, 100103]))
    .orderBy(asc(parkingVip.id));
  const renewals = await tx
    .select({ vip: parkingVipRenewal.vip, start_date: parkingVipRenewal.start_date })
    .from(parkingVipRenewal)
    .where(inArray(parkingVipRenewal.merchant, [100101, 100102, 100103]))
    .orderBy(asc(parkingVipRenewal.start_date));
  const firstRenewal = new Map<number, string>();
  for (const r of renewals) if (!firstRenewal.has(r.vip)) firstRenewal.set(r.vip, r.start_date);
  const payTypes = [2, 1, 11, 2, 4];
  const values = cards.map((c, i) => {
    const renewedFrom = firstRenewal.get(c.id);
    // The first period: to the day before the first renewal, else to the card's end (a card's first span may be agreed longer).
    const end = renewedFrom ? addDays(renewedFrom, -1) : c.end_date;
    const at = new Date(`${c.start_date}T09:30:00+08:00`);
    return {
      merchant: c.merchant, vip: c.id, kind: 1, periods: 1, months: c.months, amount: c.price, pay_type: payTypes[i % payTypes.length]!,
      start_date: c.start_date, end_date: end < c.start_date ? periodEnd(c.start_date, c.months) : end, operator: operators[c.merchant] ?? '前台', create_time: at,
    };
  });
  if (values.length) await tx.insert(parkingVipRenewal).values(values.map((v) => ({ ...v, order_no: orderNo('M', v.create_time, 'parking_vip_order_seq') })));
  // The renewals' numbers were given the day the demo was seeded: date them by their payment (the sequence part stays unique).
  await tx.execute(sql`update ${parkingVipRenewal} set order_no = 'M' || to_char(create_time at time zone 'Asia/Shanghai', 'YYYYMMDD') || substr(order_no, 10) where kind = 2`);
  // 100101 has checked its orders up to a month ago.
  await tx.execute(sql`update ${parkingVipRenewal} set collated = true, collate_time = create_time + interval '2 days', collator = '王芳' where merchant = 100101 and create_time < now() - interval '30 days'`);
}
