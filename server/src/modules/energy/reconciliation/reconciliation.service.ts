import { addDays, ENERGY_SETTLEMENT_FEE_RATE, maskBankAccount, todayInChina, type CallQuery, type calls } from '@console/contract';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import { cappedPageOf, listPayload, pageOf } from '../../../shared/paging.js';
import { dayRange, iso } from '../../../shared/time.js';
import { energyScope } from '../scope.js';
import * as repository from './reconciliation.repository.js';

/**
 * 对账: settlement statements (结算单) and their payouts (打款记录), read-only to every caller. A statement sums the
 * charging payments settled to one merchant on one UTC+8 day; `writeDay` makes them (the demo seed, and the daily run in
 * main.ts for yesterday). docs/decisions.md, "Energy reconciliation: settlement statements and transfers".
 */

const scopeOf = (access: Access) => energyScope(access, 'reconciliation', 'list');
const upper = (text: string | undefined) => text?.replace(/\s+/g, '').toUpperCase() || undefined;

const settlementListed = (r: repository.SettlementRow) => ({
  settle_no: r.settle_no,
  merchant: r.merchant,
  merchant_name: r.merchant_name,
  period: r.period,
  order_count: r.order_count,
  elec_amount: r.elec_amount,
  service_amount: r.service_amount,
  amount: r.amount,
  fee: r.fee,
  payable: r.payable,
  transfer_no: r.transfer_no,
  transfer_state: Number(r.transfer_state),
  transfer_time: iso(r.transfer_time),
  create_time: iso(r.create_time),
});

const transferListed = (r: repository.TransferRow) => ({
  transfer_no: r.transfer_no,
  settle_no: r.settle_no,
  period: r.period,
  merchant: r.merchant,
  merchant_name: r.merchant_name,
  amount: r.amount,
  bank_name: r.bank_name,
  account_name: r.account_name,
  // Nobody here pays out: the account is shown masked to every caller.
  account_no: maskBankAccount(r.account_no),
  state: r.state,
  reason: r.reason,
  serial_no: r.serial_no,
  transfer_time: iso(r.transfer_time),
  create_time: iso(r.create_time),
});

/** One page of a list with its capped total, in the caller's tenant scope (the day range checked first). */
async function pageOfList<F, Row, Out>(
  db: Database,
  access: Access,
  query: Parameters<typeof cappedPageOf>[0] & { start_date?: string; end_date?: string },
  filter: F,
  rowsOf: (tx: Tx, filter: F, limit: number, offset: number) => Promise<Row[]>,
  totalOf: (tx: Tx, filter: F) => ReturnType<typeof repository.settlementTotal>,
  shown: (row: Row) => Out,
) {
  dayRange(query);
  const page = cappedPageOf(query);
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await rowsOf(tx, filter, page.size, page.offset), total: await totalOf(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

export const listSettlements = (db: Database, access: Access, query: CallQuery<typeof calls.energySettlementList>) =>
  pageOfList(
    db,
    access,
    query,
    { merchants: scopeOf(access), merchant: query.merchant, settle_no: upper(query.settle_no), transfer_state: query.transfer_state, start_date: query.start_date, end_date: query.end_date },
    repository.settlementPage,
    repository.settlementTotal,
    settlementListed,
  );

async function settlementFor(tx: Tx, scope: Scope, settleNo: string) {
  const row = await repository.findSettlement(tx, scope, settleNo.toUpperCase());
  if (!row) throw notFound('结算单');
  return row;
}

export async function getSettlement(db: Database, access: Access, settleNo: string) {
  const r = await db.tenant(access.scope, (tx) => settlementFor(tx, scopeOf(access), settleNo));
  return {
    ...settlementListed(r),
    fee_rate: r.fee_rate,
    bank_name: r.bank_name,
    account_name: r.account_name,
    account_no: maskBankAccount(r.account_no),
    transfer_reason: r.transfer_reason,
  };
}

export async function listSettlementPayments(db: Database, access: Access, query: CallQuery<typeof calls.energySettlementPaymentList>) {
  const page = pageOf(query);
  const { rows, total } = await db.tenant(access.scope, async (tx) => {
    const s = await settlementFor(tx, scopeOf(access), query.settle_no);
    return { rows: await repository.settlementPayments(tx, s, page.size, page.offset), total: await repository.settlementPaymentTotal(tx, s) };
  });
  return listPayload(rows.map((r) => ({ ...r, pay_time: iso(r.pay_time), settle_time: iso(r.settle_time) })), total, page);
}

export const listTransfers = (db: Database, access: Access, query: CallQuery<typeof calls.energyTransferList>) =>
  pageOfList(
    db,
    access,
    query,
    {
      merchants: scopeOf(access), merchant: query.merchant, transfer_no: upper(query.transfer_no), settle_no: upper(query.settle_no), state: query.state,
      start_date: query.start_date, end_date: query.end_date,
    },
    repository.transferPage,
    repository.transferTotal,
    transferListed,
  );

export async function getTransfer(db: Database, access: Access, transferNo: string) {
  const r = await db.tenant(access.scope, async (tx) => {
    const row = await repository.findTransfer(tx, scopeOf(access), transferNo.toUpperCase());
    if (!row) throw notFound('打款记录');
    return row;
  });
  return { ...transferListed(r), branch_name: r.branch_name, order_count: r.order_count, settle_amount: r.settle_amount, fee: r.fee, update_time: iso(r.update_time) };
}

/**
 * Writes the statements of `day` (UTC+8) for every merchant with payments settled that day and none yet, each with its
 * payout 待打款. Safe to repeat: a merchant's day is written once (the unique index and the `not exists`).
 */
export const writeStatements = (tx: Tx, day: string, at = new Date(), merchants: Scope = 'all') => repository.writeDay(tx, merchants, day, ENERGY_SETTLEMENT_FEE_RATE, at);

/**
 * The daily run (main.ts, hourly): the statements of the last 7 days before today that are not written yet — a day is
 * written once it is over, and a server down for a few days catches up.
 */
export async function writeRecentStatements(db: Database, now = new Date()) {
  const today = todayInChina(now);
  for (let back = 7; back >= 1; back--) await db.tenant('all', (tx) => writeStatements(tx, addDays(today, -back), now));
}
