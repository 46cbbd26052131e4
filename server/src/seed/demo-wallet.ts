import { WalletRecordKind } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { wallet } from '../db/schema/index.js';
import * as repository from '../modules/wallet/wallet.repository.js';
import { addDays, todayInChina } from '../shared/time.js';

/**
 * Wallets carried by the platform (100000, `admin`): 福田中心停车场 (100101) and 南山快充站 (100201) with a month of
 * recharges, payments (coupon purchases, charging, service fees) and refunds relative to today; 南山科技园停车场 (100102)
 * below its alert line; 宝安充电站 (100202) opened and disabled. Deterministic amounts; balances follow the records.
 */
export async function seedDemoWallet(tx: Tx) {
  const today = todayInChina();
  const at = (daysAgo: number, hour: number, minute = 0) => new Date(`${addDays(today, -daysAgo)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`);
  const plans = [
    {
      merchant: 100101, contact: ['王芳', '13800000101'] as const, alert: 50_000, remark: '停车优惠券采购与平台服务费从钱包扣款',
      recharges: [[29, 10, 500_000, 1], [21, 9, 300_000, 2], [12, 15, 200_000, 1], [3, 11, 100_000, 3]] as const,
      payments: [
        [28, 14, 120_000, 'coupon', '采购停车券 2 小时免费券 ×200'], [25, 10, 30_000, 'service', '10 月平台服务费'], [20, 16, 80_000, 'coupon', '采购停车券 5 元抵扣券 ×160'],
        [16, 11, 45_000, 'coupon', '采购停车券 1 小时免费券 ×150'], [10, 9, 66_000, 'coupon', '采购停车券 5 元抵扣券 ×132'], [6, 17, 30_000, 'service', '11 月平台服务费'],
        [2, 10, 52_000, 'coupon', '采购停车券 2 小时免费券 ×86'], [0, 9, 18_000, 'parking', '月卡代缴 粤B12345'],
      ] as const,
      refunds: [[19, 9, 2, 20_000, '优惠券采购数量调整，退回 40 张'], [5, 15, 5, 30_000, '服务费重复扣款']] as const,
    },
    {
      merchant: 100201, contact: ['孙强', '13800000201'] as const, alert: 100_000, remark: '充电卡余额与电站服务费',
      recharges: [[30, 9, 800_000, 1], [18, 14, 400_000, 2], [7, 10, 300_000, 1]] as const,
      payments: [
        [27, 10, 156_800, 'energy', '充电卡批量充值 南山科技园充电站'], [23, 15, 42_350, 'energy', '充电订单结算 10 月下旬'], [19, 11, 60_000, 'service', '10 月电站服务费'],
        [14, 10, 98_600, 'energy', '充电卡批量充值 南山后海充电站'], [9, 16, 37_420, 'energy', '充电订单结算 11 月上旬'], [4, 14, 60_000, 'service', '11 月电站服务费'],
        [1, 10, 25_880, 'energy', '充电订单结算 11 月中旬'],
      ] as const,
      refunds: [[13, 15, 0, 56_800, '充电卡退卡 3 张'], [8, 10, 4, 7_420, '异常订单调账']] as const,
    },
    {
      merchant: 100102, contact: ['李明', '13800000102'] as const, alert: 50_000, remark: '',
      recharges: [[26, 10, 100_000, 4]] as const,
      payments: [[15, 10, 62_000, 'coupon', '采购停车券 2 小时免费券 ×100'], [4, 11, 20_000, 'service', '11 月平台服务费']] as const,
      refunds: [] as const,
    },
  ];
  const operator = '平台管理员';
  for (const plan of plans) {
    const id = await repository.insertWallet(tx, { merchant: plan.merchant, carrier: 100000, contact_name: plan.contact[0], contact_mobile: plan.contact[1], alert_balance: plan.alert, remark: plan.remark });
    await tx.update(wallet).set({ create_time: at(31, 9), update_time: at(31, 9) }).where(eq(wallet.id, id));
    type Event = { time: Date; book: (balance: number) => Promise<number> };
    const events: Event[] = [];
    let recharged = 0;
    let paid = 0;
    let refunded = 0;
    const paymentIds: number[] = [];
    for (const [days, hour, amount, channel] of plan.recharges) {
      events.push({ time: at(days, hour), book: async (balance) => {
        await repository.insertRecord(tx, { merchant: plan.merchant, wallet: id, kind: WalletRecordKind.recharge, amount, balance_after: balance + amount, channel, subject: '钱包预存', operator, create_time: at(days, hour) });
        recharged += amount;
        return balance + amount;
      } });
    }
    plan.payments.forEach(([days, hour, amount, business, subject], index) => {
      events.push({ time: at(days, hour, 30), book: async (balance) => {
        const no = await repository.insertRecord(tx, { merchant: plan.merchant, wallet: id, kind: WalletRecordKind.payment, amount, balance_after: balance - amount, business, subject, out_no: `BIZ${plan.merchant}${String(index + 1).padStart(4, '0')}`, operator, create_time: at(days, hour, 30) });
        const row = await repository.findRecord(tx, { merchants: 'all' }, no);
        paymentIds[index] = row!.id;
        paid += amount;
        return balance - amount;
      } });
    });
    for (const [days, hour, paymentIndex, amount, reason] of plan.refunds) {
      events.push({ time: at(days, hour, 45), book: async (balance) => {
        await repository.insertRecord(tx, { merchant: plan.merchant, wallet: id, kind: WalletRecordKind.refund, amount, balance_after: balance + amount, payment: paymentIds[paymentIndex]!, subject: reason, operator, create_time: at(days, hour, 45) });
        await repository.setRecordRefunded(tx, paymentIds[paymentIndex]!, amount);
        refunded += amount;
        return balance + amount;
      } });
    }
    events.sort((a, b) => a.time.getTime() - b.time.getTime());
    let balance = 0;
    for (const event of events) balance = await event.book(balance);
    await tx.update(wallet).set({ balance, recharged, paid, refunded }).where(eq(wallet.id, id));
  }
  const disabled = await repository.insertWallet(tx, { merchant: 100202, carrier: 100000, contact_name: '李明', contact_mobile: '13800000202', alert_balance: 0, remark: '主体认证通过前暂停使用' });
  await tx.update(wallet).set({ state: 0, create_time: at(10, 9), update_time: at(9, 9) }).where(eq(wallet.id, disabled));
}
