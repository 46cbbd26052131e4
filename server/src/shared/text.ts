import { sql, type AnyColumn } from 'drizzle-orm';

/** A LIKE pattern matching `text` anywhere; `%`, `_` and `\\` typed by the user are matched as themselves. */
const escaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const contains = (text: string) => `%${escaped(text)}%`;

/** A LIKE pattern matching what starts with `text` (escaped as in `contains`). */
export const startsWith = (text: string) => `${escaped(text)}%`;

/** Whether any element of a text[] column (a monthly card's plates) contains `text` (escaped as in `contains`). */
export const anyPlateContains = (column: AnyColumn, text: string) => sql`exists (select 1 from unnest(${column}) p where p ilike ${contains(text)})`;
