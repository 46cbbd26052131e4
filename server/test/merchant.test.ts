import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, manager } from '../src/db/schema/index.js';
import { createTestApp, creditCode, newMerchantBody, ok, PASSWORD, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let adminStaff: string;
let partner: string;
let partnerStaff: string;
let plain: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  adminStaff = await t.login('admin-staff');
  partner = await t.login('parking-partner');
  partnerStaff = await t.login('parking-partner-staff');
  plain = await t.login('parking-merchant');
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
const newMerchant = (overrides: Record<string, unknown> = {}) => newMerchantBody(++serial, overrides);
const auditOf = (type: string, id: number | string) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));

describe('merchants', () => {
  it('the operator creates a merchant under a partner with its subject, products and main account, who logs in with exactly those products', async () => {
    const body = newMerchant({ parent: 100100, products: ['parking:merchant:platform', 'invoice:merchant:platform'] });
    const created = ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
    expect(created.id).toBeGreaterThan(200000);
    expect(created).not.toHaveProperty('initial_password');

    const detail = ok(await t.call('GET', 'merchant/merchant', { token: admin, query: { id: created.id } }));
    expect(detail).toMatchObject({
      name: body.name,
      kind: 'merchant',
      kind_name: '商户',
      status: 1,
      region_name: '广东省深圳市南山区',
      parent: { id: 100100, type: 'customer' },
      subject_status: 0,
      superuser: { account: body.superuser.account, name: '李四' },
    });
    expect(detail.products.map((p: { code: string }) => p.code).sort()).toEqual(['invoice:merchant:platform', 'parking:merchant:platform']);

    // The partner now sees its new customer (its cached scope was dropped).
    const partnerList = ok(await t.call('GET', 'merchant/merchant/list', { token: partner, query: { keywords: body.name } }));
    expect(partnerList.row.map((r: { id: number }) => r.id)).toEqual([created.id]);

    const token = await t.login(body.superuser.account);
    // Its own view names its parent and who granted its products (outside its scope: the names only).
    expect(ok(await t.call('GET', 'merchant/merchant', { token, query: { id: created.id } })).parent).toMatchObject({ id: 100100, name: '深圳泊联科技有限公司' });
    expect(ok(await t.call('GET', 'merchant/merchant/grant/list', { token, query: { id: created.id } })).row[0].grantor_name).toBe('智泊云平台运营中心');
    expect((await t.call('GET', 'merchant/merchant', { token, query: { id: 100100 } })).body.code).toBe(1404);
    const whoami = ok(await t.call('GET', 'merchant/manager/whoami', { token }));
    expect(whoami.product.sort()).toEqual(['invoice:merchant:platform', 'parking:merchant:platform']);
    expect(whoami.permission).toContain('merchant:role:create');
    expect(whoami.permission).not.toContain('merchant:merchant:create');

    const entries = await auditOf('merchant', created.id);
    expect(entries[0]).toMatchObject({ call: 'POST merchant/merchant', merchant: created.id, actor_merchant: 100000 });
    expect(entries[0]!.after).toMatchObject({ kind: '商户', products: ['parking:merchant:platform', 'invoice:merchant:platform'] });
    expect((await auditOf('subject', (await t.call('GET', 'merchant/subject', { token: admin, query: { merchant: created.id } })).body.payload.id)).length).toBe(1);
  });

  it('generates the initial password when none is given and answers it once', async () => {
    const body = newMerchant({ kind: 'group', products: ['parking:group:platform'] });
    delete (body.superuser as { password?: string }).password;
    delete (body as { subject?: unknown }).subject;
    const created = ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
    expect(created.initial_password).toMatch(/^.{12}$/);
    expect(await t.login(body.superuser.account, created.initial_password)).toBeTruthy();
  });

  it('a partner creates customers under itself only, and grants only what it may', async () => {
    const created = ok(await t.call('POST', 'merchant/merchant', { token: partner, body: newMerchant() }));
    const detail = ok(await t.call('GET', 'merchant/merchant', { token: partner, query: { id: created.id } }));
    expect(detail.parent).toMatchObject({ id: 100100, type: 'customer', name: '深圳泊联科技有限公司' });

    // Energy is not the partner's: escalation refused, nothing written.
    const escalation = await t.call('POST', 'merchant/merchant', { token: partner, body: newMerchant({ products: ['energy:merchant:platform'] }) });
    expect(escalation.body.code).toBe(1403);
    expect(escalation.body.message).toContain('energy:merchant:platform');
    // A partner may not create partners, nor hang merchants under someone else.
    expect((await t.call('POST', 'merchant/merchant', { token: partner, body: newMerchant({ kind: 'partner' }) })).body.code).toBe(1403);
    expect((await t.call('POST', 'merchant/merchant', { token: partner, body: newMerchant({ parent: 100200 }) })).body.code).toBe(1403);
    // A plain merchant creates nothing: its kind holds no merchant-administration permission, not even its superuser.
    expect((await t.call('POST', 'merchant/merchant', { token: plain, body: newMerchant() })).body.code).toBe(1403);
    // A sub-account without the permission.
    expect((await t.call('POST', 'merchant/merchant', { token: partnerStaff, body: newMerchant() })).body.code).toBe(1403);

    const privilege = ok(await t.call('GET', 'merchant/product/privilege', { token: partner }));
    expect(privilege.row.map((p: { code: string }) => p.code).sort()).toEqual(
      // What it holds, and the merchant and group platforms of the areas it is a partner of.
      ['parking:group:platform', 'parking:merchant:platform', 'parking:partner:platform', 'payment:group:platform', 'payment:merchant:platform', 'payment:partner:platform'],
    );
  });

  it('answers bad input with 1400 and a Chinese message, and duplicate accounts and names clearly', async () => {
    const badCode = await t.call('POST', 'merchant/merchant', { token: admin, body: newMerchant({ subject: { ...newMerchant().subject, credit_code: '91440300MA5FAKE000' } }) });
    expect(badCode.body).toMatchObject({ code: 1400, message: expect.stringContaining('统一社会信用代码') });
    expect((await t.call('POST', 'merchant/merchant', { token: admin, body: newMerchant({ contact_mobile: '123' }) })).body.code).toBe(1400);
    expect((await t.call('POST', 'merchant/merchant', { token: admin, body: newMerchant({ region: '999999' }) })).body).toMatchObject({ code: 1400, message: expect.stringContaining('行政区划') });
    const taken = await t.call('POST', 'merchant/merchant', { token: admin, body: newMerchant({ superuser: { account: 'admin', name: '张三', mobile: '13712345678' } }) });
    expect(taken.body).toMatchObject({ code: 1400, message: '账号「admin」已被使用' });
    const twin = await t.call('POST', 'merchant/merchant', { token: admin, body: newMerchant({ name: '福田中心停车场' }) });
    expect(twin.body).toMatchObject({ code: 1400, message: expect.stringContaining('已存在') });
    expect((await t.call('POST', 'merchant/merchant', { token: admin, body: newMerchant({ products: ['nope:platform'] }) })).body.code).toBe(1403);
  });

  it('lists with filters and a summary; another partner’s merchant is not found', async () => {
    const all = ok(await t.call('GET', 'merchant/merchant/list', { token: admin, query: { page_size: 100 } }));
    expect(all.row.map((r: { id: number }) => r.id)).not.toContain(100000);
    expect(all.row.length).toBe(all.paging_header.total_count);
    const groups = ok(await t.call('GET', 'merchant/merchant/list', { token: admin, query: { kind: 'group' } }));
    expect(groups.row.every((r: { kind: string }) => r.kind === 'group')).toBe(true);
    const byProduct = ok(await t.call('GET', 'merchant/merchant/list', { token: admin, query: { product: 'energy:merchant:platform' } }));
    expect(byProduct.row.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([100201, 100202]));
    const byNumber = ok(await t.call('GET', 'merchant/merchant/list', { token: admin, query: { keywords: '100201' } }));
    expect(byNumber.row.map((r: { id: number }) => r.id)).toEqual([100201]);

    const mine = ok(await t.call('GET', 'merchant/merchant/list', { token: partner, query: { page_size: 100 } }));
    expect(mine.row.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([100101, 100102]));
    expect(mine.row.map((r: { id: number }) => r.id)).not.toContain(100201);
    expect((await t.call('GET', 'merchant/merchant', { token: partner, query: { id: 100201 } })).body.code).toBe(1404);
    expect((await t.call('PUT', 'merchant/merchant/disable', { token: partner, body: { id: 100201 } })).body.code).toBe(1404);

    const summary = ok(await t.call('GET', 'merchant/merchant/summary', { token: admin }));
    expect(summary.total).toBe(all.paging_header.total_count);
    expect(summary.enabled + summary.disabled).toBe(summary.total);
    expect(summary.kinds.find((k: { kind: string }) => k.kind === 'partner').count).toBe(3);

    const exported = ok(await t.call('GET', 'merchant/merchant/export', { token: admin, query: { kind: 'partner', format: 'csv' } }));
    expect(exported).toMatchObject({ name: '商户列表', status: 'queued' });
    expect((await t.call('GET', 'merchant/merchant/export', { token: partnerStaff })).body.code).toBe(1403);
  });

  it('edits, disables (sessions end), enables and closes only a disabled merchant; never itself', async () => {
    const body = newMerchant();
    const { id } = ok(await t.call('POST', 'merchant/merchant', { token: partner, body }));
    const token = await t.login(body.superuser.account);

    ok(await t.call('PUT', 'merchant/merchant', { token: partner, body: { id, name: `${body.name}（改）`, contact_name: '王五', contact_mobile: '13600000000' } }));
    expect(ok(await t.call('GET', 'merchant/merchant', { token: partner, query: { id } }))).toMatchObject({ name: `${body.name}（改）`, contact_name: '王五', region: '' });

    expect((await t.call('DELETE', 'merchant/merchant', { token: partner, query: { id } })).body).toMatchObject({ code: 1409, message: '商户当前为「启用」，不能变更为「已注销」' });
    ok(await t.call('PUT', 'merchant/merchant/disable', { token: partner, body: { id } }));
    expect((await t.call('GET', 'merchant/manager/whoami', { token })).status).toBe(401);
    await expect(t.login(body.superuser.account)).rejects.toThrow();
    expect((await t.call('PUT', 'merchant/merchant/disable', { token: partner, body: { id } })).body.code).toBe(1409);
    ok(await t.call('PUT', 'merchant/merchant/enable', { token: partner, body: { id } }));
    expect(await t.login(body.superuser.account)).toBeTruthy();

    ok(await t.call('PUT', 'merchant/merchant/disable', { token: partner, body: { id } }));
    ok(await t.call('DELETE', 'merchant/merchant', { token: partner, query: { id } }));
    expect((await t.call('GET', 'merchant/merchant', { token: partner, query: { id } })).body.code).toBe(1404);
    expect((await t.call('PUT', 'merchant/merchant/enable', { token: partner, body: { id } })).body.code).toBe(1404);

    expect((await t.call('PUT', 'merchant/merchant/disable', { token: partner, body: { id: 100100 } })).body.code).toBe(1403);
    expect((await auditOf('merchant', id)).map((e) => e.call)).toEqual([
      'POST merchant/merchant',
      'PUT merchant/merchant',
      'PUT merchant/merchant/disable',
      'PUT merchant/merchant/enable',
      'PUT merchant/merchant/disable',
      'DELETE merchant/merchant',
    ]);
  });

  it('shows the accounts and roles of a merchant below (read-only), and nobody else’s', async () => {
    const accounts = ok(await t.call('GET', 'merchant/manager/list', { token: admin, query: { merchant: 100101 } }));
    expect(accounts.row.map((r: { account: string }) => r.account).sort()).toEqual(['parking-merchant', 'parking-merchant-staff']);
    const roles = ok(await t.call('GET', 'merchant/role/list', { token: partner, query: { merchant: 100101 } }));
    expect(roles.row.map((r: { name: string }) => r.name)).toContain('岗亭值班');
    expect((await t.call('GET', 'merchant/manager/list', { token: partner, query: { merchant: 100201 } })).body.code).toBe(1404);
    expect((await t.call('GET', 'merchant/role/list', { token: plain, query: { merchant: 100102 } })).body.code).toBe(1403);
  });

  it('sets the service level (operator only)', async () => {
    ok(await t.call('PUT', 'merchant/service/level', { token: admin, body: { merchant: 100101, level: 3 } }));
    expect(ok(await t.call('GET', 'merchant/merchant', { token: admin, query: { id: 100101 } })).service_level).toBe(3);
    expect((await t.call('PUT', 'merchant/service/level', { token: partner, body: { merchant: 100101, level: 2 } })).body.code).toBe(1403);
    expect((await t.call('PUT', 'merchant/service/level', { token: admin, body: { merchant: 100101, level: 9 } })).body.code).toBe(1400);
  });

  it('transfers the main account: only by the main account or a merchant above; the old one loses its rights', async () => {
    const body = newMerchant();
    const { id } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
    const owner = await t.login(body.superuser.account);
    const sub = ok(await t.call('POST', 'merchant/manager', { token: owner, body: { account: `sub-${id}`, name: '赵六', mobile: '13500000000', password: PASSWORD } }));
    const subToken = await t.login(`sub-${id}`);
    expect((await t.call('PUT', 'merchant/superuser', { token: subToken, body: { manager: sub.id } })).body.code).toBe(1403);
    expect((await t.call('PUT', 'merchant/superuser', { token: owner, body: { manager: 1 } })).body.code).toBe(1404);

    ok(await t.call('PUT', 'merchant/superuser', { token: owner, body: { manager: sub.id } }));
    expect((await t.call('GET', 'merchant/manager/whoami', { token: owner })).status).toBe(401);
    const newOwner = await t.login(`sub-${id}`);
    expect(ok(await t.call('GET', 'merchant/manager/whoami', { token: newOwner })).identity).toBe('superuser');
    const oldOwner = await t.login(body.superuser.account);
    expect(ok(await t.call('GET', 'merchant/manager/whoami', { token: oldOwner })).permission).not.toContain('merchant:role:create');

    // The operator hands it back.
    const [first] = await t.db.tenant('all', (tx) => tx.select({ id: manager.id }).from(manager).where(eq(manager.account, body.superuser.account)));
    ok(await t.call('PUT', 'merchant/superuser', { token: admin, body: { merchant: id, manager: first!.id } }));
    expect((await t.call('PUT', 'merchant/superuser', { token: partner, body: { merchant: id, manager: sub.id } })).body.code).toBe(1404);
  });
});

describe('products', () => {
  it('the operator keeps the catalogue: create, edit, refuse deleting built-in or granted products, disable takes the permissions away', async () => {
    const list = ok(await t.call('GET', 'merchant/product/list', { token: admin, query: { page_size: 100 } }));
    expect(list.row.find((p: { code: string }) => p.code === 'parking:partner:platform')).toMatchObject({ builtin: true, platform: true, name: '停车服务商平台' });
    expect((await t.call('GET', 'merchant/product/list', { token: partner })).body.code).toBe(1403);

    ok(await t.call('POST', 'merchant/product', { token: admin, body: { code: 'fleet:merchant:platform', name: '车队管理', description: '车队商户' } }));
    expect((await t.call('POST', 'merchant/product', { token: admin, body: { code: 'fleet:merchant:platform', name: '重复' } })).body.code).toBe(1400);
    expect((await t.call('POST', 'merchant/product', { token: admin, body: { code: 'Bad Code', name: '坏编码' } })).body.code).toBe(1400);
    ok(await t.call('PUT', 'merchant/product', { token: admin, body: { code: 'fleet:merchant:platform', name: '车队管理平台', sort: 5 } }));
    expect(ok(await t.call('GET', 'merchant/product', { token: admin, query: { code: 'fleet:merchant:platform' } }))).toMatchObject({ name: '车队管理平台', sort: 5, builtin: false });
    expect((await t.call('DELETE', 'merchant/product', { token: admin, query: { code: 'parking:partner:platform' } })).body.code).toBe(1409);
    expect((await t.call('PUT', 'merchant/product/disable', { token: admin, body: { code: 'ALL' } })).body.code).toBe(1409);

    ok(await t.call('PUT', 'merchant/product/grant', { token: admin, body: { merchant: 100103, products: ['fleet:merchant:platform'] } }));
    expect((await t.call('DELETE', 'merchant/product', { token: admin, query: { code: 'fleet:merchant:platform' } })).body.code).toBe(1409);
    ok(await t.call('POST', 'merchant/product/grant/deprive', { token: admin, body: { merchant: 100103, products: ['fleet:merchant:platform'] } }));
    ok(await t.call('DELETE', 'merchant/product', { token: admin, query: { code: 'fleet:merchant:platform' } }));
    expect((await auditOf('product', 'fleet:merchant:platform')).map((e) => e.call)).toEqual(['POST merchant/product', 'PUT merchant/product', 'DELETE merchant/product']);

    // Disabling the coupon platform: its holder loses its permissions at once, and no one can grant it.
    const holder = await t.login('parking-merchant');
    expect(ok(await t.call('GET', 'merchant/manager/whoami', { token: holder })).product).toContain('parking:mcoupon:platform');
    ok(await t.call('PUT', 'merchant/product/disable', { token: admin, body: { code: 'parking:mcoupon:platform' } }));
    expect((await t.call('PUT', 'merchant/product/disable', { token: admin, body: { code: 'parking:mcoupon:platform' } })).body.code).toBe(1409);
    expect(ok(await t.call('GET', 'merchant/manager/whoami', { token: holder })).product).not.toContain('parking:mcoupon:platform');
    expect((await t.call('PUT', 'merchant/product/grant', { token: admin, body: { merchant: 100102, products: ['parking:mcoupon:platform'] } })).body.code).toBe(1403);
    ok(await t.call('PUT', 'merchant/product/enable', { token: admin, body: { code: 'parking:mcoupon:platform' } }));
    expect(ok(await t.call('GET', 'merchant/manager/whoami', { token: holder })).product).toContain('parking:mcoupon:platform');
  });

  it('a partner grants, records a contract and deprives products of its customers only', async () => {
    ok(await t.call('PUT', 'merchant/product/grant', { token: partner, body: { merchant: 100102, products: ['parking:group:platform'], expire_time: '2099-12-31T16:00:00.000Z' } }));
    const grants = ok(await t.call('GET', 'merchant/merchant/grant/list', { token: partner, query: { id: 100102 } }));
    expect(grants.row.find((g: { product: string }) => g.product === 'parking:group:platform')).toMatchObject({ status: 1, expire_time: '2099-12-31T16:00:00.000Z' });
    // The grant rests on one of the merchant's contracts in force (demo: BL-2026-007, the partner's with 100102).
    const contract = (body: Record<string, unknown>) => t.call('POST', 'merchant/product/contract', { token: partner, body: { merchant: 100102, product: 'parking:group:platform', expire_time: null, ...body } });
    expect((await contract({ contract_no: 'HT-2026-001' })).body).toMatchObject({ code: 1400, message: '合同「HT-2026-001」未为该商户登记' });
    expect((await contract({ contract_no: 'ZB-2025-0101' })).body).toMatchObject({ code: 1400, message: '合同「ZB-2025-0101」未为该商户登记' });
    ok(await contract({ contract_no: 'BL-2026-007' }));
    const list = ok(await t.call('GET', 'merchant/product/grant/list', { token: partner, query: { product: 'parking:group:platform' } }));
    expect(list.row).toEqual([expect.objectContaining({ merchant: 100102, contract_no: 'BL-2026-007', expire_time: null })]);

    expect((await t.call('PUT', 'merchant/product/grant', { token: partner, body: { merchant: 100102, products: ['energy:merchant:platform'] } })).body.code).toBe(1403);
    expect((await t.call('PUT', 'merchant/product/grant', { token: partner, body: { merchant: 100201, products: ['parking:merchant:platform'] } })).body.code).toBe(1404);
    expect((await t.call('PUT', 'merchant/product/grant', { token: partner, body: { merchant: 100100, products: ['parking:merchant:platform'] } })).body.code).toBe(1403);
    expect((await t.call('PUT', 'merchant/product/grant', { token: partnerStaff, body: { merchant: 100102, products: ['parking:merchant:platform'] } })).body.code).toBe(1403);
    expect((await t.call('PUT', 'merchant/product/grant', { token: partner, body: { merchant: 100102, products: ['parking:merchant:platform'], expire_time: '2001-01-01T00:00:00Z' } })).body.code).toBe(1400);

    ok(await t.call('POST', 'merchant/product/grant/deprive', { token: partner, body: { merchant: 100102, products: ['parking:group:platform'] } }));
    expect((await t.call('POST', 'merchant/product/grant/deprive', { token: partner, body: { merchant: 100102, products: ['parking:group:platform'] } })).body.code).toBe(1400);
    expect((await auditOf('merchant', 100102)).map((e) => e.call)).toEqual(
      expect.arrayContaining(['PUT merchant/product/grant', 'POST merchant/product/contract', 'POST merchant/product/grant/deprive']),
    );
  });
});

describe('subjects', () => {
  it('submit → reject (with a remark) → correct → approve → revoke by the platform only; an approved one cannot be edited', async () => {
    const body = newMerchant();
    delete (body as { subject?: unknown }).subject;
    const { id: merchantId } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
    const owner = await t.login(body.superuser.account);
    expect(ok(await t.call('GET', 'merchant/subject', { token: owner }))).toBeNull();

    const fields = { type: 'company', name: '新主体有限公司', credit_code: creditCode(900001), legal_person: '钱七', licence_image: '/demo/licence.svg' };
    const { id } = ok(await t.call('POST', 'merchant/subject', { token: owner, body: fields }));
    expect((await t.call('POST', 'merchant/subject', { token: owner, body: fields })).body.code).toBe(1400);
    expect((await t.call('POST', 'merchant/subject/audit', { token: owner, body: { id, result: 'approve' } })).body.code).toBe(1403);

    const queue = ok(await t.call('GET', 'merchant/subject/applying', { token: admin, query: { status: 0, page_size: 100 } }));
    expect(queue.row.map((r: { id: number }) => r.id)).toContain(id);
    expect(queue.row.map((r: { merchant: number }) => r.merchant)).toContain(100202);

    expect((await t.call('POST', 'merchant/subject/audit', { token: admin, body: { id, result: 'reject' } })).body).toMatchObject({ code: 1400, message: '驳回时请填写审核意见' });
    ok(await t.call('POST', 'merchant/subject/audit', { token: admin, body: { id, result: 'reject', remark: '营业执照不清晰' } }));
    expect(ok(await t.call('GET', 'merchant/subject', { token: owner }))).toMatchObject({ status: -1, audit_remark: '营业执照不清晰', auditor: '平台管理员' });
    expect((await t.call('POST', 'merchant/subject/audit', { token: admin, body: { id, result: 'approve' } })).body.code).toBe(1409);

    ok(await t.call('PUT', 'merchant/subject', { token: owner, body: { id, ...fields, licence_image: '/demo/licence-2.svg' } }));
    ok(await t.call('POST', 'merchant/subject/audit', { token: admin, body: { id, result: 'approve', remark: '资料齐全' } }));
    expect((await t.call('PUT', 'merchant/subject', { token: owner, body: { id, ...fields } })).body).toMatchObject({ code: 1409, message: '主体已认证，不能修改' });
    expect((await t.call('POST', 'merchant/subject/revoke', { token: owner, body: { id } })).body).toMatchObject({ code: 1403, message: '已认证的主体只能由平台撤销' });
    ok(await t.call('POST', 'merchant/subject/revoke', { token: admin, body: { id, remark: '主体注销' } }));
    expect((await t.call('POST', 'merchant/subject/revoke', { token: admin, body: { id } })).body.code).toBe(1409);
    expect(ok(await t.call('GET', 'merchant/subject', { token: admin, query: { merchant: merchantId } })).status).toBe(-2);

    // Another merchant's subject does not exist for a merchant.
    expect((await t.call('PUT', 'merchant/subject', { token: plain, body: { id, ...fields } })).body.code).toBe(1404);
    expect((await t.call('GET', 'merchant/subject', { token: plain, query: { merchant: merchantId } })).body.code).toBe(1404);
    expect((await auditOf('subject', id)).map((e) => e.call)).toEqual([
      'POST merchant/subject',
      'POST merchant/subject/audit',
      'PUT merchant/subject',
      'POST merchant/subject/audit',
      'POST merchant/subject/revoke',
    ]);
  });

  it('a merchant withdraws its own pending submission', async () => {
    const body = newMerchant();
    const { id: merchantId } = ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
    const owner = await t.login(body.superuser.account);
    const subject = ok(await t.call('GET', 'merchant/subject', { token: owner }));
    expect(subject).toMatchObject({ merchant: merchantId, status: 0 });
    ok(await t.call('POST', 'merchant/subject/revoke', { token: owner, body: { id: subject.id } }));
    expect(ok(await t.call('GET', 'merchant/subject', { token: owner })).status).toBe(-2);
    expect((await t.call('POST', 'merchant/subject/revoke', { token: adminStaff, body: { id: subject.id } })).body.code).toBe(1403);
  });
});
