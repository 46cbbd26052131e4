import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newMerchantBody, ok, type TestApp } from './helpers.js';

// The invitation pages (docs/decisions.md, "Invitation pages"): who invites, applying through an invite, the result.
let t: TestApp;
let energyMerchant: string;
let parkingMerchant: string;
let parkingPartner: string;
let energyPartner: string;
let energyGroup: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  energyMerchant = await t.login('energy-merchant');
  parkingMerchant = await t.login('parking-merchant');
  parkingPartner = await t.login('parking-partner');
  energyPartner = await t.login('energy-partner');
  energyGroup = await t.login('energy-group');
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const inviter = (token: string, query: Record<string, unknown>) => t.call('GET', 'merchant/business/inviter', { token, query });
const apply = (token: string, body: object) =>
  t.call('POST', 'merchant/business/apply', { token, body: { contact_name: '孙强', contact_mobile: '13800000201', ...body } });
const result = (token: string, id: number) => t.call('GET', 'merchant/business/apply', { token, query: { id } });

describe('invitation pages', () => {
  it('answers who invites and what joining gives, with the caller’s state', async () => {
    expect(ok(await inviter(energyMerchant, { inviter: 100100, business: 'parking:settle' }))).toEqual({
      inviter: 100100,
      inviter_name: '深圳泊联科技有限公司',
      business: 'parking:settle',
      business_name: '停车场入驻',
      description: expect.any(String),
      relation: 'customer',
      products: [{ code: 'parking:merchant:platform', name: '停车商户平台' }],
      joined: false,
      pending: null,
      subject: { name: '南山快充站', status: 1 },
    });
    // Already a customer of its energy partner, a member of its group.
    expect(ok(await inviter(energyMerchant, { inviter: 100200, business: 'energy:settle' }))).toMatchObject({ joined: true, pending: null });
    expect(ok(await inviter(parkingMerchant, { inviter: 100400, business: 'group:join' }))).toMatchObject({ inviter_name: '深能充电集团', relation: 'member', products: [], joined: false });
    // The payment partner offers 支付服务入驻.
    expect(ok(await inviter(energyMerchant, { inviter: 100100, business: 'payment:settle' }))).toMatchObject({
      business_name: '支付服务入驻',
      products: [{ code: 'payment:merchant:platform', name: expect.any(String) }],
    });
  });

  it('refuses an unknown, disabled or wrong inviter, oneself, and callers without the permission', async () => {
    expect((await inviter(energyMerchant, { inviter: 999999, business: 'parking:settle' })).body).toMatchObject({ code: 1404, message: '邀请方商户 999999 不存在', hint: expect.any(String) });
    expect((await inviter(energyMerchant, { inviter: 100200, business: 'parking:settle' })).body).toMatchObject({ code: 1404, message: '「鹏城充电服务商」不受理「停车场入驻」' });
    expect((await inviter(energyMerchant, { inviter: 100101, business: 'group:join' })).body.code).toBe(1404);
    expect((await inviter(energyMerchant, { inviter: 100201, business: 'group:join' })).body).toMatchObject({ code: 1400, message: '不能接受本商户发出的邀请' });
    expect((await inviter(energyMerchant, { inviter: 100100, business: 'nope' })).body.code).toBe(1400);
    expect((await inviter(energyMerchant, { business: 'parking:settle' })).body.code).toBe(1400);
    const staff = await t.login('energy-merchant-staff');
    expect((await inviter(staff, { inviter: 100100, business: 'parking:settle' })).body.code).toBe(1403);
    expect((await t.call('GET', 'merchant/business/inviter', { query: { inviter: 100100, business: 'parking:settle' } })).status).toBe(401);

    ok(await t.call('PUT', 'merchant/merchant/disable', { token: admin, body: { id: 100200 } }));
    expect((await inviter(parkingMerchant, { inviter: 100200, business: 'energy:settle' })).body).toMatchObject({ code: 1404, message: '邀请方「鹏城充电服务商」已停用，不能受理申请' });
    ok(await t.call('PUT', 'merchant/merchant/enable', { token: admin, body: { id: 100200 } }));
    energyPartner = await t.login('energy-partner'); // disabling ended its sessions
    expect(ok(await inviter(parkingMerchant, { inviter: 100200, business: 'energy:settle' })).inviter_name).toBe('鹏城充电服务商');
  });

  it('applies through an invite; the result is read by the applicant and the target, not by a third merchant', async () => {
    const { id } = ok(await apply(parkingMerchant, { business: 'group:join', target: 100400 }));
    expect(ok(await inviter(parkingMerchant, { inviter: 100400, business: 'group:join' })).pending).toBe(id);
    // A second submission from the same link is refused while the first waits.
    expect((await apply(parkingMerchant, { business: 'group:join', target: 100400 })).body.code).toBe(1409);

    expect(ok(await result(parkingMerchant, id))).toMatchObject({ id, status: 0, merchant_name: '福田中心停车场', target_name: '深能充电集团', business_name: '加入集团', products: [] });
    expect(ok(await result(energyGroup, id))).toMatchObject({ id, merchant_name: '福田中心停车场' });
    expect(ok(await result(admin, id)).id).toBe(id);
    expect((await result(energyMerchant, id)).body).toMatchObject({ code: 1404, message: '业务申请不存在' });
    expect((await result(energyPartner, id)).body.code).toBe(1404);

    ok(await t.call('PUT', 'merchant/business/apply/reject', { token: energyGroup, body: { id, remark: '请先完成主体认证' } }));
    expect(ok(await result(parkingMerchant, id))).toMatchObject({ status: -1, audit_remark: '请先完成主体认证', auditor: expect.any(String) });
    expect(ok(await inviter(parkingMerchant, { inviter: 100400, business: 'group:join' })).pending).toBeNull();
  });

  it('payment:settle: the payment partner approves and grants the payment merchant product', async () => {
    ok(await t.call('POST', 'merchant/merchant', { token: admin, body: newMerchantBody(7301, { products: ['energy:merchant:platform'] }) }));
    const fresh = await t.login('test-merchant-7301');
    const me = ok(await t.call('GET', 'merchant/manager/whoami', { token: fresh }));
    expect(me.product).not.toContain('payment:merchant:platform');
    expect(ok(await inviter(fresh, { inviter: 100100, business: 'payment:settle' }))).toMatchObject({ joined: false, pending: null });

    const { id } = ok(await apply(fresh, { business: 'payment:settle', target: 100100, remark: '通过邀请链接申请' }));
    expect(ok(await result(parkingPartner, id))).toMatchObject({ status: 0, business_name: '支付服务入驻', products: [{ code: 'payment:merchant:platform' }] });
    const queue = ok(await t.call('GET', 'merchant/business/apply/list', { token: parkingPartner, query: { side: 'audit', status: 0, business: 'payment:settle' } }));
    expect(queue.row.map((r: { id: number }) => r.id)).toContain(id);

    ok(await t.call('PUT', 'merchant/business/apply/approve', { token: parkingPartner, body: { id } }));
    expect(ok(await t.call('GET', 'merchant/manager/whoami', { token: fresh })).product).toContain('payment:merchant:platform');
    expect(ok(await result(fresh, id)).status).toBe(1);
    expect(ok(await inviter(fresh, { inviter: 100100, business: 'payment:settle' }))).toMatchObject({ joined: true, pending: null });
  });
});
