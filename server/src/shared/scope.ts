import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../db/client.js';

/**
 * The rows of the merchants in `scope` (a tenant column): no condition for the platform operator's 'all'. Every query
 * names the merchants it serves; row-level security is the second line.
 */
export const withinScope = (column: PgColumn, scope: Scope): SQL | undefined => (scope === 'all' ? undefined : inArray(column, [...scope]));
