import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, manager, okrKeyResultCheckin, project } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';

// 100101 福田中心停车场 (parking-merchant, with parking-merchant-staff who holds no OKR permission); 100300 is
// parking-group, another merchant.
let t: TestApp;
let merchant: string;
let staff: string;
let group: string;
let owner: number;
let colleague: number;
let groupOwner: number;
let ownProject: number;
let groupProject: number;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('parking-merchant');
  staff = await t.login('parking-merchant-staff');
  group = await t.login('parking-group');
  const managers = await t.db.tenant('all', (tx) => tx.select().from(manager).orderBy(asc(manager.id)));
  owner = managers.find((m) => m.merchant === 100101 && m.superuser)!.id;
  colleague = managers.find((m) => m.merchant === 100101 && !m.superuser)!.id;
  groupOwner = managers.find((m) => m.merchant === 100300 && m.superuser)!.id;
  const projects = await t.db.tenant('all', (tx) => tx.select().from(project).orderBy(asc(project.id)));
  ownProject = projects.find((p) => p.merchant === 100101 && p.status === 1)!.id;
  groupProject = projects.find((p) => p.merchant === 100300)!.id;
});
afterAll(async () => {
  await t?.close();
});

const ok = (reply: { body: any }) => {
  expect([1001, 1002], JSON.stringify(reply.body)).toContain(reply.body.code);
  return reply.body.payload;
};
const code = (reply: { body: { code: number } }) => reply.body.code;
const auditOf = (id: number) =>
  t.db.tenant('all', (tx) => tx.select().from(auditLog).where(and(eq(auditLog.target_type, 'okr_objective'), eq(auditLog.target_id, String(id)))).orderBy(auditLog.id));

let serial = 0;
const newObjective = (overrides: Record<string, unknown> = {}) => ({ title: `测试目标${++serial}`, description: '提升车场运营效率', cycle: '2026-Q4', owner, ...overrides });
const createObjective = async (token = merchant, overrides: Record<string, unknown> = {}) => {
  const body = newObjective({ ...(token === group ? { owner: groupOwner } : {}), ...overrides });
  const { id } = ok(await t.call('POST', 'okr/objective', { token, body }));
  return id as number;
};
const newKeyResult = (objective: number, overrides: Record<string, unknown> = {}) => ({
  objective,
  title: '月卡续费率',
  start_value: 60,
  target_value: 80,
  unit: '%',
  weight: 60,
  owner: colleague,
  due_date: '2026-12-31',
  ...overrides,
});

describe('objectives and key results', () => {
  it('creates an objective with two key results, checks in progress, computes weighted progress and audits everything', async () => {
    const id = await createObjective(merchant, { project: ownProject });
    const a = ok(await t.call('POST', 'okr/key-result', { token: merchant, body: newKeyResult(id) })).id as number;
    const b = ok(await t.call('POST', 'okr/key-result', { token: merchant, body: newKeyResult(id, { title: '投诉处理时长', start_value: 48, target_value: 24, unit: '小时', weight: 40, owner }) })).id as number;

    let detail = ok(await t.call('GET', 'okr/objective', { token: merchant, query: { id } }));
    expect(detail).toMatchObject({ id, cycle_name: '2026 年第 4 季度', owner, status: 1, status_name: '进行中', progress: 0, weight_total: 100, key_result_count: 2 });
    expect(detail.project).toBe(ownProject);
    expect(detail.project_name).not.toBe('');
    expect(detail.key_results.map((k: { id: number; current_value: number }) => [k.id, k.current_value])).toEqual([[a, 60], [b, 48]]);

    // 60 → 70 is half of 60 → 80; 48 → 30 is 75 % of 48 → 24 (a falling target).
    const first = ok(await t.call('PUT', 'okr/key-result/progress', { token: merchant, body: { id: a, value: 70, note: '本月新增续费 35 张' } }));
    expect(first).toMatchObject({ id: a, current_value: 70, progress: 50 });
    ok(await t.call('PUT', 'okr/key-result/progress', { token: merchant, body: { id: b, value: 30, status: 2 } }));
    detail = ok(await t.call('GET', 'okr/objective', { token: merchant, query: { id } }));
    expect(detail.progress).toBe(60); // 0.6 × 50 + 0.4 × 75
    expect(detail.key_results[1]).toMatchObject({ progress: 75, status: 2, status_name: '有风险', checkin_count: 1 });

    ok(await t.call('PUT', 'okr/key-result/progress', { token: merchant, body: { id: a, value: 85.5 } }));
    const history = ok(await t.call('GET', 'okr/key-result/checkin/list', { token: merchant, query: { key_result: a } }));
    expect(history.paging_header.total_count).toBe(2);
    expect(history.row.map((r: any) => [r.previous_value, r.value, r.progress])).toEqual([[70, 85.5, 100], [60, 70, 50]]);
    expect(history.row[1]).toMatchObject({ note: '本月新增续费 35 张', manager: owner, status_name: '正常' });

    const list = ok(await t.call('GET', 'okr/objective/list', { token: merchant, query: { cycle: '2026-Q4', status: 1, project: ownProject, keywords: detail.title } }));
    expect(list.row).toHaveLength(1);
    expect(list.row[0]).toMatchObject({ id, progress: 90 }); // 0.6 × 100 (85.5 is past the target) + 0.4 × 75
    // Owner filter also finds objectives where the account owns a key result.
    expect(ok(await t.call('GET', 'okr/objective/list', { token: merchant, query: { owner: colleague, keywords: detail.title } })).row).toHaveLength(1);
    expect(code(await t.call('GET', 'okr/objective/list', { token: merchant, query: { cycle: '2026-Q3', keywords: detail.title } }))).toBe(1002);

    const entries = await auditOf(id);
    expect(entries.map((e) => e.call)).toEqual(['POST okr/objective', 'POST okr/key-result', 'POST okr/key-result', 'PUT okr/key-result/progress', 'PUT okr/key-result/progress', 'PUT okr/key-result/progress']);
    const timeline = ok(await t.call('GET', 'merchant/logging/timeline', { token: merchant, query: { target_type: 'okr_objective', target_id: String(id) } }));
    expect(JSON.stringify(timeline.row)).toContain('当前值');
  });

  it('edits objectives and key results, keeps weights within 100, and deletes', async () => {
    const id = await createObjective();
    const a = ok(await t.call('POST', 'okr/key-result', { token: merchant, body: newKeyResult(id, { weight: 70 }) })).id as number;
    const over = await t.call('POST', 'okr/key-result', { token: merchant, body: newKeyResult(id, { weight: 31 }) });
    expect(over.body).toMatchObject({ code: 1400, message: '权重合计不能超过 100：其他关键结果已占 70，本项最多 30' });
    const b = ok(await t.call('POST', 'okr/key-result', { token: merchant, body: newKeyResult(id, { weight: 30 }) })).id as number;
    // Its own weight does not count against itself when edited.
    ok(await t.call('PUT', 'okr/key-result', { token: merchant, body: { ...newKeyResult(id, { weight: 70, title: '月卡续费率（修订）' }), id: a } }));
    expect(code(await t.call('PUT', 'okr/key-result', { token: merchant, body: { ...newKeyResult(id, { weight: 71 }), id: a } }))).toBe(1400);
    ok(await t.call('PUT', 'okr/objective', { token: merchant, body: { id, ...newObjective({ title: '改过的目标', cycle: '2027-Q1', owner: colleague }) } }));
    const detail = ok(await t.call('GET', 'okr/key-result', { token: merchant, query: { id: a } }));
    expect(detail.title).toBe('月卡续费率（修订）');
    expect(ok(await t.call('GET', 'okr/objective', { token: merchant, query: { id } }))).toMatchObject({ title: '改过的目标', cycle: '2027-Q1', owner: colleague, project: null });
    ok(await t.call('DELETE', 'okr/key-result', { token: merchant, query: { id: b } }));
    ok(await t.call('PUT', 'okr/key-result/progress', { token: merchant, body: { id: a, value: 65 } }));
    ok(await t.call('DELETE', 'okr/objective', { token: merchant, query: { id } }));
    expect(code(await t.call('GET', 'okr/objective', { token: merchant, query: { id } }))).toBe(1404);
    const left = await t.db.tenant('all', (tx) => tx.select().from(okrKeyResultCheckin).where(eq(okrKeyResultCheckin.key_result, a)));
    expect(left).toEqual([]);
    expect((await auditOf(id)).at(-1)).toMatchObject({ call: 'DELETE okr/objective' });
  });

  it('moves objectives by the transition table; a completed or cancelled objective’s key results cannot change (1409)', async () => {
    const id = await createObjective();
    const a = ok(await t.call('POST', 'okr/key-result', { token: merchant, body: newKeyResult(id) })).id as number;
    expect(ok(await t.call('PUT', 'okr/objective/status', { token: merchant, body: { id, status: 2 } }))).toEqual({ id, status: 2 });
    const refused = await t.call('PUT', 'okr/key-result/progress', { token: merchant, body: { id: a, value: 70 } });
    expect(refused.body).toMatchObject({ code: 1409 });
    expect(refused.body.message).toContain('已完成');
    expect(code(await t.call('POST', 'okr/key-result', { token: merchant, body: newKeyResult(id, { weight: 10 }) }))).toBe(1409);
    expect(code(await t.call('PUT', 'okr/key-result', { token: merchant, body: { ...newKeyResult(id), id: a } }))).toBe(1409);
    expect(code(await t.call('DELETE', 'okr/key-result', { token: merchant, query: { id: a } }))).toBe(1409);
    expect(code(await t.call('PUT', 'okr/objective', { token: merchant, body: { id, ...newObjective() } }))).toBe(1409);
    expect(code(await t.call('PUT', 'okr/objective/status', { token: merchant, body: { id, status: 3 } }))).toBe(1409);
    expect(code(await t.call('PUT', 'okr/objective/status', { token: merchant, body: { id, status: 2 } }))).toBe(1409);
    ok(await t.call('PUT', 'okr/objective/status', { token: merchant, body: { id, status: 1 } }));
    ok(await t.call('PUT', 'okr/objective/status', { token: merchant, body: { id, status: 3 } }));
    expect(code(await t.call('PUT', 'okr/key-result/progress', { token: merchant, body: { id: a, value: 70 } }))).toBe(1409);
    const kr = ok(await t.call('GET', 'okr/key-result', { token: merchant, query: { id: a } }));
    expect(kr.current_value).toBe(60);
  });

  it('refuses bad input with 1400 and a Chinese message', async () => {
    const id = await createObjective();
    const bad = async (path: string, method: 'POST' | 'PUT', body: Record<string, unknown>) => (await t.call(method, path, { token: merchant, body })).body;
    expect(await bad('okr/objective', 'POST', newObjective({ cycle: '2026-Q5' }))).toMatchObject({ code: 1400 });
    expect((await bad('okr/objective', 'POST', newObjective({ title: '' }))).message).toMatch(/[\u4e00-\u9fa5]/);
    expect(await bad('okr/objective', 'POST', newObjective({ owner: groupOwner }))).toMatchObject({ code: 1400, message: `负责人（账号 ${groupOwner}）不是本商户的账号` });
    expect(await bad('okr/objective', 'POST', newObjective({ project: groupProject }))).toMatchObject({ code: 1400, message: `项目（ID ${groupProject}）不存在` });
    expect(await bad('okr/key-result', 'POST', newKeyResult(id, { target_value: 60 }))).toMatchObject({ code: 1400, message: '目标值不能等于起始值' });
    expect(await bad('okr/key-result', 'POST', newKeyResult(id, { weight: 0 }))).toMatchObject({ code: 1400 });
    expect(await bad('okr/key-result', 'POST', newKeyResult(id, { weight: 101 }))).toMatchObject({ code: 1400 });
    expect(await bad('okr/key-result', 'POST', newKeyResult(id, { start_value: 1.005 }))).toMatchObject({ code: 1400 });
    expect(code(await t.call('GET', 'okr/objective/list', { token: merchant, query: { cycle: '26Q1' } }))).toBe(1400);
  });

  it('refuses a caller without the permission (1403) and without a token (1401)', async () => {
    expect(code(await t.call('GET', 'okr/objective/list', { token: staff }))).toBe(1403);
    expect(code(await t.call('POST', 'okr/objective', { token: staff, body: newObjective() }))).toBe(1403);
    expect(code(await t.call('PUT', 'okr/key-result/progress', { token: staff, body: { id: 1, value: 1 } }))).toBe(1403);
    expect(code(await t.call('GET', 'session/option/list', { token: staff, query: { id: 'okr-owner' } }))).toBe(1403);
    expect(code(await t.call('GET', 'okr/objective/list'))).toBe(1401);
  });

  it('answers another merchant’s objective and key result with 1404 on every call and never lists them', async () => {
    const theirs = await createObjective(group);
    const kr = ok(await t.call('POST', 'okr/key-result', { token: group, body: newKeyResult(theirs, { owner: groupOwner }) })).id as number;
    expect(code(await t.call('GET', 'okr/objective', { token: merchant, query: { id: theirs } }))).toBe(1404);
    expect(code(await t.call('PUT', 'okr/objective', { token: merchant, body: { id: theirs, ...newObjective() } }))).toBe(1404);
    expect(code(await t.call('PUT', 'okr/objective/status', { token: merchant, body: { id: theirs, status: 2 } }))).toBe(1404);
    expect(code(await t.call('DELETE', 'okr/objective', { token: merchant, query: { id: theirs } }))).toBe(1404);
    expect(code(await t.call('POST', 'okr/key-result', { token: merchant, body: newKeyResult(theirs) }))).toBe(1404);
    expect(code(await t.call('GET', 'okr/key-result', { token: merchant, query: { id: kr } }))).toBe(1404);
    expect(code(await t.call('PUT', 'okr/key-result', { token: merchant, body: { ...newKeyResult(theirs), id: kr } }))).toBe(1404);
    expect(code(await t.call('PUT', 'okr/key-result/progress', { token: merchant, body: { id: kr, value: 70 } }))).toBe(1404);
    expect(code(await t.call('DELETE', 'okr/key-result', { token: merchant, query: { id: kr } }))).toBe(1404);
    expect(code(await t.call('GET', 'okr/key-result/checkin/list', { token: merchant, query: { key_result: kr } }))).toBe(1404);
    const mine = ok(await t.call('GET', 'okr/objective/list', { token: merchant, query: { page_size: 100 } }));
    expect(mine.row.every((r: { merchant: number }) => r.merchant === 100101)).toBe(true);
    expect(mine.row.map((r: { id: number }) => r.id)).not.toContain(theirs);
    expect(ok(await t.call('GET', 'okr/objective', { token: group, query: { id: theirs } })).key_results).toHaveLength(1);
  });

  it('offers the merchant’s own accounts and projects to choose from', async () => {
    const owners = ok(await t.call('GET', 'session/option/list', { token: merchant, query: { id: 'okr-owner' } })).row;
    expect(owners.map((o: { value: number }) => o.value)).toEqual(expect.arrayContaining([owner, colleague]));
    expect(owners.map((o: { value: number }) => o.value)).not.toContain(groupOwner);
    const projects = ok(await t.call('GET', 'session/option/list', { token: merchant, query: { id: 'okr-project' } })).row;
    expect(projects.map((o: { value: number }) => o.value)).toContain(ownProject);
    expect(projects.map((o: { value: number }) => o.value)).not.toContain(groupProject);
  });
});

describe('demo data', () => {
  it('gives 福田中心停车场 OKRs with key results and check-ins', async () => {
    const list = ok(await t.call('GET', 'okr/objective/list', { token: merchant, query: { keywords: '月卡续费率' } }));
    const demo = list.row.find((r: { title: string }) => r.title === '提升车场月卡续费率与服务口碑');
    expect(demo).toMatchObject({ cycle: '2026-Q4', status: 1, key_result_count: 3, weight_total: 100 });
    expect(demo.progress).toBe(40.7); // 0.5 × 42.5 + 0.3 × 33.3 + 0.2 × 47.3
    const detail = ok(await t.call('GET', 'okr/objective', { token: merchant, query: { id: demo.id } }));
    const history = ok(await t.call('GET', 'okr/key-result/checkin/list', { token: merchant, query: { key_result: detail.key_results[0].id } }));
    expect(history.row.map((r: { value: number }) => r.value)).toEqual([68.5, 64]);
  });
});
