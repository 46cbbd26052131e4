import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentTransferRt } from '../src/db/schema/index.js';
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

let serial = 100;
/** A fresh merchant under the parking partner, with its main account signed in. */
async function customer() {
  const body = newMerchantBody(++serial, { parent: 100100, products: ['parking:merchant:platform'] });
  const { id } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
  return { id: id as number, token: await t.login(body.superuser.account) };
}

const settings = (merchant: number, overrides: Record<string, unknown> = {}) => ({
  merchant,
  account_type: 1,
  account_name: '测试停车场有限公司',
  account_no: '6222020200112233445',
  bank: 'ICBC',
  branch_name: '中国工商银行股份有限公司深圳福田支行',
  proof: ['/demo/licence.svg'],
  mode: 2,
  cycle: 'weekly',
  cycle_day: 3,
  min_amount: 20_000,
  retain_amount: 5_000,
  ...overrides,
});

describe('bank directory', () => {
  it('lists banks and searches a bank’s branches by name or number, within a city', async () => {
    const banks = ok(await t.call('GET', 'payment/bank/list', { token: plain })).row;
    expect(banks[0]).toEqual({ code: 'ICBC', name: '中国工商银行' });
    expect(ok(await t.call('GET', 'payment/bank/list', { token: plain, query: { keywords: '招商' } })).row).toEqual([{ code: 'CMB', name: '招商银行' }]);

    const futian = ok(await t.call('GET', 'payment/bank/branch/list', { token: plain, query: { bank: 'ICBC', keywords: '福 田', city: '440300' } })).row;
    expect(futian).toHaveLength(1);
    expect(futian[0]).toMatchObject({ bank: 'ICBC', name: '中国工商银行股份有限公司深圳福田支行', city: '440300' });
    const byNumber = ok(await t.call('GET', 'payment/bank/branch/list', { token: plain, query: { bank: 'ICBC', keywords: futian[0].cnaps.slice(0, 7) } })).row;
    expect(byNumber.every((b: { cnaps: string }) => b.cnaps.startsWith(futian[0].cnaps.slice(0, 7)))).toBe(true);
    expect(code(await t.call('GET', 'payment/bank/branch/list', { token: plain, query: { bank: 'ICBC', city: '4403' } }))).toBe(1400);
    expect(code(await t.call('GET', 'payment/bank/list'))).toBe(1401);
  });
});

describe('withdrawal settings', () => {
  it('the partner submits for its customer, the platform approves: the settings are in force for both sides, audited', async () => {
    const m = await customer();
    expect(ok(await t.call('GET', 'payment/transfer/rt', { token: m.token, query: { merchant: m.id } }))).toEqual({ merchant: m.id, setting: null });
    expect(ok(await t.call('GET', 'payment/bank/account/apply', { token: m.token, query: { merchant: m.id } }))).toBeNull();

    const { id, status } = ok(await t.call('POST', 'payment/bank/account/apply', { token: partner, body: { ...settings(m.id), remark: '代客户提交' } }));
    expect(status).toBe(0);
    const pending = ok(await t.call('GET', 'payment/bank/account/apply', { token: m.token, query: { merchant: m.id } }));
    expect(pending).toMatchObject({ id, status: 0, bank_name: '中国工商银行', applicant: '陈立', applicant_merchant: 100100, cycle: 'weekly', cycle_day: 3, remark: '代客户提交' });

    // Only the platform reviews.
    expect(code(await t.call('PUT', 'payment/transfer/rt/approve', { token: partner, body: { merchant: m.id, apply: id, approve: true } }))).toBe(1403);
    ok(await t.call('PUT', 'payment/transfer/rt/approve', { token: admin, body: { merchant: m.id, apply: id, approve: true } }));

    const rt = ok(await t.call('GET', 'payment/transfer/rt', { token: partner, query: { merchant: m.id } }));
    expect(rt.setting).toMatchObject({ apply: id, account_no: '6222020200112233445', bank_name: '中国工商银行', mode: 2, min_amount: 20_000, retain_amount: 5_000, approver: '平台管理员' });
    expect(ok(await t.call('GET', 'payment/transfer/rt', { token: m.token, query: { merchant: m.id } })).setting.apply).toBe(id);

    // Reviewed once.
    const again = await t.call('PUT', 'payment/transfer/rt/approve', { token: admin, body: { merchant: m.id, apply: id, approve: false, reason: '重复' } });
    expect(code(again)).toBe(1409);
    expect(again.body.message).toContain('已通过');

    const logged = await t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'withdraw_setting'), eq(auditLog.target_id, String(m.id)))));
    expect(logged).toHaveLength(2);
    // The log never keeps the whole account number.
    expect(JSON.stringify(logged)).not.toContain('6222020200112233445');
    expect(JSON.stringify(logged)).toContain('**** **** 3445');
  });

  it('a new submission withdraws the pending one; a rejection keeps the settings in force and tells why', async () => {
    const m = await customer();
    const first = ok(await t.call('POST', 'payment/bank/account/apply', { token: m.token, body: settings(m.id) }));
    ok(await t.call('PUT', 'payment/transfer/rt/approve', { token: admin, body: { merchant: m.id, apply: first.id, approve: true } }));

    const second = ok(await t.call('POST', 'payment/bank/account/apply', { token: m.token, body: settings(m.id, { mode: 1, cycle: undefined, cycle_day: undefined }) }));
    const third = ok(await t.call('POST', 'payment/bank/account/apply', { token: m.token, body: settings(m.id, { account_type: 2, account_name: '张三', reserved_mobile: '13800138000', mode: 2, cycle: 'monthly', cycle_day: 28 }) }));
    // The second was withdrawn by the third and can no longer be reviewed.
    expect(code(await t.call('PUT', 'payment/transfer/rt/approve', { token: admin, body: { merchant: m.id, apply: second.id, approve: true } }))).toBe(1409);

    expect(code(await t.call('PUT', 'payment/transfer/rt/approve', { token: admin, body: { merchant: m.id, apply: third.id, approve: false } }))).toBe(1400);
    ok(await t.call('PUT', 'payment/transfer/rt/approve', { token: admin, body: { merchant: m.id, apply: third.id, approve: false, reason: '开户名与主体不一致' } }));
    expect(ok(await t.call('GET', 'payment/bank/account/apply', { token: m.token, query: { merchant: m.id } }))).toMatchObject({ id: third.id, status: -1, reason: '开户名与主体不一致', auditor: '平台管理员' });
    expect(ok(await t.call('GET', 'payment/transfer/rt', { token: m.token, query: { merchant: m.id } })).setting).toMatchObject({ apply: first.id, mode: 2, cycle: 'weekly' });
  });

  it('refuses bad settings with a clear message and stores nothing', async () => {
    const m = await customer();
    const refused = async (body: Record<string, unknown>, text: string) => {
      const reply = await t.call('POST', 'payment/bank/account/apply', { token: m.token, body });
      expect(code(reply), JSON.stringify(body)).toBe(1400);
      expect(reply.body.message).toContain(text);
    };
    await refused(settings(m.id, { cycle: undefined }), '自动提现周期');
    await refused(settings(m.id, { cycle: 'weekly', cycle_day: 8 }), '每周');
    await refused(settings(m.id, { cycle: 'monthly', cycle_day: undefined }), '每月');
    await refused(settings(m.id, { account_type: 2 }), '预留手机号');
    await refused(settings(m.id, { bank: 'NOPE' }), '银行列表');
    await refused(settings(m.id, { account_no: '1234-5678' }), '');
    await refused(settings(m.id, { min_amount: 50 }), '');
    await refused(settings(m.id, { proof: [] }), '');
    expect(ok(await t.call('GET', 'payment/bank/account/apply', { token: m.token, query: { merchant: m.id } }))).toBeNull();
  });

  it('keeps to the caller’s merchants and permissions', async () => {
    // Another partner's customer is not found; a merchant cannot reach another merchant.
    expect(code(await t.call('GET', 'payment/transfer/rt', { token: energyPartner, query: { merchant: 100101 } }))).toBe(1404);
    expect(code(await t.call('POST', 'payment/bank/account/apply', { token: energyPartner, body: settings(100101) }))).toBe(1404);
    expect(code(await t.call('GET', 'payment/bank/account/apply', { token: plain, query: { merchant: 100102 } }))).toBe(1404);
    // The staff role holds none of these permissions.
    expect(code(await t.call('GET', 'payment/transfer/rt', { token: plainStaff, query: { merchant: 100101 } }))).toBe(1403);
    expect(code(await t.call('POST', 'payment/bank/account/apply', { token: plainStaff, body: settings(100101) }))).toBe(1403);
    // The platform cannot review an application as another merchant's.
    const m = await customer();
    const { id } = ok(await t.call('POST', 'payment/bank/account/apply', { token: m.token, body: settings(m.id) }));
    expect(code(await t.call('PUT', 'payment/transfer/rt/approve', { token: admin, body: { merchant: 100101, apply: id, approve: true } }))).toBe(1404);
    // The demo: 100101 is in force; 100102 waits for review.
    expect(ok(await t.call('GET', 'payment/transfer/rt', { token: plain, query: { merchant: 100101 } })).setting).toMatchObject({ bank: 'ICBC', cycle: 'weekly', cycle_day: 1 });
    expect(ok(await t.call('GET', 'payment/bank/account/apply', { token: partner, query: { merchant: 100102 } }))).toMatchObject({ status: 0, applicant: '陈立' });
    const rows = await t.db.tenant('all', (tx) => tx.select().from(paymentTransferRt).where(eq(paymentTransferRt.merchant, 100102)));
    expect(rows).toHaveLength(0);
  });
});

describe('profit-sharing rules', () => {
  const rule = (merchant: number, overrides: Record<string, unknown> = {}) => ({
    merchant,
    name: '停车费分成',
    business: ['car:parking:cashier'],
    receivers: [{ merchant: 100100, ratio: 500 }],
    ...overrides,
  });

  it('the partner sets a rule for its customer; the customer reads it with the receivers’ names; edit, disable, enable, delete are logged', async () => {
    const m = await customer();
    const { id } = ok(await t.call('POST', 'payment/sharding/rt', { token: partner, body: rule(m.id, { remark: '服务费' }) }));
    const seen = ok(await t.call('GET', 'payment/sharding/rt', { token: m.token, query: { merchant: m.id } })).row;
    expect(seen).toMatchObject([{ id, merchant: m.id, name: '停车费分成', business: ['car:parking:cashier'], status: 1, remark: '服务费', receivers: [{ merchant: 100100, ratio: 500, merchant_name: '深圳泊联科技有限公司' }] }]);

    ok(await t.call('PUT', 'payment/sharding/rt', { token: partner, body: { id, name: '停车费与无感支付分成', business: ['car:parking:cashier', 'car:parking:autopay'], receivers: [{ merchant: 100100, ratio: 800 }] } }));
    expect(code(await t.call('DELETE', 'payment/sharding/rt', { token: partner, query: { id } }))).toBe(1409);
    ok(await t.call('POST', 'payment/sharding/rt/disable', { token: partner, body: { id } }));
    expect(code(await t.call('POST', 'payment/sharding/rt/disable', { token: partner, body: { id } }))).toBe(1409);
    ok(await t.call('POST', 'payment/sharding/rt/enable', { token: partner, body: { id } }));
    ok(await t.call('POST', 'payment/sharding/rt/disable', { token: partner, body: { id } }));
    ok(await t.call('DELETE', 'payment/sharding/rt', { token: partner, query: { id } }));
    expect(code(await t.call('GET', 'payment/sharding/rt', { token: m.token, query: { merchant: m.id } }))).toBe(1001);
    expect(ok(await t.call('GET', 'payment/sharding/rt', { token: m.token, query: { merchant: m.id } })).row).toEqual([]);

    const logged = await t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'sharding_rule'), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));
    expect(logged.map((l) => l.call)).toEqual([
      'POST payment/sharding/rt', 'PUT payment/sharding/rt', 'POST payment/sharding/rt/disable', 'POST payment/sharding/rt/enable', 'POST payment/sharding/rt/disable', 'DELETE payment/sharding/rt',
    ]);
    expect(logged[1]!.before).toMatchObject({ business: '停车缴费', receivers: '100100（5%）' });
    expect(logged[1]!.after).toMatchObject({ business: '停车缴费、无感支付', receivers: '深圳泊联科技有限公司（8%）' });
  });

  it('refuses overlapping enabled rules, a share above 30 %, the merchant itself, duplicates and receivers out of reach', async () => {
    const m = await customer();
    ok(await t.call('POST', 'payment/sharding/rt', { token: partner, body: rule(m.id) }));
    const refused = async (body: Record<string, unknown>, text: string) => {
      const reply = await t.call('POST', 'payment/sharding/rt', { token: partner, body });
      expect(code(reply), JSON.stringify(body)).toBe(1400);
      expect(reply.body.message).toContain(text);
    };
    await refused(rule(m.id, { business: [] }), '重叠');
    await refused(rule(m.id, { business: ['car:parking:cashier', 'car:parking:reserve'] }), '重叠');
    await refused(rule(m.id, { business: ['car:parking:reserve'], receivers: [{ merchant: 100100, ratio: 2000 }, { merchant: 100101, ratio: 1500 }] }), '超过上限');
    await refused(rule(m.id, { business: ['car:parking:reserve'], receivers: [{ merchant: m.id, ratio: 100 }] }), '商户自己');
    await refused(rule(m.id, { business: ['car:parking:reserve'], receivers: [{ merchant: 100100, ratio: 100 }, { merchant: 100100, ratio: 100 }] }), '重复');
    await refused(rule(m.id, { business: ['car:parking:reserve'], receivers: [{ merchant: 100200, ratio: 100 }] }), '管理范围');
    await refused(rule(m.id, { business: ['car:unknown'] }), '');
    // A different business is fine; a disabled rule may overlap until it is enabled.
    const other = ok(await t.call('POST', 'payment/sharding/rt', { token: partner, body: rule(m.id, { name: '预约分成', business: ['car:parking:reserve'] }) }));
    ok(await t.call('POST', 'payment/sharding/rt/disable', { token: partner, body: { id: other.id } }));
    ok(await t.call('PUT', 'payment/sharding/rt', { token: partner, body: { id: other.id, name: '全部业务分成', business: [], receivers: [{ merchant: 100100, ratio: 100 }] } }));
    expect(code(await t.call('POST', 'payment/sharding/rt/enable', { token: partner, body: { id: other.id } }))).toBe(1400);
  });

  it('only those above a merchant set its rules; the merchant reads its own', async () => {
    const m = await customer();
    // The merchant itself (kind merchant) holds no update permission; nobody sets rules on its own merchant.
    expect(code(await t.call('POST', 'payment/sharding/rt', { token: m.token, body: rule(m.id) }))).toBe(1403);
    expect(code(await t.call('POST', 'payment/sharding/rt', { token: partner, body: rule(100100, { receivers: [{ merchant: 100101, ratio: 100 }] }) }))).toBe(1403);
    // Another partner's customer: not found, to read or to change.
    expect(code(await t.call('POST', 'payment/sharding/rt', { token: energyPartner, body: rule(m.id) }))).toBe(1404);
    expect(code(await t.call('GET', 'payment/sharding/rt', { token: energyPartner, query: { merchant: m.id } }))).toBe(1404);
    const demo = ok(await t.call('GET', 'payment/sharding/rt', { token: plain, query: { merchant: 100101 } })).row;
    expect(demo).toMatchObject([{ name: '停车费服务分成', receivers: [{ merchant: 100100, ratio: 500 }] }]);
    expect(code(await t.call('POST', 'payment/sharding/rt/disable', { token: energyPartner, body: { id: demo[0].id } }))).toBe(1404);
    expect(code(await t.call('GET', 'payment/sharding/rt', { token: plainStaff, query: { merchant: 100101 } }))).toBe(1403);
  });
});
