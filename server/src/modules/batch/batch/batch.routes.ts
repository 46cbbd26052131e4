import { calls, Code } from '@console/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../errors.js';
import { registerCall } from '../../../plugins/route.js';
import * as batches from './batch.service.js';
import { importTemplates, type ImportTemplate } from './batch.templates.js';

/** The template file the dialog links to: the header row to fill in, and a sheet that explains each column. */
async function templateWorkbook(template: ImportTemplate): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet('导入数据');
  data.columns = template.columns.map((c) => ({ header: c.title, key: c.key, width: Math.max(14, c.title.length * 3) }));
  data.getRow(1).font = { bold: true };
  const notes = workbook.addWorksheet('填写说明');
  notes.columns = [
    { header: '列名', key: 'title', width: 16 },
    { header: '是否必填', key: 'required', width: 10 },
    { header: '说明', key: 'description', width: 60 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const c of template.columns) notes.addRow({ title: c.title, required: c.required ? '必填' : '选填', description: c.description });
  notes.addRow({});
  notes.addRow({ title: '注意', description: '只导入第一个工作表；第 1 行为表头，请勿修改；文件不超过 5 MB。' });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function batchRoutes(app: FastifyInstance, deps: batches.BatchDeps) {
  const { db } = deps;
  registerCall(app, calls.batchTemplateSummary, async ({ access, query }) => batches.summary(access, query.uuid));
  registerCall(app, calls.batchTemplateParamValue, ({ access, query }) => batches.paramValues(db, access, query));
  registerCall(app, calls.batchCreate, ({ access, body }) => batches.create(deps, access, body));
  registerCall(app, calls.batchGet, ({ access, query }) => batches.get(db, access, query.batch_no));
  registerCall(app, calls.batchList, ({ access, query }) => batches.list(db, access, query));
  registerCall(app, calls.batchDelete, ({ access, query }) => batches.remove(deps, access, query.batch_no));
  registerCall(app, calls.batchAbort, ({ access, body }) => batches.abort(db, access, body.batch_no));
  registerCall(app, calls.batchTaskList, ({ access, query }) => batches.taskList(db, access, query));
  registerCall(app, calls.batchTaskAbort, ({ access, body }) => batches.taskAbort(db, access, body));
  registerCall(app, calls.batchTaskStatistics, ({ access, query }) => batches.taskStatistics(db, access, query.batch_no));

  // Template files hold column titles only, so they need no token (a plain link in the dialog).
  const files = new Map<string, Promise<Buffer>>();
  app.get<{ Params: { file: string } }>('/api/batch/rt/template/:file', { schema: { hide: true } }, async (request, reply) => {
    const uuid = request.params.file.replace(/\.xlsx$/, '');
    const template = importTemplates.get(uuid);
    if (!template) throw new AppError(Code.NOT_FOUND, '导入模板不存在');
    let file = files.get(uuid);
    if (!file) files.set(uuid, (file = templateWorkbook(template)));
    const name = `${template.name}导入模板.xlsx`;
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'public, max-age=3600')
      .send(await file);
  });
}
