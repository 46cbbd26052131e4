import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { manager, managerOauth, merchant, oauthState } from '../../../db/schema/index.js';

export async function insertState(tx: Tx, values: typeof oauthState.$inferInsert) {
  await tx.insert(oauthState).values(values);
}

/** A started sign-in by the hash of its state, locked until the transaction ends (it is used at most once). */
export async function lockState(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      purpose: oauthState.purpose,
      provider: oauthState.provider,
      manager: oauthState.manager,
      code_verifier: oauthState.code_verifier,
      redirect_uri: oauthState.redirect_uri,
      redirect: oauthState.redirect,
      expired: sql<boolean>`${oauthState.expire_time} <= now()`,
      used: sql<boolean>`${oauthState.use_time} is not null`,
    })
    .from(oauthState)
    .where(eq(oauthState.id, id))
    .for('update');
  return row;
}

/** Marks a state used; its verifier is not needed any more. */
export async function markStateUsed(tx: Tx, id: string) {
  await tx.update(oauthState).set({ use_time: sql`now()`, code_verifier: '' }).where(eq(oauthState.id, id));
}

/** The account bound to a subject, with what a login checks; read with the platform's scope. */
export async function findBoundAccount(tx: Tx, provider: string, subject: string) {
  const [row] = await tx
    .select({
      id: manager.id,
      merchant: manager.merchant,
      account: manager.account,
      status: manager.status,
      merchant_status: merchant.status,
    })
    .from(managerOauth)
    .innerJoin(manager, eq(manager.id, managerOauth.manager))
    .innerJoin(merchant, eq(merchant.id, manager.merchant))
    .where(and(eq(managerOauth.provider, provider), eq(managerOauth.subject, subject)));
  return row;
}

export async function findBinding(tx: Tx, merchantId: number, managerId: number, provider: string) {
  const [row] = await tx
    .select({ subject: managerOauth.subject, subject_name: managerOauth.subject_name, bind_time: managerOauth.bind_time })
    .from(managerOauth)
    .where(and(eq(managerOauth.merchant, merchantId), eq(managerOauth.manager, managerId), eq(managerOauth.provider, provider)));
  return row;
}

/** Binds; answers nothing when the account already has a binding or the subject is bound (to any account). */
export async function insertBinding(tx: Tx, values: { merchant: number; manager: number; provider: string; subject: string; subject_name: string }) {
  const [row] = await tx
    .insert(managerOauth)
    .values(values)
    .onConflictDoNothing()
    .returning({ subject: managerOauth.subject, subject_name: managerOauth.subject_name, bind_time: managerOauth.bind_time });
  return row;
}

export async function deleteBinding(tx: Tx, merchantId: number, managerId: number, provider: string) {
  const [row] = await tx
    .delete(managerOauth)
    .where(and(eq(managerOauth.merchant, merchantId), eq(managerOauth.manager, managerId), eq(managerOauth.provider, provider)))
    .returning({ subject: managerOauth.subject, subject_name: managerOauth.subject_name });
  return row;
}

/** Started sign-ins are kept a day past their expiry, like login challenges. */
export async function pruneStates(tx: Tx) {
  await tx.delete(oauthState).where(sql`${oauthState.expire_time} < now() - interval '1 day'`);
}
