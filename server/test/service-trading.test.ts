import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ok, type TestApp } from './helpers.js';
import { auditOf as auditsOf, code, merchantsOf, rowsOf } from './list-helpers.js';

// 支付服务's 物料申请, 风险事件, 收益统计, 回单 and 转账, 交易中心's 物料申请 and 应用授权 (docs/decisions.md, "Payment
// service: transfers, material, risk, channels"): 深圳泊联科技 (100100, `parking-partner`) serves 福田中心停车场 (100101,
// `parking-merchant`); 南山快充站 (100201) is the platform's payment merchant, out of 100100's sight.

let t: TestApp;
let partner: string;
let admin: string;
let merchant: string;
let energyPartner: string;
beforeAll(async () => {
  t = await createTestApp();
  [partner, admin, merchant, energyPartner] = (await Promise.all(['parking-partner', 'admin', 'parking-merchant', 'energy-partner'].map((a) => t.login(a)))) as [string, string, string, string];
}, 240_000); // a copy of the template database: slow on a loaded two-CPU machine
afterAll(async () => {
  await t?.close();
});

const rows = (...args: Parameters<ReturnType<typeof rowsOf>>) => rowsOf(t)(...args);
const auditOf = async (type: string, id: string) => auditsOf(t)(type, id as unknown as number);
const application = { material: 'stand', quantity: 20, receiver_name: '王芳', receiver_mobile: '13800100101', address: '深圳市福田区深南大道 6008 号', remark: '南门出口' };

describe('物料申请: one resource, two platforms', () => {
  it('the partner sees its customer’s applications, the merchant its own, the platform all', async () => {
    expect(merchantsOf(await rows(partner, 'payment/material/apply/list'))).toEqual([100101]);
    expect(merchantsOf(await rows(merchant, 'payment/material/apply/list'))).toEqual([100101]);
    expect(merchantsOf(await rows(admin, 'payment/material/apply/list'))).toEqual([100101, 100201]);
    const shipped = await rows(merchant, 'payment/material/apply/list', { status: 2 });
    expect(shipped.row.every((r) => r.express_no !== '')).toBe(true);
    expect((await rows(partner, 'payment/material/apply/list', { material: 'speaker' })).row[0]).toMatchObject({ status: -1, reason: expect.stringContaining('云音箱') });
    // Another's merchant as a filter: 1404, not an empty page.
    expect(code(await t.call('GET', 'payment/material/apply/list', { token: partner, query: { merchant: 100201 } }))).toBe(1404);
  });

  it('the merchant files for itself; the partner for its customer; nobody for a merchant out of sight or without payment', async () => {
    const mine = ok(await t.call('POST', 'payment/material/apply', { token: merchant, body: { merchant: 100101, ...application } }));
    expect(mine.apply_no).toMatch(/^M\d{8}\d{6}$/);
    const seen = ok(await t.call('GET', 'payment/material/apply', { token: partner, query: { id: mine.id } }));
    expect(seen).toMatchObject({ merchant: 100101, status: 0, applicant: '王芳', applicant_merchant_name: '福田中心停车场', quantity: 20 });
    const filed = ok(await t.call('POST', 'payment/material/apply', { token: partner, body: { merchant: 100101, ...application, material: 'sticker', quantity: 100 } }));
    expect(ok(await t.call('GET', 'payment/material/apply', { token: merchant, query: { id: filed.id } })).applicant_merchant_name).toBe('深圳泊联科技有限公司');
    expect(code(await t.call('POST', 'payment/material/apply', { token: partner, body: { merchant: 100201, ...application } }))).toBe(1404);
    expect(code(await t.call('POST', 'payment/material/apply', { token: merchant, body: { merchant: 100100, ...application } }))).toBe(1404);
    // 100102 is the partner's customer but has no payment product.
    const refused = await t.call('POST', 'payment/material/apply', { token: partner, body: { merchant: 100102, ...application } });
    expect(refused.body).toMatchObject({ code: 1400, message: expect.stringContaining('未开通支付') });
    expect((await auditOf('payment_material_apply', mine.apply_no)).map((a) => a.manager_name)).toEqual(['王芳']);
  });

  it('validation: quantity, mobile and address in Chinese; another merchant’s application is not found', async () => {
    const bad = await t.call('POST', 'payment/material/apply', { token: merchant, body: { merchant: 100101, ...application, quantity: 0 } });
    expect(bad.body.code).toBe(1400);
    expect(code(await t.call('POST', 'payment/material/apply', { token: merchant, body: { merchant: 100101, ...application, receiver_mobile: '12345' } }))).toBe(1400);
    expect(code(await t.call('POST', 'payment/material/apply', { token: merchant, body: { merchant: 100101, ...application, address: '深圳' } }))).toBe(1400);
    const charging = (await rows(admin, 'payment/material/apply/list', { merchant: 100201 })).row[0];
    expect(code(await t.call('GET', 'payment/material/apply', { token: merchant, query: { id: charging.id } }))).toBe(1404);
    expect(code(await t.call('GET', 'payment/material/apply', { token: partner, query: { id: charging.id } }))).toBe(1404);
  });

  it('the platform reviews once and ships; the filing side withdraws only a pending one; others get 1403', async () => {
    const { id } = ok(await t.call('POST', 'payment/material/apply', { token: merchant, body: { merchant: 100101, ...application, material: 'hanger' } }));
    expect(code(await t.call('PUT', 'payment/material/apply/audit', { token: partner, body: { id, approve: true } }))).toBe(1403);
    expect(code(await t.call('PUT', 'payment/material/apply/audit', { token: admin, body: { id, approve: false } }))).toBe(1400);
    ok(await t.call('PUT', 'payment/material/apply/audit', { token: admin, body: { id, approve: true } }));
    expect(code(await t.call('PUT', 'payment/material/apply/audit', { token: admin, body: { id, approve: false, reason: '再审一次' } }))).toBe(1409);
    expect(code(await t.call('PUT', 'payment/material/apply/cancel', { token: merchant, body: { id } }))).toBe(1409);
    ok(await t.call('PUT', 'payment/material/apply/ship', { token: admin, body: { id, express_company: '顺丰速运', express_no: 'SF1234567890' } }));
    expect(ok(await t.call('GET', 'payment/material/apply', { token: merchant, query: { id } }))).toMatchObject({ status: 2, express_no: 'SF1234567890', auditor: expect.any(String) });
    const other = ok(await t.call('POST', 'payment/material/apply', { token: partner, body: { merchant: 100101, ...application } }));
    ok(await t.call('PUT', 'payment/material/apply/cancel', { token: merchant, body: { id: other.id } }));
    expect(ok(await t.call('GET', 'payment/material/apply', { token: partner, query: { id: other.id } })).status).toBe(-2);
    expect(code(await t.call('GET', 'payment/material/apply/list', { token: energyPartner }))).toBe(1403);
  });
});

describe('风险事件', () => {
  it('the partner reads its customer’s events with the pending counts; the platform all; the merchant has no access', async () => {
    const list = await rows(partner, 'payment/risk/event/list');
    expect(merchantsOf(list)).toEqual([100101]);
    expect(list.row.filter((r) => r.status === 0)).toHaveLength(3);
    expect(merchantsOf(await rows(admin, 'payment/risk/event/list'))).toEqual([100101, 100201]);
    const types = ok(await t.call('GET', 'payment/risk/event/types', { token: partner })).row;
    expect(types.find((r: any) => r.type === 'large')).toMatchObject({ name: '大额交易', pending: 1 });
    expect(types.find((r: any) => r.type === 'remote').pending).toBe(0);
    expect(code(await t.call('GET', 'payment/risk/event/list', { token: merchant }))).toBe(1403);
    const remote = (await rows(admin, 'payment/risk/event/list', { merchant: 100201 })).row[0];
    expect(code(await t.call('GET', 'payment/risk/event', { token: partner, query: { id: remote.id } }))).toBe(1404);
    expect(code(await t.call('POST', 'payment/risk/event/followup', { token: partner, body: { id: remote.id, status: 1, opinion: '正常交易' } }))).toBe(1404);
  });

  it('is reviewed once: a confirmed risk needs its measure; the second review is 1409; audited', async () => {
    const pending = (await rows(partner, 'payment/risk/event/list', { status: 0, type: 'large' })).row[0];
    expect(code(await t.call('POST', 'payment/risk/event/followup', { token: partner, body: { id: pending.id, status: 2, opinion: '确认' } }))).toBe(1400);
    ok(await t.call('POST', 'payment/risk/event/followup', { token: partner, body: { id: pending.id, status: 2, measure: 'delay', opinion: '金额异常，延迟结算待核实' } }));
    const done = ok(await t.call('GET', 'payment/risk/event', { token: partner, query: { id: pending.id } }));
    expect(done).toMatchObject({ status: 2, measure: 'delay', auditor: '陈立' });
    expect(code(await t.call('POST', 'payment/risk/event/followup', { token: partner, body: { id: pending.id, status: 1, opinion: '改为无风险' } }))).toBe(1409);
    expect((await auditOf('payment_risk_event', pending.event_no)).map((a) => (a.after as any).status)).toEqual(['已确认风险']);
  });

  it('two reviews at once: one wins, the other is 1409', async () => {
    const pending = (await rows(partner, 'payment/risk/event/list', { status: 0 })).row[0];
    const replies = await Promise.all([
      t.call('POST', 'payment/risk/event/followup', { token: partner, body: { id: pending.id, status: 1, opinion: '核实正常' } }),
      t.call('POST', 'payment/risk/event/followup', { token: admin, body: { id: pending.id, status: 2, measure: 'pause', opinion: '暂停收款' } }),
    ]);
    expect(replies.map(code).sort()).toEqual([1001, 1409]);
  });
});

describe('收益统计 and 回单列表', () => {
  it('a row per day over the range; the sums agree with the days; another’s merchant is 1404; ranges are bounded', async () => {
    const list = ok(await t.call('GET', 'payment/revenue/aggregate/list', { token: partner })).row;
    expect(list).toHaveLength(30);
    const summary = ok(await t.call('GET', 'payment/revenue/aggregate/summary', { token: partner }));
    expect(summary.fee).toBe(list.reduce((n: number, r: any) => n + r.fee, 0));
    expect(summary.fee).toBeGreaterThan(0);
    expect(summary.revenue).toBe(summary.fee + summary.share);
    expect(summary.merchants.map((m: any) => m.merchant)).toEqual([100101]);
    expect(Number.isInteger(summary.trade_amount)).toBe(true);
    const all = ok(await t.call('GET', 'payment/revenue/aggregate/summary', { token: admin }));
    expect(all.merchants.map((m: any) => m.merchant).sort()).toEqual([100101, 100201]);
    expect(code(await t.call('GET', 'payment/revenue/aggregate/list', { token: partner, query: { merchant: 100201 } }))).toBe(1404);
    expect(code(await t.call('GET', 'payment/revenue/aggregate/list', { token: partner, query: { start_date: '2026-01-01', end_date: '2026-06-30' } }))).toBe(1400);
    expect(code(await t.call('GET', 'payment/revenue/aggregate/list', { token: merchant }))).toBe(1403);
  });

  it('receipts are those of paid-out withdrawals in scope, accounts masked', async () => {
    const receipts = await rows(partner, 'payment/channel/receipt/list', { start_date: '2026-01-01', end_date: '2026-03-31' });
    const recent = await rows(partner, 'payment/channel/receipt/list');
    for (const r of [...receipts.row, ...recent.row]) {
      expect(r.receipt_no).toMatch(/^HD/);
      expect(r.payee_account).toContain('*');
      expect(r.merchant).toBe(100101);
    }
    expect(merchantsOf(await rows(merchant, 'payment/channel/receipt/list')).every((m) => m === 100101)).toBe(true);
  });
});

describe('应用授权 and 转账 through the other doors', () => {
  it('the payment merchant reads and requests its own app authorizations; another merchant’s is refused', async () => {
    const list = await rows(merchant, 'payment/app/acl/list');
    expect(merchantsOf(list).every((m) => m === 100101)).toBe(true);
    expect(list.row.length).toBeGreaterThan(0);
    const apps = await rows(admin, 'payment/app/acl/list');
    const foreign = apps.row.find((r) => r.merchant !== 100101);
    if (foreign) expect(code(await t.call('GET', 'payment/app/acl', { token: merchant, query: { id: foreign.id } }))).toBe(1404);
    expect(code(await t.call('POST', 'payment/app/acl', { token: merchant, body: { merchant: 100201, app_id: list.row[0].app_id, business: [] } }))).toBe(1404);
    expect(code(await t.call('GET', 'payment/app/acl/list', { token: energyPartner }))).toBe(1403);
  });

  it('the partner’s 转账 is the customers’ withdrawals', async () => {
    expect(merchantsOf(await rows(partner, 'payment/transfer/list'))).toEqual([100101]);
  });
});

describe('支付通道 and 结算通道', () => {
  it('every platform channel with the scope’s 进件 and trades; the detail with its 30 days; an unknown code is 1404', async () => {
    const list = ok(await t.call('GET', 'payment/channel/config/list', { token: partner })).row;
    expect(list.map((c: any) => c.code)).toEqual(['WXPAY', 'ALIPAY', 'CMB', 'CHINAUMS', 'LAKALA']);
    const wx = list.find((c: any) => c.code === 'WXPAY');
    expect(wx).toMatchObject({ opened: 1, pay_modes: [3] });
    expect(wx.trade_count).toBeGreaterThan(0);
    expect(ok(await t.call('GET', 'payment/channel/config/list', { token: partner, query: { category_id: 3 } })).row.map((c: any) => c.code)).toEqual(['CHINAUMS', 'LAKALA']);
    const detail = ok(await t.call('GET', 'payment/channel/config', { token: partner, query: { code: 'WXPAY' } }));
    expect(detail.days).toHaveLength(30);
    expect(detail.days.reduce((n: number, d: any) => n + d.trade_count, 0)).toBe(wx.trade_count);
    expect(detail.applications.some((a: any) => a.merchant === 100101 && a.status === 5)).toBe(true);
    expect(detail.applications.map((a: any) => a.merchant)).not.toContain(100201);
    expect(code(await t.call('GET', 'payment/channel/config', { token: partner, query: { code: 'NOPE' } }))).toBe(1404);
    expect(code(await t.call('GET', 'payment/channel/config/list', { token: merchant }))).toBe(1403);
  });

  it('the banks of the customers’ approved withdrawal accounts, accounts masked; another bank is 1404', async () => {
    const banks = ok(await t.call('GET', 'payment/channel/settle/list', { token: partner })).row;
    expect(banks.length).toBeGreaterThan(0);
    const detail = ok(await t.call('GET', 'payment/channel/settle', { token: partner, query: { bank: banks[0].bank } }));
    expect(detail.accounts.every((a: any) => a.merchant === 100101 && a.account_no.includes('*'))).toBe(true);
    expect(detail.transfers.length).toBeGreaterThan(0);
    expect(code(await t.call('GET', 'payment/channel/settle', { token: partner, query: { bank: 'XXXX' } }))).toBe(1404);
  });
});
