import { calls, Code } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../errors.js';
import { assertAllowed } from '../../../plugins/access.js';
import { registerCall } from '../../../plugins/route.js';
import type { Wake } from '../../job/job.service.js';
import { exportFile } from './report.export.js';
import * as reports from './report.service.js';

const CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const bearer = (header: string | undefined) => /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header?.trim() ?? '')?.[1];

export function reportRoutes(app: FastifyInstance, dataDir: string, wake: Wake) {
  registerCall(app, calls.reportCreate, ({ access, body }) => reports.create(app.db, access, wake, body));
  registerCall(app, calls.reportList, ({ access, query }) => reports.list(app.db, access, query));

  /**
   * The file of a finished export: with the signed link the report centre lists (a browser download, no
   * session token in the URL), or with the Authorization header (scripts). Either way only the merchant's
   * own job is found.
   */
  app.get<{ Params: { no: string }; Querystring: Record<string, string | undefined> }>(
    '/api/report/report/download/:no',
    { schema: { hide: true } },
    async (request, reply) => {
      const { no } = request.params;
      if (!/^[A-Za-z0-9]{1,32}$/.test(no)) throw new AppError(Code.NOT_FOUND, '导出任务不存在');
      const { merchant, expires, signature } = request.query;
      let job;
      if (signature !== undefined) {
        job = await reports.bySignedLink(app.db, no, Number(merchant), Number(expires), String(signature));
      } else {
        const token = bearer(request.headers.authorization);
        const access = token ? await app.sessions.authenticate(token) : null;
        if (!access) throw new AppError(Code.UNAUTHENTICATED);
        request.access = access;
        assertAllowed(calls.reportList, access);
        job = await reports.byOwner(app.db, access, no);
      }
      const file = await exportFile(dataDir, job);
      if (!file) throw new AppError(Code.NOT_FOUND, '报表文件已过期或被删除', '请重新导出');
      const ascii = `${job.no}.${job.format}`;
      return reply
        .header('content-type', CONTENT_TYPES[job.format] ?? 'application/octet-stream')
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(job.file_name || ascii)}`)
        .header('cache-control', 'private, no-store')
        .send(file.handle.createReadStream());
    },
  );
}
