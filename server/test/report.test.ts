import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { finished, parseCsv, rows, tempDataDir } from './job-helpers.js';

const data = tempDataDir('report');
let t: TestApp;
let merchant: string; // parking-merchant (100101), superuser
let other: string; // energy-merchant (100201)
const SEEDED = 100_000;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: data.dir } });
  merchant = await t.login('parking-merchant');
  other = await t.login('energy-merchant');
  await t.db.tenant('all', (tx) =>
    tx.execute(sql`insert into message (merchant, app_id, title, body, link, read_status)
      select 100101, '', '导出测试 ' || g, case when g % 7 = 0 then '含有逗号, "引号" 和
换行' else '内容 ' || g end, '/account/report/list', (g % 2)::smallint from generate_series(1, ${SEEDED}) g`),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  data.remove();
});

const messageCount = async (merchantId: number, readStatus?: number) =>
  Number(
    (
      await rows<{ n: string }>(
        t.db,
        sql`select count(*)::text as n from message where merchant = ${merchantId} ${readStatus === undefined ? sql`` : sql`and read_status = ${readStatus}`}`,
      )
    )[0]!.n,
  );

async function exportAndWait(token: string, body: object) {
  const reply = await t.call('POST', 'report/report', { token, body });
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(1001);
  return { reply, job: await finished(t.db, reply.body.payload.id, 120_000) };
}

describe('export request and the report centre', () => {
  it('queues an export (1001 with the job number) and writes every row of 100,000 into a UTF-8 CSV with BOM', async () => {
    const started = Date.now();
    const { reply, job } = await exportAndWait(merchant, { report_id: 'message', format: 'csv' });
    expect(reply.body.message).toBe('导出任务已提交，请前往报表中心查看');
    expect(reply.body.payload).toMatchObject({ name: '站内消息', status: 'queued' });
    expect(reply.body.payload.id).toMatch(/^EX\d{16}$/);
    expect(job.status).toBe('succeeded');
    const expected = await messageCount(100101);
    expect(expected).toBeGreaterThanOrEqual(SEEDED);
    expect(job.processed).toBe(expected);

    const raw = readFileSync(join(data.dir, job.file_path));
    expect(raw.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const table = parseCsv(raw.toString('utf8').slice(1));
    expect(table[0]).toEqual(['消息编号', '标题', '内容', '链接', '阅读状态', '创建时间']);
    const body = table.slice(1);
    expect(body).toHaveLength(expected);
    const ids = body.map((r) => Number(r[0]));
    expect(new Set(ids).size).toBe(expected);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const tricky = body.find((r) => r[1] === '导出测试 7')!;
    expect(tricky[2]).toBe('含有逗号, "引号" 和\n换行');
    expect(tricky[4]).toBe('已读');
    expect(tricky[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    console.info(`CSV export of ${expected} rows: ${Date.now() - started} ms`);
  }, 120_000);

  it('writes a readable XLSX, with the filters applied', async () => {
    const started = Date.now();
    const { job } = await exportAndWait(merchant, { report_id: 'message', format: 'xlsx', params: { read_status: '1' } });
    expect(job.status).toBe('succeeded');
    const expected = await messageCount(100101, 1);
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(join(data.dir, job.file_path)), { worksheets: 'emit', sharedStrings: 'cache' });
    let count = 0;
    let header: unknown[] = [];
    let second: unknown[] = [];
    for await (const sheet of reader) {
      for await (const row of sheet) {
        count++;
        if (count === 1) header = (row.values as unknown[]).slice(1);
        if (count === 2) second = (row.values as unknown[]).slice(1);
      }
    }
    expect(header).toEqual(['消息编号', '标题', '内容', '链接', '阅读状态', '创建时间']);
    expect(count - 1).toBe(expected);
    expect(typeof second[0]).toBe('number');
    expect(second[4]).toBe('已读');
    console.info(`XLSX export of ${expected} rows: ${Date.now() - started} ms`);
  }, 120_000);

  it('lists the caller\'s exports with status, progress and a signed download link that works without a token', async () => {
    const list = await t.call('GET', 'report/report/list', { token: merchant, query: { page_index: 1, page_size: 20 } });
    expect(list.body.code).toBe(1001);
    expect(list.body.payload.paging_header.total_count).toBe(2);
    const [xlsx, csv] = list.body.payload.row;
    expect(xlsx).toMatchObject({ report_id: 'message', name: '站内消息', format: 'xlsx', status: 'succeeded', status_name: '已完成', progress: 100 });
    expect(csv.file_name).toMatch(/^站内消息_\d{14}\.csv$/);
    expect(csv.link).toMatch(/^\/api\/report\/report\/download\/EX\d+\?merchant=100101&expires=\d+&signature=/);
    expect(csv.link).not.toContain('Bearer');
    expect(Date.parse(csv.link_expire_time) - Date.now()).toBeGreaterThan(800_000);

    const download = await t.app.inject({ method: 'GET', url: csv.link });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(csv.file_name)}`);
    expect(download.rawPayload.length).toBe(csv.file_size);

    const byHeader = await t.app.inject({ method: 'GET', url: `/api/report/report/download/${xlsx.id}`, headers: { authorization: `Bearer ${merchant}` } });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const filtered = await t.call('GET', 'report/report/list', { token: merchant, query: { status: 'failed' } });
    expect(filtered.body.code).toBe(1002);
  });

  it('shows progress while an export runs', async () => {
    const seen: number[] = [];
    const reply = await t.call('POST', 'report/report', { token: merchant, body: { report_id: 'message', format: 'csv' } });
    const no = reply.body.payload.id;
    for (;;) {
      const list = await t.call('GET', 'report/report/list', { token: merchant, query: { page_size: 1 } });
      const row = list.body.payload.row[0];
      expect(row.id).toBe(no);
      seen.push(row.progress);
      if (row.status === 'succeeded') break;
      expect(row.link).toBe('');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen.at(-1)).toBe(100);
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  }, 60_000);
});

describe('API reference', () => {
  it('publishes the report and batch calls', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of ['report/report', 'report/report/list', 'batch/batch', 'batch/rt/summary', 'batch/task/list']) {
      expect(doc.paths[`/api/${path}`], path).toBeDefined();
    }
  });
});

describe('isolation and refusals', () => {
  it('does not show or hand out another merchant\'s export', async () => {
    const theirs = await t.call('GET', 'report/report/list', { token: other });
    expect(theirs.body.code).toBe(1002);
    const mine = (await t.call('GET', 'report/report/list', { token: merchant })).body.payload.row[0];
    const byHeader = await t.app.inject({ method: 'GET', url: `/api/report/report/download/${mine.id}`, headers: { authorization: `Bearer ${other}` } });
    expect(byHeader.statusCode).toBe(404);
    expect(byHeader.json().code).toBe(1404);
    // The link names merchant 100101; pointing it at another merchant, or tampering with it, is refused.
    const moved = mine.link.replace('merchant=100101', 'merchant=100201');
    expect((await t.app.inject({ method: 'GET', url: moved })).json().code).toBe(1403);
    const tampered = mine.link.replace(/signature=.{4}/, 'signature=AAAA');
    expect((await t.app.inject({ method: 'GET', url: tampered })).json().code).toBe(1403);
    const expired = mine.link.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 1}`);
    const refused = await t.app.inject({ method: 'GET', url: expired });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('下载链接无效或已过期');
    const noToken = await t.app.inject({ method: 'GET', url: `/api/report/report/download/${mine.id}` });
    expect(noToken.statusCode).toBe(401);
  });

  it('refuses a caller without universal:report:basic (1403) and bad filters (1400), unknown reports (1404)', async () => {
    const staff = await t.login('parking-partner-staff');
    const forbidden = await t.call('POST', 'report/report', { token: staff, body: { report_id: 'message' } });
    expect(forbidden.body.code).toBe(1403);
    expect(forbidden.body.message).toContain('universal:report:basic');
    expect((await t.call('GET', 'report/report/list', { token: staff })).body.code).toBe(1403);

    const badFormat = await t.call('POST', 'report/report', { token: merchant, body: { report_id: 'message', format: 'pdf' } });
    expect(badFormat.body.code).toBe(1400);
    expect(badFormat.body.message).toContain('format');
    const badFilter = await t.call('POST', 'report/report', { token: merchant, body: { report_id: 'message', params: { read_status: 5 } } });
    expect(badFilter.body.code).toBe(1400);
    expect(badFilter.body.message).toContain('read_status');
    const unknown = await t.call('POST', 'report/report', { token: merchant, body: { report_id: 'nothing' } });
    expect(unknown.body.code).toBe(1404);
    expect(unknown.body.message).toBe('报表不存在');
  });
});
