import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { adBiddingSetting, adMaterial, adPlan, adPlanSpace, targetingPackage } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchant it serves; row-level security and the composite keys (spaces, package, material)
// stand behind.

interface PlanSpace {
  id: number;
  code: string;
  name: string;
  billing: number;
  floor_price: number;
  material: number;
  status: number;
}

const planColumns = {
  id: adPlan.id,
  kind: adPlan.kind,
  name: adPlan.name,
  advertiser_id: sql<number>`coalesce(${adPlan.advertiser_id}, 0)::bigint`.mapWith(Number),
  advertiser_name: adPlan.advertiser_name,
  spaces: sql<PlanSpace[]>`coalesce((
    select json_agg(json_build_object('id', s.id, 'code', s.code, 'name', s.name, 'billing', s.billing, 'floor_price', s.floor_price,
      'material', s.material, 'status', s.status) order by s.id)
    from ad_plan_space ps join ad_space s on s.merchant = ps.merchant and s.id = ps.space
    where ps.merchant = "ad_plan"."merchant" and ps.plan = "ad_plan"."id"), '[]'::json)`,
  targeting: sql<number>`coalesce(${adPlan.targeting}, 0)::bigint`.mapWith(Number),
  targeting_name: sql<string>`coalesce((select t.name from ${targetingPackage} t where t.merchant = "ad_plan"."merchant" and t.id = "ad_plan"."targeting"), '')`,
  material: sql<number>`coalesce(${adPlan.material}, 0)::bigint`.mapWith(Number),
  material_name: sql<string>`coalesce((select m.name from ${adMaterial} m where m.merchant = "ad_plan"."merchant" and m.id = "ad_plan"."material"), '')`,
  material_type: sql<number>`coalesce((select m.type from ${adMaterial} m where m.merchant = "ad_plan"."merchant" and m.id = "ad_plan"."material"), 0)::int`,
  material_link: sql<string>`coalesce((select m.link from ${adMaterial} m where m.merchant = "ad_plan"."merchant" and m.id = "ad_plan"."material"), '')`,
  start_date: adPlan.start_date,
  end_date: adPlan.end_date,
  hours: adPlan.hours,
  bidding: adPlan.bidding,
  bid_price: adPlan.bid_price,
  daily_budget: adPlan.daily_budget,
  total_budget: adPlan.total_budget,
  landing_url: adPlan.landing_url,
  status: adPlan.status,
  submit_time: adPlan.submit_time,
  audit_time: adPlan.audit_time,
  auditor_name: adPlan.auditor_name,
  audit_remark: adPlan.audit_remark,
  creator_name: adPlan.creator_name,
  remark: adPlan.remark,
  create_time: adPlan.create_time,
  update_time: adPlan.update_time,
};
export type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

export interface PlanFilter {
  kind?: number;
  name?: string;
  advertiser_name?: string;
  space?: number;
  status?: number;
  statuses?: readonly number[];
}
const planWhere = (merchantId: number, f: PlanFilter): SQL | undefined =>
  and(
    eq(adPlan.merchant, merchantId),
    f.kind === undefined ? undefined : eq(adPlan.kind, f.kind),
    f.name ? ilike(adPlan.name, contains(f.name)) : undefined,
    f.advertiser_name ? ilike(adPlan.advertiser_name, contains(f.advertiser_name)) : undefined,
    f.space === undefined
      ? undefined
      : sql`exists (select 1 from ${adPlanSpace} ps where ps.merchant = ${adPlan.merchant} and ps.plan = ${adPlan.id} and ps.space = ${f.space})`,
    f.status === undefined ? undefined : eq(adPlan.status, f.status),
    f.statuses ? inArray(adPlan.status, [...f.statuses]) : undefined,
  );

export async function findPlan(tx: Tx, merchantId: number, id: number, lock?: boolean) {
  if (lock) await tx.select({ id: adPlan.id }).from(adPlan).where(and(eq(adPlan.merchant, merchantId), eq(adPlan.id, id))).for('update');
  const [row] = await tx.select(planColumns).from(adPlan).where(and(eq(adPlan.merchant, merchantId), eq(adPlan.id, id))).limit(1);
  return row;
}
/** Newest first, on the (merchant, kind, id) index. */
export const planPage = (tx: Tx, merchantId: number, f: PlanFilter, limit: number, offset: number) =>
  tx.select(planColumns).from(adPlan).where(planWhere(merchantId, f)).orderBy(desc(adPlan.id)).limit(limit).offset(offset);
/** The audit queue: the longest waiting first; decided plans the latest decided first. */
export const auditPage = (tx: Tx, merchantId: number, f: PlanFilter, pending: boolean, limit: number, offset: number) =>
  tx
    .select(planColumns)
    .from(adPlan)
    .where(planWhere(merchantId, f))
    .orderBy(...(pending ? [asc(adPlan.submit_time), asc(adPlan.id)] : [desc(adPlan.audit_time), desc(adPlan.id)]))
    .limit(limit)
    .offset(offset);
export async function planTotal(tx: Tx, merchantId: number, f: PlanFilter) {
  return (await tx.select({ n: count() }).from(adPlan).where(planWhere(merchantId, f)))[0]?.n ?? 0;
}
export async function insertPlan(tx: Tx, values: typeof adPlan.$inferInsert) {
  const [row] = await tx.insert(adPlan).values(values).returning({ id: adPlan.id });
  return row!.id;
}
export const updatePlan = (tx: Tx, merchantId: number, id: number, values: Partial<typeof adPlan.$inferInsert>) =>
  tx.update(adPlan).set({ ...values, update_time: new Date() }).where(and(eq(adPlan.merchant, merchantId), eq(adPlan.id, id)));
export const deletePlan = (tx: Tx, merchantId: number, id: number) => tx.delete(adPlan).where(and(eq(adPlan.merchant, merchantId), eq(adPlan.id, id)));
/** Replaces a plan's spaces. */
export async function setPlanSpaces(tx: Tx, merchantId: number, plan: number, spaces: readonly number[]) {
  await tx.delete(adPlanSpace).where(and(eq(adPlanSpace.merchant, merchantId), eq(adPlanSpace.plan, plan)));
  if (spaces.length) await tx.insert(adPlanSpace).values(spaces.map((space) => ({ merchant: merchantId, plan, space })));
}

// ---- 竞价设置 ----------------------------------------------------------------------------------------------------

export async function findBidding(tx: Tx, merchantId: number) {
  const [row] = await tx.select().from(adBiddingSetting).where(eq(adBiddingSetting.merchant, merchantId)).limit(1);
  return row;
}
export async function saveBidding(tx: Tx, values: typeof adBiddingSetting.$inferInsert) {
  const { merchant: _merchant, ...changes } = values;
  await tx.insert(adBiddingSetting).values(values).onConflictDoUpdate({ target: adBiddingSetting.merchant, set: { ...changes, update_time: new Date() } });
}
