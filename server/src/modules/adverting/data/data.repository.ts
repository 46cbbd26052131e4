import type { AdStatDimension, AdStatOrder } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

// 广告 › 数据: sums of the partner's daily facts (`ad_stat_daily`). Every query names the merchant (row-level security
// stands behind) and a range of UTC+8 days, so that it reads one range of a `(merchant, …, stat_date)` index.

export interface StatFilter {
  merchant: number;
  start: string;
  end: string;
  plan?: number;
  space?: number;
  advertiser?: number;
  channel_app?: number;
  /** 0: the merchant's own traffic (no provider). */
  provider?: number;
  kind?: number;
  /** A province (xx0000) takes its cities. */
  region?: string;
}

export interface Metrics {
  shows: number;
  clicks: number;
  cost: number;
  provider_income: number;
  income: number;
}

const metricColumns = (d = sql`d`) => sql`coalesce(sum(${d}.shows), 0)::bigint as shows, coalesce(sum(${d}.clicks), 0)::bigint as clicks,
  coalesce(sum(${d}.cost), 0)::bigint as cost, coalesce(sum(${d}.provider_income), 0)::bigint as provider_income`;

const metricsOf = (r: Record<string, unknown>): Metrics => {
  const cost = Number(r.cost ?? 0);
  const provider_income = Number(r.provider_income ?? 0);
  return { shows: Number(r.shows ?? 0), clicks: Number(r.clicks ?? 0), cost, provider_income, income: cost - provider_income };
};

/** The facts' conditions (alias `d`; the plan as `p` when the kind is asked). */
function factWhere(f: StatFilter, start = f.start, end = f.end): SQL {
  const parts: SQL[] = [sql`d.merchant = ${f.merchant}`, sql`d.stat_date between ${start} and ${end}`];
  if (f.plan !== undefined) parts.push(sql`d.plan = ${f.plan}`);
  if (f.space !== undefined) parts.push(sql`d.space = ${f.space}`);
  if (f.advertiser !== undefined) parts.push(sql`d.advertiser = ${f.advertiser}`);
  if (f.channel_app !== undefined) parts.push(sql`d.channel_app = ${f.channel_app}`);
  if (f.provider !== undefined) parts.push(f.provider === 0 ? sql`d.provider is null` : sql`d.provider = ${f.provider}`);
  if (f.kind !== undefined) parts.push(sql`exists (select 1 from ad_plan kp where kp.merchant = d.merchant and kp.id = d.plan and kp.kind = ${f.kind})`);
  if (f.region !== undefined) parts.push(f.region.endsWith('0000') ? sql`left(d.region, 2) = ${f.region.slice(0, 2)}` : sql`d.region = ${f.region}`);
  return sql.join(parts, sql` and `);
}

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/** The totals of the days `start`…`end` (the period, or the previous one). */
export async function totals(tx: Tx, f: StatFilter, start = f.start, end = f.end): Promise<Metrics> {
  const result = await tx.execute(sql`select ${metricColumns()} from ad_stat_daily d where ${factWhere(f, start, end)}`);
  return metricsOf(rowsOf<Record<string, unknown>>(result)[0] ?? {});
}

/** The sums by day (days without facts absent). */
export async function byDay(tx: Tx, f: StatFilter) {
  const result = await tx.execute(sql`select d.stat_date::text as x, ${metricColumns()} from ad_stat_daily d where ${factWhere(f)} group by d.stat_date`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({ x: String(r.x), ...metricsOf(r) }));
}

/**
 * One grouping of the facts: the key, the name and the attributes a page shows. An entity dimension lists the entity's
 * rows (those without facts too, with zeros: a space that sold nothing is news); the others list the groups the
 * facts have (every day of the period for `date`).
 */
interface Grouping {
  /** The source of the rows: `(select … as key, … as name, … as days, metrics…)`. */
  rows: SQL;
}

function grouping(dimension: AdStatDimension, f: StatFilter): Grouping {
  const where = factWhere(f);
  const agg = (key: SQL) => sql`select ${key} as k, count(distinct d.stat_date)::int as days, ${metricColumns()} from ad_stat_daily d where ${where} group by 1`;
  const zero = sql`coalesce(a.days, 0) as days, coalesce(a.shows, 0) as shows, coalesce(a.clicks, 0) as clicks, coalesce(a.cost, 0) as cost, coalesce(a.provider_income, 0) as provider_income`;
  const m = f.merchant;
  switch (dimension) {
    case 'date':
      return { rows: sql`select g.day::date::text as key, g.day::date::text as name, ${zero}
        from generate_series(${f.start}::date, ${f.end}::date, interval '1 day') g(day) left join (${agg(sql`d.stat_date`)}) a on a.k = g.day::date` };
    case 'month':
      return { rows: sql`select a.k as key, a.k as name, a.k as month, ${zero} from (${agg(sql`to_char(d.stat_date, 'YYYY-MM')`)}) a` };
    case 'plan':
      return { rows: sql`select e.id::text as key, e.name, e.kind, e.status, e.advertiser_name, ${zero}
        from ad_plan e left join (${agg(sql`d.plan`)}) a on a.k = e.id
        where e.merchant = ${m} and (a.k is not null or (e.status between 3 and 5 and ${f.plan === undefined && f.space === undefined && f.advertiser === undefined && f.channel_app === undefined && f.provider === undefined && f.region === undefined}))
          ${f.plan !== undefined ? sql`and e.id = ${f.plan}` : sql``} ${f.kind !== undefined ? sql`and e.kind = ${f.kind}` : sql``}` };
    case 'space':
      return { rows: sql`select e.id::text as key, e.name, e.code, e.scene, e.billing, e.status, e.daily_limit, coalesce(tp.name, '自有流量') as provider_name, ${zero}
        from ad_space e left join traffic_provider tp on tp.merchant = e.merchant and tp.id = e.provider left join (${agg(sql`d.space`)}) a on a.k = e.id
        where e.merchant = ${m} ${f.space !== undefined ? sql`and e.id = ${f.space}` : sql``}
          ${f.provider !== undefined ? (f.provider === 0 ? sql`and e.provider is null` : sql`and e.provider = ${f.provider}`) : sql``}` };
    case 'advertiser':
      return { rows: sql`select e.id::text as key, e.name, e.short_name as code, e.status, e.balance, ${zero}
        from ad_advertiser e left join (${agg(sql`d.advertiser`)}) a on a.k = e.id
        where e.merchant = ${m} ${f.advertiser !== undefined ? sql`and e.id = ${f.advertiser}` : sql``}` };
    case 'channel_app':
      return { rows: sql`select e.id::text as key, e.name, e.bundle as code, e.platform, e.status, coalesce(tp.name, '自有流量') as provider_name, ${zero}
        from ad_channel_app e left join traffic_provider tp on tp.merchant = e.merchant and tp.id = e.provider left join (${agg(sql`d.channel_app`)}) a on a.k = e.id
        where e.merchant = ${m} ${f.channel_app !== undefined ? sql`and e.id = ${f.channel_app}` : sql``}` };
    case 'provider':
      // The merchant's own traffic (spaces without a provider) is a row of its own, key 0.
      return { rows: sql`select e.key, e.name, e.type, e.share_rate, e.status, ${zero}
        from (select tp.id as id, tp.id::text as key, tp.name, tp.type, tp.share_rate, tp.status from traffic_provider tp where tp.merchant = ${m}
              union all select 0, '0', '自有流量', 0, 0, 1) e
          left join (${agg(sql`coalesce(d.provider, 0)`)}) a on a.k = e.id
        where true ${f.provider !== undefined ? sql`and e.id = ${f.provider}` : sql``}` };
    case 'settlement':
      return { rows: sql`select a.k as key, coalesce(tp.name, '自有流量') as name, split_part(a.k, ':', 1) as month, tp.type, coalesce(tp.share_rate, 0) as share_rate, ${zero}
        from (${agg(sql`to_char(d.stat_date, 'YYYY-MM') || ':' || coalesce(d.provider, 0)`)}) a
          left join traffic_provider tp on tp.merchant = ${m} and tp.id = split_part(a.k, ':', 2)::bigint` };
    case 'region':
      return { rows: sql`select a.k as key, a.k as name, ${zero} from (${agg(sql`d.region`)}) a` };
    case 'province':
      return { rows: sql`select a.k as key, a.k as name, ${zero} from (${agg(sql`case when d.region = '' then '' else left(d.region, 2) || '0000' end`)}) a` };
    case 'scene':
      return { rows: sql`select a.k::text as key, a.k::text as name, a.k as scene, ${zero}
        from (${agg(sql`(select s.scene from ad_space s where s.merchant = d.merchant and s.id = d.space)`)}) a` };
    case 'billing':
      return { rows: sql`select a.k::text as key, a.k::text as name, a.k as billing, ${zero}
        from (${agg(sql`(select s.billing from ad_space s where s.merchant = d.merchant and s.id = d.space)`)}) a` };
    case 'platform':
      return { rows: sql`select a.k::text as key, a.k::text as name, a.k as platform, ${zero}
        from (${agg(sql`coalesce((select c.platform from ad_channel_app c where c.id = d.channel_app), 0)`)}) a` };
    case 'kind':
      return { rows: sql`select a.k::text as key, a.k::text as name, a.k as kind, ${zero}
        from (${agg(sql`(select p.kind from ad_plan p where p.merchant = d.merchant and p.id = d.plan)`)}) a` };
  }
}

const orders: Record<AdStatOrder, SQL> = {
  shows: sql`g.shows desc, g.cost desc`,
  clicks: sql`g.clicks desc, g.shows desc`,
  cost: sql`g.cost desc, g.shows desc`,
  income: sql`(g.cost - g.provider_income) desc, g.shows desc`,
  key: sql`g.key desc`,
};

export type GroupRow = Metrics & { key: string; name: string; days: number } & Record<string, unknown>;

/** A page of the groups, their count and the sums of them all (`keywords`: a name containing it). */
export async function groups(tx: Tx, dimension: AdStatDimension, f: StatFilter, o: { keywords?: string; order?: AdStatOrder; limit: number; offset: number }) {
  const source = grouping(dimension, f).rows;
  const named = o.keywords ? sql`where g.name ilike ${`%${o.keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``;
  const order = orders[o.order ?? (dimension === 'date' || dimension === 'month' || dimension === 'settlement' ? 'key' : 'cost')];
  const page = await tx.execute(sql`select g.* from (${source}) g ${named} order by ${order}, g.key limit ${o.limit} offset ${o.offset}`);
  const [sum] = rowsOf<Record<string, unknown>>(await tx.execute(sql`select count(*)::int as n, ${metricColumns(sql`g`)} from (${source}) g ${named}`));
  const rows = rowsOf<Record<string, unknown>>(page).map((r) => {
    const row: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(r)) if (v !== null && v !== undefined) row[k] = v;
    for (const k of ['kind', 'status', 'scene', 'billing', 'platform', 'type', 'share_rate', 'daily_limit', 'balance']) if (k in row) row[k] = Number(row[k]);
    return { ...row, key: String(r.key), name: String(r.name ?? ''), days: Number(r.days ?? 0), ...metricsOf(r) } as GroupRow;
  });
  return { rows, total: Number(sum?.n ?? 0), totals: metricsOf(sum ?? {}) };
}

/** 数据看板's counts of what the partner has now. */
export async function board(tx: Tx, merchant: number) {
  const [r] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select
      (select max(stat_date)::text from ad_stat_daily where merchant = ${merchant}) as latest_date,
      (select count(*) from ad_space where merchant = ${merchant})::int as spaces,
      (select count(*) from ad_space where merchant = ${merchant} and status = 1)::int as spaces_enabled,
      (select count(*) from ad_plan where merchant = ${merchant})::int as plans,
      (select count(*) from ad_plan where merchant = ${merchant} and status = 3)::int as plans_running,
      (select count(*) from ad_plan where merchant = ${merchant} and status = 1)::int as plans_pending,
      (select count(*) from ad_plan where merchant = ${merchant} and status = 4)::int as plans_paused,
      (select count(*) from ad_advertiser where merchant = ${merchant})::int as advertisers,
      (select count(*) from ad_advertiser where merchant = ${merchant} and status = 1)::int as advertisers_enabled,
      (select coalesce(sum(balance), 0) from ad_advertiser where merchant = ${merchant})::bigint as balance,
      (select coalesce(sum(amount), 0) from ad_bill where merchant = ${merchant} and status = 0)::bigint as unpaid,
      (select count(*) from traffic_provider where merchant = ${merchant})::int as providers,
      (select count(*) from traffic_provider where merchant = ${merchant} and status = 1)::int as providers_enabled,
      (select count(*) from ad_channel_app where merchant = ${merchant})::int as apps,
      (select count(*) from ad_channel_app where merchant = ${merchant} and status = 1)::int as apps_enabled`),
  );
  const n = (k: string) => Number(r?.[k] ?? 0);
  return {
    latest_date: (r?.latest_date as string | null) ?? '',
    spaces: { total: n('spaces'), enabled: n('spaces_enabled') },
    plans: { total: n('plans'), running: n('plans_running'), pending: n('plans_pending'), paused: n('plans_paused') },
    advertisers: { total: n('advertisers'), enabled: n('advertisers_enabled'), balance: n('balance'), unpaid: n('unpaid') },
    providers: { total: n('providers'), enabled: n('providers_enabled') },
    channel_apps: { total: n('apps'), enabled: n('apps_enabled') },
  };
}
