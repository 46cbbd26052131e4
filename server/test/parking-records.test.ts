import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, parkingRecord } from '../src/db/schema/index.js';
import { createTestApp, ok, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let partner: string;
let group: string;
let merchant: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  const tokens = await Promise.all(['admin', 'parking-partner', 'parking-group', 'parking-merchant', 'parking-merchant-staff'].map((a) => t.login(a)));
  [admin, partner, group, merchant, staff] = tokens as [string, string, string, string, string];
});
afterAll(async () => {
  await t?.close();
});

const code = (reply: { body: any }) => reply.body.code;
type Row = { id: number; merchant: number; status: number; plate: string; record: number | null; review_status: number; park_code: string };
/** A list's payload; an empty list answers 1002 (暂无数据) with the same payload. */
const rows = async (token: string, path: string, query: Record<string, unknown> = {}) => {
  const reply = await t.call('GET', path, { token, query: { page_size: 100, ...query } });
  expect([1001, 1002], JSON.stringify(reply.body)).toContain(reply.body.code);
  return reply.body.payload as { row: Row[]; paging_header: { total_count: number; total_capped?: boolean }  };
};
const merchantsOf = (list: { row: Row[] }) => [...new Set(list.row.map((r) => r.merchant))].sort();
const auditOf = (type: string, id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, type), eq(auditLog.target_id, String(id)))).orderBy(asc(auditLog.id)));
const todo = async (token: string) => ok(await t.call('GET', 'parking/parking/todo/statistics', { token })).data.rows[0].count as number;

describe('parking records', () => {
  it('each caller reads its scope: the merchant its own, the partner its customers, the group its members, the platform all', async () => {
    const own = await rows(merchant, 'parking/parking/record/list');
    expect(merchantsOf(own)).toEqual([100101]);
    expect(own.paging_header.total_count).toBe(300);
    expect(merchantsOf(await rows(partner, 'parking/parking/record/list', { page_size: 100, status: 1 }))).toEqual([100101, 100102]);
    expect(merchantsOf(await rows(group, 'parking/parking/record/list', { status: 1 }))).toEqual([100102, 100103]);
    expect(merchantsOf(await rows(admin, 'parking/parking/record/list', { status: 1 }))).toEqual([100101, 100102, 100103]);
    // The merchant's staff reads the lists (demo role) but may not correct.
    expect((await rows(staff, 'parking/parking/record/list', { page_size: 20 })).paging_header.total_count).toBe(300);

    // Another merchant's record is not found, to read and to correct.
    const other = (await rows(group, 'parking/parking/record/list', { merchant: 100102, status: 1 })).row[0]!;
    expect(code(await t.call('GET', 'parking/parking/record', { token: merchant, query: { id: other.id } }))).toBe(1404);
    expect(code(await t.call('PUT', 'parking/parking', { token: merchant, body: { id: other.id, plate: '粤B99999', reason: '车牌识别错误' } }))).toBe(1404);
    // A partner reads but does not correct (no permission; the merchant platform's).
    expect(code(await t.call('PUT', 'parking/parking', { token: partner, body: { id: other.id, plate: '粤B99999', reason: '车牌识别错误' } }))).toBe(1403);
    expect(code(await t.call('GET', 'parking/parking/record/list', { token: await t.login('energy-merchant') }))).toBe(1403);
  });

  it('filters by park, plate, status, type and entry day; newest entry first; every row names its park and gates', async () => {
    const parks = ok(await t.call('GET', 'parking/park/list', { token: merchant })).row as { park_code: string }[];
    const first = await rows(merchant, 'parking/parking/record/list', { park_code: parks[0]!.park_code });
    expect(first.row.every((r) => r.park_code === parks[0]!.park_code)).toBe(true);
    const all = (await rows(merchant, 'parking/parking/record/list')).row as unknown as { entry_time: string; entry_gate: string; exit_gate: string; status: number; duration: number }[];
    expect(all.map((r) => r.entry_time)).toEqual([...all.map((r) => r.entry_time)].sort().reverse());
    expect(all.every((r) => r.entry_gate && (r.status === 1 ? r.exit_gate === '' : r.exit_gate !== '') && r.duration >= 0)).toBe(true);
    const inLot = await rows(merchant, 'parking/parking/record/list', { status: 1 });
    expect(inLot.paging_header.total_count).toBe(20);
    const plate = inLot.row[0]!.plate;
    // A plate typed with the separator dot and in lower case still matches.
    const typed = `${plate.slice(0, 2)}·${plate.slice(2).toLowerCase()}`;
    expect((await rows(merchant, 'parking/parking/record/list', { plate: typed })).row.map((r) => r.plate)).toContain(plate);
    const temporary = await rows(merchant, 'parking/parking/record/list', { car_type: 1 });
    expect(temporary.paging_header.total_count).toBeGreaterThan(150);
    expect(code(await t.call('GET', 'parking/parking/record/list', { token: merchant, query: { car_type: 9 } }))).toBe(1400);
    expect(code(await t.call('GET', 'parking/parking/record/list', { token: merchant, query: { start_date: '2026-10-02', end_date: '2026-10-01' } }))).toBe(1400);
    expect((await rows(merchant, 'parking/parking/record/list', { start_date: '2020-01-01', end_date: '2020-01-02' })).paging_header.total_count).toBe(0);
    // Pages end at the count cap (10,000 rows).
    expect(code(await t.call('GET', 'parking/parking/record/list', { token: merchant, query: { page_index: 501, page_size: 20 } }))).toBe(1400);
  });

  it('corrects the plate of a car in the lot only: the record, the correction and the audit entry together', async () => {
    const car = (await rows(merchant, 'parking/parking/record/list', { status: 1 })).row.at(-1)!;
    expect(code(await t.call('PUT', 'parking/parking', { token: staff, body: { id: car.id, plate: '粤B88888', reason: '车牌识别错误' } }))).toBe(1403);
    expect(code(await t.call('PUT', 'parking/parking', { token: merchant, body: { id: car.id, plate: 'ABC', reason: '车牌识别错误' } }))).toBe(1400);
    expect(code(await t.call('PUT', 'parking/parking', { token: merchant, body: { id: car.id, plate: '粤B88888', reason: ' ' } }))).toBe(1400);
    expect(code(await t.call('PUT', 'parking/parking', { token: merchant, body: { id: car.id, plate: car.plate, reason: '车牌识别错误' } }))).toBe(1400);
    const done = ok(await t.call('PUT', 'parking/parking', { token: merchant, body: { id: car.id, plate: '粤b·88888', reason: '车牌识别错误' } }));
    expect(done).toMatchObject({ id: car.id, plate: '粤B88888' });
    const detail = ok(await t.call('GET', 'parking/parking/record', { token: merchant, query: { id: car.id } }));
    expect(detail).toMatchObject({ plate: '粤B88888', status: 1, correction_count: 1 });
    expect(detail.corrections[0]).toMatchObject({ record: car.id, old_plate: car.plate, new_plate: '粤B88888', reason: '车牌识别错误', operator: '王芳' });
    const corrections = await rows(staff, 'parking/parking/update/list', { plate: '88888' });
    expect(corrections.row.map((r: any) => r.new_plate)).toEqual(['粤B88888']);
    expect((await auditOf('parking_record', car.id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['修正场内车辆车牌', { plate: car.plate, plate_color: expect.any(String) }, { plate: '粤B88888', plate_color: expect.any(String), reason: '车牌识别错误' }],
    ]);
    // Scope: the partner sees its customer's correction, the group does not (100101 is not its member).
    expect((await rows(partner, 'parking/parking/update/list', { plate: '88888' })).row).toHaveLength(1);
    expect((await rows(group, 'parking/parking/update/list', { plate: '88888' })).row).toHaveLength(0);

    const gone = (await rows(merchant, 'parking/parking/record/list', { status: 0, page_size: 20 })).row[0]!;
    const refused = await t.call('PUT', 'parking/parking', { token: merchant, body: { id: gone.id, plate: '粤B77777', reason: '车牌识别错误' } });
    expect(refused.body).toMatchObject({ code: 1409, message: `车辆 ${gone.plate} 已出场，不能修正车牌` });
  });
});

describe('abnormal releases', () => {
  it('the to-do count is the pending releases in scope, the same as the list with review_status=0', async () => {
    for (const token of [merchant, staff, admin]) {
      const pending = await rows(token, 'parking/parking/release/list', { review_status: 0 });
      expect(await todo(token)).toBe(pending.paging_header.total_count);
    }
    expect(await todo(merchant)).toBe(4);
    // The partner reads its customers' releases (5 pending) but the to-do is the merchant platform's (release:list).
    expect((await rows(partner, 'parking/parking/release/list', { review_status: 0 })).paging_header.total_count).toBe(5);
    expect(code(await t.call('GET', 'parking/parking/todo/statistics', { token: partner }))).toBe(1403);
    expect(await todo(admin)).toBe(6);
    expect(merchantsOf(await rows(group, 'parking/parking/release/list'))).toEqual([100102, 100103]);
    expect(code(await t.call('GET', 'parking/parking/todo/statistics', { token: group }))).toBe(1403);
  });

  it('通过 closes the record as exited at the release time; a second review is refused; every review audited', async () => {
    const pending = (await rows(merchant, 'parking/parking/release/list', { review_status: 0 })).row.find((r) => r.record !== null)!;
    expect(code(await t.call('PUT', 'parking/parking/release/review', { token: staff, body: { id: pending.id, review_status: 1 } }))).toBe(1403);
    const before = await todo(merchant);
    expect(ok(await t.call('PUT', 'parking/parking/release/review', { token: merchant, body: { id: pending.id, review_status: 1 } }))).toEqual({ id: pending.id, review_status: 1, record: pending.record });
    expect(await todo(merchant)).toBe(before - 1);
    const record = ok(await t.call('GET', 'parking/parking/record', { token: merchant, query: { id: pending.record } }));
    const release = (await rows(merchant, 'parking/parking/release/list', { plate: pending.plate })).row.find((r) => r.id === pending.id) as any;
    expect(record).toMatchObject({ status: 0, exit_time: release.request_time, exit_gate: release.gate });
    expect(release).toMatchObject({ review_status: 1, reviewer: '王芳' });
    const twice = await t.call('PUT', 'parking/parking/release/review', { token: merchant, body: { id: pending.id, review_status: 2, reason: '重复审核' } });
    expect(twice.body).toMatchObject({ code: 1409, message: '异常放行当前为「已通过」，不能变更为「已驳回」' });
    expect((await auditOf('parking_release', pending.id)).map((a) => a.after)).toEqual([{ review_status: '已通过', record: `停车记录 ${pending.record} 已出场` }]);
  });

  it('驳回 needs a reason and leaves the record in the lot; another merchant\'s release is not found', async () => {
    const pending = (await rows(merchant, 'parking/parking/release/list', { review_status: 0 })).row.find((r) => r.record !== null)!;
    expect(code(await t.call('PUT', 'parking/parking/release/review', { token: merchant, body: { id: pending.id, review_status: 2 } }))).toBe(1400);
    expect(code(await t.call('PUT', 'parking/parking/release/review', { token: merchant, body: { id: pending.id, review_status: 0 } }))).toBe(1400);
    ok(await t.call('PUT', 'parking/parking/release/review', { token: merchant, body: { id: pending.id, review_status: 2, reason: '未见缴费凭证' } }));
    const [record] = await t.db.tenant('all', (tx) => tx.select().from(parkingRecord).where(eq(parkingRecord.id, pending.record!)));
    expect(record).toMatchObject({ status: 1, exit_time: null });
    const other = (await rows(group, 'parking/parking/release/list', { merchant: 100102, review_status: 0 })).row[0]!;
    expect(code(await t.call('PUT', 'parking/parking/release/review', { token: merchant, body: { id: other.id, review_status: 1 } }))).toBe(1404);
    expect(code(await t.call('PUT', 'parking/parking/release/review', { token: partner, body: { id: other.id, review_status: 1 } }))).toBe(1403);
  });
});

describe('realtime spaces', () => {
  it('answers each park\'s spaces (total minus cars in the lot until corrected); a correction stays within 0..total', async () => {
    const spaces = ok(await t.call('GET', 'parking/realtime/space', { token: merchant })) as { park_code: string; total_space: number; free_space: number; in_lot: number; corrected: boolean }[];
    expect(spaces).toHaveLength(3);
    for (const s of spaces) expect(s).toMatchObject({ corrected: false, free_space: s.total_space - s.in_lot });
    expect(spaces.reduce((sum, s) => sum + s.in_lot, 0)).toBe((await rows(merchant, 'parking/parking/record/list', { status: 1 })).paging_header.total_count);
    const park = spaces[1]!;
    expect(code(await t.call('PUT', 'parking/realtime/space', { token: merchant, body: { park_code: park.park_code, free_space: park.total_space + 1 } }))).toBe(1400);
    expect(code(await t.call('PUT', 'parking/realtime/space', { token: merchant, body: { park_code: park.park_code, free_space: -1 } }))).toBe(1400);
    expect(code(await t.call('PUT', 'parking/realtime/space', { token: staff, body: { park_code: park.park_code, free_space: 5 } }))).toBe(1403);
    ok(await t.call('PUT', 'parking/realtime/space', { token: merchant, body: { park_code: park.park_code, free_space: 5 } }));
    expect(ok(await t.call('GET', 'parking/realtime/space', { token: merchant, query: { park_code: park.park_code } }))).toEqual([expect.objectContaining({ free_space: 5, corrected: true, operator: '王芳' })]);
    const others = ok(await t.call('GET', 'parking/realtime/space', { token: group })) as { merchant: number; park_code: string }[];
    expect([...new Set(others.map((s) => s.merchant))]).toEqual([100102, 100103]);
    expect(code(await t.call('PUT', 'parking/realtime/space', { token: merchant, body: { park_code: others[0]!.park_code, free_space: 1 } }))).toBe(1404);
  });
});
