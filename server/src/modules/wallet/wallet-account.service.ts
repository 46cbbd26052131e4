import type { CallQuery, calls } from '@console/contract';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { Access } from '../../plugins/access.js';
import { cappedPageOf, listPayload, pageOf } from '../../shared/paging.js';
import { iso } from '../../shared/time.js';
import * as repository from './wallet-account.repository.js';
import type { WalletScope } from './wallet.repository.js';
import { recordDays } from './wallet.service.js';

/**
 * The carrier's accounts (docs/decisions.md, "Wallet accounts: 服务费账户 and 机构账户"): read-only views of the wallet
 * records, so each balance is the sum of its flow and can never go below 0 (a refund returns at most its payment, after
 * it; a wallet's payment is at most its balance).
 *
 * 服务费账户 is always the caller's own: the wallets it carries (the platform too: its own, not every carrier's).
 * 机构账户 are the wallets the caller may read in 钱包商户 (the platform: every carrier's) that an energy merchant in its
 * scope authorised as 机构钱包.
 */

const ownCarrier = (access: Access): WalletScope => ({ merchants: access.scope, carrier: access.merchant.id });
const carried = (access: Access): WalletScope => ({ merchants: access.scope, carrier: access.scope === 'all' ? undefined : access.merchant.id });

type Days = { start_date?: string; end_date?: string };
const shownFlow = ({ create_time, ...r }: Awaited<ReturnType<typeof repository.flowPage>>[number]) => ({ ...r, create_time: iso(create_time) });

async function summary(db: Database, access: Access, account: repository.Account, scope: WalletScope, query: Days & { wallet?: number }) {
  const days = recordDays(query);
  const sums = await db.tenant(access.scope, (tx) => repository.flowSums(tx, account, { ...scope, wallet: query.wallet, from: days.from, before: days.before }));
  return { start_date: days.start, end_date: days.end, ...sums, closing: sums.opening + sums.income - sums.outgo };
}

async function flow(db: Database, access: Access, account: repository.Account, scope: WalletScope, query: Days & { page_index?: number; page_size?: number; wallet?: number; merchant?: number; direction?: number }) {
  const page = cappedPageOf(query);
  const days = recordDays(query);
  const filter: repository.FlowFilter = { ...scope, wallet: query.wallet, merchant: query.merchant, direction: query.direction, from: days.from, before: days.before };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({
    rows: await repository.flowPage(tx, account, filter, page.size, page.offset),
    total: await repository.flowTotal(tx, account, filter),
  }));
  return listPayload(rows.map(shownFlow), total, page);
}

export async function serviceAccount(db: Database, access: Access, query: CallQuery<typeof calls.walletServiceAccount>) {
  return { carrier: access.merchant.id, carrier_name: access.merchant.name, ...(await summary(db, access, repository.serviceAccount, ownCarrier(access), query)) };
}

export const serviceAccountFlow = (db: Database, access: Access, query: CallQuery<typeof calls.walletServiceAccountRecordList>) =>
  flow(db, access, repository.serviceAccount, ownCarrier(access), query);

export async function institutionAccounts(db: Database, access: Access, query: CallQuery<typeof calls.walletInstitutionAccountList>) {
  const page = pageOf(query);
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({
    rows: await repository.institutionPage(tx, carried(access), page.size, page.offset),
    total: await repository.institutionCount(tx, carried(access)),
  }));
  return listPayload(rows, total, page);
}

/** An institution named by the caller must be one of its institution wallets (1404 otherwise, as any wallet it cannot read). */
async function institutionIn(db: Database, access: Access, id: number | undefined) {
  const count = await db.tenant(access.scope, (tx) => repository.institutionCount(tx, carried(access), id));
  if (id && count === 0) throw notFound('机构账户');
  return count;
}

export async function institutionAccount(db: Database, access: Access, query: CallQuery<typeof calls.walletInstitutionAccount>) {
  const institutions = await institutionIn(db, access, query.wallet);
  return { institutions, ...(await summary(db, access, repository.institutionAccount, carried(access), query)) };
}

export async function institutionAccountFlow(db: Database, access: Access, query: CallQuery<typeof calls.walletInstitutionAccountRecordList>) {
  await institutionIn(db, access, query.wallet);
  return flow(db, access, repository.institutionAccount, carried(access), query);
}
