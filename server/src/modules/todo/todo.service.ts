import type { Database, Scope } from '../../db/client.js';

/**
 * Counts one to-do dimension within a scope (since the start of its period, for a dimension with one). Each vertical
 * registers its counters when it lands.
 */
export type TodoCounter = (db: Database, scope: Scope, since?: Date) => Promise<number>;

const counters = new Map<string, TodoCounter>();

export const registerTodoCounter = (dimension: string, counter: TodoCounter) => counters.set(dimension, counter);

export interface TodoDimension {
  dimension: string;
  name: string;
  /** The period the count covers, passed on to the target list (the energy alarm console). */
  days?: number;
}

/**
 * A to-do group of document 1 §3. A dimension whose vertical has not landed has no table to count
 * and answers zero.
 */
export async function todoGroup(db: Database, scope: Scope, title: string, dimensions: TodoDimension[]) {
  const rows = await Promise.all(
    dimensions.map(async ({ dimension, name, days }) => {
      // The period is fixed before counting, so that the target list given these bounds finds what was counted.
      const end = new Date();
      const start = days ? new Date(end.getTime() - days * 86_400_000) : undefined;
      const count = (await counters.get(dimension)?.(db, scope, start)) ?? 0;
      if (!start) return { dimension, name, count };
      return { dimension, name, count, start_time: start.toISOString(), end_time: end.toISOString() };
    }),
  );
  return { data: { title, total_count: rows.reduce((sum, row) => sum + row.count, 0), rows } };
}
