import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { energyWalletAuth, merchant, wallet, walletRecord } from '../../db/schema/index.js';
import { merchantNameOf } from '../../shared/names.js';
import { cappedTotal } from '../../shared/paging.js';
import { withinScope } from '../../shared/scope.js';
import type { WalletScope } from './wallet.repository.js';

// The carrier's accounts are views of the wallet records (no table of their own): an account is which records it
// takes and the sign each carries; its balance after a record is the running sum of the signs up to it (in time, then
// id), so the balance is always the sum of its flow. docs/decisions.md, "Wallet accounts: 服务费账户 and 机构账户".

export interface Account {
  /** The records of the account (also scoped by the caller's wallets). */
  entries: SQL;
  /** +amount for 入账, −amount for 出账. */
  signed: SQL<number>;
  /** Sub-accounts whose balances run separately (the institutions' wallets), or none (one account). */
  perWallet: boolean;
}

const SERVICE = 'service';
/** The 平台服务费 a carrier's wallets paid (入账) and the refunds of them (出账). */
export const serviceAccount: Account = {
  entries: sql`((${walletRecord.kind} = 2 and ${walletRecord.business} = ${SERVICE}) or (${walletRecord.kind} = 3 and exists (select 1 from ${walletRecord} p where p.id = ${walletRecord.payment} and p.business = ${SERVICE})))`,
  signed: sql<number>`(case when ${walletRecord.kind} = 2 then ${walletRecord.amount} else -${walletRecord.amount} end)`,
  perWallet: false,
};

/** The wallets some energy merchant lets pay for charging (机构钱包, any status). */
const institutionWallet = (column: SQL | typeof wallet.id) => sql`exists (select 1 from ${energyWalletAuth} a where a.wallet = ${column})`;
/** An institution wallet's every record: 充值 and 退款 入账, 支付 出账. */
export const institutionAccount: Account = {
  entries: institutionWallet(sql`${walletRecord.wallet}`),
  signed: sql<number>`(case when ${walletRecord.kind} = 2 then -${walletRecord.amount} else ${walletRecord.amount} end)`,
  perWallet: true,
};

const recordScoped = (s: WalletScope) =>
  and(withinScope(walletRecord.merchant, s.merchants), s.carrier ? sql`${walletRecord.wallet} in (select w.id from ${wallet} w where w.carrier = ${s.carrier})` : undefined);

export interface FlowFilter extends WalletScope {
  wallet?: number;
  merchant?: number;
  direction?: number;
  from: Date;
  before: Date;
}

const directionOf = (account: Account) => sql<number>`(case when ${account.signed} >= 0 then 1 else 2 end)`;

/** The records of the account up to `before` (the running balance needs every earlier one). */
const upTo = (account: Account, f: FlowFilter) =>
  and(recordScoped(f), account.entries, f.wallet ? eq(walletRecord.wallet, f.wallet) : undefined, lt(walletRecord.create_time, f.before));

/** What the page shows of the range: the range, then the merchant and direction (which do not change balances). */
const shown = (account: Account, f: FlowFilter) =>
  and(
    upTo(account, f),
    gte(walletRecord.create_time, f.from),
    f.merchant ? eq(walletRecord.merchant, f.merchant) : undefined,
    f.direction ? sql`${directionOf(account)} = ${f.direction}` : undefined,
  );

const paymentOf = alias(walletRecord, 'payment_of');

/** One page of the flow, newest first, each with the account's balance after it. */
export async function flowPage(tx: Tx, account: Account, f: FlowFilter, limit: number, offset: number) {
  const order = sql`order by ${walletRecord.create_time}, ${walletRecord.id} rows between unbounded preceding and current row`;
  const running = account.perWallet ? sql`sum(${account.signed}) over (partition by ${walletRecord.wallet} ${order})` : sql`sum(${account.signed}) over (${order})`;
  const flow = tx
    .select({
      id: walletRecord.id,
      record_no: walletRecord.record_no,
      direction: directionOf(account).as('flow_direction'),
      kind: walletRecord.kind,
      amount: walletRecord.amount,
      balance_after: sql<string>`${running}`.as('running_balance'),
      wallet: walletRecord.wallet,
      merchant: walletRecord.merchant,
      business: walletRecord.business,
      subject: walletRecord.subject,
      out_no: walletRecord.out_no,
      payment: walletRecord.payment,
      operator: walletRecord.operator,
      create_time: walletRecord.create_time,
      shown: sql<boolean>`${shown(account, f) ?? sql`true`}`.as('flow_shown'),
    })
    .from(walletRecord)
    .where(upTo(account, f))
    .as('flow');
  const rows = await tx
    .select({
      id: flow.id,
      record_no: flow.record_no,
      direction: flow.direction,
      kind: flow.kind,
      amount: flow.amount,
      balance_after: flow.balance_after,
      wallet: flow.wallet,
      wallet_no: sql<string>`coalesce((select w.wallet_no from ${wallet} w where w.id = ${flow.wallet}), '')`,
      merchant: flow.merchant,
      merchant_name: sql<string>`coalesce((select m.name from ${merchant} m where m.id = ${flow.merchant}), '')`,
      business: flow.business,
      subject: flow.subject,
      out_no: flow.out_no,
      payment_no: paymentOf.record_no,
      operator: flow.operator,
      create_time: flow.create_time,
    })
    .from(flow)
    .leftJoin(paymentOf, eq(paymentOf.id, flow.payment))
    .where(sql`${flow.shown}`)
    .orderBy(desc(flow.create_time), desc(flow.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, direction: Number(r.direction), balance_after: Number(r.balance_after) }));
}

export const flowTotal = (tx: Tx, account: Account, f: FlowFilter) => cappedTotal(tx, walletRecord, shown(account, f));

/** All-time balance, the opening balance at `from`, and the range's 入账, 出账 and count. */
export async function flowSums(tx: Tx, account: Account, f: FlowFilter) {
  const inRange = sql`${walletRecord.create_time} >= ${f.from}`;
  const [row] = await tx
    .select({
      balance: sql<string>`coalesce(sum(${account.signed}), 0)::bigint`,
      opening: sql<string>`coalesce(sum(${account.signed}) filter (where ${walletRecord.create_time} < ${f.from}), 0)::bigint`,
      income: sql<string>`coalesce(sum(${walletRecord.amount}) filter (where ${inRange} and ${walletRecord.create_time} < ${f.before} and ${account.signed} >= 0), 0)::bigint`,
      outgo: sql<string>`coalesce(sum(${walletRecord.amount}) filter (where ${inRange} and ${walletRecord.create_time} < ${f.before} and ${account.signed} < 0), 0)::bigint`,
      count: sql<number>`(count(*) filter (where ${inRange} and ${walletRecord.create_time} < ${f.before}))::int`,
    })
    .from(walletRecord)
    .where(and(recordScoped(f), account.entries, f.wallet ? eq(walletRecord.wallet, f.wallet) : undefined));
  return { balance: Number(row!.balance), opening: Number(row!.opening), income: Number(row!.income), outgo: Number(row!.outgo), count: row!.count };
}

const walletScoped = (s: WalletScope) => and(withinScope(wallet.merchant, s.merchants), s.carrier ? eq(wallet.carrier, s.carrier) : undefined);
const institutionWhere = (s: WalletScope, id?: number) => and(walletScoped(s), institutionWallet(wallet.id), id ? eq(wallet.id, id) : undefined);

/** The institution wallets, largest balance first. */
export function institutionPage(tx: Tx, scope: WalletScope, limit: number, offset: number) {
  return tx
    .select({
      wallet: wallet.id,
      wallet_no: wallet.wallet_no,
      merchant: wallet.merchant,
      merchant_name: merchantNameOf(wallet.merchant),
      state: wallet.state,
      balance: wallet.balance,
      alert_balance: wallet.alert_balance,
      recharged: wallet.recharged,
      paid: wallet.paid,
      refunded: wallet.refunded,
      authorized: sql<number>`(select count(*) from ${energyWalletAuth} a where a.wallet = ${wallet.id})::int`,
      enabled_auths: sql<number>`(select count(*) from ${energyWalletAuth} a where a.wallet = ${wallet.id} and a.status = 1)::int`,
    })
    .from(wallet)
    .where(institutionWhere(scope))
    .orderBy(desc(wallet.balance), wallet.id)
    .limit(limit)
    .offset(offset);
}

export async function institutionCount(tx: Tx, scope: WalletScope, id?: number) {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(wallet).where(institutionWhere(scope, id));
  return row!.n;
}
