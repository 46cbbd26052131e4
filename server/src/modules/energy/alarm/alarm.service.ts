import { AlarmProcess, alarmKinds, Code, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Scope } from '../../../db/client.js';
import { energyAlarm } from '../../../db/schema/index.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { cappedPageOf, cappedTotal, listPayload } from '../../../shared/paging.js';
import { dayAfter, dayStart, iso } from '../../../shared/time.js';
import { energyScope } from '../scope.js';
import * as repository from './alarm.repository.js';

/** The to-do's period (document 1 §3): unprocessed alarms of the last 30 days. */
export const TODO_DAYS = 30;

const shown = (r: repository.AlarmRow) => ({ ...r, alarm_time: iso(r.alarm_time), process_time: r.process_time ? iso(r.process_time) : null });

const DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** A bound from the address: a day (the whole day in UTC+8) or an instant (the to-do link's ISO times). */
function bound(value: string | undefined, name: string) {
  if (!value) return undefined;
  const date = DAY.test(value) ? dayStart(value) : new Date(value);
  if (Number.isNaN(date.getTime())) throw badParameter(`参数 ${name}：时间格式不正确`, '请用日期（2026-03-01）或 ISO 时间');
  return date;
}

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.energyAlarmList>) {
  const page = cappedPageOf(query);
  const from = bound(query.start_time, 'start_time');
  const end = query.end_time && DAY.test(query.end_time) ? { before: dayAfter(query.end_time) } : { to: bound(query.end_time, 'end_time') };
  const filter: repository.Filter = {
    merchants: energyScope(access, 'alarm', 'basic'),
    merchant: query.merchant,
    station_code: query.station_code,
    device_code: query.device_code,
    level: query.level,
    kind: query.kind,
    process: query.process,
    from,
    ...end,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({
    rows: await repository.page(tx, filter, page.size, page.offset),
    total: await cappedTotal(tx, energyAlarm, repository.where(filter)),
  }));
  return listPayload(rows.map(shown), total, page);
}

export async function get(db: Database, access: Access, id: number) {
  const row = await db.tenant(access.scope, (tx) => repository.find(tx, energyScope(access, 'alarm', 'basic'), id));
  if (!row) throw notFound('告警');
  return shown(row);
}

/** Processes an alarm once: the note, the caller as processor, now. */
export async function processAlarm(db: Database, actor: Actor, body: CallBody<typeof calls.energyAlarmProcess>) {
  const access = actor.access;
  const note = body.note.trim();
  if (note.length < 2) throw badParameter('处理说明至少 2 个字', '请写明处理结果，如：已现场复位');
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.find(tx, energyScope(access, 'alarm', 'update'), body.id, { lock: true });
    if (!row) throw notFound('告警');
    if (row.process === AlarmProcess.done) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `该告警已由 ${row.processor} 处理`, '告警只能处理一次；可在告警记录中查看处理说明');
    }
    const processor = access.manager.name || access.manager.account;
    const processTime = new Date();
    await repository.process(tx, row.id, { processor, note, process_time: processTime });
    const kind = alarmKinds[row.kind as keyof typeof alarmKinds] ?? row.kind;
    await audit(tx, actor, { type: 'energy_alarm', id: String(row.id), name: `${row.device_code} ${kind}`, merchant: row.merchant }, { before: { process: '未处理' }, after: { process: '已处理', note } });
    return { id: row.id, process: AlarmProcess.done, processor, process_time: iso(processTime) };
  });
}

/** The to-do drawer's 充电 count: unprocessed alarms since `since` (the last 30 days) within the caller's scope. */
export const pendingAlarms = (db: Database, scope: Scope, since = new Date(Date.now() - TODO_DAYS * 86_400_000)) =>
  db.tenant(scope, (tx) => repository.total(tx, { merchants: scope, process: AlarmProcess.pending, from: since }));
