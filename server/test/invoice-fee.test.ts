import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoiceApply, invoiceInvoice } from '../src/db/schema/index.js';
import { createTestApp, newMerchantBody, ok, type TestApp } from './helpers.js';

// 技术服务费 (收费标准 and 费用明细) and 开票测试 (docs/decisions.md, "Invoice fees, invoicing test, contract prepare").
let t: TestApp;
let partner: string;
let partnerStaff: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('admin');
  partner = await t.login('invoice-partner');
  partnerStaff = await t.login('invoice-partner-staff');
  const body = newMerchantBody(902, { kind: 'partner', products: ['invoice:partner:platform'] });
  ok(await t.call('POST', 'merchant/merchant', { token: admin, body }));
  other = await t.login(body.superuser.account);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const auditOf = (id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'invoice_price'), eq(auditLog.target_id, String(id)))).orderBy(asc(auditLog.id)));

describe('收费标准 (invoice/price)', () => {
  it('lists the seeded rules, the defaults first', async () => {
    const list = ok(await t.call('GET', 'invoice/price', { token: partner }));
    expect(list.row.map((r: { merchant: number | null; kind: number; unit_price: number }) => [r.merchant, r.kind, r.unit_price])).toEqual([[null, 1, 50], [null, 2, 20], [100101, 1, 30]]);
    expect(list.row[2]).toMatchObject({ merchant_name: '福田中心停车场', start_month: '2026-10', end_month: '', operator: '郑洁' });
    expect(ok(await t.call('GET', 'invoice/price', { token: partner, query: { merchant: 100101 } })).row).toHaveLength(1);
  });

  it('validates prices and months with Chinese messages', async () => {
    const negative = await t.call('POST', 'invoice/price', { token: partner, body: { kind: 1, unit_price: -1, start_month: '2025-01' } });
    expect(negative.body.code).toBe(1400);
    expect(negative.body.hint).toBeTruthy();
    expect((await t.call('POST', 'invoice/price', { token: partner, body: { kind: 1, unit_price: 10, start_month: '2025-13' } })).body.code).toBe(1400);
    expect((await t.call('POST', 'invoice/price', { token: partner, body: { kind: 3, unit_price: 10, start_month: '2025-01' } })).body.code).toBe(1400);
    const backwards = await t.call('POST', 'invoice/price', { token: partner, body: { kind: 1, unit_price: 10, start_month: '2025-05', end_month: '2025-01' } });
    expect(backwards.body).toMatchObject({ code: 1400, message: '截止月份 2025-01 早于生效月份 2025-05' });
  });

  it('refuses a rule overlapping another of the same merchant and kind (1409), not of another kind or merchant', async () => {
    const overlap = await t.call('POST', 'invoice/price', { token: partner, body: { kind: 1, unit_price: 10, start_month: '2025-06' } });
    expect(overlap.body.code).toBe(1409);
    expect(overlap.body.message).toBe('「默认（全部商户）」的蓝字发票收费标准在 2026-01 至 长期 已有一条（0.50 元/张），月份不能重叠');
    expect(overlap.body.hint).toBeTruthy();
    const own = await t.call('POST', 'invoice/price', { token: partner, body: { merchant: 100101, kind: 1, unit_price: 10, start_month: '2026-09', end_month: '2026-10' } });
    expect(own.body.code).toBe(1409);
    // Before the seeded ones: no overlap.
    ok(await t.call('POST', 'invoice/price', { token: partner, body: { kind: 1, unit_price: 45, start_month: '2025-01', end_month: '2025-12' } }));
    ok(await t.call('POST', 'invoice/price', { token: partner, body: { merchant: 100101, kind: 1, unit_price: 0, start_month: '2026-09', end_month: '2026-09', remark: '免费试用' } }));
  });

  it('edits and deletes a rule; audited; another partner neither sees nor changes it', async () => {
    const { id } = ok(await t.call('POST', 'invoice/price', { token: partner, body: { merchant: 100101, kind: 2, unit_price: 10, start_month: '2025-01', end_month: '2025-06' } }));
    // Moved onto 100101's own blue rule of 2026-09.
    const clash = await t.call('PUT', 'invoice/price', { token: partner, body: { id, merchant: 100101, kind: 1, unit_price: 10, start_month: '2026-08', end_month: '2026-09' } });
    expect(clash.body.code).toBe(1409);
    ok(await t.call('PUT', 'invoice/price', { token: partner, body: { id, merchant: 100101, kind: 2, unit_price: 15, start_month: '2025-01', end_month: '2025-12', remark: '调价' } }));
    const entries = await auditOf(id);
    expect(entries.at(-1)).toMatchObject({
      before: { merchant: '福田中心停车场', invoice_kind: '红字发票', unit_price: '0.10 元/张', period: '2025-01 至 2025-06' },
      after: { unit_price: '0.15 元/张', period: '2025-01 至 2025-12', remark: '调价' },
    });
    expect((await t.call('GET', 'invoice/price', { token: other })).body).toMatchObject({ code: 1002, payload: { row: [] } });
    expect((await t.call('PUT', 'invoice/price', { token: other, body: { id, kind: 2, unit_price: 1, start_month: '2025-01' } })).body.code).toBe(1404);
    expect((await t.call('DELETE', 'invoice/price', { token: other, query: { id } })).body.code).toBe(1404);
    expect((await t.call('POST', 'invoice/price', { token: other, body: { merchant: 100101, kind: 1, unit_price: 1, start_month: '2025-01' } })).body.code).toBe(1404);
    // A merchant that is not an invoice merchant below the partner.
    expect((await t.call('POST', 'invoice/price', { token: partner, body: { merchant: 100201, kind: 1, unit_price: 1, start_month: '2020-01', end_month: '2020-01' } })).body.code).toBe(1404);
    const { id: gone } = ok(await t.call('POST', 'invoice/price', { token: partner, body: { merchant: 100101, kind: 2, unit_price: 5, start_month: '2024-01', end_month: '2024-01' } }));
    ok(await t.call('DELETE', 'invoice/price', { token: partner, query: { id: gone } }));
    expect((await t.call('DELETE', 'invoice/price', { token: partner, query: { id: gone } })).body.code).toBe(1404);
    expect((await auditOf(gone)).at(-1)?.before).toMatchObject({ unit_price: '0.05 元/张', period: '2024-01 至 2024-01' });
  });

  it('offers the invoice merchants below the caller in the pickers', async () => {
    const mine = ok(await t.call('GET', 'session/option/list', { token: partner, query: { id: 'invoice-merchant' } }));
    expect(mine.row).toEqual([{ label: '福田中心停车场（100101）', value: 100101 }]);
    expect(ok(await t.call('GET', 'session/option/list', { token: other, query: { id: 'invoice-merchant' } })).row).toEqual([]);
  });

  it('needs the fee permissions', async () => {
    expect((await t.call('GET', 'invoice/price', { token: partnerStaff })).body.code).toBe(1403);
    expect((await t.call('GET', 'invoice/fee/list', { token: partnerStaff, query: { start_month: '2025-01', end_month: '2025-02' } })).body.code).toBe(1403);
  });
});

describe('费用明细 (invoice/fee/list)', () => {
  beforeAll(async () => {
    // 100101 issued 3 blue and 1 red invoice in March 2025, 2 blue in April 2025.
    await t.db.tenant('all', async (tx) => {
      const [apply] = await tx.select({ id: invoiceApply.id }).from(invoiceApply).where(eq(invoiceApply.merchant, 100101)).limit(1);
      const invoice = (n: number, kind: number, issue_date: string) => ({
        merchant: 100101, apply: apply!.id, kind, software_code: 'IN31542', invoice_code: '044032250011', invoice_no: `7${String(n).padStart(7, '0')}`, check_code: '1'.repeat(20),
        issue_date, buyer_name: '测试', seller_name: '测试', amount: kind === 1 ? 1000 : -1000, tax_amount: 0,
      });
      const [first] = await tx
        .insert(invoiceInvoice)
        .values([invoice(1, 1, '2025-03-01'), invoice(2, 1, '2025-03-15'), invoice(3, 1, '2025-03-31'), invoice(5, 1, '2025-04-01'), invoice(6, 1, '2025-04-30'), invoice(7, 1, '2025-05-01')])
        .returning({ id: invoiceInvoice.id });
      await tx.insert(invoiceInvoice).values({ ...invoice(4, 2, '2025-03-31'), original: first!.id });
    });
  });

  it('multiplies each month’s invoices by the rule in force (the merchant’s own, else the default) and sums the filter', async () => {
    // 2025: no blue rule of 100101's own, so the default 45; its own red rule 15.
    const reply = await t.call('GET', 'invoice/fee/list', { token: partner, query: { start_month: '2025-03', end_month: '2025-04', merchant: 100101 } });
    expect(reply.body.code).toBe(1001);
    expect(reply.body.payload.row).toEqual([
      { id: '100101-2025-04', merchant: 100101, merchant_name: '福田中心停车场', month: '2025-04', blue_count: 2, red_count: 0, blue_price: 45, red_price: 15, fee: 90 },
      { id: '100101-2025-03', merchant: 100101, merchant_name: '福田中心停车场', month: '2025-03', blue_count: 3, red_count: 1, blue_price: 45, red_price: 15, fee: 150 },
    ]);
    expect(reply.body.payload.summary).toEqual({ blue_count: 5, red_count: 1, fee: 240 });
    expect(reply.body.payload.paging_header.total_count).toBe(2);
  });

  it('a month without a rule is priced at nothing', async () => {
    await t.db.tenant('all', async (tx) => {
      const [apply] = await tx.select({ id: invoiceApply.id }).from(invoiceApply).where(eq(invoiceApply.merchant, 100101)).limit(1);
      await tx.insert(invoiceInvoice).values({
        merchant: 100101, apply: apply!.id, kind: 1, software_code: 'IN31542', invoice_code: '044032240011', invoice_no: '79999999', check_code: '2'.repeat(20),
        issue_date: '2024-06-10', buyer_name: '测试', seller_name: '测试', amount: 100, tax_amount: 0,
      });
    });
    const reply = ok(await t.call('GET', 'invoice/fee/list', { token: partner, query: { start_month: '2024-06', end_month: '2024-06' } }));
    expect(reply.row).toEqual([expect.objectContaining({ month: '2024-06', blue_count: 1, blue_price: null, red_price: null, fee: 0 })]);
  });

  it('bounds the month range and the merchant; another partner sees nothing', async () => {
    expect((await t.call('GET', 'invoice/fee/list', { token: partner, query: { start_month: '2024-01', end_month: '2025-01' } })).body).toMatchObject({ code: 1400, message: '月份范围最多 12 个月' });
    expect((await t.call('GET', 'invoice/fee/list', { token: partner, query: { start_month: '2025-04', end_month: '2025-03' } })).body.code).toBe(1400);
    expect((await t.call('GET', 'invoice/fee/list', { token: partner, query: { start_month: '2025-3', end_month: '2025-04' } })).body.code).toBe(1400);
    const others = await t.call('GET', 'invoice/fee/list', { token: other, query: { start_month: '2025-03', end_month: '2025-04' } });
    expect(others.body).toMatchObject({ code: 1002, payload: { row: [], summary: { blue_count: 0, red_count: 0, fee: 0 } } });
    expect((await t.call('GET', 'invoice/fee/list', { token: other, query: { start_month: '2025-03', end_month: '2025-04', merchant: 100101 } })).body.code).toBe(1404);
  });
});

describe('开票测试 (invoice/obtain/preview, invoice/status/preview)', () => {
  const written = () =>
    t.db.tenant('all', async (tx) => [
      (await tx.select({ n: count() }).from(invoiceApply))[0]!.n,
      (await tx.select({ n: count() }).from(invoiceInvoice))[0]!.n,
      (await tx.select({ n: count() }).from(auditLog))[0]!.n,
    ]);
  const body = {
    merchant: 100101, buyer_type: 2, buyer_name: '深圳市某某科技有限公司', buyer_tax_number: '91440300MA5TEST01X', remark: '测试',
    items: [{ name: '*经营租赁*停车费', amount: 10600 }, { name: '*现代服务*咨询费', tax_code: '3040802010000000000', amount: 5000, rate: 13 }],
  };

  it('prices the lines as issuing does, with the amount in capitals and the problems; writes nothing', async () => {
    const before = await written();
    const preview = ok(await t.call('POST', 'invoice/obtain/preview', { token: partner, body }));
    expect(preview).toMatchObject({
      merchant: 100101, merchant_name: '福田中心停车场', software_code: 'IN31542', seller_name: '深圳市福田中心停车场管理有限公司', seller_tax_number: '91440300MA5100101X',
      buyer_name: '深圳市某某科技有限公司', buyer_tax_number: '91440300MA5TEST01X', amount: 15600, tax_amount: 1175, net_amount: 14425, amount_in_capitals: '壹佰伍拾陆元整', need_review: true,
    });
    expect(preview.items).toEqual([
      { name: '*经营租赁*停车费', tax_code: '3040502020200000000', amount: 10600, rate: 6, tax: 600, net: 10000 },
      { name: '*现代服务*咨询费', tax_code: '3040802010000000000', amount: 5000, rate: 13, tax: 575, net: 4425 },
    ]);
    expect(preview.invoice_code).toMatch(/^044032[0-9]{2}0011$/);
    // The demo has an application waiting for face verification.
    expect(preview.problems).toEqual([expect.stringMatching(/^电子税务局身份认证：有 1 条开票待人脸认证/)]);
    const over = ok(await t.call('POST', 'invoice/obtain/preview', { token: partner, body: { ...body, items: [{ name: '停车费', amount: 1_000_001 }] } }));
    expect(over.problems).toContain('开票金额 10,000.01 元超过单张开票限额 10,000.00 元');
    expect(over.amount_in_capitals).toBe('壹万元零壹分');
    expect(await written()).toEqual(before);
  });

  it('validates the buyer and the lines', async () => {
    const noTax = await t.call('POST', 'invoice/obtain/preview', { token: partner, body: { ...body, buyer_tax_number: '' } });
    expect(noTax.body).toMatchObject({ code: 1400, message: '企业抬头须填写购方税号' });
    expect((await t.call('POST', 'invoice/obtain/preview', { token: partner, body: { ...body, items: [] } })).body.code).toBe(1400);
    expect((await t.call('POST', 'invoice/obtain/preview', { token: partner, body: { ...body, items: [{ name: '停车费', amount: 0 }] } })).body.code).toBe(1400);
    expect((await t.call('POST', 'invoice/obtain/preview', { token: partner, body: { ...body, software_code: 'IN99999' } })).body).toMatchObject({ code: 1400, message: '税控软件 IN99999 不存在' });
  });

  it('answers the readiness checklist; another software shows what it lacks', async () => {
    const ready = ok(await t.call('GET', 'invoice/status/preview', { token: partnerStaff, query: { merchant: 100101 } }));
    expect(ready).toMatchObject({ merchant: 100101, software_code: 'IN31542', software_name: '航信税控盘开票', ready: false });
    expect(Object.fromEntries(ready.checks.map((c: { key: string; state: string }) => [c.key, c.state]))).toEqual({
      software: 'pass', software_enabled: 'pass', credential: 'pass', rule: 'pass', auditor: 'pass', quota: 'pass', face: 'fail',
    });
    expect(ready.checks.find((c: { key: string }) => c.key === 'auditor').detail).toContain('林晓');
    const direct = ok(await t.call('GET', 'invoice/status/preview', { token: partner, query: { merchant: 100101, software_code: 'IN20817' } }));
    expect(direct.checks.find((c: { key: string }) => c.key === 'credential')).toMatchObject({ state: 'fail', name: '接口授权' });
    expect(direct.checks.find((c: { key: string }) => c.key === 'software').detail).toContain('商户当前绑定 IN31542');
  });

  it('another partner cannot test a merchant it does not serve', async () => {
    expect((await t.call('GET', 'invoice/status/preview', { token: other, query: { merchant: 100101 } })).body.code).toBe(1404);
    expect((await t.call('POST', 'invoice/obtain/preview', { token: other, body })).body.code).toBe(1404);
  });
});
