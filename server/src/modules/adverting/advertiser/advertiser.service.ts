import {
  ANALYSIS_DEFAULT_DAYS,
  ANALYSIS_MAX_DAYS,
  AdvertiserStatus,
  addDays,
  advertiserStatusNames,
  Code,
  daysBetween,
  depositMethodNames,
  formatMoney,
  FundFlowType,
  maskPhone,
  type CallBody,
  type CallQuery,
  type calls,
} from '@console/contract';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { once, type Idempotency } from '../../../shared/idempotency.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { boundedDays, dayRange, iso } from '../../../shared/time.js';
import { merchantNames } from '../../merchant/merchant/merchant.lookup.js';
import * as repository from './advertiser.repository.js';
import { required, trimmed } from '../shared.js';

/**
 * 广告主: the advertising partner's accounts (each partner's own: another's answers 1404) and the advertiser's own
 * platform (the account linked to the caller's merchant). docs/decisions.md, "Advertisers (广告主)".
 */
const ADVERTISER = '广告主';
const lifecycle: Lifecycle<number> = {
  what: ADVERTISER,
  names: advertiserStatusNames,
  moves: { [AdvertiserStatus.enabled]: [AdvertiserStatus.disabled], [AdvertiserStatus.disabled]: [AdvertiserStatus.enabled] },
};
const own = (access: Access): Scope => ownScope(access);
const partnerOf = (access: Access): repository.Owner => ({ partner: access.merchant.id });
const accountOf = (access: Access): repository.Owner => ({ account: access.merchant.id });
const target = (id: number, name: string, merchant: number) => ({ type: 'ad_advertiser', id, name, merchant });
const yuan = (fen: number) => `${formatMoney(fen, { symbol: true })}`;

async function found<T>(row: Promise<T | undefined>, what = ADVERTISER): Promise<T> {
  const value = await row;
  if (!value) throw notFound(what);
  return value;
}

/** The account linked to the caller's merchant (the advertiser's platform). */
const noAccount = () => new AppError(Code.NOT_FOUND, '当前商户还没有开通广告主账户', '请联系广告服务商为您开通广告主账户后再使用广告主平台');
const mine = async (tx: Tx, access: Access, lock?: boolean) => {
  const row = await repository.findAdvertiser(tx, accountOf(access), null, lock);
  if (!row) throw noAccount();
  return row;
};

async function records(db: Database, rows: repository.AdvertiserRow[]) {
  const names = await merchantNames(db, rows.flatMap((r) => [r.merchant, ...(r.account_merchant ? [r.account_merchant] : [])]));
  return rows.map(({ merchant, ...r }) => ({
    ...r,
    partner: merchant,
    partner_name: names.get(merchant) ?? '',
    account_merchant_name: r.account_merchant ? (names.get(r.account_merchant) ?? '') : '',
    create_time: iso(r.create_time),
    update_time: iso(r.update_time),
  }));
}

// ---- the partner's accounts ------------------------------------------------------------------------------------

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.advertiserList>) {
  const page = pageOf(query);
  const range = dayRange(query);
  const filter = { keywords: query.keywords?.trim() || undefined, status: query.status, from: range.from, before: range.before };
  const [rows, total] = await db.tenant(own(access), async (tx) => [
    await repository.advertiserPage(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.advertiserTotal(tx, access.merchant.id, filter),
  ] as const);
  return listPayload(await records(db, rows), total, page);
}

export async function get(db: Database, access: Access, id: number) {
  const row = await db.tenant(own(access), (tx) => found(repository.findAdvertiser(tx, partnerOf(access), id)));
  return (await records(db, [row]))[0]!;
}

const nameError = (name: string) => badParameter(`广告主「${name}」已存在`, '同一服务商的广告主名称不能重复（不区分大小写），可编辑已有的广告主');
const snapshot = (a: { name: string; short_name: string; credit_code: string; industry: string; contact_name: string; contact_mobile: string; contact_email: string; address: string; qualifications: readonly { name: string }[]; remark: string; account?: string }) => ({
  name: a.name,
  short_name: a.short_name,
  credit_code: a.credit_code,
  industry: a.industry,
  contact_name: a.contact_name,
  contact_mobile: maskPhone(a.contact_mobile),
  contact_email: a.contact_email,
  address: a.address,
  qualifications: a.qualifications.map((f) => f.name).join('、') || '（无）',
  remark: a.remark,
  ...(a.account === undefined ? {} : { account_merchant: a.account }),
});

function values(body: CallBody<typeof calls.advertiserCreate>) {
  return {
    name: required(body.name, 'name', '公司名称'),
    short_name: trimmed(body.short_name),
    credit_code: body.credit_code,
    industry: trimmed(body.industry),
    contact_name: required(body.contact_name, 'contact_name', '联系人'),
    contact_mobile: body.contact_mobile,
    contact_email: trimmed(body.contact_email),
    address: trimmed(body.address),
    qualifications: (body.qualifications ?? []).map((f) => ({ name: f.name.trim(), link: f.link.trim() })),
    remark: trimmed(body.remark),
  };
}

/**
 * The advertiser merchant an account is linked to: one the caller may act for (the platform: any; a partner: its
 * customers), of kind advertiser, and linked to no other account. Once linked, it stays.
 */
async function linkable(tx: Tx, id: number, self?: number) {
  const m = await found(repository.merchantOf(tx, id), `商户 ${id} `);
  if (m.kind !== 'advertiser') throw badParameter(`商户「${m.name}」不是广告主类型的商户`, '只能关联广告主类型的商户；请先在商户管理中新建广告主商户');
  const taken = await repository.linkedTo(tx, id);
  if (taken && taken.id !== self) throw new AppError(Code.ILLEGAL_TRANSITION, `商户「${m.name}」已关联广告主「${taken.name}」`, '一个广告主商户只能关联一个广告主账户');
  return m;
}

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.advertiserCreate>) {
  const access = actor.access;
  const v = values(body);
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        if (await repository.advertiserNameTaken(tx, access.merchant.id, v.name)) throw nameError(v.name);
        const account = body.account_merchant ? await linkable(tx, body.account_merchant) : undefined;
        const id = await repository.insertAdvertiser(tx, { ...v, merchant: access.merchant.id, account_merchant: account?.id ?? null });
        await audit(tx, actor, target(id, v.name, access.merchant.id), { after: { ...snapshot({ ...v, account: account ? `${account.name}（${account.id}）` : '（未开通）' }), status: advertiserStatusNames[1] } });
        return { id };
      }),
    () => nameError(v.name),
  );
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.advertiserUpdate>) {
  const access = actor.access;
  const v = values(body);
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const row = await found(repository.findAdvertiser(tx, partnerOf(access), body.id, true));
        if (await repository.advertiserNameTaken(tx, access.merchant.id, v.name, row.id)) throw nameError(v.name);
        let link: { account_merchant?: number } = {};
        if (row.account_merchant && body.account_merchant !== row.account_merchant) {
          throw badParameter('已关联的广告主商户不能更换或解除', `该广告主已关联商户 ${row.account_merchant}；资金流水和账单都属于它`);
        }
        if (!row.account_merchant && body.account_merchant) {
          const account = await linkable(tx, body.account_merchant, row.id);
          link = { account_merchant: account.id };
          await repository.linkMoney(tx, access.merchant.id, row.id, account.id);
        }
        await repository.updateAdvertiser(tx, partnerOf(access), row.id, { ...v, ...link });
        await audit(tx, actor, target(row.id, v.name, access.merchant.id), {
          before: snapshot(row),
          after: snapshot({ ...v, ...(link.account_merchant ? { account: `商户 ${link.account_merchant}` } : {}) }),
        });
        return { id: row.id };
      }),
    () => nameError(v.name),
  );
}

export async function setStatus(db: Database, actor: Actor, body: CallBody<typeof calls.advertiserStatus>) {
  const access = actor.access;
  return db.tenant(own(access), async (tx) => {
    const row = await found(repository.findAdvertiser(tx, partnerOf(access), body.id, true));
    assertTransition(lifecycle, row.status, body.status);
    await repository.updateAdvertiser(tx, partnerOf(access), row.id, { status: body.status });
    await audit(tx, actor, target(row.id, row.name, access.merchant.id), { before: { status: advertiserStatusNames[row.status] }, after: { status: advertiserStatusNames[body.status] } });
    return { id: row.id, status: body.status };
  });
}

/**
 * 充值 (入账): the partner books money the advertiser paid in. The flow row, the new balance and totals and the audit
 * entry in one transaction, once per Idempotency-Key; the same payment serial number is booked once per advertiser.
 */
export async function recharge(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.advertiserRecharge>) {
  const access = actor.access;
  const serialNo = required(body.serial_no, 'serial_no', '付款流水号');
  const booked = () => new AppError(Code.ILLEGAL_TRANSITION, `付款流水号 ${serialNo} 已入账`, '同一笔付款只能入账一次；请核对流水号');
  return unlessDuplicate(
    () =>
      db.tenant(own(access), (tx) =>
        once(tx, idempotency, async () => {
          const row = await found(repository.findAdvertiser(tx, partnerOf(access), body.id, true));
          if (row.status !== AdvertiserStatus.enabled) throw new AppError(Code.ILLEGAL_TRANSITION, `广告主「${row.name}」已停用，不能充值`, '请先恢复该广告主');
          if (await repository.serialBooked(tx, access.merchant.id, row.id, serialNo)) throw booked();
          const balance = row.balance + body.amount;
          const flow = await repository.insertFlow(tx, {
            merchant: access.merchant.id,
            account_merchant: row.account_merchant,
            advertiser: row.id,
            type: FundFlowType.recharge,
            amount: body.amount,
            balance_after: balance,
            method: body.method,
            serial_no: serialNo,
            voucher: trimmed(body.voucher),
            operator: access.manager.name,
            remark: trimmed(body.remark),
          });
          await repository.updateAdvertiser(tx, partnerOf(access), row.id, { balance, recharge_total: row.recharge_total + body.amount });
          await audit(tx, actor, target(row.id, row.name, access.merchant.id), {
            before: { balance: yuan(row.balance) },
            after: { balance: yuan(balance), amount: yuan(body.amount), method: depositMethodNames[body.method], serial_no: serialNo },
          });
          return { id: flow, balance };
        }),
      ),
    booked,
  );
}

const flowRecords = (rows: Awaited<ReturnType<typeof repository.flowPage>>) => rows.map((r) => ({ ...r, create_time: iso(r.create_time) }));

async function flows(db: Database, access: Access, owner: repository.Owner, filter: repository.FlowFilter, query: { page_index?: number; page_size?: number }) {
  const page = pageOf(query);
  const [rows, total] = await db.tenant(own(access), async (tx) => {
    if ('account' in owner) await mine(tx, access);
    else await found(repository.findAdvertiser(tx, owner, filter.advertiser!));
    return [await repository.flowPage(tx, owner, filter, page.size, page.offset), await repository.flowTotal(tx, owner, filter)] as const;
  });
  return listPayload(flowRecords(rows), total, page);
}

export const flowList = (db: Database, access: Access, query: CallQuery<typeof calls.advertiserFlowList>) =>
  flows(db, access, partnerOf(access), { advertiser: query.id, type: query.type, ...dayRange(query) }, query);

// ---- the advertiser's own platform ------------------------------------------------------------------------------

export async function baseInfo(db: Database, access: Access) {
  const row = await db.tenant(own(access), (tx) => mine(tx, access));
  return (await records(db, [row]))[0]!;
}

export const depositList = (db: Database, access: Access, query: CallQuery<typeof calls.advertiserDepositList>) =>
  flows(db, access, accountOf(access), { type: FundFlowType.recharge, method: query.method, ...dayRange(query) }, query);

export const serialList = (db: Database, access: Access, query: CallQuery<typeof calls.advertiserSerialList>) =>
  flows(db, access, accountOf(access), { type: query.type, ...dayRange(query) }, query);

export async function billList(db: Database, access: Access, query: CallQuery<typeof calls.advertiserBillList>) {
  const page = pageOf(query);
  dayRange(query);
  const filter = { status: query.status, startDate: query.start_date, endDate: query.end_date };
  const [rows, total] = await db.tenant(own(access), async (tx) => {
    await mine(tx, access);
    return [await repository.billPage(tx, access.merchant.id, filter, page.size, page.offset), await repository.billTotal(tx, access.merchant.id, filter)] as const;
  });
  return listPayload(rows.map((r) => ({ ...r, create_time: iso(r.create_time) })), total, page);
}

const priceOf = (r: { cpm_price: number; cpc_price: number; daily_budget: number }) => ({ cpm_price: r.cpm_price, cpc_price: r.cpc_price, daily_budget: r.daily_budget });

export const priceGet = async (db: Database, access: Access) => priceOf(await db.tenant(own(access), (tx) => mine(tx, access)));

export async function priceUpdate(db: Database, actor: Actor, body: CallBody<typeof calls.advertiserPriceUpdate>) {
  const access = actor.access;
  return db.tenant(own(access), async (tx) => {
    const row = await mine(tx, access, true);
    if (body.cpm_price === 0 && body.cpc_price === 0) throw badParameter('CPM 出价和 CPC 出价不能都为 0', '至少设置一种计费方式的出价');
    const next = priceOf(body);
    await repository.updateAdvertiser(tx, accountOf(access), row.id, next);
    const text = (p: { cpm_price: number; cpc_price: number; daily_budget: number }) => ({
      cpm_price: `${yuan(p.cpm_price)} 元/千次展示`,
      cpc_price: `${yuan(p.cpc_price)} 元/次点击`,
      daily_budget: p.daily_budget ? yuan(p.daily_budget) : '不限',
    });
    // Audited as the advertiser's own change (its transaction sees its merchant, not the partner's).
    await audit(tx, actor, target(row.id, row.name, access.merchant.id), { before: text(row), after: text(next) });
    return next;
  });
}

/** 数据统计: the period's days from the bills (every day present, zeros included), the recharges, and the previous period. */
export async function statistics(db: Database, access: Access, query: CallQuery<typeof calls.advertiserStatistics>) {
  const period = boundedDays(query, ANALYSIS_DEFAULT_DAYS, ANALYSIS_MAX_DAYS, '统计的时间');
  const days = daysBetween(period.start, period.end);
  const previousEnd = addDays(period.start, -1);
  const previousStart = addDays(previousEnd, -(days - 1));
  const me = access.merchant.id;
  const [row, current, previous, recharge] = await db.tenant(own(access), async (tx) => [
    await mine(tx, access),
    await repository.billDays(tx, me, period.start, period.end),
    await repository.billDays(tx, me, previousStart, previousEnd),
    await repository.rechargeSum(tx, me, period.from, period.before),
  ] as const);
  const byDay = new Map(current.map((p) => [p.x, p]));
  const points = Array.from({ length: days }, (_, i) => addDays(period.start, i)).map((x) => byDay.get(x) ?? { x, shows: 0, clicks: 0, spend: 0 });
  const sum = (ps: readonly { shows: number; clicks: number; spend: number }[]) => ({
    shows: ps.reduce((n, p) => n + p.shows, 0),
    clicks: ps.reduce((n, p) => n + p.clicks, 0),
    spend: ps.reduce((n, p) => n + p.spend, 0),
  });
  return {
    start_date: period.start,
    end_date: period.end,
    balance: row.balance,
    totals: { ...sum(points), recharge, days: current.filter((p) => p.spend > 0).length },
    previous: sum(previous),
    points,
  };
}

// ---- pickers ----------------------------------------------------------------------------------------------------

/** `adverting-advertiser`: the caller's enabled advertisers (拓量需求's 广告主). */
export const advertiserOptions = (db: Database, _scope: Scope, keywords: string | undefined, limit: number, access: Access) =>
  db.tenant(own(access), async (tx) => (await repository.advertiserOptions(tx, access.merchant.id, keywords?.trim() || undefined, limit)).map((r) => ({ label: r.name, value: r.id })));

/** `adverting-advertiser-merchant`: advertiser merchants in the caller's scope not linked to an account yet. */
export const advertiserMerchantOptions = (db: Database, scope: Scope, keywords: string | undefined, limit: number) =>
  db.tenant(scope, async (tx) => (await repository.unlinkedAdvertiserMerchants(tx, keywords?.trim() || undefined, limit)).map((r) => ({ label: `${r.name}（${r.id}）`, value: r.id })));
