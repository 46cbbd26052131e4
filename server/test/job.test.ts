import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { job, manager } from '../src/db/schema/index.js';
import { runImport } from '../src/modules/batch/batch/batch.import.js';
import { inside, jobFiles } from '../src/modules/job/job.files.js';
import * as repository from '../src/modules/job/job.repository.js';
import { jobNumber } from '../src/modules/job/job.service.js';
import { announce, JobWorker, MAX_ATTEMPTS, type JobHandler, type JobWorkerOptions } from '../src/modules/job/job.worker.js';
import { runExport } from '../src/modules/report/report/report.export.js';
import { copyTemplate, type TestDatabase } from './database.js';
import { finished, gate, hooked, jobByNo, parseCsv, rows, sleep, tempDataDir, waitFor } from './job-helpers.js';

/**
 * The worker on its own copy of the run's test database (a PGlite directory, or a PostgreSQL database when
 * DATABASE_URL is set), so that a second process can open the same one for the crash test.
 */
const data = tempDataDir('job');
const pgliteDir = join(data.dir, 'pglite');
let copy: TestDatabase | undefined;
let databaseUrl: string | undefined;
let db: Database;
let adminId: number;
const workers: JobWorker[] = [];

async function open() {
  return databaseUrl ? openPostgres(databaseUrl, 5) : openPglite(pgliteDir);
}

beforeAll(async () => {
  copy = await copyTemplate({ pgliteDir });
  ({ db, url: databaseUrl } = copy);
  adminId = (await db.tenant('all', (tx) => tx.select({ id: manager.id }).from(manager).where(eq(manager.account, 'admin'))))[0]!.id;
}, 60_000);

afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await db?.close();
  await copy?.drop();
  data.remove();
});

const OPTIONS: JobWorkerOptions = { concurrency: 1, leaseMs: 1000, pollMs: 100, importChunkRows: 50, exportChunkRows: 100, dataDir: data.dir };

function worker(handlers: Partial<Record<'export' | 'import', JobHandler>> = {}, options: Partial<JobWorkerOptions> = {}, on = db) {
  const w = new JobWorker(on, { export: runExport, import: runImport, ...handlers }, { ...OPTIONS, ...options });
  workers.push(w);
  return w;
}

/** Rows `2..rows+1` of a message import titled `<prefix> <row>`; every 7th has no title (rejected). */
async function queueImport(prefix: string, count: number) {
  const id = await db.tenant('all', (tx) => repository.nextId(tx));
  const no = jobNumber('import', id);
  const filePath = jobFiles.importCopy(100000, no, 'csv');
  const file = inside(data.dir, filePath);
  mkdirSync(dirname(file), { recursive: true });
  const lines = ['接收商户编号,标题,内容,链接'];
  for (let row = 2; row <= count + 1; row++) lines.push(`${[100101, 100201, 100102][row % 3]},${row % 7 === 0 ? '' : `${prefix} ${row}`},第 ${row} 行,`);
  writeFileSync(file, lines.join('\n'));
  await db.tenant('all', async (tx) => {
    await repository.insert(tx, {
      id, no, merchant: 100000, manager: adminId, kind: 'import', template: 'base.message.push', name: '站内消息批量推送',
      params: { app_id: 'console', user_type: '2' }, scope: 'all', format: 'csv', charset: 'UTF-8', file_path: filePath, file_name: 'crash.csv',
    });
    await announce(tx, db.kind, id);
  });
  return { no, id, valid: Array.from({ length: count }, (_, i) => i + 2).filter((row) => row % 7 !== 0) };
}

/** Every valid row became exactly one message, every invalid row exactly one rejection record. */
async function expectExactlyOnce(prefix: string, imported: { id: number; valid: number[] }, count: number) {
  const applied = await rows<{ title: string; n: number }>(db, sql`select title, count(*)::int as n from message where title like ${`${prefix} %`} group by title`);
  expect(applied.filter((r) => r.n !== 1)).toEqual([]);
  expect(applied.map((r) => Number(r.title.split(' ').at(-1))).sort((a, b) => a - b)).toEqual(imported.valid);
  const rejected = await rows<{ row_no: number }>(db, sql`select row_no from job_row where job = ${imported.id} order by row_no`);
  expect(rejected.map((r) => r.row_no)).toEqual(Array.from({ length: count }, (_, i) => i + 2).filter((row) => row % 7 === 0));
  const done = await db.tenant('all', async (tx) => (await tx.select().from(job).where(eq(job.id, imported.id)))[0]!);
  expect(done).toMatchObject({ status: 'succeeded', total: count, processed: count, applied: imported.valid.length, rejected: count - imported.valid.length, worker: null, lease_until: null });
  return done;
}

describe('claiming', () => {
  it('never gives one job to two workers', async () => {
    const jobs = await Promise.all(Array.from({ length: 6 }, (_, i) => queueImport(`并发${i}`, 30)));
    const claims = new Map<string, string[]>();
    const recording = (w: () => JobWorker) =>
      hooked(runImport, {
        before: (n, current) => {
          if (n === 0) claims.set(current.no, [...(claims.get(current.no) ?? []), w().id]);
        },
      });
    let a: JobWorker;
    let b: JobWorker;
    // Leases long enough that none runs out on a loaded machine: an expired lease may rightly be claimed again
    // (that is how a dead worker's job resumes, tested below), and this test is about two live workers.
    a = worker({ import: recording(() => a) }, { concurrency: 2, leaseMs: 30_000 });
    b = worker({ import: recording(() => b) }, { concurrency: 2, leaseMs: 30_000 });
    await Promise.all([a.start(), b.start()]);
    for (const queued of jobs) await finished(db, queued.no);
    await Promise.all([a.stop(), b.stop()]);
    for (const queued of jobs) {
      expect(claims.get(queued.no)).toHaveLength(1);
      expect((await jobByNo(db, queued.no)).attempts).toBe(1);
    }
    expect(new Set([...claims.values()].flat()).size).toBeGreaterThanOrEqual(1);
  }, 60_000);
});

describe('crashes and takeovers', () => {
  it('resumes after a worker dies mid-chunk: every row applied exactly once', async () => {
    const count = 400;
    const imported = await queueImport('中途崩溃', count);
    const crashed = gate();
    // Chunk 0 counts the rows; chunk 4 is the third chunk of rows: it dies before it commits.
    const a = worker({
      import: hooked(runImport, {
        inside: (n) => {
          if (n === 4) {
            void a.halt().then(crashed.open);
          }
        },
      }),
    });
    await a.start();
    await crashed.opened;
    const left = await jobByNo(db, imported.no);
    expect(left).toMatchObject({ status: 'running', worker: a.id, processed: 150, attempts: 1 });
    expect((await rows<{ n: number }>(db, sql`select count(*)::int as n from message where title like '中途崩溃 %'`))[0]!.n).toBe(
      imported.valid.filter((row) => row <= 151).length,
    );

    const b = worker();
    await b.start();
    const done = await finished(db, imported.no);
    await b.stop();
    expect(done.attempts).toBe(2);
    await expectExactlyOnce('中途崩溃', imported, count);
  }, 60_000);

  it('fences out a worker that lost its lease while it was stalled', async () => {
    const count = 200;
    const imported = await queueImport('租约过期', count);
    const stalled = gate();
    const release = gate();
    const a = worker(
      {
        import: hooked(runImport, {
          before: async (n) => {
            if (n === 3) {
              stalled.open();
              await release.opened;
            }
          },
        }),
      },
      { leaseMs: 30_000 },
    );
    await a.start();
    await stalled.opened;
    // A stalls longer than its lease (a long GC pause, a frozen VM): the lease runs out and B takes over.
    await db.tenant('all', (tx) => tx.update(job).set({ lease_until: sql`now() - interval '1 second'` }).where(eq(job.id, imported.id)));
    const b = worker();
    await b.start();
    await finished(db, imported.no);
    release.open();
    await sleep(200);
    await Promise.all([a.stop(), b.stop()]);
    const done = await expectExactlyOnce('租约过期', imported, count);
    expect(done.attempts).toBe(2);
  }, 60_000);

  it('gives a job back to the queue when its worker stops, and the next worker finishes it', async () => {
    const count = 150;
    const imported = await queueImport('停止交还', count);
    const second = gate();
    const go = gate();
    const a = worker({
      import: hooked(runImport, {
        after: async (n) => {
          if (n !== 1) return;
          second.open();
          await go.opened;
        },
      }),
    });
    await a.start();
    await second.opened;
    const stopping = a.stop();
    go.open();
    await stopping;
    expect(await jobByNo(db, imported.no)).toMatchObject({ status: 'queued', worker: null, lease_until: null, processed: 50 });
    const b = worker();
    await b.start();
    await finished(db, imported.no);
    await b.stop();
    await expectExactlyOnce('停止交还', imported, count);
  }, 60_000);

  it('survives SIGKILL of a worker process: a new process on the same database finishes the job exactly once', async () => {
    const count = 600;
    const imported = await queueImport('进程被杀', count);
    if (!databaseUrl) await db.close(); // One process owns a PGlite directory at a time.

    const fixture = fileURLToPath(new URL('./fixtures/job-crash-child.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, data.dir, pgliteDir], {
      env: { ...process.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        // Killed after its fifth chunk of rows, in the middle of the file.
        if (/chunk 5 /.test(output) && child.exitCode === null) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', () => reject(new Error(`worker process ended early: ${output}\n${errors}`)));
    }).catch((error) => {
      throw error;
    });
    expect(await exited).toBe('SIGKILL');

    if (!databaseUrl) db = await open();
    const left = await jobByNo(db, imported.no);
    expect(left.status).toBe('running');
    expect(left.processed).toBeGreaterThanOrEqual(100);
    expect(left.processed).toBeLessThan(count);

    const b = worker({}, { leaseMs: 1000 });
    await b.start();
    const done = await finished(db, imported.no, 60_000);
    await b.stop();
    expect(done.attempts).toBe(2);
    await expectExactlyOnce('进程被杀', imported, count);
  }, 120_000);
});

describe('exports that lose their worker', () => {
  let merchantManager: number;
  beforeAll(async () => {
    merchantManager = (await db.tenant('all', (tx) => tx.select({ id: manager.id }).from(manager).where(eq(manager.account, 'parking-merchant'))))[0]!.id;
    await db.tenant('all', (tx) =>
      tx.execute(sql`insert into message (merchant, title, body) select 100101, '续传 ' || g, '第 ' || g || ' 条, "带引号"' from generate_series(1, 1000) g`),
    );
  });

  async function queueExport(format: 'csv' | 'xlsx') {
    const id = await db.tenant('all', (tx) => repository.nextId(tx));
    const no = jobNumber('export', id);
    await db.tenant([100101], async (tx) => {
      await repository.insert(tx, {
        id, no, merchant: 100101, manager: merchantManager, kind: 'export', template: 'message', name: '站内消息', params: {},
        scope: [100101], format, file_name: `站内消息.${format}`, download_key: 'test',
      });
      await announce(tx, db.kind, id);
    });
    return no;
  }

  const expectedIds = async () =>
    (await rows<{ id: string }>(db, sql`select m.id::text as id from message m where m.merchant = 100101 order by m.id desc`)).map((r) => Number(r.id));

  /** A worker that dies inside the fourth chunk (the third page), after writing and syncing that page. */
  async function crashThenFinish(no: string) {
    const crashed = gate();
    const a = worker({
      export: hooked(runExport, {
        inside: (n) => {
          if (n === 3) void a.halt().then(crashed.open);
        },
      }),
    });
    await a.start();
    await crashed.opened;
    expect(await jobByNo(db, no)).toMatchObject({ status: 'running', processed: 200 });
    const b = worker();
    await b.start();
    const done = await finished(db, no);
    await b.stop();
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2 });
    return done;
  }

  it('resumes a CSV from its last committed page: the file has every row once', async () => {
    const no = await queueExport('csv');
    const done = await crashThenFinish(no);
    const table = parseCsv(readFileSync(inside(data.dir, done.file_path), 'utf8').slice(1));
    expect(table[0]![0]).toBe('消息编号');
    const got = table.slice(1).map((r) => Number(r[0]));
    const want = await expectedIds();
    expect(got).toEqual(want);
    expect(done.file_path).toBe(`reports/100101/${no}.csv`);
    expect(existsSync(inside(data.dir, jobFiles.exportPart(100101, no, 'csv', 1)))).toBe(false);
  }, 60_000);

  it('starts an XLSX over (a zip cannot be appended to): the file has every row once', async () => {
    const no = await queueExport('xlsx');
    const done = await crashThenFinish(no);
    const ids: number[] = [];
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(inside(data.dir, done.file_path)), { worksheets: 'emit', sharedStrings: 'cache' });
    for await (const sheet of reader) for await (const row of sheet) if (row.number > 1) ids.push((row.values as number[])[1]!);
    expect(ids).toEqual(await expectedIds());
    expect(existsSync(inside(data.dir, jobFiles.exportPart(100101, no, 'xlsx', 1)))).toBe(false);
  }, 60_000);

  it('keeps jobs inside their tenant: another merchant\'s transaction sees none of them', async () => {
    const seen = await db.tenant([100201], (tx) => tx.select({ id: job.id }).from(job));
    expect(seen).toEqual([]);
    const own = await db.tenant([100101], (tx) => tx.select({ merchant: job.merchant }).from(job));
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((r) => r.merchant))).toEqual(new Set([100101]));
  });
});

describe('failures', () => {
  it('retries an unexpected error later, and fails a job that keeps losing its worker', async () => {
    const flaky = await queueImport('出错重试', 10);
    const a = worker({ import: async () => Promise.reject(new Error('disk on fire')) });
    await a.start();
    const retried = await waitFor(async () => {
      const row = await jobByNo(db, flaky.no);
      return row.attempts === 1 && row.status === 'queued' ? row : undefined;
    });
    await a.stop();
    expect(retried.worker).toBeNull();
    expect(retried.lease_until!.getTime()).toBeGreaterThan(Date.now());

    await db.tenant('all', (tx) =>
      tx.update(job).set({ status: 'running', attempts: MAX_ATTEMPTS, lease_until: sql`now() - interval '1 second'`, worker: 'gone' }).where(eq(job.id, flaky.id)),
    );
    const b = worker();
    await b.start();
    const failed = await finished(db, flaky.no);
    await b.stop();
    expect(failed).toMatchObject({ status: 'failed', error: '任务多次中断后仍未完成，已停止执行，请重新创建任务', attempts: MAX_ATTEMPTS + 1 });
  }, 60_000);

  it('fails with a readable reason when the file no longer fits the template', async () => {
    const broken = await queueImport('表头损坏', 5);
    const job = await jobByNo(db, broken.no);
    writeFileSync(inside(data.dir, job.file_path), '别的表头\n1\n');
    const a = worker();
    await a.start();
    const failed = await finished(db, broken.no);
    await a.stop();
    expect(failed).toMatchObject({ status: 'failed', error: '文件表头缺少「接收商户编号」、「标题」列，请下载导入模板，按模板的表头填写后重新导入' });

    const lost = await queueImport('文件丢失', 5);
    rmSync(inside(data.dir, (await jobByNo(db, lost.no)).file_path));
    const b = worker();
    await b.start();
    const gone = await finished(db, lost.no);
    await b.stop();
    expect(gone).toMatchObject({ status: 'failed', error: '导入文件已丢失，请重新上传后导入', attempts: 1 });
  });

  // PostgreSQL: a second connection pool stands for another instance, woken through NOTIFY. PGlite has one
  // instance only: its worker is woken in-process.
  it(`wakes an idle worker at once (${process.env.DATABASE_URL ? 'another instance through NOTIFY' : 'in-process'})`, async () => {
    const other = process.env.DATABASE_URL ? await open() : db;
    const w = worker({}, { pollMs: 600_000 }, other);
    await w.start();
    await sleep(300); // the first claim finds nothing; the worker now sleeps for ten minutes unless notified
    const started = Date.now();
    const queued = await queueImport('通知唤醒', 5);
    // What the calls that queue a job do in their own process (the routes' `wake`).
    if (other === db) w.wake();
    await finished(db, queued.no, 10_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    await w.stop();
    if (other !== db) await other.close();
  });
});
