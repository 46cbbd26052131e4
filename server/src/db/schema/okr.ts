import { bigint, bigserial, date, index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';
import { project } from './project.js';

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/** An objective (目标) of a merchant's team for one quarter. Tenant table by `merchant`. docs/decisions.md, "OKR". */
export const okrObjective = pgTable(
  'okr_objective',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** `2026-Q4` (CHECK in the migration). */
    cycle: text('cycle').notNull(),
    /** An account of the merchant, its name kept as it was when chosen. */
    owner: bigint('owner', { mode: 'number' }).notNull(),
    owner_name: text('owner_name').notNull(),
    project: bigint('project', { mode: 'number' }).references(() => project.id, { onDelete: 'set null' }),
    /** 1 进行中, 2 已完成, 3 已取消. */
    status: smallint('status').notNull().default(1),
    ...times,
  },
  (t) => [index('okr_objective_merchant_idx').on(t.merchant, t.id), index('okr_objective_merchant_cycle_idx').on(t.merchant, t.cycle, t.id), index('okr_objective_project_idx').on(t.project)],
);

/** A key result (关键结果) of an objective: from `start_value` towards `target_value`, weighted 1–100. */
export const okrKeyResult = pgTable(
  'okr_key_result',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    objective: bigint('objective', { mode: 'number' }).notNull().references(() => okrObjective.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    start_value: numeric('start_value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    target_value: numeric('target_value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    current_value: numeric('current_value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit').notNull().default(''),
    weight: integer('weight').notNull(),
    owner: bigint('owner', { mode: 'number' }).notNull(),
    owner_name: text('owner_name').notNull(),
    due_date: date('due_date', { mode: 'string' }),
    /** 1 正常, 2 有风险, 3 已落后 (set at check-ins). */
    status: smallint('status').notNull().default(1),
    ...times,
  },
  (t) => [index('okr_key_result_merchant_idx').on(t.merchant, t.objective, t.id)],
);

/** A progress update (进度更新) of a key result, written with the change in one transaction. */
export const okrKeyResultCheckin = pgTable(
  'okr_key_result_checkin',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    key_result: bigint('key_result', { mode: 'number' }).notNull().references(() => okrKeyResult.id, { onDelete: 'cascade' }),
    previous_value: numeric('previous_value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    value: numeric('value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    progress: numeric('progress', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    status: smallint('status').notNull(),
    note: text('note').notNull().default(''),
    manager: bigint('manager', { mode: 'number' }).notNull(),
    manager_name: text('manager_name').notNull(),
    create_time: times.create_time,
  },
  (t) => [index('okr_key_result_checkin_merchant_idx').on(t.merchant, t.key_result, t.id)],
);
