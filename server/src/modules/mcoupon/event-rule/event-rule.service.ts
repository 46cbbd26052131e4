import {
  couponEventTypes, couponValueText, EventRecordStatus, EventRuleStatus, eventRuleStatuses, formatMoney, normalPlate, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, conflict, notFound, unlessDuplicate } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { cappedPageOf, listPayload, pageOf } from '../../../shared/paging.js';
import { dayRange, dayStart, iso, todayInChina } from '../../../shared/time.js';
import * as coupons from '../coupon/coupon.service.js';
import * as grants from '../grant/grant.service.js';
import * as repository from './event-rule.repository.js';

/**
 * 事件规则: a coupon merchant's rules that grant a coupon to the plate of a parking event, and 事件发放记录, what each
 * event a rule met produced. The merchant's own (every call bound to the caller's merchant; another's answers 1404).
 * Events come in through `onEvent` inside the caller's transaction; no gateway sends them yet (the demo seed does).
 * docs/decisions.md, "Coupon event rules and event records".
 */

const shownRule = ({ coupon_type, coupon_value, coupon_period_start, coupon_period_end, ...r }: repository.RuleRow) => ({
  ...r,
  coupon_value_text: couponValueText({ type: coupon_type, value: coupon_value, period_start: coupon_period_start, period_end: coupon_period_end }),
  create_time: iso(r.create_time),
  update_time: iso(r.update_time),
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.eventRuleList>) {
  const page = pageOf(query);
  const filter: repository.RuleFilter = { merchants: ownScope(access), keywords: query.keywords?.trim() || undefined, event_type: query.event_type, status: query.status };
  const { rows, total } = await db.tenant(ownScope(access), async (tx) => ({ rows: await repository.rulePage(tx, filter, page.size, page.offset), total: await repository.ruleTotal(tx, filter) }));
  return listPayload(rows.map(shownRule), total, page);
}

export async function get(db: Database, access: Access, id: number) {
  return db.tenant(ownScope(access), async (tx) => {
    const row = await repository.findRule(tx, ownScope(access), id);
    if (!row) throw notFound('事件规则');
    const counts = await repository.ruleCounts(tx, row.merchant, row.id, dayStart(todayInChina()));
    return { ...shownRule(row), today_granted: counts.today, event_count: counts.events, skipped_count: counts.skipped };
  });
}

type Fields = CallBody<typeof calls.eventRuleCreate>;

const limitWords = (n: number) => (n === 0 ? '不限' : `${n} 张`);

/** The fields checked together and tidied. A new rule grants an enabled coupon; an edited one may keep a blocked one. */
async function values(tx: Tx, merchant: number, body: Fields, editing?: repository.RuleRow) {
  const name = body.name.trim();
  if (name.length < 2) throw badParameter('参数 name（规则名称）：至少 2 个字', '请填写规则名称');
  if (body.end_date < body.start_date) throw badParameter('参数 end_date（有效期结束日期）不能早于开始日期', '请重新选择日期范围');
  if (!editing && body.end_date < todayInChina()) throw badParameter('参数 end_date（有效期结束日期）不能早于今天', '新建的规则须在有效期内');
  if (body.min_amount > 0 && body.event_type !== 2) throw badParameter('参数 min_amount（最低缴费金额）只适用于停车缴费事件', '其他事件请填 0');
  if (body.plate_day_limit > 0 && body.plate_day_limit < body.grant_count) {
    throw badParameter(`参数 plate_day_limit（每车每日发放上限）不能小于每次发放张数 ${body.grant_count}`, '否则该规则一张也发不出；不限请填 0');
  }
  if (body.total_limit > 0 && body.total_limit < body.grant_count) {
    throw badParameter(`参数 total_limit（累计发放上限）不能小于每次发放张数 ${body.grant_count}`, '否则该规则一张也发不出；不限请填 0');
  }
  if (await repository.ruleByName(tx, merchant, name, editing?.id)) throw badParameter(`事件规则「${name}」已存在`, '请换一个规则名称');
  const coupon = editing && editing.coupon === body.coupon ? await coupons.ownedIn(tx, merchant, body.coupon) : await coupons.usableIn(tx, merchant, body.coupon, '用于事件规则');
  const fields = {
    name, event_type: body.event_type, coupon: coupon.id, grant_count: body.grant_count, min_amount: body.min_amount, plate_day_limit: body.plate_day_limit,
    total_limit: body.total_limit, start_date: body.start_date, end_date: body.end_date, remark: body.remark?.trim() ?? '',
  };
  return { fields, words: wordsOf({ ...fields, coupon_name: `${coupon.name}（${coupon.value_text}）` }) };
}

const wordsOf = (r: { name: string; event_type: number; coupon_name: string; grant_count: number; min_amount: number; plate_day_limit: number; total_limit: number; start_date: string; end_date: string; remark: string }) => ({
  name: r.name,
  event_type: couponEventTypes[r.event_type as keyof typeof couponEventTypes] ?? r.event_type,
  coupon: r.coupon_name,
  grant_count: `${r.grant_count} 张`,
  min_amount: r.min_amount ? `${formatMoney(r.min_amount)} 元` : '不限',
  plate_day_limit: limitWords(r.plate_day_limit),
  total_limit: limitWords(r.total_limit),
  validity: `${r.start_date} 至 ${r.end_date}`,
  remark: r.remark,
});

const target = (r: { id: number; merchant: number; name: string }) => ({ type: 'mcoupon_event_rule', id: r.id, name: r.name, merchant: r.merchant });
const duplicate = (name: string) => () => badParameter(`事件规则「${name.trim()}」已存在`, '请换一个规则名称');

export async function create(db: Database, actor: Actor, body: Fields) {
  const access = actor.access;
  const merchant = access.merchant.id;
  return db.tenant(ownScope(access), async (tx) => {
    const { fields, words } = await values(tx, merchant, body);
    const id = await unlessDuplicate(() => repository.insertRule(tx, { merchant, ...fields, operator: access.manager.name }), duplicate(body.name));
    await audit(tx, actor, target({ id, merchant, name: fields.name }), { after: { ...words, status: eventRuleStatuses[EventRuleStatus.enabled] } });
    return { id };
  });
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.eventRuleUpdate>) {
  const access = actor.access;
  const merchant = access.merchant.id;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await repository.findRule(tx, ownScope(access), body.id, { lock: true });
    if (!row) throw notFound('事件规则');
    const { fields, words } = await values(tx, merchant, body, row);
    await unlessDuplicate(() => repository.updateRule(tx, merchant, row.id, { ...fields, operator: access.manager.name }), duplicate(body.name));
    await audit(tx, actor, target(row), { before: wordsOf(row), after: words });
    return { id: row.id };
  });
}

/** 启用 needs the rule's coupon enabled (a blocked coupon is granted by nothing); 停用 always may. */
export async function move(db: Database, actor: Actor, id: number, status: 0 | 1) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await repository.findRule(tx, ownScope(access), id, { lock: true });
    if (!row) throw notFound('事件规则');
    if (row.status === status) throw conflict(`事件规则「${row.name}」已是${eventRuleStatuses[status]}状态`, '请刷新后再试');
    if (status === EventRuleStatus.enabled) await coupons.usableIn(tx, row.merchant, row.coupon, '用于事件规则');
    await repository.updateRule(tx, row.merchant, row.id, { status, operator: access.manager.name });
    await audit(tx, actor, target(row), { before: { status: eventRuleStatuses[row.status as 0 | 1] }, after: { status: eventRuleStatuses[status] } });
    return { id: row.id, status };
  });
}

export async function remove(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await repository.findRule(tx, ownScope(access), id, { lock: true });
    if (!row) throw notFound('事件规则');
    if (row.status === EventRuleStatus.enabled) throw conflict(`事件规则「${row.name}」启用中，不能删除`, '请先停用该规则再删除');
    await repository.removeRule(tx, row.merchant, row.id);
    await audit(tx, actor, target(row), { before: wordsOf(row) });
    return { id: row.id };
  });
}

const shownRecord = (r: Awaited<ReturnType<typeof repository.recordPage>>[number]) => ({ ...r, create_time: iso(r.create_time) });

export async function records(db: Database, access: Access, query: CallQuery<typeof calls.eventRecordList>) {
  const page = cappedPageOf(query);
  const { from, before } = dayRange(query);
  const filter: repository.RecordFilter = {
    merchants: access.scope, rule: query.rule, event_type: query.event_type, plate: query.plate ? normalPlate(query.plate) || undefined : undefined, status: query.status, from, before,
  };
  // The merchant's own records; a parking group's staff (`parking:group:mcoupon:list`) reads its members' (优惠券活动).
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.recordPage(tx, filter, page.size, page.offset), total: await repository.recordTotal(tx, filter) }));
  return listPayload(rows.map(shownRecord), total, page);
}

export interface CouponEvent {
  merchant: number;
  event_type: number;
  /** Normalised (GA 36-2018) by the sender. */
  plate: string;
  /** The parking record, order or reservation the event belongs to. */
  source_no: string;
  /** Fen paid, for 停车缴费. */
  amount?: number;
}

/**
 * A parking event of the merchant: every enabled rule for its type in force today (UTC+8) grants its coupons to the
 * plate through the grant module (the same checks as 发放: coupon enabled, daily cap, 发放规则, stock) or records why
 * not. Each rule's grants are all-or-none (a savepoint); its counter moves under its row lock. Runs in the caller's
 * tenant transaction. A payment below a rule's minimum is not the rule's event (no record).
 */
export async function onEvent(tx: Tx, event: CouponEvent) {
  const today = todayInChina();
  const rules = await repository.inForce(tx, event.merchant, event.event_type, today);
  const results: { rule: number; status: number; reason: string }[] = [];
  for (const rule of rules) {
    if (rule.min_amount > 0 && (event.amount ?? 0) < rule.min_amount) continue;
    let reason = '';
    if (rule.total_limit > 0 && rule.granted + rule.grant_count > rule.total_limit) {
      reason = `已累计发放 ${rule.granted} 张，达到规则的累计上限 ${rule.total_limit} 张`;
    } else if (rule.plate_day_limit > 0) {
      const held = await repository.plateGrantedSince(tx, event.merchant, rule.id, event.plate, dayStart(today));
      if (held + rule.grant_count > rule.plate_day_limit) reason = `车牌今天已由本规则获得 ${held} 张，达到每车每日上限 ${rule.plate_day_limit} 张`;
    }
    if (!reason) {
      try {
        await tx.transaction(async (savepoint) => {
          for (let i = 0; i < rule.grant_count; i++) {
            await grants.grantIn(savepoint as Tx, event.merchant, rule.coupon, event.plate, { remark: `${couponEventTypes[event.event_type as 1] ?? '事件'} ${event.source_no}`.trim(), operator: `事件规则「${rule.name}」` });
          }
        });
        await repository.updateRule(tx, event.merchant, rule.id, { granted: rule.granted + rule.grant_count });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        reason = error.message;
      }
    }
    const status = reason ? EventRecordStatus.skipped : EventRecordStatus.granted;
    await repository.insertRecord(tx, {
      merchant: event.merchant, rule: rule.id, rule_name: rule.name, event_type: event.event_type, plate: event.plate, source_no: event.source_no, amount: event.amount ?? null,
      coupon: rule.coupon, grant_count: reason ? 0 : rule.grant_count, status, reason,
    });
    results.push({ rule: rule.id, status, reason });
  }
  return results;
}
