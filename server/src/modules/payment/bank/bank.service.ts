import type { CallQuery, calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter } from '../../../errors.js';
import * as repository from './bank.repository.js';

// The bank directory is reference data: read with the caller's scope (its tables carry no tenant).

export async function banks(db: Database, query: CallQuery<typeof calls.bankList>) {
  return { row: await db.tenant([], (tx) => repository.banks(tx, query.keywords?.trim() || undefined)) };
}

export async function branches(db: Database, query: CallQuery<typeof calls.bankBranchList>) {
  const keywords = query.keywords?.replace(/\s+/g, '') || undefined;
  return { row: await db.tenant([], (tx) => repository.branches(tx, { bank: query.bank, keywords, city: query.city }, query.limit ?? 20)) };
}

/** The bank named by a submission, or a clear refusal (the form picks from `payment/bank/list`). */
export async function knownBank(tx: Tx, code: string) {
  const found = await repository.bank(tx, code);
  if (!found) throw badParameter(`开户银行「${code}」不在银行列表中`, '请从银行列表中选择开户银行');
  return found;
}
