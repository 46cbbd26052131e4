import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

// 合作伙伴 › 分润: reads over the 分账规则 (`payment_sharding_rt` / `_receiver`) and the 分账记录 (`payment_sharding_record`)
// that pay a partner. A customer pays its partner when the partner is among its rule's receivers; the relation
// 'customer' (`merchant_relation`) ties the two. Every query is led by that relation (the caller's customers, or the
// partner's own merchant for expenses); row-level security is the second line. Raw SQL as in partner.repository.ts.

const rowsOf = async <T>(tx: Tx, query: SQL) => (((await tx.execute(query)) as unknown as { rows: T[] }).rows);
const num = (v: unknown) => Number(v ?? 0);

/** One partner's (a partner caller, or the platform narrowing) or every partner's (the platform). */
export interface ProfitScope {
  partner?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const partnerOf = (s: ProfitScope, column: SQL) => (s.partner === undefined ? sql`true` : sql`${column} = ${s.partner}`);
const keywordsOn = (keywords: string | undefined) => {
  if (!keywords) return sql`true`;
  const number = /^\d{1,15}$/.test(keywords) ? Number(keywords) : null;
  const like = `%${escapeLike(keywords)}%`;
  return number !== null ? sql`(m.id = ${number} or m.name ilike ${like})` : sql`(m.name ilike ${like} or m.short_name ilike ${like})`;
};
const businessOn = (business: string | undefined) => (business ? sql`(jsonb_array_length(rt.business) = 0 or rt.business @> jsonb_build_array(${business}::text))` : sql`true`);

/** The rules of the caller's customers that pay their partner (the partner among the receivers). */
const policyFrom = sql`payment_sharding_rt rt
  join merchant_relation r on r.child = rt.merchant and r.type = 'customer'
  join payment_sharding_receiver rv on rv.merchant = rt.merchant and rv.rule = rt.id and rv.receiver = r.parent
  join merchant m on m.id = rt.merchant
  join merchant pm on pm.id = r.parent`;

export interface PolicyFilter extends ProfitScope {
  keywords?: string;
  business?: string;
  status?: number;
}

const policyWhere = (f: PolicyFilter) =>
  sql.join(
    [sql`m.status <> -1`, partnerOf(f, sql`r.parent`), keywordsOn(f.keywords), businessOn(f.business), f.status === undefined ? sql`true` : sql`rt.status = ${f.status}`],
    sql` and `,
  );

export async function policyPage(tx: Tx, f: PolicyFilter, since: string, limit: number, offset: number) {
  const rows = await rowsOf<Record<string, unknown>>(
    tx,
    sql`select rt.id, rt.merchant, m.name as merchant_name, r.parent as partner, pm.name as partner_name, rt.name, rt.business, rv.ratio, rt.status, rt.update_time,
        (select coalesce(sum(x.ratio), 0) from payment_sharding_receiver x where x.merchant = rt.merchant and x.rule = rt.id)::int as total_ratio,
        (select count(*) from payment_sharding_receiver x where x.merchant = rt.merchant and x.rule = rt.id)::int as receivers,
        s.trade_count, s.amount
      from ${policyFrom}
      left join lateral (select count(*)::int as trade_count, coalesce(sum(s.amount), 0)::bigint as amount from payment_sharding_record s
        where s.merchant = rt.merchant and s.receiver = r.parent and s.rule = rt.id and s.settle_date >= ${since}) s on true
      where ${policyWhere(f)}
      order by rt.status desc, rt.update_time desc, rt.id desc limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({
    id: num(r.id),
    merchant: num(r.merchant),
    merchant_name: String(r.merchant_name),
    partner: num(r.partner),
    partner_name: String(r.partner_name),
    name: String(r.name),
    business: r.business as string[],
    ratio: num(r.ratio),
    total_ratio: num(r.total_ratio),
    receivers: num(r.receivers),
    status: num(r.status),
    trade_count: num(r.trade_count),
    amount: num(r.amount),
    update_time: r.update_time as Date | string,
  }));
}

export async function policyTotal(tx: Tx, f: PolicyFilter) {
  const [row] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${policyFrom} where ${policyWhere(f)}`);
  return row?.n ?? 0;
}

/** The enabled policies by business ('*': the rules that cover every business). */
export async function strategyRules(tx: Tx, s: ProfitScope) {
  const rows = await rowsOf<Record<string, unknown>>(
    tx,
    sql`select b.business, count(distinct rt.id)::int as rules, count(distinct rt.merchant)::int as merchants, min(rv.ratio)::int as min_ratio, max(rv.ratio)::int as max_ratio
      from ${policyFrom}
      cross join lateral jsonb_array_elements_text(case when jsonb_array_length(rt.business) = 0 then '["*"]'::jsonb else rt.business end) as b(business)
      where rt.status = 1 and m.status <> -1 and ${partnerOf(s, sql`r.parent`)}
      group by b.business`,
  );
  return rows.map((r) => ({ business: String(r.business), rules: num(r.rules), merchants: num(r.merchants), min_ratio: num(r.min_ratio), max_ratio: num(r.max_ratio) }));
}

/** The 分账记录 paying the partners in scope (income): led by the customer relation. */
const incomeFrom = sql`payment_sharding_record s join merchant_relation r on r.child = s.merchant and r.type = 'customer' and r.parent = s.receiver`;

const sums = sql`count(*)::int as trade_count, coalesce(sum(s.trade_amount), 0)::bigint as trade_amount, coalesce(sum(s.amount), 0)::bigint as amount,
  coalesce(sum(s.amount) filter (where s.state = 1), 0)::bigint as done, coalesce(sum(s.amount) filter (where s.state = 0), 0)::bigint as pending,
  coalesce(sum(s.amount) filter (where s.state = -1), 0)::bigint as failed, coalesce(sum(s.amount) filter (where s.state = -2), 0)::bigint as returned`;

export interface Shares {
  trade_count: number;
  trade_amount: number;
  amount: number;
  done: number;
  pending: number;
  failed: number;
  returned: number;
}
const sharesOf = (r: Record<string, unknown>): Shares => ({
  trade_count: num(r.trade_count),
  trade_amount: num(r.trade_amount),
  amount: num(r.amount),
  done: num(r.done),
  pending: num(r.pending),
  failed: num(r.failed),
  returned: num(r.returned),
});

export interface Range {
  start: string;
  end: string;
}

export async function incomeByBusiness(tx: Tx, s: ProfitScope, range: Range) {
  const rows = await rowsOf<Record<string, unknown>>(
    tx,
    sql`select s.business, ${sums} from ${incomeFrom} where ${partnerOf(s, sql`r.parent`)} and s.settle_date between ${range.start} and ${range.end} group by s.business`,
  );
  return rows.map((r) => ({ business: String(r.business), ...sharesOf(r) }));
}

// ---- trading merchants ----

export interface MerchantFilter extends ProfitScope, Range {
  keywords?: string;
  policy?: number;
}

const merchantBase = (f: MerchantFilter) => sql`from merchant m
    join merchant_relation r on r.child = m.id and r.type = 'customer'
    join merchant pm on pm.id = r.parent
    left join lateral (select ${sums} from payment_sharding_record s where s.merchant = m.id and s.receiver = r.parent and s.settle_date between ${f.start} and ${f.end}) a on true
    where m.status <> -1 and ${partnerOf(f, sql`r.parent`)} and ${keywordsOn(f.keywords)}
      and ${
        f.policy === undefined
          ? sql`(a.trade_count > 0 or exists (select 1 from payment_sharding_receiver rv where rv.merchant = m.id and rv.receiver = r.parent))`
          : sql`exists (select 1 from payment_sharding_receiver rv where rv.merchant = m.id and rv.receiver = r.parent and rv.rule = ${f.policy})`
      }`;

export async function merchantPage(tx: Tx, f: MerchantFilter, limit: number, offset: number) {
  const rows = await rowsOf<Record<string, unknown>>(
    tx,
    sql`select m.id as merchant, m.name as merchant_name, r.parent as partner, pm.name as partner_name,
        coalesce((select json_agg(json_build_object('id', rt.id, 'name', rt.name, 'ratio', rv.ratio, 'status', rt.status) order by rt.status desc, rt.id)
          from payment_sharding_rt rt join payment_sharding_receiver rv on rv.merchant = rt.merchant and rv.rule = rt.id and rv.receiver = r.parent
          where rt.merchant = m.id), '[]'::json) as policies,
        a.*
      ${merchantBase(f)}
      order by a.amount desc, m.id limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({
    merchant: num(r.merchant),
    merchant_name: String(r.merchant_name),
    partner: num(r.partner),
    partner_name: String(r.partner_name),
    policies: (r.policies as { id: number | string; name: string; ratio: number; status: number }[]).map((p) => ({ ...p, id: num(p.id), ratio: num(p.ratio), status: num(p.status) })),
    ...sharesOf(r),
  }));
}

export async function merchantSummary(tx: Tx, f: MerchantFilter) {
  const [row] = await rowsOf<Record<string, unknown>>(
    tx,
    sql`select count(*)::int as n, coalesce(sum(a.trade_count), 0)::bigint as trade_count, coalesce(sum(a.trade_amount), 0)::bigint as trade_amount,
        coalesce(sum(a.amount), 0)::bigint as amount, coalesce(sum(a.done), 0)::bigint as done, coalesce(sum(a.pending), 0)::bigint as pending,
        coalesce(sum(a.failed), 0)::bigint as failed, coalesce(sum(a.returned), 0)::bigint as returned
      ${merchantBase(f)}`,
  );
  return { total: num(row?.n), summary: sharesOf(row ?? {}) };
}

// ---- bills ----

/**
 * A bill is one partner's 分账记录 of one settle day in one direction: 1 收入 — the shares its customers paid it; 2 支出
 * — the shares its own merchant paid out under its own rules.
 */
const billGroups = (s: ProfitScope, range: Range) => sql`
  select 1 as type, s.settle_date as bill_date, r.parent as partner, count(distinct s.merchant)::int as merchants, ${sums}
    from ${incomeFrom} where ${partnerOf(s, sql`r.parent`)} and s.settle_date between ${range.start} and ${range.end}
    group by s.settle_date, r.parent
  union all
  select 2 as type, s.settle_date as bill_date, s.merchant as partner, count(distinct s.receiver)::int as merchants, ${sums}
    from payment_sharding_record s join merchant pm on pm.id = s.merchant and pm.kind = 'partner'
    where ${partnerOf(s, sql`s.merchant`)} and s.settle_date between ${range.start} and ${range.end}
    group by s.settle_date, s.merchant`;

export interface BillRow extends Shares {
  type: number;
  bill_date: string;
  partner: number;
  partner_name: string;
  merchants: number;
}

const billOf = (r: Record<string, unknown>): BillRow => ({
  type: num(r.type),
  bill_date: String(r.bill_date),
  partner: num(r.partner),
  partner_name: String(r.partner_name ?? ''),
  merchants: num(r.merchants),
  ...sharesOf(r),
});

export async function billPage(tx: Tx, s: ProfitScope, range: Range, type: number | undefined, limit: number, offset: number) {
  const rows = await rowsOf<Record<string, unknown>>(
    tx,
    sql`select b.*, coalesce((select pm.name from merchant pm where pm.id = b.partner), '') as partner_name from (${billGroups(s, range)}) b
      where ${type === undefined ? sql`true` : sql`b.type = ${type}`}
      order by b.bill_date desc, b.partner, b.type limit ${limit} offset ${offset}`,
  );
  return rows.map(billOf);
}

export async function billTotals(tx: Tx, s: ProfitScope, range: Range, type: number | undefined) {
  const rows = await rowsOf<{ type: number; n: number; amount: string | number }>(
    tx,
    sql`select b.type, count(*)::int as n, coalesce(sum(b.amount), 0)::bigint as amount from (${billGroups(s, range)}) b
      where ${type === undefined ? sql`true` : sql`b.type = ${type}`} group by b.type`,
  );
  const of = (t: number) => rows.find((r) => num(r.type) === t);
  return { total: rows.reduce((n, r) => n + num(r.n), 0), income: num(of(1)?.amount), expense: num(of(2)?.amount) };
}

/** The records of one bill (`type`, `day`, `partner`). */
const billRecords = (type: number, day: string, partner: number) =>
  type === 1
    ? sql`${incomeFrom} where r.parent = ${partner} and s.settle_date = ${day}`
    : sql`payment_sharding_record s join merchant pm on pm.id = s.merchant and pm.kind = 'partner' where s.merchant = ${partner} and s.settle_date = ${day}`;

export async function billLines(tx: Tx, type: number, day: string, partner: number) {
  const rows = await rowsOf<Record<string, unknown>>(
    tx,
    sql`select s.merchant, s.receiver, s.business, s.rule, s.rule_name, s.ratio, ${sums},
        coalesce((select x.name from merchant x where x.id = s.merchant), '') as merchant_name,
        coalesce((select x.name from merchant x where x.id = s.receiver), '') as receiver_name
      from ${billRecords(type, day, partner)}
      group by s.merchant, s.receiver, s.business, s.rule, s.rule_name, s.ratio
      order by s.merchant, s.business, s.rule`,
  );
  return rows.map((r) => ({
    key: `${r.merchant}-${r.receiver}-${r.business}-${r.rule}-${r.ratio}`,
    merchant: num(r.merchant),
    merchant_name: String(r.merchant_name),
    receiver: num(r.receiver),
    receiver_name: String(r.receiver_name),
    business: String(r.business),
    rule_name: String(r.rule_name),
    ratio: num(r.ratio),
    ...sharesOf(r),
  }));
}

export async function billSerialPage(tx: Tx, type: number, day: string, partner: number, state: number | undefined, limit: number, offset: number) {
  const where = state === undefined ? sql`` : sql` and s.state = ${state}`;
  const rows = await rowsOf<Record<string, unknown>>(
    tx,
    sql`select s.id, s.record_no, s.merchant, s.receiver, s.trade_no, s.business, s.rule_name, s.settle_date, s.trade_amount, s.ratio, s.amount, s.state,
        s.reason, s.finish_time, s.create_time,
        coalesce((select x.name from merchant x where x.id = s.merchant), '') as merchant_name,
        coalesce((select x.name from merchant x where x.id = s.receiver), '') as receiver_name
      from ${billRecords(type, day, partner)}${where}
      order by s.id limit ${limit} offset ${offset}`,
  );
  const [count] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${billRecords(type, day, partner)}${where}`);
  return { rows, total: count?.n ?? 0 };
}

/** Whether `partner` is a partner merchant (the platform's bills and filters name only those). */
export async function isPartner(tx: Tx, partner: number) {
  const [row] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from merchant where id = ${partner} and kind = 'partner'`);
  return (row?.n ?? 0) > 0;
}
