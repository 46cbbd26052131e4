import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientError } from '../src/db/schema/index.js';
import { registerCall } from '../src/plugins/route.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

// 开发信息 and 错误日志: `admin` (the platform) holds both permissions; merchants report their own errors and may not read the log.
let t: TestApp;
let admin: string;
let adminStaff: string;
let merchant: string;
let partner: string;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) =>
      registerCall(app, { method: 'GET', path: 'test/explode', summary: '测试：意外失败', auth: 'token', reply: Type.Null() }, async () => {
        throw new TypeError('Cannot read properties of undefined (reading "park_code")');
      }),
  });
  [admin, adminStaff, merchant, partner] = (await Promise.all(['admin', 'admin-staff', 'parking-merchant', 'parking-partner'].map((a) => t.login(a)))) as [string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const report = (token: string, body: Record<string, unknown>) => t.call('POST', 'development/error', { token, body, headers: { 'user-agent': 'Mozilla/5.0 test' } });

describe('开发信息', () => {
  it('tells the platform what the server runs on and the migrations it applied', async () => {
    const info = ok(await t.call('GET', 'development/info', { token: admin }));
    expect(info.server.node).toBe(process.version);
    expect(info.server.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(info.server.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(info.database.kind).toMatch(/PGlite|PostgreSQL/);
    expect(info.database.version).toContain('PostgreSQL');
    expect(info.database.migrations).toBeGreaterThan(30);
    expect(info.database.latest_migration).toMatch(/^\d{4}_/);
    expect(info.api.calls).toBeGreaterThan(500);
    expect(info.errors).toEqual({ today: expect.any(Number), last_7_days: expect.any(Number) });
  });

  it('is the platform’s: a merchant, a partner and a staff account without the permission are refused', async () => {
    expect((await t.call('GET', 'development/info', { token: merchant })).body.code).toBe(1403);
    expect((await t.call('GET', 'development/info', { token: partner })).body.code).toBe(1403);
    expect((await t.call('GET', 'development/error/list', { token: adminStaff })).body.code).toBe(1403);
    expect((await t.call('GET', 'development/info')).body.code).toBe(1401);
  });
});

describe('错误日志', () => {
  it('keeps what the console reports, cut to size, with who, where and which browser', async () => {
    ok(await report(merchant, { kind: 'script', message: `x is not defined ${'…'.repeat(900)}`, stack: 'ReferenceError: x\n    at page.js:1:2', page: '/parking-merchant/vehicle/monthly?plate=粤B', release: 'web-1' }));
    ok(await report(partner, { kind: 'render', message: 'Minified React error #31', page: '/parking/parking/list' }));
    const list = ok(await t.call('GET', 'development/error/list', { token: admin, query: { merchant: 100101 } }));
    expect(list.row).toHaveLength(1);
    const row = list.row[0];
    expect(row).toMatchObject({ kind: 'script', page: '/parking-merchant/vehicle/monthly?plate=粤B', release: 'web-1', merchant: 100101, merchant_name: '福田中心停车场', user_agent: 'Mozilla/5.0 test', seqno: '' });
    expect(row.message).toHaveLength(500);
    expect(row.message.endsWith('…')).toBe(true);
    expect(row.stack).toContain('at page.js:1:2');
    const render = ok(await t.call('GET', 'development/error/list', { token: admin, query: { kind: 'render' } }));
    expect(render.row.map((r: { merchant: number }) => r.merchant)).toEqual([100100]);
    const found = ok(await t.call('GET', 'development/error/list', { token: admin, query: { keywords: 'react error' } }));
    expect(found.row).toHaveLength(1);
  });

  it('records the server’s unexpected failure under the seqno the user was shown, without the internals in the reply', async () => {
    const failed = await t.call('GET', 'test/explode', { token: merchant });
    expect(failed.body.code).toBe(1500);
    expect(JSON.stringify(failed.body)).not.toContain('park_code');
    const { seqno } = failed.body;
    let rows: (typeof clientError.$inferSelect)[] = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      rows = await t.db.tenant('all', (tx) => tx.select().from(clientError).where(eq(clientError.seqno, seqno)));
      if (!rows.length) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const list = ok(await t.call('GET', 'development/error/list', { token: admin, query: { seqno } }));
    expect(list.row).toHaveLength(1);
    expect(list.row[0]).toMatchObject({ kind: 'server', page: 'GET /api/test/explode', merchant: 100101 });
    expect(list.row[0].message).toContain('park_code');
    expect(list.row[0].stack).toContain('TypeError');
  });

  it('refuses bad input with a Chinese message, and a date range beyond 92 days', async () => {
    const bad = await report(merchant, { kind: 'console', message: 'x', page: '/' });
    expect(bad.body.code).toBe(1400);
    expect((await report(merchant, { kind: 'script', message: '', page: '/' })).body.code).toBe(1400);
    const wide = await t.call('GET', 'development/error/list', { token: admin, query: { start_date: '2026-01-01', end_date: '2026-11-01' } });
    expect(wide.body.code).toBe(1400);
    expect(wide.body.message).toContain('92');
  });

  it('is append-only for the application role', async () => {
    await expect(t.db.tenant('all', (tx) => tx.delete(clientError))).rejects.toThrow();
  });
});
