import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, businessApply, merchantProduct } from '../src/db/schema/index.js';
import { createTestApp, newMerchantBody, ok, type TestApp } from './helpers.js';

// 接入申请, 应用授权 and the managed merchant's records (docs/decisions.md, "Invoice partner: access applications,
// managed records and trades, app ACL").
let t: TestApp;
let admin: string;
let partner: string;
let partnerStaff: string;
let other: string;
let applyId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  partner = await t.login('invoice-partner');
  partnerStaff = await t.login('invoice-partner-staff');
  const body = newMerchantBody(901, { kind: 'partner', products: ['invoice:partner:platform'] });
  ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
  other = await t.login(body.superuser.account);
  const [row] = await t.db.tenant('all', (tx) => tx.select({ id: businessApply.id }).from(businessApply).where(and(eq(businessApply.merchant, 100102), eq(businessApply.business, 'invoice:settle'))));
  applyId = row!.id;
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const auditOf = (type: string, id: number | string) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(asc(auditLog.id)));
const rule = { seller_name: '深圳市南山科技园停车场管理有限公司', tax_number: '91440300MA5100102Y', default_tax_rate: 6, single_limit: 500_000, need_review: false };

describe('接入申请', () => {
  it('lists and reads the applications sent to the partner; others answer 1403 / 1404', async () => {
    const list = ok(await t.call('GET', 'invoice/apply/rt/list', { token: partner, query: { status: 0 } }));
    expect(list.row.map((r: { id: number }) => r.id)).toContain(applyId);
    expect(ok(await t.call('GET', 'invoice/apply/rt', { token: partner, query: { id: applyId } }))).toMatchObject({
      id: applyId, merchant: 100102, merchant_name: '南山科技园停车场', target: 100600, business: 'invoice:settle', status: 0, software_code: '', rule_configured: false,
    });
    expect((await t.call('GET', 'invoice/apply/rt/list', { token: partnerStaff })).body.code).toBe(1403);
    expect((await t.call('GET', 'invoice/apply/rt/list', { token: other })).body).toMatchObject({ code: 1002, payload: { row: [] } });
    expect((await t.call('GET', 'invoice/apply/rt', { token: other, query: { id: applyId } })).body.code).toBe(1404);
    expect((await t.call('PUT', 'invoice/apply/rt', { token: other, body: { id: applyId, status: -1, remark: '不受理' } })).body.code).toBe(1404);
  });

  it('validates the decision and leaves everything as it was when a part fails', async () => {
    const missing = await t.call('PUT', 'invoice/apply/rt', { token: partner, body: { id: applyId, status: 1 } });
    expect(missing.body).toMatchObject({ code: 1400, message: '参数 software_code（税控软件）和 rule（基础规则）必填' });
    expect(missing.body.hint).toBeTruthy();
    const noReason = await t.call('PUT', 'invoice/apply/rt', { token: partner, body: { id: applyId, status: -1 } });
    expect(noReason.body).toMatchObject({ code: 1400, message: '参数 remark（驳回原因）必填' });
    // An unknown software: the approval (relation, product) is rolled back with it.
    const unknown = await t.call('PUT', 'invoice/apply/rt', { token: partner, body: { id: applyId, status: 1, software_code: 'IN99999', rule } });
    expect(unknown.body.code).not.toBe(1001);
    expect(ok(await t.call('GET', 'invoice/apply/rt', { token: partner, query: { id: applyId } })).status).toBe(0);
    const products = await t.db.tenant('all', (tx) => tx.select().from(merchantProduct).where(and(eq(merchantProduct.merchant, 100102), eq(merchantProduct.product, 'invoice:merchant:platform'))));
    expect(products).toEqual([]);
  });

  it('approval opens 电子发票: customer, product, software and base rule in one transaction, audited', async () => {
    expect(ok(await t.call('PUT', 'invoice/apply/rt', { token: partner, body: { id: applyId, status: 1, remark: '欢迎接入', software_code: 'IN20817', rule } }))).toEqual({ id: applyId, status: 1 });
    const rt = ok(await t.call('GET', 'invoice/merchant/rt', { token: partner, query: { merchant: 100102 } }));
    expect(rt).toMatchObject({ merchant: 100102, software_code: 'IN20817', rule_configured: true, default_tax_rate: 6, single_limit: 500_000 });
    expect(ok(await t.call('GET', 'invoice/apply/rt', { token: partner, query: { id: applyId } }))).toMatchObject({ status: 1, audit_remark: '欢迎接入', software_code: 'IN20817', rule_configured: true });
    expect((await auditOf('business_apply', applyId)).at(-1)?.after).toMatchObject({ status: '已通过' });
    expect((await auditOf('invoice_merchant_rt', 100102)).at(-1)?.after).toMatchObject({ seller_name: rule.seller_name, default_tax_rate: '6%' });
    const again = await t.call('PUT', 'invoice/apply/rt', { token: partner, body: { id: applyId, status: -1, remark: '重复' } });
    expect(again.body.code).toBe(1409);
  });
});

describe('应用授权', () => {
  it('adds, edits, disables, enables and deletes an app entry for an invoice merchant; audited', async () => {
    const seeded = ok(await t.call('GET', 'invoice/app/acl/list', { token: partner, query: { merchant: 100101 } }));
    expect(seeded.row).toEqual([expect.objectContaining({ app_id: 'console', app_name: '商户管理平台', scopes: ['issue', 'query', 'reverse'], status: 1 })]);
    const duplicate = await t.call('POST', 'invoice/app/acl', { token: partner, body: { merchant: 100101, app_id: 'console', scopes: ['query'] } });
    expect(duplicate.body).toMatchObject({ code: 1400, message: '应用「商户管理平台」已有开票授权' });
    const unknown = await t.call('POST', 'invoice/app/acl', { token: partner, body: { merchant: 100101, app_id: 'no-such-app', scopes: ['query'] } });
    expect(unknown.body).toMatchObject({ code: 1400, message: '应用「no-such-app」不存在' });
    const badScope = await t.call('POST', 'invoice/app/acl', { token: partner, body: { merchant: 100101, app_id: 'console', scopes: [] } });
    expect(badScope.body.code).toBe(1400);

    const { id } = ok(await t.call('POST', 'invoice/app/acl', { token: partner, body: { merchant: 100102, app_id: 'console', scopes: ['query', 'issue'], remark: '测试' } }));
    expect(ok(await t.call('GET', 'invoice/app/acl', { token: partner, query: { id } }))).toMatchObject({ merchant: 100102, scopes: ['issue', 'query'], status: 1, operator: '郑洁' });
    ok(await t.call('PUT', 'invoice/app/acl', { token: partner, body: { id, scopes: ['query'] } }));
    expect(ok(await t.call('PUT', 'invoice/app/acl', { token: partner, body: { id, status: 0 } }))).toEqual({ id, status: 0 });
    expect((await t.call('PUT', 'invoice/app/acl', { token: partner, body: { id, status: 0 } })).body.code).toBe(1409);
    expect((await t.call('PUT', 'invoice/app/acl', { token: partner, body: { id, status: 1, scopes: ['issue'] } })).body.code).toBe(1400);
    ok(await t.call('PUT', 'invoice/app/acl', { token: partner, body: { id, status: 1 } }));
    ok(await t.call('DELETE', 'invoice/app/acl', { token: partner, query: { id } }));
    expect((await t.call('GET', 'invoice/app/acl', { token: partner, query: { id } })).body.code).toBe(1404);
    const trail = await auditOf('invoice_app_acl', id);
    expect(trail.map((a) => a.after ?? null).at(0)).toMatchObject({ scopes: '申请开票、查询发票' });
    expect(trail).toHaveLength(5);
  });

  it('another partner answers 1404; the staff without the code 1403', async () => {
    const [seeded] = ok(await t.call('GET', 'invoice/app/acl/list', { token: partner, query: { merchant: 100101 } })).row;
    expect((await t.call('GET', 'invoice/app/acl/list', { token: other, query: { merchant: 100101 } })).body.code).toBe(1404);
    expect((await t.call('GET', 'invoice/app/acl', { token: other, query: { id: seeded.id } })).body.code).toBe(1404);
    expect((await t.call('DELETE', 'invoice/app/acl', { token: other, query: { id: seeded.id } })).body.code).toBe(1404);
    expect((await t.call('GET', 'invoice/app/acl/list', { token: partnerStaff, query: { merchant: 100101 } })).body.code).toBe(1403);
  });
});

describe('发票商户管理 › 开票记录 / 可开票交易', () => {
  it("the partner reads one customer's records and trades; another partner sees none of them", async () => {
    const records = ok(await t.call('GET', 'invoice/apply/list', { token: partner, query: { merchant: 100101 } }));
    expect(records.row.length).toBeGreaterThan(0);
    expect(records.row.every((r: { merchant: number }) => r.merchant === 100101)).toBe(true);
    const trades = ok(await t.call('GET', 'invoice/buyer/trade/list', { token: partner, query: { merchant: 100101 } }));
    expect(trades.row.every((r: { merchant: number }) => r.merchant === 100101)).toBe(true);
    for (const path of ['invoice/apply/list', 'invoice/buyer/trade/list']) {
      const reply = await t.call('GET', path, { token: other, query: { merchant: 100101 } });
      expect(reply.body, path).toMatchObject({ code: 1002, payload: { row: [] } });
    }
  });
});
