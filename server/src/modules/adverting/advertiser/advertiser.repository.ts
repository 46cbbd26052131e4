import { and, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { adAdvertiser, adBill, adFundFlow, merchant } from '../../../db/schema/index.js';
import { contains } from '../../../shared/text.js';

// Every query names whose rows it reads: the partner's (`merchant`) or the advertiser merchant's (`account_merchant`).
// Row-level security (either of the two columns in the transaction's scope) is the second line.

/** Whose rows: the partner's accounts, or the advertiser merchant's own. */
export type Owner = { partner: number } | { account: number };
const ownedBy = (owner: Owner, table: typeof adAdvertiser | typeof adFundFlow | typeof adBill) =>
  'partner' in owner ? eq(table.merchant, owner.partner) : eq(table.account_merchant, owner.account);

const lockable = async <T>(query: { for: (mode: 'update') => Promise<T[]> } & PromiseLike<T[]>, lock?: boolean) => (lock ? await query.for('update') : await query)[0];

// ---- accounts ---------------------------------------------------------------------------------------------------

const advertiserColumns = {
  id: adAdvertiser.id,
  merchant: adAdvertiser.merchant,
  account_merchant: adAdvertiser.account_merchant,
  name: adAdvertiser.name,
  short_name: adAdvertiser.short_name,
  credit_code: adAdvertiser.credit_code,
  industry: adAdvertiser.industry,
  contact_name: adAdvertiser.contact_name,
  contact_mobile: adAdvertiser.contact_mobile,
  contact_email: adAdvertiser.contact_email,
  address: adAdvertiser.address,
  qualifications: adAdvertiser.qualifications,
  status: adAdvertiser.status,
  balance: adAdvertiser.balance,
  recharge_total: adAdvertiser.recharge_total,
  spend_total: adAdvertiser.spend_total,
  cpm_price: adAdvertiser.cpm_price,
  cpc_price: adAdvertiser.cpc_price,
  daily_budget: adAdvertiser.daily_budget,
  remark: adAdvertiser.remark,
  create_time: adAdvertiser.create_time,
  update_time: adAdvertiser.update_time,
};
export type AdvertiserRow = NonNullable<Awaited<ReturnType<typeof findAdvertiser>>>;
export interface AdvertiserFilter {
  keywords?: string;
  status?: number;
  from?: Date;
  before?: Date;
}
const advertiserWhere = (partner: number, f: AdvertiserFilter) =>
  and(
    eq(adAdvertiser.merchant, partner),
    f.keywords ? or(ilike(adAdvertiser.name, contains(f.keywords)), ilike(adAdvertiser.short_name, contains(f.keywords)), ilike(adAdvertiser.contact_name, contains(f.keywords))) : undefined,
    f.status === undefined ? undefined : eq(adAdvertiser.status, f.status),
    f.from ? gte(adAdvertiser.create_time, f.from) : undefined,
    f.before ? lt(adAdvertiser.create_time, f.before) : undefined,
  );

/** One account: by id among the owner's, or (the advertiser's platform) the one linked to the merchant. */
export const findAdvertiser = (tx: Tx, owner: Owner, id: number | null, lock?: boolean) =>
  lockable(
    tx.select(advertiserColumns).from(adAdvertiser).where(and(ownedBy(owner, adAdvertiser), id === null ? undefined : eq(adAdvertiser.id, id))).limit(1),
    lock,
  );
/** Newest first on the (merchant, id) index. */
export const advertiserPage = (tx: Tx, partner: number, f: AdvertiserFilter, limit: number, offset: number) =>
  tx.select(advertiserColumns).from(adAdvertiser).where(advertiserWhere(partner, f)).orderBy(desc(adAdvertiser.id)).limit(limit).offset(offset);
export const advertiserTotal = async (tx: Tx, partner: number, f: AdvertiserFilter) =>
  (await tx.select({ n: count() }).from(adAdvertiser).where(advertiserWhere(partner, f)))[0]?.n ?? 0;
export async function advertiserNameTaken(tx: Tx, partner: number, name: string, except?: number) {
  const [row] = await tx
    .select({ id: adAdvertiser.id })
    .from(adAdvertiser)
    .where(and(eq(adAdvertiser.merchant, partner), sql`lower(${adAdvertiser.name}) = lower(${name})`, except ? sql`${adAdvertiser.id} <> ${except}` : undefined))
    .limit(1);
  return Boolean(row);
}
/** Which account (any partner's) a merchant is already linked to. */
export async function linkedTo(tx: Tx, accountMerchant: number) {
  const [row] = await tx.select({ id: adAdvertiser.id, name: adAdvertiser.name }).from(adAdvertiser).where(eq(adAdvertiser.account_merchant, accountMerchant)).limit(1);
  return row;
}
export async function insertAdvertiser(tx: Tx, values: typeof adAdvertiser.$inferInsert) {
  const [row] = await tx.insert(adAdvertiser).values(values).returning({ id: adAdvertiser.id });
  return row!.id;
}
export const updateAdvertiser = (tx: Tx, owner: Owner, id: number, values: Partial<typeof adAdvertiser.$inferInsert>) =>
  tx.update(adAdvertiser).set({ ...values, update_time: new Date() }).where(and(ownedBy(owner, adAdvertiser), eq(adAdvertiser.id, id)));
/** A newly linked account's flow and bills become the advertiser merchant's too. */
export async function linkMoney(tx: Tx, partner: number, advertiser: number, accountMerchant: number) {
  await tx.update(adFundFlow).set({ account_merchant: accountMerchant }).where(and(eq(adFundFlow.merchant, partner), eq(adFundFlow.advertiser, advertiser)));
  await tx.update(adBill).set({ account_merchant: accountMerchant }).where(and(eq(adBill.merchant, partner), eq(adBill.advertiser, advertiser)));
}

/** Advertiser merchants (kind advertiser) in the transaction's scope that no account links yet, for the picker. */
export const unlinkedAdvertiserMerchants = (tx: Tx, keywords: string | undefined, limit: number) =>
  tx
    .select({ id: merchant.id, name: merchant.name })
    .from(merchant)
    .leftJoin(adAdvertiser, eq(adAdvertiser.account_merchant, merchant.id))
    .where(and(eq(merchant.kind, 'advertiser'), isNull(adAdvertiser.id), keywords ? or(ilike(merchant.name, contains(keywords)), sql`${merchant.id}::text = ${keywords}`) : undefined))
    .orderBy(merchant.id)
    .limit(limit);
export const advertiserOptions = (tx: Tx, partner: number, keywords: string | undefined, limit: number) =>
  tx
    .select({ id: adAdvertiser.id, name: adAdvertiser.name })
    .from(adAdvertiser)
    .where(and(eq(adAdvertiser.merchant, partner), eq(adAdvertiser.status, 1), keywords ? or(ilike(adAdvertiser.name, contains(keywords)), sql`${adAdvertiser.id}::text = ${keywords}`) : undefined))
    .orderBy(desc(adAdvertiser.id))
    .limit(limit);
/** The merchant a link would name, if the transaction may see it. */
export async function merchantOf(tx: Tx, id: number) {
  const [row] = await tx.select({ id: merchant.id, name: merchant.name, kind: merchant.kind }).from(merchant).where(eq(merchant.id, id)).limit(1);
  return row;
}

// ---- fund flow --------------------------------------------------------------------------------------------------

export interface FlowFilter {
  advertiser?: number;
  type?: number;
  method?: number;
  from?: Date;
  before?: Date;
}
const flowWhere = (owner: Owner, f: FlowFilter) =>
  and(
    ownedBy(owner, adFundFlow),
    f.advertiser === undefined ? undefined : eq(adFundFlow.advertiser, f.advertiser),
    f.type === undefined ? undefined : eq(adFundFlow.type, f.type),
    f.method === undefined ? undefined : eq(adFundFlow.method, f.method),
    f.from ? gte(adFundFlow.create_time, f.from) : undefined,
    f.before ? lt(adFundFlow.create_time, f.before) : undefined,
  );
const flowColumns = {
  id: adFundFlow.id,
  advertiser: adFundFlow.advertiser,
  advertiser_name: sql<string>`coalesce((select a.name from ${adAdvertiser} a where a.id = ${adFundFlow.advertiser}), '')`,
  type: adFundFlow.type,
  amount: adFundFlow.amount,
  balance_after: adFundFlow.balance_after,
  method: adFundFlow.method,
  serial_no: adFundFlow.serial_no,
  voucher: adFundFlow.voucher,
  bill: adFundFlow.bill,
  operator: adFundFlow.operator,
  remark: adFundFlow.remark,
  create_time: adFundFlow.create_time,
};
/** Newest first, on (merchant, advertiser, id) or (account_merchant, id). */
export const flowPage = (tx: Tx, owner: Owner, f: FlowFilter, limit: number, offset: number) =>
  tx.select(flowColumns).from(adFundFlow).where(flowWhere(owner, f)).orderBy(desc(adFundFlow.id)).limit(limit).offset(offset);
export const flowTotal = async (tx: Tx, owner: Owner, f: FlowFilter) => (await tx.select({ n: count() }).from(adFundFlow).where(flowWhere(owner, f)))[0]?.n ?? 0;
export async function insertFlow(tx: Tx, values: typeof adFundFlow.$inferInsert) {
  const [row] = await tx.insert(adFundFlow).values(values).returning({ id: adFundFlow.id });
  return row!.id;
}
export async function serialBooked(tx: Tx, partner: number, advertiser: number, serialNo: string) {
  const [row] = await tx
    .select({ id: adFundFlow.id })
    .from(adFundFlow)
    .where(and(eq(adFundFlow.merchant, partner), eq(adFundFlow.advertiser, advertiser), eq(adFundFlow.type, 1), eq(adFundFlow.serial_no, serialNo)))
    .limit(1);
  return row;
}

// ---- bills ------------------------------------------------------------------------------------------------------

export interface BillFilter {
  status?: number;
  startDate?: string;
  endDate?: string;
}
const billWhere = (account: number, f: BillFilter) =>
  and(
    eq(adBill.account_merchant, account),
    f.status === undefined ? undefined : eq(adBill.status, f.status),
    f.startDate ? gte(adBill.bill_date, f.startDate) : undefined,
    f.endDate ? sql`${adBill.bill_date} <= ${f.endDate}` : undefined,
  );
const billColumns = {
  id: adBill.id,
  bill_no: adBill.bill_no,
  bill_date: adBill.bill_date,
  shows: adBill.shows,
  clicks: adBill.clicks,
  amount: adBill.amount,
  status: adBill.status,
  create_time: adBill.create_time,
};
/** Newest day first, on (account_merchant, bill_date). */
export const billPage = (tx: Tx, account: number, f: BillFilter, limit: number, offset: number) =>
  tx.select(billColumns).from(adBill).where(billWhere(account, f)).orderBy(desc(adBill.bill_date), desc(adBill.id)).limit(limit).offset(offset);
export const billTotal = async (tx: Tx, account: number, f: BillFilter) => (await tx.select({ n: count() }).from(adBill).where(billWhere(account, f)))[0]?.n ?? 0;

/** A period's days (one range of the (account_merchant, bill_date) index): shows, clicks and spend per day. */
export const billDays = (tx: Tx, account: number, startDate: string, endDate: string) =>
  tx
    .select({
      x: sql<string>`to_char(${adBill.bill_date}, 'YYYY-MM-DD')`,
      shows: sql<number>`coalesce(sum(${adBill.shows}), 0)::bigint`.mapWith(Number),
      clicks: sql<number>`coalesce(sum(${adBill.clicks}), 0)::bigint`.mapWith(Number),
      spend: sql<number>`coalesce(sum(${adBill.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(adBill)
    .where(billWhere(account, { startDate, endDate }))
    .groupBy(adBill.bill_date);
/** Money recharged in a period (UTC+8 instants). */
export async function rechargeSum(tx: Tx, account: number, from: Date, before: Date) {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${adFundFlow.amount}), 0)::bigint`.mapWith(Number) })
    .from(adFundFlow)
    .where(flowWhere({ account }, { type: 1, from, before }));
  return row?.n ?? 0;
}
