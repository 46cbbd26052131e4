import { addDays, EnergyTransferState, todayInChina } from '@console/contract';
import type { Tx } from '../db/client.js';
import { writeStatements } from '../modules/energy/reconciliation/reconciliation.service.js';
import { transfersOf, updateTransfer } from '../modules/energy/reconciliation/reconciliation.repository.js';

/** The demo's payout accounts (100201 has no approved withdrawal settings in the payment demo; these stand in for them). */
const accounts: Record<number, { bank_name: string; branch_name: string; account_name: string; account_no: string }> = {
  100201: { bank_name: '招商银行', branch_name: '招商银行深圳南山支行', account_name: '南山快充站', account_no: '6214830755128888' },
  100202: { bank_name: '中国建设银行', branch_name: '中国建设银行深圳宝安支行', account_name: '宝安充电站', account_no: '44250100012300006666' },
};

/**
 * The energy reconciliation demo (after `seedDemoEnergyOrders`): the statements of the last 31 days written from the
 * seeded settled payments, as the daily run writes them (the morning after each day), and their payouts — paid two days
 * after the day (bank serial, arrival time), except one 打款失败 and one 已退票 of 宝安充电站, each merchant's latest statement
 * 待打款 and the one before 打款中.
 */
export async function seedDemoEnergyReconciliation(tx: Tx, now = new Date()) {
  const today = todayInChina(now);
  for (let back = 31; back >= 1; back--) {
    const day = addDays(today, -back);
    await writeStatements(tx, day, new Date(Math.min(now.getTime(), Date.parse(`${addDays(day, 1)}T03:00:00+08:00`))), [100201, 100202]);
  }
  const rows = await transfersOf(tx, [100201, 100202]);
  // Each merchant's latest statement day is 待打款 and the one before 打款中, counted in statements rather than in days:
  // the seeded sessions fall on the days before now by the hour of the seeding, and a day may have none settled.
  const newest = (t: { merchant: number; period: string }) => rows.filter((r) => r.merchant === t.merchant && r.period > t.period).length;
  // 宝安充电站's 3rd and 6th paid statements (counted per merchant, so the order of the rows does not matter) bounce.
  const paidOf = new Map<number, number>();
  for (const t of rows) {
    const account = accounts[t.merchant]!;
    const age = newest(t);
    const sent = new Date(Date.parse(`${addDays(t.period, 1)}T10:00:00+08:00`));
    if (age === 0) {
      await updateTransfer(tx, t.id, { ...account, state: EnergyTransferState.waiting });
      continue;
    }
    if (age === 1) {
      await updateTransfer(tx, t.id, { ...account, state: EnergyTransferState.paying, update_time: sent });
      continue;
    }
    const paid = (paidOf.get(t.merchant) ?? 0) + 1;
    paidOf.set(t.merchant, paid);
    if (t.merchant === 100202 && (paid === 3 || paid === 6)) {
      const returned = paid === 6;
      await updateTransfer(tx, t.id, {
        ...account,
        state: returned ? EnergyTransferState.returned : EnergyTransferState.failed,
        reason: returned ? '收款账户状态异常，银行退票（已冻结）' : '收款户名与账号不符，银行拒绝入账',
        update_time: new Date(sent.getTime() + 26 * 3_600_000),
      });
      continue;
    }
    const arrived = new Date(sent.getTime() + 86_400_000 + ((t.id * 7919) % 180) * 60_000);
    await updateTransfer(tx, t.id, {
      ...account,
      state: EnergyTransferState.paid,
      serial_no: `${t.period.replaceAll('-', '')}${String(t.merchant).slice(-3)}${String(t.id).padStart(8, '0')}`,
      transfer_time: arrived,
      update_time: arrived,
    });
  }
}
