import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { invoiceSetting } from '../../../db/schema/index.js';

// 电子发票设置: one row per merchant, its primary key the merchant (the tenant column).

export type SettingRow = typeof invoiceSetting.$inferSelect;
export type SettingValues = Omit<typeof invoiceSetting.$inferInsert, 'merchant' | 'update_time'>;

export async function find(tx: Tx, merchantId: number, options: { lock?: boolean } = {}) {
  const query = tx.select().from(invoiceSetting).where(eq(invoiceSetting.merchant, merchantId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export const upsert = (tx: Tx, merchantId: number, values: SettingValues) =>
  tx
    .insert(invoiceSetting)
    .values({ ...values, merchant: merchantId })
    .onConflictDoUpdate({ target: invoiceSetting.merchant, set: { ...values, update_time: new Date() } });
