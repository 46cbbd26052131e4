import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { paymentMaterialApply } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';

// Every query names the merchants it serves (the caller's scope); row-level security is the second line.

const m = paymentMaterialApply;

export interface Filter {
  merchants: Scope;
  merchant?: number;
  material?: string;
  status?: number;
  applyNo?: string;
}

const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(m.merchant, f.merchants),
    f.merchant !== undefined ? eq(m.merchant, f.merchant) : undefined,
    f.material ? eq(m.material, f.material) : undefined,
    f.status !== undefined ? eq(m.status, f.status) : undefined,
    f.applyNo ? like(m.apply_no, startsWith(f.applyNo)) : undefined,
  );

const columns = {
  id: m.id,
  apply_no: m.apply_no,
  merchant: m.merchant,
  merchant_name: merchantNameOf(m.merchant),
  material: m.material,
  quantity: m.quantity,
  receiver_name: m.receiver_name,
  receiver_mobile: m.receiver_mobile,
  address: m.address,
  remark: m.remark,
  status: m.status,
  reason: m.reason,
  express_company: m.express_company,
  express_no: m.express_no,
  applicant: m.applicant,
  applicant_merchant: m.applicant_merchant,
  auditor: m.auditor,
  audit_time: m.audit_time,
  ship_time: m.ship_time,
  create_time: m.create_time,
};

export type ApplyRow = Awaited<ReturnType<typeof page>>[number];

const order = [desc(m.create_time), desc(m.id)];

export function page(tx: Tx, filter: Filter, limit: number, offset: number) {
  const ids = tx.select({ id: m.id }).from(m).where(where(filter)).orderBy(...order).limit(limit).offset(offset);
  return tx.select(columns).from(m).where(amongKeys(m.id, ids)).orderBy(...order);
}

export const total = (tx: Tx, filter: Filter) => exactTotal(tx, m, where(filter));

export async function find(tx: Tx, merchants: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(m).where(and(withinScope(m.merchant, merchants), eq(m.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export type ApplyValues = Omit<typeof paymentMaterialApply.$inferInsert, 'id' | 'apply_no'>;

/** Numbers read `M` + the UTC+8 day + the id (unique by the id). */
export async function insert(tx: Tx, values: ApplyValues) {
  const result = await tx.execute(sql`select nextval('payment_material_apply_id_seq')::text as id`);
  const id = Number((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
  const created = values.create_time ?? new Date();
  const day = new Date(created.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  const applyNo = `M${day}${String(id).padStart(6, '0')}`;
  await tx.insert(m).values({ id, apply_no: applyNo, ...values });
  return { id, apply_no: applyNo };
}

export const update = (tx: Tx, merchant: number, id: number, values: Partial<ApplyValues>) =>
  tx.update(m).set({ ...values, update_time: new Date() }).where(and(eq(m.merchant, merchant), eq(m.id, id)));
