import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parkingStoredValue } from '../src/db/schema/index.js';
import { addDays, todayInChina } from '../src/shared/time.js';
import { createTestApp, ok, type TestApp } from './helpers.js';
import { auditOf as auditsOf, code, merchantsOf, rowsOf } from './list-helpers.js';

// 储值车, 自动充值, 无牌车, 重点客户, 在线日志 of 福田中心停车场 (100101, `parking-merchant`; its staff looks only); the group
// 华润置地停车集团 (100300, members 100102 and 100103) reads its members' rules and cards (个人月卡) and its 集团看板.
// docs/decisions.md, "Stored-value cars and auto recharge", "Plateless cars, key customers and online logs", "The
// group's person cards and dashboard".

let t: TestApp;
let merchant: string;
let staff: string;
let group: string;
let groupStaff: string;
let energy: string;
beforeAll(async () => {
  t = await createTestApp();
  [merchant, staff, group, groupStaff, energy] = (await Promise.all(['parking-merchant', 'parking-merchant-staff', 'parking-group', 'parking-group-staff', 'energy-merchant'].map((a) => t.login(a)))) as [
    string, string, string, string, string,
  ];
  // A loaded machine copies the template and signs five accounts in slowly.
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const rows = (...args: Parameters<ReturnType<typeof rowsOf>>) => rowsOf(t)(...args);
const auditOf = (type: string, id: number) => auditsOf(t)(type, id);
const parks = async (token: string) => (await rows(token, 'parking/park/list')).row as { park_code: string; park_name: string; merchant: number }[];
let key = 0;
const recharge = (token: string, body: Record<string, unknown>, idempotencyKey = `stored-value-${++key}`) =>
  t.call('POST', 'parking/stored/value/recharge', { token, body, headers: { 'idempotency-key': idempotencyKey } });
const today = todayInChina();

describe('储值车: open, recharge with the auto-recharge bonus, once per key, in one transaction', () => {
  let futian: string;
  let id: number;

  it('lists the merchant’s accounts (mobiles masked) with the balance total; staff reads; others are refused or see none', async () => {
    const list = await rows(merchant, 'parking/stored/value/list');
    expect(merchantsOf(list)).toEqual([100101]);
    expect(list.row.length).toBe(8);
    expect(list.row.every((r) => /\*{4}/.test(r.mobile))).toBe(true);
    const payload = ok(await t.call('GET', 'parking/stored/value/list', { token: merchant, query: { page_size: 100 } }));
    expect(payload.balance_total).toBe(list.row.reduce((s, r) => s + r.balance, 0));
    // Each account's ledger adds up to its balance.
    for (const r of list.row) {
      const detail = ok(await t.call('GET', 'parking/stored/value', { token: merchant, query: { id: r.id } }));
      expect(detail.flows.reduce((s: number, f: { amount: number }) => s + f.amount, 0)).toBe(detail.balance);
      expect(detail.recharged + detail.bonus - detail.spent).toBe(detail.balance);
    }
    expect((await rows(merchant, 'parking/stored/value/list', { status: 2 })).row.map((r) => r.plate)).toEqual(['粤B0P4L9']);
    expect((await rows(merchant, 'parking/stored/value/list', { keywords: '林佳' })).row.map((r) => r.plate)).toEqual(['粤BD62881']);
    expect((await rows(staff, 'parking/stored/value/list')).row.length).toBe(8);
    expect(code(await t.call('GET', 'parking/stored/value/list', { token: energy }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/stored/value/list', { token: group }))).toBe(1403);
  });

  it('opens an account once per plate and park; validation in Chinese; staff may not', async () => {
    futian = (await parks(merchant)).find((p) => p.park_name === '福田中心停车场')!.park_code;
    const body = { park_code: futian, plate: '粤b 88k66', plate_color: 1, holder_name: '测试车主', mobile: '13812345678', remark: '测试开户' };
    id = ok(await t.call('POST', 'parking/stored/value', { token: merchant, body })).id;
    const again = await t.call('POST', 'parking/stored/value', { token: merchant, body });
    expect(code(again)).toBe(1409);
    expect(again.body.message).toContain('已有车牌 粤B88K66');
    const bad = await t.call('POST', 'parking/stored/value', { token: merchant, body: { ...body, plate: '京00000' } });
    expect(code(bad)).toBe(1400);
    expect(bad.body.message).toContain('格式不正确');
    expect(code(await t.call('POST', 'parking/stored/value', { token: staff, body }))).toBe(1403);
    // Another merchant's park is not found.
    const nanshan = (await parks(group)).find((p) => p.park_name === '南山科技园停车场')!.park_code;
    expect(code(await t.call('POST', 'parking/stored/value', { token: merchant, body: { ...body, park_code: nanshan } }))).toBe(1404);
    const detail = ok(await t.call('GET', 'parking/stored/value', { token: merchant, query: { id } }));
    expect(detail).toMatchObject({ plate: '粤B88K66', balance: 0, mobile: '13812345678', status: 1 });
  });

  it('recharges: the best tier of the rules in force is added; the same key books once; another body is refused', async () => {
    const preview = ok(await t.call('GET', 'parking/stored/value/recharge/preview', { token: merchant, query: { id, amount: 60000 } }));
    expect(preview).toMatchObject({ bonus: 6000, rule_name: '储值充值赠送' });
    const first = await recharge(merchant, { id, amount: 60000, pay_type: 2, remark: '首充' }, 'sv-fixed-1');
    expect(ok(first)).toMatchObject({ amount: 60000, bonus: 6000, balance: 66000 });
    const replay = await recharge(merchant, { id, amount: 60000, pay_type: 2, remark: '首充' }, 'sv-fixed-1');
    expect(replay.body.payload).toEqual(first.body.payload);
    expect(code(await recharge(merchant, { id, amount: 10000, pay_type: 2 }, 'sv-fixed-1'))).toBe(1409);
    // Below the lowest tier: no bonus.
    expect(ok(await recharge(merchant, { id, amount: 5000, pay_type: 1 }))).toMatchObject({ bonus: 0, balance: 71000 });
    const detail = ok(await t.call('GET', 'parking/stored/value', { token: merchant, query: { id } }));
    expect(detail).toMatchObject({ balance: 71000, recharged: 65000, bonus: 6000 });
    expect(detail.flows.map((f: { kind: number }) => f.kind)).toEqual([1, 2, 1]);
    expect(detail.flows[1].rule_name).toBe('储值充值赠送');
    expect((await auditOf('parking_stored_value', id)).length).toBe(3);
    // Money needs its permission and a key; bad amounts are refused before anything happens.
    expect(code(await recharge(staff, { id, amount: 100, pay_type: 1 }))).toBe(1403);
    expect(code(await t.call('POST', 'parking/stored/value/recharge', { token: merchant, body: { id, amount: 100, pay_type: 1 } }))).toBe(1400);
    expect(code(await recharge(merchant, { id, amount: 0, pay_type: 1 }))).toBe(1400);
    expect(code(await recharge(merchant, { id, amount: 1.5, pay_type: 1 }))).toBe(1400);
  });

  it('停用 stops recharges and keeps the balance; 启用 brings it back; edits the holder', async () => {
    ok(await t.call('PUT', 'parking/stored/value/status', { token: merchant, body: { id, status: 2 } }));
    expect(code(await t.call('PUT', 'parking/stored/value/status', { token: merchant, body: { id, status: 2 } }))).toBe(1409);
    const refused = await recharge(merchant, { id, amount: 100, pay_type: 1 });
    expect(code(refused)).toBe(1409);
    expect(refused.body.message).toContain('已停用');
    ok(await t.call('PUT', 'parking/stored/value/status', { token: merchant, body: { id, status: 1 } }));
    ok(await t.call('PUT', 'parking/stored/value', { token: merchant, body: { id, holder_name: '改名车主', mobile: '13912345678' } }));
    expect(ok(await t.call('GET', 'parking/stored/value', { token: merchant, query: { id } }))).toMatchObject({ holder_name: '改名车主', balance: 71000 });
  });

  it('another merchant’s account is not found, to read or to move money', async () => {
    const [other] = await t.db.tenant('all', (tx) => tx.select({ id: parkingStoredValue.id }).from(parkingStoredValue).where(eq(parkingStoredValue.merchant, 100102)).limit(1));
    const otherId = other!.id;
    expect(code(await t.call('GET', 'parking/stored/value', { token: merchant, query: { id: otherId } }))).toBe(1404);
    expect(code(await recharge(merchant, { id: otherId, amount: 100, pay_type: 1 }))).toBe(1404);
  });
});

describe('自动充值方案: create, states, detail with its grants; the group reads its members’', () => {
  let ruleId: number;

  it('lists the rules with their states and what they gave', async () => {
    const list = await rows(merchant, 'parking/recharge/rule/list');
    expect(merchantsOf(list)).toEqual([100101]);
    const byName = Object.fromEntries(list.row.map((r) => [r.name, r]));
    expect(byName['储值充值赠送']).toMatchObject({ state: 2, park_name: '全部停车场' });
    expect(byName['国庆充值季'].state).toBe(3);
    expect(byName['春节充值礼'].state).toBe(1);
    expect(byName['夜间车主充值优惠'].state).toBe(4);
    expect(byName['储值充值赠送'].used_count).toBeGreaterThan(0);
    expect((await rows(merchant, 'parking/recharge/rule/list', { state: 2 })).row.map((r) => r.name)).toEqual(['储值充值赠送']);
    const detail = ok(await t.call('GET', 'parking/recharge/rule', { token: merchant, query: { id: byName['储值充值赠送'].id } }));
    expect(detail.grants.length).toBe(detail.used_count);
    expect(detail.grants.reduce((s: number, g: { amount: number }) => s + g.amount, 0)).toBe(detail.bonus_total);
  });

  it('creates a rule (tiers sorted and checked); refuses bad tiers and dates in Chinese; staff may not', async () => {
    const body = { name: '测试充值方案', tiers: [{ amount: 80000, bonus: 16000 }, { amount: 40000, bonus: 6000 }], start_date: today, end_date: addDays(today, 30) };
    ruleId = ok(await t.call('POST', 'parking/recharge/rule', { token: merchant, body })).id;
    const detail = ok(await t.call('GET', 'parking/recharge/rule', { token: merchant, query: { id: ruleId } }));
    expect(detail.tiers).toEqual([{ amount: 40000, bonus: 6000 }, { amount: 80000, bonus: 16000 }]);
    expect(detail.state).toBe(2);
    const tooBig = await t.call('POST', 'parking/recharge/rule', { token: merchant, body: { ...body, tiers: [{ amount: 1000, bonus: 1000 }] } });
    expect(code(tooBig)).toBe(1400);
    expect(tooBig.body.message).toContain('赠送金额须小于充值金额');
    expect(code(await t.call('POST', 'parking/recharge/rule', { token: merchant, body: { ...body, tiers: [{ amount: 1000, bonus: 500 }, { amount: 2000, bonus: 400 }] } }))).toBe(1400);
    expect(code(await t.call('POST', 'parking/recharge/rule', { token: merchant, body: { ...body, start_date: addDays(today, 3), end_date: today } }))).toBe(1400);
    expect(code(await t.call('POST', 'parking/recharge/rule', { token: staff, body }))).toBe(1403);
    // The bigger bonus wins: a recharge of 800 元 now takes this rule's 160 元 over the standing rule's 60 元.
    const account = (await rows(merchant, 'parking/stored/value/list', { plate: '粤B3M8Q6' })).row[0];
    expect(ok(await recharge(merchant, { id: account.id, amount: 80000, pay_type: 2 }))).toMatchObject({ bonus: 16000, rule_name: '测试充值方案' });
  });

  it('停用 and 启用; an ended rule moves no more', async () => {
    expect(ok(await t.call('PUT', 'parking/recharge/rule/status', { token: merchant, body: { id: ruleId, status: 2 } })).state).toBe(4);
    expect(code(await t.call('PUT', 'parking/recharge/rule/status', { token: merchant, body: { id: ruleId, status: 2 } }))).toBe(1409);
    expect(ok(await t.call('PUT', 'parking/recharge/rule/status', { token: merchant, body: { id: ruleId, status: 1 } })).state).toBe(2);
    const ended = (await rows(merchant, 'parking/recharge/rule/list', { state: 3 })).row[0];
    expect(code(await t.call('PUT', 'parking/recharge/rule/status', { token: merchant, body: { id: ended.id, status: 2 } }))).toBe(1409);
  });

  it('the group reads its members’ rules only; not the merchant’s own calls, nor a non-member’s rule', async () => {
    const list = await rows(group, 'parking/group/recharge/rule/list');
    expect(merchantsOf(list)).toEqual([100102, 100103]);
    expect((await rows(groupStaff, 'parking/group/recharge/rule/list')).row.length).toBe(list.row.length);
    expect(code(await t.call('GET', 'parking/group/recharge/rule', { token: group, query: { id: ruleId } }))).toBe(1404);
    expect(ok(await t.call('GET', 'parking/group/recharge/rule', { token: group, query: { id: list.row[0].id } })).merchant_name).toBeTruthy();
    expect(code(await t.call('GET', 'parking/recharge/rule/list', { token: group }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/group/recharge/rule/list', { token: merchant }))).toBe(1403);
    expect(code(await t.call('POST', 'parking/recharge/rule', { token: group, body: { name: '集团方案', tiers: [{ amount: 100, bonus: 1 }], start_date: today, end_date: today } }))).toBe(1403);
  });
});

describe('无牌车, 重点客户, 在线日志', () => {
  it('无牌车: the merchant’s stays with the filter’s cars in the lot and amounts; filters; scoping', async () => {
    const payload = ok(await t.call('GET', 'parking/plateless/list', { token: merchant, query: { page_size: 100 } }));
    expect(payload.row.length).toBe(26);
    expect(payload.in_lot).toBe(3);
    expect(payload.amount_total).toBe(payload.row.reduce((s: number, r: { amount: number }) => s + r.amount, 0));
    expect(payload.row.filter((r: { status: number }) => r.status === 1).every((r: { exit_time: null }) => r.exit_time === null)).toBe(true);
    expect((await rows(merchant, 'parking/plateless/list', { status: 1 })).row.length).toBe(3);
    const ticket = payload.row[5].ticket_no;
    expect((await rows(merchant, 'parking/plateless/list', { ticket_no: ticket.slice(-6) })).row.map((r) => r.ticket_no)).toContain(ticket);
    expect((await rows(staff, 'parking/plateless/list')).row.length).toBe(26);
    expect(code(await t.call('GET', 'parking/plateless/list', { token: group }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/plateless/list', { token: merchant, query: { merchant: 100102 } }))).toBe(1404);
  });

  it('重点客户: their visits from the records; create, edit, delete (audited); duplicates and bad plates refused', async () => {
    const list = await rows(merchant, 'parking/key/customer/list');
    expect(list.row.length).toBe(5);
    expect(list.row.some((r) => r.visits_30d > 0)).toBe(true);
    const body = { name: '测试重点客户', type: 1, level: 2, contact: '张三', mobile: '13800009999', plates: ['粤B12345', '粤bd 12345'] };
    const { id } = ok(await t.call('POST', 'parking/key/customer', { token: merchant, body }));
    expect((await rows(merchant, 'parking/key/customer/list', { plate: 'BD123' })).row.map((r) => r.plates)).toEqual([['粤B12345', '粤BD12345']]);
    expect(code(await t.call('POST', 'parking/key/customer', { token: merchant, body }))).toBe(1409);
    const bad = await t.call('POST', 'parking/key/customer', { token: merchant, body: { ...body, name: '另一客户', plates: ['ABC'] } });
    expect(code(bad)).toBe(1400);
    expect(bad.body.message).toContain('格式不正确');
    ok(await t.call('PUT', 'parking/key/customer', { token: merchant, body: { id, ...body, level: 3 } }));
    expect((await rows(merchant, 'parking/key/customer/list', { level: 3 })).row.map((r) => r.name)).toContain('测试重点客户');
    expect(code(await t.call('DELETE', 'parking/key/customer', { token: staff, query: { id } }))).toBe(1403);
    ok(await t.call('DELETE', 'parking/key/customer', { token: merchant, query: { id } }));
    expect((await auditOf('parking_key_customer', id)).map((a) => [!!a.before, !!a.after])).toEqual([[false, true], [true, true], [true, false]]);
    // 100102's customer is not the merchant's to edit.
    const [other] = (await rows(await t.login('admin'), 'parking/key/customer/list', { merchant: 100102 })).row;
    expect(code(await t.call('PUT', 'parking/key/customer', { token: merchant, body: { id: other.id, ...body } }))).toBe(1404);
  });

  it('在线日志: the last 7 days by default, newest first, the gates off line now; a range over 92 days is refused', async () => {
    const payload = ok(await t.call('GET', 'parking/online/log/list', { token: merchant, query: { page_size: 100 } }));
    expect(payload.row.length).toBeGreaterThan(0);
    expect(payload.offline_now).toBe(1);
    const times = payload.row.map((r: { event_time: string }) => r.event_time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(payload.row.every((r: { merchant: number }) => r.merchant === 100101)).toBe(true);
    const back = payload.row.filter((r: { event: number }) => r.event === 1);
    expect(back.every((r: { offline_minutes: number }) => r.offline_minutes > 0)).toBe(true);
    expect((await rows(merchant, 'parking/online/log/list', { device_kind: 1 })).row.every((r) => r.device.endsWith('车场软件'))).toBe(true);
    const far = await t.call('GET', 'parking/online/log/list', { token: merchant, query: { start_date: addDays(today, -200), end_date: today } });
    expect(code(far)).toBe(1400);
    expect(far.body.message).toContain('92');
    expect(code(await t.call('GET', 'parking/online/log/list', { token: energy }))).toBe(1403);
  });
});

describe('the group: 个人月卡, 集团看板, whitelist detail', () => {
  it('个人月卡: its members’ cards by holder, masked; the detail lists the cards; a non-member’s card is not found', async () => {
    const list = await rows(group, 'parking/person/list');
    expect(list.row.length).toBeGreaterThan(0);
    expect(list.row.every((r) => /\*{4}/.test(r.mobile) && r.cards >= 1)).toBe(true);
    const person = list.row[0];
    const detail = ok(await t.call('GET', 'parking/person', { token: group, query: { id: person.id } }));
    expect(detail.card_list.length).toBe(person.cards);
    expect(detail.card_list.every((c: { merchant: number }) => [100102, 100103].includes(c.merchant))).toBe(true);
    expect(detail.paid_total).toBe(detail.card_list.reduce((s: number, c: { paid: number }) => s + c.paid, 0));
    expect((await rows(group, 'parking/person/list', { keywords: detail.mobile.slice(-4) })).row.map((r) => r.id)).toContain(person.id);
    expect((await rows(groupStaff, 'parking/person/list')).row.length).toBe(list.row.length);
    const outside = (await rows(merchant, 'parking/parking/vip/list')).row[0];
    expect(code(await t.call('GET', 'parking/person', { token: group, query: { id: outside.id } }))).toBe(1404);
    expect(code(await t.call('GET', 'parking/person/list', { token: merchant }))).toBe(1403);
  });

  it('集团看板: a row per member whose figures add up to the overview’s totals', async () => {
    const query = { start_date: addDays(today, -29), end_date: today };
    const members = ok(await t.call('GET', 'parking/group/analysis/member', { token: group, query }));
    expect(members.rows.map((r: { merchant: number }) => r.merchant)).toEqual([100102, 100103]);
    const overview = ok(await t.call('GET', 'parking/parking/analysis/statistics', { token: group, query }));
    const sum = (k: string) => members.rows.reduce((s: number, r: Record<string, number>) => s + r[k]!, 0);
    expect(sum('temp_paid')).toBe(overview.totals.temp_paid);
    expect(sum('monthly_amount')).toBe(overview.totals.monthly_amount);
    expect(sum('entries')).toBe(overview.totals.entries);
    expect(sum('in_lot')).toBe(overview.live.in_lot);
    expect(sum('parks')).toBe(overview.live.parks);
    expect(code(await t.call('GET', 'parking/group/analysis/member', { token: merchant }))).toBe(1403);
  });

  it('白名单详情: the group reads its members’ entries; a non-member’s is not found', async () => {
    const entries = await rows(group, 'parking/park/whitelist/list');
    expect(entries.row.length).toBeGreaterThan(0);
    const entry = ok(await t.call('GET', 'parking/park/whitelist', { token: group, query: { id: entries.row[0].id } }));
    expect(entry).toMatchObject({ id: entries.row[0].id, plate: entries.row[0].plate });
    const own = (await rows(merchant, 'parking/park/whitelist/list')).row[0];
    expect(code(await t.call('GET', 'parking/park/whitelist', { token: group, query: { id: own.id } }))).toBe(1404);
  });
});
