import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/**
 * Queries name their tables (`tx.select().from(park)`); drizzle's relational API (`db.query.park`) is not used, so the
 * connection is made without the schema: typed with all 200-odd tables, every transaction's type made the server's
 * typecheck take 160 s instead of 140 s (docs/decisions.md, "Test run length").
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT>;

/** The merchants a transaction may see: a list of merchant numbers, or every merchant. */
export type Scope = 'all' | readonly number[];

/** The role the server's queries run as; it owns no table, so row-level security binds it. */
export const APP_ROLE = 'console_app';

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction that sees only the rows of `scope`. */
  tenant<T>(scope: Scope, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Subscribes to a notification channel (other server instances' cache invalidations). */
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
  /** Refreshes planner statistics where nothing else does (PGlite has no autovacuum). */
  maintain(): Promise<void>;
  close(): Promise<void>;
}

/** Migrations live beside the source (dev, tests) or are copied beside the bundle (dist). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const found = [join(here, 'migrations'), join(here, 'db', 'migrations')].find((dir) => existsSync(dir));
  if (!found) throw new Error(`migrations folder not found beside ${here}`);
  return found;
}

function scopeSettings(scope: Scope) {
  return scope === 'all'
    ? sql`select set_config('app.all_merchants', 'on', true), set_config('app.merchants', '', true)`
    : sql`select set_config('app.all_merchants', 'off', true), set_config('app.merchants', ${`{${scope.join(',')}}`}, true)`;
}

function withScopes(db: Db) {
  return <T>(scope: Scope, fn: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(scopeSettings(scope));
      return fn(tx as Tx);
    });
}

export interface PgliteOptions {
  /** A data directory tarball (`dumpDataDir`) to start from instead of an empty cluster; `dataDir` must be empty. */
  loadDataDir?: Blob;
}

/** PGlite in `dataDir` (or in memory when `dataDir` is undefined): migrated, then switched to the app role. */
export async function openPglite(dataDir: string | undefined, options: PgliteOptions = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One options object: PGlite ignores the second argument when the first (the directory) is undefined.
  const client = new PGlite({ dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  await client.exec(`SET ROLE ${APP_ROLE}`);
  return {
    kind: 'pglite',
    tenant: withScopes(db as unknown as Db),
    // One process owns a PGlite directory, so there is no other instance to hear from.
    listen: async () => {},
    // ANALYZE needs the owner: the role is switched back for this one exclusive transaction only.
    maintain: () => client.transaction(async (tx) => void (await tx.exec('SET LOCAL ROLE NONE; ANALYZE'))),
    close: () => client.close(),
  };
}

/** PostgreSQL: migrated as the connection's own user, then every pooled connection acts as the app role. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await migratePg(drizzlePg(admin), { migrationsFolder: migrationsFolder() });
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closed (a restart, an administrator, a dropped test database) leaves the
  // pool, which opens another when needed; unhandled, its 'error' event would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection was closed (${error.message}); the pool opens another when needed`));
  pool.on('connect', (connection) => {
    connection.query(`SET ROLE ${APP_ROLE}`).catch(() => connection.release?.(true));
  });
  const db = drizzlePg(pool);
  const listeners: pg.Client[] = [];
  return {
    kind: 'postgres',
    tenant: withScopes(db as unknown as Db),
    async listen(channel, handler) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) handler(message.payload ?? '');
      });
      client.on('error', () => {});
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
    },
    // PostgreSQL's autovacuum keeps the statistics.
    maintain: async () => {},
    async close() {
      await Promise.all(listeners.map((client) => client.end()));
      await pool.end();
    },
  };
}

export function openDatabase(config: { databaseUrl: string; dataDir: string; databasePoolSize: number }): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize)
    : openPglite(join(config.dataDir, 'pglite'));
}
