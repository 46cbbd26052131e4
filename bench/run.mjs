// `npm run bench`: three autocannon cases against 127.0.0.1 (see README.md).
//   1. ceiling       a bare Fastify server, GET /hello
//   2. whoami        the real server, GET /api/merchant/manager/whoami with a bearer token
//   3. message list  the real server, GET /api/message/message/list (page 1 of 10) over 100,000 messages
// Database: PGlite in a fresh temporary DATA_DIR, or, when DATABASE_URL is set, a fresh database
// `console_bench` on that PostgreSQL server. Results: a table on stdout and bench/results/latest.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, isStale } from '../scripts/lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

const HOST = '127.0.0.1';
const DURATION = 10; // seconds, every measured run
const WARMUP = 2; // seconds, an unmeasured run before each measured one (JIT, caches, pool)
const CONNECTIONS = 10;
const PIPELINING = 1;
const PASSWORD = 'Bench-pass-2026';
const MESSAGES = 100_000;
const MERCHANT = 100101; // the demo merchant of `parking-merchant`
const BENCH_DB = 'console_bench';
const START_TIMEOUT_MS = 120_000;
const KEEP = process.env.BENCH_KEEP === '1'; // keep the temporary data dir / database for inspection

const TARGETS = { whoamiRatio: 0.5, messageListP99Ms: 50 };

// ---------------------------------------------------------------------------------------------
// Child processes: every one is tracked and killed at the end, on error and on Ctrl-C.

const children = new Set();
const tempDirs = new Set();

function killAll(signal = 'SIGKILL') {
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
const PIN = cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
if (PIN) spawnSync('taskset', ['-a', '-cp', '0', String(process.pid)], { stdio: 'ignore' });

function startChild(name, script, env, ready) {
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
async function stopChild({ child }) {
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

function ensureServerBuilt() {
  const bundle = join(root, 'server/dist/main.js');
  const sources = [join(root, 'server/src'), join(root, 'packages/contract/src')];
  if (!isStale(bundle, ...sources)) return bundle;
  console.log('building the server bundle (npm run build -w server) ...');
  const result = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(bundle)) throw new Error('server build failed');
  return bundle;
}

function startServer(bundle, { port, dataDir, databaseUrl }) {
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

const insertMessages = `
  INSERT INTO message (merchant, app_id, title, body, link, read_status, create_time, update_time)
  SELECT ${MERCHANT}, '', '压测消息 #' || g, '第 ' || g || ' 条压测消息的正文，用于消息列表的性能测试。', '',
         CASE WHEN g % 4 = 0 THEN 0 ELSE 1 END,
         timestamptz '2026-02-01 00:00:00+00' + g * interval '1 minute',
         timestamptz '2026-02-01 00:00:00+00' + g * interval '1 minute'
  FROM generate_series(1, ${MESSAGES}) AS g`;
const countMessages = `SELECT count(*)::int AS n FROM message WHERE merchant = ${MERCHANT}`;

/** Runs the insert on a superuser connection (row-level security does not bind it). */
async function seedMessages(run) {
  const started = Date.now();
  await run(insertMessages);
  // A long-running database would have been vacuumed and analysed by now (PGlite has no autovacuum).
  await run('VACUUM ANALYZE message');
  const { rows } = await run(countMessages);
  console.log(`  ${MESSAGES.toLocaleString('en')} messages inserted (merchant ${MERCHANT} now has ${rows[0].n}) in ${Date.now() - started} ms`);
}

async function preparePostgres(url) {
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
    async seed() {
      const client = new pg.Client({ connectionString: target.toString() });
      await client.connect();
      try {
        await seedMessages((text) => client.query(text));
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

async function preparePglite(dataDir) {
  return {
    kind: 'pglite',
    databaseUrl: '',
    async seed() {
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
        });
      } finally {
        await client.close();
      }
    },
    async drop() {},
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP

async function api(base, method, path, { query, body, token } = {}) {
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

async function login(base, account) {
  const secret = await api(base, 'GET', 'merchant/manager/secret', { query: { account } });
  const challenge = secret.body?.payload?.challenge;
  if (!challenge) throw new Error(`secret for ${account} failed: ${secret.status} ${JSON.stringify(secret.body)}`);
  const reply = await api(base, 'POST', 'merchant/manager/oauth', { body: { account, password: PASSWORD, challenge } });
  const token = reply.body?.payload?.access_token?.value;
  if (reply.body?.code !== 1001 || !token) throw new Error(`login ${account} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return token;
}

// ---------------------------------------------------------------------------------------------
// autocannon

const cannon = (options) =>
  new Promise((resolvePromise, reject) => {
    autocannon({ connections: CONNECTIONS, pipelining: PIPELINING, ...options }, (err, result) => (err ? reject(err) : resolvePromise(result)));
  });

async function measure(name, url, headers = {}) {
  if (new URL(url).hostname !== HOST) throw new Error(`refusing to target ${url}`);
  process.stdout.write(`  ${name}: warm-up ${WARMUP} s, measuring ${DURATION} s ... `);
  await cannon({ url, headers, duration: WARMUP });
  const result = await cannon({ url, headers, duration: DURATION });
  const summary = {
    case: name,
    url,
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  console.log(`${Math.round(summary.reqPerSec)} req/s`);
  if (summary.non2xx || summary.errors || summary.timeouts) {
    console.log(`  WARNING ${name}: ${summary.non2xx} non-2xx, ${summary.errors} errors, ${summary.timeouts} timeouts`);
  }
  return summary;
}

// ---------------------------------------------------------------------------------------------

function printTable(cases, ceiling) {
  const rows = [
    ['case', 'req/s', 'p50 ms', 'p99 ms', 'vs ceiling', 'failed'],
    ...cases.map((c) => [
      c.case,
      Math.round(c.reqPerSec).toString(),
      String(c.p50Ms),
      String(c.p99Ms),
      `${(c.reqPerSec / ceiling).toFixed(2)}x`,
      String(c.non2xx + c.errors + c.timeouts),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows.slice(1)) console.log(line(r));
}

async function main() {
  const bundle = ensureServerBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  tempDirs.add(dataDir);
  const database = process.env.DATABASE_URL ? await preparePostgres(process.env.DATABASE_URL) : await preparePglite(dataDir);
  console.log(`bench: ${database.kind}, ${CONNECTIONS} connections, pipelining ${PIPELINING}, ${DURATION} s per case; ${cpus().length} CPU(s), node ${process.version}${PIN ? '; servers pinned to CPU 1, load generator to CPU 0' : ''}`);

  const cases = [];
  let server;
  let hello;
  try {
    // 1. ceiling
    const helloPort = await freePort();
    hello = await startChild('hello server', join(here, 'hello-server.mjs'), { ...process.env, PORT: String(helloPort) }, /listening/);
    cases.push(await measure('ceiling', `http://${HOST}:${helloPort}/hello`));

    // The database: the first start migrates and seeds the demo tenants; then the messages are added.
    const port = await freePort();
    console.log(`  preparing the database (${database.kind}) ...`);
    server = await startServer(bundle, { port, dataDir, databaseUrl: database.databaseUrl });
    await stopChild(server);
    server = undefined;
    await database.seed();
    server = await startServer(bundle, { port, dataDir, databaseUrl: database.databaseUrl });
    const base = `http://${HOST}:${port}`;

    // 2. whoami
    const adminToken = await login(base, 'admin');
    const whoami = await api(base, 'GET', 'merchant/manager/whoami', { token: adminToken });
    if (whoami.body?.code !== 1001) throw new Error(`whoami failed: ${whoami.status} ${JSON.stringify(whoami.body)}`);
    cases.push(await measure('whoami', `${base}/api/merchant/manager/whoami`, { authorization: `Bearer ${adminToken}` }));
    // A reference, not a target: the bare server answering whoami's exact reply. A reply of about 1 kB with
    // Chinese text costs the client (autocannon shares the two cores) and the kernel as well as the server.
    const stored = await fetch(`http://${HOST}:${helloPort}/reference`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(whoami.body) });
    const { bytes } = await stored.json();
    cases.push(await measure(`bare, same reply (${bytes} B)`, `http://${HOST}:${helloPort}/reference`));
    await stopChild(hello);
    hello = undefined;

    // 3. message list
    const merchantToken = await login(base, 'parking-merchant');
    const query = { page_index: 1, page_size: 10 };
    const list = await api(base, 'GET', 'message/message/list', { token: merchantToken, query });
    const total = list.body?.payload?.paging_header?.total_count;
    if (list.body?.code !== 1001 || list.body.payload.row.length !== 10 || !(total >= MESSAGES)) {
      throw new Error(`message list failed: ${list.status} ${JSON.stringify(list.body).slice(0, 500)}`);
    }
    cases.push(await measure('message list', `${base}/api/message/message/list?page_index=1&page_size=10`, { authorization: `Bearer ${merchantToken}` }));
  } finally {
    if (server) await stopChild(server);
    if (hello) await stopChild(hello);
    killAll();
    if (!KEEP) {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop().catch((err) => console.error(`could not drop ${BENCH_DB}: ${err.message}`));
    } else {
      console.log(`kept: ${database.kind === 'pglite' ? `${dataDir}/pglite` : database.databaseUrl}`);
    }
  }

  const ceiling = cases[0].reqPerSec;
  const byName = Object.fromEntries(cases.map((c) => [c.case, { ...c, ratio: c.reqPerSec / ceiling }]));
  const targets = [
    {
      target: `whoami req/s >= ${TARGETS.whoamiRatio} x ceiling`,
      actual: `${byName.whoami.ratio.toFixed(2)} x (${Math.round(byName.whoami.reqPerSec)} / ${Math.round(ceiling)}); against the bare route with a reply of the same size: ${(byName.whoami.reqPerSec / cases.find((c) => c.case.startsWith('bare, same reply')).reqPerSec).toFixed(2)} x`,
      pass: byName.whoami.ratio >= TARGETS.whoamiRatio,
    },
    {
      target: `message list p99 <= ${TARGETS.messageListP99Ms} ms`,
      actual: `${byName['message list'].p99Ms} ms`,
      pass: byName['message list'].p99Ms <= TARGETS.messageListP99Ms,
    },
  ];

  console.log('');
  printTable(cases, ceiling);
  console.log('');
  for (const t of targets) console.log(`${t.pass ? 'PASS' : 'FAIL'}  ${t.target}: ${t.actual}`);

  const results = {
    date: new Date().toISOString(),
    database: database.kind,
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    settings: { pinned: PIN, connections: CONNECTIONS, pipelining: PIPELINING, durationSeconds: DURATION, warmupSeconds: WARMUP, messages: MESSAGES },
    cases: Object.values(byName),
    targets,
  };
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nresults: bench/results/latest.json`);
}

main().catch((err) => {
  console.error(`bench failed: ${err.stack ?? err}`);
  killAll();
  process.exitCode = 1;
});
