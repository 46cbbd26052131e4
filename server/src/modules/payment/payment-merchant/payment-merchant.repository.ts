import { and, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { merchant, paymentChannelApply, paymentMerchant, paymentRoute, paymentTrade } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { exactTotal } from '../../../shared/paging.js';
import { withinScope } from '../../../shared/scope.js';

// Every query names the merchants it serves; row-level security is the second line.

const p = paymentMerchant;
/** 进件 status 5 已开通 (ChannelApplyStatus.opened). */
const OPENED = 5;

const columns = {
  merchant: p.merchant,
  merchant_name: merchantNameOf(p.merchant),
  partner: p.partner,
  partner_name: merchantNameOf(p.partner),
  short_name: p.short_name,
  industry: p.industry,
  fee_rate: p.fee_rate,
  settle_cycle: p.settle_cycle,
  contact_name: p.contact_name,
  contact_telephone: p.contact_telephone,
  service_phone: p.service_phone,
  remark: p.remark,
  status: p.status,
  channel_count: sql<number>`(select count(*)::int from ${paymentChannelApply} a where a.merchant = ${qualified(p.merchant)} and a.status = ${OPENED})`,
  route_count: sql<number>`(select count(*)::int from ${paymentRoute} r where r.merchant = ${qualified(p.merchant)} and r.status = 1)`,
  create_time: p.create_time,
  update_time: p.update_time,
};

export type ProfileRow = Awaited<ReturnType<typeof find>> & {};

export interface Filter {
  scope: Scope;
  /** The caller's own merchant: never listed among its payment merchants. */
  own: number;
  keywords?: string;
  industry?: string;
  status?: number;
}

const escaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const where = (f: Filter): SQL | undefined => {
  const keywords = f.keywords?.trim();
  return and(
    withinScope(p.merchant, f.scope),
    ne(p.merchant, f.own),
    f.industry ? eq(p.industry, f.industry) : undefined,
    f.status !== undefined ? eq(p.status, f.status) : undefined,
    keywords
      ? or(
          ilike(p.short_name, `%${escaped(keywords)}%`),
          inArray(p.merchant, sqlMerchantsNamed(keywords)),
          /^\d{1,15}$/.test(keywords) ? eq(p.merchant, Number(keywords)) : undefined,
        )
      : undefined,
  );
};

const sqlMerchantsNamed = (keywords: string) => sql`(select m.id from ${merchant} m where m.name ilike ${`%${escaped(keywords)}%`})`;

/** Newest first (a provider's payment merchants are a few hundred at most: offset paging, exact count). */
export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  tx.select(columns).from(p).where(where(filter)).orderBy(desc(p.create_time), desc(p.merchant)).limit(limit).offset(offset);

export const total = (tx: Tx, filter: Filter) => exactTotal(tx, p, where(filter));

export async function find(tx: Tx, merchantId: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(p).where(eq(p.merchant, merchantId));
  const [row] = options.lock ? await query.for('update', { of: p }) : await query;
  return row;
}

export const insert = (tx: Tx, values: typeof paymentMerchant.$inferInsert) => tx.insert(paymentMerchant).values(values);

export const update = (tx: Tx, merchantId: number, values: Partial<typeof paymentMerchant.$inferInsert>) =>
  tx.update(paymentMerchant).set({ ...values, update_time: new Date() }).where(eq(paymentMerchant.merchant, merchantId));

/** The channels whose 进件 is open for the merchant, as trade channel codes (WXPAY → wxpay). */
export const openedChannels = (tx: Tx, merchantId: number) =>
  tx
    .select({ code: paymentChannelApply.channel, apply_no: paymentChannelApply.apply_no })
    .from(paymentChannelApply)
    .where(and(eq(paymentChannelApply.merchant, merchantId), eq(paymentChannelApply.status, OPENED)))
    .orderBy(paymentChannelApply.channel);

/** Successful (and since refunded) trades of one merchant in [from, before). */
export async function tradeSums(tx: Tx, merchantId: number, from: Date, before: Date) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${paymentTrade.amount}), 0)::bigint`,
      fee: sql<string>`coalesce(sum(${paymentTrade.fee}), 0)::bigint`,
      refunded: sql<string>`coalesce(sum(${paymentTrade.refunded}), 0)::bigint`,
    })
    .from(paymentTrade)
    .where(and(eq(paymentTrade.merchant, merchantId), inArray(paymentTrade.state, [2, 3]), gte(paymentTrade.trade_time, from), lt(paymentTrade.trade_time, before)));
  return row!;
}
