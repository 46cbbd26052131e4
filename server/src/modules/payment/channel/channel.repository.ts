import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { paymentBank, paymentChannel, paymentChannelApply, paymentTrade, paymentTransfer, paymentTransferRt, paymentWithdrawApply } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';

// Read-only views over the channels (reference data) and the scope's 进件, trades, withdrawal settings and withdrawals;
// every tenant query is limited to the caller's scope.

export const channels = (tx: Tx, categoryId?: number) =>
  tx.select({ code: paymentChannel.code, name: paymentChannel.name, category_id: paymentChannel.category_id }).from(paymentChannel)
    .where(categoryId ? eq(paymentChannel.category_id, categoryId) : undefined).orderBy(asc(paymentChannel.sort), asc(paymentChannel.code));

const a = paymentChannelApply;
/** 进件 counts per channel and status in scope. */
export const applyCounts = (tx: Tx, merchants: Scope) =>
  tx.select({ channel: a.channel, status: a.status, n: count() }).from(a).where(withinScope(a.merchant, merchants)).groupBy(a.channel, a.status);

export const applicationsOn = (tx: Tx, merchants: Scope, channel: string) =>
  tx.select({ apply_no: a.apply_no, merchant: a.merchant, merchant_name: merchantNameOf(a.merchant), status: a.status, update_time: a.update_time }).from(a)
    .where(and(withinScope(a.merchant, merchants), eq(a.channel, channel))).orderBy(desc(a.update_time)).limit(100);

const t = paymentTrade;
const TAKEN = [2, 3];
const tradeSums = { trade_count: sql<number>`count(*)::int`, trade_amount: sql<string>`coalesce(sum(${t.amount}), 0)`, fee: sql<string>`coalesce(sum(${t.fee}), 0)` };
const tradeWhere = (merchants: Scope, from: Date, before: Date) => and(withinScope(t.merchant, merchants), inArray(t.state, TAKEN), gte(t.trade_time, from), lt(t.trade_time, before));

export const tradesByChannel = (tx: Tx, merchants: Scope, from: Date, before: Date) =>
  tx.select({ channel: t.channel, ...tradeSums }).from(t).where(tradeWhere(merchants, from, before)).groupBy(t.channel);

const day = sql<string>`to_char(${t.trade_time} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
export const channelTradesByDay = (tx: Tx, merchants: Scope, channel: string, from: Date, before: Date) =>
  tx.select({ date: day, ...tradeSums }).from(t).where(and(tradeWhere(merchants, from, before), eq(t.channel, channel))).groupBy(day);

const w = paymentWithdrawApply;
const rt = paymentTransferRt;
/** The approved withdrawal accounts in scope (the settings in force), with their bank. */
export const settleAccounts = (tx: Tx, merchants: Scope, bank?: string) =>
  tx
    .select({
      merchant: rt.merchant, merchant_name: merchantNameOf(rt.merchant), bank: w.bank, bank_name: paymentBank.name, account_name: w.account_name, account_no: w.account_no,
      branch_name: w.branch_name, approve_time: rt.approve_time,
    })
    .from(rt)
    .innerJoin(w, and(eq(w.merchant, rt.merchant), eq(w.id, rt.apply)))
    .innerJoin(paymentBank, eq(paymentBank.code, w.bank))
    .where(and(withinScope(rt.merchant, merchants), bank ? eq(w.bank, bank) : undefined))
    .orderBy(asc(paymentBank.sort), asc(rt.merchant));

const tr = paymentTransfer;
/** Withdrawals in scope paid to accounts at `bankName` (a withdrawal keeps a copy of its account's bank name). */
export const transferSums = (tx: Tx, merchants: Scope, from: Date) =>
  tx
    .select({
      bank_name: tr.bank_name,
      paid_count: sql<number>`count(*) filter (where ${tr.state} = 1 and ${tr.finish_time} >= ${from})::int`,
      paid_amount: sql<string>`coalesce(sum(${tr.amount}) filter (where ${tr.state} = 1 and ${tr.finish_time} >= ${from}), 0)`,
      paying_count: sql<number>`count(*) filter (where ${tr.state} = 2)::int`,
      paying_amount: sql<string>`coalesce(sum(${tr.amount}) filter (where ${tr.state} = 2), 0)`,
    })
    .from(tr)
    .where(withinScope(tr.merchant, merchants))
    .groupBy(tr.bank_name);

export const transfersAt = (tx: Tx, merchants: Scope, bankName: string) =>
  tx.select({ transfer_no: tr.transfer_no, merchant_name: merchantNameOf(tr.merchant), amount: tr.amount, state: tr.state, create_time: tr.create_time }).from(tr)
    .where(and(withinScope(tr.merchant, merchants), eq(tr.bank_name, bankName))).orderBy(desc(tr.create_time), desc(tr.id)).limit(20);
