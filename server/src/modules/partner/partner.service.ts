import {
  Code, formatMoney, maskPhone, PARTNER_ORDER_DAYS_DEFAULT, PARTNER_ORDER_DAYS_MAX, PARTNER_ORDER_MONTHS_DEFAULT, PARTNER_ORDER_MONTHS_MAX,
  softwareCatalogue, softwareName, softwareProduct, softwareTypes, todayInChina, type CallBody, type CallQuery, type calls, type SoftwareType,
} from '@console/contract';
import type { Database, Tx } from '../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../errors.js';
import type { Access } from '../../plugins/access.js';
import type { Actor } from '../../plugins/route.js';
import { audit } from '../../shared/audit.js';
import { listPayload, pageOf } from '../../shared/paging.js';
import { addDays, boundedDays, dayAfter, dayStart, iso } from '../../shared/time.js';
import { regionName } from '../region/region.service.js';
import * as repository from './partner.repository.js';

/**
 * 合作伙伴 (/partner): a partner's customers (普通商户) and group customers (集团) — the merchants below it through the
 * relation 'customer' —, their software and the sums of their trades. A partner reads its own customers only; the
 * platform reads every partner's (and may narrow to one). docs/decisions.md, "Partner platform (合作伙伴)".
 */

/** Whose customers a caller reads: its own (a partner), or every partner's (the platform, optionally one of them). */
const scopeOf = (access: Access, partner?: number): repository.CustomerScope =>
  access.merchant.kind === 'platform' ? { partner } : { partner: access.merchant.id };

type CustomerQuery = CallQuery<typeof calls.partnerCustomerList>;

const filterOf = (access: Access, query: Omit<CustomerQuery, 'page_index' | 'page_size'>, kind?: 'merchant' | 'group'): repository.CustomerFilter => ({
  ...scopeOf(access, query.partner),
  kind,
  keywords: query.keywords?.trim() || undefined,
  status: query.status,
  product: query.product,
  software: query.software,
  from: query.start_date ? dayStart(query.start_date) : undefined,
  before: query.end_date ? dayAfter(query.end_date) : undefined,
});

const tradeSince = () => dayStart(addDays(todayInChina(), -29));

const shownCustomer = (r: repository.CustomerRow) => ({
  id: r.id,
  name: r.name,
  short_name: r.short_name,
  kind: r.kind,
  contact_name: r.contact_name,
  contact_mobile: maskPhone(r.contact_mobile),
  region_name: regionName(r.region) || '',
  address: r.address,
  status: r.status,
  products: r.products,
  partner: r.partner,
  partner_name: r.partner_name,
  members: r.members,
  parking_software: r.parking_software ? softwareName('parking', r.parking_software) : null,
  energy_software: r.energy_software ? softwareName('energy', r.energy_software) : null,
  trade_amount: r.trade_amount,
  create_time: iso(r.create_time)!,
});

export async function listCustomers(db: Database, access: Access, query: CustomerQuery, kind: 'merchant' | 'group') {
  const page = pageOf(query);
  const where = repository.customerWhere(filterOf(access, query, kind));
  return db.tenant(access.scope, async (tx) => {
    const rows = await repository.customerPage(tx, where, tradeSince(), page.size, page.offset);
    return listPayload(rows.map(shownCustomer), await repository.customerTotal(tx, where), page);
  });
}

/** The last 12 months, oldest first (YYYY-MM, UTC+8). */
function lastMonths(count: number, today = todayInChina()) {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

export async function statistics(db: Database, access: Access, query: CallQuery<typeof calls.partnerCustomerStatistics>) {
  const scope = scopeOf(access, query.partner);
  const where = repository.customerWhere(scope);
  const months = lastMonths(12);
  return db.tenant(access.scope, async (tx) => {
    const counts = await repository.customerCounts(tx, where, dayStart(`${months[11]}-01`));
    const perMonth = await repository.newPerMonth(tx, where, dayStart(`${months[0]}-01`));
    const products = await repository.productCounts(tx, where);
    const ids = await repository.customerIds(tx, where);
    const trades = ids.length ? await repository.topMerchants(tx, { merchants: ids, from: tradeSince(), before: dayAfter(todayInChina()) }, 1000) : [];
    const sum = (pick: (c: repository.CustomerCounts) => number, only?: (c: repository.CustomerCounts) => boolean) =>
      counts.filter((c) => !only || only(c)).reduce((n, c) => n + pick(c), 0);
    return {
      customers: sum((c) => c.n, (c) => c.kind === 'merchant'),
      groups: sum((c) => c.n, (c) => c.kind === 'group'),
      enabled: sum((c) => c.n, (c) => c.status === 1),
      disabled: sum((c) => c.n, (c) => c.status === 0),
      this_month: sum((c) => c.this_month),
      parking_software: sum((c) => c.parking),
      energy_software: sum((c) => c.energy),
      trade_count: trades.reduce((n, t) => n + t.count, 0),
      trade_amount: trades.reduce((n, t) => n + t.amount, 0),
      months: months.map((month) => ({
        month,
        customers: perMonth.find((r) => r.month === month && r.kind === 'merchant')?.n ?? 0,
        groups: perMonth.find((r) => r.month === month && r.kind === 'group')?.n ?? 0,
      })),
      products,
      top: trades.slice(0, 10),
    };
  });
}

/** One of the caller's customers (either kind); another merchant answers "not found", as if it did not exist. */
async function customerIn(tx: Tx, access: Access, id: number) {
  const [row] = await repository.customerPage(tx, repository.customerWhere({ ...scopeOf(access), ids: [id] }), tradeSince(), 1, 0);
  if (!row) throw notFound('客户');
  return row;
}

export async function detail(db: Database, access: Access, code: number) {
  return db.tenant(access.scope, async (tx) => {
    const row = await customerIn(tx, access, code);
    return {
      ...shownCustomer(row),
      product: row.products,
      parent_products: await repository.productsOf(tx, row.partner),
      superuser: await repository.superuserOf(tx, row.id),
      remark: row.remark,
    };
  });
}

// ---- software ----

const shownSoftware = (r: repository.SoftwareRow) => ({ ...r, software_name: softwareName(r.type, r.software), create_time: iso(r.create_time)!, update_time: iso(r.update_time)! });

export const listSoftware = (db: Database, access: Access, merchant: number) =>
  db.tenant(access.scope, async (tx) => {
    await customerIn(tx, access, merchant);
    return { row: (await repository.softwareOf(tx, merchant)).map(shownSoftware) };
  });

async function softwareIn(tx: Tx, access: Access, id: number, lock = false) {
  const row = await repository.findSoftware(tx, id, { lock });
  if (!row) throw notFound('软件登记');
  await customerIn(tx, access, row.merchant);
  return row;
}

export const getSoftware = (db: Database, access: Access, id: number) => db.tenant(access.scope, async (tx) => shownSoftware(await softwareIn(tx, access, id)));

type SoftwareBody = CallBody<typeof calls.partnerSoftwareUpdate>;

function softwareValues(type: SoftwareType, body: Omit<SoftwareBody, 'id'>): repository.SoftwareValues {
  if (!(body.software in softwareCatalogue[type])) {
    throw badParameter(`${softwareTypes[type]}中没有「${body.software}」`, `可选：${Object.values(softwareCatalogue[type]).join('、')}`);
  }
  if (body.end_date && body.end_date < body.start_date) throw badParameter('结束日期不能早于开始日期', '请重新选择日期；长期使用请不填结束日期');
  return {
    software: body.software,
    version: body.version?.trim() ?? '',
    start_date: body.start_date,
    end_date: body.end_date ?? null,
    annual_fee: body.annual_fee,
    install_fee: body.install_fee,
    remark: body.remark?.trim() ?? '',
  };
}

/** The partner product a type needs: the customer's partner must hold it (停车软件 ← 停车服务商平台). */
async function assertTypeAllowed(tx: Tx, partner: number, type: SoftwareType) {
  const owned = await repository.productsOf(tx, partner);
  if (!owned.includes('ALL') && !owned.includes(softwareProduct[type])) {
    throw new AppError(Code.FORBIDDEN_PRODUCT, `所属服务商未开通${type === 'parking' ? '停车服务商平台' : '充电服务商平台'}，不能登记${softwareTypes[type]}`, '请联系平台为服务商开通该产品');
  }
}

const shownValues = (type: string, v: repository.SoftwareValues) => ({
  software: softwareName(type, v.software),
  version: v.version,
  period: `${v.start_date} 至 ${v.end_date ?? '长期'}`,
  annual_fee: `${formatMoney(v.annual_fee)} 元`,
  install_fee: `${formatMoney(v.install_fee)} 元`,
  remark: v.remark,
});
const softwareTarget = (r: { id: number; merchant: number; type: string }) => ({ type: 'partner_software', id: r.id, name: softwareTypes[r.type as SoftwareType], merchant: r.merchant });

export async function createSoftware(db: Database, actor: Actor, body: CallBody<typeof calls.partnerSoftwareCreate>) {
  const access = actor.access;
  const values = softwareValues(body.type, body);
  return db.tenant(access.scope, async (tx) => {
    const customer = await customerIn(tx, access, body.merchant);
    await assertTypeAllowed(tx, customer.partner, body.type);
    const id = await unlessDuplicate(
      () => repository.insertSoftware(tx, { ...values, merchant: customer.id, partner: customer.partner, type: body.type }),
      () => new AppError(Code.ILLEGAL_TRANSITION, `${customer.name}已登记${softwareTypes[body.type]}`, '每个客户每种软件登记一条，请编辑已有的登记'),
    );
    await audit(tx, actor, softwareTarget({ id, merchant: customer.id, type: body.type }), { after: shownValues(body.type, values) });
    return shownSoftware((await repository.findSoftware(tx, id))!);
  });
}

export async function updateSoftware(db: Database, actor: Actor, body: SoftwareBody) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const before = await softwareIn(tx, access, body.id, true);
    const type = before.type as SoftwareType;
    const values = softwareValues(type, body);
    await repository.updateSoftware(tx, before.id, values);
    await audit(tx, actor, softwareTarget(before), {
      before: shownValues(type, before),
      after: shownValues(type, values),
    });
    return shownSoftware((await repository.findSoftware(tx, before.id))!);
  });
}

export async function setSoftwareStatus(db: Database, actor: Actor, body: CallBody<typeof calls.partnerSoftwareStatus>) {
  const access = actor.access;
  const names: Record<number, string> = { 1: '启用', 0: '已停用' };
  return db.tenant(access.scope, async (tx) => {
    const before = await softwareIn(tx, access, body.id, true);
    if (before.status === body.status) throw new AppError(Code.ILLEGAL_TRANSITION, `该软件登记已是${names[body.status]}状态`, '请刷新后查看最新状态');
    await repository.updateSoftware(tx, before.id, { status: body.status });
    await audit(tx, actor, softwareTarget(before), { before: { status: names[before.status] }, after: { status: names[body.status] } });
    return shownSoftware((await repository.findSoftware(tx, before.id))!);
  });
}

// ---- orders ----

/** The month after `month` (YYYY-MM). */
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
const monthsBetween = (start: string, end: string) => {
  const [ys, ms] = start.split('-').map(Number) as [number, number];
  const [ye, me] = end.split('-').map(Number) as [number, number];
  return (ye - ys) * 12 + (me - ms) + 1;
};

export function monthRange(query: { start_month?: string; end_month?: string }, today = todayInChina()) {
  const end = query.end_month ?? (query.start_month ? addMonths(query.start_month, PARTNER_ORDER_MONTHS_DEFAULT - 1) : today.slice(0, 7));
  const start = query.start_month ?? addMonths(end, -(PARTNER_ORDER_MONTHS_DEFAULT - 1));
  if (start > end) throw badParameter('开始月份不能晚于结束月份', '请重新选择月份范围');
  if (monthsBetween(start, end) > PARTNER_ORDER_MONTHS_MAX) throw badParameter(`月份范围不能超过 ${PARTNER_ORDER_MONTHS_MAX} 个月`, '请缩小开始月份与结束月份的范围');
  return { start, end, from: dayStart(`${start}-01`), before: dayStart(`${nextMonth(end)}-01`) };
}

function addMonths(month: string, count: number) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

type OrderQuery = { page_index?: number; page_size?: number; merchant?: number; business?: string; partner?: number };

export async function orders(db: Database, access: Access, query: OrderQuery, unit: 'day' | 'month', range: { from: Date; before: Date }) {
  const page = pageOf(query);
  return db.tenant(access.scope, async (tx) => {
    const ids = await repository.customerIds(tx, repository.customerWhere(scopeOf(access, query.partner)));
    const merchants = query.merchant === undefined ? ids : ids.filter((id) => id === query.merchant);
    if (query.merchant !== undefined && merchants.length === 0) throw notFound('客户');
    const empty = { count: 0, amount: 0, fee: 0, refunded: 0, net: 0 };
    if (merchants.length === 0) return { ...listPayload([], 0, page), summary: empty };
    const filter = { merchants, business: query.business, from: range.from, before: range.before };
    const rows = await repository.periodPage(tx, filter, unit, page.size, page.offset);
    const { groups, summary } = await repository.periodSummary(tx, filter, unit);
    const names = await repository.namesOf(tx, [...new Set(rows.map((r) => r.merchant))]);
    return { ...listPayload(rows.map((r) => ({ ...r, key: `${r.period}-${r.merchant}`, merchant_name: names.get(r.merchant) ?? '' })), groups, page), summary };
  });
}

export const dailyOrders = (db: Database, access: Access, query: CallQuery<typeof calls.partnerOrderDaily>) =>
  orders(db, access, query, 'day', boundedDays(query, PARTNER_ORDER_DAYS_DEFAULT, PARTNER_ORDER_DAYS_MAX, '日期'));

export const monthlyOrders = (db: Database, access: Access, query: CallQuery<typeof calls.partnerOrderMonthly>) => orders(db, access, query, 'month', monthRange(query));
