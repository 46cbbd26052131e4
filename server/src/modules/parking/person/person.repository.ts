import { sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { contains } from '../../../shared/text.js';

// 个人月卡: the cards of the scope grouped by their holder's mobile. Every query names the merchants it serves (the
// `cards` CTE); row-level security is the second line.

export interface Filter {
  merchants: Scope;
  today: string;
  merchant?: number;
  keywords?: string;
  plate?: string;
  active?: number;
}

const inScope = (column: SQL, scope: Scope) => (scope === 'all' ? sql`true` : scope.length ? sql`${column} in (${sql.join(scope.map((m) => sql`${m}`), sql`, `)})` : sql`false`);

/** The scope's cards (one member's when chosen), and the mobiles the search keeps. */
function cards(f: Filter) {
  const keep: SQL[] = [];
  if (f.keywords) {
    const digits = /^\d{3,11}$/.test(f.keywords);
    keep.push(digits ? sql`(v.holder_name ilike ${contains(f.keywords)} or v.mobile like ${`%${f.keywords}`})` : sql`v.holder_name ilike ${contains(f.keywords)}`);
  }
  if (f.plate) keep.push(sql`exists (select 1 from unnest(v.plates) p where p ilike ${contains(f.plate)})`);
  const searched = keep.length ? sql`and v.mobile in (select v.mobile from c v where ${sql.join(keep, sql` and `)})` : sql``;
  return sql`
    with c as (
      select v.* from parking_vip v where ${inScope(sql`v.merchant`, f.merchants)} ${f.merchant ? sql`and v.merchant = ${f.merchant}` : sql``}
    ), persons as (
      select v.mobile,
        min(v.id)::int as id,
        (array_agg(v.holder_name order by v.create_time desc, v.id desc))[1] as holder_name,
        count(*)::int as cards,
        (count(*) filter (where v.status = 1 and v.end_date >= ${f.today}::date))::int as active_cards,
        count(distinct v.merchant)::int as merchants,
        (min(v.end_date) filter (where v.status = 1 and v.end_date >= ${f.today}::date))::text as next_end_date,
        max(v.create_time) as latest
      from c v
      where true ${searched}
      group by v.mobile
      ${f.active === 1 ? sql`having count(*) filter (where v.status = 1 and v.end_date >= ${f.today}::date) > 0` : f.active === 0 ? sql`having count(*) filter (where v.status = 1 and v.end_date >= ${f.today}::date) = 0` : sql``}
    )`;
}

export interface PersonRow {
  id: number;
  mobile: string;
  holder_name: string;
  cards: number;
  active_cards: number;
  merchants: number;
  next_end_date: string | null;
  plates: string[];
  paid_total: number;
}

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/** One page of persons, the latest card opened first, with their plates and all they paid (opening and renewals). */
export async function page(tx: Tx, f: Filter, limit: number, offset: number): Promise<PersonRow[]> {
  const result = await tx.execute(sql`
    ${cards(f)}
    select p.id, p.mobile, p.holder_name, p.cards, p.active_cards, p.merchants, p.next_end_date,
      coalesce((select array_agg(distinct x order by x) from c v, unnest(v.plates) x where v.mobile = p.mobile), '{}') as plates,
      (select coalesce(sum(r.amount), 0) from parking_vip_renewal r join c v on v.id = r.vip where r.merchant = v.merchant and v.mobile = p.mobile)::float8 as paid_total
    from persons p
    order by p.latest desc, p.id desc
    limit ${limit} offset ${offset}`);
  return rowsOf<PersonRow>(result).map((r) => ({ ...r, paid_total: Number(r.paid_total) }));
}

export async function total(tx: Tx, f: Filter) {
  const result = await tx.execute(sql`${cards(f)} select count(*)::int as n from persons`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** The mobile of a card in the scope (a person's id is their first card's). */
export async function mobileOfCard(tx: Tx, scope: Scope, id: number) {
  const result = await tx.execute(sql`select v.mobile from parking_vip v where v.id = ${id} and ${inScope(sql`v.merchant`, scope)}`);
  return rowsOf<{ mobile: string }>(result)[0]?.mobile;
}

/** What each card of a mobile in the scope was paid (its opening and renewals), by card id. */
export async function paidByCard(tx: Tx, scope: Scope, mobile: string) {
  const result = await tx.execute(sql`
    select v.id::int as id, coalesce(sum(r.amount), 0)::float8 as paid
    from parking_vip v left join parking_vip_renewal r on r.vip = v.id and r.merchant = v.merchant
    where v.mobile = ${mobile} and ${inScope(sql`v.merchant`, scope)}
    group by v.id`);
  return new Map(rowsOf<{ id: number; paid: number }>(result).map((r) => [Number(r.id), Number(r.paid)]));
}
