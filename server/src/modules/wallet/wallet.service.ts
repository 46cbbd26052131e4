import {
  Code, daysBetween, formatMoney, WALLET_RANGE_DEFAULT_DAYS, WALLET_RANGE_MAX_DAYS, walletBusinessText, walletRechargeChannelText, WalletRecordKind,
  WalletState, walletStateText, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../errors.js';
import { inScope, type Access } from '../../plugins/access.js';
import type { Actor } from '../../plugins/route.js';
import { audit } from '../../shared/audit.js';
import { once, type Idempotency } from '../../shared/idempotency.js';
import { cappedPageOf, listPayload, pageOf } from '../../shared/paging.js';
import { addDays, dayRange, iso, todayInChina } from '../../shared/time.js';
import * as repository from './wallet.repository.js';

/**
 * Wallets (钱包): a carrier opens one wallet per merchant it may act for; recharges, payments and refunds change the
 * balance, each once per Idempotency-Key, the record, the wallet's balance and totals and the audit entry in one
 * transaction. The balance never goes below 0 (checked here with the wallet row locked, and by a CHECK). A carrier
 * other than the platform sees only the wallets it carries; an owner reads its own. docs/decisions.md, "Wallets (钱包)".
 */

const walletScopeOf = (access: Access): repository.WalletScope => ({ merchants: access.scope, carrier: access.scope === 'all' ? undefined : access.merchant.id });

/** A record list's UTC+8 day range: the chosen days, else the last 30; at most 92 days. */
export function recordDays(query: { start_date?: string; end_date?: string }) {
  const end = query.end_date ?? (query.start_date ? addDays(query.start_date, WALLET_RANGE_DEFAULT_DAYS - 1) : todayInChina());
  const start = query.start_date ?? addDays(end, -(WALLET_RANGE_DEFAULT_DAYS - 1));
  if (start > end) throw badParameter('开始日期不能晚于结束日期', '请重新选择日期范围');
  if (daysBetween(start, end) > WALLET_RANGE_MAX_DAYS) throw badParameter(`时间范围不能超过 ${WALLET_RANGE_MAX_DAYS} 天`, '请缩小开始日期与结束日期的范围');
  const range = dayRange({ start_date: start, end_date: end });
  return { start, end, from: range.from!, before: range.before! };
}

const shownWallet = (w: repository.WalletRow) => ({ ...w, create_time: iso(w.create_time), update_time: iso(w.update_time) });
const shownRecord = ({ payment_id: _p, ...r }: repository.RecordRow) => ({ ...r, create_time: iso(r.create_time) });

// ---- wallets ----

const walletFilterOf = (access: Access, query: CallQuery<typeof calls.walletMerchantStatistics>): repository.WalletFilter => ({
  ...walletScopeOf(access), merchant: query.merchant, walletNo: query.wallet_no, state: query.state, low: query.low === 1,
});

export async function listWallets(db: Database, access: Access, query: CallQuery<typeof calls.walletMerchantList>) {
  const page = pageOf(query);
  const filter = walletFilterOf(access, query);
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.walletPage(tx, filter, page.size, page.offset), total: await repository.walletTotal(tx, filter) }));
  return listPayload(rows.map(shownWallet), total, page);
}

export async function walletStatistics(db: Database, access: Access, query: CallQuery<typeof calls.walletMerchantStatistics>) {
  const row = await db.tenant(access.scope, (tx) => repository.walletStatistics(tx, walletFilterOf(access, query)));
  return { ...row, balance: Number(row.balance) };
}

async function walletIn(tx: Tx, access: Access, id: number, lock = false) {
  const row = await repository.findWallet(tx, walletScopeOf(access), id, { lock });
  if (!row) throw notFound('钱包');
  return row;
}

export const getWallet = (db: Database, access: Access, id: number) => db.tenant(access.scope, async (tx) => shownWallet(await walletIn(tx, access, id)));

const walletTarget = (w: { id: number; wallet_no: string; merchant: number }) => ({ type: 'wallet', id: w.id, name: w.wallet_no, merchant: w.merchant });
const walletShown = (w: { contact_name: string; contact_mobile: string; alert_balance: number; remark: string }) => ({
  contact_name: w.contact_name, contact_mobile: w.contact_mobile, alert_balance: `${formatMoney(w.alert_balance)} 元`, remark: w.remark,
});

export async function openWallet(db: Database, actor: Actor, body: CallBody<typeof calls.walletMerchantCreate>) {
  const access = actor.access;
  if (!inScope(access.scope, body.merchant)) throw notFound('商户');
  return db.tenant(access.scope, async (tx) => {
    const existing = await repository.walletOf(tx, body.merchant);
    if (existing) throw new AppError(Code.ILLEGAL_TRANSITION, `${existing.merchant_name}已开通钱包 ${existing.wallet_no}`, '每个商户只能开通一个钱包，请在列表中找到它');
    const values = { contact_name: body.contact_name.trim(), contact_mobile: body.contact_mobile, alert_balance: body.alert_balance, remark: body.remark?.trim() ?? '' };
    const id = await unlessDuplicate(
      () => repository.insertWallet(tx, { merchant: body.merchant, carrier: access.merchant.id, ...values }),
      () => new AppError(Code.ILLEGAL_TRANSITION, '该商户已开通钱包', '每个商户只能开通一个钱包'),
    );
    const row = (await repository.findWallet(tx, walletScopeOf(access), id))!;
    await audit(tx, actor, walletTarget(row), { after: { merchant: `${row.merchant_name}（${row.merchant}）`, ...walletShown(values), status: walletStateText(row.state) } });
    return shownWallet(row);
  });
}

export async function updateWallet(db: Database, actor: Actor, body: CallBody<typeof calls.walletMerchantUpdate>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const before = await walletIn(tx, access, body.id, true);
    const values = { contact_name: body.contact_name.trim(), contact_mobile: body.contact_mobile, alert_balance: body.alert_balance, remark: body.remark?.trim() ?? '' };
    await repository.updateWallet(tx, before.id, values);
    await audit(tx, actor, walletTarget(before), { before: walletShown(before), after: walletShown(values) });
    return shownWallet((await repository.findWallet(tx, walletScopeOf(access), before.id))!);
  });
}

export async function setWalletState(db: Database, actor: Actor, body: CallBody<typeof calls.walletMerchantStatus>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const before = await walletIn(tx, access, body.id, true);
    if (before.state === body.state) throw new AppError(Code.ILLEGAL_TRANSITION, `钱包 ${before.wallet_no} 已是${walletStateText(body.state)}状态`, '请刷新后查看钱包的最新状态');
    await repository.updateWallet(tx, before.id, { state: body.state });
    const reason = body.reason?.trim();
    await audit(tx, actor, walletTarget(before), { before: { status: walletStateText(before.state) }, after: { status: walletStateText(body.state), ...(reason ? { reason } : {}) } });
    return shownWallet((await repository.findWallet(tx, walletScopeOf(access), before.id))!);
  });
}

// ---- records ----

type RecordQuery = { merchant?: number; wallet?: number; record_no?: string; start_date?: string; end_date?: string; kind?: number; channel?: number; business?: string; refund_state?: number };

const recordFilterOf = (scope: repository.WalletScope, query: RecordQuery, kind?: number): repository.RecordFilter => {
  const days = recordDays(query);
  return {
    ...scope, kind: kind ?? query.kind, merchant: query.merchant, wallet: query.wallet, recordNo: query.record_no, channel: query.channel, business: query.business,
    refundState: query.refund_state, from: days.from, before: days.before,
  };
};

export async function listRecords(db: Database, access: Access, query: RecordQuery & { page_index?: number; page_size?: number }, kind?: number) {
  const page = cappedPageOf(query);
  const filter = recordFilterOf(walletScopeOf(access), query, kind);
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.recordPage(tx, filter, page.size, page.offset), total: await repository.recordTotal(tx, filter) }));
  return listPayload(rows.map(shownRecord), total, page);
}

export async function recordStatistics(db: Database, access: Access, query: RecordQuery, kind?: number) {
  const days = recordDays(query);
  const row = await db.tenant(access.scope, (tx) => repository.recordStatistics(tx, recordFilterOf(walletScopeOf(access), query, kind)));
  return { start_date: days.start, end_date: days.end, count: row.count, amount: Number(row.amount), refunded: Number(row.refunded) };
}

/** Which list permission reads a record of each kind (the ledger's reads them all). */
const kindReaders: Record<number, string> = { [WalletRecordKind.recharge]: 'wallet:recharge:list', [WalletRecordKind.payment]: 'wallet:payment:list', [WalletRecordKind.refund]: 'wallet:refund:list' };

export async function getRecord(db: Database, access: Access, recordNo: string) {
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.findRecord(tx, walletScopeOf(access), recordNo);
    if (!row) throw notFound('钱包流水');
    if (!access.permissions.has('wallet:balance:list') && !access.permissions.has(kindReaders[row.kind]!)) {
      throw new AppError(Code.FORBIDDEN_PERMISSION, `没有操作权限：缺少 ${kindReaders[row.kind]} 或 wallet:balance:list`, '请联系管理员为您的账号分配权限');
    }
    const refunds = row.kind === WalletRecordKind.payment ? await repository.refundsOf(tx, row.merchant, row.id) : [];
    return { ...shownRecord(row), refunds: refunds.map(shownRecord) };
  });
}

/** The wallet of a money operation, locked; a disabled wallet takes no money operation (1409). */
async function usableWallet(tx: Tx, access: Access, id: number) {
  const w = await walletIn(tx, access, id, true);
  if (w.state !== WalletState.enabled) throw new AppError(Code.ILLEGAL_TRANSITION, `钱包 ${w.wallet_no} 已停用，不能充值、支付或退款`, '请先启用钱包');
  return w;
}

async function booked(tx: Tx, actor: Actor, w: repository.WalletRow, recordNo: string, change: Record<string, string>) {
  const row = (await repository.findRecord(tx, walletScopeOf(actor.access), recordNo))!;
  await audit(tx, actor, { type: 'wallet_record', id: row.id, name: recordNo, merchant: w.merchant }, {
    before: { balance: `${formatMoney(w.balance)} 元` },
    after: { ...change, balance: `${formatMoney(row.balance_after)} 元` },
  });
  return shownRecord(row);
}

export async function recharge(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.walletRechargeCreate>) {
  const access = actor.access;
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const w = await usableWallet(tx, access, body.wallet);
      const balance = w.balance + body.amount;
      const recordNo = await repository.insertRecord(tx, {
        merchant: w.merchant, wallet: w.id, kind: WalletRecordKind.recharge, amount: body.amount, balance_after: balance, channel: body.channel,
        subject: body.remark.trim(), out_no: body.out_no ?? '', operator: access.manager.name,
      });
      await repository.updateWallet(tx, w.id, { balance, recharged: w.recharged + body.amount });
      return booked(tx, actor, w, recordNo, { recharge: `${walletRechargeChannelText(body.channel)}充值 ${formatMoney(body.amount)} 元：${body.remark.trim()}` });
    }),
  );
}

export async function pay(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.walletPaymentCreate>) {
  const access = actor.access;
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const w = await usableWallet(tx, access, body.wallet);
      if (body.amount > w.balance) {
        throw new AppError(Code.ILLEGAL_TRANSITION, `钱包余额不足：余额 ${formatMoney(w.balance)} 元，本次支付 ${formatMoney(body.amount)} 元`, '请先为钱包充值，或减少支付金额');
      }
      const balance = w.balance - body.amount;
      const recordNo = await repository.insertRecord(tx, {
        merchant: w.merchant, wallet: w.id, kind: WalletRecordKind.payment, amount: body.amount, balance_after: balance, business: body.business,
        subject: body.subject.trim(), out_no: body.out_no ?? '', operator: access.manager.name,
      });
      await repository.updateWallet(tx, w.id, { balance, paid: w.paid + body.amount });
      return booked(tx, actor, w, recordNo, { payment: `${walletBusinessText(body.business)}支付 ${formatMoney(body.amount)} 元：${body.subject.trim()}` });
    }),
  );
}

export async function refund(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.walletRefundCreate>) {
  const access = actor.access;
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const payment = await repository.findRecord(tx, walletScopeOf(access), body.payment_no);
      if (!payment || payment.kind !== WalletRecordKind.payment) throw notFound('钱包支付记录');
      // The wallet first, then the payment: every money operation locks in this order.
      const w = await usableWallet(tx, access, payment.wallet);
      const locked = (await repository.findRecord(tx, walletScopeOf(access), body.payment_no, { lock: true }))!;
      const remainder = locked.amount - locked.refunded;
      if (remainder === 0) throw new AppError(Code.ILLEGAL_TRANSITION, `支付 ${locked.record_no} 已全额退款`, '一笔支付退回的合计不能超过它的金额');
      const invoiceNo = await repository.invoiceHolding(tx, locked.merchant, locked.id);
      if (invoiceNo) throw new AppError(Code.ILLEGAL_TRANSITION, `支付 ${locked.record_no} 已申请开票（${invoiceNo}），不能退款`, '商户撤回该开票申请或开票失败后，才能退款');
      if (body.amount > remainder) {
        throw badParameter(`退款金额不能超过可退金额 ${formatMoney(remainder)} 元`, `支付金额 ${formatMoney(locked.amount)} 元，已退 ${formatMoney(locked.refunded)} 元`);
      }
      const balance = w.balance + body.amount;
      const recordNo = await repository.insertRecord(tx, {
        merchant: w.merchant, wallet: w.id, kind: WalletRecordKind.refund, amount: body.amount, balance_after: balance, payment: locked.id,
        subject: body.reason.trim(), operator: access.manager.name,
      });
      await repository.setRecordRefunded(tx, locked.id, locked.refunded + body.amount);
      await repository.updateWallet(tx, w.id, { balance, refunded: w.refunded + body.amount });
      return booked(tx, actor, w, recordNo, { refund: `退回支付 ${locked.record_no} 的 ${formatMoney(body.amount)} 元：${body.reason.trim()}` });
    }),
  );
}

// ---- the carrier's overview and the owner's own wallet ----

export async function carrierInfo(db: Database, access: Access) {
  const scope = walletScopeOf(access);
  const today = todayInChina();
  const start = addDays(today, -(WALLET_RANGE_DEFAULT_DAYS - 1));
  const range = dayRange({ start_date: start, end_date: today });
  return db.tenant(access.scope, async (tx) => {
    const stats = await repository.walletStatistics(tx, scope);
    const sums = await repository.dailySums(tx, scope, range.from!, range.before!);
    const days = Array.from({ length: WALLET_RANGE_DEFAULT_DAYS }, (_, i) => ({ date: addDays(start, i), recharge: 0, payment: 0, refund: 0 }));
    const byDay = new Map(days.map((d) => [d.date, d]));
    const field = { [WalletRecordKind.recharge]: 'recharge', [WalletRecordKind.payment]: 'payment', [WalletRecordKind.refund]: 'refund' } as const;
    for (const s of sums) {
      const d = byDay.get(s.day);
      if (d) d[field[s.kind as 1 | 2 | 3]] += Number(s.amount);
    }
    const total = (k: 'recharge' | 'payment' | 'refund') => days.reduce((sum, d) => sum + d[k], 0);
    return {
      carrier: access.merchant.id,
      carrier_name: access.merchant.name,
      wallets: stats.count,
      enabled: stats.enabled,
      balance: Number(stats.balance),
      recharged: total('recharge'),
      paid: total('payment'),
      refunded: total('refund'),
      days,
      top: (await repository.walletsBy(tx, scope, 'top')).map(shownWallet),
      low: (await repository.walletsBy(tx, scope, 'low')).map(shownWallet),
    };
  });
}

const ownScope = (access: Access): repository.WalletScope => ({ merchants: [access.merchant.id] });

export async function ownWallet(db: Database, access: Access) {
  const row = await db.tenant([access.merchant.id], (tx) => repository.walletOf(tx, access.merchant.id));
  if (!row) return null;
  // The carrier's name is outside the owner's tenancy: read it under the carrier's.
  const carrierName = await db.tenant([row.carrier], (tx) => repository.merchantName(tx, row.carrier));
  return shownWallet({ ...row, carrier_name: carrierName });
}

export async function ownRecords(db: Database, access: Access, query: CallQuery<typeof calls.walletOwnerRecordList>) {
  const page = cappedPageOf(query);
  const filter = recordFilterOf(ownScope(access), query);
  const { rows, total } = await db.tenant([access.merchant.id], async (tx) => ({ rows: await repository.recordPage(tx, filter, page.size, page.offset), total: await repository.recordTotal(tx, filter) }));
  return listPayload(rows.map(shownRecord), total, page);
}


