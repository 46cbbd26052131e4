import { SHARDING_RATIO_BASE, ShardingRecordState, ShardingStatus, SettlementState, TradeState } from '@console/contract';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { paymentShardingReceiver, paymentShardingRt, paymentTrade } from '../../../db/schema/index.js';
import { dayAfter, dayStart } from '../../../shared/time.js';
import { insertRecords, type RecordValues } from './capital.repository.js';

/**
 * The ledger (分账记录) of one daily settlement: each successful trade of the day × each enabled rule of the merchant
 * covering its business (none named: every business) × each receiver of that rule gives one row of
 * ⌊amount × ratio / 10000⌋ fen (the fen left over stay with the merchant; a share under 1 fen makes no row). A trade
 * refunded in whole has its shares 已退回; a settled day's are 已分账 at its settle time, others 待分账. Rows are keyed
 * by merchant, trade and receiver, so running it again for the same settlement adds nothing.
 * docs/decisions.md, "Profit-sharing records and withdrawals".
 */

export interface Rule {
  id: number;
  name: string;
  business: string[];
  receivers: { receiver: number; ratio: number }[];
}
export interface SettledTrade {
  id: number;
  trade_no: string;
  business: string;
  amount: number;
  state: number;
}
export interface SettlementOf {
  id: number;
  merchant: number;
  settle_date: string;
  state: number;
  settle_time: Date | null;
}

/** One receiver's share of a trade in fen: rounded down. */
export const shareOf = (amount: number, ratio: number) => Math.floor((amount * ratio) / SHARDING_RATIO_BASE);

/** The rows of one settlement (pure: the seed and the tests use it as the server does). */
export function ledgerRows(settlement: SettlementOf, trades: readonly SettledTrade[], rules: readonly Rule[], now = new Date()): RecordValues[] {
  const rows: RecordValues[] = [];
  for (const trade of trades) {
    const rule = rules.find((r) => r.business.length === 0 || r.business.includes(trade.business));
    if (!rule) continue;
    rule.receivers.forEach((x, index) => {
      const amount = shareOf(trade.amount, x.ratio);
      if (amount < 1) return;
      const returned = trade.state === TradeState.refunded;
      const done = !returned && settlement.state === SettlementState.settled;
      rows.push({
        record_no: `F${trade.trade_no.slice(1)}${index + 1}`,
        merchant: settlement.merchant,
        receiver: x.receiver,
        trade: trade.id,
        trade_no: trade.trade_no,
        settlement: settlement.id,
        business: trade.business,
        rule: rule.id,
        rule_name: rule.name,
        settle_date: settlement.settle_date,
        trade_amount: trade.amount,
        ratio: x.ratio,
        amount,
        state: returned ? ShardingRecordState.returned : done ? ShardingRecordState.done : ShardingRecordState.pending,
        reason: returned ? '交易已全额退款，分账退回' : '',
        finish_time: done ? (settlement.settle_time ?? now) : null,
        create_time: now,
      });
    });
  }
  return rows;
}

/** The merchant's enabled rules with their receivers. */
export async function enabledRules(tx: Tx, merchant: number): Promise<Rule[]> {
  const rules = await tx
    .select({ id: paymentShardingRt.id, name: paymentShardingRt.name, business: paymentShardingRt.business })
    .from(paymentShardingRt)
    .where(and(eq(paymentShardingRt.merchant, merchant), eq(paymentShardingRt.status, ShardingStatus.enabled)))
    .orderBy(asc(paymentShardingRt.id));
  if (!rules.length) return [];
  const receivers = await tx
    .select({ rule: paymentShardingReceiver.rule, receiver: paymentShardingReceiver.receiver, ratio: paymentShardingReceiver.ratio })
    .from(paymentShardingReceiver)
    .where(and(eq(paymentShardingReceiver.merchant, merchant), inArray(paymentShardingReceiver.rule, rules.map((r) => r.id))))
    .orderBy(asc(paymentShardingReceiver.sort));
  return rules.map((r) => ({ ...r, receivers: receivers.filter((x) => x.rule === r.id) }));
}

/** Writes the ledger of a settlement: called when the settlement is made (here: the demo seed; later the settlement run). */
export async function recordShares(tx: Tx, settlement: SettlementOf, now = new Date()) {
  const rules = await enabledRules(tx, settlement.merchant);
  if (!rules.length) return 0;
  const trades = await tx
    .select({ id: paymentTrade.id, trade_no: paymentTrade.trade_no, business: paymentTrade.business, amount: paymentTrade.amount, state: paymentTrade.state })
    .from(paymentTrade)
    .where(
      and(
        eq(paymentTrade.merchant, settlement.merchant),
        inArray(paymentTrade.state, [TradeState.success, TradeState.refunded]),
        gte(paymentTrade.trade_time, dayStart(settlement.settle_date)),
        lt(paymentTrade.trade_time, dayAfter(settlement.settle_date)),
      ),
    )
    .orderBy(asc(paymentTrade.id));
  const rows = ledgerRows(settlement, trades, rules, now);
  await insertRecords(tx, rows);
  return rows.length;
}
