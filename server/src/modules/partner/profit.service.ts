import {
  addDays, parseProfitBillNo, PARTNER_PROFIT_DAYS_DEFAULT, PARTNER_PROFIT_DAYS_MAX, paymentBusinesses, profitBillNo, todayInChina, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { Access } from '../../plugins/access.js';
import { cappedPageOf, listPayload } from '../../shared/paging.js';
import { boundedDays, iso } from '../../shared/time.js';
import * as repository from './profit.repository.js';

/**
 * 合作伙伴 › 分润 (/partner/profit/*): the partner's 分润政策 (the 分账规则 its customers pay it by), 分润策略 (those rules
 * and the shares by business), 交易商户 and the 分润收支账单 built from the 分账记录 of the settlements. Reads only: the
 * rules are written through `payment/sharding/rt` (商户详情 › 分账, the shell's 分润设置). A partner reads its own; the
 * platform every partner's (and may narrow to one). docs/decisions.md, "Partner profit (合作伙伴 › 分润)".
 */

const scopeOf = (access: Access, partner?: number): repository.ProfitScope =>
  access.merchant.kind === 'platform' ? { partner } : { partner: access.merchant.id };

const rangeOf = (query: { start_date?: string; end_date?: string }) => {
  const { start, end } = boundedDays(query, PARTNER_PROFIT_DAYS_DEFAULT, PARTNER_PROFIT_DAYS_MAX, '日期');
  return { start, end };
};
const recentStart = () => addDays(todayInChina(), -(PARTNER_PROFIT_DAYS_DEFAULT - 1));

export async function policies(db: Database, access: Access, query: CallQuery<typeof calls.partnerProfitPolicyList>) {
  const page = cappedPageOf(query);
  const filter = { ...scopeOf(access, query.partner), keywords: query.keywords?.trim() || undefined, business: query.business, status: query.status };
  return db.tenant(access.scope, async (tx) => {
    const rows = await repository.policyPage(tx, filter, recentStart(), page.size, page.offset);
    return listPayload(rows.map((r) => ({ ...r, update_time: iso(r.update_time)! })), await repository.policyTotal(tx, filter), page);
  });
}

const businessOrder = ['*', ...Object.keys(paymentBusinesses)];

export async function strategy(db: Database, access: Access, query: CallQuery<typeof calls.partnerProfitStrategy>) {
  const scope = scopeOf(access, query.partner);
  const range = rangeOf(query);
  return db.tenant(access.scope, async (tx) => {
    const rules = await repository.strategyRules(tx, scope);
    const shares = await repository.incomeByBusiness(tx, scope, range);
    const keys = [...new Set([...rules.map((r) => r.business), ...shares.map((s) => s.business)])];
    keys.sort((a, b) => (businessOrder.indexOf(a) >>> 0) - (businessOrder.indexOf(b) >>> 0) || a.localeCompare(b));
    const row = keys.map((business) => {
      const rule = rules.find((r) => r.business === business);
      const share = shares.find((s) => s.business === business);
      return {
        business,
        rules: rule?.rules ?? 0,
        merchants: rule?.merchants ?? 0,
        min_ratio: rule?.min_ratio ?? 0,
        max_ratio: rule?.max_ratio ?? 0,
        trade_count: share?.trade_count ?? 0,
        trade_amount: share?.trade_amount ?? 0,
        amount: share?.amount ?? 0,
      };
    });
    // At most one row per business (and '*'): paged in memory.
    const page = cappedPageOf(query);
    return { ...listPayload(row.slice(page.offset, page.offset + page.size), row.length, page), start_date: range.start, end_date: range.end };
  });
}

export async function merchants(db: Database, access: Access, query: CallQuery<typeof calls.partnerProfitMerchantList>) {
  const page = cappedPageOf(query);
  const filter = { ...scopeOf(access, query.partner), ...rangeOf(query), keywords: query.keywords?.trim() || undefined, policy: query.policy };
  return db.tenant(access.scope, async (tx) => {
    const rows = await repository.merchantPage(tx, filter, page.size, page.offset);
    const { total, summary } = await repository.merchantSummary(tx, filter);
    return { ...listPayload(rows, total, page), summary };
  });
}

const shownBill = (b: repository.BillRow) => ({ ...b, bill_no: profitBillNo(b.type, b.bill_date, b.partner) });

export async function bills(db: Database, access: Access, query: CallQuery<typeof calls.partnerProfitBillList>) {
  const page = cappedPageOf(query);
  const scope = scopeOf(access, query.partner);
  const range = rangeOf(query);
  return db.tenant(access.scope, async (tx) => {
    const rows = await repository.billPage(tx, scope, range, query.type, page.size, page.offset);
    const totals = await repository.billTotals(tx, scope, range, query.type);
    return { ...listPayload(rows.map(shownBill), totals.total, page), summary: { income: totals.income, expense: totals.expense } };
  });
}

/**
 * The bill a number names, if the caller may read it: a partner its own bills only, the platform any partner's. A bill
 * with no record (a day without shares, another merchant's) answers 1404 as if it did not exist.
 */
async function billIn(tx: Tx, access: Access, billNo: string) {
  const key = parseProfitBillNo(billNo);
  if (!key) throw notFound('账单');
  if (access.merchant.kind !== 'platform' && key.partner !== access.merchant.id) throw notFound('账单');
  if (!(await repository.isPartner(tx, key.partner))) throw notFound('账单');
  const [bill] = await repository.billPage(tx, { partner: key.partner }, { start: key.day, end: key.day }, key.type, 1, 0);
  if (!bill) throw notFound('账单');
  return { key, bill: shownBill(bill) };
}

export const bill = (db: Database, access: Access, billNo: string) =>
  db.tenant(access.scope, async (tx) => {
    const { key, bill } = await billIn(tx, access, billNo);
    return { ...bill, lines: await repository.billLines(tx, key.type, key.day, key.partner) };
  });

export async function billSerial(db: Database, access: Access, query: CallQuery<typeof calls.partnerProfitBillSerial>) {
  const page = cappedPageOf(query);
  return db.tenant(access.scope, async (tx) => {
    const { key, bill } = await billIn(tx, access, query.bill_no);
    const { rows, total } = await repository.billSerialPage(tx, key.type, key.day, key.partner, query.state, page.size, page.offset);
    const row = rows.map((r) => ({
      id: Number(r.id),
      record_no: String(r.record_no),
      merchant: Number(r.merchant),
      merchant_name: String(r.merchant_name),
      receiver: Number(r.receiver),
      receiver_name: String(r.receiver_name),
      trade_no: String(r.trade_no),
      business: String(r.business),
      rule_name: String(r.rule_name),
      settle_date: String(r.settle_date),
      trade_amount: Number(r.trade_amount),
      ratio: Number(r.ratio),
      amount: Number(r.amount),
      state: Number(r.state),
      reason: String(r.reason),
      finish_time: iso(r.finish_time as Date | string | null) ?? null,
      create_time: iso(r.create_time as Date | string)!,
    }));
    return { ...listPayload(row, total, page), bill };
  });
}
