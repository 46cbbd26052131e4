import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import type { TestApp } from './helpers.js';

// What the list-and-audit API tests share (vehicles, the group's vehicles).

export const code = (reply: { body: any }) => reply.body.code;

/** A list call's page of 100 (it must answer 1001 or 1002). */
export const rowsOf = (t: TestApp) => async (token: string, path: string, query: Record<string, unknown> = {}) => {
  const reply = await t.call('GET', path, { token, query: { page_size: 100, ...query } });
  expect([1001, 1002], JSON.stringify(reply.body)).toContain(reply.body.code);
  return reply.body.payload as { row: any[]; paging_header: { total_count: number } };
};

/** The merchants a list's rows belong to, sorted. */
export const merchantsOf = (list: { row: { merchant: number }[] }) => [...new Set(list.row.map((r) => r.merchant))].sort();

/** The audit entries of one target, oldest first. */
export const auditOf = (t: TestApp) => (type: string, id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(asc(auditLog.id)));
