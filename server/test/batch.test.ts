import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../src/modules/batch/batch/batch.import.js';
import { runExport } from '../src/modules/report/report/report.export.js';
import { JobWorker } from '../src/modules/job/job.worker.js';
import { createTestApp, type TestApp } from './helpers.js';
import { finished, gate, hooked, jobByNo, rows, tempDataDir, waitFor } from './job-helpers.js';

const data = tempDataDir('batch');
let t: TestApp;
let admin: string;
const UUID = 'base.message.push';
const PARAMS = [{ key: 'app_id', value: 'console' }, { key: 'user_type', value: '2' }];

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: data.dir, JOB_IMPORT_CHUNK_ROWS: '3' } });
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
  data.remove();
});

let uploads = 0;
/** Puts a file where the uploads module keeps them and answers its link. */
function upload(bytes: Buffer | string, extension: string) {
  const dir = join(data.dir, 'files', 'test');
  mkdirSync(dir, { recursive: true });
  const name = `upload-${++uploads}.${extension}`;
  writeFileSync(join(dir, name), bytes);
  return `/files/test/${name}`;
}

async function xlsx(rowsOfCells: unknown[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入数据');
  for (const cells of rowsOfCells) sheet.addRow(cells);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HEADER = ['接收商户编号', '标题', '内容', '链接'];
const create = (fileUrl: string, charset = 'UTF-8', params: unknown = PARAMS, token = admin) =>
  t.call('POST', 'batch/batch', { token, body: { rt_uuid: UUID, file_url: fileUrl, charset, params } });

const messagesTitled = async (title: string) =>
  rows<{ merchant: string; title: string; body: string; link: string; app_id: string; sender: string }>(
    t.db,
    sql`select merchant::text, title, body, link, app_id, sender::text from message where title = ${title}`,
  );

describe('import template', () => {
  it('answers the template summary with its params, columns and template file', async () => {
    const reply = await t.call('GET', 'batch/rt/summary', { token: admin, query: { uuid: UUID } });
    expect(reply.body.code).toBe(1001);
    expect(reply.body.payload).toMatchObject({
      uuid: UUID,
      name: '站内消息批量推送',
      charset: 'UTF-8',
      max_size: 5242880,
      extensions: ['csv', 'xls', 'xlsx'],
      params: [
        { key: 'app_id', name: '推送应用', type: 1, regex: '', value: 'console' },
        { key: 'user_type', name: '接收方类型', type: 2, regex: '^2$', value: '2' },
      ],
    });
    expect(reply.body.payload.columns.map((c: { title: string }) => c.title)).toEqual(HEADER);
    const file = await t.app.inject({ method: 'GET', url: reply.body.payload.template_url });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as never);
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(workbook.worksheets[1]!.name).toBe('填写说明');
  });

  it('answers the options of a select param and refuses others', async () => {
    const options = await t.call('GET', 'batch/rt/param/value', { token: admin, query: { uuid: UUID, key: 'app_id' } });
    expect(options.body.payload.row).toContainEqual({ label: expect.any(String), value: 'console' });
    const hidden = await t.call('GET', 'batch/rt/param/value', { token: admin, query: { uuid: UUID, key: 'user_type' } });
    expect(hidden.body).toMatchObject({ code: 1400, message: '模板参数 接收方类型 不是下拉选择' });
    expect((await t.call('GET', 'batch/rt/summary', { token: admin, query: { uuid: 'nope' } })).body.code).toBe(1404);
  });

  it('needs the template\'s permission (1403) and product (1405)', async () => {
    const staff = await t.login('admin-staff');
    const summary = await t.call('GET', 'batch/rt/summary', { token: staff, query: { uuid: UUID } });
    expect(summary.body.code).toBe(1403);
    expect(summary.body.message).toContain('base:message:create');
    expect((await create(upload(`${HEADER.join(',')}\n100101,x,,\n`, 'csv'), 'UTF-8', PARAMS, staff)).body.code).toBe(1403);
    const merchant = await t.login('parking-merchant');
    expect((await t.call('GET', 'batch/rt/summary', { token: merchant, query: { uuid: UUID } })).body.code).toBe(1405);
  });
});

describe('importing', () => {
  it('imports an XLSX: applies the good rows, records each bad row with its reason', async () => {
    const file = upload(
      await xlsx([
        HEADER,
        ['100101', 'XLSX 通知一', '正文', '/account/report/list'],
        ['100201', 'XLSX 通知二', '', 'https://example.com/a'],
        ['', '缺少商户', '', ''],
        ['abc', '商户不是数字', '', ''],
        ['999999', '不存在的商户', '', ''],
        ['100101', '', '', 'javascript:alert(1)'],
        ['100101', '长'.repeat(101), '', ''],
        [],
        [100102, 'XLSX 数字单元格', '', ''],
      ]),
      'xlsx',
    );
    const reply = await create(file);
    expect(reply.body).toMatchObject({ code: 1001, message: '创建导入任务成功' });
    const no = reply.body.payload.batch_no;
    expect(no).toMatch(/^IM\d{16}$/);
    const job = await finished(t.db, no);
    expect(job).toMatchObject({ status: 'succeeded', total: 8, processed: 8, applied: 3, rejected: 5, skipped: 0 });

    const detail = await t.call('GET', 'batch/batch', { token: admin, query: { batch_no: no } });
    expect(detail.body.payload).toMatchObject({
      batch_no: no,
      rt_uuid: UUID,
      name: '站内消息批量推送',
      status: 'succeeded',
      status_name: '已完成',
      progress: 100,
      total: 8,
      applied: 3,
      rejected: 5,
      params: [{ key: 'app_id', value: 'console' }, { key: 'user_type', value: '2' }],
    });
    const tasks = await t.call('GET', 'batch/task/list', { token: admin, query: { batch_no: no } });
    expect(tasks.body.payload.paging_header.total_count).toBe(5);
    expect(tasks.body.payload.row.map((r: { row_no: number; reason: string }) => [r.row_no, r.reason])).toEqual([
      [4, '「接收商户编号」不能为空'],
      [5, '「接收商户编号」应为商户编号（数字）'],
      [6, '商户 999999 不存在或不在您的管理范围内'],
      [7, '「标题」不能为空；「链接」应以 http://、https:// 或 / 开头'],
      [8, '「标题」不能超过 100 个字符'],
    ]);
    expect(tasks.body.payload.row[0]).toMatchObject({ status: 'rejected', status_name: '导入失败', content: { 接收商户编号: '', 标题: '缺少商户' } });

    expect(await messagesTitled('XLSX 通知一')).toEqual([{ merchant: '100101', title: 'XLSX 通知一', body: '正文', link: '/account/report/list', app_id: 'console', sender: expect.any(String) }]);
    expect(await messagesTitled('XLSX 数字单元格')).toHaveLength(1);
    const seen = await t.call('GET', 'message/message/list', { token: await t.login('energy-merchant') });
    expect(seen.body.payload.row[0].title).toBe('XLSX 通知二');

    const stats = await t.call('GET', 'batch/task/statistics', { token: admin, query: { batch_no: no } });
    expect(stats.body.payload).toEqual({ batch_no: no, status: 'succeeded', total: 8, processed: 8, pending: 0, applied: 3, rejected: 5, skipped: 0, progress: 100 });
  });

  it('imports a GBK-encoded CSV with quoted fields and bad rows', async () => {
    const csv = [
      HEADER.join(','),
      '100101,GBK 停车场月度账单,"您的账单已生成, 请查收",/account/report/list',
      '100201,GBK 充电站通知,内容,',
      ',GBK 无商户,,',
      '100300,"GBK ""集团""公告",,ftp://bad',
      '',
    ].join('\r\n');
    const reply = await create(upload(iconv.encode(csv, 'gbk'), 'csv'), 'GBK');
    expect(reply.body.code).toBe(1001);
    const job = await finished(t.db, reply.body.payload.batch_no);
    expect(job).toMatchObject({ status: 'succeeded', total: 4, applied: 2, rejected: 2 });
    expect(await messagesTitled('GBK 停车场月度账单')).toMatchObject([{ merchant: '100101', body: '您的账单已生成, 请查收' }]);
    expect(await messagesTitled('GBK "集团"公告')).toHaveLength(0);
    const tasks = await t.call('GET', 'batch/task/list', { token: admin, query: { batch_no: job.no, status: 'rejected' } });
    expect(tasks.body.payload.row.map((r: { row_no: number; reason: string; content: Record<string, string> }) => [r.row_no, r.reason, r.content['标题']])).toEqual([
      [4, '「接收商户编号」不能为空', 'GBK 无商户'],
      [5, '「链接」应以 http://、https:// 或 / 开头', 'GBK "集团"公告'],
    ]);
  });

  it('lists the caller\'s imports; another merchant sees none of them', async () => {
    const list = await t.call('GET', 'batch/batch/list', { token: admin, query: { page_size: 50 } });
    expect(list.body.code).toBe(1001);
    expect(list.body.payload.paging_header.total_count).toBeGreaterThanOrEqual(2);
    expect(list.body.payload.row[0]).toMatchObject({ rt_uuid: UUID, status: 'succeeded', file_name: expect.stringMatching(/^upload-\d+\.csv$/) });
    const no = list.body.payload.row[0].batch_no;
    const group = await t.login('parking-group');
    expect((await t.call('GET', 'batch/batch/list', { token: group })).body.code).toBe(1002);
    expect((await t.call('GET', 'batch/batch', { token: group, query: { batch_no: no } })).body.code).toBe(1404);
    expect((await t.call('GET', 'batch/task/list', { token: group, query: { batch_no: no } })).body.code).toBe(1404);
    expect((await t.call('PUT', 'batch/batch/abort', { token: group, body: { batch_no: no } })).body.code).toBe(1404);
    expect((await t.call('DELETE', 'batch/batch', { token: group, query: { batch_no: no } })).body.code).toBe(1404);
  });
});

describe('bad input', () => {
  const good = () => upload(`${HEADER.join(',')}\r\n100101,好的一行,,\r\n`, 'csv');

  it('checks the template params as the dialog does', async () => {
    expect((await create(good(), 'UTF-8', [{ key: 'user_type', value: '2' }])).body).toMatchObject({ code: 1400, message: '请选择推送应用' });
    expect((await create(good(), 'UTF-8', [{ key: 'app_id', value: 'nope' }])).body).toMatchObject({ code: 1400, message: '请选择推送应用' });
    expect((await create(good(), 'UTF-8', [...PARAMS, { key: 'extra', value: '1' }])).body).toMatchObject({ code: 1400, message: '未知的模板参数：extra' });
    const charset = await t.call('POST', 'batch/batch', { token: admin, body: { rt_uuid: UUID, file_url: good(), charset: 'BIG5', params: PARAMS } });
    expect(charset.body.code).toBe(1400);
    expect(charset.body.message).toContain('charset');
  });

  it('refuses missing, oversized, .xls, unreadable and mis-encoded files and wrong headers with a Chinese reason', async () => {
    const expectBad = async (fileUrl: string, message: string, charset = 'UTF-8') => {
      const reply = await create(fileUrl, charset);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: 1400, message });
    };
    await expectBad('/files/test/none.csv', '导入文件不存在，请重新上传');
    await expectBad('/files/../pglite/PG_VERSION', '导入文件不存在，请重新上传');
    await expectBad('/api/elsewhere.csv', '导入文件不存在，请重新上传');
    await expectBad(upload(Buffer.alloc(5_242_881, 0x41), 'csv'), '文件大小超出限制，导入文件最大 5 MB');
    await expectBad(upload(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]), 'xls'), '暂不支持 Excel 97-2003（.xls）文件');
    await expectBad(upload(Buffer.from([0x00, 0x01, 0x02, 0x03, 0x00]), 'csv'), '文件类型不支持，请上传 CSV 或 Excel（.xlsx）文件');
    await expectBad(upload(Buffer.from('PK\u0003\u0004 not really a zip'), 'xlsx'), expect.stringContaining('Excel 文件无法读取') as never);
    await expectBad(upload(iconv.encode(`${HEADER.join(',')}\n100101,中文标题,,\n`, 'gbk'), 'csv'), '文件不是 UTF-8 编码，请将文件编码选择为 GBK 后重新导入');
    await expectBad(upload(`${HEADER.join(',')}\n100101,中文标题,,\n`, 'csv'), '文件是 UTF-8 编码，请将文件编码选择为 UTF-8 后重新导入', 'GBK');
    await expectBad(upload('商户,标题\n100101,x\n', 'csv'), '文件表头缺少「接收商户编号」列，请下载导入模板，按模板的表头填写后重新导入');
    await expectBad(upload(`${HEADER.join(',')}\n`, 'csv'), '文件中没有需要导入的数据行');
    // Nothing was left behind by the refused files.
    const list = await t.call('GET', 'batch/batch/list', { token: admin, query: { page_size: 100 } });
    expect(list.body.payload.row.every((r: { status: string }) => r.status !== 'queued')).toBe(true);
  });
});

describe('abort, cancel and delete', () => {
  let paused: JobWorker | undefined;
  afterAll(async () => {
    await paused?.stop();
    await t.app.jobWorker.start();
  });

  it('aborts a queued import at once, a running one at its next chunk, and cancels rows ahead of the worker', async () => {
    await t.app.jobWorker.stop();
    const many = [HEADER.join(','), ...Array.from({ length: 30 }, (_, i) => `100101,中止测试 ${i + 2},,`)].join('\n');

    // Queued: aborted at once, nothing applied.
    const queued = (await create(upload(many, 'csv'))).body.payload.batch_no;
    const aborted = await t.call('PUT', 'batch/batch/abort', { token: admin, body: { batch_no: queued } });
    expect(aborted.body.payload).toEqual({ batch_no: queued, status: 'aborted' });
    expect((await t.call('PUT', 'batch/batch/abort', { token: admin, body: { batch_no: queued } })).body).toMatchObject({ code: 1409, message: '导入任务已结束，无法终止' });

    // Running: rows 5 and 6 cancelled before the worker reaches them; abort after the second chunk.
    const running = (await create(upload(many.replace(/中止测试/g, '运行中止'), 'csv'))).body.payload.batch_no;
    const cancel = await t.call('PUT', 'batch/task/abort', { token: admin, body: { batch_no: running, row_nos: [5, 6, 99] } });
    expect(cancel.body.payload).toEqual({ aborted: 3 });
    const secondDone = gate();
    const resume = gate();
    paused = new JobWorker(
      t.db,
      {
        export: runExport,
        import: hooked(runImport, {
          after: async (n) => {
            if (n === 2) {
              secondDone.open();
              await resume.opened;
            }
          },
        }),
      },
      { ...t.config.jobs, importChunkRows: 3, dataDir: data.dir, pollMs: 50 },
    );
    await paused.start();
    await secondDone.opened;
    const midway = await t.call('GET', 'batch/task/statistics', { token: admin, query: { batch_no: running } });
    expect(midway.body.payload).toMatchObject({ status: 'running', total: 30, processed: 6, applied: 4, skipped: 2, pending: 24, progress: 20 });
    expect((await t.call('DELETE', 'batch/batch', { token: admin, query: { batch_no: running } })).body).toMatchObject({ code: 1409 });
    const stop = await t.call('PUT', 'batch/batch/abort', { token: admin, body: { batch_no: running } });
    expect(stop.body.payload).toEqual({ batch_no: running, status: 'running' });
    expect((await t.call('GET', 'batch/batch', { token: admin, query: { batch_no: running } })).body.payload.abort_requested).toBe(true);
    resume.open();
    const job = await finished(t.db, running);
    expect(job).toMatchObject({ status: 'aborted', processed: 6, applied: 4, skipped: 2 });
    expect((await rows<{ n: number }>(t.db, sql`select count(*)::int as n from message where title like '运行中止 %'`))[0]!.n).toBe(4);
    expect((await messagesTitled('运行中止 5'))).toHaveLength(0);
    const cancelled = await t.call('GET', 'batch/task/list', { token: admin, query: { batch_no: running, status: 'aborted' } });
    expect(cancelled.body.payload.row.map((r: { row_no: number; status_name: string }) => [r.row_no, r.status_name])).toEqual([[5, '已取消'], [6, '已取消'], [99, '已取消']]);
    expect((await t.call('PUT', 'batch/task/abort', { token: admin, body: { batch_no: running, row_nos: [20] } })).body.code).toBe(1409);
  });

  it('deletes a finished import with its rows and its copy of the file', async () => {
    const list = await t.call('GET', 'batch/batch/list', { token: admin, query: { status: 'aborted' } });
    const no = list.body.payload.row[0].batch_no;
    const job = await jobByNo(t.db, no);
    expect(existsSync(join(data.dir, job.file_path))).toBe(true);
    expect((await t.call('DELETE', 'batch/batch', { token: admin, query: { batch_no: no } })).body.payload).toEqual({ deleted: 1 });
    expect(existsSync(join(data.dir, job.file_path))).toBe(false);
    expect((await t.call('GET', 'batch/batch', { token: admin, query: { batch_no: no } })).body.code).toBe(1404);
    await waitFor(async () => (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from job_row where job = ${job.id}`))[0]!.n === 0);
  });
});
