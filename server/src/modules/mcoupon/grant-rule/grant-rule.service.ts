import { grantRuleStatuses, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { iso } from '../../../shared/time.js';
import * as coupons from '../coupon/coupon.service.js';
import * as repository from './grant-rule.repository.js';

/**
 * 发放规则: a coupon merchant's per-plate limits (a day, in total) for one coupon or all of them. The merchant's own
 * (every call bound to the caller's merchant; another's rule answers 1404). The grant module asks `applyingIn` for the
 * enabled rules of a coupon inside its transaction. docs/decisions.md, "Coupon grant rules, batch purchase and the
 * group's coupons".
 */

const shown = (r: repository.GrantRuleRow) => ({ ...r, create_time: iso(r.create_time), update_time: iso(r.update_time) });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.grantRuleList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { merchants: ownScope(access), keywords: query.keywords?.trim() || undefined, coupon: query.coupon, status: query.status };
  const { rows, total } = await db.tenant(ownScope(access), async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

/** 商户规则: the platform reads every coupon merchant's rules in its scope (read only), optionally one merchant's. */
export async function merchantRules(db: Database, access: Access, query: CallQuery<typeof calls.couponMerchantRuleList>) {
  const page = pageOf(query);
  const merchant = chosenMerchant(access.scope, query.merchant);
  const filter: repository.Filter = { merchants: merchant ? [merchant] : access.scope, keywords: query.keywords?.trim() || undefined, status: query.status };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

export async function get(db: Database, access: Access, id: number) {
  const row = await db.tenant(ownScope(access), (tx) => repository.find(tx, ownScope(access), id));
  if (!row) throw notFound('发放规则');
  return shown(row);
}

type Fields = CallBody<typeof calls.grantRuleCreate>;

/** The fields checked together and tidied: a rule limits something, and a plate's total is not below its daily limit. */
async function values(tx: Tx, merchant: number, body: Fields, except?: number) {
  const name = body.name.trim();
  if (name.length < 2) throw badParameter('参数 name（规则名称）：至少 2 个字', '请填写规则名称');
  if (body.plate_day_limit === 0 && body.plate_total_limit === 0) {
    throw badParameter('参数 plate_day_limit / plate_total_limit：每车每日上限和累计上限不能都为 0（不限）', '至少设置一项上限，否则规则不限制任何发放');
  }
  if (body.plate_day_limit > 0 && body.plate_total_limit > 0 && body.plate_total_limit < body.plate_day_limit) {
    throw badParameter(`参数 plate_total_limit（每车累计上限）不能小于每车每日上限 ${body.plate_day_limit}`, '累计上限应不小于每日上限，或设为 0（不限）');
  }
  if (await repository.byName(tx, merchant, name, except)) throw badParameter(`发放规则「${name}」已存在`, '请换一个规则名称');
  const coupon = body.coupon ? await coupons.ownedIn(tx, merchant, body.coupon) : null;
  const fields = { name, coupon: coupon?.id ?? null, plate_day_limit: body.plate_day_limit, plate_total_limit: body.plate_total_limit, status: body.status, remark: body.remark?.trim() ?? '' };
  const words = {
    name,
    coupon: coupon ? `${coupon.name}（${coupon.value_text}）` : '全部优惠券',
    plate_day_limit: body.plate_day_limit || '不限',
    plate_total_limit: body.plate_total_limit || '不限',
    status: grantRuleStatuses[body.status],
    remark: fields.remark,
  };
  return { fields, words };
}

const target = (r: { id: number; merchant: number; name: string }) => ({ type: 'mcoupon_grant_rule', id: r.id, name: r.name, merchant: r.merchant });
const duplicate = (name: string) => () => badParameter(`发放规则「${name.trim()}」已存在`, '请换一个规则名称');

export async function create(db: Database, actor: Actor, body: Fields) {
  const access = actor.access;
  const merchant = access.merchant.id;
  return db.tenant(ownScope(access), async (tx) => {
    const { fields, words } = await values(tx, merchant, body);
    const id = await unlessDuplicate(() => repository.insert(tx, { merchant, ...fields, operator: access.manager.name }), duplicate(body.name));
    await audit(tx, actor, target({ id, merchant, name: fields.name }), { after: words });
    return { id };
  });
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.grantRuleUpdate>) {
  const access = actor.access;
  const merchant = access.merchant.id;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await repository.find(tx, ownScope(access), body.id, { lock: true });
    if (!row) throw notFound('发放规则');
    const { fields, words } = await values(tx, merchant, body, row.id);
    await unlessDuplicate(() => repository.update(tx, merchant, row.id, { ...fields, operator: access.manager.name }), duplicate(body.name));
    const before = {
      name: row.name,
      coupon: row.coupon_name ?? '全部优惠券',
      plate_day_limit: row.plate_day_limit || '不限',
      plate_total_limit: row.plate_total_limit || '不限',
      status: grantRuleStatuses[row.status as keyof typeof grantRuleStatuses] ?? row.status,
      remark: row.remark,
    };
    await audit(tx, actor, target(row), { before, after: words });
    return { id: row.id };
  });
}

export async function remove(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await repository.find(tx, ownScope(access), id, { lock: true });
    if (!row) throw notFound('发放规则');
    await repository.remove(tx, row.merchant, row.id);
    await audit(tx, actor, target(row), { before: { name: row.name, coupon: row.coupon_name ?? '全部优惠券', plate_day_limit: row.plate_day_limit, plate_total_limit: row.plate_total_limit } });
    return { id: row.id };
  });
}

/** The enabled rules of `merchant` that apply to `coupon` (its own and those for every coupon), for a grant's check. */
export const applyingIn = (tx: Tx, merchant: number, coupon: number) => repository.applying(tx, merchant, coupon);
