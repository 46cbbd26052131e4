import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

let t: TestApp;
let energyMerchant: string;
let parkingMerchant: string;
let parkingPartner: string;
let invoicePartner: string;
let energyPartner: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  energyMerchant = await t.login('energy-merchant');
  parkingMerchant = await t.login('parking-merchant');
  parkingPartner = await t.login('parking-partner');
  invoicePartner = await t.login('invoice-partner');
  energyPartner = await t.login('energy-partner');
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const apply = (token: string, body: object) =>
  t.call('POST', 'merchant/business/apply', { token, body: { contact_name: '孙强', contact_mobile: '13800000201', ...body } });
const auditOf = (id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'business_apply'), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));

describe('business applications', () => {
  it('offers the businesses with their acceptors', async () => {
    const rt = ok(await t.call('GET', 'merchant/business/rt', { token: energyMerchant }));
    const parking = rt.row.find((b: { code: string }) => b.code === 'parking:settle');
    expect(parking.products).toEqual([{ code: 'parking:merchant:platform', name: '停车商户平台' }]);
    expect(parking.targets).toEqual([{ id: 100100, name: '深圳泊联科技有限公司' }]);
    expect(rt.row.find((b: { code: string }) => b.code === 'group:join').targets.map((m: { id: number }) => m.id)).toEqual([100300, 100400]);
  });

  it('apply → approve: the applicant becomes the partner’s customer with the business’s products', async () => {
    const { id } = ok(await apply(energyMerchant, { business: 'parking:settle', target: 100100, remark: '新建地面停车场 120 个车位', attachments: ['/demo/licence.svg'] }));
    expect((await apply(energyMerchant, { business: 'parking:settle', target: 100100 })).body).toMatchObject({ code: 1409, message: expect.stringContaining(`编号 ${id}`) });

    const mine = ok(await t.call('GET', 'merchant/business/apply/list', { token: energyMerchant, query: { side: 'apply' } }));
    expect(mine.row[0]).toMatchObject({ id, target_name: '深圳泊联科技有限公司', business_name: '停车场入驻', status: 0, subject: { name: '南山快充站', status: 1 } });
    const queue = ok(await t.call('GET', 'merchant/business/apply/list', { token: parkingPartner, query: { side: 'audit', status: 0 } }));
    expect(queue.row.map((r: { id: number }) => r.id)).toContain(id);
    expect(queue.row.find((r: { id: number }) => r.id === id).merchant_name).toBe('南山快充站');
    // Another partner neither sees nor decides it.
    expect((await t.call('GET', 'merchant/business/apply/list', { token: energyPartner, query: { side: 'audit' } })).body.payload.row.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await t.call('PUT', 'merchant/business/apply/approve', { token: energyPartner, body: { id } })).body).toMatchObject({ code: 1403, message: '只有受理方可以审核该申请' });
    // The applicant cannot approve its own.
    expect((await t.call('PUT', 'merchant/business/apply/approve', { token: energyMerchant, body: { id } })).body.code).toBe(1403);

    expect(ok(await t.call('GET', 'merchant/manager/whoami', { token: energyMerchant })).product).not.toContain('parking:merchant:platform');
    ok(await t.call('PUT', 'merchant/business/apply/approve', { token: parkingPartner, body: { id, remark: '欢迎入驻' } }));
    expect(ok(await t.call('GET', 'merchant/manager/whoami', { token: energyMerchant })).product).toContain('parking:merchant:platform');
    const customers = ok(await t.call('GET', 'merchant/merchant/list', { token: parkingPartner, query: { keywords: '100201' } }));
    expect(customers.row.map((r: { id: number }) => r.id)).toEqual([100201]);
    expect((await t.call('PUT', 'merchant/business/apply/approve', { token: parkingPartner, body: { id } })).body.code).toBe(1409);
    expect((await t.call('DELETE', 'merchant/business/apply', { token: energyMerchant, query: { id } })).body.code).toBe(1409);

    const entries = await auditOf(id);
    expect(entries.map((e) => e.call)).toEqual(['POST merchant/business/apply', 'PUT merchant/business/apply/approve']);
    expect(entries[1]).toMatchObject({ merchant: 100201, actor_merchant: 100100, after: { status: '已通过', products: ['parking:merchant:platform'] } });
  });

  it('apply → reject (a reason is required) → delete; apply → cancel → delete', async () => {
    const { id } = ok(await apply(energyMerchant, { business: 'invoice:settle', target: 100600 }));
    expect((await t.call('PUT', 'merchant/business/apply/reject', { token: invoicePartner, body: { id, remark: ' ' } })).body.code).toBe(1400);
    ok(await t.call('PUT', 'merchant/business/apply/reject', { token: invoicePartner, body: { id, remark: '请先完成主体认证' } }));
    expect(ok(await t.call('GET', 'merchant/business/apply/list', { token: energyMerchant, query: { side: 'apply', id } })).row[0]).toMatchObject({ status: -1, audit_remark: '请先完成主体认证', auditor: '郑洁' });
    expect((await t.call('PUT', 'merchant/business/apply/cancel', { token: energyMerchant, body: { id } })).body.code).toBe(1409);
    ok(await t.call('DELETE', 'merchant/business/apply', { token: energyMerchant, query: { id } }));
    // An empty list answers 1002 (暂无数据).
    expect((await t.call('GET', 'merchant/business/apply/list', { token: energyMerchant, query: { side: 'apply', id } })).body).toMatchObject({ code: 1002, payload: { row: [] } });

    const joined = ok(await apply(parkingMerchant, { business: 'group:join', target: 100400 }));
    expect((await t.call('PUT', 'merchant/business/apply/cancel', { token: energyMerchant, body: { id: joined.id } })).body.code).toBe(1404);
    ok(await t.call('PUT', 'merchant/business/apply/cancel', { token: parkingMerchant, body: { id: joined.id } }));
    expect((await t.call('PUT', 'merchant/business/apply/approve', { token: admin, body: { id: joined.id } })).body).toMatchObject({ code: 1409, message: '业务申请当前为「已撤销」，不能变更为「已通过」' });
    ok(await t.call('DELETE', 'merchant/business/apply', { token: parkingMerchant, query: { id: joined.id } }));
    expect((await auditOf(joined.id)).map((e) => e.call)).toEqual(['POST merchant/business/apply', 'PUT merchant/business/apply/cancel', 'DELETE merchant/business/apply']);
  });

  it('refuses applying to oneself, to a merchant not offering the business, and callers without the permission', async () => {
    expect((await apply(energyMerchant, { business: 'group:join', target: 100201 })).body.code).toBe(1400);
    expect((await apply(energyMerchant, { business: 'parking:settle', target: 100200 })).body).toMatchObject({ code: 1400, message: '商户 100200 不受理「停车场入驻」' });
    expect((await apply(energyMerchant, { business: 'nope', target: 100100 })).body.code).toBe(1400);
    // Partners audit, they do not apply; staff without the permission do neither.
    expect((await apply(parkingPartner, { business: 'group:join', target: 100300 })).body.code).toBe(1403);
    const staff = await t.login('energy-merchant-staff');
    expect((await apply(staff, { business: 'parking:settle', target: 100100 })).body.code).toBe(1403);
    expect((await t.call('GET', 'merchant/business/apply/list', { token: parkingMerchant, query: { side: 'audit' } })).body.code).toBe(1403);
  });
});
