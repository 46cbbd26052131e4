// `npm run bench`: three autocannon cases against 127.0.0.1 (see README.md).
//   1. ceiling       a bare Fastify server, GET /hello
//   2. whoami        the real server, GET /api/merchant/manager/whoami with a bearer token
//   3. message list  the real server, GET /api/message/message/list (page 1 of 10) over 100,000 messages
// Database: PGlite in a fresh temporary DATA_DIR, or, when DATABASE_URL is set, a fresh database
// `console_bench` on that PostgreSQL server. Results: a table on stdout and bench/results/latest.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../scripts/lib.mjs';
import { api, BENCH_DB, ensureServerBuilt, here, HOST, KEEP, killAll, login, PIN, preparePglite, preparePostgres, startChild, startServer, stopChild, tempDirs } from './lib.mjs';

const DURATION = 10; // seconds, every measured run
const WARMUP = 2; // seconds, an unmeasured run before each measured one (JIT, caches, pool)
const CONNECTIONS = 10;
const PIPELINING = 1;
const MESSAGES = 100_000;

const TARGETS = { whoamiRatio: 0.5, messageListP99Ms: 50 };

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
    await database.seed(MESSAGES);
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
