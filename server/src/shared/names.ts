import { getTableName, sql, type AnyColumn } from 'drizzle-orm';
import { merchant } from '../db/schema/index.js';

/**
 * `"table"."column"`, qualified by hand: drizzle leaves a one-table select's columns bare, and inside a subquery a bare
 * name binds to the inner table's column of that name when it has one (`app.app_id` did).
 */
export const qualified = (column: AnyColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** The name of the merchant a column holds ('' when none), as a correlated subquery of a select list. */
export const merchantNameOf = (column: AnyColumn) => sql<string>`coalesce((select m.name from ${merchant} m where m.id = ${qualified(column)}), '')`;
