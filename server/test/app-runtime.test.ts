import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let staff: string;
let merchant: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  staff = await t.login('admin-staff');
  merchant = await t.login('parking-merchant');
});
afterAll(async () => {
  await t?.close();
});

const auditOf = (type: string, id: string | number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));

const createApp = async (body: object) => {
  const reply = await t.call('POST', 'merchant/app/rt', { token: admin, body });
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(1001);
  return reply.body.payload as { id: number; app_id: string; app_key: string };
};

const defaultAppId = async () => {
  const list = await t.call('GET', 'merchant/app/rt/list', { token: admin, query: { page_size: 100 } });
  return (list.body.payload.row as { id: number; is_default: number }[]).find((r) => r.is_default === 1)!.id;
};

describe('apps (merchant/app/rt)', () => {
  it('creates an app with a generated key and the default theme, lists it masked, shows the key to keychain holders', async () => {
    const created = await createApp({ name: '福田停车控制台', domain: 'Parking.Example.com', profile: 'prod' });
    expect(created.app_id).toMatch(/^app_[0-9a-f]{12}$/);
    expect(created.app_key).toMatch(/^ak_[\w-]{32}$/);

    const list = await t.call('GET', 'merchant/app/rt/list', { token: admin, query: { keywords: 'parking.example' } });
    expect(list.body.payload.paging_header.total_count).toBe(1);
    const row = list.body.payload.row[0];
    expect(row).toMatchObject({ id: created.id, name: '福田停车控制台', domain: 'parking.example.com', profile: 'prod', status: 1, is_default: 0, system: 'merchant' });
    expect(row.app_key).not.toBe(created.app_key);
    expect(row.app_key).toContain('****');
    expect(row.metadata_count).toBeGreaterThanOrEqual(7);

    const detail = await t.call('GET', 'merchant/app/rt', { token: admin, query: { id: created.id } });
    expect(detail.body.payload).toMatchObject({ app_key: created.app_key, key_visible: true });

    // Its domain answers with its own theme at once.
    const summary = await t.call('GET', 'merchant/app/rt/summary', { query: { domain: 'parking.example.com' } });
    expect(summary.body.payload).toMatchObject({ app_id: created.app_id, name: '福田停车控制台' });
    expect(summary.body.payload.metadata.TEXT_SITENAME).toBe('福田停车控制台');

    const entries = await auditOf('app', created.id);
    expect(entries.map((e) => e.call)).toEqual(['POST merchant/app/rt']);
    expect(JSON.stringify(entries[0]!.after)).not.toContain(created.app_key);
  });

  it('edits, resets the key, moves the default flag, and keeps domain+profile and app_id unique (1400)', async () => {
    const a = await createApp({ name: '测试环境', domain: 'test.example.com', profile: 'test', app_id: 'console-test' });
    const twin = await t.call('POST', 'merchant/app/rt', { token: admin, body: { name: '重复', domain: 'test.example.com', profile: 'test' } });
    expect(twin.body).toMatchObject({ code: 1400, message: '域名 test.example.com 的 test 环境已由应用「测试环境」使用' });
    const sameId = await t.call('POST', 'merchant/app/rt', { token: admin, body: { name: '重复', domain: 'other.example.com', app_id: 'console-test' } });
    expect(sameId.body).toMatchObject({ code: 1400, message: 'app_id「console-test」已存在' });
    const badDomain = await t.call('POST', 'merchant/app/rt', { token: admin, body: { name: '坏域名', domain: 'https://x.example.com/' } });
    expect(badDomain.body.code).toBe(1400);
    expect(badDomain.body.message).toContain('域名');

    const reset = await t.call('PUT', 'merchant/app/rt', { token: admin, body: { id: a.id, name: '测试环境二', domain: 'test.example.com', profile: 'test', reset_key: true } });
    expect(reset.body.code).toBe(1001);
    expect(reset.body.payload.app_key).toMatch(/^ak_/);
    expect(reset.body.payload.app_key).not.toBe(a.app_key);
    const key = await t.call('GET', 'session/app/key', { token: admin, query: { app_id: 'console-test' } });
    expect(key.body.payload.app_key).toBe(reset.body.payload.app_key);

    // The default flag moves; the old default can then be deleted, the new one cannot.
    const oldDefault = await defaultAppId();
    const unset = await t.call('PUT', 'merchant/app/rt', { token: admin, body: { id: oldDefault, name: '商户管理平台', domain: 'localhost', is_default: 0 } });
    expect(unset.body).toMatchObject({ code: 1400, message: '必须有一个默认应用，不能取消当前默认应用' });
    const moved = await t.call('PUT', 'merchant/app/rt', { token: admin, body: { id: a.id, name: '测试环境二', domain: 'test.example.com', profile: 'test', is_default: 1 } });
    expect(moved.body.code).toBe(1001);
    expect(await defaultAppId()).toBe(a.id);
    const refused = await t.call('DELETE', 'merchant/app/rt', { token: admin, query: { id: a.id } });
    expect(refused.body).toMatchObject({ code: 1409, message: '默认应用不能删除' });
    // Back again, for the other tests.
    await t.call('PUT', 'merchant/app/rt', { token: admin, body: { id: oldDefault, name: '商户管理平台', domain: 'localhost', is_default: 1 } });
    expect(await defaultAppId()).toBe(oldDefault);

    const entries = await auditOf('app', a.id);
    expect(entries.map((e) => e.call)).toEqual(['POST merchant/app/rt', 'PUT merchant/app/rt', 'PUT merchant/app/rt', 'PUT merchant/app/rt']);
    expect(entries[1]!.after).toMatchObject({ name: '测试环境二', app_key: '已重新生成' });
  });

  it('enables and disables by the transition table (1409), never the default app or the caller’s own domain', async () => {
    const b = await createApp({ name: '停用测试', domain: 'off.example.com' });
    const again = await t.call('PUT', 'merchant/app/rt/enable', { token: admin, body: { id: b.id } });
    expect(again.body).toMatchObject({ code: 1409, message: '应用当前为「已启用」，不能变更为「已启用」' });
    expect((await t.call('PUT', 'merchant/app/rt/disable', { token: admin, body: { id: b.id } })).body.payload).toEqual({ id: b.id, status: 0 });
    // A disabled app's domain gets the default app.
    const summary = await t.call('GET', 'merchant/app/rt/summary', { query: { domain: 'off.example.com' } });
    expect(summary.body.payload.app_id).toBe('console');
    const twice = await t.call('PUT', 'merchant/app/rt/disable', { token: admin, body: { id: b.id } });
    expect(twice.body).toMatchObject({ code: 1409, message: '应用当前为「已停用」，不能变更为「已停用」' });
    expect((await t.call('PUT', 'merchant/app/rt/enable', { token: admin, body: { id: b.id } })).body.code).toBe(1001);

    const defaultId = await defaultAppId();
    const offDefault = await t.call('PUT', 'merchant/app/rt/disable', { token: admin, body: { id: defaultId } });
    expect(offDefault.body).toMatchObject({ code: 1409, message: '默认应用不能停用' });

    // The app answering the caller's own host: this request comes from off.example.com.
    const own = await t.call('DELETE', 'merchant/app/rt', { token: admin, query: { id: b.id }, headers: { host: 'off.example.com:8080' } });
    expect(own.body).toMatchObject({ code: 1409, message: '该应用正在为您当前访问的域名 off.example.com 提供服务，不能删除' });
    const ownOff = await t.call('PUT', 'merchant/app/rt/disable', { token: admin, body: { id: b.id }, headers: { host: 'off.example.com' } });
    expect(ownOff.body.code).toBe(1409);

    const deleted = await t.call('DELETE', 'merchant/app/rt', { token: admin, query: { id: b.id } });
    expect(deleted.body.code).toBe(1001);
    expect((await t.call('GET', 'merchant/app/rt', { token: admin, query: { id: b.id } })).body.code).toBe(1404);
    const entries = await auditOf('app', b.id);
    expect(entries.map((e) => e.call)).toEqual(['POST merchant/app/rt', 'PUT merchant/app/rt/disable', 'PUT merchant/app/rt/enable', 'DELETE merchant/app/rt']);
    expect(entries[1]).toMatchObject({ before: { status: '已启用' }, after: { status: '已停用' } });
  });

  it('is the operator’s: others get 1403 or 1405, and a key stays masked without base:keychain:list', async () => {
    const denied = await t.call('POST', 'merchant/app/rt', { token: staff, body: { name: '越权', domain: 'x.example.com' } });
    expect(denied.body.code).toBe(1403);
    expect(denied.body.message).toContain('base:app:create');
    expect((await t.call('GET', 'merchant/app/rt/list', { token: staff })).body.code).toBe(1403);
    expect((await t.call('GET', 'merchant/app/rt/list', { token: merchant })).body.code).toBe(1405);
    expect((await t.call('PUT', 'merchant/app/rt/metadata', { token: merchant, body: { app: 1, key: 'TEXT_SITENAME', value: 'x' } })).body.code).toBe(1405);
  });
});

describe('app metadata (merchant/app/rt/metadata)', () => {
  it('edits a theme value and the summary answers it at once; validates colours, addresses and the AI switch', async () => {
    const app = await defaultAppId();
    const list = await t.call('GET', 'merchant/app/rt/metadata/list', { token: admin, query: { app, page_size: 50 } });
    const keys = (list.body.payload.row as { key: string; label: string }[]).map((r) => r.key);
    expect(keys).toContain('TEXT_SITENAME');
    expect(list.body.payload.row.find((r: { key: string }) => r.key === 'STYLE_PRIMARY_COLOR')).toMatchObject({ label: '主题色', value: '#409EFF', app_id: 'console' });

    const renamed = await t.call('PUT', 'merchant/app/rt/metadata', { token: admin, body: { app, key: 'TEXT_SITENAME', value: '智泊云商户平台' } });
    expect(renamed.body.code).toBe(1001);
    const summary = await t.call('GET', 'merchant/app/rt/summary', { query: { domain: 'localhost' } });
    expect(summary.body.payload.metadata.TEXT_SITENAME).toBe('智泊云商户平台');

    for (const [key, value, message] of [
      ['STYLE_PRIMARY_COLOR', 'blue', '主题色须为 #RRGGBB 格式的颜色'],
      ['STYLE_PRIMARY_COLOR', '#12345', '主题色须为 #RRGGBB 格式的颜色'],
      ['LINK_SUPPORT', 'javascript:alert(1)', '客服链接须为 http(s) 网址'],
      ['IMAGE_MENU_LOGO', '//evil.example.com/x.png', '菜单 Logo 须为以 / 开头的站内路径或 http(s) 网址'],
      ['ENABLE_AI_SUPPORT', 'yes', '在线客服 AI 开关只能为 0 或 1'],
    ] as const) {
      const reply = await t.call('PUT', 'merchant/app/rt/metadata', { token: admin, body: { app, key, value } });
      expect(reply.body, `${key}=${value}`).toMatchObject({ code: 1400, message });
      expect(reply.body.hint).toBeTruthy();
    }
    expect((await t.call('PUT', 'merchant/app/rt/metadata', { token: admin, body: { app, key: 'STYLE_PRIMARY_COLOR', value: '#1677ff' } })).body.code).toBe(1001);
    expect((await t.call('PUT', 'merchant/app/rt/metadata', { token: admin, body: { app, key: 'LINK_SUPPORT', value: 'https://support.example.com/help' } })).body.code).toBe(1001);
    // The top menu's section count (STYLE_MENU_MAX_NUM): 1–20, added like any key; the summary then carries it.
    const tooMany = await t.call('POST', 'merchant/app/rt/metadata', { token: admin, body: { app, key: 'STYLE_MENU_MAX_NUM', value: '21' } });
    expect(tooMany.body).toMatchObject({ code: 1400, message: '顶部菜单数须为 1–20 的整数' });
    expect((await t.call('POST', 'merchant/app/rt/metadata', { token: admin, body: { app, key: 'STYLE_MENU_MAX_NUM', value: '8' } })).body.code).toBe(1001);
    expect((await t.call('GET', 'merchant/app/rt/summary', { query: { domain: 'localhost' } })).body.payload.metadata.STYLE_MENU_MAX_NUM).toBe('8');
    const badKey = await t.call('POST', 'merchant/app/rt/metadata', { token: admin, body: { app, key: 'lower-case', value: '1' } });
    expect(badKey.body.code).toBe(1400);
    expect(badKey.body.message).toContain('元数据键');

    const entries = await auditOf('app_metadata', `${app}:TEXT_SITENAME`);
    expect(entries[0]).toMatchObject({ call: 'PUT merchant/app/rt/metadata', before: { value: '商户管理平台' }, after: { value: '智泊云商户平台' } });
  });

  it('adds, disables (left out of the summary), enables and deletes an entry; twins are 1400, illegal moves 1409', async () => {
    const app = await defaultAppId();
    expect((await t.call('POST', 'merchant/app/rt/metadata', { token: admin, body: { app, key: 'TEXT_FOOTER', value: '© 智泊云' } })).body.code).toBe(1001);
    const twin = await t.call('POST', 'merchant/app/rt/metadata', { token: admin, body: { app, key: 'TEXT_FOOTER', value: 'x' } });
    expect(twin.body).toMatchObject({ code: 1400, message: '应用「商户管理平台」已有元数据 TEXT_FOOTER' });
    const noApp = await t.call('POST', 'merchant/app/rt/metadata', { token: admin, body: { app: 999999, key: 'TEXT_FOOTER', value: 'x' } });
    expect(noApp.body).toMatchObject({ code: 1404, message: '应用不存在' });
    expect((await t.call('GET', 'merchant/app/rt/summary', { query: { domain: 'localhost' } })).body.payload.metadata.TEXT_FOOTER).toBe('© 智泊云');

    expect((await t.call('PUT', 'merchant/app/rt/metadata/disable', { token: admin, body: { app, key: 'TEXT_FOOTER' } })).body.payload.status).toBe(0);
    expect((await t.call('GET', 'merchant/app/rt/summary', { query: { domain: 'localhost' } })).body.payload.metadata.TEXT_FOOTER).toBeUndefined();
    const twice = await t.call('PUT', 'merchant/app/rt/metadata/disable', { token: admin, body: { app, key: 'TEXT_FOOTER' } });
    expect(twice.body).toMatchObject({ code: 1409, message: '元数据当前为「已停用」，不能变更为「已停用」' });
    expect((await t.call('PUT', 'merchant/app/rt/metadata/enable', { token: admin, body: { app, key: 'TEXT_FOOTER' } })).body.code).toBe(1001);
    const disabledList = await t.call('GET', 'merchant/app/rt/metadata/list', { token: admin, query: { app, status: 0 } });
    expect(disabledList.body.payload.row.some((r: { key: string }) => r.key === 'TEXT_FOOTER')).toBe(false);

    expect((await t.call('DELETE', 'merchant/app/rt/metadata', { token: admin, query: { app, key: 'TEXT_FOOTER' } })).body.code).toBe(1001);
    expect((await t.call('DELETE', 'merchant/app/rt/metadata', { token: admin, query: { app, key: 'TEXT_FOOTER' } })).body).toMatchObject({ code: 1404, message: '元数据不存在' });
    const entries = await auditOf('app_metadata', `${app}:TEXT_FOOTER`);
    expect(entries.map((e) => e.call)).toEqual([
      'POST merchant/app/rt/metadata',
      'PUT merchant/app/rt/metadata/disable',
      'PUT merchant/app/rt/metadata/enable',
      'DELETE merchant/app/rt/metadata',
    ]);

    const denied = await t.call('PUT', 'merchant/app/rt/metadata/disable', { token: staff, body: { app, key: 'TEXT_SITENAME' } });
    expect(denied.body.code).toBe(1403);
  });
});
