import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { bootstrap } from '../src/seed/bootstrap.js';
import { seedDemo } from '../src/seed/demo.js';

/**
 * The server tests' databases: the global setup (global-setup.ts) builds one database per run, migrated,
 * bootstrapped and demo-seeded, and every test file works on a copy of its own. Building it took most of
 * each file's time; copying it takes a fraction (docs/decisions.md, "Test databases").
 */

/** The demo accounts' password in every test database. */
export const PASSWORD = 'Test-pass-2026';

/** Where the run's template is: a PGlite data directory tarball, or a template database on DATABASE_URL. */
export type DatabaseTemplate = { kind: 'pglite'; tarball: string } | { kind: 'postgres'; url: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** What every test database holds besides the migrations (which the openers run). */
async function seed(db: Database) {
  await bootstrap(db);
  await seedDemo(db, PASSWORD, 'fast');
}

/** `url` with another database name. */
function onDatabase(url: string, name: string) {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Runs one statement (CREATE or DROP DATABASE) on the server's own connection. */
async function onServer(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Builds the run's template (once, in the global setup) and answers it with how to remove it. */
export async function buildTemplate(): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  return url ? buildPostgresTemplate(url) : buildPgliteTemplate();
}

async function buildPgliteTemplate() {
  const dir = mkdtempSync(join(tmpdir(), 'console-test-template-'));
  const remove = async () => rmSync(dir, { recursive: true, force: true });
  try {
    const dataDir = join(dir, 'pglite');
    const db = await openPglite(dataDir);
    await seed(db);
    await db.close();
    // Dumped after a clean shutdown, so that a copy starts without replaying the write-ahead log.
    const client = await PGlite.create(dataDir);
    const dump = await client.dumpDataDir('none');
    await client.close();
    const tarball = join(dir, 'template.tar');
    writeFileSync(tarball, new Uint8Array(await dump.arrayBuffer()));
    rmSync(dataDir, { recursive: true, force: true });
    return { template: { kind: 'pglite' as const, tarball }, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function buildPostgresTemplate(url: string) {
  const name = `console_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(url, `CREATE DATABASE ${name}`);
  const remove = () => onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    // Migrated as the connection's user like any database; the role console_app is the cluster's, the grants,
    // policies and rows are the database's and every copy inherits them.
    const db = await openPostgres(onDatabase(url, name), 2);
    await seed(db);
    await db.close(); // CREATE DATABASE ... TEMPLATE needs the template without connections.
    return { template: { kind: 'postgres' as const, url, name }, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

export interface TestDatabase {
  db: Database;
  /** The copy's connection string on PostgreSQL (for a second connection or process); undefined on PGlite. */
  url: string | undefined;
  /** Removes the copy (PostgreSQL: drops the database); close its connections first. */
  drop: () => Promise<void>;
}

/**
 * A copy of the run's template for one test file: PGlite in memory, or in `pgliteDir` when another process
 * must open it too; on PostgreSQL a new database created from the template.
 */
export async function copyTemplate(options: { pgliteDir?: string } = {}): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  if (!template) throw new Error('no test database template: run the server tests through vitest.config.ts (its global setup builds it)');
  if (template.kind === 'pglite') {
    const db = await openPglite(options.pgliteDir, { loadDataDir: new Blob([readFileSync(template.tarball)]) });
    return { db, url: undefined, drop: async () => {} };
  }
  const name = `console_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(template.url, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  const url = onDatabase(template.url, name);
  const drop = () => onServer(template.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    return { db: await openPostgres(url, 5), url, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
