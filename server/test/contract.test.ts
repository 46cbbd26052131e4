import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, merchantProduct } from '../src/db/schema/index.js';
import { createTestApp, newMerchantBody, ok, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let partner: string;
let plain: string;
let plainStaff: string;
let energyPartner: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  partner = await t.login('parking-partner');
  plain = await t.login('parking-merchant');
  plainStaff = await t.login('parking-merchant-staff');
  energyPartner = await t.login('energy-partner');
});
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: any }) => reply.body.code;

const day = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + days * 86_400_000));
let serial = 0;
const contract = (merchant: number, overrides: Record<string, unknown> = {}) => {
  serial++;
  return {
    merchant,
    contract_no: `T-2026-${serial}`,
    name: `测试服务合同${serial}`,
    sign_date: day(-3),
    start_date: day(-1),
    end_date: day(200),
    amount: 120_000,
    products: ['parking:merchant:platform'],
    attachments: [{ name: '合同扫描件.pdf', link: '/demo/contract.pdf' }],
    ...overrides,
  };
};
const grantOf = async (merchant: number, product: string) => {
  const [row] = await t.db.tenant('all', (tx) => tx.select().from(merchantProduct).where(and(eq(merchantProduct.merchant, merchant), eq(merchantProduct.product, product))));
  return row;
};

/** A fresh merchant under the parking partner, with its main account signed in. */
async function customer(products = ['parking:merchant:platform']) {
  const body = newMerchantBody(++serial, { parent: 100100, products });
  const { id } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
  return { id: id as number, token: await t.login(body.superuser.account) };
}

describe('contracts', () => {
  it('the partner registers a contract for its customer: the grants carry its number and end with it; both sides read it', async () => {
    const m = await customer();
    const body = contract(m.id);
    const { id } = ok(await t.call('POST', 'merchant/contract', { token: partner, body }));

    const grant = await grantOf(m.id, 'parking:merchant:platform');
    expect(grant!.contract_no).toBe(body.contract_no);
    expect(grant!.expire_time!.toISOString()).toBe(new Date(`${body.end_date}T23:59:59+08:00`).toISOString());

    const seen = ok(await t.call('GET', 'merchant/contract', { token: m.token, query: { id } }));
    expect(seen).toMatchObject({
      merchant: m.id,
      grantor: 100100,
      grantor_name: '深圳泊联科技有限公司',
      contract_no: body.contract_no,
      amount: 120_000,
      state: 'active',
      status: 1,
      attachments: body.attachments,
      products: [{ product: 'parking:merchant:platform', status: 1 }],
    });
    // The merchant's own list holds it; the partner's list holds it among its customers'.
    expect(ok(await t.call('GET', 'merchant/contract/list', { token: m.token })).row.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(ok(await t.call('GET', 'merchant/contract/list', { token: partner, query: { merchant: m.id } })).row.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(ok(await t.call('GET', 'merchant/contract/list', { token: admin, query: { keywords: body.contract_no } })).paging_header.total_count).toBe(1);

    const [entry] = await t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'contract'), eq(auditLog.target_id, String(id)))));
    expect(entry!.after).toMatchObject({ contract_no: body.contract_no, products: 'parking:merchant:platform', amount: '1,200.00' });
  });

  it('editing moves the covered products; terminating expires them at once and ends the merchant’s product at its next call', async () => {
    const m = await customer(['parking:merchant:platform', 'payment:merchant:platform']);
    const body = contract(m.id, { products: ['parking:merchant:platform', 'payment:merchant:platform'] });
    const { id } = ok(await t.call('POST', 'merchant/contract', { token: partner, body }));

    ok(await t.call('PUT', 'merchant/contract', { token: partner, body: { ...body, merchant: undefined, id, end_date: undefined, products: ['payment:merchant:platform'] } }));
    expect((await grantOf(m.id, 'parking:merchant:platform'))!.contract_no).toBe('');
    expect(await grantOf(m.id, 'payment:merchant:platform')).toMatchObject({ contract_no: body.contract_no, expire_time: null });
    expect(ok(await t.call('GET', 'merchant/contract', { token: partner, query: { id } })).products.map((p: { product: string }) => p.product)).toEqual(['payment:merchant:platform']);

    expect(ok(await t.call('GET', 'merchant/manager/whoami', { token: m.token })).product).toContain('payment:merchant:platform');
    ok(await t.call('PUT', 'merchant/contract/terminate', { token: partner, body: { id, reason: '客户提前解约' } }));
    const after = ok(await t.call('GET', 'merchant/contract', { token: m.token, query: { id } }));
    expect(after).toMatchObject({ status: 0, state: 'terminated', terminate_reason: '客户提前解约' });
    expect((await grantOf(m.id, 'payment:merchant:platform'))!.expire_time!.getTime()).toBeLessThanOrEqual(Date.now());
    const whoami = ok(await t.call('GET', 'merchant/manager/whoami', { token: m.token }));
    expect(whoami.product).not.toContain('payment:merchant:platform');
    expect(whoami.product).toContain('parking:merchant:platform');

    // 已终止 is final: neither a second termination nor an edit (1409, nothing changed).
    expect(code(await t.call('PUT', 'merchant/contract/terminate', { token: partner, body: { id, reason: '再次终止' } }))).toBe(1409);
    expect(code(await t.call('PUT', 'merchant/contract', { token: partner, body: { ...body, merchant: undefined, id, name: '改名' } }))).toBe(1409);
    // Nor may a grant rest on it any more.
    const onGrant = await t.call('POST', 'merchant/product/contract', { token: partner, body: { merchant: m.id, product: 'parking:merchant:platform', contract_no: body.contract_no } });
    expect(onGrant.body).toMatchObject({ code: 1400, message: `合同「${body.contract_no}」已终止` });
    expect(ok(await t.call('GET', 'merchant/contract', { token: partner, query: { id } })).name).toBe(body.name);

    const entries = await t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'contract'), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));
    expect(entries.map((e) => e.call)).toEqual(['POST merchant/contract', 'PUT merchant/contract', 'PUT merchant/contract/terminate']);
  });

  it('states: the demo merchant’s contracts read as running, in their last month and terminated, and filter by state', async () => {
    const all = ok(await t.call('GET', 'merchant/contract/list', { token: plain }));
    expect(Object.fromEntries(all.row.map((r: { contract_no: string; state: string }) => [r.contract_no, r.state]))).toEqual({
      'ZB-2025-0101': 'active',
      'ZB-2025-0188': 'expiring',
      'ZB-2023-0042': 'terminated',
    });
    const expiring = ok(await t.call('GET', 'merchant/contract/list', { token: plain, query: { state: 'expiring' } }));
    expect(expiring.row.map((r: { contract_no: string }) => r.contract_no)).toEqual(['ZB-2025-0188']);
    expect(expiring.row[0].products.map((p: { product: string }) => p.product)).toEqual(['invoice:merchant:platform']);

    const m = await customer();
    const { id } = ok(await t.call('POST', 'merchant/contract', { token: partner, body: contract(m.id, { start_date: day(5), end_date: day(400) }) }));
    expect(ok(await t.call('GET', 'merchant/contract', { token: partner, query: { id } })).state).toBe('pending');
  });

  it('refuses bad input with a reason and changes nothing', async () => {
    const m = await customer();
    const refused = async (body: Record<string, unknown>, expected: number, words: string) => {
      const reply = await t.call('POST', 'merchant/contract', { token: partner, body });
      expect(reply.body.code, JSON.stringify(reply.body)).toBe(expected);
      expect(reply.body.message).toContain(words);
    };
    await refused(contract(m.id, { end_date: day(-5) }), 1400, '到期日期不能早于生效日期');
    await refused(contract(m.id, { sign_date: day(3) }), 1400, '签订日期不能晚于今天');
    await refused(contract(m.id, { contract_no: '合同 1' }), 1400, '合同编号');
    await refused(contract(m.id, { amount: -1 }), 1400, '合同金额');
    await refused(contract(m.id, { products: ['energy:merchant:platform'] }), 1403, '不能开通自己未持有的产品');
    await refused(contract(m.id, { products: ['payment:merchant:platform'] }), 1400, '商户未开通产品');
    const body = contract(m.id);
    ok(await t.call('POST', 'merchant/contract', { token: partner, body }));
    await refused({ ...body, name: '另一份' }, 1400, `合同编号「${body.contract_no}」已登记`);
    expect(ok(await t.call('GET', 'merchant/contract/list', { token: partner, query: { merchant: m.id } })).row).toHaveLength(1);
  });

  it('is refused without the permissions, for the caller’s own merchant and for another merchant’s contract', async () => {
    const [own] = ok(await t.call('GET', 'merchant/contract/list', { token: plain, query: { state: 'active' } })).row;
    // A plain merchant registers no contracts, nor edits its own.
    expect(code(await t.call('POST', 'merchant/contract', { token: plain, body: contract(100101) }))).toBe(1403);
    expect(code(await t.call('PUT', 'merchant/contract/terminate', { token: plain, body: { id: own.id, reason: '自己终止' } }))).toBe(1403);
    // A staff account without merchant:contract:list reads none.
    expect(code(await t.call('GET', 'merchant/contract/list', { token: plainStaff }))).toBe(1403);
    // Another partner neither reads nor changes it; its customer's number is "not found".
    expect(code(await t.call('GET', 'merchant/contract', { token: energyPartner, query: { id: own.id } }))).toBe(1404);
    expect(code(await t.call('PUT', 'merchant/contract/terminate', { token: energyPartner, body: { id: own.id, reason: '越权终止' } }))).toBe(1404);
    expect(code(await t.call('POST', 'merchant/contract', { token: energyPartner, body: contract(100101) }))).toBe(1404);
    expect(code(await t.call('GET', 'merchant/contract/list', { token: energyPartner, query: { merchant: 100101 } }))).toBe(1002);
    // The partner's own contract with the platform is not its to change.
    const m = await customer();
    const { id } = ok(await t.call('POST', 'merchant/contract', { token: admin, body: contract(100100, { products: ['parking:partner:platform'] }) }));
    expect(code(await t.call('PUT', 'merchant/contract/terminate', { token: partner, body: { id, reason: '自己终止' } }))).toBe(1403);
    expect(ok(await t.call('GET', 'merchant/contract', { token: partner, query: { id } })).status).toBe(1);
    // The merchant sees only its own.
    expect(code(await t.call('GET', 'merchant/contract', { token: m.token, query: { id } }))).toBe(1404);
    expect(code(await t.call('GET', 'merchant/contract', { token: m.token, query: { id: own.id } }))).toBe(1404);
  });
});
