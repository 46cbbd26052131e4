import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parkingVipPackage } from '../src/db/schema/index.js';
import { isUniqueViolation } from '../src/errors.js';
import { addDays, periodEnd, todayInChina } from '../src/shared/time.js';
import { createTestApp, ok, type TestApp } from './helpers.js';
import { auditOf as auditsOf, code, merchantsOf, rowsOf } from './list-helpers.js';

// 华润置地停车集团 (100300, `parking-group`) has the members 100102 (南山科技园) and 100103 (罗湖万象); 100101 (福田中心)
// is no member. docs/decisions.md, "The parking group's vehicles".

let t: TestApp;
let group: string;
let staff: string;
let merchant: string;
let energyGroup: string;
beforeAll(async () => {
  t = await createTestApp();
  [group, staff, merchant, energyGroup] = (await Promise.all(['parking-group', 'parking-group-staff', 'parking-merchant', 'energy-group'].map((a) => t.login(a)))) as [string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const rows = (...args: Parameters<ReturnType<typeof rowsOf>>) => rowsOf(t)(...args);
const auditOf = (type: string, id: number) => auditsOf(t)(type, id);
const parks = async (token: string) => (await rows(token, 'parking/park/list')).row as { park_code: string; park_name: string; merchant: number }[];
let key = 0;
const renew = (token: string, body: Record<string, unknown>, idempotencyKey = `group-renewal-${++key}`) =>
  t.call('POST', 'parking/group/vip/renewal', { token, body, headers: { 'idempotency-key': idempotencyKey } });
const today = todayInChina();
let nanshan: string;
let futian: string;

describe('the group reads its members’ parks, cards, applications and renewals', () => {
  it('its park picker offers its members’ parks only', async () => {
    const own = await parks(group);
    expect([...new Set(own.map((p) => p.merchant))].sort()).toEqual([100102, 100103]);
    nanshan = own.find((p) => p.park_name === '南山科技园停车场')!.park_code;
    futian = (await parks(merchant)).find((p) => p.park_name === '福田中心停车场')!.park_code;
    expect((await parks(staff)).length).toBe(own.length);
    expect(code(await t.call('GET', 'parking/park/list', { token: energyGroup }))).toBe(1403);
  });

  it('lists the members’ cards with 所属商户; the filter by merchant; another group’s or a non-member’s card is not found', async () => {
    const cards = await rows(group, 'parking/group/vip/list');
    expect(merchantsOf(cards)).toEqual([100102]);
    expect(cards.row.every((r) => r.merchant_name === '南山科技园停车场' && /\*{4}/.test(r.mobile))).toBe(true);
    expect((await rows(group, 'parking/group/vip/list', { merchant: 100103 })).row).toEqual([]);
    expect((await rows(staff, 'parking/group/vip/list')).paging_header.total_count).toBe(cards.paging_header.total_count);
    const detail = ok(await t.call('GET', 'parking/group/vip', { token: group, query: { id: cards.row[0].id } }));
    expect(detail.mobile).toMatch(/^1[3-9][0-9]{9}$/);
    const outside = (await rows(merchant, 'parking/parking/vip/list')).row[0];
    expect(code(await t.call('GET', 'parking/group/vip', { token: group, query: { id: outside.id } }))).toBe(1404);
    // The merchant's own call refuses the group (it holds the group's codes), and the group's the merchant.
    expect(code(await t.call('GET', 'parking/parking/vip/list', { token: group }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/group/vip/list', { token: merchant }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/group/vip/list', { token: energyGroup }))).toBe(1403);
  });

  it('lists the members’ applications and renewals; reads one application', async () => {
    const applies = await rows(group, 'parking/group/vip/apply/list');
    expect(merchantsOf(applies)).toEqual([100102]);
    expect(ok(await t.call('GET', 'parking/group/vip/apply', { token: group, query: { id: applies.row[0].id } })).holder_name).toBe('邓丽君');
    const outside = (await rows(merchant, 'parking/parking/vip/apply/list')).row[0];
    expect(code(await t.call('GET', 'parking/group/vip/apply', { token: group, query: { id: outside.id } }))).toBe(1404);
    expect((await rows(group, 'parking/group/vip/renewal/list')).row).toEqual([]);
    expect(code(await t.call('GET', 'parking/group/vip/renewal/list', { token: group, query: { pay_type: 3 } }))).toBe(1400);
    expect(code(await t.call('GET', 'parking/group/vip/renewal/list', { token: group, query: { start_date: '2026-10-02', end_date: '2026-10-01' } }))).toBe(1400);
  });
});

describe('packages (月卡套餐)', () => {
  let created: number;
  it('lists the members’ packages with their cards; the staff reads', async () => {
    const list = await rows(group, 'parking/group/vip/value/list');
    expect(merchantsOf(list)).toEqual([100102, 100103]);
    const park = list.row.find((r) => r.name === '园区月卡')!;
    expect(park.cards).toBeGreaterThan(0);
    expect((await rows(group, 'parking/group/vip/value/list', { status: 0 })).row.map((r) => r.name)).toEqual(['夜间季卡']);
    expect((await rows(staff, 'parking/group/vip/value/list')).paging_header.total_count).toBe(list.paging_header.total_count);
    expect(code(await t.call('GET', 'parking/group/vip/value/list', { token: merchant }))).toBe(1403);
  });

  it('lists one package’s cards (套餐月卡): as many as the package counts, all on it; another merchant’s package shows none of its cards', async () => {
    const used = (await rows(group, 'parking/group/vip/value/list')).row.find((r) => r.name === '园区月卡')!;
    const cards = await rows(group, 'parking/group/vip/list', { package: used.id, park_code: used.park_code });
    expect(cards.paging_header.total_count).toBe(used.cards);
    expect(cards.row.every((r) => r.package === used.id && r.package_name === '园区月卡')).toBe(true);
    // 福田中心 (100101) is no member: its packages' cards stay out of the group's list, filtered or not.
    const foreign = (await rows(merchant, 'parking/parking/vip/list')).row[0]!;
    expect((await rows(group, 'parking/group/vip/list', { package: foreign.package })).row).toEqual([]);
    expect((await rows(merchant, 'parking/parking/vip/list', { package: foreign.package })).row.every((r) => r.package === foreign.package)).toBe(true);
    expect(code(await t.call('GET', 'parking/group/vip/list', { token: group, query: { package: 0 } }))).toBe(1400);
  });

  it('creates a package for a member’s park, which the merchant’s vip/values then offers; a non-member’s park is not found', async () => {
    const body = { park_code: nanshan, name: '研发夜间月卡', period_months: 1, price: 26000, time_range: 3 };
    created = ok(await t.call('POST', 'parking/group/vip/value', { token: group, body })).id;
    const values = ok(await t.call('GET', 'parking/group/vip/values', { token: group, query: { park_code: nanshan } })) as { id: number; name: string }[];
    expect(values.map((v) => v.name)).toContain('研发夜间月卡');
    // The merchant's own call offers the same packages (admin reads 100102's as the operator).
    const admin = await t.login('admin');
    expect((ok(await t.call('GET', 'parking/parking/vip/values', { token: admin, query: { park_code: nanshan } })) as { id: number }[]).map((v) => v.id)).toContain(created);
    expect((await auditOf('parking_vip_package', created))[0]!.after).toMatchObject({ name: '研发夜间月卡', price: '260.00 元' });
    expect(code(await t.call('POST', 'parking/group/vip/value', { token: group, body: { ...body, park_code: futian } }))).toBe(1404);
    // Names are unique per park; the schema refuses a period, a price and a name it does not know.
    expect(code(await t.call('POST', 'parking/group/vip/value', { token: group, body }))).toBe(1400);
    for (const bad of [{ period_months: 2 }, { price: 0 }, { name: 'x' }, { time_range: 4 }]) {
      expect(code(await t.call('POST', 'parking/group/vip/value', { token: group, body: { ...body, name: '另一个', ...bad } }))).toBe(1400);
    }
    // Staff holds list codes only.
    expect(code(await t.call('POST', 'parking/group/vip/value', { token: staff, body: { ...body, name: '员工套餐' } }))).toBe(1403);
  });

  it('keeps a name unique per park in the database too: a rename that lost a race with another is refused, not stored', async () => {
    const [row] = await t.db.tenant('all', (tx) => tx.select().from(parkingVipPackage).where(eq(parkingVipPackage.id, created)));
    // What a second rename to the same name would write after both passed the service's check.
    const duplicate = t.db.tenant('all', (tx) => tx.insert(parkingVipPackage).values({ merchant: row!.merchant, park: row!.park, name: row!.name, period_months: 3, price: 70000 }));
    await expect(duplicate).rejects.toSatisfy(isUniqueViolation);
    // The same name on another park is fine; renaming to a taken name through the call answers 1400 with the reason.
    const other = ok(await t.call('POST', 'parking/group/vip/value', { token: group, body: { park_code: nanshan, name: '研发白天月卡', period_months: 1, price: 30000, time_range: 2 } })).id;
    const renamed = await t.call('POST', 'parking/group/vip/value', { token: group, body: { id: other, park_code: nanshan, name: '研发夜间月卡', period_months: 1, price: 30000, time_range: 2 } });
    expect(renamed.body).toMatchObject({ code: 1400, message: '南山科技园停车场已有名为「研发夜间月卡」的套餐' });
  });

  it('edits (its park stays), disables and enables, and deletes a package no card uses', async () => {
    ok(await t.call('POST', 'parking/group/vip/value', { token: group, body: { id: created, park_code: nanshan, name: '研发夜间月卡', period_months: 3, price: 72000, time_range: 3 } }));
    expect((await rows(group, 'parking/group/vip/value/list', { id: created })).row[0]).toMatchObject({ period_months: 3, price: 72000 });
    const other = (await parks(group)).find((p) => p.park_code !== nanshan)!.park_code;
    expect(code(await t.call('POST', 'parking/group/vip/value', { token: group, body: { id: created, park_code: other, name: '研发夜间月卡', period_months: 3, price: 72000, time_range: 3 } }))).toBe(1400);
    expect(code(await t.call('POST', 'parking/group/vip/value', { token: staff, body: { id: created, park_code: nanshan, name: '改名', period_months: 3, price: 72000, time_range: 3 } }))).toBe(1403);
    expect(ok(await t.call('PUT', 'parking/group/vip/value/disable', { token: group, body: { id: created } })).status).toBe(0);
    expect(code(await t.call('PUT', 'parking/group/vip/value/disable', { token: group, body: { id: created } }))).toBe(1409);
    expect((ok(await t.call('GET', 'parking/group/vip/values', { token: group, query: { park_code: nanshan } })) as { id: number }[]).map((v) => v.id)).not.toContain(created);
    expect(ok(await t.call('PUT', 'parking/group/vip/value/enable', { token: group, body: { id: created } })).status).toBe(1);
    expect(code(await t.call('PUT', 'parking/group/vip/value/enable', { token: staff, body: { id: created } }))).toBe(1403);
    // A package a card uses stays; one a non-member owns is not found.
    const used = (await rows(group, 'parking/group/vip/value/list', { keywords: '园区月卡' })).row[0];
    const refused = await t.call('DELETE', 'parking/group/vip/value', { token: group, query: { id: used.id } });
    expect(code(refused)).toBe(1409);
    expect(refused.body.message).toContain('张月卡');
    const foreign = (ok(await t.call('GET', 'parking/parking/vip/values', { token: merchant })) as { id: number }[])[0]!.id;
    expect(code(await t.call('DELETE', 'parking/group/vip/value', { token: group, query: { id: foreign } }))).toBe(1404);
    expect(code(await t.call('PUT', 'parking/group/vip/value/disable', { token: group, body: { id: foreign } }))).toBe(1404);
    expect(code(await t.call('DELETE', 'parking/group/vip/value', { token: staff, query: { id: created } }))).toBe(1403);
    ok(await t.call('DELETE', 'parking/group/vip/value', { token: group, query: { id: created } }));
    expect((await rows(group, 'parking/group/vip/value/list', { id: created })).row).toEqual([]);
    expect((await auditOf('parking_vip_package', created)).map((a) => a.action)).toHaveLength(5);
  });
});

describe('cards the group opens, renews and deletes on its members’ parks', () => {
  let card: number;
  let pkg: { id: number; price: number; period_months: number };
  it('opens a card on a member’s park with its package; not on a non-member’s; staff may not', async () => {
    pkg = (ok(await t.call('GET', 'parking/group/vip/values', { token: group, query: { park_code: nanshan } })) as any[]).find((p) => p.name === '集团年卡');
    const body = { park_code: nanshan, plates: ['粤B8G8G8'], plate_color: 1, holder_name: '集团员工 高远', mobile: '13911112222', package: pkg.id, start_date: today, end_date: periodEnd(today, 12) };
    card = ok(await t.call('POST', 'parking/group/vip', { token: group, body })).id;
    expect((await rows(group, 'parking/group/vip/list', { plate: '粤B8G8G8' })).row[0]).toMatchObject({ merchant: 100102, package_name: '集团年卡' });
    expect(code(await t.call('POST', 'parking/group/vip', { token: group, body: { ...body, park_code: futian } }))).toBe(1404);
    expect(code(await t.call('POST', 'parking/group/vip', { token: staff, body: { ...body, plates: ['粤B9G9G9'] } }))).toBe(1403);
    expect(code(await t.call('POST', 'parking/group/vip', { token: group, body: { ...body, plates: [] } }))).toBe(1400);
    // Edit: the same rules as the merchant's.
    ok(await t.call('PUT', 'parking/group/vip', { token: group, body: { id: card, plates: ['粤B8G8G8'], plate_color: 1, holder_name: '高远', mobile: '13911112222', package: pkg.id } }));
    expect(code(await t.call('PUT', 'parking/group/vip', { token: staff, body: { id: card, plates: ['粤B8G8G8'], plate_color: 1, holder_name: '高远', mobile: '13911112222', package: pkg.id } }))).toBe(1403);
  });

  it('renews once per Idempotency-Key (the merchant’s rule), which the 续费记录 then lists', async () => {
    const body = { id: card, periods: 1, pay_type: 2, amount: pkg.price };
    const first = ok(await renew(group, body, 'group-renewal-once'));
    expect(ok(await renew(group, body, 'group-renewal-once'))).toEqual(first);
    expect(first.end_date).toBe(periodEnd(addDays(periodEnd(today, 12), 1), 12));
    expect(code(await t.call('POST', 'parking/group/vip/renewal', { token: group, body }))).toBe(1400);
    expect(code(await renew(group, { ...body, amount: pkg.price + 1 }))).toBe(1400);
    expect(code(await renew(staff, body))).toBe(1403);
    const outside = (await rows(merchant, 'parking/parking/vip/list', { state: 1 })).row[0];
    expect(code(await renew(group, { id: outside.id, periods: 1, pay_type: 2, amount: outside.price }))).toBe(1404);
    const renewals = await rows(staff, 'parking/group/vip/renewal/list');
    expect(renewals.row).toHaveLength(1);
    expect(renewals.row[0]).toMatchObject({ vip: card, amount: pkg.price, merchant_name: '南山科技园停车场', plates: ['粤B8G8G8'], package_name: '集团年卡' });
    expect((await rows(group, 'parking/group/vip/renewal/list', { plate: '粤B8G', start_date: today, end_date: today, merchant: 100102 })).row).toHaveLength(1);
    expect((await rows(group, 'parking/group/vip/renewal/list', { pay_type: 1 })).row).toHaveLength(0);
  });

  it('deletes only a card not in use; staff may not; a non-member’s card is not found', async () => {
    expect(code(await t.call('DELETE', 'parking/group/vip', { token: group, query: { id: card } }))).toBe(1409);
    const outside = (await rows(merchant, 'parking/parking/vip/list', { state: 3 })).row[0];
    expect(code(await t.call('DELETE', 'parking/group/vip', { token: group, query: { id: outside.id } }))).toBe(1404);
    const expired = (await rows(group, 'parking/group/vip/list', { state: 3 })).row;
    expect(expired).toEqual([]);
    expect(code(await t.call('DELETE', 'parking/group/vip', { token: staff, query: { id: card } }))).toBe(1403);
    expect((await auditOf('parking_vip', card)).length).toBe(3);
  });
});

describe('fixed-car applications the group reviews', () => {
  it('rejects with a reason, approves (the card opens); staff may not; a non-member’s is not found', async () => {
    const pending = (await rows(group, 'parking/group/vip/apply/list', { status: 0 })).row[0];
    expect(code(await t.call('PUT', 'parking/group/vip/apply/approve', { token: staff, body: { id: pending.id } }))).toBe(1403);
    const outside = (await rows(merchant, 'parking/parking/vip/apply/list', { status: 0 })).row[0];
    expect(code(await t.call('PUT', 'parking/group/vip/apply/approve', { token: group, body: { id: outside.id } }))).toBe(1404);
    expect(code(await t.call('PUT', 'parking/group/vip/apply/reject', { token: group, body: { id: pending.id, reason: 'x' } }))).toBe(1400);
    const approved = ok(await t.call('PUT', 'parking/group/vip/apply/approve', { token: group, body: { id: pending.id, space_no: 'A-305' } }));
    expect(ok(await t.call('GET', 'parking/group/vip', { token: group, query: { id: approved.vip } })).space_no).toBe('A-305');
    expect(code(await t.call('PUT', 'parking/group/vip/apply/reject', { token: group, body: { id: pending.id, reason: '已经通过了' } }))).toBe(1409);
  });
});

describe('blacklist and whitelist of the members’ parks', () => {
  it('adds, reads and removes a blacklisted plate; one list per plate and park; refusals', async () => {
    const body = { park_code: nanshan, plate: '粤B4A4A4', plate_color: 1, reason: '恶意逃费', permanent: true };
    const id = ok(await t.call('POST', 'parking/group/blacklist', { token: group, body })).id;
    expect(ok(await t.call('GET', 'parking/group/blacklist', { token: group, query: { id } })).plate).toBe('粤B4A4A4');
    expect(merchantsOf(await rows(group, 'parking/group/blacklist/list'))).toEqual([100102]);
    const white = await t.call('POST', 'parking/park/whitelist', { token: group, body });
    expect(code(white)).toBe(1400);
    expect(white.body.message).toContain('黑名单');
    expect(code(await t.call('POST', 'parking/group/blacklist', { token: group, body: { ...body, park_code: futian } }))).toBe(1404);
    expect(code(await t.call('POST', 'parking/group/blacklist', { token: staff, body: { ...body, plate: '粤B4A4A5' } }))).toBe(1403);
    expect(code(await t.call('POST', 'parking/group/blacklist', { token: group, body: { ...body, permanent: false } }))).toBe(1400);
    const foreign = (await rows(merchant, 'parking/parking/blacklist/list')).row[0];
    expect(code(await t.call('GET', 'parking/group/blacklist', { token: group, query: { id: foreign.id } }))).toBe(1404);
    expect(code(await t.call('DELETE', 'parking/group/blacklist', { token: group, query: { id: foreign.id } }))).toBe(1404);
    expect(code(await t.call('DELETE', 'parking/group/blacklist', { token: staff, query: { id } }))).toBe(1403);
    ok(await t.call('DELETE', 'parking/group/blacklist', { token: group, query: { id } }));
    expect((await auditOf('parking_blacklist', id)).length).toBe(2);
    expect((await rows(staff, 'parking/group/blacklist/list')).paging_header.total_count).toBeGreaterThanOrEqual(0);
  });

  it('uses the park whitelist’s calls with the group’s codes, scoped to its members', async () => {
    const body = { park_code: nanshan, plate: '粤B5A5A5', plate_color: 1, reason: '集团访客车辆', permanent: false, start_date: today, end_date: addDays(today, 30) };
    const id = ok(await t.call('POST', 'parking/park/whitelist', { token: group, body })).id;
    expect(merchantsOf(await rows(staff, 'parking/park/whitelist/list'))).toEqual([100102]);
    ok(await t.call('PUT', 'parking/park/whitelist', { token: group, body: { id, ...body, park_code: undefined, reason: '集团访客车辆（续）' } }));
    expect(code(await t.call('POST', 'parking/park/whitelist', { token: group, body: { ...body, park_code: futian } }))).toBe(1404);
    expect(code(await t.call('PUT', 'parking/park/whitelist', { token: staff, body: { id, ...body, park_code: undefined } }))).toBe(1403);
    const foreign = (await rows(merchant, 'parking/park/whitelist/list')).row[0];
    expect(code(await t.call('DELETE', 'parking/park/whitelist', { token: group, query: { id: foreign.id } }))).toBe(1404);
    ok(await t.call('DELETE', 'parking/park/whitelist', { token: group, query: { id } }));
  });
});

describe('parking records', () => {
  it('the group reads its members’ records (the merchant’s call with parking:group:parking:list)', async () => {
    expect(merchantsOf(await rows(staff, 'parking/parking/record/list'))).toEqual([100102, 100103]);
  });
});
