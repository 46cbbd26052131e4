import { Code, type CallDefinition } from '@console/contract';
import { and, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Database, Tx } from '../db/client.js';
import { idempotencyKey } from '../db/schema/index.js';
import { AppError, badParameter } from '../errors.js';

/** The header a money operation carries (document: DOMAIN.md "Payment and settlement"). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[A-Za-z0-9_-]{8,64}$/;
/** How long a key answers with its first reply. */
const KEPT_HOURS = 24;

/** A money operation's key: whose, which call, the key, and what was asked. */
export interface Idempotency {
  merchant: number;
  call: string;
  key: string;
  hash: string;
}

/** JSON with every object's keys sorted: the same body hashes the same whatever order its fields came in. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(value ?? null);

/** The key of a request to an idempotent call; a missing or malformed header is refused before anything happens. */
export function idempotencyOf(call: CallDefinition, merchant: number, header: unknown, body: unknown): Idempotency {
  const key = typeof header === 'string' ? header.trim() : '';
  if (!KEY.test(key)) {
    throw badParameter(
      key ? '请求头 Idempotency-Key 格式不正确' : '缺少请求头 Idempotency-Key',
      '资金操作需带 8–64 位（字母、数字、- 或 _）的幂等键，同一笔操作重试时使用同一个键',
    );
  }
  return { merchant, call: `${call.method} ${call.path}`, key, hash: createHash('sha256').update(canonical(body)).digest('hex') };
}

/**
 * Runs a money operation once per key, inside the operation's transaction: the first request claims the key, does the
 * work and stores its answer with it (both commit or neither does); a repeat with the same body answers the stored
 * reply without doing anything; with another body it is refused. A concurrent repeat waits on the claim's row lock
 * until the first commits (then answers its reply) or rolls back (then does the work itself).
 */
export async function once<T>(tx: Tx, idempotency: Idempotency | undefined, work: () => Promise<T>): Promise<T> {
  if (!idempotency) throw new Error('once() needs the idempotency of a call declared `idempotent` in the contract');
  const { merchant, call, key, hash } = idempotency;
  const claimed = await tx.insert(idempotencyKey).values({ merchant, call, key, body_hash: hash }).onConflictDoNothing().returning({ key: idempotencyKey.key });
  const same = and(eq(idempotencyKey.merchant, merchant), eq(idempotencyKey.call, call), eq(idempotencyKey.key, key));
  if (claimed.length === 0) {
    const [first] = await tx.select({ body_hash: idempotencyKey.body_hash, reply: idempotencyKey.reply }).from(idempotencyKey).where(same);
    if (first!.body_hash !== hash) throw new AppError(Code.ILLEGAL_TRANSITION, '这个幂等键已用于另一笔不同的操作', '请刷新页面后重新提交；重试同一笔操作时请求内容须与第一次相同');
    return first!.reply as T;
  }
  const reply = await work();
  await tx.update(idempotencyKey).set({ reply: (reply ?? null) as never }).where(same);
  return reply;
}

/** Forgets keys older than a day (the hourly maintenance). */
export const pruneIdempotencyKeys = (db: Database) =>
  db.tenant('all', (tx) => tx.delete(idempotencyKey).where(sql`${idempotencyKey.create_time} < now() - make_interval(hours => ${KEPT_HOURS})`));
