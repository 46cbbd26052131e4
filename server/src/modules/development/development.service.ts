import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  callList, ERROR_LOG_MAX_DAYS, ERROR_MESSAGE_MAX, ERROR_STACK_MAX, todayInChina, addDays, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database } from '../../db/client.js';
import { migrationsFolder } from '../../db/client.js';
import type { Access } from '../../plugins/access.js';
import type { Client } from '../../plugins/route.js';
import { cappedPageOf, listPayload } from '../../shared/paging.js';
import { boundedDays, dayStart, iso } from '../../shared/time.js';
import * as repository from './development.repository.js';

/**
 * 开发信息 and 错误日志 (docs/decisions.md, "Development tools"): what the server runs on, and the errors users met —
 * reported by the console or recorded by the server's error handler — for the platform's developers to find by seqno.
 */

const startedAt = new Date(Date.now() - Math.round(process.uptime() * 1000));
/** server/package.json's version: beside the bundle (dist/main.js) or three folders up from this source file. */
const serverVersion = (() => {
  for (const path of ['../package.json', '../../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@console/server' && pkg.version) return pkg.version;
    } catch {
      // Not at this place: try the next.
    }
  }
  return '';
})();

/** The migrations the server applied at start (it does not serve before they all ran): the journal's entries. */
function migrationJournal() {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const latest = journal.entries.at(-1);
  return { migrations: journal.entries.length, latest_migration: latest?.tag ?? '', latest_migration_time: latest ? iso(new Date(latest.when)) : '' };
}

export async function info(db: Database, access: Access, logLevel: string) {
  const today = todayInChina();
  const [version, errors] = await db.tenant(access.scope, async (tx) => [
    await repository.databaseVersion(tx),
    await repository.countsSince(tx, access.scope, dayStart(today), dayStart(addDays(today, -6))),
  ] as const);
  const memory = process.memoryUsage();
  return {
    server: {
      version: serverVersion,
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      started_at: iso(startedAt),
      uptime_seconds: Math.floor(process.uptime()),
      memory_rss: memory.rss,
      heap_used: memory.heapUsed,
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
    database: { kind: db.kind === 'pglite' ? 'PGlite（内嵌）' : 'PostgreSQL', version, ...migrationJournal() },
    api: { calls: callList.length, log_level: logLevel },
    errors,
  };
}

/** Cuts a text to `max` characters (a report is kept, not refused, when it is long). */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export async function report(db: Database, access: Access, client: Client, body: CallBody<typeof calls.developmentErrorReport>) {
  await db.tenant(access.scope, (tx) =>
    repository.insert(tx, {
      merchant: access.merchant.id,
      manager: access.manager.id,
      manager_name: access.manager.name || access.manager.account,
      kind: body.kind,
      message: cut(body.message.trim() || '（空）', ERROR_MESSAGE_MAX),
      stack: cut(body.stack ?? '', ERROR_STACK_MAX),
      page: cut(body.page, 500),
      release: body.release ?? '',
      user_agent: cut(client.userAgent, 300),
      ip: client.ip,
    }),
  );
  return null;
}

/**
 * The server's own unexpected failure (answered 1500 with `seqno`): kept beside the console's reports so that a seqno a
 * user quotes finds its stack. Only for signed-in callers (the row belongs to their merchant). Never throws.
 */
export async function recordServerError(db: Database, access: Access, client: Client, seqno: string, call: string, error: Error) {
  try {
    await db.tenant(access.scope, (tx) =>
      repository.insert(tx, {
        merchant: access.merchant.id,
        manager: access.manager.id,
        manager_name: access.manager.name || access.manager.account,
        kind: 'server',
        message: cut(`${error.name}: ${error.message}`.trim(), ERROR_MESSAGE_MAX),
        stack: cut(error.stack ?? '', ERROR_STACK_MAX),
        page: cut(call, 500),
        seqno,
        user_agent: cut(client.userAgent, 300),
        ip: client.ip,
      }),
    );
  } catch {
    // The failure itself is in the log with its seqno; a second failure must not hide the first.
  }
}

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.developmentErrorList>) {
  const page = cappedPageOf(query);
  const days = boundedDays(query, 7, ERROR_LOG_MAX_DAYS, '时间');
  const filter: repository.ErrorFilter = {
    kind: query.kind,
    keywords: query.keywords?.trim() || undefined,
    seqno: query.seqno?.trim() || undefined,
    managerName: query.manager_name?.trim() || undefined,
    merchant: query.merchant,
    from: days.from,
    before: days.before,
  };
  const [rows, total] = await db.tenant(access.scope, async (tx) => [await repository.page(tx, access.scope, filter, page.size, page.offset), await repository.total(tx, access.scope, filter)] as const);
  return listPayload(rows.map((row) => ({ ...row, create_time: iso(row.create_time) })), total, page);
}
