import { sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';

// 集团看板's members table: one row per member (the scope's parking merchants other than the caller), each figure a
// correlated sum over the member's tenant-first index range (`parking_order_merchant_idx`, `parking_vip_renewal_time_idx`,
// `parking_record_merchant_idx` and `_in_lot_idx`, `parking_vip_merchant_idx`, `parking_release_pending_idx`).

export interface MemberFilter {
  merchants: Scope;
  /** The caller (a group is not its own member). */
  self: number;
  from: Date;
  before: Date;
  today: string;
  /** The day 30 days on: cards ending up to it are 即将到期. */
  soon: string;
}

export interface MemberFigures {
  merchant: number;
  merchant_name: string;
  parks: number;
  total_space: number;
  in_lot: number;
  temp_count: number;
  temp_paid: number;
  monthly_count: number;
  monthly_amount: number;
  entries: number;
  active_cards: number;
  expiring_cards: number;
  pending_releases: number;
}

export async function members(tx: Tx, f: MemberFilter): Promise<MemberFigures[]> {
  if (f.merchants !== 'all' && f.merchants.length === 0) return [];
  const scoped = f.merchants === 'all' ? sql`true` : sql`m.id in (${sql.join(f.merchants.map((id) => sql`${id}`), sql`, `)})`;
  const from = sql`${f.from.toISOString()}::timestamptz`;
  const before = sql`${f.before.toISOString()}::timestamptz`;
  const result = await tx.execute(sql`
    select m.id::int as merchant, m.name as merchant_name,
      (select count(*) from park p where p.merchant = m.id)::int as parks,
      (select coalesce(sum(p.total_space), 0) from park p where p.merchant = m.id)::int as total_space,
      (select count(*) from parking_record r where r.merchant = m.id and r.status = 1)::int as in_lot,
      (select count(*) from parking_order o where o.merchant = m.id and o.pay_time >= ${from} and o.pay_time < ${before})::int as temp_count,
      (select coalesce(sum(o.paid), 0) from parking_order o where o.merchant = m.id and o.pay_time >= ${from} and o.pay_time < ${before})::float8 as temp_paid,
      (select count(*) from parking_vip_renewal v where v.merchant = m.id and v.create_time >= ${from} and v.create_time < ${before})::int as monthly_count,
      (select coalesce(sum(v.amount), 0) from parking_vip_renewal v where v.merchant = m.id and v.create_time >= ${from} and v.create_time < ${before})::float8 as monthly_amount,
      (select count(*) from parking_record r where r.merchant = m.id and r.entry_time >= ${from} and r.entry_time < ${before})::int as entries,
      (select count(*) from parking_vip c where c.merchant = m.id and c.status = 1 and c.end_date >= ${f.today}::date)::int as active_cards,
      (select count(*) from parking_vip c where c.merchant = m.id and c.status = 1 and c.end_date >= ${f.today}::date and c.end_date <= ${f.soon}::date)::int as expiring_cards,
      (select count(*) from parking_release l where l.merchant = m.id and l.review_status = 0)::int as pending_releases
    from merchant m
    where ${scoped} and m.id <> ${f.self}
      and exists (select 1 from merchant_product mp where mp.merchant = m.id and mp.product = 'parking:merchant:platform')
    order by m.id`);
  return (result as unknown as { rows: MemberFigures[] }).rows.map((r) => ({ ...r, temp_paid: Number(r.temp_paid), monthly_amount: Number(r.monthly_amount) }));
}
