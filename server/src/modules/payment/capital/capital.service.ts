import {
  CAPITAL_RANGE_DEFAULT_DAYS, CAPITAL_RANGE_MAX_DAYS, Code, formatMoney, maskBankAccount, TransferState, transferStates, transferStateText,
  type CallBody, type CallQuery, type calls,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.js';
import { paymentTransferRt } from '../../../db/schema/index.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { once, type Idempotency } from '../../../shared/idempotency.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { boundedDays, iso } from '../../../shared/time.js';
import { merchantNames } from '../../merchant/merchant/merchant.lookup.js';
import * as transferSettings from '../transfer/transfer.repository.js';
import * as repository from './capital.repository.js';

/**
 * Profit-sharing records (分账记录) and withdrawals (提现). Reads cover the caller's scope (a payment merchant its own, a
 * partner its customers', a group its members', the platform all); another merchant's row is "not found". A withdrawal
 * is a money operation (once per Idempotency-Key) from the merchant's balance:
 *   balance = Σ net of its 已结算 settlements − Σ its shares 已分账 − Σ its withdrawals 待审核, 提现中 and 已提现,
 * at most balance − 留存金额 and at least 起提金额 of the settings in force. The platform reviews: 待审核 → 提现中 (通过) |
 * 已退回 (驳回); the bank's answer 提现中 → 已提现 (with a receipt) | 提现失败 (the amount is back in the balance).
 * docs/decisions.md, "Profit-sharing records and withdrawals".
 */
export const transferLifecycle: Lifecycle<number> = {
  what: '提现',
  names: transferStates,
  moves: {
    [TransferState.waiting]: [TransferState.paying, TransferState.returned],
    [TransferState.paying]: [TransferState.done, TransferState.failed],
    [TransferState.done]: [],
    [TransferState.failed]: [],
    [TransferState.returned]: [],
  },
};

/** The list's UTC+8 days: the chosen ones, else the last 30; at most 92. */
export const capitalDays = (query: { start_date?: string; end_date?: string }) => boundedDays(query, CAPITAL_RANGE_DEFAULT_DAYS, CAPITAL_RANGE_MAX_DAYS, '时间');

const shownRecord = (r: repository.RecordRow, names: Map<number, string>) => ({
  ...r,
  receiver_name: names.get(r.receiver) ?? '',
  finish_time: r.finish_time ? iso(r.finish_time) : null,
  create_time: iso(r.create_time),
});
/** Receivers' names are read outside the caller's scope (names only), as the rules' are. */
async function shownRecords(db: Database, rows: repository.RecordRow[]) {
  const names = await merchantNames(db, [...new Set(rows.map((r) => r.receiver))]);
  return rows.map((r) => shownRecord(r, names));
}
const shownTransfer = (r: repository.TransferRow) => ({
  ...r,
  account_no: maskBankAccount(r.account_no),
  review_time: r.review_time ? iso(r.review_time) : null,
  finish_time: r.finish_time ? iso(r.finish_time) : null,
  create_time: iso(r.create_time),
});

export async function listRecords(db: Database, access: Access, query: CallQuery<typeof calls.shardingTradeList>) {
  const page = cappedPageOf(query);
  const days = capitalDays(query);
  const filter: repository.RecordFilter = {
    merchants: access.scope, merchant: query.merchant, receiver: query.receiver, business: query.business, state: query.state, no: query.no, start: days.start, end: days.end,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.recordPage(tx, filter, page.size, page.offset), total: await repository.recordTotal(tx, filter) }));
  return listPayload(await shownRecords(db, rows), total, page);
}

export async function getRecord(db: Database, access: Access, id: number) {
  const row = await db.tenant(access.scope, (tx) => repository.findRecord(tx, access.scope, id));
  if (!row) throw notFound('分账记录');
  return (await shownRecords(db, [row]))[0]!;
}

export async function listTransfers(db: Database, access: Access, query: CallQuery<typeof calls.paymentTransferList>) {
  const page = cappedPageOf(query);
  const days = capitalDays(query);
  const filter: repository.TransferFilter = { merchants: access.scope, merchant: query.merchant, state: query.state, transferNo: query.transfer_no, from: days.from, before: days.before };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.transferPage(tx, filter, page.size, page.offset), total: await repository.transferTotal(tx, filter) }));
  return listPayload(rows.map(shownTransfer), total, page);
}

export async function getTransfer(db: Database, access: Access, transferNo: string) {
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.findTransfer(tx, access.scope, transferNo);
    if (!row) throw notFound('提现记录');
    return shownTransfer(row);
  });
}

/** One merchant's balance and what it may withdraw now under its settings in force (null: none in force). */
async function balanceOf(tx: Tx, access: Access, merchant: number) {
  const money = await repository.money(tx, access.scope, merchant);
  const balance = money.settled - money.shared - money.withdrawn - money.in_progress;
  const rt = await transferSettings.runtime(tx, merchant);
  const setting = rt?.apply ?? null;
  return { money, balance, setting, withdrawable: setting ? Math.max(0, balance - setting.retain_amount) : null };
}

/** 累计提现, 提现中, 可提现余额 over the scope (or one merchant; the merchant's own when it is a payment merchant's). */
export async function statistics(db: Database, access: Access, query: CallQuery<typeof calls.paymentTransferStatistics>) {
  const merchant = query.merchant ?? (access.scope !== 'all' && access.scope.length === 1 ? access.scope[0] : undefined);
  return db.tenant(access.scope, async (tx) => {
    if (merchant !== undefined && !inScope(access.scope, merchant)) throw notFound('商户');
    if (merchant !== undefined) {
      const { money, balance, setting, withdrawable } = await balanceOf(tx, access, merchant);
      return { ...money, balance, withdrawable, min_amount: setting?.min_amount ?? null, retain_amount: setting?.retain_amount ?? null };
    }
    const money = await repository.money(tx, access.scope);
    return { ...money, balance: money.settled - money.shared - money.withdrawn - money.in_progress, withdrawable: null, min_amount: null, retain_amount: null };
  });
}

/** 申请提现: the caller's own merchant to its approved account; the settings row locked, so two requests never overdraw. */
export async function create(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.paymentTransferCreate>) {
  const access = actor.access;
  const merchant = access.merchant.id;
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      await tx.select({ merchant: paymentTransferRt.merchant }).from(paymentTransferRt).where(eq(paymentTransferRt.merchant, merchant)).for('update');
      const { balance, setting, withdrawable } = await balanceOf(tx, access, merchant);
      if (!setting || withdrawable === null) throw new AppError(Code.ILLEGAL_TRANSITION, '尚未设置提现账户，不能提现', '请先在 提现设置 提交提现账户，平台审核通过后再申请提现');
      if (body.amount < setting.min_amount) throw badParameter(`提现金额不能少于起提金额 ${formatMoney(setting.min_amount)} 元`, '起提金额在提现设置中约定');
      if (body.amount > withdrawable) {
        throw badParameter(
          `提现金额不能超过可提金额 ${formatMoney(withdrawable)} 元`,
          `可提现余额 ${formatMoney(balance)} 元${setting.retain_amount ? `，需留存 ${formatMoney(setting.retain_amount)} 元` : ''}`,
        );
      }
      const transferNo = await repository.insertTransfer(tx, {
        merchant, apply: setting.id, amount: body.amount, account_name: setting.account_name, account_no: setting.account_no, bank_name: setting.bank_name,
        branch_name: setting.branch_name, remark: body.remark?.trim() ?? '', state: TransferState.waiting, applicant: access.manager.name,
      });
      await audit(tx, actor, { type: 'payment_transfer', id: transferNo, name: transferNo, merchant }, {
        after: { transfer: `${formatMoney(body.amount)} 元到 ${setting.bank_name} ${maskBankAccount(setting.account_no)}（${setting.account_name}）`, transfer_state: transferStateText(TransferState.waiting) },
      });
      return shownTransfer((await repository.findTransfer(tx, access.scope, transferNo))!);
    }),
  );
}

const targets = { approve: TransferState.paying, reject: TransferState.returned, complete: TransferState.done, fail: TransferState.failed } as const;
const words = { approve: '审核通过，提现中', reject: '驳回，金额退回可提现余额', complete: '银行已到账', fail: '提现失败，金额退回可提现余额' } as const;

/** The platform's steps, each once (the row locked; a repeat answers 1409): 通过, 驳回 (reason), 已到账 (receipt), 失败 (reason). */
export async function review(db: Database, actor: Actor, body: CallBody<typeof calls.paymentTransferReview>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.findTransfer(tx, access.scope, body.transfer_no, { lock: true });
    if (!row) throw notFound('提现记录');
    const to = targets[body.action];
    assertTransition(transferLifecycle, row.state, to);
    const reason = body.reason?.trim() ?? '';
    if ((body.action === 'reject' || body.action === 'fail') && reason.length < 2) throw badParameter('请填写原因（至少 2 个字）', '商户会看到这个原因');
    const now = new Date();
    const values: Partial<repository.TransferValues> =
      body.action === 'approve' || body.action === 'reject'
        ? { state: to, reviewer: access.manager.name, review_time: now, reason }
        : body.action === 'complete'
          ? { state: to, finish_time: now, receipt_no: repository.receiptNoOf(row.transfer_no) }
          : { state: to, reason };
    await repository.updateTransfer(tx, row.merchant, row.id, values);
    await audit(tx, actor, { type: 'payment_transfer', id: row.transfer_no, name: row.transfer_no, merchant: row.merchant }, {
      before: { transfer_state: transferStateText(row.state) },
      after: { transfer_state: transferStateText(to), transfer_step: `${words[body.action]}${reason ? `：${reason}` : ''}` },
    });
    return shownTransfer((await repository.findTransfer(tx, access.scope, row.transfer_no))!);
  });
}

/** The bank's receipt (回单) of a withdrawal that arrived (已提现); otherwise 1409. */
export async function receipt(db: Database, access: Access, transferNo: string) {
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.findTransfer(tx, access.scope, transferNo);
    if (!row) throw notFound('提现记录');
    if (row.state !== TransferState.done) throw new AppError(Code.ILLEGAL_TRANSITION, `提现${transferStateText(row.state)}，还没有回单`, '到账后才有银行回单');
    return {
      transfer_no: row.transfer_no, receipt_no: row.receipt_no, payer_name: '智泊云平台运营中心（结算备付金账户）', payer_bank: '中国工商银行深圳分行营业部',
      payee_name: row.account_name, payee_account: maskBankAccount(row.account_no), payee_bank: `${row.bank_name} ${row.branch_name}`, amount: row.amount,
      purpose: `商户提现 ${row.transfer_no}`, finish_time: iso(row.finish_time!),
    };
  });
}
