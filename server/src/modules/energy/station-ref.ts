import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope, Tx } from '../../db/client.js';
import { energyStation } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { qualified } from '../../shared/names.js';
import * as stations from './station/station.repository.js';

/** Rows of the station numbered `code` (a station column): one index probe on the unique station code. */
export const atStation = (column: PgColumn, code: string): SQL => sql`${qualified(column)} = (select s.id from ${energyStation} s where s.station_code = ${code})`;

/** The station numbered `code` among the merchants of `scope`, else "not found" (another merchant's is as if absent). */
export async function stationIn(tx: Tx, scope: Scope, code: string) {
  const row = await stations.find(tx, scope, code);
  if (!row) throw notFound('电站');
  return row;
}
