import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, externalTicket } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

// 外部填写链接 (docs/decisions.md, "External (temporary-token) pages").

let t: TestApp;
let admin: string;
let partner: string;
let partnerStaff: string;
let parkingMerchant: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  partner = await t.login('parking-partner');
  partnerStaff = await t.login('parking-partner-staff');
  parkingMerchant = await t.login('parking-merchant');
});
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: any }) => reply.body.code;
const fields = (overrides: Record<string, unknown> = {}) => ({
  account_type: 1, account_name: '南山科技园停车场', account_no: '6222020200112233445', bank: 'ICBC', branch_name: '工商银行深圳南山支行', contact_name: '李明', contact_telephone: '13800000102', ...overrides,
});
const issue = async (body: Record<string, unknown>, token = partner) => ok(await t.call('POST', 'payment/channel/apply/external/ticket', { token, body }));
const exchange = (ticket: string, app = t) => app.call('POST', 'external/session/exchange', { body: { ticket } });
const open = async (body: Record<string, unknown>) => {
  const issued = await issue(body);
  return { ...issued, token: ok(await exchange(issued.ticket)).access_token.value as string };
};
const auditOf = (type: string, id: string) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, id))).orderBy(asc(auditLog.id)));

describe('issuing and revoking links', () => {
  it('needs the permission and a merchant in scope; hours 1-168; an apply_no of that merchant', async () => {
    expect(code(await t.call('POST', 'payment/channel/apply/external/ticket', { token: partnerStaff, body: { merchant: 100102 } }))).toBe(1403);
    expect(code(await t.call('POST', 'payment/channel/apply/external/ticket', { token: parkingMerchant, body: { merchant: 100101 } }))).toBe(1403);
    expect(code(await t.call('POST', 'payment/channel/apply/external/ticket', { token: partner, body: { merchant: 100201 } }))).toBe(1404);
    const over = await t.call('POST', 'payment/channel/apply/external/ticket', { token: partner, body: { merchant: 100102, expire_hours: 169 } });
    expect(over.body).toMatchObject({ code: 1400, message: expect.stringContaining('expire_hours') });
    // An application of another merchant of the partner's.
    const other = ok(await t.call('GET', 'payment/channel/apply/list', { token: partner, query: { query_mode: 1, merchant: 100101, page_size: 1 } })).row[0];
    expect(code(await t.call('POST', 'payment/channel/apply/external/ticket', { token: partner, body: { merchant: 100102, apply_no: other.apply_no } }))).toBe(1404);
  });

  it('issues a one-time link (72 hours by default), lists it with its state, revokes it; both audited', async () => {
    const before = Date.now();
    const issued = await issue({ merchant: 100102 });
    expect(issued.ticket).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const hours = (Date.parse(issued.expire_time) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);
    // Stored hashed: the ticket itself is nowhere in the table.
    const stored = await t.db.tenant('all', (tx) => tx.select().from(externalTicket).where(eq(externalTicket.id, issued.id)));
    expect(stored[0]!.token_hash).not.toContain(issued.ticket);
    expect(stored[0]!.token_hash).toHaveLength(64);
    const listed = ok(await t.call('GET', 'payment/channel/apply/external/list', { token: partner, query: { merchant: 100102 } }));
    expect(listed.row[0]).toMatchObject({ id: issued.id, merchant: { id: 100102, name: '南山科技园停车场' }, state: 1, issuer: '陈立', apply_no: '' });
    ok(await t.call('POST', 'payment/channel/apply/external/revoke', { token: partner, body: { id: issued.id } }));
    expect(ok(await t.call('GET', 'payment/channel/apply/external/list', { token: partner, query: { merchant: 100102 } })).row[0]).toMatchObject({ id: issued.id, state: 3, revoke_time: expect.any(String) });
    const again = await t.call('POST', 'payment/channel/apply/external/revoke', { token: partner, body: { id: issued.id } });
    expect(again.body).toMatchObject({ code: 1409, message: '外部填写链接已撤销，无需撤销' });
    // Another partner's caller cannot see or revoke it.
    const energyPartner = await t.login('energy-partner');
    expect(code(await t.call('POST', 'payment/channel/apply/external/revoke', { token: energyPartner, body: { id: issued.id } }))).not.toBe(1001);
    expect(code(await t.call('POST', 'payment/channel/apply/external/revoke', { token: admin, body: { id: 999999 } }))).toBe(1404);
    const entries = await auditOf('external_ticket', String(issued.id));
    expect(entries.map((e) => e.action)).toEqual(['发放进件外部填写链接', '撤销进件外部填写链接']);
    expect(entries[0]!.after).toMatchObject({ merchant: '南山科技园停车场', state: '有效' });
    expect(entries[1]!.after).toEqual({ state: '已撤销' });
  });
});

describe('exchanging a link', () => {
  it('exchanges once only; unknown, revoked and expired links are refused in Chinese', async () => {
    const issued = await issue({ merchant: 100102, expire_hours: 2 });
    const first = ok(await exchange(issued.ticket));
    expect(first.access_token.value).toMatch(/^ext_/);
    // The session ends with the link.
    expect(Math.abs(Date.parse(first.access_token.expire_time) - Date.parse(issued.expire_time))).toBeLessThan(1000);
    expect((await exchange(issued.ticket)).body).toMatchObject({ code: 1409, message: '链接已被打开过，请联系发起人重新获取' });
    expect((await exchange('x'.repeat(43))).body).toMatchObject({ code: 1404, message: expect.stringContaining('链接不存在') });
    expect(code(await exchange('bad ticket!'))).toBe(1400);

    const revoked = await issue({ merchant: 100102 });
    ok(await t.call('POST', 'payment/channel/apply/external/revoke', { token: partner, body: { id: revoked.id } }));
    expect((await exchange(revoked.ticket)).body).toMatchObject({ code: 1409, message: '链接已被撤销，请联系发起人重新获取' });

    const expired = await issue({ merchant: 100102 });
    await t.db.tenant('all', (tx) => tx.update(externalTicket).set({ create_time: sql`now() - interval '3 hours'`, expire_at: sql`now() - interval '1 hour'` }).where(eq(externalTicket.id, expired.id)));
    expect((await exchange(expired.ticket)).body).toMatchObject({ code: 1409, message: '链接已过期，请联系发起人重新获取' });
    expect(ok(await t.call('GET', 'payment/channel/apply/external/list', { token: partner, query: { merchant: 100102, page_size: 5 } })).row.find((r: any) => r.id === expired.id).state).toBe(4);
  });

  it('is rate-limited like the login', async () => {
    const limited = await createTestApp({ env: { LOGIN_RATE_LIMIT: '3' } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push(code(await exchange('y'.repeat(43), limited)));
      expect(codes).toEqual([1404, 1404, 1404, 1429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the external calls', () => {
  it('take the temporary token only; console calls refuse it', async () => {
    const { token } = await open({ merchant: 100102 });
    const session = ok(await t.call('GET', 'external/session', { token }));
    expect(session).toMatchObject({ merchant: { id: 100102, name: '南山科技园停车场' }, issuer: { name: '陈立', merchant_name: '深圳泊联科技有限公司' }, scope: 'payment_channel_apply', apply_no: '' });
    const missing = await t.call('GET', 'external/session');
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 1401, message: '令牌缺失或链接已失效，请联系发起人重新获取', hint: expect.any(String) });
    expect(code(await t.call('GET', 'external/session', { token: partner }))).toBe(1401);
    expect(code(await t.call('GET', 'external/payment/channel/config', { token: admin }))).toBe(1401);
    expect((await t.call('GET', 'payment/channel/apply/list', { token, query: { query_mode: 1 } })).status).toBe(401);
    expect((await t.call('GET', 'merchant/manager/whoami', { token })).status).toBe(401);
    expect(ok(await t.call('GET', 'external/payment/bank/list', { token })).row.length).toBeGreaterThan(0);
    expect(ok(await t.call('GET', 'external/payment/bank/branch/list', { token, query: { bank: 'ICBC' } })).row.length).toBeGreaterThan(0);
  });

  it('creates one application for the link’s merchant, audited as 外部链接 of the issuer; reads only that one', async () => {
    const { token, id } = await open({ merchant: 100102 });
    const config = ok(await t.call('GET', 'external/payment/channel/config', { token }));
    expect(config.apply).toBeNull();
    expect(config.channel.find((c: any) => c.code === 'WXPAY')).toMatchObject({ applied: true });
    const channel = config.channel.find((c: any) => !c.applied).code;
    // Bad input: clear codes naming the field.
    const bad = await t.call('POST', 'external/payment/channel/apply/create', { token, body: { channel, ...fields({ account_no: '12ab' }) } });
    expect(bad.body).toMatchObject({ code: 1400, message: expect.stringContaining('account_no') });
    expect((await t.call('POST', 'external/payment/channel/apply/create', { token, body: { channel: 'WXPAY', ...fields() } })).body.message).toBe('该商户已有此通道的进件申请');
    // A merchant field is not taken: the link's merchant is.
    const created = ok(await t.call('POST', 'external/payment/channel/apply/create', { token, body: { channel, ...fields(), merchant: 100101 } }));
    expect(created.status).toBe(1);
    const detail = ok(await t.call('GET', 'external/payment/channel/apply/detail', { token, query: { apply_no: created.apply_no } }));
    expect(detail.channel_apply).toMatchObject({ merchant: { id: 100102 }, partner: { id: 100100, name: '深圳泊联科技有限公司' }, applicant: '外部链接（陈立）', account_no: '6222020200112233445' });
    expect(ok(await t.call('GET', 'external/session', { token })).apply_no).toBe(created.apply_no);
    expect(ok(await t.call('GET', 'external/payment/channel/config', { token })).apply).toMatchObject({ apply_no: created.apply_no, status: 1 });
    expect((await t.call('POST', 'external/payment/channel/apply/create', { token, body: { channel: 'LAKALA', ...fields() } })).body).toMatchObject({ code: 1409, message: '此链接已提交过进件申请' });
    // The console sees it; the list of links shows the application it was used for.
    expect(ok(await t.call('GET', 'payment/channel/apply/detail', { token: partner, query: { apply_no: created.apply_no } })).channel_apply.merchant.id).toBe(100102);
    expect(ok(await t.call('GET', 'payment/channel/apply/external/list', { token: partner, query: { apply_no: created.apply_no } })).row[0]).toMatchObject({ id, state: 2 });
    const [entry] = await auditOf('payment_channel_apply', created.apply_no);
    expect(entry).toMatchObject({ manager_name: '外部链接（陈立）', actor_merchant: 100100, merchant: 100102, action: '外部进件：提交进件申请' });
    // Another application (the same merchant's or another's) answers "not found".
    const others = ok(await t.call('GET', 'payment/channel/apply/list', { token: partner, query: { query_mode: 1, page_size: 100 } })).row.filter((r: any) => r.apply_no !== created.apply_no);
    for (const other of [others.find((r: any) => r.merchant.id === 100102), others.find((r: any) => r.merchant.id === 100101)]) {
      expect(code(await t.call('GET', 'external/payment/channel/apply/detail', { token, query: { apply_no: other.apply_no } }))).toBe(1404);
      expect(code(await t.call('PUT', 'external/payment/channel/apply/update', { token, body: { apply_no: other.apply_no, ...fields() } }))).toBe(1404);
    }
    // Pending: not editable.
    expect(code(await t.call('PUT', 'external/payment/channel/apply/update', { token, body: { apply_no: created.apply_no, ...fields() } }))).toBe(1409);
  });

  it('fills in a returned application; revoking the link ends the session', async () => {
    const abnormal = ok(await t.call('GET', 'payment/channel/apply/detail', { token: partner, query: { apply_no: 'CA20260901000004' } })).channel_apply;
    expect(abnormal.status).toBe(-1);
    const { token, id } = await open({ merchant: abnormal.merchant.id, apply_no: abnormal.apply_no, expire_hours: 1 });
    expect(ok(await t.call('GET', 'external/payment/channel/config', { token })).apply).toMatchObject({ apply_no: abnormal.apply_no, status: -1 });
    expect(ok(await t.call('GET', 'external/payment/channel/apply/detail', { token, query: { apply_no: abnormal.apply_no } })).channel_apply.reason).not.toBe('');
    const updated = ok(await t.call('PUT', 'external/payment/channel/apply/update', { token, body: { apply_no: abnormal.apply_no, ...fields({ account_name: abnormal.subject_name, account_no: '62220202001100999' }) } }));
    expect(updated).toEqual({ apply_no: abnormal.apply_no, status: 1 });
    const entries = await auditOf('payment_channel_apply', abnormal.apply_no);
    expect(entries.at(-1)).toMatchObject({ manager_name: '外部链接（陈立）', action: '外部进件：修改并重新提交' });
    ok(await t.call('POST', 'payment/channel/apply/external/revoke', { token: partner, body: { id } }));
    expect(code(await t.call('GET', 'external/session', { token }))).toBe(1401);
  });
});
