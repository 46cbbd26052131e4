import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cityReport } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';

// The city-report-misc slice (docs/decisions.md, "City platform reporting (城市平台上报)", "Group invoices (集团发票)",
// "Contracts of the base services", "Terminals (终端)", "Insurance benefits (保险权益)").
let t: TestApp;
let admin: string;
let parkingPartner: string;
let energyPartner: string;
let parkingGroup: string;
let energyGroup: string;
let merchant: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, parkingPartner, energyPartner, parkingGroup, energyGroup, merchant] = (await Promise.all(
    ['admin', 'parking-partner', 'energy-partner', 'parking-group', 'energy-group', 'parking-merchant'].map((a) => t.login(a)),
  )) as [string, string, string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const ok = (reply: { body: any }) => {
  expect([1001, 1002], JSON.stringify(reply.body)).toContain(reply.body.code);
  return reply.body.payload;
};
const code = (reply: { body: { code: number } }) => reply.body.code;
const get = (token: string, path: string, query: Record<string, unknown> = {}) => t.call('GET', path, { token, query });
const put = (token: string, path: string, body: Record<string, unknown>) => t.call('PUT', path, { token, body });
const post = (token: string, path: string, body: Record<string, unknown>) => t.call('POST', path, { token, body });

describe('城市平台上报', () => {
  const config = (overrides: Record<string, unknown> = {}) => ({
    city: '440100', platform_name: '广州市停车监管平台', endpoint: 'https://gz.example.gov.cn/report', account: 'PL-TEST', secret: 'secret-123456', interval_minutes: 15, ...overrides,
  });

  it('lists each party its own configurations, by city, and never echoes the secret', async () => {
    const mine = ok(await get(parkingPartner, 'city/report/parking/list'));
    expect(mine.row).toHaveLength(1);
    expect(mine.row[0]).toMatchObject({ city: '440300', city_name: '广东省深圳市', credential_configured: true, target_count: 2, status: 1 });
    expect(JSON.stringify(mine)).not.toContain('secret');
    const platform = ok(await get(admin, 'city/report/parking/list', { city: '440300' }));
    expect(platform.row.map((r: { platform_name: string }) => r.platform_name)).toEqual(['深圳市智慧停车监管平台']);
    expect(platform.row[0].target_count).toBe(6);
    // Another party's configuration answers 1404, the list never shows it.
    expect(code(await get(parkingPartner, 'city/report/parking', { id: platform.row[0].id }))).toBe(1404);
    expect(ok(await get(energyPartner, 'city/report/energy/list')).row).toHaveLength(1);
  });

  it('creates one configuration per city, keeps the secret on an edit without one, audits, and stops', async () => {
    const { id } = ok(await post(parkingPartner, 'city/report/parking', config()));
    const again = await post(parkingPartner, 'city/report/parking', config({ platform_name: '另一个平台' }));
    expect(again.body).toMatchObject({ code: 1400, message: '广东省广州市已有停车上报配置' });
    ok(await put(parkingPartner, 'city/report/parking', { id, ...config({ platform_name: '广州市智慧停车平台', secret: undefined }) }));
    const [row] = await t.db.tenant('all', (tx) => tx.select().from(cityReport).where(eq(cityReport.id, id)));
    expect(row).toMatchObject({ platform_name: '广州市智慧停车平台', secret: 'secret-123456' });
    ok(await put(parkingPartner, 'city/report/parking/status', { id, status: 0 }));
    expect(code(await put(parkingPartner, 'city/report/parking/status', { id, status: 0 }))).toBe(1409);
    const entries = await t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'city_report'), eq(auditLog.target_id, String(id)))));
    expect(entries).toHaveLength(3);
    expect(JSON.stringify(entries)).not.toContain('secret-123456');
  });

  it('refuses bad input with 1400 and a clear message', async () => {
    const province = await post(admin, 'city/report/energy', config({ city: '440000' }));
    expect(code(province)).toBe(1400);
    expect(code(await post(admin, 'city/report/energy', config({ city: '440305' })))).toBe(1400);
    const unknown = await post(admin, 'city/report/energy', config({ city: '449900' }));
    expect(unknown.body.code).toBe(1400);
    expect(unknown.body.message).toContain('不是城市的行政区划代码');
    expect(code(await post(admin, 'city/report/energy', config({ endpoint: 'ftp://x' })))).toBe(1400);
    expect(code(await post(admin, 'city/report/energy', config({ interval_minutes: 7 })))).toBe(1400);
    expect(code(await post(admin, 'city/report/energy', config({ secret: 'short' })))).toBe(1400);
  });

  it('refuses a party without the kind’s product or permission', async () => {
    expect(code(await get(energyPartner, 'city/report/parking/list'))).toBe(1405);
    expect(code(await get(merchant, 'city/report/parking/list'))).toBe(1405);
    const staff = await t.login('parking-partner-staff');
    expect(code(await get(staff, 'city/report/parking/list'))).toBe(1403);
  });

  it('lists the city’s parks of the scope, adds and removes them; others’ parks are refused', async () => {
    const [report] = ok(await get(parkingPartner, 'city/report/parking/list', { city: '440300' })).row;
    const parks = ok(await get(parkingPartner, 'city/report/parking/target/list', { report: report.id }));
    // The partner's customers (100101, 100102): five parks, the two reported first.
    expect(parks.paging_header.total_count).toBe(5);
    expect(parks.row.slice(0, 2).every((p: { reported: boolean }) => p.reported)).toBe(true);
    expect(parks.row.map((p: { merchant: number }) => p.merchant)).not.toContain(100103);
    const open = parks.row.filter((p: { reported: boolean }) => !p.reported).map((p: { code: string }) => p.code);
    const added = ok(await put(parkingPartner, 'city/report/parking/target', { report: report.id, codes: open, reported: true }));
    expect(added).toMatchObject({ changed: 3, target_count: 5 });
    expect(ok(await get(parkingPartner, 'city/report/parking/target/list', { report: report.id, reported: 0 })).row).toHaveLength(0);
    const removed = ok(await put(parkingPartner, 'city/report/parking/target', { report: report.id, codes: open, reported: false }));
    expect(removed).toMatchObject({ changed: 3, target_count: 2 });
    // 罗湖万象城停车场 (100103) is not the partner's: refused as unknown, nothing added.
    const [wanxiang] = ok(await get(admin, 'city/report/parking/target/list', { report: (ok(await get(admin, 'city/report/parking/list', { city: '440300' })).row[0]).id, keywords: '万象' })).row;
    const foreign = await put(parkingPartner, 'city/report/parking/target', { report: report.id, codes: [wanxiang.code], reported: true });
    expect(foreign.body.code).toBe(1400);
    expect(foreign.body.message).toContain(wanxiang.code);
    // Another party's configuration: 1404.
    expect(code(await get(energyPartner, 'city/report/energy/target/list', { report: report.id }))).toBe(1404);
  });
});

describe('集团发票', () => {
  it('shows a group its members’ trades and invoices only, with their names', async () => {
    const trades = ok(await get(parkingGroup, 'invoice/buyer/trade/list', { page_size: 100 }));
    expect(trades.paging_header.total_count).toBe(24);
    expect(new Set(trades.row.map((r: { merchant_name: string }) => r.merchant_name))).toEqual(new Set(['罗湖万象停车场']));
    const invoices = ok(await get(parkingGroup, 'invoice/invoice/list'));
    expect(invoices.row.map((r: { invoice_no: string }) => r.invoice_no).sort()).toEqual(['60000002', '70000001', '70000002']);
    const detail = ok(await get(parkingGroup, 'invoice/apply', { apply_no: invoices.row[0].apply_no }));
    expect(detail.merchant_name).toBe('罗湖万象停车场');
    const energy = ok(await get(energyGroup, 'invoice/invoice/list'));
    expect(energy.row.map((r: { merchant_name: string }) => r.merchant_name)).toEqual(['宝安充电站']);
  });

  it('answers another merchant’s record 1404 and refuses the group’s writes', async () => {
    const [own] = ok(await get(merchant, 'invoice/apply/list')).row;
    expect(code(await get(parkingGroup, 'invoice/apply', { apply_no: own.apply_no }))).toBe(1404);
    expect(code(await get(parkingGroup, 'invoice/buyer/trade/list', { merchant: 100101 }))).toBeOneOf([1002, 1404]);
    expect(code(await post(parkingGroup, 'invoice/buyer/invoice', { trades: [1], buyer_type: 1, buyer_name: '张三', buyer_email: 'a@example.com' }))).toBe(1403);
    const staff = await t.login('parking-group-staff');
    expect(code(await get(staff, 'invoice/invoice/list'))).toBe(1403);
  });
});

describe('合同客户', () => {
  it('lists the merchants below with contracts and their counts; a merchant gets 1403', async () => {
    const rows = ok(await get(admin, 'merchant/contract/customer/list')).row;
    const futian = rows.find((r: { merchant: number }) => r.merchant === 100101);
    // 100101: a running SaaS contract, an invoice contract in its last month, a terminated pilot (demo).
    expect(futian).toMatchObject({ merchant_name: '福田中心停车场', contract_count: 3, active_count: 2, expiring_count: 1 });
    expect(rows.map((r: { merchant: number }) => r.merchant)).not.toContain(100000);
    expect(ok(await get(admin, 'merchant/contract/customer/list', { expiring: 1 })).row.map((r: { merchant: number }) => r.merchant)).toEqual([100101]);
    expect(ok(await get(admin, 'merchant/contract/customer/list', { keywords: '100102' })).row).toHaveLength(1);
    // The parking partner sees its customers only.
    const partnerRows = ok(await get(parkingPartner, 'merchant/contract/customer/list')).row;
    expect(partnerRows.every((r: { merchant: number }) => [100101, 100102].includes(r.merchant))).toBe(true);
    expect(code(await get(merchant, 'merchant/contract/customer/list'))).toBe(1403);
  });
});

describe('终端 and 保险权益', () => {
  it('lists every merchant’s terminals for the operator, with detail by serial number', async () => {
    const list = ok(await get(admin, 'base/terminal/list', { online: 0 }));
    expect(list.row.map((r: { sn: string }) => r.sn)).toEqual(['ZB-POS-0000501', 'ZB-QR-0000301', 'ZB-SC-0000103']);
    const detail = ok(await get(admin, 'base/terminal', { sn: 'ZB-POS-0000501' }));
    expect(detail).toMatchObject({ merchant_name: '宝安充电站', status: 0, firmware: 'V4.9.3', remark: '设备返厂维修，暂停使用' });
    expect(code(await get(admin, 'base/terminal', { sn: 'ZB-NONE-000' }))).toBe(1404);
    expect(code(await get(admin, 'base/terminal', { sn: 'bad sn' }))).toBe(1400);
    expect(code(await get(parkingPartner, 'base/terminal/list'))).toBe(1403);
  });

  it('lists benefits with their state today and masked mobiles; detail with the claim', async () => {
    const all = ok(await get(admin, 'insurance/benefit/list', { page_size: 50 }));
    expect(all.paging_header.total_count).toBe(24);
    expect(all.row.every((r: { holder_mobile: string }) => /^1\d{2}\*{4}\d{4}$/.test(r.holder_mobile))).toBe(true);
    expect(ok(await get(admin, 'insurance/benefit/list', { state: 'pending' })).row).toHaveLength(1);
    const claimed = ok(await get(admin, 'insurance/benefit/list', { state: 'claimed' })).row;
    expect(claimed).toHaveLength(2);
    const detail = ok(await get(admin, 'insurance/benefit', { benefit_no: claimed[0].benefit_no }));
    expect(detail.claim_amount).toBeGreaterThan(0);
    expect(detail.claim_remark).toBeTruthy();
    expect(code(await get(admin, 'insurance/benefit/list', { state: 'lost' }))).toBe(1400);
    expect(code(await get(admin, 'insurance/benefit', { benefit_no: 'IB20990101000001' }))).toBe(1404);
    expect(code(await get(parkingGroup, 'insurance/benefit/list'))).toBe(1403);
  });
});
