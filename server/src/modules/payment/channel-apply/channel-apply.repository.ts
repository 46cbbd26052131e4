import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { paymentBank, paymentChannel, paymentChannelApply } from '../../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';

// Every query names the merchants it serves; row-level security is the second line.

export const channels = (tx: Tx, categoryId?: number) =>
  tx
    .select({ code: paymentChannel.code, name: paymentChannel.name, category_id: paymentChannel.category_id })
    .from(paymentChannel)
    .where(categoryId ? eq(paymentChannel.category_id, categoryId) : undefined)
    .orderBy(asc(paymentChannel.sort), asc(paymentChannel.code));

export async function channel(tx: Tx, code: string) {
  const [row] = await tx.select({ code: paymentChannel.code, name: paymentChannel.name, category_id: paymentChannel.category_id }).from(paymentChannel).where(eq(paymentChannel.code, code));
  return row;
}

const a = paymentChannelApply;
const columns = {
  id: a.id,
  apply_no: a.apply_no,
  merchant_id: a.merchant,
  merchant_name: merchantNameOf(a.merchant),
  partner_id: a.partner,
  partner_name: merchantNameOf(a.partner),
  channel: a.channel,
  channel_name: sql<string>`coalesce((select c.name from ${paymentChannel} c where c.code = ${qualified(a.channel)}), '')`,
  category_id: a.category_id,
  contract_type: a.contract_type,
  subject_name: a.subject_name,
  licence_no: a.licence_no,
  account_type: a.account_type,
  account_name: a.account_name,
  account_no: a.account_no,
  bank: a.bank,
  bank_name: sql<string>`coalesce((select b.name from ${paymentBank} b where b.code = ${qualified(a.bank)}), '')`,
  branch_name: a.branch_name,
  branch_cnaps: a.branch_cnaps,
  contact_name: a.contact_name,
  contact_telephone: a.contact_telephone,
  remark: a.remark,
  status: a.status,
  reason: a.reason,
  apply_sign_url: a.apply_sign_url,
  contract_no: a.contract_no,
  applicant: a.applicant,
  auditor: a.auditor,
  audit_time: a.audit_time,
  create_time: a.create_time,
  update_time: a.update_time,
};

export type ApplyRow = Awaited<ReturnType<typeof find>> & {};

export interface Filter {
  /** The merchants whose applications are listed (the caller's scope, or its own merchant only). */
  scope: Scope;
  merchant?: number;
  status?: number;
  channel?: string;
  applyNo?: string;
}

const where = (f: Filter, withStatus = true) =>
  and(
    withinScope(a.merchant, f.scope),
    f.merchant ? eq(a.merchant, f.merchant) : undefined,
    withStatus && f.status !== undefined ? eq(a.status, f.status) : undefined,
    f.channel ? eq(a.channel, f.channel) : undefined,
    f.applyNo ? eq(a.apply_no, f.applyNo) : undefined,
  );

export const whereOf = where;

/** Newest first. */
export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  tx.select(columns).from(a).where(where(filter)).orderBy(desc(a.id)).limit(limit).offset(offset);

/** How many in each state (the list's tabs): one row per state present. */
export const countsByStatus = (tx: Tx, filter: Filter) =>
  tx.select({ status: a.status, n: count() }).from(a).where(where(filter, false)).groupBy(a.status);

export async function find(tx: Tx, applyNo: string, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(a).where(eq(a.apply_no, applyNo));
  const [row] = options.lock ? await query.for('update', { of: a }) : await query;
  return row;
}

export async function byChannel(tx: Tx, merchantId: number, channelCode: string) {
  const [row] = await tx.select({ apply_no: a.apply_no }).from(a).where(and(eq(a.merchant, merchantId), eq(a.channel, channelCode)));
  return row;
}

export async function nextId(tx: Tx) {
  const result = await tx.execute(sql`select nextval('payment_channel_apply_id_seq')::text as id`);
  return Number((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
}

type Values = Omit<typeof a.$inferInsert, 'create_time' | 'update_time'>;

export const insert = (tx: Tx, values: Values) => tx.insert(a).values(values);

export const update = (tx: Tx, id: number, values: Partial<Values>) => tx.update(a).set({ ...values, update_time: new Date() }).where(eq(a.id, id));
