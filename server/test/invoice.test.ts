import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, newMerchantBody, ok, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let partner: string;
let partnerStaff: string;
let parkingMerchant: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  partner = await t.login('invoice-partner');
  partnerStaff = await t.login('invoice-partner-staff');
  parkingMerchant = await t.login('parking-merchant');
});
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: any }) => reply.body.code;
const auditOf = (type: string, id: number | string) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(asc(auditLog.id)));

let serial = 600;
const softwareCode = () => `IN${String(++serial).padStart(5, '0')}`;
const software = (overrides: Record<string, unknown> = {}) => ({ software_code: softwareCode(), name: `测试税控${serial}`, type: 2, vendor: '测试厂商', ...overrides });
const rule = (overrides: Record<string, unknown> = {}) => ({ seller_name: '测试销售方有限公司', tax_number: '91440300MA5100999X', default_tax_rate: 6, single_limit: 500_000, need_review: true, ...overrides });

/** A new invoice partner with one invoice merchant below it (created by the platform), both main accounts signed in. */
async function otherPartner() {
  const partnerBody = newMerchantBody(++serial, { kind: 'partner', products: ['invoice:partner:platform'] });
  const { id: partnerId } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body: partnerBody }));
  const merchantBody = newMerchantBody(++serial, { parent: partnerId, products: ['invoice:merchant:platform'] });
  const { id: merchantId } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body: merchantBody }));
  return { partnerId: partnerId as number, merchantId: merchantId as number, token: await t.login(partnerBody.superuser.account) };
}

describe('invoice software', () => {
  it('the partner creates, reads, edits, disables, enables and deletes its software; the secret never comes back; every change audited', async () => {
    const body = software({ app_id: 'acc-1', app_secret: 'top-secret' });
    ok(await t.call('POST', 'invoice/software', { token: partner, body }));
    const detail = ok(await t.call('GET', 'invoice/software', { token: partner, query: { software_code: body.software_code } }));
    expect(detail).toMatchObject({ software_code: body.software_code, merchant: 100600, merchant_name: '票通发票服务商', type: 2, app_id: 'acc-1', credential_configured: true, status: 1, merchant_count: 0 });
    expect(JSON.stringify(detail)).not.toContain('top-secret');

    const list = ok(await t.call('GET', 'invoice/software/list', { token: partner, query: { keywords: body.software_code } }));
    expect(list.row.map((r: { software_code: string }) => r.software_code)).toEqual([body.software_code]);
    expect(JSON.stringify(list)).not.toContain('top-secret');
    const suggested = ok(await t.call('GET', 'invoice/software/suggest', { token: partner, query: { keywords: '航信' } }));
    expect(suggested).toEqual([{ software_code: 'IN31542', name: '航信税控盘开票', type: 1, status: 1 }]);

    // An edit without a secret keeps the stored one.
    ok(await t.call('PUT', 'invoice/software', { token: partner, body: { software_code: body.software_code, name: '测试税控改名', type: 3 } }));
    expect(ok(await t.call('GET', 'invoice/software', { token: partner, query: { software_code: body.software_code } }))).toMatchObject({ name: '测试税控改名', type: 3, credential_configured: true });
    expect(ok(await t.call('PUT', 'invoice/software', { token: partner, body: { software_code: body.software_code, status: 0 } }))).toEqual({ software_code: body.software_code, status: 0 });
    const again = await t.call('PUT', 'invoice/software', { token: partner, body: { software_code: body.software_code, status: 0 } });
    expect(again.body).toMatchObject({ code: 1409, message: '税控软件当前为「停用」，不能变更为「停用」' });
    ok(await t.call('PUT', 'invoice/software', { token: partner, body: { software_code: body.software_code, status: 1 } }));
    ok(await t.call('DELETE', 'invoice/software', { token: partner, query: { software_code: body.software_code } }));
    expect(code(await t.call('GET', 'invoice/software', { token: partner, query: { software_code: body.software_code } }))).toBe(1404);

    const entries = await auditOf('invoice_software', body.software_code);
    expect(entries.map((e) => e.call)).toEqual(['POST invoice/software', 'PUT invoice/software', 'PUT invoice/software', 'PUT invoice/software', 'DELETE invoice/software']);
    expect(entries[0]!.after).toMatchObject({ type: '数电直连（自动开票）', credential: '已配置' });
    expect(JSON.stringify(entries)).not.toContain('top-secret');
  });

  it('refuses bad input, a taken code or name, and deleting software in use, in Chinese', async () => {
    const bad = await t.call('POST', 'invoice/software', { token: partner, body: software({ software_code: 'XX1' }) });
    expect(code(bad)).toBe(1400);
    expect(bad.body.hint).toBeTruthy();
    expect(code(await t.call('POST', 'invoice/software', { token: partner, body: software({ type: 9 }) }))).toBe(1400);
    const taken = await t.call('POST', 'invoice/software', { token: partner, body: software({ software_code: 'IN31542' }) });
    expect(taken.body).toMatchObject({ code: 1400, message: '软件编码 IN31542 已被使用' });
    const named = await t.call('POST', 'invoice/software', { token: partner, body: software({ name: '航信税控盘开票' }) });
    expect(named.body).toMatchObject({ code: 1400, message: '已有名为「航信税控盘开票」的税控软件' });
    const inUse = await t.call('DELETE', 'invoice/software', { token: partner, query: { software_code: 'IN31542' } });
    expect(inUse.body).toMatchObject({ code: 1409, message: '税控软件 IN31542 正被 1 个发票商户使用，不能删除' });
    expect(code(await t.call('PUT', 'invoice/software', { token: partner, body: { software_code: 'IN31542', name: '同时', type: 1, status: 0 } }))).toBe(1400);
  });

  it('answers missing permissions and another partner’s software as not found', async () => {
    expect(code(await t.call('GET', 'invoice/software/list', { token: partnerStaff }))).toBe(1001);
    expect(code(await t.call('POST', 'invoice/software', { token: partnerStaff, body: software() }))).toBe(1403);
    expect(code(await t.call('DELETE', 'invoice/software', { token: partnerStaff, query: { software_code: 'IN20817' } }))).toBe(1403);
    expect(code(await t.call('GET', 'invoice/software/list', { token: parkingMerchant }))).toBe(1403);

    const other = await otherPartner();
    const mine = software();
    ok(await t.call('POST', 'invoice/software', { token: other.token, body: mine }));
    expect(code(await t.call('GET', 'invoice/software', { token: partner, query: { software_code: mine.software_code } }))).toBe(1404);
    expect(code(await t.call('PUT', 'invoice/software', { token: partner, body: { software_code: mine.software_code, status: 0 } }))).toBe(1404);
    expect(code(await t.call('DELETE', 'invoice/software', { token: partner, query: { software_code: mine.software_code } }))).toBe(1404);
    expect(ok(await t.call('GET', 'invoice/software/list', { token: other.token })).row.map((r: { software_code: string }) => r.software_code)).toEqual([mine.software_code]);
    const partnerCodes = ok(await t.call('GET', 'invoice/software/list', { token: partner, query: { page_size: 100 } })).row.map((r: { software_code: string }) => r.software_code);
    expect(partnerCodes).not.toContain(mine.software_code);
    // The platform reads every owner's.
    const all = ok(await t.call('GET', 'invoice/software/list', { token: admin, query: { page_size: 100 } })).row.map((r: { software_code: string }) => r.software_code);
    expect(all).toEqual(expect.arrayContaining([mine.software_code, 'IN31542', 'IN20817']));
  });
});

describe('invoice merchants and their runtime', () => {
  it('lists the partner’s invoice merchants; sets software and rule; refuses another partner’s merchant and software', async () => {
    const merchants = ok(await t.call('GET', 'invoice/merchant/matching', { token: partner }));
    expect(merchants.row).toEqual([
      expect.objectContaining({ merchant: 100101, merchant_name: '福田中心停车场', software_code: 'IN31542', software_type: 1, rule_configured: true, default_tax_rate: 6, single_limit: 1_000_000, need_review: true }),
    ]);
    const other = await otherPartner();
    expect(ok(await t.call('GET', 'invoice/merchant/matching', { token: other.token })).row.map((r: { merchant: number }) => r.merchant)).toEqual([other.merchantId]);
    expect(code(await t.call('GET', 'invoice/merchant/rt', { token: other.token, query: { merchant: 100101 } }))).toBe(1404);
    expect(code(await t.call('PUT', 'invoice/merchant/rt', { token: other.token, body: { merchant: 100101, rule: rule() } }))).toBe(1404);
    // Another partner's software cannot be chosen.
    const theirs = software();
    ok(await t.call('POST', 'invoice/software', { token: other.token, body: theirs }));
    const refused = await t.call('PUT', 'invoice/merchant/rt', { token: partner, body: { merchant: 100101, software_code: theirs.software_code } });
    expect(refused.body).toMatchObject({ code: 1400, message: `税控软件 ${theirs.software_code} 不存在` });

    const fresh = ok(await t.call('GET', 'invoice/merchant/rt', { token: other.token, query: { merchant: other.merchantId } }));
    expect(fresh).toMatchObject({ merchant: other.merchantId, software_code: null, rule_configured: false, seller_name: null });
    ok(await t.call('PUT', 'invoice/merchant/rt', { token: other.token, body: { merchant: other.merchantId, rule: rule() } }));
    ok(await t.call('PUT', 'invoice/merchant/rt', { token: other.token, body: { merchant: other.merchantId, software_code: theirs.software_code } }));
    expect(ok(await t.call('GET', 'invoice/merchant/rt', { token: other.token, query: { merchant: other.merchantId } }))).toMatchObject({
      software_code: theirs.software_code, software_type: 2, rule_configured: true, seller_name: '测试销售方有限公司', tax_number: '91440300MA5100999X', default_tax_rate: 6, single_limit: 500_000, need_review: true,
    });
    const entries = await auditOf('invoice_merchant_rt', other.merchantId);
    expect(entries.map((e) => e.call)).toEqual(['PUT invoice/merchant/rt', 'PUT invoice/merchant/rt']);
    expect(entries[0]!.after).toMatchObject({ default_tax_rate: '6%', single_limit: '5000.00 元', need_review: '开票前需审核' });

    expect(code(await t.call('PUT', 'invoice/merchant/rt', { token: other.token, body: { merchant: other.merchantId } }))).toBe(1400);
    expect(code(await t.call('PUT', 'invoice/merchant/rt', { token: other.token, body: { merchant: other.merchantId, rule: rule({ tax_number: 'abc' }) } }))).toBe(1400);
    expect(code(await t.call('PUT', 'invoice/merchant/rt', { token: other.token, body: { merchant: other.merchantId, rule: rule({ default_tax_rate: 7 }) } }))).toBe(1400);
    // The staff account reads but does not set; a disabled software is not assigned.
    expect(code(await t.call('GET', 'invoice/merchant/rt', { token: partnerStaff, query: { merchant: 100101 } }))).toBe(1001);
    expect(code(await t.call('PUT', 'invoice/merchant/rt', { token: partnerStaff, body: { merchant: 100101, rule: rule() } }))).toBe(1403);
    ok(await t.call('PUT', 'invoice/software', { token: other.token, body: { software_code: theirs.software_code, status: 0 } }));
    const disabled = await t.call('PUT', 'invoice/merchant/rt', { token: other.token, body: { merchant: other.merchantId, software_code: theirs.software_code } });
    expect(disabled.body.message).toContain('已停用');
  });
});

describe('auditors (AUDITOR)', () => {
  it('the platform adds, edits, disables and enables auditors of a type-1 merchant; lists mask the mobile', async () => {
    const listed = ok(await t.call('GET', 'invoice/merchant/auditor/list', { token: admin, query: { merchant: 100101 } }));
    expect(listed.row).toEqual([expect.objectContaining({ merchant: 100101, name: '林晓', mobile: '139****5678', status: 1 })]);
    const { id } = ok(await t.call('POST', 'invoice/merchant/auditor', { token: admin, body: { merchant: 100101, name: '测试审核', mobile: '13711112222' } }));
    expect(ok(await t.call('GET', 'invoice/merchant/auditor', { token: admin, query: { id } }))).toMatchObject({ name: '测试审核', mobile: '13711112222', status: 1 });
    const dup = await t.call('POST', 'invoice/merchant/auditor', { token: admin, body: { merchant: 100101, name: '另一个', mobile: '13711112222' } });
    expect(dup.body).toMatchObject({ code: 1400, message: '手机号 137****2222 已是本商户的审核人' });
    expect(code(await t.call('POST', 'invoice/merchant/auditor', { token: admin, body: { merchant: 100101, name: '坏号码', mobile: '12345' } }))).toBe(1400);

    ok(await t.call('PUT', 'invoice/merchant/auditor', { token: admin, body: { id, name: '测试审核改', mobile: '13711113333' } }));
    expect(ok(await t.call('PUT', 'invoice/merchant/auditor', { token: admin, body: { id, status: 0 } }))).toEqual({ id, status: 0 });
    const illegal = await t.call('PUT', 'invoice/merchant/auditor', { token: admin, body: { id, status: 0 } });
    expect(illegal.body).toMatchObject({ code: 1409, message: '审核人当前为「停用」，不能变更为「停用」' });
    ok(await t.call('PUT', 'invoice/merchant/auditor', { token: admin, body: { id, status: 1 } }));
    const entries = await auditOf('invoice_merchant_auditor', id);
    expect(entries.map((e) => e.call)).toEqual(['POST invoice/merchant/auditor', 'PUT invoice/merchant/auditor', 'PUT invoice/merchant/auditor', 'PUT invoice/merchant/auditor']);
    expect(entries[1]!.after).toMatchObject({ name: '测试审核改', mobile: '137****3333' });
  });

  it('refuses a non-platform caller and a merchant whose software is not of type 1', async () => {
    const notPlatform = await t.call('GET', 'invoice/merchant/auditor/list', { token: partner, query: { merchant: 100101 } });
    expect(notPlatform.body).toMatchObject({ code: 1406, message: '审核人仅由平台运营方管理' });
    expect(notPlatform.body.hint).toBeTruthy();
    expect(code(await t.call('POST', 'invoice/merchant/auditor', { token: partner, body: { merchant: 100101, name: '服务商', mobile: '13722223333' } }))).toBe(1406);
    const [first] = ok(await t.call('GET', 'invoice/merchant/auditor/list', { token: admin, query: { merchant: 100101 } })).row;
    expect(code(await t.call('GET', 'invoice/merchant/auditor', { token: partner, query: { id: first.id } }))).toBe(1406);
    expect(code(await t.call('GET', 'invoice/merchant/auditor/list', { token: partnerStaff, query: { merchant: 100101 } }))).toBe(1403);

    const other = await otherPartner();
    const direct = software({ type: 2 });
    ok(await t.call('POST', 'invoice/software', { token: other.token, body: direct }));
    ok(await t.call('PUT', 'invoice/merchant/rt', { token: other.token, body: { merchant: other.merchantId, software_code: direct.software_code } }));
    const typeOther = await t.call('POST', 'invoice/merchant/auditor', { token: admin, body: { merchant: other.merchantId, name: '测试审核', mobile: '13744445555' } });
    expect(typeOther.body.code).toBe(1406);
    expect(typeOther.body.message).toContain('的税控软件不需要人工审核，没有审核人');
    // No software at all: the same refusal; a merchant not below or without the product: not found.
    const bare = await otherPartner();
    expect(code(await t.call('GET', 'invoice/merchant/auditor/list', { token: admin, query: { merchant: bare.merchantId } }))).toBe(1406);
    expect(code(await t.call('GET', 'invoice/merchant/auditor/list', { token: admin, query: { merchant: 100102 } }))).toBe(1404);

    // Switching 100101's software to type 2 takes its auditors away at once; back to type 1 brings them back.
    ok(await t.call('PUT', 'invoice/merchant/rt', { token: admin, body: { merchant: 100101, software_code: 'IN20817' } }));
    expect(code(await t.call('GET', 'invoice/merchant/auditor/list', { token: admin, query: { merchant: 100101 } }))).toBe(1406);
    ok(await t.call('PUT', 'invoice/merchant/rt', { token: admin, body: { merchant: 100101, software_code: 'IN31542' } }));
    expect(code(await t.call('GET', 'invoice/merchant/auditor/list', { token: admin, query: { merchant: 100101 } }))).toBe(1001);
  });
});
