import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { adCategory, adMaterial, adPlan } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

// Every query names the merchant it serves; row-level security and the composite keys (category, plans) stand behind.

const materialColumns = {
  id: adMaterial.id,
  name: adMaterial.name,
  type: adMaterial.type,
  link: adMaterial.link,
  width: adMaterial.width,
  height: adMaterial.height,
  duration: adMaterial.duration,
  category: sql<number>`coalesce(${adMaterial.category}, 0)::int`,
  category_name: sql<string>`coalesce((select c.name from ${adCategory} c where c.merchant = "ad_material"."merchant" and c.id = "ad_material"."category"), '')`,
  plan_count: sql<number>`(select count(*)::int from ${adPlan} p where p.merchant = "ad_material"."merchant" and p.material = "ad_material"."id")`,
  status: adMaterial.status,
  remark: adMaterial.remark,
  create_time: adMaterial.create_time,
  update_time: adMaterial.update_time,
};
export type MaterialRow = NonNullable<Awaited<ReturnType<typeof findMaterial>>>;
export interface MaterialFilter {
  name?: string;
  type?: number;
  category?: number;
  status?: number;
}
const materialWhere = (merchantId: number, f: MaterialFilter): SQL | undefined =>
  and(
    eq(adMaterial.merchant, merchantId),
    f.name ? ilike(adMaterial.name, contains(f.name)) : undefined,
    f.type === undefined ? undefined : eq(adMaterial.type, f.type),
    f.category === undefined ? undefined : eq(adMaterial.category, f.category),
    f.status === undefined ? undefined : eq(adMaterial.status, f.status),
  );

export async function findMaterial(tx: Tx, merchantId: number, id: number, lock?: boolean) {
  const query = tx.select(materialColumns).from(adMaterial).where(and(eq(adMaterial.merchant, merchantId), eq(adMaterial.id, id))).limit(1);
  return (lock ? await query.for('update') : await query)[0];
}
export const materialPage = (tx: Tx, merchantId: number, f: MaterialFilter, limit: number, offset: number) =>
  tx.select(materialColumns).from(adMaterial).where(materialWhere(merchantId, f)).orderBy(desc(adMaterial.id)).limit(limit).offset(offset);
export async function materialTotal(tx: Tx, merchantId: number, f: MaterialFilter) {
  return (await tx.select({ n: count() }).from(adMaterial).where(materialWhere(merchantId, f)))[0]?.n ?? 0;
}
export async function insertMaterial(tx: Tx, values: typeof adMaterial.$inferInsert) {
  const [row] = await tx.insert(adMaterial).values(values).returning({ id: adMaterial.id });
  return row!.id;
}
export const updateMaterial = (tx: Tx, merchantId: number, id: number, values: Partial<typeof adMaterial.$inferInsert>) =>
  tx.update(adMaterial).set({ ...values, update_time: new Date() }).where(and(eq(adMaterial.merchant, merchantId), eq(adMaterial.id, id)));
export const deleteMaterial = (tx: Tx, merchantId: number, id: number) => tx.delete(adMaterial).where(and(eq(adMaterial.merchant, merchantId), eq(adMaterial.id, id)));
/** Option source: the merchant's enabled materials by name or id. */
export const materialOptions = (tx: Tx, merchantId: number, keywords: string | undefined, limit: number) =>
  tx
    .select({ id: adMaterial.id, name: adMaterial.name, type: adMaterial.type })
    .from(adMaterial)
    .where(
      and(
        eq(adMaterial.merchant, merchantId),
        eq(adMaterial.status, 1),
        keywords ? or(ilike(adMaterial.name, contains(keywords)), /^\d+$/.test(keywords) ? eq(adMaterial.id, Number(keywords)) : undefined) : undefined,
      ),
    )
    .orderBy(desc(adMaterial.id))
    .limit(limit);
