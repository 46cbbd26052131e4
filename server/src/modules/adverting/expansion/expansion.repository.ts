import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { adAdvertiser, adExpansionDemand } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

// Every query names the partner it serves; row-level security (the partner's merchant only) is the second line and
// the composite foreign key to the partner's advertiser the third.

const columns = {
  id: adExpansionDemand.id,
  title: adExpansionDemand.title,
  advertiser: adExpansionDemand.advertiser,
  advertiser_name: sql<string>`coalesce((select a.name from ${adAdvertiser} a where a.merchant = ${adExpansionDemand.merchant} and a.id = ${adExpansionDemand.advertiser}), '')`,
  regions: adExpansionDemand.regions,
  scenes: adExpansionDemand.scenes,
  daily_shows: adExpansionDemand.daily_shows,
  budget: adExpansionDemand.budget,
  start_date: adExpansionDemand.start_date,
  end_date: adExpansionDemand.end_date,
  description: adExpansionDemand.description,
  status: adExpansionDemand.status,
  audit_remark: adExpansionDemand.audit_remark,
  auditor: adExpansionDemand.auditor,
  audit_time: adExpansionDemand.audit_time,
  creator: adExpansionDemand.creator,
  create_time: adExpansionDemand.create_time,
  update_time: adExpansionDemand.update_time,
};
export type DemandRow = NonNullable<Awaited<ReturnType<typeof findDemand>>>;
export interface DemandFilter {
  keywords?: string;
  advertiser?: number;
  status?: number;
}
const where = (partner: number, f: DemandFilter) =>
  and(
    eq(adExpansionDemand.merchant, partner),
    f.keywords ? ilike(adExpansionDemand.title, contains(f.keywords)) : undefined,
    f.advertiser === undefined ? undefined : eq(adExpansionDemand.advertiser, f.advertiser),
    f.status === undefined ? undefined : eq(adExpansionDemand.status, f.status),
  );

export async function findDemand(tx: Tx, partner: number, id: number, lock?: boolean) {
  const query = tx.select(columns).from(adExpansionDemand).where(and(eq(adExpansionDemand.merchant, partner), eq(adExpansionDemand.id, id))).limit(1);
  return (lock ? await query.for('update') : await query)[0];
}
/** Newest first, on (merchant, id) or (merchant, advertiser, id). */
export const demandPage = (tx: Tx, partner: number, f: DemandFilter, limit: number, offset: number) =>
  tx.select(columns).from(adExpansionDemand).where(where(partner, f)).orderBy(desc(adExpansionDemand.id)).limit(limit).offset(offset);
export const demandTotal = async (tx: Tx, partner: number, f: DemandFilter) => (await tx.select({ n: count() }).from(adExpansionDemand).where(where(partner, f)))[0]?.n ?? 0;
export async function insertDemand(tx: Tx, values: typeof adExpansionDemand.$inferInsert) {
  const [row] = await tx.insert(adExpansionDemand).values(values).returning({ id: adExpansionDemand.id });
  return row!.id;
}
export const updateDemand = (tx: Tx, partner: number, id: number, values: Partial<typeof adExpansionDemand.$inferInsert>) =>
  tx.update(adExpansionDemand).set({ ...values, update_time: new Date() }).where(and(eq(adExpansionDemand.merchant, partner), eq(adExpansionDemand.id, id)));

/** The partner's advertiser a demand names (and whether it may take new demands). */
export async function advertiserOf(tx: Tx, partner: number, id: number) {
  const [row] = await tx.select({ id: adAdvertiser.id, name: adAdvertiser.name, status: adAdvertiser.status }).from(adAdvertiser).where(and(eq(adAdvertiser.merchant, partner), eq(adAdvertiser.id, id))).limit(1);
  return row;
}
