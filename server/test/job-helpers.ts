import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../src/db/client.js';
import { job } from '../src/db/schema/index.js';
import type { JobPatch, JobRecord } from '../src/modules/job/job.repository.js';
import type { JobContext, JobHandler } from '../src/modules/job/job.worker.js';

/** A DATA_DIR of its own for one test file. */
export function tempDataDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), `console-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` answers something truthy. */
export async function waitFor<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 30_000, what = 'condition'): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

export const jobByNo = (db: Database, no: string) =>
  db.tenant('all', async (tx) => (await tx.select().from(job).where(eq(job.no, no)))[0]!);

/** Waits until the job has finished (succeeded, failed or aborted) and answers it. */
export const finished = (db: Database, no: string, timeoutMs = 60_000) =>
  waitFor(async () => {
    const row = await jobByNo(db, no);
    return row && ['succeeded', 'failed', 'aborted'].includes(row.status) ? row : undefined;
  }, timeoutMs, `job ${no} to finish`);

export async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return db.tenant('all', async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);
}

export interface ChunkHooks {
  /** Before chunk `n` (0-based) starts its transaction. */
  before?: (n: number, job: JobRecord) => Promise<void> | void;
  /** Inside chunk `n`'s transaction, after its work, before it commits. */
  inside?: (n: number, job: JobRecord) => Promise<void> | void;
  /** After chunk `n` committed. */
  after?: (n: number, job: JobRecord) => Promise<void> | void;
}

/** A handler that runs `handler` with hooks around each chunk (to pause, crash or count). */
export function hooked(handler: JobHandler, hooks: ChunkHooks): JobHandler {
  return (context) => {
    let n = 0;
    const wrapped: JobContext = {
      get job() {
        return context.job;
      },
      options: context.options,
      logger: context.logger,
      signal: context.signal,
      checkpoint: () => context.checkpoint(),
      read: (work) => context.read(work),
      chunk: async (work: (tx: Tx, job: JobRecord) => Promise<JobPatch>) => {
        const index = n++;
        await hooks.before?.(index, context.job);
        const next = await context.chunk(async (tx, job) => {
          const patch = await work(tx, job);
          await hooks.inside?.(index, job);
          return patch;
        });
        await hooks.after?.(index, next);
        return next;
      },
    };
    return handler(wrapped);
  };
}

/** A gate a test opens when it is ready. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** A minimal RFC 4180 reader for the test's own check of the CSV. */
export function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(field), (field = '');
    else if (c === '\r' && text[i + 1] === '\n') row.push(field), out.push(row), (row = []), (field = ''), i++;
    else field += c;
  }
  if (field || row.length) row.push(field), out.push(row);
  return out;
}
