import {
  Code, formatMoney, isBankPayMode, PAYMENT_LOOKUP_MAX, RefundState, refundStateText, TRADE_RANGE_DEFAULT_DAYS, TRADE_RANGE_MAX_DAYS, TradeState,
  tradeStateText, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { once, type Idempotency } from '../../../shared/idempotency.js';
import { inScope } from '../../../plugins/access.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { boundedDays, dayRange, iso } from '../../../shared/time.js';
import { returnRecords } from '../capital/capital.repository.js';
import * as repository from './trade.repository.js';

/**
 * Payment trades and their refunds. Reads cover the caller's scope (a payment merchant its own, a partner its
 * customers', a group its members', the platform all); another merchant's trade is "not found". A refund is a money
 * operation: once per Idempotency-Key, the refund row, the trade's refunded amount and state and the audit entry in one
 * transaction. docs/decisions.md, "Payment trades, refunds and settlements".
 */

/** The list's UTC+8 day range: the chosen days, else the last 7; at most 92 days. */
export const tradeDays = (query: { start_date?: string; end_date?: string }) => boundedDays(query, TRADE_RANGE_DEFAULT_DAYS, TRADE_RANGE_MAX_DAYS, '交易时间');

const filterOf = (access: Access, query: CallQuery<typeof calls.paymentTradeStatistics>): repository.TradeFilter => {
  const days = tradeDays(query);
  return {
    merchants: access.scope, merchant: query.merchant, tradeNo: query.trade_no, business: query.business, channel: query.channel,
    payMode: query.pay_mode, state: query.state, from: days.from, before: days.before,
  };
};

const shownTrade = (r: repository.TradeRow) => ({
  ...r,
  refundable: r.state === TradeState.success ? r.amount - r.refunded : 0,
  trade_time: iso(r.trade_time),
  success_time: r.success_time ? iso(r.success_time) : null,
  create_time: iso(r.create_time),
});

export async function listTrades(db: Database, access: Access, query: CallQuery<typeof calls.paymentTradeList>) {
  const page = cappedPageOf(query);
  const filter = filterOf(access, query);
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.tradePage(tx, filter, page.size, page.offset), total: await repository.tradeTotal(tx, filter) }));
  return listPayload(rows.map(shownTrade), total, page);
}

export async function tradeStatistics(db: Database, access: Access, query: CallQuery<typeof calls.paymentTradeStatistics>) {
  const days = tradeDays(query);
  const row = await db.tenant(access.scope, (tx) => repository.tradeStatistics(tx, filterOf(access, query)));
  return { start_date: days.start, end_date: days.end, count: row.count, amount: Number(row.amount), fee: Number(row.fee), refunded: Number(row.refunded) };
}

/**
 * 交易排行: the merchants in scope by their successful (and since refunded) trades over the bounded days — amount or
 * count first, the top 10, 20 or 50 — with the totals of every merchant that traded, so that shares add up.
 */
export async function tradeRank(db: Database, access: Access, query: CallQuery<typeof calls.paymentTradeRank>) {
  const days = tradeDays(query);
  const size = query.size ?? 10;
  const filter = { merchants: access.scope, business: query.business, channel: query.channel, from: days.from, before: days.before };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({
    rows: await repository.rankPage(tx, filter, query.order_by ?? 'amount', size),
    total: await repository.rankTotal(tx, filter),
  }));
  const totalAmount = Number(total.amount);
  return {
    start_date: days.start,
    end_date: days.end,
    total: { merchants: total.merchants, count: total.count, amount: totalAmount },
    row: rows.map((r, i) => {
      const amount = Number(r.amount);
      return {
        rank: i + 1, merchant: r.merchant, merchant_name: r.merchant_name, count: r.count, amount, fee: Number(r.fee), refunded: Number(r.refunded),
        average: r.count ? Math.round(amount / r.count) : 0,
        share: totalAmount ? Math.round((amount * 10_000) / totalAmount) : 0,
      };
    }),
  };
}

/**
 * 商户订单查询: the trades whose trade number, or merchant order number, is exactly `no`, whatever their day. The
 * platform (scope 'all') looks merchant order numbers up within a named merchant only (the index leads with it).
 */
export async function lookup(db: Database, access: Access, query: CallQuery<typeof calls.paymentTradeLookup>) {
  if (query.merchant && !inScope(access.scope, query.merchant)) return { row: [] };
  const merchants = query.merchant ? [query.merchant] : access.scope;
  const rows = await db.tenant(access.scope, (tx) => repository.lookup(tx, merchants, query.no, PAYMENT_LOOKUP_MAX));
  return { row: rows.map(shownTrade) };
}

const shownRefund = <R extends { create_time: Date; success_time: Date | null }>(r: R) => ({ ...r, create_time: iso(r.create_time), success_time: r.success_time ? iso(r.success_time) : null });

export async function getTrade(db: Database, access: Access, tradeNo: string) {
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.findTrade(tx, access.scope, tradeNo);
    if (!row) throw notFound('支付交易');
    const refunds = await repository.refundsOf(tx, row.merchant, row.id);
    return { ...shownTrade(row), refunds: refunds.map(shownRefund) };
  });
}

export async function listRefunds(db: Database, access: Access, query: CallQuery<typeof calls.paymentRefundList>) {
  const page = cappedPageOf(query);
  const filter: repository.RefundFilter = {
    merchants: access.scope, merchant: query.merchant, refundNo: query.refund_no, business: query.business, channel: query.channel, state: query.state, ...dayRange(query),
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.refundPage(tx, filter, page.size, page.offset), total: await repository.refundTotal(tx, filter) }));
  return listPayload(rows.map(({ trade_state: _s, trade_refunded: _r, ...r }) => shownRefund(r)), total, page);
}

export async function getRefund(db: Database, access: Access, refundNo: string) {
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.findRefund(tx, access.scope, refundNo);
    if (!row) throw notFound('退款记录');
    return shownRefund(row);
  });
}

/**
 * 退款: only a successful trade (支付成功, not yet wholly refunded: 1409 otherwise), at most what remains refundable
 * (1400), with a reason. The simulated channel answers a wallet trade (WeChat, Alipay, points, offline…) at once
 * (退款成功); a bank or UnionPay trade's refund stays 退款中 — banks answer in days. Either way the amount is taken from
 * the remainder at once, so two refunds can never exceed the trade.
 */
export async function refund(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.paymentRefundCreate>) {
  const access = actor.access;
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const trade = await repository.findTrade(tx, access.scope, body.trade_no, { lock: true });
      if (!trade) throw notFound('支付交易');
      if (trade.state !== TradeState.success) {
        throw new AppError(Code.ILLEGAL_TRANSITION, `交易 ${trade.trade_no} ${tradeStateText(trade.state)}，不能退款`, '只有支付成功且未全额退款的交易可以退款');
      }
      const remainder = trade.amount - trade.refunded;
      if (body.amount > remainder) {
        throw badParameter(`退款金额不能超过可退金额 ${formatMoney(remainder)} 元`, `交易金额 ${formatMoney(trade.amount)} 元，已退 ${formatMoney(trade.refunded)} 元`);
      }
      const now = new Date();
      const state = isBankPayMode(trade.pay_mode) ? RefundState.refunding : RefundState.success;
      const refundNo = await repository.insertRefund(tx, {
        merchant: trade.merchant, trade: trade.id, amount: body.amount, reason: body.reason, state, operator: access.manager.name,
        success_time: state === RefundState.success ? now : null,
      });
      const refunded = trade.refunded + body.amount;
      const tradeState = refunded === trade.amount ? TradeState.refunded : TradeState.success;
      await repository.setRefunded(tx, trade.id, refunded, tradeState);
      // Its profit shares not yet paid out go back with it (docs/decisions.md, "Profit-sharing records and withdrawals").
      if (tradeState === TradeState.refunded) await returnRecords(tx, trade.merchant, trade.id, '交易已全额退款，分账退回');
      await audit(tx, actor, { type: 'payment_trade', id: trade.id, name: trade.trade_no, merchant: trade.merchant }, {
        before: { refunded: `${formatMoney(trade.refunded)} 元`, state: tradeStateText(trade.state) },
        after: { refund: `${refundNo} 退款 ${formatMoney(body.amount)} 元（${refundStateText(state)}）：${body.reason}`, refunded: `${formatMoney(refunded)} 元`, state: tradeStateText(tradeState) },
      });
      const row = await repository.findRefund(tx, access.scope, refundNo);
      const { trade_state: _s, trade_refunded: _r, ...shown } = shownRefund(row!);
      return shown;
    }),
  );
}
