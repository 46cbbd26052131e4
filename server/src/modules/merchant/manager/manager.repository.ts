import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { loginAttempt, loginChallenge, manager, merchant } from '../../../db/schema/index.js';

export async function findByAccount(tx: Tx, account: string) {
  const [row] = await tx
    .select({
      id: manager.id,
      merchant: manager.merchant,
      password_hash: manager.password_hash,
      status: manager.status,
      merchant_status: merchant.status,
    })
    .from(manager)
    .innerJoin(merchant, eq(merchant.id, manager.merchant))
    .where(sql`lower(${manager.account}) = lower(${account})`);
  return row;
}

export async function findPasswordHash(tx: Tx, id: number) {
  const [row] = await tx.select({ password_hash: manager.password_hash }).from(manager).where(eq(manager.id, id));
  return row?.password_hash;
}

export async function updatePassword(tx: Tx, id: number, passwordHash: string) {
  await tx
    .update(manager)
    .set({ password_hash: passwordHash, password_time: sql`now()`, update_time: sql`now()` })
    .where(eq(manager.id, id));
}

export async function recentFailures(tx: Tx, account: string, since: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(loginAttempt)
    .where(
      and(
        eq(loginAttempt.account, account.toLowerCase()),
        eq(loginAttempt.success, false),
        gt(loginAttempt.create_time, sql`${since.toISOString()}::timestamptz`),
      ),
    );
  return row?.n ?? 0;
}

export async function recordAttempt(tx: Tx, account: string, success: boolean, ip: string) {
  await tx.insert(loginAttempt).values({ account: account.toLowerCase(), success, ip });
}

export async function insertChallenge(tx: Tx, id: string, account: string, expireTime: Date) {
  await tx.insert(loginChallenge).values({ id, account: account.toLowerCase(), expire_time: expireTime });
}

export async function setCaptcha(tx: Tx, id: string, captchaHash: string) {
  const rows = await tx
    .update(loginChallenge)
    .set({ captcha_hash: captchaHash })
    .where(and(eq(loginChallenge.id, id), isNull(loginChallenge.use_time), gt(loginChallenge.expire_time, sql`now()`)))
    .returning({ id: loginChallenge.id });
  return rows.length > 0;
}

/** Marks a live challenge used and answers it; a challenge serves one login attempt only. */
export async function consumeChallenge(tx: Tx, id: string) {
  const [row] = await tx
    .update(loginChallenge)
    .set({ use_time: sql`now()` })
    .where(and(eq(loginChallenge.id, id), isNull(loginChallenge.use_time), gt(loginChallenge.expire_time, sql`now()`)))
    .returning({ account: loginChallenge.account, captcha_hash: loginChallenge.captcha_hash });
  return row;
}

/** Old challenges and attempts are kept no longer than the lock window needs (plus a day for audit). */
export async function pruneLoginRecords(tx: Tx) {
  await tx.delete(loginChallenge).where(sql`${loginChallenge.expire_time} < now() - interval '1 day'`);
  await tx.delete(loginAttempt).where(sql`${loginAttempt.create_time} < now() - interval '1 day'`);
}
