import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, newMerchantBody, ok, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let partner: string;
let partnerStaff: string;
let plain: string;
let energyPartner: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  partner = await t.login('parking-partner');
  partnerStaff = await t.login('parking-partner-staff');
  plain = await t.login('parking-merchant');
  energyPartner = await t.login('energy-partner');
});
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: any }) => reply.body.code;
let serial = 300;
/** A fresh payment merchant under the parking partner. */
async function paymentMerchant(products = ['payment:merchant:platform']) {
  const body = newMerchantBody(++serial, { parent: 100100, products });
  const { id } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
  return id as number;
}

describe('payment app authorization', () => {
  it('the partner requests one for its payment merchant, the platform approves; an edit sends it back to review; delete revokes', async () => {
    const m = await paymentMerchant();
    const { id } = ok(await t.call('POST', 'payment/app/acl', { token: partner, body: { merchant: m, app_id: 'parking-pay-mp', business: ['car:parking:cashier'], remark: '扫码缴费' } }));
    expect(ok(await t.call('GET', 'payment/app/acl', { token: partner, query: { id } }))).toMatchObject({ merchant: m, app_id: 'parking-pay-mp', app_name: '智泊停车缴费小程序', status: 0, applicant: '陈立', business: ['car:parking:cashier'] });
    // The same app twice for one merchant: refused with the names.
    const twice = await t.call('POST', 'payment/app/acl', { token: partner, body: { merchant: m, app_id: 'parking-pay-mp', business: [] } });
    expect(code(twice)).toBe(1400);
    expect(twice.body.message).toContain('智泊停车缴费小程序');

    expect(code(await t.call('POST', 'payment/app/acl/audit', { token: partner, body: { id, approve: true } }))).toBe(1403);
    expect(code(await t.call('POST', 'payment/app/acl/audit', { token: admin, body: { id, approve: false } }))).toBe(1400);
    ok(await t.call('POST', 'payment/app/acl/audit', { token: admin, body: { id, approve: true } }));
    expect(code(await t.call('POST', 'payment/app/acl/audit', { token: admin, body: { id, approve: true } }))).toBe(1409);
    expect(ok(await t.call('GET', 'payment/app/acl/list', { token: partner, query: { merchant: m } })).row).toMatchObject([{ id, status: 1, auditor: '平台管理员' }]);

    ok(await t.call('PUT', 'payment/app/acl', { token: partner, body: { id, business: ['car:parking:cashier', 'car:parking:autopay'] } }));
    expect(ok(await t.call('GET', 'payment/app/acl', { token: partner, query: { id } }))).toMatchObject({ status: 0, auditor: '', business: ['car:parking:cashier', 'car:parking:autopay'] });
    ok(await t.call('POST', 'payment/app/acl/audit', { token: admin, body: { id, approve: false, reason: '请补充业务说明' } }));
    expect(ok(await t.call('GET', 'payment/app/acl', { token: partner, query: { id } }))).toMatchObject({ status: -1, reason: '请补充业务说明' });
    ok(await t.call('DELETE', 'payment/app/acl', { token: partner, query: { id } }));
    expect(code(await t.call('GET', 'payment/app/acl', { token: partner, query: { id } }))).toBe(1404);

    const logged = await t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'payment_app_acl'), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));
    expect(logged.map((l) => l.call)).toEqual(['POST payment/app/acl', 'POST payment/app/acl/audit', 'PUT payment/app/acl', 'POST payment/app/acl/audit', 'DELETE payment/app/acl']);
  });

  it('refuses merchants without a payment product, unknown apps, and what is out of reach', async () => {
    const parkingOnly = await paymentMerchant(['parking:merchant:platform']);
    const refused = await t.call('POST', 'payment/app/acl', { token: partner, body: { merchant: parkingOnly, app_id: 'parking-pay-mp', business: [] } });
    expect(code(refused)).toBe(1400);
    expect(refused.body.message).toContain('未开通支付产品');
    const m = await paymentMerchant();
    expect(code(await t.call('POST', 'payment/app/acl', { token: partner, body: { merchant: m, app_id: 'no-such-app', business: [] } }))).toBe(1400);
    // Another partner's merchant, and another partner's authorization, are not found.
    expect(code(await t.call('POST', 'payment/app/acl', { token: admin, body: { merchant: m, app_id: 'energy-console', business: [] } }))).toBe(1001);
    expect(code(await t.call('GET', 'payment/app/acl/list', { token: energyPartner }))).toBe(1403);
    const demo = ok(await t.call('GET', 'payment/app/acl/list', { token: partner, query: { merchant: 100101 } })).row;
    expect(demo.map((r: { app_id: string; status: number }) => [r.app_id, r.status])).toEqual([['parking-console', 0], ['parking-pay-mp', 1]]);
    // The payment merchant reads its own authorizations (交易中心 › 应用授权, service-trading), not another merchant's.
    expect(ok(await t.call('GET', 'payment/app/acl', { token: plain, query: { id: demo[0].id } }))).toMatchObject({ merchant: 100101 });
    expect(code(await t.call('GET', 'payment/app/acl/list', { token: plain, query: { merchant: m } }))).not.toBe(1001);
    // The staff account holds none of these permissions.
    expect(code(await t.call('GET', 'payment/app/acl/list', { token: partnerStaff }))).toBe(1403);
  });

  it('validates the entry: the partner and the platform have payment merchants; a merchant without any answers 1003', async () => {
    expect(ok(await t.call('GET', 'payment/app/acl/validate', { token: partner, query: { merchant: 100100 } }))).toMatchObject({ merchant: 100100 });
    expect(ok(await t.call('GET', 'payment/app/acl/validate', { token: admin, query: { merchant: 100000 } })).merchants).toBeGreaterThan(0);
    // (The energy partner has one since 南山快充站 holds 支付商户 for its channel application; the advertiser has none.)
    const none = await t.call('GET', 'payment/app/acl/validate', { token: await t.login('advertiser'), query: { merchant: 100500 } });
    expect(none.status).toBe(200);
    expect(code(none)).toBe(1003);
    // Only one's own merchant.
    expect(code(await t.call('GET', 'payment/app/acl/validate', { token: partner, query: { merchant: 100101 } }))).toBe(1404);
  });
});
