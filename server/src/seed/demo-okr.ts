import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { manager, okrKeyResult, okrKeyResultCheckin, okrObjective, project } from '../db/schema/index.js';
import { keyResultProgress } from '@console/contract';

/**
 * OKR of 福田中心停车场 (100101) for 2026-Q4: two objectives 进行中 (one on its A 区 project) with weighted key results
 * and a few check-ins each, and one 已完成 objective of Q3. Deterministic (fixed times, no randomness).
 */
export async function seedDemoOkr(tx: Tx) {
  const accounts = await tx.select({ id: manager.id, name: manager.name, superuser: manager.superuser }).from(manager).where(eq(manager.merchant, 100101)).orderBy(asc(manager.id));
  const main = accounts.find((a) => a.superuser);
  const staff = accounts.find((a) => !a.superuser) ?? main;
  if (!main || !staff) return;
  const [areaA] = await tx.select({ id: project.id }).from(project).where(and(eq(project.merchant, 100101), eq(project.code, 'FT-A'))).limit(1);

  const day = (d: string, hour = 2) => new Date(`${d}T${String(hour).padStart(2, '0')}:00:00Z`);
  const objectives = [
    {
      title: '提升车场月卡续费率与服务口碑',
      description: '四季度聚焦老客户留存：月卡到期提醒、线上续费和投诉快速响应。',
      cycle: '2026-Q4',
      project: areaA?.id ?? null,
      status: 1,
      created: '2026-10-08',
      krs: [
        { title: '月卡续费率', start: 60, target: 80, unit: '%', weight: 50, owner: staff, due: '2026-12-31', checkins: [[64, '10-20', '上线到期短信提醒'], [68.5, '11-05', '线上续费占比过半']] as const, status: 1 },
        { title: '投诉平均处理时长', start: 48, target: 24, unit: '小时', weight: 30, owner: main, due: '2026-12-15', checkins: [[40, '10-25', '值班表调整后夜间响应更快']] as const, status: 2 },
        { title: '线上续费用户数', start: 0, target: 300, unit: '人', weight: 20, owner: staff, due: '2026-12-31', checkins: [[85, '10-31', ''], [142, '11-15', '会员日活动带动']] as const, status: 1 },
      ],
    },
    {
      title: '降低临停收费异常',
      description: '减少异常放行和车牌识别错误造成的收费损失。',
      cycle: '2026-Q4',
      project: null,
      status: 1,
      created: '2026-10-10',
      krs: [
        { title: '异常放行占出场比例', start: 3.2, target: 1, unit: '%', weight: 60, owner: main, due: '2026-12-31', checkins: [[2.6, '11-01', '无牌车扫码出场上线']] as const, status: 3 },
        { title: '车牌识别准确率', start: 95, target: 99, unit: '%', weight: 40, owner: staff, due: '2026-11-30', checkins: [] as const, status: 1 },
      ],
    },
    {
      title: '完成 B 区充电站试运营',
      description: '',
      cycle: '2026-Q3',
      project: null,
      status: 2,
      created: '2026-07-02',
      krs: [{ title: '充电桩上线数量', start: 0, target: 12, unit: '台', weight: 100, owner: main, due: '2026-09-30', checkins: [[12, '09-28', '全部上线']] as const, status: 1 }],
    },
  ];

  for (const o of objectives) {
    const [created] = await tx
      .insert(okrObjective)
      .values({ merchant: 100101, title: o.title, description: o.description, cycle: o.cycle, owner: main.id, owner_name: main.name, project: o.project, status: o.status, create_time: day(o.created), update_time: day(o.created) })
      .returning({ id: okrObjective.id });
    for (const k of o.krs) {
      const year = o.created.slice(0, 4);
      const last = k.checkins.at(-1);
      const current = last ? last[0] : k.start;
      const [kr] = await tx
        .insert(okrKeyResult)
        .values({
          merchant: 100101,
          objective: created!.id,
          title: k.title,
          start_value: k.start,
          target_value: k.target,
          current_value: current,
          unit: k.unit,
          weight: k.weight,
          owner: k.owner.id,
          owner_name: k.owner.name,
          due_date: k.due,
          status: k.status,
          create_time: day(o.created, 3),
          update_time: last ? day(`${year}-${last[1]}`) : day(o.created, 3),
        })
        .returning({ id: okrKeyResult.id });
      let previous: number = k.start;
      for (const [value, date, note] of k.checkins) {
        await tx.insert(okrKeyResultCheckin).values({
          merchant: 100101,
          key_result: kr!.id,
          previous_value: previous,
          value,
          progress: keyResultProgress({ start_value: k.start, target_value: k.target, current_value: value }),
          status: k.status,
          note,
          manager: k.owner.id,
          manager_name: k.owner.name,
          create_time: day(`${year}-${date}`),
        });
        previous = value;
      }
    }
  }
}
