import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let adminStaff: string;
let merchant: string;
let merchantStaff: string;
let other: string;
const dataDir = mkdtempSync(join(tmpdir(), 'console-storage-'));
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: '4096', UPLOAD_ADVERTISING_MAX_BYTES: '2048' } });
  admin = await t.login('admin');
  adminStaff = await t.login('admin-staff');
  merchant = await t.login('parking-merchant');
  merchantStaff = await t.login('parking-merchant-staff');
  other = await t.login('energy-merchant');
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const auditOf = (type: string, id: string | number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('key-value storage (storage/kv)', () => {
  it('creates, replaces, lists and deletes keys of the caller’s own merchant, with audit entries', async () => {
    const created = await t.call('PUT', 'storage/kv', { token: merchant, body: { key: 'billing.header', value: '福田中心停车场', remark: '发票抬头' } });
    expect(created.body.payload).toEqual({ key: 'billing.header', created: true });
    const replaced = await t.call('PUT', 'storage/kv', { token: merchant, body: { key: 'billing.header', value: '福田中心停车场有限公司' } });
    expect(replaced.body.payload).toEqual({ key: 'billing.header', created: false });
    await t.call('PUT', 'storage/kv', { token: merchant, body: { key: 'report.email', value: 'finance@example.com' } });

    const list = await t.call('GET', 'storage/kv/list', { token: merchant });
    // Sorted by key, beside the demo data's invoice.title and parking.free_minutes.
    expect(list.body.payload.row.map((r: { key: string }) => r.key)).toEqual(['billing.header', 'invoice.title', 'parking.free_minutes', 'report.email']);
    expect(list.body.payload.row.filter((r: { key: string }) => ['billing.header', 'report.email'].includes(r.key))).toMatchObject([
      { key: 'billing.header', value: '福田中心停车场有限公司', remark: '发票抬头', updated_by: expect.any(String) },
      { key: 'report.email', value: 'finance@example.com' },
    ]);
    expect((await t.call('GET', 'storage/kv/list', { token: merchant, query: { key: 'billing' } })).body.payload.paging_header.total_count).toBe(1);

    expect((await t.call('DELETE', 'storage/kv', { token: merchant, query: { key: 'report.email' } })).body.code).toBe(1001);
    const entries = await auditOf('storage_kv', 'billing.header');
    expect(entries.map((e) => e.call)).toEqual(['PUT storage/kv', 'PUT storage/kv']);
    expect(entries[1]).toMatchObject({ merchant: 100101, before: { value: '福田中心停车场' }, after: { value: '福田中心停车场有限公司', remark: '发票抬头' } });
    expect((await auditOf('storage_kv', 'report.email')).map((e) => e.call)).toEqual(['PUT storage/kv', 'DELETE storage/kv']);
  });

  it('keeps merchants apart: another merchant’s key is absent (1404 on delete), even for the operator', async () => {
    await t.call('PUT', 'storage/kv', { token: other, body: { key: 'station.notice', value: '南山快充站公告' } });
    await t.call('PUT', 'storage/kv', { token: admin, body: { key: 'platform.only', value: '平台配置' } });
    await t.call('PUT', 'storage/kv', { token: merchant, body: { key: 'station.notice', value: '福田的同名键' } });
    const foreign = await t.call('DELETE', 'storage/kv', { token: admin, query: { key: 'station.notice' } });
    expect(foreign.body).toMatchObject({ code: 1404, message: '配置不存在' });
    const mine = await t.call('GET', 'storage/kv/list', { token: merchant, query: { key: 'station' } });
    // (the demo data gives 南山快充站 its own station.notice)
    expect(mine.body.payload.row).toMatchObject([{ key: 'station.notice', value: '福田的同名键' }]);
    const operators = await t.call('GET', 'storage/kv/list', { token: admin, query: { page_size: 100 } });
    expect(JSON.stringify(operators.body.payload)).not.toContain('南山快充站公告');
    expect(operators.body.payload.row.map((r: { key: string }) => r.key)).toContain('platform.only');
    expect(JSON.stringify((await t.call('GET', 'storage/kv/list', { token: merchant, query: { page_size: 100 } })).body.payload)).not.toContain('平台配置');
    expect((await t.call('GET', 'storage/kv/list', { token: other, query: { key: 'station' } })).body.payload.row).toMatchObject([{ value: '南山快充站公告' }]);
  });

  it('validates keys and values (1400) and needs its permissions (1403)', async () => {
    const badKey = await t.call('PUT', 'storage/kv', { token: merchant, body: { key: '1 bad key', value: 'x' } });
    expect(badKey.body.code).toBe(1400);
    expect(badKey.body.message).toContain('配置键');
    const long = await t.call('PUT', 'storage/kv', { token: merchant, body: { key: 'long', value: 'x'.repeat(10001) } });
    expect(long.body.code).toBe(1400);
    const denied = await t.call('PUT', 'storage/kv', { token: merchantStaff, body: { key: 'x', value: 'y' } });
    expect(denied.body.code).toBe(1403);
    expect(denied.body.message).toContain('universal:storage:update');
    expect((await t.call('GET', 'storage/kv/list', { token: merchantStaff })).body.code).toBe(1403);
  });
});

describe('upload token by GET (storage/oss/token)', () => {
  it('answers the upload token of POST upload/token, which uploads a file', async () => {
    const reply = await t.call('GET', 'storage/oss/token', { token: merchant, query: { hash: sha256(PNG), extension: 'png' } });
    expect(reply.body.code).toBe(1001);
    expect(reply.body.payload).toMatchObject({ api_url: '/api/upload/file', expire_in: 600 });
    const form = new FormData();
    form.append('token', reply.body.payload.token);
    form.append('file', new Blob([PNG]), 'a.png');
    const request = new Request('http://localhost/api/upload/file', { method: 'POST', body: form });
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/upload/file', headers: Object.fromEntries(request.headers), payload: Buffer.from(await request.arrayBuffer()) });
    expect(uploaded.json()).toMatchObject({ code: 1001, payload: { extension: 'png' } });

    expect((await t.call('GET', 'storage/oss/token', { token: merchant, query: { hash: 'abc' } })).body.code).toBe(1400);
    expect((await t.call('GET', 'storage/oss/token', { query: { hash: sha256(PNG) } })).body.code).toBe(1401);
  });
});

describe('buckets (merchant/bucket)', () => {
  it('has the built-in spaces; a new bucket is an upload space with its own types and limit', async () => {
    const available = await t.call('GET', 'merchant/bucket/available', { token: merchant });
    expect(available.body.payload.row).toMatchObject([
      { name: 'default', label: '默认空间', max_bytes: 4096 },
      { name: 'advertising', label: '广告素材空间', max_bytes: 2048 },
      { name: 'firmware', label: '设备软件与固件空间', extensions: ['zip'], max_bytes: 4096 },
      // The demo's contract space (10 MB) is capped by this server's 4,096 bytes.
      { name: 'contract', label: '合同附件', max_bytes: 4096 },
    ]);

    const created = await t.call('POST', 'merchant/bucket', { token: admin, body: { name: 'invoice', label: '发票空间', extensions: ['pdf', 'png'], max_bytes: 3000 } });
    expect(created.body.code).toBe(1001);
    const id = created.body.payload.id as number;
    const token = await t.call('POST', 'upload/token', { token: merchant, body: { namespace: 'invoice', hash: sha256(PNG), extension: 'png' } });
    expect(token.body.code).toBe(1001);
    const refused = await t.call('POST', 'upload/token', { token: merchant, body: { namespace: 'invoice', hash: sha256(PNG), extension: 'mp4' } });
    expect(refused.body).toMatchObject({ code: 1400, message: '不支持该文件类型上传：.mp4' });
    expect(refused.body.hint).toBe('发票空间支持：.pdf、.png');

    const twin = await t.call('POST', 'merchant/bucket', { token: admin, body: { name: 'invoice', label: '重复', extensions: ['pdf'], max_bytes: 3000 } });
    expect(twin.body).toMatchObject({ code: 1400, message: '上传空间「invoice」已存在' });
    const tooLarge = await t.call('POST', 'merchant/bucket', { token: admin, body: { name: 'big', label: '大文件', extensions: ['pdf'], max_bytes: 5000 } });
    expect(tooLarge.body.code).toBe(1400);
    expect(tooLarge.body.message).toContain('4,096');
    const svg = await t.call('POST', 'merchant/bucket', { token: admin, body: { name: 'svg', label: '矢量图', extensions: ['svg'], max_bytes: 2000 } });
    expect(svg.body.code).toBe(1400);

    // Disabled: no new tokens; then deleted.
    expect((await t.call('PUT', 'merchant/bucket', { token: admin, body: { id, label: '发票空间', extensions: ['pdf', 'png'], max_bytes: 3000, status: 0 } })).body.code).toBe(1001);
    const off = await t.call('POST', 'upload/token', { token: merchant, body: { namespace: 'invoice', hash: sha256(PNG) } });
    expect(off.body).toMatchObject({ code: 1400, message: '上传空间 namespace「invoice」不存在或已停用' });
    expect((await t.call('GET', 'merchant/bucket/available', { token: merchant })).body.payload.row.map((r: { name: string }) => r.name)).toEqual(['default', 'advertising', 'firmware', 'contract']);
    expect((await t.call('DELETE', 'merchant/bucket', { token: admin, query: { id } })).body.code).toBe(1001);
    expect((await t.call('DELETE', 'merchant/bucket', { token: admin, query: { id } })).body.code).toBe(1404);

    const entries = await auditOf('bucket', id);
    expect(entries.map((e) => e.call)).toEqual(['POST merchant/bucket', 'PUT merchant/bucket', 'DELETE merchant/bucket']);
    expect(entries[1]).toMatchObject({ before: { status: '已启用' }, after: { status: '已停用' } });
  });

  it('keeps the built-in spaces (1409) and the default space enabled; is the operator’s (1403, 1405)', async () => {
    const list = await t.call('GET', 'merchant/bucket/list', { token: admin });
    const builtin = list.body.payload.row as { id: number; name: string; builtin: boolean }[];
    const advertising = builtin.find((b) => b.name === 'advertising')!;
    const fallback = builtin.find((b) => b.name === 'default')!;
    expect(advertising.builtin).toBe(true);
    expect((await t.call('DELETE', 'merchant/bucket', { token: admin, query: { id: advertising.id } })).body).toMatchObject({ code: 1409, message: '内置上传空间「广告素材空间」不能删除' });
    const off = await t.call('PUT', 'merchant/bucket', { token: admin, body: { id: fallback.id, label: '默认空间', extensions: ['png'], max_bytes: 4096, status: 0 } });
    expect(off.body).toMatchObject({ code: 1409, message: '默认空间不能停用' });
    // The advertising space's types can change: then gif is refused there.
    expect((await t.call('PUT', 'merchant/bucket', { token: admin, body: { id: advertising.id, label: '广告素材', extensions: ['png', 'jpg', 'mp4'], max_bytes: 2048 } })).body.code).toBe(1001);
    const gif = await t.call('POST', 'upload/token', { token: merchant, body: { namespace: 'advertising', hash: sha256(PNG), extension: 'gif' } });
    expect(gif.body).toMatchObject({ code: 1400, message: '不支持该文件类型上传：.gif' });

    expect((await t.call('GET', 'merchant/bucket/list', { token: adminStaff })).body.code).toBe(1403);
    expect((await t.call('POST', 'merchant/bucket', { token: merchant, body: { name: 'x1', label: 'x', extensions: ['pdf'], max_bytes: 2000 } })).body.code).toBe(1405);
  });
});
