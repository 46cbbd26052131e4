import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { runImport } from '../batch/batch/batch.import.js';
import { batchRoutes } from '../batch/batch/batch.routes.js';
import { runExport } from '../report/report/report.export.js';
import { reportRoutes } from '../report/report/report.routes.js';
import { createStorage } from '../../shared/storage/storage.js';
import { readUploadedFromStorage, type ReadUploaded } from './job.files.js';
import { JobWorker } from './job.worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's job worker (running unless JOB_WORKER=0). */
    jobWorker: JobWorker;
  }
}

/** Success messages of calls whose console text the spec quotes (document 1 §4). */
const successMessages: Record<string, string> = {
  'POST /api/batch/batch': '创建导入任务成功',
  'POST /api/report/report': '导出任务已提交，请前往报表中心查看',
};

export interface JobOptions {
  /** Where import files come from; by default the uploads under DATA_DIR/files. */
  readUploaded?: ReadUploaded;
}

/**
 * Export and import: the report and batch calls, and this instance's worker, which starts with the app and
 * stops (giving its jobs back to the queue) when the app closes.
 */
export async function jobRoutes(app: FastifyInstance, config: Config, options: JobOptions = {}) {
  const worker = new JobWorker(
    app.db,
    { export: runExport, import: runImport },
    { ...config.jobs, dataDir: config.dataDir },
    app.log as unknown as Logger,
  );
  app.decorate('jobWorker', worker);
  const wake = () => worker.wake();
  const readUploaded = options.readUploaded ?? readUploadedFromStorage(createStorage(config));

  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const message = successMessages[`${route.method} ${route.url}`];
      if (!message) return;
      const own = async (_request: unknown, _reply: unknown, payload: { code?: number; message?: string }) =>
        payload?.code === 1001 ? { ...payload, message } : payload;
      route.preSerialization = [...(route.preSerialization ? [route.preSerialization].flat() : []), own] as typeof route.preSerialization;
    });
    reportRoutes(scope, config.dataDir, wake);
    batchRoutes(scope, { db: app.db, dataDir: config.dataDir, wake, readUploaded });
  });

  if (config.jobs.worker) {
    app.addHook('onReady', () => worker.start());
    app.addHook('onClose', () => worker.stop());
  }
}
