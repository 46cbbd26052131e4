import { Code, FEE_MAX_MONTHS, formatMoney, invoicePriceKinds, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { iso } from '../../../shared/time.js';
import { invoiceMerchant } from '../merchant-rt/merchant-rt.service.js';
import * as repository from './fee.repository.js';

/**
 * 技术服务费: the caller's price rules (收费标准) and what its customer merchants owe each month for the invoices they
 * issued. The caller is the owner of its rules (a partner, or the platform for the merchants it serves); a rule is for
 * one invoice merchant below it, or the default for all. docs/decisions.md, "Invoice fees, invoicing test, contract
 * prepare".
 */

type Row = repository.PriceRow;

const shown = ({ owner: _owner, ...r }: Row) => ({ ...r, end_month: r.end_month ?? '', create_time: iso(r.create_time), update_time: iso(r.update_time) });
const kindName = (kind: number) => invoicePriceKinds[kind as keyof typeof invoicePriceKinds] ?? String(kind);
const periodText = (start: string, end: string | null) => `${start} 至 ${end ?? '长期'}`;
const snapshot = (r: { merchant_name: string; kind: number; unit_price: number; start_month: string; end_month: string | null; remark: string }) => ({
  merchant: r.merchant_name || '默认（全部商户）',
  invoice_kind: kindName(r.kind),
  unit_price: `${formatMoney(r.unit_price)} 元/张`,
  period: periodText(r.start_month, r.end_month),
  remark: r.remark,
});
const target = (r: { id: number; merchant_name: string; kind: number }, owner: number) => ({
  type: 'invoice_price', id: r.id, name: `${r.merchant_name || '默认'}·${kindName(r.kind)}收费标准`, merchant: owner,
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.invoicePriceList>) {
  const page = pageOf(query);
  const filter: repository.PriceFilter = { owner: access.merchant.id, merchant: query.merchant, kind: query.kind };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

type Fields = CallBody<typeof calls.invoicePriceCreate>;

/** The fields checked: the merchant one the caller serves (else 1404), the months in order, no rule overlapping. */
async function checked(tx: Tx, access: Access, body: Fields, except?: number) {
  const owner = access.merchant.id;
  const end = body.end_month || null;
  if (end !== null && end < body.start_month) throw badParameter(`截止月份 ${end} 早于生效月份 ${body.start_month}`, '请重新选择月份范围，或不填截止月份（长期有效）');
  const customer = body.merchant !== undefined ? await invoiceMerchant(tx, access, body.merchant) : null;
  await repository.lockOwner(tx, owner);
  const clash = await repository.overlapping(tx, { owner, customer: customer?.id ?? null, kind: body.kind, start: body.start_month, end, except });
  if (clash) {
    throw new AppError(
      Code.ILLEGAL_TRANSITION,
      `「${customer?.name ?? '默认（全部商户）'}」的${kindName(body.kind)}收费标准在 ${periodText(clash.start_month, clash.end_month)} 已有一条（${formatMoney(clash.unit_price)} 元/张），月份不能重叠`,
      '请调整月份范围，或先修改原有的收费标准（例如给它设置截止月份）',
    );
  }
  return {
    values: { merchant: owner, customer: customer?.id ?? null, kind: body.kind, unit_price: body.unit_price, start_month: body.start_month, end_month: end, remark: body.remark?.trim() ?? '', operator: access.manager.name },
    customerName: customer?.name ?? '',
  };
}

export async function create(db: Database, actor: Actor, body: Fields) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const { values, customerName } = await checked(tx, access, body);
    const id = await repository.insert(tx, values);
    const named = { ...values, merchant_name: customerName };
    await audit(tx, actor, target({ id, ...named }, access.merchant.id), { after: snapshot(named) });
    return { id };
  });
}

async function own(tx: Tx, access: Access, id: number) {
  const row = await repository.find(tx, access.merchant.id, id);
  if (!row) throw notFound('收费标准');
  return row;
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.invoicePriceUpdate>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await own(tx, access, body.id);
    const { values, customerName } = await checked(tx, access, body, row.id);
    await repository.update(tx, access.merchant.id, row.id, values);
    await audit(tx, actor, target(row, access.merchant.id), { before: snapshot(row), after: snapshot({ ...values, merchant_name: customerName }) });
    return { id: row.id };
  });
}

export async function remove(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await own(tx, access, id);
    await repository.remove(tx, access.merchant.id, row.id);
    await audit(tx, actor, target(row, access.merchant.id), { before: snapshot(row) });
    return { id: row.id };
  });
}

/** `YYYY-MM` plus `n` months. */
const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
const monthsBetween = (start: string, end: string) => {
  const [ys, ms] = start.split('-').map(Number) as [number, number];
  const [ye, me] = end.split('-').map(Number) as [number, number];
  return (ye - ys) * 12 + (me - ms) + 1;
};

export async function fees(db: Database, access: Access, query: CallQuery<typeof calls.invoiceFeeList>) {
  const page = pageOf(query);
  if (query.end_month < query.start_month) throw badParameter(`结束月份 ${query.end_month} 早于开始月份 ${query.start_month}`, '请重新选择月份范围');
  if (monthsBetween(query.start_month, query.end_month) > FEE_MAX_MONTHS) throw badParameter(`月份范围最多 ${FEE_MAX_MONTHS} 个月`, '请缩小月份范围后再查询');
  const filter: repository.FeeFilter = {
    owner: access.merchant.id,
    merchants: access.scope,
    merchant: chosenMerchant(access.scope, query.merchant),
    from: `${query.start_month}-01`,
    to: `${addMonths(query.end_month, 1)}-01`,
  };
  const { rows, totals } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.feePage(tx, filter, page.size, page.offset), totals: await repository.feeTotals(tx, filter) }));
  return { ...listPayload(rows, totals.n, page), summary: { blue_count: totals.blue_count, red_count: totals.red_count, fee: totals.fee } };
}
