// `npm run jobs -w bench`: the export and import jobs at size, timed, with their progress printed as the
// report centre and the import page show it (see README.md).
//   1. export   1,000,000 messages of one merchant to CSV, then to XLSX (POST report/report, polled in report/report/list)
//   2. import   a 100,000-row CSV pushing messages (upload token, multipart upload, POST batch/batch, polled in batch/batch)
// Database: PGlite in a fresh temporary DATA_DIR, or a fresh `console_bench` database on DATABASE_URL.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/lib.mjs';
import { api, BENCH_DB, ensureServerBuilt, here, HOST, KEEP, killAll, login, PIN, preparePglite, preparePostgres, startServer, stopChild, tempDirs } from './lib.mjs';

const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const POLL_MS = 1000;
const JOB_TIMEOUT_MS = 15 * 60_000;
/** Recipients of the imported messages: demo merchants the platform operator may push to. */
const RECIPIENTS = [100101, 100201, 100102];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until the job ends, printing its progress whenever it moves; answers the last state and the time. */
async function follow(label, read) {
  const started = Date.now();
  let last = '';
  let samples = 0;
  for (;;) {
    const job = await read();
    const line = `${job.status} ${job.progress}% (${job.processed.toLocaleString('en')}${job.total ? ` / ${job.total.toLocaleString('en')}` : ''})`;
    if (line !== last) {
      console.log(`    ${label} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`);
      last = line;
      if (job.status === 'running') samples += 1;
    }
    if (!['queued', 'running'].includes(job.status)) return { job, seconds: (Date.now() - started) / 1000, samples };
    if (Date.now() - started > JOB_TIMEOUT_MS) throw new Error(`${label}: not finished within ${JOB_TIMEOUT_MS / 60_000} min`);
    await sleep(POLL_MS);
  }
}

async function exportMessages(base, token, format) {
  const queued = await api(base, 'POST', 'report/report', { token, body: { report_id: 'message', format } });
  if (queued.body?.code !== 1001) throw new Error(`export request failed: ${JSON.stringify(queued.body)}`);
  const id = queued.body.payload.id;
  const result = await follow(`export ${format}`, async () => {
    const list = await api(base, 'GET', 'report/report/list', { token, query: { page_size: 20 } });
    const row = list.body?.payload?.row?.find((r) => r.id === id);
    if (!row) throw new Error(`export ${id} not in the report centre: ${JSON.stringify(list.body).slice(0, 300)}`);
    return row;
  });
  if (result.job.status !== 'succeeded') throw new Error(`export ${format} ended ${result.job.status}: ${result.job.error}`);
  return { case: `export ${EXPORT_ROWS.toLocaleString('en')} rows, ${format}`, seconds: result.seconds, rows: result.job.processed, bytes: result.job.file_size, progressSteps: result.samples };
}

async function importMessages(base, token) {
  const lines = ['接收商户编号,标题,内容,链接'];
  for (let i = 1; i <= IMPORT_ROWS; i++) lines.push(`${RECIPIENTS[i % RECIPIENTS.length]},导入压测 ${i},,`);
  const bytes = Buffer.from(lines.join('\n'));
  const hash = createHash('sha256').update(bytes).digest('hex');
  const grant = await api(base, 'POST', 'upload/token', { token, body: { namespace: 'default', extension: 'csv', hash } });
  if (grant.body?.code !== 1001) throw new Error(`upload token failed: ${JSON.stringify(grant.body)}`);
  const form = new FormData();
  form.append('token', grant.body.payload.token);
  form.append('file', new Blob([bytes], { type: 'text/csv' }), 'bench-import.csv');
  const uploaded = await (await fetch(new URL(grant.body.payload.api_url, base), { method: 'POST', body: form })).json();
  if (uploaded.code !== 1001) throw new Error(`upload failed: ${JSON.stringify(uploaded)}`);
  const created = await api(base, 'POST', 'batch/batch', {
    token,
    body: { rt_uuid: 'base.message.push', file_url: uploaded.payload.link, charset: 'UTF-8', params: [{ key: 'app_id', value: 'console' }] },
  });
  if (created.body?.code !== 1001) throw new Error(`import request failed: ${JSON.stringify(created.body)}`);
  const batchNo = created.body.payload.batch_no;
  const result = await follow('import', async () => (await api(base, 'GET', 'batch/batch', { token, query: { batch_no: batchNo } })).body.payload);
  if (result.job.status !== 'succeeded' || result.job.applied !== IMPORT_ROWS) throw new Error(`import ended ${result.job.status}, applied ${result.job.applied}: ${result.job.error}`);
  return { case: `import ${IMPORT_ROWS.toLocaleString('en')} rows, csv (${(bytes.length / 1e6).toFixed(1)} MB)`, seconds: result.seconds, rows: result.job.applied, bytes: bytes.length, progressSteps: result.samples };
}

async function main() {
  const bundle = ensureServerBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-jobs-'));
  tempDirs.add(dataDir);
  const database = process.env.DATABASE_URL ? await preparePostgres(process.env.DATABASE_URL) : await preparePglite(dataDir);
  console.log(`bench jobs: ${database.kind}; ${cpus().length} CPU(s), node ${process.version}${PIN ? '; server pinned to CPU 1' : ''}`);
  const cases = [];
  let server;
  try {
    const port = await freePort();
    console.log(`  preparing the database (${database.kind}) ...`);
    server = await startServer(bundle, { port, dataDir, databaseUrl: database.databaseUrl });
    await stopChild(server);
    server = undefined;
    await database.seed(EXPORT_ROWS);
    server = await startServer(bundle, { port, dataDir, databaseUrl: database.databaseUrl });
    const base = `http://${HOST}:${port}`;

    const merchant = await login(base, 'parking-merchant');
    cases.push(await exportMessages(base, merchant, 'csv'));
    cases.push(await exportMessages(base, merchant, 'xlsx'));
    cases.push(await importMessages(base, await login(base, 'admin')));
  } finally {
    if (server) await stopChild(server);
    killAll();
    if (!KEEP) {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop().catch((err) => console.error(`could not drop ${BENCH_DB}: ${err.message}`));
    }
  }

  console.log('');
  console.log('case                                        seconds   rows/s      file  progress steps seen');
  for (const c of cases) {
    console.log(`${c.case.padEnd(42)} ${c.seconds.toFixed(1).padStart(8)} ${Math.round(c.rows / c.seconds).toLocaleString('en').padStart(8)} ${`${(c.bytes / 1e6).toFixed(1)} MB`.padStart(9)}  ${c.progressSteps}`);
  }
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(join(here, 'results', 'jobs-latest.json'), `${JSON.stringify({ date: new Date().toISOString(), database: database.kind, node: process.version, cpus: cpus().length, cases }, null, 2)}\n`);
  console.log('\nresults: bench/results/jobs-latest.json');
}

main().catch((err) => {
  console.error(`bench jobs failed: ${err.stack ?? err}`);
  killAll();
  process.exitCode = 1;
});
