import { eq, gte, ilike, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../db/client.js';
import { park } from '../db/schema/index.js';
import { withinScope } from './scope.js';
import { anyPlateContains, contains } from './text.js';

/** The park chosen by its number, as a subquery: lists filter by the park's id, which their indexes hold. */
export const parkIdOf = (parkCode: string) => sql`(select ${park.id} from ${park} where ${park.park_code} = ${parkCode})`;

/** The filters every parking list shares: whose rows, which park, which car and when. */
export interface ParkRowFilter {
  /** The merchants the caller may act for. */
  merchants: Scope;
  /** 所属商户: one of them. */
  merchant?: number;
  /** The park by its number. */
  parkCode?: string;
  /** Part of a plate, typed in any case. */
  plate?: string;
  /** The list's time from … before. */
  from?: Date;
  before?: Date;
}

/** Where a list keeps what `ParkRowFilter` filters by: one plate (`plate`) or a card's plates (`plates`, a text[]). */
export interface ParkRowColumns {
  merchant: PgColumn;
  park: AnyColumn;
  time: AnyColumn;
  plate?: AnyColumn;
  plates?: AnyColumn;
}

/**
 * The conditions of a `ParkRowFilter` on a list's columns, for the list's `and(...)` with its own conditions after
 * them. Every query names the merchants it serves; row-level security is the second line.
 */
export function parkRowConditions(columns: ParkRowColumns, f: ParkRowFilter): (SQL | undefined)[] {
  const plate = (text: string) => (columns.plates ? anyPlateContains(columns.plates, text) : ilike(columns.plate!, contains(text)));
  return [
    withinScope(columns.merchant, f.merchants),
    f.merchant ? eq(columns.merchant, f.merchant) : undefined,
    f.parkCode ? sql`${columns.park} = ${parkIdOf(f.parkCode)}` : undefined,
    f.plate ? plate(f.plate) : undefined,
    f.from ? gte(columns.time, f.from) : undefined,
    f.before ? lt(columns.time, f.before) : undefined,
  ];
}
