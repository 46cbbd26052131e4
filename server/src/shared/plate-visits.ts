import { sql, type AnyColumn } from 'drizzle-orm';
import { parkingRecord } from '../db/schema/index.js';
import { qualified } from './names.js';

/**
 * A row's plates in its merchant's parking records (`parking_record_merchant_idx`), as correlated subqueries of a select
 * list: entries since `since`, cars in the lot now, the latest entry. Shared by 重点客户 and 停车会员.
 */
export function plateVisits(merchantColumn: AnyColumn, platesColumn: AnyColumn, since: Date) {
  const m = qualified(merchantColumn);
  const plates = qualified(platesColumn);
  return {
    visits_30d: sql<number>`(select count(*) from ${parkingRecord} r where r.merchant = ${m} and r.entry_time >= ${since.toISOString()}::timestamptz and r.plate = any(${plates}))::int`.mapWith(Number),
    in_lot: sql<number>`(select count(*) from ${parkingRecord} r where r.merchant = ${m} and r.status = 1 and r.plate = any(${plates}))::int`.mapWith(Number),
    last_entry_time: sql<Date | null>`(select max(r.entry_time) from ${parkingRecord} r where r.merchant = ${m} and r.plate = any(${plates}))`.mapWith((v: string | null) => (v ? new Date(v) : null)),
  };
}
