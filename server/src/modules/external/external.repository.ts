import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Scope, Tx } from '../../db/client.js';
import { ENABLED, externalSession, externalTicket, manager, merchant } from '../../db/schema/index.js';
import { merchantNameOf, qualified } from '../../shared/names.js';
import { withinScope } from '../../shared/scope.js';

// Every query names the merchants it serves; row-level security is the second line. The token lookups run in scope
// 'all' (as the console's session lookup): the merchant is what they find out.

const t = externalTicket;

export type TicketInsert = typeof externalTicket.$inferInsert;
export const insertTicket = async (tx: Tx, row: TicketInsert) => (await tx.insert(t).values(row).returning({ id: t.id }))[0]!.id;

export async function ticketByHash(tx: Tx, tokenHash: string) {
  const [row] = await tx.select().from(t).where(eq(t.token_hash, tokenHash)).for('update');
  return row;
}

export async function ticketById(tx: Tx, scope: Scope, id: number) {
  const [row] = await tx
    .select({ ticket: t, merchant_name: merchantNameOf(t.merchant) })
    .from(t)
    .where(and(eq(t.id, id), withinScope(t.merchant, scope)))
    .for('update');
  return row;
}

export const markUsed = (tx: Tx, id: number) => tx.update(t).set({ used_at: sql`now()` }).where(eq(t.id, id));

/** Binds the application submitted through a link; false when one was bound meanwhile. */
export async function bindApply(tx: Tx, id: number, applyNo: string) {
  const rows = await tx.update(t).set({ apply_no: applyNo }).where(and(eq(t.id, id), eq(t.apply_no, ''))).returning({ id: t.id });
  return rows.length === 1;
}

/** Revokes a ticket and ends the sessions opened with it. */
export async function revoke(tx: Tx, id: number) {
  await tx.update(t).set({ revoked_at: sql`now()` }).where(eq(t.id, id));
  await tx.update(externalSession).set({ revoked_at: sql`now()` }).where(and(eq(externalSession.ticket, id), isNull(externalSession.revoked_at)));
}

export const insertSession = (tx: Tx, row: typeof externalSession.$inferInsert) => tx.insert(externalSession).values(row);

const issuerMerchant = alias(merchant, 'issuer_merchant');
const owner = alias(merchant, 'owner');

/** The live grant of a temporary token: session and ticket unexpired and unrevoked, issuer and both merchants enabled. */
export async function liveGrant(tx: Tx, tokenHash: string) {
  const s = externalSession;
  const [row] = await tx
    .select({
      session: s.id,
      ticket: t.id,
      expire_at: s.expire_at,
      scope: t.scope,
      apply_no: t.apply_no,
      merchant: { id: owner.id, name: owner.name },
      issuer: { id: manager.id, account: manager.account, name: manager.name },
      issuer_merchant: { id: issuerMerchant.id, name: issuerMerchant.name, kind: issuerMerchant.kind },
    })
    .from(s)
    .innerJoin(t, eq(t.id, s.ticket))
    .innerJoin(owner, eq(owner.id, t.merchant))
    .innerJoin(manager, eq(manager.id, t.issuer))
    .innerJoin(issuerMerchant, eq(issuerMerchant.id, t.issuer_merchant))
    .where(
      and(
        eq(s.token_hash, tokenHash),
        isNull(s.revoked_at),
        gt(s.expire_at, sql`now()`),
        isNull(t.revoked_at),
        eq(manager.status, ENABLED),
        eq(owner.status, ENABLED),
        eq(issuerMerchant.status, ENABLED),
      ),
    );
  return row;
}

export interface Filter {
  scope: Scope;
  merchant?: number;
  applyNo?: string;
}

export const whereOf = (filter: Filter): SQL | undefined =>
  and(withinScope(t.merchant, filter.scope), filter.merchant ? eq(t.merchant, filter.merchant) : undefined, filter.applyNo ? eq(t.apply_no, filter.applyNo) : undefined);

export const page = (tx: Tx, filter: Filter, limit: number, offset: number) =>
  tx
    .select({
      id: t.id,
      merchant_id: t.merchant,
      merchant_name: merchantNameOf(t.merchant),
      apply_no: t.apply_no,
      issuer: sql<string>`coalesce((select m.name from ${manager} m where m.id = ${qualified(t.issuer)}), '')`,
      expire_at: t.expire_at,
      used_at: t.used_at,
      revoked_at: t.revoked_at,
      create_time: t.create_time,
    })
    .from(t)
    .where(whereOf(filter))
    .orderBy(desc(t.id))
    .limit(limit)
    .offset(offset);
