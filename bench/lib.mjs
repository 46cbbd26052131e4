// What the bench scripts share: child processes (pinned to CPU 1 on a multi-core machine), the server
// bundle, a fresh database (PGlite in a temporary DATA_DIR, or `console_bench` on DATABASE_URL) seeded with
// the demo tenants and bulk messages, and a small HTTP client that logs in like the console.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from '../scripts/lib.mjs';

export const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, '..');

export const HOST = '127.0.0.1';
export const PASSWORD = 'Bench-pass-2026';
export const MERCHANT = 100101; // the demo merchant of `parking-merchant`
export const BENCH_DB = 'console_bench';
const START_TIMEOUT_MS = 120_000;
export const KEEP = process.env.BENCH_KEEP === '1'; // keep the temporary data dir / database for inspection

// ---------------------------------------------------------------------------------------------
// Child processes: every one is tracked and killed at the end, on error and on Ctrl-C.

const children = new Set();
export const tempDirs = new Set();

export function killAll(signal = 'SIGKILL') {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}
process.on('exit', () => {
  killAll();
  if (!KEEP) for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

/** Starts `node script` in the repo root and resolves once its stdout matches `ready`. */
// On a machine with two or more cores the servers run on CPU 1 and the load generator (this process) on
// CPU 0, so that neither steals the other's core at random: unpinned, the ratios swing by ±30 % run to run.
export const PIN = cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
if (PIN) spawnSync('taskset', ['-a', '-cp', '0', String(process.pid)], { stdio: 'ignore' });

export function startChild(name, script, env, ready) {
  return new Promise((resolvePromise, reject) => {
    const [command, args] = PIN ? ['taskset', ['-c', '1', process.execPath, script]] : [process.execPath, [script]];
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    let settled = false;
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-8000);
      if (!settled && ready.test(output)) {
        settled = true;
        clearTimeout(timer);
        resolvePromise({ child, output: () => output });
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const fail = (why) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${name}: ${why}\n--- output ---\n${output}`));
    };
    const timer = setTimeout(() => fail(`not ready within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    child.on('error', (err) => fail(err.message));
    child.on('exit', (code, signal) => {
      children.delete(child);
      fail(`exited early (code ${code}, signal ${signal})`);
    });
  });
}

/** SIGTERM (the server closes its database cleanly), SIGKILL after 10 s. */
export async function stopChild({ child }) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

// ---------------------------------------------------------------------------------------------
// The server bundle

export function ensureServerBuilt() {
  const bundle = join(root, 'server/dist/main.js');
  const sources = [join(root, 'server/src'), join(root, 'packages/contract/src')];
  if (!isStale(bundle, ...sources)) return bundle;
  console.log('building the server bundle (npm run build -w server) ...');
  const result = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(bundle)) throw new Error('server build failed');
  return bundle;
}

export function startServer(bundle, { port, dataDir, databaseUrl }) {
  return startChild(
    'server',
    bundle,
    {
      ...process.env,
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
    },
    /商户管理平台已启动/,
  );
}

// ---------------------------------------------------------------------------------------------
// The database: migrated and demo-seeded by a first server start, then 100,000 messages added.

const insertMessages = (count) => `
  INSERT INTO message (merchant, app_id, title, body, link, read_status, create_time, update_time)
  SELECT ${MERCHANT}, '', '压测消息 #' || g, '第 ' || g || ' 条压测消息的正文，用于消息列表的性能测试。', '',
         CASE WHEN g % 4 = 0 THEN 0 ELSE 1 END,
         timestamptz '2026-02-01 00:00:00+00' + g * interval '1 minute',
         timestamptz '2026-02-01 00:00:00+00' + g * interval '1 minute'
  FROM generate_series(1, ${count}) AS g`;
const countMessages = `SELECT count(*)::int AS n FROM message WHERE merchant = ${MERCHANT}`;

/** Adds `count` messages for MERCHANT on a superuser connection (row-level security does not bind it). */
async function seedMessages(run, count) {
  const started = Date.now();
  await run(insertMessages(count));
  // A long-running database would have been vacuumed and analysed by now (PGlite has no autovacuum).
  await run('VACUUM ANALYZE message');
  const { rows } = await run(countMessages);
  console.log(`  ${count.toLocaleString('en')} messages inserted (merchant ${MERCHANT} now has ${rows[0].n}) in ${Date.now() - started} ms`);
}

export async function preparePostgres(url) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${BENCH_DB}`;
  return {
    kind: 'postgres',
    databaseUrl: target.toString(),
    async seed(count) {
      const client = new pg.Client({ connectionString: target.toString() });
      await client.connect();
      try {
        await seedMessages((text) => client.query(text), count);
      } finally {
        await client.end();
      }
    },
    async drop() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export async function preparePglite(dataDir) {
  return {
    kind: 'pglite',
    databaseUrl: '',
    async seed(count) {
      // Only one process may open a PGlite directory: the server is stopped while this runs.
      const { PGlite } = await import('@electric-sql/pglite');
      const client = new PGlite(join(dataDir, 'pglite'));
      try {
        await seedMessages(async (text) => {
          if (/^\s*VACUUM/i.test(text)) {
            await client.exec(text);
            return { rows: [] };
          }
          return client.query(text);
        }, count);
      } finally {
        await client.close();
      }
    },
    async drop() {},
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP

export async function api(base, method, path, { query, body, token } = {}) {
  const url = new URL(`/api/${path}`, base);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

export async function login(base, account) {
  const secret = await api(base, 'GET', 'merchant/manager/secret', { query: { account } });
  const challenge = secret.body?.payload?.challenge;
  if (!challenge) throw new Error(`secret for ${account} failed: ${secret.status} ${JSON.stringify(secret.body)}`);
  const reply = await api(base, 'POST', 'merchant/manager/oauth', { body: { account, password: PASSWORD, challenge } });
  const token = reply.body?.payload?.access_token?.value;
  if (reply.body?.code !== 1001 || !token) throw new Error(`login ${account} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return token;
}

