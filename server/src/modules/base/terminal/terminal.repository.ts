import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { baseTerminal } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { contains, startsWith } from '../../../shared/text.js';

// Every query names the merchants it serves (the caller's scope); row-level security is the second line.

const columns = {
  id: baseTerminal.id,
  sn: baseTerminal.sn,
  type: baseTerminal.type,
  model: baseTerminal.model,
  vendor: baseTerminal.vendor,
  merchant: baseTerminal.merchant,
  merchant_name: merchantNameOf(baseTerminal.merchant),
  place: baseTerminal.place,
  online: baseTerminal.online,
  last_online_time: baseTerminal.last_online_time,
  status: baseTerminal.status,
  bind_time: baseTerminal.bind_time,
  firmware: baseTerminal.firmware,
  remark: baseTerminal.remark,
  create_time: baseTerminal.create_time,
  update_time: baseTerminal.update_time,
};
export type TerminalRow = Awaited<ReturnType<typeof page>>[number];

export interface Filter {
  scope: Scope;
  merchant?: number;
  keywords?: string;
  type?: number;
  online?: boolean;
}
const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(baseTerminal.merchant, f.scope),
    f.merchant ? eq(baseTerminal.merchant, f.merchant) : undefined,
    f.keywords ? or(ilike(baseTerminal.sn, startsWith(f.keywords.toUpperCase())), ilike(baseTerminal.model, contains(f.keywords))) : undefined,
    f.type ? eq(baseTerminal.type, f.type) : undefined,
    f.online === undefined ? undefined : eq(baseTerminal.online, f.online),
  );

/** Newest first, on the (merchant, id) index. */
export const page = (tx: Tx, f: Filter, limit: number, offset: number) =>
  tx.select(columns).from(baseTerminal).where(where(f)).orderBy(desc(baseTerminal.id)).limit(limit).offset(offset);
export const total = async (tx: Tx, f: Filter) => (await tx.select({ n: count() }).from(baseTerminal).where(where(f)))[0]?.n ?? 0;
export const bySn = async (tx: Tx, scope: Scope, sn: string) => (await tx.select(columns).from(baseTerminal).where(and(withinScope(baseTerminal.merchant, scope), eq(baseTerminal.sn, sn))).limit(1))[0];
