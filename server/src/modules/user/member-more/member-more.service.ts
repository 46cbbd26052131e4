import {
  maskPhone, memberCodeStateNames, memberInventoryStatusNames, memberRightsStateNames, todayInChina, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import { randomInt } from 'node:crypto';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { badParameter, conflict, notFound, unlessDuplicate } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { cappedPageOf, listPayload, pageOf } from '../../../shared/paging.js';
import { dayRange, iso } from '../../../shared/time.js';
import * as repository from './member-more.repository.js';

/**
 * 会员续费 (read), 会员权益 (read, 核销), 会员兑换码 (generate a batch, void) and 会员库存 (per package) of the platform
 * operator, scoped to its own merchant. docs/decisions.md, "会员续费、权益、兑换码、库存与统计".
 */

// ---- 会员续费 ---------------------------------------------------------------------------------------------------------

export async function renewals(db: Database, access: Access, query: CallQuery<typeof calls.memberRenewalList>) {
  const page = cappedPageOf(query);
  const scope = ownScope(access);
  const filter: repository.RenewalFilter = { keywords: query.keywords?.trim() || undefined, member_type: query.member_type, member: query.member, ...dayRange(query) };
  return db.tenant(scope, async (tx) => {
    const rows = await repository.renewalPage(tx, scope, filter, page.size, page.offset);
    const row = rows.map((r) => ({ ...r, mobile: maskPhone(r.mobile), previous_end: iso(r.previous_end), new_end: iso(r.new_end), pay_time: iso(r.pay_time) }));
    return listPayload(row, await repository.renewalTotal(tx, scope, filter), page);
  });
}

// ---- 会员权益 ---------------------------------------------------------------------------------------------------------

/** 已用完 once all are used; 已过期 when its period ended with some left; else 可使用. */
export const rightsState = (g: { used: number; quantity: number; period_end: Date }, now = new Date()) =>
  g.used >= g.quantity ? 2 : g.period_end.getTime() <= now.getTime() ? 3 : 1;

const rightsRecord = (g: repository.RightsRow) => {
  const state = rightsState(g);
  return {
    id: g.id,
    member: g.member,
    member_no: g.member_no,
    user: g.user,
    mobile: maskPhone(g.mobile),
    nickname: g.nickname,
    type_name: g.type_name,
    package_name: g.package_name,
    name: g.name,
    unit: g.unit,
    quantity: g.quantity,
    used: g.used,
    remaining: g.quantity - g.used,
    period_start: iso(g.period_start),
    period_end: iso(g.period_end),
    state,
    state_name: memberRightsStateNames[state]!,
    last_use_time: g.last_use_time ? iso(g.last_use_time) : null,
  };
};

export async function rights(db: Database, access: Access, query: CallQuery<typeof calls.memberRightsList>) {
  const page = cappedPageOf(query);
  const scope = ownScope(access);
  const filter: repository.RightsFilter = { keywords: query.keywords?.trim() || undefined, member: query.member, name: query.name?.trim() || undefined, state: query.state };
  return db.tenant(scope, async (tx) => {
    const rows = await repository.rightsPage(tx, scope, filter, page.size, page.offset);
    return listPayload(rows.map(rightsRecord), await repository.rightsTotal(tx, scope, filter), page);
  });
}

export async function redeem(db: Database, actor: Actor, body: CallBody<typeof calls.memberRightsRedeem>) {
  const scope = ownScope(actor.access);
  return db.tenant(scope, async (tx) => {
    const g = await repository.findGrant(tx, scope, body.id);
    if (!g) throw notFound('会员权益');
    const now = new Date();
    if (g.member_status === 3) throw conflict(`会员 ${g.member_no} 已停用，不能核销权益`);
    if (g.period_start.getTime() > now.getTime()) throw conflict(`「${g.name}」的周期尚未开始`, '请在周期开始后再核销');
    if (g.period_end.getTime() <= now.getTime()) throw conflict(`「${g.name}」已过期，不能核销`);
    const remaining = g.quantity - g.used;
    if (body.quantity > remaining) throw conflict(`「${g.name}」剩余 ${remaining} ${g.unit}，不足 ${body.quantity} ${g.unit}`, '请减少核销数量');
    const used = g.used + body.quantity;
    await repository.useGrant(tx, g.id, used);
    await audit(tx, actor, { type: 'member_rights_grant', id: g.id, name: `${g.member_no} · ${g.name}` }, {
      before: { used: g.used },
      after: { used, redeemed: `${body.quantity} ${g.unit}`, remark: body.remark.trim() },
    });
    return { id: g.id, used, remaining: g.quantity - used };
  });
}

// ---- 会员兑换码 -------------------------------------------------------------------------------------------------------

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 12 characters of an alphabet without 0/O and 1/I: about 60 bits, unique by index. */
export const newCode = () => Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const batchNo = (now: Date) => {
  const china = new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `B${china}${String(randomInt(1000)).padStart(3, '0')}`;
};

type CodeRow = Awaited<ReturnType<typeof repository.codePage>>[number];
const codeRecord = (c: CodeRow, today = todayInChina()) => {
  const state = c.status === 1 && c.expire_date < today ? 4 : c.status;
  return {
    id: c.id,
    code: c.code,
    batch_no: c.batch_no,
    type_name: c.type_name,
    package_uuid: c.package_uuid,
    package_name: c.package_name,
    period: c.period,
    expire_date: c.expire_date,
    state,
    state_name: memberCodeStateNames[state]!,
    used_user: c.used_user,
    used_mobile: c.used_mobile ? maskPhone(c.used_mobile) : '',
    used_member_no: c.used_member_no ?? '',
    used_time: c.used_time ? iso(c.used_time) : null,
    void_reason: c.void_reason,
    operator: c.operator,
    create_time: iso(c.create_time),
  };
};

export async function codes(db: Database, access: Access, query: CallQuery<typeof calls.memberCodeList>) {
  const page = cappedPageOf(query);
  const scope = ownScope(access);
  return db.tenant(scope, async (tx) => {
    let pkg: number | undefined;
    if (query.package_uuid) {
      const p = await repository.findPackage(tx, scope, query.package_uuid);
      if (!p) throw notFound('套餐');
      pkg = p.id;
    }
    const filter: repository.CodeFilter = { code: query.code?.replace(/-/g, '').toUpperCase() || undefined, batch_no: query.batch_no, package: pkg, state: query.state };
    const rows = await repository.codePage(tx, scope, filter, page.size, page.offset);
    return listPayload(rows.map((r) => codeRecord(r)), await repository.codeTotal(tx, scope, filter), page);
  });
}

/** The package's stock check: with an enabled inventory, `count` more must fit in what is left (the row locked). */
async function checkStock(tx: Tx, scope: Scope, pkg: { id: number; name: string }, count: number) {
  const inventory = await repository.lockInventory(tx, scope, { package: pkg.id });
  if (!inventory || inventory.status !== 1) return;
  const { sold, reserved } = await repository.usage(tx, pkg.id);
  const available = inventory.stock - sold - reserved;
  if (count > available) throw conflict(`套餐「${pkg.name}」库存不足：可售 ${Math.max(available, 0)} 份，需要 ${count} 份`, '请减少生成数量，或在「会员库存」中增加库存');
}

export async function createBatch(db: Database, actor: Actor, body: CallBody<typeof calls.memberCodeBatchCreate>) {
  const scope = ownScope(actor.access);
  if (body.expire_date < todayInChina()) throw badParameter('兑换截止日不能早于今天', '请重新选择兑换截止日');
  return db.tenant(scope, async (tx) => {
    const p = await repository.findPackage(tx, scope, body.package_uuid);
    if (!p) throw notFound('套餐');
    if (p.status !== 1 || p.type_status !== 1) throw conflict(`套餐「${p.type_name} · ${p.name}」已停用，不能生成兑换码`, '请先启用套餐及其会员类型');
    const periods = await repository.pricedPeriods(tx, p.id);
    if (!periods.includes(body.period)) throw badParameter(`套餐「${p.name}」没有 ${body.period} 个月的价格`, `可选周期：${periods.sort((a, b) => a - b).map((n) => `${n} 个月`).join('、') || '无（请先为套餐定价）'}`);
    await checkStock(tx, scope, p, body.count);
    const now = new Date();
    const batch_no = batchNo(now);
    const operator = actor.access.manager.name;
    await repository.insertCodes(
      tx,
      Array.from({ length: body.count }, () => ({ merchant: actor.access.merchant.id, code: newCode(), batch_no, package: p.id, period: body.period, expire_date: body.expire_date, operator })),
    );
    await audit(tx, actor, { type: 'member_code_batch', id: batch_no, name: `${p.type_name} · ${p.name}` }, {
      after: { package: `${p.type_name} · ${p.name}`, period: `${body.period} 个月`, count: body.count, expire_date: body.expire_date },
    });
    return { batch_no, count: body.count };
  });
}

export async function voidCodes(db: Database, actor: Actor, body: CallBody<typeof calls.memberCodeVoid>) {
  const scope = ownScope(actor.access);
  const ids = [...new Set(body.ids)];
  const reason = body.reason.trim();
  if (reason.length < 2) throw badParameter('请填写作废原因（至少 2 个字）');
  return db.tenant(scope, async (tx) => {
    const rows = await repository.lockCodes(tx, scope, ids);
    if (rows.length !== ids.length) throw notFound('兑换码');
    const taken = rows.find((r) => r.status !== 1);
    if (taken) throw conflict(`兑换码 ${taken.code} ${memberCodeStateNames[taken.status]}，不能作废`, '只能作废未使用的兑换码');
    await repository.voidCodes(tx, ids, reason);
    for (const r of rows) await audit(tx, actor, { type: 'member_code', id: r.id, name: r.code }, { before: { status: '未使用' }, after: { status: '已作废', reason } });
    return { count: rows.length };
  });
}

// ---- 会员库存 ---------------------------------------------------------------------------------------------------------

type InventoryRow = Awaited<ReturnType<typeof repository.inventoryPage>>[number];
const inventoryRecord = (r: InventoryRow) => {
  const status = r.status ?? 0;
  const available = r.stock === null ? null : r.stock - r.sold - r.reserved;
  return {
    package_id: r.package_id,
    package_uuid: r.package_uuid,
    package_name: r.package_name,
    package_status: r.package_status,
    member_type: r.member_type,
    type_name: r.type_name,
    periods: (r.periods ?? []).map(Number),
    id: r.id,
    stock: r.stock,
    warn_threshold: r.warn_threshold,
    status,
    status_name: memberInventoryStatusNames[status]!,
    sold: r.sold,
    reserved: r.reserved,
    available,
    low: status === 1 && available !== null && available <= (r.warn_threshold ?? 0),
    update_time: r.update_time ? iso(r.update_time) : null,
  };
};

export async function inventories(db: Database, access: Access, query: CallQuery<typeof calls.memberInventoryList>) {
  const page = pageOf(query);
  const scope = ownScope(access);
  const filter: repository.InventoryFilter = { member_type: query.member_type, name: query.name?.trim() || undefined, status: query.status };
  return db.tenant(scope, async (tx) => {
    const rows = await repository.inventoryPage(tx, scope, filter, page.size, page.offset);
    return listPayload(rows.map(inventoryRecord), await repository.inventoryTotal(tx, scope, filter), page);
  });
}

async function checkFloor(tx: Tx, pkg: { id: number; name: string }, stock: number) {
  const { sold, reserved } = await repository.usage(tx, pkg.id);
  if (stock < sold + reserved) throw badParameter(`总库存不能低于已售与已占用之和（${sold} + ${reserved} = ${sold + reserved}）`, '已开通的会员与未使用的兑换码占用库存；可先作废兑换码');
}

export async function createInventory(db: Database, actor: Actor, body: CallBody<typeof calls.memberInventoryCreate>) {
  const scope = ownScope(actor.access);
  return db.tenant(scope, async (tx) => {
    const p = await repository.findPackage(tx, scope, body.package_uuid);
    if (!p) throw notFound('套餐');
    await checkFloor(tx, p, body.stock);
    return unlessDuplicate(
      async () => {
        const id = await repository.insertInventory(tx, { merchant: actor.access.merchant.id, package: p.id, stock: body.stock, warn_threshold: body.warn_threshold, status: 1 });
        await audit(tx, actor, { type: 'member_inventory', id, name: `${p.type_name} · ${p.name}` }, { after: { stock: body.stock, warn_threshold: body.warn_threshold, status: '启用' } });
        return { id };
      },
      () => badParameter(`套餐「${p.name}」已设置库存`, '请在列表中编辑它'),
    );
  });
}

async function ownInventory(tx: Tx, access: Access, id: number) {
  const scope = ownScope(access);
  const row = await repository.lockInventory(tx, scope, { id });
  if (!row) throw notFound('库存');
  const pkg = await repository.packageNames(tx, row.package);
  return { ...row, pkg };
}

export async function updateInventory(db: Database, actor: Actor, body: CallBody<typeof calls.memberInventoryUpdate>) {
  return db.tenant(ownScope(actor.access), async (tx) => {
    const inv = await ownInventory(tx, actor.access, body.id);
    await checkFloor(tx, inv.pkg, body.stock);
    await repository.updateInventory(tx, inv.id, { stock: body.stock, warn_threshold: body.warn_threshold });
    await audit(tx, actor, { type: 'member_inventory', id: inv.id, name: `${inv.pkg.type_name} · ${inv.pkg.name}` }, {
      before: { stock: inv.stock, warn_threshold: inv.warn_threshold },
      after: { stock: body.stock, warn_threshold: body.warn_threshold },
    });
    return { id: inv.id };
  });
}

export async function setInventoryStatus(db: Database, actor: Actor, id: number, status: 1 | 2) {
  return db.tenant(ownScope(actor.access), async (tx) => {
    const inv = await ownInventory(tx, actor.access, id);
    if (inv.status === status) throw conflict(`库存已是「${memberInventoryStatusNames[status]}」状态`);
    await repository.updateInventory(tx, inv.id, { status });
    await audit(tx, actor, { type: 'member_inventory', id: inv.id, name: `${inv.pkg.type_name} · ${inv.pkg.name}` }, {
      before: { status: memberInventoryStatusNames[inv.status] },
      after: { status: memberInventoryStatusNames[status] },
    });
    return { id: inv.id, status };
  });
}
