import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * OKR (目标与关键结果): a merchant's own objectives, each with weighted key results whose progress is checked in.
 * Every merchant's own team, like projects (no product); an objective may belong to one of the merchant's
 * projects. docs/decisions.md, "OKR".
 */
export const OkrObjectiveStatus = { active: 1, done: 2, cancelled: 3 } as const;
export const okrObjectiveStatusNames: Record<number, string> = { 1: '进行中', 2: '已完成', 3: '已取消' };
/** A key result's confidence, set at each check-in. */
export const okrKeyResultStatusNames: Record<number, string> = { 1: '正常', 2: '有风险', 3: '已落后' };

/** `2026-Q4`: a year and its quarter. */
export const okrCyclePattern = '^20[0-9]{2}-Q[1-4]$';
export const okrCycleName = (cycle: string) => {
  const m = /^(\d{4})-Q([1-4])$/.exec(cycle);
  return m ? `${m[1]} 年第 ${m[2]} 季度` : cycle;
};

/** A key result's progress, 0–100 (one decimal): (current − start) / (target − start), clamped. */
export function keyResultProgress(kr: { start_value: number; target_value: number; current_value: number }) {
  const span = kr.target_value - kr.start_value;
  if (span === 0) return kr.current_value === kr.target_value ? 100 : 0;
  const ratio = (kr.current_value - kr.start_value) / span;
  return Math.round(Math.min(1, Math.max(0, ratio)) * 1000) / 10;
}

/** An objective's progress: its key results' progress weighted by their weights (0 without key results). */
export function objectiveProgress(krs: readonly { weight: number; start_value: number; target_value: number; current_value: number }[]) {
  const weights = krs.reduce((sum, kr) => sum + kr.weight, 0);
  if (weights === 0) return 0;
  const weighted = krs.reduce((sum, kr) => sum + kr.weight * keyResultProgress(kr), 0);
  return Math.round((weighted / weights) * 10) / 10;
}

export const OKR_WEIGHT_TOTAL = 100;

const Value = (title: string) => Type.Number({ minimum: -999999999999, maximum: 999999999999, multipleOf: 0.01, title, description: '最多两位小数' });

export const OkrKeyResultRecord = Type.Object({
  id: Type.Integer({ title: '关键结果 ID' }),
  objective: Type.Integer({ title: '目标 ID' }),
  title: Type.String({ title: '关键结果' }),
  start_value: Type.Number({ title: '起始值' }),
  target_value: Type.Number({ title: '目标值' }),
  current_value: Type.Number({ title: '当前值' }),
  unit: Type.String({ title: '单位' }),
  weight: Type.Integer({ title: '权重' }),
  owner: Type.Integer({ title: '负责人账号 ID' }),
  owner_name: Type.String({ title: '负责人' }),
  due_date: Type.Union([Type.String(), Type.Null()], { title: '截止日期' }),
  status: Type.Integer({ title: '状态', description: '1 正常，2 有风险，3 已落后' }),
  status_name: Type.String({ title: '状态名称' }),
  progress: Type.Number({ title: '进度（%）' }),
  checkin_count: Type.Integer({ title: '进度更新次数' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const OkrObjectiveRecord = Type.Object({
  id: Type.Integer({ title: '目标 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  title: Type.String({ title: '目标' }),
  description: Type.String({ title: '描述' }),
  cycle: Type.String({ title: '周期', description: '如 2026-Q4' }),
  cycle_name: Type.String({ title: '周期名称' }),
  owner: Type.Integer({ title: '负责人账号 ID' }),
  owner_name: Type.String({ title: '负责人' }),
  project: Type.Union([Type.Integer(), Type.Null()], { title: '所属项目 ID' }),
  project_name: Type.String({ title: '所属项目' }),
  status: Type.Integer({ title: '状态', description: '1 进行中，2 已完成，3 已取消' }),
  status_name: Type.String({ title: '状态名称' }),
  progress: Type.Number({ title: '进度（%）', description: '关键结果进度按权重加权' }),
  weight_total: Type.Integer({ title: '关键结果权重合计' }),
  key_result_count: Type.Integer({ title: '关键结果数' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const OkrObjectiveDetail = Type.Intersect([OkrObjectiveRecord, Type.Object({ key_results: Type.Array(OkrKeyResultRecord) })]);

const objectiveFields = {
  title: Text('目标', 100, 2),
  description: Type.Optional(Text('描述', 500)),
  cycle: Type.String({ pattern: okrCyclePattern, title: '周期', description: '年份与季度，如 2026-Q4', examples: ['2026-Q4'] }),
  owner: Id('负责人'),
  project: Type.Optional(Id('所属项目')),
};

const ObjectiveRef = Type.Object({ id: Id('目标 ID') });
const KeyResultRef = Type.Object({ id: Id('关键结果 ID') });

export const okrObjectiveList = defineCall({
  method: 'GET',
  path: 'okr/objective/list',
  summary: '目标列表（本商户的目标）',
  auth: 'token',
  permission: { anyOf: ['okr:objective:list'] },
  query: Type.Object({
    ...pageQuery(20),
    cycle: Type.Optional(Type.String({ pattern: okrCyclePattern, title: '周期' })),
    status: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, title: '状态' })),
    owner: Type.Optional(Id('负责人')),
    project: Type.Optional(Id('所属项目')),
    keywords: Type.Optional(Text('目标或描述', 50)),
  }),
  reply: ListOf(OkrObjectiveRecord),
});

export const okrObjectiveGet = defineCall({
  method: 'GET', path: 'okr/objective', summary: '目标详情（含关键结果）', auth: 'token',
  permission: { anyOf: ['okr:objective:list'] }, query: ObjectiveRef, reply: OkrObjectiveDetail,
});

export const okrObjectiveCreate = defineCall({
  method: 'POST', path: 'okr/objective', summary: '新建目标', auth: 'token',
  permission: { anyOf: ['okr:objective:create'] }, body: Type.Object(objectiveFields), reply: Type.Object({ id: Type.Integer({ title: '目标 ID' }) }),
});

export const okrObjectiveUpdate = defineCall({
  method: 'PUT', path: 'okr/objective', summary: '编辑目标（进行中的目标）', auth: 'token',
  permission: { anyOf: ['okr:objective:update'] }, body: Type.Object({ id: Id('目标 ID'), ...objectiveFields }), reply: Type.Object({ id: Type.Integer() }),
});

export const okrObjectiveDelete = defineCall({
  method: 'DELETE', path: 'okr/objective', summary: '删除目标（连同其关键结果与进度记录）', auth: 'token',
  permission: { anyOf: ['okr:objective:update'] }, query: ObjectiveRef, reply: Type.Object({ id: Type.Integer() }),
});

export const okrObjectiveStatus = defineCall({
  method: 'PUT', path: 'okr/objective/status', summary: '完成、取消或重新开启目标', auth: 'token',
  permission: { anyOf: ['okr:objective:update'] },
  body: Type.Object({ id: Id('目标 ID'), status: Type.Integer({ minimum: 1, maximum: 3, title: '状态', description: '1 进行中，2 已完成，3 已取消' }) }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

const keyResultFields = {
  title: Text('关键结果', 100, 2),
  start_value: Value('起始值'),
  target_value: Value('目标值'),
  unit: Type.Optional(Text('单位', 10)),
  weight: Type.Integer({ minimum: 1, maximum: OKR_WEIGHT_TOTAL, title: '权重', description: '1-100，同一目标的权重合计不超过 100' }),
  owner: Id('负责人'),
  due_date: Type.Optional(Type.String({ format: 'date', title: '截止日期' })),
};

export const okrKeyResultGet = defineCall({
  method: 'GET', path: 'okr/key-result', summary: '关键结果详情', auth: 'token',
  permission: { anyOf: ['okr:objective:list'] }, query: KeyResultRef, reply: OkrKeyResultRecord,
});

export const okrKeyResultCreate = defineCall({
  method: 'POST', path: 'okr/key-result', summary: '添加关键结果（当前值从起始值开始）', auth: 'token',
  permission: { anyOf: ['okr:objective:update'] },
  body: Type.Object({ objective: Id('目标 ID'), ...keyResultFields }),
  reply: Type.Object({ id: Type.Integer({ title: '关键结果 ID' }) }),
});

export const okrKeyResultUpdate = defineCall({
  method: 'PUT', path: 'okr/key-result', summary: '编辑关键结果（当前值只由进度更新改变）', auth: 'token',
  permission: { anyOf: ['okr:objective:update'] },
  body: Type.Object({ id: Id('关键结果 ID'), ...keyResultFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const okrKeyResultDelete = defineCall({
  method: 'DELETE', path: 'okr/key-result', summary: '删除关键结果', auth: 'token',
  permission: { anyOf: ['okr:objective:update'] }, query: KeyResultRef, reply: Type.Object({ id: Type.Integer() }),
});

export const okrKeyResultProgress = defineCall({
  method: 'PUT', path: 'okr/key-result/progress', summary: '更新进度（记一条进度记录）', auth: 'token',
  permission: { anyOf: ['okr:objective:update'] },
  body: Type.Object({
    id: Id('关键结果 ID'),
    value: Value('当前值'),
    status: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, title: '状态', description: '1 正常，2 有风险，3 已落后；不填保持不变' })),
    note: Type.Optional(Text('进展说明', 200)),
  }),
  reply: Type.Object({ id: Type.Integer(), current_value: Type.Number(), progress: Type.Number(), checkin: Type.Integer({ title: '进度记录 ID' }) }),
});

export const OkrCheckinRecord = Type.Object({
  id: Type.Integer(),
  key_result: Type.Integer({ title: '关键结果 ID' }),
  previous_value: Type.Number({ title: '更新前' }),
  value: Type.Number({ title: '更新后' }),
  progress: Type.Number({ title: '更新后进度（%）' }),
  status: Type.Integer({ title: '状态' }),
  status_name: Type.String({ title: '状态名称' }),
  note: Type.String({ title: '进展说明' }),
  manager: Type.Integer({ title: '更新人账号 ID' }),
  manager_name: Type.String({ title: '更新人' }),
  create_time: Type.String({ title: '更新时间' }),
});

export const okrCheckinList = defineCall({
  method: 'GET', path: 'okr/key-result/checkin/list', summary: '关键结果的进度记录（新的在前）', auth: 'token',
  permission: { anyOf: ['okr:objective:list'] },
  query: Type.Object({ ...pageQuery(20), key_result: Id('关键结果 ID') }),
  reply: ListOf(OkrCheckinRecord),
});
