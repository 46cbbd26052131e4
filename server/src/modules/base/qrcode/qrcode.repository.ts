import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { baseQrcode, baseTerminal } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { cappedTotal } from '../../../shared/paging.js';
import { contains, startsWith } from '../../../shared/text.js';

// Every query names the issuing merchant (the caller's own): tenant-first on (merchant, status, id).

const columns = {
  id: baseQrcode.id,
  merchant: baseQrcode.merchant,
  code: baseQrcode.code,
  name: baseQrcode.name,
  purpose: baseQrcode.purpose,
  bind_merchant: baseQrcode.bind_merchant,
  bind_merchant_name: merchantNameOf(baseQrcode.bind_merchant),
  terminal_sn: baseQrcode.terminal_sn,
  place: baseQrcode.place,
  batch_no: baseQrcode.batch_no,
  status: baseQrcode.status,
  stop_reason: baseQrcode.stop_reason,
  stop_time: baseQrcode.stop_time,
  bind_time: baseQrcode.bind_time,
  remark: baseQrcode.remark,
  creator: baseQrcode.creator,
  create_time: baseQrcode.create_time,
  update_time: baseQrcode.update_time,
};
export type QrcodeRow = Awaited<ReturnType<typeof page>>[number];

export interface Filter {
  merchant: number;
  keywords?: string;
  purpose?: number;
  status?: number;
  bindMerchant?: number;
  batchNo?: string;
}
const where = (f: Filter): SQL | undefined =>
  and(
    eq(baseQrcode.merchant, f.merchant),
    f.status === undefined ? undefined : eq(baseQrcode.status, f.status),
    f.keywords ? or(ilike(baseQrcode.code, startsWith(f.keywords.toUpperCase())), ilike(baseQrcode.name, contains(f.keywords))) : undefined,
    f.purpose ? eq(baseQrcode.purpose, f.purpose) : undefined,
    f.bindMerchant ? eq(baseQrcode.bind_merchant, f.bindMerchant) : undefined,
    f.batchNo ? eq(baseQrcode.batch_no, f.batchNo) : undefined,
  );

/** Newest first; counted up to COUNT_CAP. */
export const page = (tx: Tx, f: Filter, limit: number, offset: number) =>
  tx.select(columns).from(baseQrcode).where(where(f)).orderBy(desc(baseQrcode.id)).limit(limit).offset(offset);
export const total = (tx: Tx, f: Filter) => cappedTotal(tx, baseQrcode, where(f));

export async function find(tx: Tx, merchant: number, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select(columns).from(baseQrcode).where(and(eq(baseQrcode.merchant, merchant), eq(baseQrcode.id, id))).limit(1);
  return (options.lock ? await query.for('update', { of: baseQrcode }) : await query)[0];
}

export interface Values {
  name: string;
  purpose: number;
  bind_merchant: number | null;
  terminal_sn: string;
  place: string;
  remark: string;
}

export async function insert(tx: Tx, rows: (Values & { merchant: number; code: string; status: number; batch_no: string; creator: string; bind_time: Date | null })[]) {
  return tx.insert(baseQrcode).values(rows).returning({ id: baseQrcode.id, code: baseQrcode.code });
}

export async function update(tx: Tx, merchant: number, id: number, values: Partial<Values> & { status?: number; bind_time?: Date | null; stop_reason?: string; stop_time?: Date | null }) {
  await tx.update(baseQrcode).set({ ...values, update_time: sql`now()` }).where(and(eq(baseQrcode.merchant, merchant), eq(baseQrcode.id, id)));
}

/** The terminal `sn` if it is the merchant's. */
export const terminalOf = async (tx: Tx, merchant: number, sn: string) =>
  (await tx.select({ sn: baseTerminal.sn, status: baseTerminal.status }).from(baseTerminal).where(and(eq(baseTerminal.merchant, merchant), eq(baseTerminal.sn, sn))).limit(1))[0];
