import { and, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { energyWalletAuth, wallet } from '../../../db/schema/index.js';
import { cappedTotal } from '../../../shared/paging.js';
import { merchantNameOf } from '../../../shared/names.js';
import { startsWith } from '../../../shared/text.js';

// The energy merchant's own rows (`merchant`); the wallets are read apart, with their owners' scope.

const columns = {
  id: energyWalletAuth.id,
  institution: energyWalletAuth.institution,
  wallet: energyWalletAuth.wallet,
  wallet_no: energyWalletAuth.wallet_no,
  daily_limit: energyWalletAuth.daily_limit,
  status: energyWalletAuth.status,
  notes: energyWalletAuth.notes,
  operator: energyWalletAuth.operator,
  create_time: energyWalletAuth.create_time,
  update_time: energyWalletAuth.update_time,
};
export type AuthRow = Awaited<ReturnType<typeof page>>[number];

export interface Filter {
  merchant: number;
  keywords?: string;
  status?: number;
}

const where = (f: Filter) =>
  and(
    eq(energyWalletAuth.merchant, f.merchant),
    f.status !== undefined ? eq(energyWalletAuth.status, f.status) : undefined,
    f.keywords
      ? or(ilike(energyWalletAuth.wallet_no, startsWith(f.keywords)), /^[0-9]{1,15}$/.test(f.keywords) ? eq(energyWalletAuth.institution, Number(f.keywords)) : undefined)
      : undefined,
  );

export const page = (tx: Tx, f: Filter, limit: number, offset: number) =>
  tx.select(columns).from(energyWalletAuth).where(where(f)).orderBy(desc(energyWalletAuth.create_time), desc(energyWalletAuth.id)).limit(limit).offset(offset);

export const total = (tx: Tx, f: Filter) => cappedTotal(tx, energyWalletAuth, where(f));

export async function find(tx: Tx, merchantId: number, id: number) {
  const [row] = await tx.select(columns).from(energyWalletAuth).where(and(eq(energyWalletAuth.merchant, merchantId), eq(energyWalletAuth.id, id))).for('update', { of: energyWalletAuth });
  return row;
}

/** The wallets named, as their owners' scope lets them be read (the transaction's scope is the owners'). */
export const wallets = (tx: Tx, ids: number[]) =>
  ids.length ? tx.select({ id: wallet.id, merchant_name: merchantNameOf(wallet.merchant), state: wallet.state, balance: wallet.balance }).from(wallet).where(inArray(wallet.id, ids)) : Promise.resolve([]);

/** The institution's wallet numbered `walletNo`, if it is the institution's. */
export async function walletOf(tx: Tx, institution: number, walletNo: string) {
  const [row] = await tx.select({ id: wallet.id, wallet_no: wallet.wallet_no, state: wallet.state }).from(wallet).where(and(eq(wallet.merchant, institution), eq(wallet.wallet_no, walletNo)));
  return row;
}

type Values = Omit<typeof energyWalletAuth.$inferInsert, 'id' | 'create_time' | 'update_time'>;
export async function insert(tx: Tx, values: Values) {
  const [row] = await tx.insert(energyWalletAuth).values(values).returning({ id: energyWalletAuth.id });
  return row!;
}
export const update = (tx: Tx, id: number, values: Partial<Values>) => tx.update(energyWalletAuth).set({ ...values, update_time: new Date() }).where(eq(energyWalletAuth.id, id));
