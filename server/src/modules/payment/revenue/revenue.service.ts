import { addDays, maskBankAccount, REVENUE_RANGE_DEFAULT_DAYS, REVENUE_RANGE_MAX_DAYS, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import type { Access } from '../../../plugins/access.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { boundedDays, iso } from '../../../shared/time.js';
import * as repository from './revenue.repository.js';

/**
 * 收益统计 of a payment provider over the merchants in its scope, per UTC+8 day (default the last 30, at most 92): the
 * fees on their trades that were taken (手续费收入) and the shares the merchants paid to the caller (分账收入). Every day of
 * the range has a row (zeros too) so the chart's axis is continuous. 回单列表: the receipts of paid-out withdrawals.
 * docs/decisions.md, "Payment service: transfers, material, risk, channels".
 */
type Query = CallQuery<typeof calls.revenueAggregateList>;

const rangeOf = (access: Access, query: Query) => {
  const days = boundedDays(query, REVENUE_RANGE_DEFAULT_DAYS, REVENUE_RANGE_MAX_DAYS, '统计日期');
  return { days, range: { merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), from: days.from, before: days.before } };
};

async function daily(db: Database, access: Access, query: Query) {
  const { days, range } = rangeOf(access, query);
  const [trades, shares] = await db.tenant(access.scope, async (tx) => [await repository.tradesByDay(tx, range), await repository.sharesByDay(tx, range, access.merchant.id, days.start, days.end)] as const);
  const byDay = new Map(trades.map((r) => [r.date, r]));
  const shareByDay = new Map(shares.map((r) => [r.date, Number(r.share)]));
  const row = [];
  for (let date = days.start; date <= days.end; date = addDays(date, 1)) {
    const tr = byDay.get(date);
    const fee = Number(tr?.fee ?? 0);
    const share = shareByDay.get(date) ?? 0;
    row.push({ date, trade_count: tr?.trade_count ?? 0, trade_amount: Number(tr?.trade_amount ?? 0), fee, refunded: Number(tr?.refunded ?? 0), share, revenue: fee + share });
  }
  return { days, range, row };
}

export async function aggregateList(db: Database, access: Access, query: Query) {
  return { row: (await daily(db, access, query)).row };
}

export async function aggregateSummary(db: Database, access: Access, query: Query) {
  const { days, range, row } = await daily(db, access, query);
  const merchants = await db.tenant(access.scope, (tx) => repository.tradesByMerchant(tx, range, 10));
  const sum = (key: 'trade_count' | 'trade_amount' | 'fee' | 'refunded' | 'share' | 'revenue') => row.reduce((n, r) => n + r[key], 0);
  return {
    start_date: days.start,
    end_date: days.end,
    trade_count: sum('trade_count'),
    trade_amount: sum('trade_amount'),
    fee: sum('fee'),
    refunded: sum('refunded'),
    share: sum('share'),
    revenue: sum('revenue'),
    merchants: merchants.map((m) => ({ merchant: m.merchant, merchant_name: m.merchant_name, trade_count: m.trade_count, trade_amount: Number(m.trade_amount), fee: Number(m.fee) })),
  };
}

export async function receipts(db: Database, access: Access, query: CallQuery<typeof calls.channelReceiptList>) {
  const page = cappedPageOf(query);
  const days = boundedDays(query, REVENUE_RANGE_DEFAULT_DAYS, REVENUE_RANGE_MAX_DAYS, '到账日期');
  const filter: repository.ReceiptFilter = { merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), no: query.no, from: days.from, before: days.before };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.receiptPage(tx, filter, page.size, page.offset), total: await repository.receiptTotal(tx, filter) }));
  return listPayload(rows.map((r) => ({ ...r, payee_account: maskBankAccount(r.payee_account), finish_time: iso(r.finish_time) })), total, page);
}
