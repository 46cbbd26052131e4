import { copyFile, open, rename, stat, truncate } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { ensureParent, inside, jobFiles, removeQuietly } from '../../job/job.files.js';
import type { JobRecord } from '../../job/job.repository.js';
import { JobFailure, LeaseLost, WorkerStopping, type JobHandler } from '../../job/job.worker.js';
import { reportKinds, type ExportRequest } from './report.kinds.js';
import { csvWriter, xlsxWriter, type RowWriter } from './report.writers.js';

const requestOf = (job: JobRecord): ExportRequest => ({
  merchant: job.merchant,
  manager: job.manager,
  scope: job.scope === 'all' ? 'all' : job.scope,
  params: job.params,
});

/**
 * Copies the part of an earlier attempt's CSV that its committed progress covers into this attempt's file;
 * false when there is nothing to resume from (then the export starts over).
 */
async function carryOver(dataDir: string, job: JobRecord, target: string) {
  if (job.format !== 'csv' || job.cursor === null || !job.file_path || job.file_size <= 0) return false;
  const previous = inside(dataDir, job.file_path);
  try {
    if ((await stat(previous)).size < job.file_size) return false;
    if (previous !== target) await copyFile(previous, target);
    await truncate(target, job.file_size);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs an export: pages through the kind's rows by key and appends them to this attempt's own file; after
 * each page the file is synced and the page's end (key, row count, byte size) committed behind the lease
 * check. A CSV resumes from the last committed page (the file cut back to its committed size); an XLSX (a
 * zip, which cannot be appended to) starts over. The last page renames the file to its final name in the
 * transaction that marks the job succeeded.
 */
export const runExport: JobHandler = async (context) => {
  const first = context.job;
  const kind = reportKinds.get(first.template);
  if (!kind) throw new JobFailure('报表类型已下线，无法导出');
  const format = first.format === 'csv' ? 'csv' : 'xlsx';
  const dataDir = context.options.dataDir;
  const partPath = jobFiles.exportPart(first.merchant, first.no, format, first.attempts);
  const part = inside(dataDir, partPath);
  await ensureParent(part);
  const resume = await carryOver(dataDir, first, part);
  const request = requestOf(first);

  let writer: RowWriter | undefined;
  let keep = false;
  try {
    writer = format === 'csv' ? await csvWriter(part, kind.columns, resume ? first.file_size : undefined) : await xlsxWriter(part, kind.columns, kind.name);
    const size = await writer.sync();
    await context.chunk(async (tx) => ({
      file_path: partPath,
      total: await kind.count(tx, request),
      ...(resume ? {} : { cursor: null, processed: 0, file_size: size }),
    }));

    const limit = context.options.exportChunkRows;
    for (;;) {
      // The page is read and written outside the committing transaction, so that the job row (and on
      // PGlite the one connection) is held only for the commit itself.
      const after = context.job.cursor ?? undefined;
      const { rows, last } = await context.read(async (tx) => {
        // A keyset page must walk the kind's index. Without statistics (a fresh bulk load; PGlite has no
        // autovacuum) the planner would rather fetch every remaining row and sort them, for every page: a
        // million-row export then took 90 s instead of 10 s.
        await tx.execute(sql`set local enable_sort = off`);
        return kind.page(tx, request, after, limit);
      });
      await writer.write(rows);
      if (rows.length === limit) {
        const size = await writer.sync();
        await context.chunk(async (_tx, job) => ({ cursor: last as never, processed: job.processed + rows.length, file_size: size }));
        continue;
      }
      const fileSize = await writer.close();
      const finalPath = jobFiles.exportFinal(first.merchant, first.no, format);
      await context.chunk(async (_tx, job) => {
        // Renamed only by the holder of the lease, in the transaction that marks the job succeeded.
        await rename(part, inside(dataDir, finalPath));
        const processed = job.processed + rows.length;
        return { status: 'succeeded', cursor: last as never, processed, total: processed, file_path: finalPath, file_size: fileSize };
      });
      break;
    }
    for (let attempt = 1; attempt < first.attempts; attempt++) {
      await removeQuietly(inside(dataDir, jobFiles.exportPart(first.merchant, first.no, format, attempt)));
    }
  } catch (error) {
    // A stopping worker or one that lost its lease leaves its file: the next attempt may resume from it.
    keep = error instanceof WorkerStopping || error instanceof LeaseLost;
    throw error;
  } finally {
    if (context.job.status !== 'succeeded') {
      await writer?.discard();
      if (!keep) await removeQuietly(part);
    }
  }
};

/** The file of a finished export, or undefined when it is gone. */
export async function exportFile(dataDir: string, job: JobRecord) {
  const file = inside(dataDir, job.file_path);
  try {
    const handle = await open(file, 'r');
    const { size } = await handle.stat();
    return { handle, size };
  } catch {
    return undefined;
  }
}
