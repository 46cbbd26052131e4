import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { paymentBank, paymentTransferRt, paymentWithdrawApply } from '../../../db/schema/index.js';

// Every query names the merchant it serves; row-level security is the second line.

const applyColumns = {
  id: paymentWithdrawApply.id,
  merchant: paymentWithdrawApply.merchant,
  account_type: paymentWithdrawApply.account_type,
  account_name: paymentWithdrawApply.account_name,
  account_no: paymentWithdrawApply.account_no,
  bank: paymentWithdrawApply.bank,
  bank_name: paymentBank.name,
  branch_name: paymentWithdrawApply.branch_name,
  branch_cnaps: paymentWithdrawApply.branch_cnaps,
  reserved_mobile: paymentWithdrawApply.reserved_mobile,
  proof: paymentWithdrawApply.proof,
  mode: paymentWithdrawApply.mode,
  cycle: paymentWithdrawApply.cycle,
  cycle_day: paymentWithdrawApply.cycle_day,
  min_amount: paymentWithdrawApply.min_amount,
  retain_amount: paymentWithdrawApply.retain_amount,
  remark: paymentWithdrawApply.remark,
  status: paymentWithdrawApply.status,
  reason: paymentWithdrawApply.reason,
  applicant: paymentWithdrawApply.applicant,
  applicant_merchant: paymentWithdrawApply.applicant_merchant,
  auditor: paymentWithdrawApply.auditor,
  audit_time: paymentWithdrawApply.audit_time,
  create_time: paymentWithdrawApply.create_time,
};

export type ApplyRow = Awaited<ReturnType<typeof latest>> & {};

const applies = (tx: Tx) => tx.select(applyColumns).from(paymentWithdrawApply).innerJoin(paymentBank, eq(paymentBank.code, paymentWithdrawApply.bank));

export async function latest(tx: Tx, merchantId: number) {
  const [row] = await applies(tx).where(eq(paymentWithdrawApply.merchant, merchantId)).orderBy(desc(paymentWithdrawApply.id)).limit(1);
  return row;
}

export async function find(tx: Tx, merchantId: number, id: number, options: { lock?: boolean } = {}) {
  const query = applies(tx).where(and(eq(paymentWithdrawApply.merchant, merchantId), eq(paymentWithdrawApply.id, id)));
  const [row] = options.lock ? await query.for('update', { of: paymentWithdrawApply }) : await query;
  return row;
}

export async function pending(tx: Tx, merchantId: number) {
  const [row] = await applies(tx).where(and(eq(paymentWithdrawApply.merchant, merchantId), eq(paymentWithdrawApply.status, 0))).for('update', { of: paymentWithdrawApply });
  return row;
}

type Values = Omit<typeof paymentWithdrawApply.$inferInsert, 'id' | 'create_time' | 'update_time'>;

export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(paymentWithdrawApply).values(values).returning({ id: paymentWithdrawApply.id });
  return row!.id;
}

export const update = (tx: Tx, merchantId: number, id: number, values: Partial<Values>) =>
  tx
    .update(paymentWithdrawApply)
    .set({ ...values, update_time: new Date() })
    .where(and(eq(paymentWithdrawApply.merchant, merchantId), eq(paymentWithdrawApply.id, id)));

/** The settings in force: the approved application the runtime row points at. */
export async function runtime(tx: Tx, merchantId: number) {
  const [row] = await tx
    .select({ apply: applyColumns, approver: paymentTransferRt.approver, approve_time: paymentTransferRt.approve_time })
    .from(paymentTransferRt)
    .innerJoin(paymentWithdrawApply, and(eq(paymentWithdrawApply.merchant, paymentTransferRt.merchant), eq(paymentWithdrawApply.id, paymentTransferRt.apply)))
    .innerJoin(paymentBank, eq(paymentBank.code, paymentWithdrawApply.bank))
    .where(eq(paymentTransferRt.merchant, merchantId));
  return row;
}

export const putRuntime = (tx: Tx, values: { merchant: number; apply: number; approver: string; approve_time: Date }) =>
  tx.insert(paymentTransferRt).values(values).onConflictDoUpdate({ target: paymentTransferRt.merchant, set: { apply: values.apply, approver: values.approver, approve_time: values.approve_time } });
