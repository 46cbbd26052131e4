import { ShardingStatus, TransferState } from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { paymentSettlement, paymentShardingReceiver, paymentShardingRecord, paymentShardingRt } from '../db/schema/index.js';
import { insertTransfer, money } from '../modules/payment/capital/capital.repository.js';
import { recordShares } from '../modules/payment/capital/ledger.js';
import { runtime } from '../modules/payment/transfer/transfer.repository.js';

/**
 * Profit-sharing records and withdrawals of the demo (docs/decisions.md, "Profit-sharing records and withdrawals"):
 * 南山快充站 (100201) shares 3 % of its charging fees with 鹏城充电服务商; every seeded daily settlement then writes its
 * ledger as the server would (100101's parking fees and 无感支付 at 5 % to 深圳泊联科技, 100201's charging fees), one of
 * 100101's shares 分账失败; and 福田中心停车场 (100101) has withdrawn to its ICBC account in every state: two 已提现 with
 * receipts, one 已退回, one 提现中 and one waiting for the platform's review, about half of its balance in all.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const hundred = (fen: number) => Math.max(100, Math.floor(fen / 100) * 100);

export async function seedDemoCapital(tx: Tx) {
  const approved = new Date('2026-02-01T02:00:00Z');
  const [rule] = await tx
    .insert(paymentShardingRt)
    .values({ merchant: 100201, name: '充电服务费分成', business: ['car:energy:cashier'], status: ShardingStatus.enabled, create_time: approved, update_time: approved })
    .returning({ id: paymentShardingRt.id });
  await tx.insert(paymentShardingReceiver).values({ merchant: 100201, rule: rule!.id, receiver: 100200, ratio: 300, sort: 0 });

  const settlements = await tx.select().from(paymentSettlement).orderBy(asc(paymentSettlement.settle_date), asc(paymentSettlement.id));
  for (const s of settlements) await recordShares(tx, s, s.create_time);
  const [failed] = await tx
    .select({ id: paymentShardingRecord.id })
    .from(paymentShardingRecord)
    .where(and(eq(paymentShardingRecord.merchant, 100101), eq(paymentShardingRecord.state, 1)))
    .orderBy(asc(paymentShardingRecord.id))
    .limit(1);
  if (failed) await tx.update(paymentShardingRecord).set({ state: -1, finish_time: null, reason: '接收方结算账户状态异常，分账未完成' }).where(eq(paymentShardingRecord.id, failed.id));

  const setting = (await runtime(tx, 100101))?.apply;
  if (!setting) return;
  const m = await money(tx, 'all', 100101);
  const balance = m.settled - m.shared;
  const now = Date.now();
  const account = { merchant: 100101, apply: setting.id, account_name: setting.account_name, account_no: setting.account_no, bank_name: setting.bank_name, branch_name: setting.branch_name };
  const rows = [
    { ago: 21, share: 0.1, state: TransferState.done, remark: '每周一自动提现' },
    { ago: 14, share: 0.15, state: TransferState.done, remark: '每周一自动提现' },
    { ago: 8, share: 0.12, state: TransferState.returned, remark: '月底备用金', reason: '开户名称与营业执照不一致，请核对后重新申请' },
    { ago: 1, share: 0.2, state: TransferState.paying, remark: '每周一自动提现' },
    { ago: 0, share: 0.05, state: TransferState.waiting, remark: '支付车场保洁外包费' },
  ];
  for (const r of rows) {
    const created = new Date(now - r.ago * DAY - 2 * HOUR);
    const reviewed = r.state === TransferState.waiting ? null : new Date(created.getTime() + HOUR);
    const done = r.state === TransferState.done ? new Date(created.getTime() + 20 * HOUR) : null;
    await insertTransfer(tx, {
      ...account, amount: hundred(balance * r.share), remark: r.remark, state: r.state, reason: r.reason ?? '', applicant: '王芳',
      reviewer: reviewed ? '平台管理员' : '', review_time: reviewed, finish_time: done, create_time: created, update_time: done ?? reviewed ?? created,
    }, { receipt: !!done });
  }
}
