import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, baseQrcode } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

// 基础服务 › 码牌管理 (base/qrcode*) and the bonus activities read at the base services' addresses (the marketing calls).
let t: TestApp;
let admin: string;
let staff: string;
let partner: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  staff = await t.login('admin-staff');
  partner = await t.login('parking-partner');
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: any }) => reply.body.code;
const auditOf = (type: string, id: string | number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(asc(auditLog.id)));

describe('码牌', () => {
  it('lists the seeded codes, the stopped ones apart, with their content address and bound merchant', async () => {
    const all = ok(await t.call('GET', 'base/qrcode/list', { token: admin, query: { page_size: 50 } }));
    expect(all.paging_header.total_count).toBe(16);
    const first = all.row.find((r: any) => r.code === 'ZBPK2M7QXA3D');
    expect(first).toMatchObject({ url: '/q/ZBPK2M7QXA3D', purpose: 1, bind_merchant: 100101, bind_merchant_name: '福田中心停车场', terminal_sn: 'ZB-QR-0000101', status: 1 });
    const stopped = ok(await t.call('GET', 'base/qrcode/list', { token: admin, query: { status: -1 } }));
    expect(stopped.row.map((r: any) => r.code).sort()).toEqual(['ZBEV9M4XAH2L', 'ZBPK8L3WZG9K']);
    expect(stopped.row[0].stop_reason).not.toBe('');
    const blank = ok(await t.call('GET', 'base/qrcode/list', { token: admin, query: { status: 0 } }));
    expect(blank.row).toHaveLength(6);
    expect(blank.row.every((r: any) => r.bind_merchant === null && /^F\d{8}-DEMO$/.test(r.batch_no))).toBe(true);
    const byKeyword = ok(await t.call('GET', 'base/qrcode/list', { token: admin, query: { keywords: 'zbev' } }));
    expect(byKeyword.row).toHaveLength(3);
    const badBatch = await t.call('GET', 'base/qrcode/list', { token: admin, query: { batch_no: 'x' } });
    expect(code(badBatch)).toBe(1400);
  });

  it('creates a bound code (validated, audited), edits it, stops it with a reason and restores it', async () => {
    const noName = await t.call('POST', 'base/qrcode', { token: admin, body: { name: '  a ', purpose: 1, bind_merchant: 100101 } });
    expect([code(noName), noName.body.message]).toEqual([1400, '参数 name（码牌名称）至少 2 个字']);
    const otherTerminal = await t.call('POST', 'base/qrcode', { token: admin, body: { name: '测试码牌', purpose: 1, bind_merchant: 100101, terminal_sn: 'ZB-POS-0000201' } });
    expect(code(otherTerminal)).toBe(1400);
    expect(otherTerminal.body.message).toContain('不是商户「福田中心停车场」的终端');
    expect(otherTerminal.body.hint).toBeTruthy();
    const unknownMerchant = await t.call('POST', 'base/qrcode', { token: admin, body: { name: '测试码牌', purpose: 1, bind_merchant: 999999 } });
    expect([code(unknownMerchant), unknownMerchant.body.message]).toEqual([1404, '商户不存在']);
    const badPurpose = await t.call('POST', 'base/qrcode', { token: admin, body: { name: '测试码牌', purpose: 9, bind_merchant: 100101 } });
    expect(code(badPurpose)).toBe(1400);

    const created = ok(await t.call('POST', 'base/qrcode', { token: admin, body: { name: '会展中心北广场缴费码', purpose: 2, bind_merchant: 100101, terminal_sn: 'ZB-SC-0000103', place: '北广场入口' } }));
    expect(created.code).toMatch(/^[A-Z2-9]{12}$/);
    const detail = ok(await t.call('GET', 'base/qrcode', { token: admin, query: { id: created.id } }));
    expect(detail).toMatchObject({ status: 1, creator: expect.any(String), terminal_sn: 'ZB-SC-0000103', url: `/q/${created.code}` });
    expect(detail.bind_time).toBeTruthy();

    ok(await t.call('PUT', 'base/qrcode', { token: admin, body: { id: created.id, name: '会展中心北广场缴费码', purpose: 2, bind_merchant: 100102, terminal_sn: '', place: '' } }));
    const stopNoReason = await t.call('PUT', 'base/qrcode/status', { token: admin, body: { id: created.id, status: -1 } });
    expect([code(stopNoReason), stopNoReason.body.message]).toEqual([1400, '参数 reason（停用原因）至少 2 个字']);
    ok(await t.call('PUT', 'base/qrcode/status', { token: admin, body: { id: created.id, status: -1, reason: '商户解约' } }));
    const again = await t.call('PUT', 'base/qrcode/status', { token: admin, body: { id: created.id, status: -1, reason: '商户解约' } });
    expect(code(again)).toBe(1409);
    expect(ok(await t.call('PUT', 'base/qrcode/status', { token: admin, body: { id: created.id, status: 1 } }))).toEqual({ id: created.id, status: 1 });
    const log = await auditOf('base_qrcode', created.id);
    expect(log.map((l) => l.call)).toEqual(['POST base/qrcode', 'PUT base/qrcode', 'PUT base/qrcode/status', 'PUT base/qrcode/status']);
    expect(log[1]!.after).toMatchObject({ bind_merchant: expect.stringContaining('100102'), terminal_sn: '无' });
  });

  it('制码 issues a batch of blank codes in one transaction; binding one enables it; a blank code restores to 待绑定', async () => {
    const tooMany = await t.call('POST', 'base/qrcode/feed', { token: admin, body: { purpose: 1, count: 201, name: '批量码牌' } });
    expect(code(tooMany)).toBe(1400);
    const fed = ok(await t.call('POST', 'base/qrcode/feed', { token: admin, body: { purpose: 3, count: 5, name: '充电桩启动码 第一批' } }));
    expect(fed.batch_no).toMatch(/^F\d{8}-[A-Z2-9]{4}$/);
    expect(fed.row).toHaveLength(5);
    expect(new Set(fed.row.map((r: any) => r.code)).size).toBe(5);
    const listed = ok(await t.call('GET', 'base/qrcode/list', { token: admin, query: { batch_no: fed.batch_no } }));
    expect(listed.row.every((r: any) => r.status === 0)).toBe(true);
    expect(await auditOf('base_qrcode_batch', fed.batch_no)).toHaveLength(1);

    const [one, two] = fed.row;
    expect(ok(await t.call('PUT', 'base/qrcode', { token: admin, body: { id: one.id, name: '后海 5 号桩启动码', purpose: 3, bind_merchant: 100201, terminal_sn: 'ZB-CR-0000402' } }))).toEqual({ id: one.id, status: 1 });
    ok(await t.call('PUT', 'base/qrcode/status', { token: admin, body: { id: two.id, status: -1, reason: '印刷模糊' } }));
    expect(ok(await t.call('PUT', 'base/qrcode/status', { token: admin, body: { id: two.id, status: 1 } })).status).toBe(0);
    // The table refuses an enabled code without a merchant.
    await expect(t.db.tenant('all', (tx) => tx.update(baseQrcode).set({ status: 1 }).where(eq(baseQrcode.id, two.id)))).rejects.toThrow();
  });

  it('refuses callers without the codes (1403) and unknown codes (1404)', async () => {
    for (const token of [staff, partner]) {
      const list = await t.call('GET', 'base/qrcode/list', { token });
      expect([1403, 1405]).toContain(code(list));
      const feed = await t.call('POST', 'base/qrcode/feed', { token, body: { purpose: 1, count: 1, name: '越权制码' } });
      expect([1403, 1405]).toContain(code(feed));
    }
    expect(code(await t.call('GET', 'base/qrcode', { token: admin, query: { id: 99_999_999 } }))).toBe(1404);
    expect(code(await t.call('PUT', 'base/qrcode/status', { token: admin, body: { id: 99_999_999, status: -1, reason: '不存在' } }))).toBe(1404);
    // The operator's own merchant is not one a code is bound to.
    const self = await t.call('POST', 'base/qrcode', { token: admin, body: { name: '平台自用码', purpose: 1, bind_merchant: 100000 } });
    expect(code(self)).toBe(1403);
  });
});

describe('基础服务 › 红包活动 (the marketing activities)', () => {
  it('the operator reads the same activities through the marketing calls; the base staff does not', async () => {
    const list = ok(await t.call('GET', 'bonus/event/list', { token: admin, query: {} }));
    expect(list.row.map((r: any) => r.name)).toContain('新商户入驻有礼');
    expect([1403, 1405]).toContain(code(await t.call('GET', 'bonus/event/list', { token: staff, query: {} })));
  });
});
