import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { paymentBank, paymentBankBranch } from '../../../db/schema/index.js';
import { contains, startsWith } from '../../../shared/text.js';

export const banks = (tx: Tx, keywords?: string) =>
  tx
    .select({ code: paymentBank.code, name: paymentBank.name })
    .from(paymentBank)
    .where(keywords ? or(ilike(paymentBank.name, contains(keywords)), ilike(paymentBank.code, contains(keywords))) : undefined)
    .orderBy(asc(paymentBank.sort), asc(paymentBank.code));

export async function bank(tx: Tx, code: string) {
  const [row] = await tx.select({ code: paymentBank.code, name: paymentBank.name }).from(paymentBank).where(eq(paymentBank.code, code));
  return row;
}

/** A city's adcode names its districts too (440300 → 4403xx): branches are filed by city. */
export const branches = (tx: Tx, filter: { bank: string; keywords?: string; city?: string }, limit: number) =>
  tx
    .select({ cnaps: paymentBankBranch.cnaps, bank: paymentBankBranch.bank, name: paymentBankBranch.name, city: paymentBankBranch.city })
    .from(paymentBankBranch)
    .where(
      and(
        eq(paymentBankBranch.bank, filter.bank),
        filter.city ? eq(paymentBankBranch.city, filter.city) : undefined,
        filter.keywords ? or(ilike(paymentBankBranch.name, contains(filter.keywords)), ilike(paymentBankBranch.cnaps, startsWith(filter.keywords))) : undefined,
      ),
    )
    .orderBy(asc(paymentBankBranch.name))
    .limit(limit);
