import { COUNT_CAP, type ListPayload } from '@console/contract';
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';
import { badParameter } from '../errors.js';

export interface PageQuery {
  page_index?: number;
  page_size?: number;
}

/** The page of a list query with its defaults (page 1, 20 rows). */
export const pageOf = (query: PageQuery, defaultSize = 20) => {
  const index = query.page_index ?? 1;
  const size = query.page_size ?? defaultSize;
  return { index, size, offset: (index - 1) * size };
};

/** A total as lists count it: exact, or a lower bound when the count stopped at COUNT_CAP rows. */
export interface Total {
  count: number;
  capped: boolean;
}

/** The page of a list counted with `cappedTotal`: pages end at COUNT_CAP rows (a filter narrows the list instead). */
export const cappedPageOf = (query: PageQuery, defaultSize = 20) => {
  const page = pageOf(query, defaultSize);
  if (page.offset >= COUNT_CAP) {
    throw badParameter(`此列表最多翻阅前 ${COUNT_CAP} 条记录`, '请用查询条件（如操作人、时间范围）缩小范围后再查看');
  }
  return page;
};

/**
 * How many rows of `table` match `where`, counting no further than COUNT_CAP: beyond it the reply says "more than",
 * so a list over millions of rows costs at most COUNT_CAP index entries to count.
 */
export async function cappedTotal(tx: Tx, table: PgTable, where: SQL | undefined): Promise<Total> {
  const matching = tx.select({ one: sql`1`.as('one') }).from(table).where(where).limit(COUNT_CAP + 1).as('matching');
  const [row] = await tx.select({ n: count() }).from(matching);
  const n = row?.n ?? 0;
  return n > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count: n, capped: false };
}

/** How many rows of `table` match `where`: for lists that stay small (a merchant's cards, applications, plate lists). */
export async function exactTotal(tx: Tx, table: PgTable, where: SQL | undefined) {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

export const listPayload = <Row>(row: Row[], total: number | Total, page: { index: number; size: number }): ListPayload<Row> => {
  const { count: total_count, capped } = typeof total === 'number' ? { count: total, capped: false } : total;
  return { row, paging_header: { total_count, page_index: page.index, page_size: page.size, ...(capped ? { total_capped: true } : {}) } };
};

/**
 * The deferred join of a list page: `column` among the keys a subquery found (on a tenant-first index alone, so deep
 * pages stay cheap) before any other column is read. `= any(array(...))` makes the key list an init plan that runs
 * first; `in (...)` let the planner pick a semi-join over the whole table without statistics.
 */
export const amongKeys = (column: PgColumn, keys: SQL | SQL.Aliased | { getSQL(): SQL }): SQL => sql`${column} = any(array(${keys}))`;
