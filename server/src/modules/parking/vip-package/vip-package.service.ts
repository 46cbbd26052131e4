import { Code, formatMoney, VipPackageStatus, vipPackageStatuses, vipPeriods, vipTimeRanges, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, missingPermission, notFound, unlessDuplicate } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import { chosenMerchant } from '../../../shared/scope.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { lockPark, lockParkById } from '../vip/vip.service.js';
import * as repository from './vip-package.repository.js';

/**
 * Monthly packages (月卡套餐; the merchant's 固定车类型) of the parks in scope — the group's members', the merchant's own: 新建, 编辑 (its park stays), 启用 ⇄ 停用, 删除 while no card and
 * no application names it. The merchant's cards, renewals and applications choose from the enabled ones
 * (`parking/parking/vip/values`). docs/decisions.md, "The parking group's vehicles".
 */
export const packageLifecycle: Lifecycle<number> = {
  what: '月卡套餐',
  names: vipPackageStatuses,
  moves: { [VipPackageStatus.enabled]: [VipPackageStatus.disabled], [VipPackageStatus.disabled]: [VipPackageStatus.enabled] },
};

type Row = repository.PackageRow;
type Save = CallBody<typeof calls.groupVipValueSave>;

const shown = ({ park: _park, ...r }: Row) => ({ ...r, create_time: iso(r.create_time), update_time: iso(r.update_time) });
const target = (r: { id: number; name: string; merchant: number }) => ({ type: 'parking_vip_package', id: r.id, name: r.name, merchant: r.merchant });
const audited = (r: { name: string; period_months: number; price: number; time_range: number; park_name?: string }) => ({
  ...(r.park_name ? { park: r.park_name } : {}),
  name: r.name,
  period: vipPeriods[r.period_months as keyof typeof vipPeriods] ?? `${r.period_months} 个月`,
  price: `${formatMoney(r.price)} 元`,
  time_range: vipTimeRanges[r.time_range as keyof typeof vipTimeRanges] ?? String(r.time_range),
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.groupVipValueList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined, status: query.status, keywords: query.keywords?.trim() || undefined, id: query.id };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

async function findChecked(tx: Tx, access: Access, id: number) {
  const row = await repository.find(tx, id, { lock: true });
  if (!row || !inScope(access.scope, row.merchant)) throw notFound('月卡套餐');
  return row;
}


const nameTaken = (park: { park_name: string }, name: string) => badParameter(`${park.park_name}已有名为「${name}」的套餐`, '同一停车场的套餐名称不能重复，请换一个名称');

async function assertNameFree(tx: Tx, merchant: number, park: { id: number; park_name: string }, name: string, except?: number) {
  if (await repository.namedLike(tx, merchant, park.id, name, except)) throw nameTaken(park, name);
}

/** The codes a save needs: the group's (its members' parks) or the merchant's (its own parks, 固定车类型). */
export const groupCodes = { create: 'parking:group:vip:value:create', update: 'parking:group:vip:value:update', what: '月卡套餐' } as const;
export const merchantCodes = { create: 'parking:parking:vip:value:create', update: 'parking:parking:vip:value:update', what: '固定车类型' } as const;

/** 新建 (no id: `value:create`) or 编辑 (an id: `value:update`) a package of a park in scope. */
export async function save(db: Database, caller: Actor, body: Save, codes: { create: string; update: string; what: string } = groupCodes) {
  const access = caller.access;
  // The audit log names what was done, not the call's 「新建或编辑」.
  const actor = { ...caller, action: `${body.id === undefined ? '新建' : '编辑'}${codes.what}` };
  const name = body.name.trim();
  if (name.length < 2) throw badParameter('套餐名称至少 2 个字', '如「标准月卡」「夜间季卡」');
  const fields = { name, period_months: body.period_months, price: body.price, time_range: body.time_range };
  if (body.id === undefined) {
    if (!access.permissions.has(codes.create)) throw missingPermission(codes.create);
    return db.tenant(access.scope, async (tx) => {
      const park = await lockPark(tx, body.park_code);
      if (!park || !inScope(access.scope, park.merchant)) throw notFound('停车场');
      await assertNameFree(tx, park.merchant, park, name);
      const id = await unlessDuplicate(() => repository.insert(tx, { merchant: park.merchant, park: park.id, ...fields }), () => nameTaken(park, name));
      await audit(tx, actor, target({ id, name, merchant: park.merchant }), { after: audited({ ...fields, park_name: park.park_name }) });
      return { id };
    });
  }
  if (!access.permissions.has(codes.update)) throw missingPermission(codes.update);
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, body.id!);
    if (row.park_code !== body.park_code) throw badParameter('套餐的停车场不能修改', '要用于另一个停车场，请为它新建套餐');
    await assertNameFree(tx, row.merchant, { id: row.park, park_name: row.park_name }, name, row.id);
    await unlessDuplicate(() => repository.update(tx, row.id, fields), () => nameTaken(row, name));
    await audit(tx, actor, target({ ...row, name }), { before: audited(row), after: audited(fields) });
    return { id: row.id };
  });
}

/** 删除: only a package no card and no application names (the park is locked: no card is opened on it meanwhile). */
export async function remove(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, id);
    await lockParkById(tx, row.park);
    const used = await repository.uses(tx, row.merchant, row.id);
    if (used.cards || used.applies) {
      const what = [used.cards ? `${used.cards} 张月卡` : '', used.applies ? `${used.applies} 条固定车申请` : ''].filter(Boolean).join('、');
      throw new AppError(Code.ILLEGAL_TRANSITION, `套餐「${row.name}」有${what}在使用，不能删除`, '可以停用它：停用后不再用于新的月卡，已有月卡不受影响');
    }
    await repository.remove(tx, row.id);
    await audit(tx, actor, target(row), { before: audited(row) });
    return { id: row.id };
  });
}

async function move(db: Database, actor: Actor, id: number, to: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, id);
    assertTransition(packageLifecycle, row.status, to);
    await repository.update(tx, row.id, { status: to });
    await audit(tx, actor, target(row), { before: { status: vipPackageStatuses[row.status as 0 | 1] }, after: { status: vipPackageStatuses[to as 0 | 1] } });
    return { id: row.id, status: to };
  });
}

export const disable = (db: Database, actor: Actor, id: number) => move(db, actor, id, VipPackageStatus.disabled);
export const enable = (db: Database, actor: Actor, id: number) => move(db, actor, id, VipPackageStatus.enabled);
