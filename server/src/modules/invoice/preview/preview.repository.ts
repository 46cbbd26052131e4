import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { invoiceApply } from '../../../db/schema/index.js';
import { InvoiceApplyStatus } from '@console/contract';

/** How many of a merchant's applications wait for face verification at the tax bureau (index `merchant, status, id`). */
export async function faceWaiting(tx: Tx, merchantId: number) {
  const [row] = await tx.select({ n: count() }).from(invoiceApply).where(and(eq(invoiceApply.merchant, merchantId), eq(invoiceApply.status, InvoiceApplyStatus.faceVerify)));
  return row?.n ?? 0;
}
