import { and, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { parkingMember, parkingMemberSetting } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { amongKeys, exactTotal } from '../../../shared/paging.js';
import { plateVisits } from '../../../shared/plate-visits.js';
import { withinScope } from '../../../shared/scope.js';
import { anyPlateContains, contains } from '../../../shared/text.js';

// 停车会员 and 会员设置. Every query names the merchants it serves; row-level security is the second line.

export interface Filter {
  merchants: Scope;
  merchant?: number;
  keywords?: string;
  plate?: string;
  level?: number;
  status?: number;
}

const base = (f: Filter): (SQL | undefined)[] => [
  withinScope(parkingMember.merchant, f.merchants),
  f.merchant ? eq(parkingMember.merchant, f.merchant) : undefined,
  f.keywords
    ? /^\d{4,11}$/.test(f.keywords)
      ? or(like(parkingMember.mobile, `%${f.keywords}`), ilike(parkingMember.member_no, contains(f.keywords)))
      : or(ilike(parkingMember.member_no, contains(f.keywords)), ilike(parkingMember.nickname, contains(f.keywords)))
    : undefined,
  f.plate ? anyPlateContains(parkingMember.plates, f.plate) : undefined,
  f.level ? eq(parkingMember.level, f.level) : undefined,
];
const where = (f: Filter) => and(...base(f), f.status ? eq(parkingMember.status, f.status) : undefined);

const select = (tx: Tx, since: Date) =>
  tx
    .select({
      id: parkingMember.id,
      merchant: parkingMember.merchant,
      merchant_name: merchantNameOf(parkingMember.merchant),
      member_no: parkingMember.member_no,
      nickname: parkingMember.nickname,
      mobile: parkingMember.mobile,
      level: parkingMember.level,
      plates: parkingMember.plates,
      points: parkingMember.points,
      status: parkingMember.status,
      stop_reason: parkingMember.stop_reason,
      join_time: parkingMember.join_time,
      ...plateVisits(parkingMember.merchant, parkingMember.plates, since),
    })
    .from(parkingMember);

const order = [desc(parkingMember.join_time), desc(parkingMember.id)];

export function page(tx: Tx, f: Filter, since: Date, limit: number, offset: number) {
  const ids = tx.select({ id: parkingMember.id }).from(parkingMember).where(where(f)).orderBy(...order).limit(limit).offset(offset);
  return select(tx, since).where(amongKeys(parkingMember.id, ids)).orderBy(...order);
}

export const total = (tx: Tx, f: Filter) => exactTotal(tx, parkingMember, where(f));

/** 会员概况 under the filter without its state: members, 正常, 已停用, and members with a car in the lot now. */
export async function counts(tx: Tx, f: Filter) {
  const [row] = await tx
    .select({
      total: count(),
      normal: sql<number>`count(*) filter (where ${parkingMember.status} = 1)`.mapWith(Number),
      stopped: sql<number>`count(*) filter (where ${parkingMember.status} = 2)`.mapWith(Number),
      in_lot: sql<number>`count(*) filter (where exists (select 1 from parking_record r where r.merchant = ${parkingMember.merchant} and r.status = 1 and r.plate = any(${parkingMember.plates})))`.mapWith(Number),
    })
    .from(parkingMember)
    .where(and(...base(f)));
  return row ?? { total: 0, normal: 0, stopped: 0, in_lot: 0 };
}

export async function find(tx: Tx, id: number) {
  const [row] = await tx.select().from(parkingMember).where(eq(parkingMember.id, id)).for('update');
  return row;
}

export const setStatus = (tx: Tx, id: number, status: number, reason: string) =>
  tx.update(parkingMember).set({ status, stop_reason: reason, update_time: new Date() }).where(eq(parkingMember.id, id));

export async function setting(tx: Tx, merchant: number) {
  const [row] = await tx.select().from(parkingMemberSetting).where(eq(parkingMemberSetting.merchant, merchant));
  return row;
}

export async function saveSetting(tx: Tx, values: typeof parkingMemberSetting.$inferInsert) {
  const { merchant, ...rest } = values;
  await tx.insert(parkingMemberSetting).values(values).onConflictDoUpdate({ target: parkingMemberSetting.merchant, set: { ...rest, update_time: new Date() } });
}

/** The merchant's 正常 members per level. */
export const levelCounts = (tx: Tx, merchant: number) =>
  tx
    .select({ level: parkingMember.level, members: count() })
    .from(parkingMember)
    .where(and(eq(parkingMember.merchant, merchant), eq(parkingMember.status, 1)))
    .groupBy(parkingMember.level);
