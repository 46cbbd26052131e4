import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { energyPayment, energyReplenish, energySettlement, energyStation, energyTransfer } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { cappedTotal, exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';
import { dayAfter, dayStart } from '../../../shared/time.js';

// Every query names the merchants it serves; row-level security is the second line. Statements page on
// (merchant, period desc, id desc), payouts on (merchant, create_time desc, id desc); totals are capped.

const settlementColumns = {
  id: energySettlement.id,
  settle_no: energySettlement.settle_no,
  merchant: energySettlement.merchant,
  merchant_name: merchantNameOf(energySettlement.merchant),
  period: energySettlement.period,
  order_count: energySettlement.order_count,
  elec_amount: energySettlement.elec_amount,
  service_amount: energySettlement.service_amount,
  amount: energySettlement.amount,
  fee_rate: energySettlement.fee_rate,
  fee: energySettlement.fee,
  payable: energySettlement.payable,
  create_time: energySettlement.create_time,
  transfer_no: sql<string>`coalesce(${energyTransfer.transfer_no}, '')`,
  transfer_state: sql<number>`coalesce(${energyTransfer.state}, 0)::int`,
  transfer_time: energyTransfer.transfer_time,
  transfer_reason: sql<string>`coalesce(${energyTransfer.reason}, '')`,
  bank_name: sql<string>`coalesce(${energyTransfer.bank_name}, '')`,
  account_name: sql<string>`coalesce(${energyTransfer.account_name}, '')`,
  account_no: sql<string>`coalesce(${energyTransfer.account_no}, '')`,
};

export type SettlementRow = NonNullable<Awaited<ReturnType<typeof findSettlement>>>;

export interface SettlementFilter {
  merchants: Scope;
  merchant?: number;
  settle_no?: string;
  transfer_state?: number;
  /** The statement's day, both ends included (YYYY-MM-DD). */
  start_date?: string;
  end_date?: string;
}

const settlementWhere = (f: SettlementFilter): SQL | undefined =>
  and(
    withinScope(energySettlement.merchant, f.merchants),
    f.merchant ? eq(energySettlement.merchant, f.merchant) : undefined,
    f.settle_no ? ilike(energySettlement.settle_no, startsWith(f.settle_no)) : undefined,
    f.transfer_state !== undefined
      ? sql`exists (select 1 from ${energyTransfer} t where t.settlement = ${qualified(energySettlement.id)} and t.merchant = ${qualified(energySettlement.merchant)} and t.state = ${f.transfer_state})`
      : undefined,
    f.start_date ? gte(energySettlement.period, f.start_date) : undefined,
    f.end_date ? lte(energySettlement.period, f.end_date) : undefined,
  );

const settlements = (tx: Tx) => tx.select(settlementColumns).from(energySettlement).leftJoin(energyTransfer, eq(energyTransfer.settlement, energySettlement.id));

/** The newest day first. */
export const settlementPage = (tx: Tx, filter: SettlementFilter, limit: number, offset: number) =>
  settlements(tx).where(settlementWhere(filter)).orderBy(desc(energySettlement.period), desc(energySettlement.id)).limit(limit).offset(offset);

export const settlementTotal = (tx: Tx, filter: SettlementFilter) => cappedTotal(tx, energySettlement, settlementWhere(filter));

export async function findSettlement(tx: Tx, merchants: Scope, settleNo: string) {
  const [row] = await settlements(tx).where(and(eq(energySettlement.settle_no, settleNo), withinScope(energySettlement.merchant, merchants)));
  return row;
}

/** The payments a statement sums: its merchant's, settled on its day, in settle order. */
const paymentsWhere = (s: Pick<SettlementRow, 'merchant' | 'period'>) =>
  and(eq(energyPayment.merchant, s.merchant), eq(energyPayment.settle_state, 1), gte(energyPayment.settle_time, dayStart(s.period)), lt(energyPayment.settle_time, dayAfter(s.period)));

export const settlementPayments = (tx: Tx, s: Pick<SettlementRow, 'merchant' | 'period'>, limit: number, offset: number) =>
  tx
    .select({
      pay_no: energyPayment.pay_no,
      order_no: energyReplenish.order_no,
      station_code: energyStation.station_code,
      station_name: energyStation.name,
      plate: energyReplenish.plate,
      energy_wh: energyReplenish.energy_wh,
      elec_amount: energyReplenish.elec_amount,
      service_amount: energyReplenish.service_amount,
      amount: energyPayment.amount,
      pay_mode: energyPayment.pay_mode,
      pay_time: energyPayment.pay_time,
      settle_time: energyPayment.settle_time,
    })
    .from(energyPayment)
    .innerJoin(energyReplenish, eq(energyReplenish.id, energyPayment.replenish))
    .innerJoin(energyStation, eq(energyStation.id, energyReplenish.station))
    .where(paymentsWhere(s))
    .orderBy(asc(energyPayment.settle_time), asc(energyPayment.id))
    .limit(limit)
    .offset(offset);

/** A statement has at most a few hundred orders: its count is exact. */
export const settlementPaymentTotal = (tx: Tx, s: Pick<SettlementRow, 'merchant' | 'period'>) => exactTotal(tx, energyPayment, paymentsWhere(s));

// ---- Payouts ------------------------------------------------------------------------------------------------------

const transferColumns = {
  id: energyTransfer.id,
  transfer_no: energyTransfer.transfer_no,
  settle_no: energySettlement.settle_no,
  period: energySettlement.period,
  merchant: energyTransfer.merchant,
  merchant_name: merchantNameOf(energyTransfer.merchant),
  amount: energyTransfer.amount,
  bank_name: energyTransfer.bank_name,
  branch_name: energyTransfer.branch_name,
  account_name: energyTransfer.account_name,
  account_no: energyTransfer.account_no,
  state: energyTransfer.state,
  reason: energyTransfer.reason,
  serial_no: energyTransfer.serial_no,
  transfer_time: energyTransfer.transfer_time,
  order_count: energySettlement.order_count,
  settle_amount: energySettlement.amount,
  fee: energySettlement.fee,
  create_time: energyTransfer.create_time,
  update_time: energyTransfer.update_time,
};

export type TransferRow = NonNullable<Awaited<ReturnType<typeof findTransfer>>>;

export interface TransferFilter {
  merchants: Scope;
  merchant?: number;
  transfer_no?: string;
  settle_no?: string;
  state?: number;
  start_date?: string;
  end_date?: string;
}

const transferWhere = (f: TransferFilter): SQL | undefined => {
  const bySettlement = f.settle_no || f.start_date || f.end_date;
  return and(
    withinScope(energyTransfer.merchant, f.merchants),
    f.merchant ? eq(energyTransfer.merchant, f.merchant) : undefined,
    f.transfer_no ? ilike(energyTransfer.transfer_no, startsWith(f.transfer_no)) : undefined,
    f.state !== undefined ? eq(energyTransfer.state, f.state) : undefined,
    bySettlement
      ? sql`exists (select 1 from ${energySettlement} s where s.id = ${qualified(energyTransfer.settlement)} and s.merchant = ${qualified(energyTransfer.merchant)}
          ${f.settle_no ? sql`and s.settle_no like ${startsWith(f.settle_no)}` : sql``}
          ${f.start_date ? sql`and s.period >= ${f.start_date}` : sql``}
          ${f.end_date ? sql`and s.period <= ${f.end_date}` : sql``})`
      : undefined,
  );
};

const transfers = (tx: Tx) => tx.select(transferColumns).from(energyTransfer).innerJoin(energySettlement, eq(energySettlement.id, energyTransfer.settlement));

export const transferPage = (tx: Tx, filter: TransferFilter, limit: number, offset: number) =>
  transfers(tx).where(transferWhere(filter)).orderBy(desc(energyTransfer.create_time), desc(energyTransfer.id)).limit(limit).offset(offset);

export const transferTotal = (tx: Tx, filter: TransferFilter) => cappedTotal(tx, energyTransfer, transferWhere(filter));

export async function findTransfer(tx: Tx, merchants: Scope, transferNo: string) {
  const [row] = await transfers(tx).where(and(eq(energyTransfer.transfer_no, transferNo), withinScope(energyTransfer.merchant, merchants)));
  return row;
}

// ---- The daily run ----------------------------------------------------------------------------------------------

/**
 * Writes the statements of `day` (YYYY-MM-DD, UTC+8) for the merchants in `merchants` that had payments settled that
 * day and have none yet, each with its payout 待打款 to the withdrawal account in force (copied; empty without one).
 * The fee is `feeRate` basis points of the amount, rounded to the fen. Answers the statements written.
 */
export async function writeDay(tx: Tx, merchants: Scope, day: string, feeRate: number, at: Date) {
  const compact = day.replaceAll('-', '');
  if (merchants !== 'all' && merchants.length === 0) return [];
  const scoped = merchants === 'all' ? sql`` : sql`and p.merchant in (${sql.join(merchants.map((m) => sql`${m}`), sql`, `)})`;
  const result = await tx.execute(sql`
    with sums as (
      select p.merchant, count(*)::int as order_count, sum(r.elec_amount)::int as elec_amount, sum(r.service_amount)::int as service_amount, sum(p.amount)::int as amount
      from energy_payment p join energy_replenish r on r.id = p.replenish
      where p.settle_state = 1 and p.settle_time >= ${dayStart(day)} and p.settle_time < ${dayAfter(day)} ${scoped}
        and not exists (select 1 from energy_settlement e where e.merchant = p.merchant and e.period = ${day})
      group by p.merchant
      order by p.merchant
    ), made as (
      insert into energy_settlement (settle_no, merchant, period, order_count, elec_amount, service_amount, amount, fee_rate, fee, payable, create_time)
      select 'JS' || ${compact} || lpad(nextval('energy_settlement_no_seq')::text, 6, '0'), merchant, ${day}, order_count, elec_amount, service_amount, amount,
        ${feeRate}, round(amount * ${feeRate} / 10000.0)::int, amount - round(amount * ${feeRate} / 10000.0)::int, ${at}
      from sums
      on conflict (merchant, period) do nothing
      returning id, settle_no, merchant, payable
    )
    insert into energy_transfer (transfer_no, merchant, settlement, amount, bank_name, branch_name, account_name, account_no, state, create_time, update_time)
    select 'DK' || ${compact} || lpad(nextval('energy_transfer_no_seq')::text, 6, '0'), m.merchant, m.id, m.payable,
      coalesce(b.name, ''), coalesce(a.branch_name, ''), coalesce(a.account_name, ''), coalesce(a.account_no, ''), 0, ${at}, ${at}
    from made m
      left join payment_transfer_rt rt on rt.merchant = m.merchant
      left join payment_withdraw_apply a on a.merchant = rt.merchant and a.id = rt.apply
      left join payment_bank b on b.code = a.bank
    returning transfer_no, merchant, settlement, amount`);
  return (result as unknown as { rows: { transfer_no: string; merchant: number; settlement: number; amount: number }[] }).rows;
}

type TransferValues = Partial<Omit<typeof energyTransfer.$inferInsert, 'id' | 'create_time'>>;
export const updateTransfer = (tx: Tx, id: number, values: TransferValues) => tx.update(energyTransfer).set({ update_time: new Date(), ...values }).where(eq(energyTransfer.id, id));

export const transfersOf = (tx: Tx, merchants: number[]) =>
  tx.select({ id: energyTransfer.id, merchant: energyTransfer.merchant, period: energySettlement.period, amount: energyTransfer.amount }).from(energyTransfer).innerJoin(energySettlement, eq(energySettlement.id, energyTransfer.settlement)).where(inArray(energyTransfer.merchant, merchants)).orderBy(asc(energySettlement.period), asc(energyTransfer.id));
