import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { parkingKeyCustomer } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { plateVisits } from '../../../shared/plate-visits.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { anyPlateContains, contains } from '../../../shared/text.js';

// Every query names the merchants it serves; row-level security is the second line.

export interface Filter {
  merchants: Scope;
  merchant?: number;
  keywords?: string;
  plate?: string;
  type?: number;
  level?: number;
}

const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(parkingKeyCustomer.merchant, f.merchants),
    f.merchant ? eq(parkingKeyCustomer.merchant, f.merchant) : undefined,
    f.keywords ? or(ilike(parkingKeyCustomer.name, contains(f.keywords)), ilike(parkingKeyCustomer.contact, contains(f.keywords))) : undefined,
    f.plate ? anyPlateContains(parkingKeyCustomer.plates, f.plate) : undefined,
    f.type ? eq(parkingKeyCustomer.type, f.type) : undefined,
    f.level ? eq(parkingKeyCustomer.level, f.level) : undefined,
  );

/** The customer's cars in the merchant's records: since `since`, in the lot now, the latest entry. */
const recordsOf = (since: Date) => plateVisits(parkingKeyCustomer.merchant, parkingKeyCustomer.plates, since);

const select = (tx: Tx, since: Date) =>
  tx
    .select({
      id: parkingKeyCustomer.id,
      merchant: parkingKeyCustomer.merchant,
      merchant_name: merchantNameOf(parkingKeyCustomer.merchant),
      name: parkingKeyCustomer.name,
      type: parkingKeyCustomer.type,
      level: parkingKeyCustomer.level,
      contact: parkingKeyCustomer.contact,
      mobile: parkingKeyCustomer.mobile,
      plates: parkingKeyCustomer.plates,
      remark: parkingKeyCustomer.remark,
      ...recordsOf(since),
      operator: parkingKeyCustomer.operator,
      create_time: parkingKeyCustomer.create_time,
    })
    .from(parkingKeyCustomer);

export type CustomerRow = Awaited<ReturnType<typeof find>> & {};

export function page(tx: Tx, f: Filter, since: Date, limit: number, offset: number) {
  const ids = tx.select({ id: parkingKeyCustomer.id }).from(parkingKeyCustomer).where(where(f)).orderBy(desc(parkingKeyCustomer.create_time), desc(parkingKeyCustomer.id)).limit(limit).offset(offset);
  return select(tx, since).where(amongKeys(parkingKeyCustomer.id, ids)).orderBy(desc(parkingKeyCustomer.create_time), desc(parkingKeyCustomer.id));
}

export const total = (tx: Tx, f: Filter) => exactTotal(tx, parkingKeyCustomer, where(f));

export async function find(tx: Tx, id: number) {
  const [row] = await tx.select().from(parkingKeyCustomer).where(eq(parkingKeyCustomer.id, id)).for('update');
  return row;
}

export async function insert(tx: Tx, values: typeof parkingKeyCustomer.$inferInsert) {
  const [row] = await tx.insert(parkingKeyCustomer).values(values).returning({ id: parkingKeyCustomer.id });
  return row!.id;
}

export const update = (tx: Tx, id: number, values: Partial<typeof parkingKeyCustomer.$inferInsert>) =>
  tx.update(parkingKeyCustomer).set({ ...values, update_time: new Date() }).where(eq(parkingKeyCustomer.id, id));

export const remove = (tx: Tx, id: number) => tx.delete(parkingKeyCustomer).where(eq(parkingKeyCustomer.id, id));
