import { addDays, CHANNEL_STAT_DAYS, channelPayModes, maskBankAccount, todayInChina, type CallQuery, type calls, type TradeChannel } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import { dayAfter, dayStart, iso } from '../../../shared/time.js';
import * as repository from './channel.repository.js';

/**
 * 支付通道 and 结算通道 as the provider sees them over its scope (docs/decisions.md, "Payment service: transfers, material,
 * risk, channels"). 进件 codes are upper case, trade channels lower case (the routing's rule). Sums are of the last 30
 * UTC+8 days, today included.
 */
const OPENED = 5;
const APPLYING = [1, 2, 4];

const last30 = () => {
  const end = todayInChina();
  const start = addDays(end, -(CHANNEL_STAT_DAYS - 1));
  return { start, end, from: dayStart(start), before: dayAfter(end) };
};

async function uses(db: Database, access: Access, categoryId?: number) {
  const { from, before } = last30();
  const [channels, counts, trades] = await db.tenant(access.scope, async (tx) => [
    await repository.channels(tx, categoryId),
    await repository.applyCounts(tx, access.scope),
    await repository.tradesByChannel(tx, access.scope, from, before),
  ] as const);
  return channels.map((c) => {
    const mine = counts.filter((n) => n.channel === c.code);
    const sum = (statuses: number[]) => mine.filter((n) => statuses.includes(n.status)).reduce((total, n) => total + Number(n.n), 0);
    const trade = trades.find((r) => r.channel === c.code.toLowerCase());
    return {
      ...c,
      pay_modes: [...(channelPayModes[c.code.toLowerCase() as TradeChannel] ?? [])],
      opened: sum([OPENED]),
      applying: sum(APPLYING),
      refused: sum([3, -1]),
      trade_count: trade?.trade_count ?? 0,
      trade_amount: Number(trade?.trade_amount ?? 0),
      fee: Number(trade?.fee ?? 0),
    };
  });
}

export async function channelList(db: Database, access: Access, query: CallQuery<typeof calls.paymentChannelConfigList>) {
  return { row: await uses(db, access, query.category_id) };
}

export async function channel(db: Database, access: Access, code: string) {
  const found = (await uses(db, access)).find((c) => c.code === code.toUpperCase());
  if (!found) throw notFound('支付通道');
  const { start, end, from, before } = last30();
  const [applications, days] = await db.tenant(access.scope, async (tx) => [
    await repository.applicationsOn(tx, access.scope, found.code),
    await repository.channelTradesByDay(tx, access.scope, found.code.toLowerCase(), from, before),
  ] as const);
  const byDay = new Map(days.map((d) => [d.date, d]));
  const row = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const d = byDay.get(date);
    row.push({ date, trade_count: d?.trade_count ?? 0, trade_amount: Number(d?.trade_amount ?? 0), fee: Number(d?.fee ?? 0) });
  }
  return { channel: found, applications: applications.map((a) => ({ ...a, update_time: iso(a.update_time) })), days: row };
}

async function settles(db: Database, access: Access) {
  const { from } = last30();
  const [accounts, sums] = await db.tenant(access.scope, async (tx) => [await repository.settleAccounts(tx, access.scope), await repository.transferSums(tx, access.scope, from)] as const);
  const banks = new Map<string, { bank: string; bank_name: string; merchants: number }>();
  for (const a of accounts) {
    const b = banks.get(a.bank) ?? { bank: a.bank, bank_name: a.bank_name, merchants: 0 };
    b.merchants += 1;
    banks.set(a.bank, b);
  }
  return [...banks.values()].map((b) => {
    const s = sums.find((r) => r.bank_name === b.bank_name);
    return { ...b, paid_count: s?.paid_count ?? 0, paid_amount: Number(s?.paid_amount ?? 0), paying_count: s?.paying_count ?? 0, paying_amount: Number(s?.paying_amount ?? 0) };
  });
}

export async function settleList(db: Database, access: Access) {
  return { row: await settles(db, access) };
}

export async function settle(db: Database, access: Access, bank: string) {
  const found = (await settles(db, access)).find((b) => b.bank === bank);
  if (!found) throw notFound('结算通道');
  const [accounts, transfers] = await db.tenant(access.scope, async (tx) => [await repository.settleAccounts(tx, access.scope, bank), await repository.transfersAt(tx, access.scope, found.bank_name)] as const);
  return {
    channel: found,
    accounts: accounts.map((a) => ({ merchant: a.merchant, merchant_name: a.merchant_name, account_name: a.account_name, account_no: maskBankAccount(a.account_no), branch_name: a.branch_name, approve_time: iso(a.approve_time) })),
    transfers: transfers.map((t) => ({ ...t, create_time: iso(t.create_time) })),
  };
}
