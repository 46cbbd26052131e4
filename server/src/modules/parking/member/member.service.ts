import { maskPhone, normalPlate, parkingMemberLevels, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { badParameter, conflict, notFound } from '../../../errors.js';
import { inScope, ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { iso } from '../../../shared/time.js';
import * as repository from './member.repository.js';

/**
 * 停车会员 and 会员设置 of a parking merchant (docs/decisions.md, "Parking members, member settings, reporting service;
 * the 停车管理's 客户, 会员, 优惠券"): the members that joined in the drivers' app, with their cars' last 30 days in the
 * merchant's records; 停用 (with a reason) and 恢复 by the merchant; the partner's and group's 停车管理 read them
 * (`merchant`). Mobiles are masked in every reply.
 */
const VISIT_DAYS = 30;

/** The settings a merchant that never saved any has. */
export const DEFAULT_SETTING = {
  enabled: true, plate_limit: 3, bind_audit: false, points_per_yuan: 1, silver_points: 500, gold_points: 2000, silver_discount: 95, gold_discount: 90,
} as const;

const target = (r: { id: number; member_no: string; merchant: number }) => ({ type: 'parking_member', id: r.id, name: r.member_no, merchant: r.merchant });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.parkingMemberList>) {
  const page = pageOf(query);
  const filter: repository.Filter = {
    merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), keywords: query.keywords?.trim() || undefined,
    plate: query.plate ? normalPlate(query.plate) || undefined : undefined, level: query.level, status: query.status,
  };
  const since = new Date(Date.now() - VISIT_DAYS * 86_400_000);
  const { rows, total, counts } = await db.tenant(access.scope, async (tx) => ({
    rows: await repository.page(tx, filter, since, page.size, page.offset),
    total: await repository.total(tx, filter),
    counts: await repository.counts(tx, filter),
  }));
  return {
    ...listPayload(rows.map((r) => ({ ...r, mobile: maskPhone(r.mobile), join_time: iso(r.join_time), last_entry_time: r.last_entry_time ? iso(r.last_entry_time) : null })), total, page),
    counts,
  };
}

/** 停用 (a reason of 2+ characters) or 恢复 one of the merchant's own members; the same state twice answers 1409. */
export async function setStatus(db: Database, actor: Actor, body: CallBody<typeof calls.parkingMemberStatus>) {
  const access = actor.access;
  const reason = body.status === 2 ? body.reason?.trim() ?? '' : '';
  if (body.status === 2 && reason.length < 2) throw badParameter('请填写停用原因（至少 2 个字）', '停用原因会显示在会员列表中');
  return db.tenant(ownScope(access), async (tx) => {
    const row = await repository.find(tx, body.id);
    if (!row || !inScope(access.scope, row.merchant) || row.merchant !== access.merchant.id) throw notFound('会员');
    if (row.status === body.status) throw conflict(body.status === 2 ? `会员 ${row.member_no} 已停用` : `会员 ${row.member_no} 未停用`, '请刷新列表查看最新状态');
    await repository.setStatus(tx, row.id, body.status, reason);
    const state = (s: number, r: string) => ({ status: s === 2 ? '已停用' : '正常', stop_reason: r || '-' });
    await audit(tx, actor, target(row), { before: state(row.status, row.stop_reason), after: state(body.status, reason) });
    return { id: row.id };
  });
}

export async function setting(db: Database, access: Access) {
  const merchant = access.merchant.id;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await repository.setting(tx, merchant);
    const counts = new Map((await repository.levelCounts(tx, merchant)).map((r) => [r.level, r.members]));
    const levels = Object.keys(parkingMemberLevels).map((l) => ({ level: Number(l), members: counts.get(Number(l)) ?? 0 }));
    if (!row) return { ...DEFAULT_SETTING, saved: false, operator: '', update_time: null, levels };
    const { merchant: _m, create_time: _c, update_time, operator, ...values } = row;
    return { ...values, saved: true, operator, update_time: iso(update_time), levels };
  });
}

type Setting = CallBody<typeof calls.parkingMemberSettingSet>;

const described = (s: Setting) => ({
  enabled: s.enabled ? '开放' : '关闭', plate_limit: s.plate_limit, bind_audit: s.bind_audit ? '需审核' : '无需审核', points_per_yuan: s.points_per_yuan,
  silver_points: s.silver_points, gold_points: s.gold_points, silver_discount: `${s.silver_discount}%`, gold_discount: `${s.gold_discount}%`,
});

export async function saveSetting(db: Database, actor: Actor, body: Setting) {
  const access = actor.access;
  if (body.gold_points <= body.silver_points) throw badParameter('升金卡所需积分须大于升银卡所需积分', `升银卡为 ${body.silver_points} 分，升金卡请填写更大的积分`);
  if (body.gold_discount > body.silver_discount) throw badParameter('金卡折扣不能高于银卡折扣', `银卡为 ${body.silver_discount}%（数值越小优惠越大），金卡请填写不超过它的数值`);
  const merchant = access.merchant.id;
  return db.tenant(ownScope(access), async (tx) => {
    const before = await repository.setting(tx, merchant);
    await repository.saveSetting(tx, { merchant, ...body, operator: access.manager.name });
    await audit(tx, actor, { type: 'parking_member_setting', id: merchant, name: '会员设置', merchant }, { before: described(before ?? DEFAULT_SETTING), after: described(body) });
    return { saved: true };
  });
}
