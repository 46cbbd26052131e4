import {
  ANALYSIS_MAX_DAYS,
  ChannelBillStatus,
  channelBillStatusNames,
  formatMoney,
  profitBasisNames,
  todayInChina,
  type CallBody,
  type CallQuery,
  type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, conflict, notFound, unlessDuplicate } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { addDays, boundedDays, iso } from '../../../shared/time.js';
import { adTarget, trimmed } from '../shared.js';
import * as repository from './provider.repository.js';

/**
 * 广告 › 流量主 and 广告位分析: each advertising partner's own traffic, rules and channel bills (the transaction sees the
 * caller's merchant only, and every query names it). docs/decisions.md, "Traffic providers' bills (广告 › 流量主)".
 */

const yuan = (fen: number) => `¥${formatMoney(fen)}`;
const permille = (n: number) => `${n}‰`;

// ---- 计费规则 and 分润设置 --------------------------------------------------------------------------------------------

type Setting = Awaited<ReturnType<typeof repository.findSetting>>;
const DEFAULT_RULE = { invalid_rate: 0, internal_cpm_price: 0, bill_day: 5, remark: '' };
const DEFAULT_PROFIT = { basis: 1, service_rate: 0 };

const ruleOf = (s: Setting) =>
  s ? { invalid_rate: s.invalid_rate, internal_cpm_price: s.internal_cpm_price, bill_day: s.bill_day, remark: s.remark } : DEFAULT_RULE;
const profitOf = (s: Setting) => (s ? { basis: s.basis, service_rate: s.service_rate } : DEFAULT_PROFIT);
const ruleReply = (s: Setting) => ({ ...ruleOf(s), updater_name: s?.rule_updater ?? '', update_time: iso(s?.rule_time) });
const ruleSnapshot = (r: { invalid_rate: number; internal_cpm_price: number; bill_day: number; remark: string }) => ({
  invalid_rate: permille(r.invalid_rate),
  internal_cpm_price: `${yuan(r.internal_cpm_price)}/千次`,
  bill_day: `每月 ${r.bill_day} 日`,
  remark: r.remark,
});
const profitSnapshot = (p: { basis: number; service_rate: number }) => ({ basis: profitBasisNames[p.basis], service_rate: permille(p.service_rate) });
const settingTarget = (access: Access, name: string) => adTarget('ad_provider_setting', access.merchant.id, name, access);

export const ruleGet = (db: Database, access: Access) => db.tenant(ownScope(access), async (tx) => ruleReply(await repository.findSetting(tx, access.merchant.id)));

export async function ruleSave(db: Database, actor: Actor, body: CallBody<typeof calls.adBillingRuleSave>) {
  const access = actor.access;
  const values = { invalid_rate: body.invalid_rate, internal_cpm_price: body.internal_cpm_price, bill_day: body.bill_day, remark: trimmed(body.remark) };
  return db.tenant(ownScope(access), async (tx) => {
    const before = ruleOf(await repository.findSetting(tx, access.merchant.id));
    await repository.saveSetting(tx, access.merchant.id, { ...values, rule_updater: access.manager.name, rule_time: new Date() });
    await audit(tx, actor, settingTarget(access, '流量主计费规则'), { before: ruleSnapshot(before), after: ruleSnapshot(values) });
    return ruleReply(await repository.findSetting(tx, access.merchant.id));
  });
}

async function profitReply(tx: Tx, access: Access) {
  const setting = await repository.findSetting(tx, access.merchant.id);
  return { ...profitOf(setting), updater_name: setting?.profit_updater ?? '', update_time: iso(setting?.profit_time), providers: await repository.providerRates(tx, access.merchant.id) };
}
export const profitGet = (db: Database, access: Access) => db.tenant(ownScope(access), (tx) => profitReply(tx, access));

export async function profitSave(db: Database, actor: Actor, body: CallBody<typeof calls.adProfitSettingSave>) {
  const access = actor.access;
  // The fee only matters when it is deducted; kept as entered so that switching the basis back restores it.
  const values = { basis: body.basis, service_rate: body.service_rate };
  return db.tenant(ownScope(access), async (tx) => {
    const before = profitOf(await repository.findSetting(tx, access.merchant.id));
    await repository.saveSetting(tx, access.merchant.id, { ...values, profit_updater: access.manager.name, profit_time: new Date() });
    await audit(tx, actor, settingTarget(access, '流量主分润设置'), { before: profitSnapshot(before), after: profitSnapshot(values) });
    return profitReply(tx, access);
  });
}

// ---- 广告数据 and 广告位分析 ----------------------------------------------------------------------------------------

export async function dataList(db: Database, access: Access, query: CallQuery<typeof calls.adProviderDataList>) {
  const page = pageOf(query);
  const { start, end } = boundedDays(query, 30, ANALYSIS_MAX_DAYS, '查询');
  const filter = { start, end, provider: query.provider };
  const [rows, totals] = await db.tenant(ownScope(access), async (tx) => [
    await repository.dataPage(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.dataTotals(tx, access.merchant.id, filter),
  ] as const);
  return { ...listPayload(rows, totals.groups, page), summary: { exposures: totals.exposures, clicks: totals.clicks, revenue: totals.revenue } };
}

const numbers = <R extends { exposures: string; clicks: string; internal_exposures: string; revenue: string }>(r: R) => ({
  exposures: Number(r.exposures),
  clicks: Number(r.clicks),
  internal_exposures: Number(r.internal_exposures),
  revenue: Number(r.revenue),
});

export async function spaceAnalysis(db: Database, access: Access, query: CallQuery<typeof calls.adSpaceAnalysis>) {
  const { start, end } = boundedDays(query, 30, ANALYSIS_MAX_DAYS, '分析');
  return db.tenant(ownScope(access), async (tx) => {
    if (query.space && !(await repository.spaceExists(tx, access.merchant.id, query.space))) throw notFound('广告位');
    const days = (await repository.analysisDays(tx, access.merchant.id, start, end, query.space)).map((d) => ({ day: d.day, ...numbers(d) }));
    const spaces = (await repository.analysisSpaces(tx, access.merchant.id, start, end, query.space)).map((s) => ({
      id: Number(s.id), code: s.code, name: s.name, scene: Number(s.scene), provider_name: s.provider_name, ...numbers(s),
    }));
    const total = days.reduce(
      (sum, d) => ({ exposures: sum.exposures + d.exposures, clicks: sum.clicks + d.clicks, internal_exposures: sum.internal_exposures + d.internal_exposures, revenue: sum.revenue + d.revenue }),
      { exposures: 0, clicks: 0, internal_exposures: 0, revenue: 0 },
    );
    return { total, days, spaces };
  });
}

// ---- 渠道账单 ----------------------------------------------------------------------------------------------------

const BILL = '渠道账单';
export const billLifecycle: Lifecycle<number> = {
  what: BILL,
  names: channelBillStatusNames,
  moves: { [ChannelBillStatus.unconfirmed]: [ChannelBillStatus.confirmed], [ChannelBillStatus.confirmed]: [ChannelBillStatus.settled] },
};
const billRecord = (b: repository.BillRow) => ({
  ...b,
  confirm_time: iso(b.confirm_time),
  settle_time: iso(b.settle_time),
  create_time: iso(b.create_time),
  update_time: iso(b.update_time),
});
const billTarget = (access: Access, b: { id: number; bill_no: string }) => adTarget('ad_channel_bill', b.id, b.bill_no, access);

/** What a provider is owed for some traffic under the rule and rates: every step rounds down to the fen. */
export function shareOf(t: { revenue: number; internal_exposures: number }, r: { invalid_rate: number; service_rate: number; basis: number; internal_cpm_price: number; share_rate: number }) {
  const valid_revenue = Math.floor((t.revenue * (1000 - r.invalid_rate)) / 1000);
  const share_base = r.basis === 2 ? Math.floor((valid_revenue * (1000 - r.service_rate)) / 1000) : valid_revenue;
  const share_amount = Math.floor((share_base * r.share_rate) / 100);
  const internal_amount = Math.floor((t.internal_exposures * r.internal_cpm_price) / 1000);
  return { valid_revenue, share_base, share_amount, internal_amount, amount: share_amount + internal_amount };
}

export async function billList(db: Database, access: Access, query: CallQuery<typeof calls.adChannelBillList>) {
  const page = pageOf(query);
  const filter = { provider: query.provider, period: query.period, status: query.status };
  const [rows, total] = await db.tenant(ownScope(access), async (tx) => [
    await repository.billPage(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.billTotal(tx, access.merchant.id, filter),
  ] as const);
  return listPayload(rows.map(billRecord), total, page);
}

export const billGet = (db: Database, access: Access, id: number) =>
  db.tenant(ownScope(access), async (tx) => {
    const bill = await repository.findBill(tx, access.merchant.id, id);
    if (!bill) throw notFound(BILL);
    const lines = (await repository.billLines(tx, access.merchant.id, bill.id)).map(({ merchant: _m, bill: _b, ...line }) => line);
    return { ...billRecord(bill), lines };
  });

/** The last day of a month (YYYY-MM). */
function monthEnd(period: string) {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`, -1);
}

type BillWrite = { kind: 'created' | 'updated'; bill: { id: number; bill_no: string }; before?: number; after: number; provider_name: string };

/**
 * Writes a month's bills, one per provider with traffic in it (same transaction as the caller). Safe to run again: a
 * bill still 待确认 is recomputed under the current rule and rates (its number stays), a confirmed one is kept.
 */
export async function writeBills(tx: Tx, merchantId: number, period: string, operator: string, written: (w: BillWrite) => Promise<void> = async () => {}) {
  const setting = await repository.findSetting(tx, merchantId);
  const rule = { ...ruleOf(setting), ...profitOf(setting) };
  const traffic = await repository.monthTraffic(tx, merchantId, `${period}-01`, monthEnd(period));
  const counts = { period, created: 0, updated: 0, kept: 0 };
  for (const provider of [...new Set(traffic.map((t) => t.provider))]) {
    const rows = traffic.filter((t) => t.provider === provider);
    const rates = { ...rule, share_rate: rows[0]!.share_rate };
    const lines = rows.map((t) => ({
      space: t.space, space_code: t.space_code, space_name: t.space_name,
      exposures: t.exposures, clicks: t.clicks, internal_exposures: t.internal_exposures, revenue: t.revenue,
      ...shareOf(t, rates),
    }));
    const sum = (key: 'exposures' | 'clicks' | 'internal_exposures' | 'revenue' | 'valid_revenue' | 'share_base' | 'share_amount' | 'internal_amount' | 'amount') =>
      lines.reduce((n, l) => n + l[key], 0);
    const values = {
      provider_name: rows[0]!.provider_name,
      exposures: sum('exposures'), clicks: sum('clicks'), internal_exposures: sum('internal_exposures'), revenue: sum('revenue'),
      valid_revenue: sum('valid_revenue'), share_base: sum('share_base'), share_amount: sum('share_amount'), internal_amount: sum('internal_amount'), amount: sum('amount'),
      share_rate: rates.share_rate, invalid_rate: rule.invalid_rate, service_rate: rule.service_rate, internal_cpm_price: rule.internal_cpm_price, basis: rule.basis,
      operator_name: operator,
    };
    const stored = lines.map(({ space, space_code, space_name, exposures, clicks, internal_exposures, revenue, amount }) => ({ space, space_code, space_name, exposures, clicks, internal_exposures, revenue, amount }));
    const existing = await repository.findBillOf(tx, merchantId, provider, period);
    if (existing && existing.status !== ChannelBillStatus.unconfirmed) {
      counts.kept += 1;
    } else if (existing) {
      await repository.updateBill(tx, merchantId, existing.id, values);
      await repository.replaceLines(tx, merchantId, existing.id, stored);
      await written({ kind: 'updated', bill: existing, before: existing.amount, after: values.amount, provider_name: values.provider_name });
      counts.updated += 1;
    } else {
      const bill_no = `CB${period.replace('-', '')}${merchantId}${String(provider).padStart(6, '0')}`;
      const id = await repository.insertBill(tx, { merchant: merchantId, bill_no, period, provider, ...values });
      await repository.replaceLines(tx, merchantId, id, stored);
      await written({ kind: 'created', bill: { id, bill_no }, after: values.amount, provider_name: values.provider_name });
      counts.created += 1;
    }
  }
  return counts;
}

/** 生成账单 for a month that has ended (writeBills), audited per bill written. */
export async function billGenerate(db: Database, actor: Actor, body: CallBody<typeof calls.adChannelBillGenerate>) {
  const access = actor.access;
  const period = body.period;
  if (monthEnd(period) >= todayInChina()) throw badParameter(`账期 ${period} 尚未结束，不能出账`, '只能为已经结束的月份生成账单');
  return unlessDuplicate(
    () =>
      db.tenant(ownScope(access), (tx) =>
        writeBills(tx, access.merchant.id, period, access.manager.name, (w) =>
          audit(tx, actor, billTarget(access, w.bill), {
            ...(w.before === undefined ? {} : { before: { amount: yuan(w.before) } }),
            after: { period, provider: w.provider_name, amount: yuan(w.after), action: w.kind === 'created' ? '生成' : '重新计算' },
          }),
        ),
      ),
    () => conflict(`账期 ${period} 的账单正在由他人生成`, '请稍后刷新列表查看'),
  );
}

export const billConfirm = (db: Database, actor: Actor, id: number) =>
  db.tenant(ownScope(actor.access), async (tx) => {
    const access = actor.access;
    const bill = await repository.findBill(tx, access.merchant.id, id, true);
    if (!bill) throw notFound(BILL);
    assertTransition(billLifecycle, bill.status, ChannelBillStatus.confirmed);
    await repository.updateBill(tx, access.merchant.id, bill.id, { status: ChannelBillStatus.confirmed, confirm_time: new Date(), operator_name: access.manager.name });
    await audit(tx, actor, billTarget(access, bill), { before: { status: channelBillStatusNames[bill.status] }, after: { status: channelBillStatusNames[ChannelBillStatus.confirmed], amount: yuan(bill.amount) } });
    return { id: bill.id, status: ChannelBillStatus.confirmed };
  });

/** 已确认 → 已结算 with the payment's number; the same number again answers the first result (a retried request). */
export const billSettle = (db: Database, actor: Actor, body: CallBody<typeof calls.adChannelBillSettle>) =>
  db.tenant(ownScope(actor.access), async (tx) => {
    const access = actor.access;
    const bill = await repository.findBill(tx, access.merchant.id, body.id, true);
    if (!bill) throw notFound(BILL);
    if (bill.status === ChannelBillStatus.settled) {
      if (bill.settle_no === body.settle_no) return { id: bill.id, status: bill.status, settle_no: bill.settle_no };
      throw conflict(`渠道账单 ${bill.bill_no} 已按付款流水号 ${bill.settle_no} 结算`, '一张账单只能结算一次；如付款有误请线下处理');
    }
    if (bill.status === ChannelBillStatus.unconfirmed) throw conflict(`渠道账单 ${bill.bill_no} 尚未确认，不能结算`, '请先核对并确认账单');
    assertTransition(billLifecycle, bill.status, ChannelBillStatus.settled);
    await repository.updateBill(tx, access.merchant.id, bill.id, { status: ChannelBillStatus.settled, settle_time: new Date(), settle_no: body.settle_no, operator_name: access.manager.name });
    await audit(tx, actor, billTarget(access, bill), {
      before: { status: channelBillStatusNames[bill.status] },
      after: { status: channelBillStatusNames[ChannelBillStatus.settled], settle_no: body.settle_no, amount: yuan(bill.amount) },
    });
    return { id: bill.id, status: ChannelBillStatus.settled, settle_no: body.settle_no };
  });
