import {
  Code, couponValueText, GrantStatus, grantStatuses, isLicencePlate, normalPlate, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { dayRange, dayStart, iso, todayInChina } from '../../../shared/time.js';
import * as configuration from '../configuration/configuration.service.js';
import * as coupons from '../coupon/coupon.service.js';
import * as couponMerchants from '../merchant/merchant.service.js';
import * as grantRules from '../grant-rule/grant-rule.service.js';
import * as stock from '../purchase/purchase.service.js';
import * as repository from './grant.repository.js';

/**
 * Grants (发放记录): one coupon from the merchant's stock to a plate, the stock down in the same transaction (1409 when
 * empty); 撤销 an unused successful grant puts it back. 发放中 and 发放失败 belong to the asynchronous channels (fixed
 * tokens, events) not built yet: a console grant succeeds or fails whole. docs/decisions.md, "Coupon purchases, stock
 * and grants".
 */
export const grantLifecycle: Lifecycle<number> = {
  what: '发放记录',
  names: grantStatuses,
  moves: { [GrantStatus.success]: [GrantStatus.revoked], [GrantStatus.granting]: [], [GrantStatus.revoked]: [], [GrantStatus.failed]: [] },
};

export const shownGrant = ({ coupon_type, coupon_value, coupon_period_start, coupon_period_end, ...r }: repository.GrantRow) => ({
  ...r,
  coupon_value_text: couponValueText({ type: coupon_type, value: coupon_value, period_start: coupon_period_start, period_end: coupon_period_end }),
  used_time: r.used_time ? iso(r.used_time) : null,
  revoke_time: r.revoke_time ? iso(r.revoke_time) : null,
  create_time: iso(r.create_time),
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.grantList>) {
  const page = cappedPageOf(query);
  const { from, before } = dayRange(query);
  const merchant = chosenMerchant(access.scope, query.merchant);
  const filter: repository.Filter = {
    merchants: merchant ? [merchant] : access.scope, coupon: query.coupon, plate: query.plate ? normalPlate(query.plate) || undefined : undefined, status: query.status, from, before,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shownGrant), total, page);
}

export async function get(db: Database, access: Access, id: number) {
  const row = await db.tenant(access.scope, (tx) => repository.find(tx, access.scope, id));
  if (!row) throw notFound('发放记录');
  return shownGrant(row);
}

/** 库存详情: the coupon's stock and latest purchases (purchase module) with its latest 20 grants. */
export async function warehouseDetail(db: Database, access: Access, coupon: number) {
  return db.tenant(access.scope, async (tx) => {
    const found = await stock.stockIn(tx, access, coupon);
    const grants = await repository.page(tx, { merchants: [found.merchant], coupon }, 20, 0);
    return { ...found, grants: grants.map(shownGrant) };
  });
}

const target = (r: { id: number; merchant: number; plate: string }) => ({ type: 'mcoupon_grant', id: r.id, name: r.plate, merchant: r.merchant });

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.grantCreate>) {
  const access = actor.access;
  const plate = normalPlate(body.plate);
  if (!isLicencePlate(plate)) throw badParameter(`车牌号「${body.plate}」格式不正确`, '请输入正确的车牌号，如 粤B12345（新能源 粤BD12345）');
  const merchant = access.merchant.id;
  return db.tenant(ownScope(access), async (tx) => {
    const remark = body.remark?.trim() ?? '';
    const { id, remaining, coupon } = await grantIn(tx, merchant, body.coupon, plate, { remark, operator: access.manager.name });
    await audit(tx, actor, target({ id, merchant, plate }), { after: { plate, coupon: `${coupon.name}（${coupon.value_text}）`, status: grantStatuses[GrantStatus.success], remaining, remark } });
    return { id, remaining };
  });
}

/**
 * One coupon of `merchant` to a normalised plate inside the caller's transaction, through every check a grant makes
 * (coupon enabled, 运行规则's daily cap, 发放规则, stock): the console's 发放 and the event rules' grants alike.
 */
export async function grantIn(tx: Tx, merchant: number, couponId: number, plate: string, by: { remark: string; operator: string }) {
  await couponMerchants.assertActiveIn(tx, merchant);
  const coupon = await coupons.usableIn(tx, merchant, couponId, '发放');
  await withinDailyCap(tx, merchant);
  await withinRules(tx, merchant, plate, coupon.id);
  const remaining = await stock.grantFromStock(tx, merchant, coupon);
  const id = await repository.insert(tx, { merchant, coupon: coupon.id, plate, status: GrantStatus.success, remark: by.remark, operator: by.operator });
  return { id, remaining, coupon };
}

/**
 * 运行规则's 每日发券上限 (set by the platform): what the merchant grants a day (UTC+8) in all, counting successful and
 * in-progress grants. The merchant's grants are serialised for the rest of the transaction (this lock first, then the
 * plate's), so two grants at once cannot both take the last one of the day.
 */
async function withinDailyCap(tx: Tx, merchant: number) {
  const { grant_day_limit: limit } = await configuration.runtimeIn(tx, merchant);
  if (limit === 0) return;
  await repository.lockMerchant(tx, merchant);
  const today = await repository.merchantCountSince(tx, merchant, dayStart(todayInChina()));
  if (today >= limit) {
    throw new AppError(Code.ILLEGAL_TRANSITION, `今天已发放 ${today} 张优惠券，达到运行规则的每日发券上限 ${limit} 张`, '请明天再发放，或联系平台调整运行规则的每日发券上限');
  }
}

/**
 * 发放规则: every enabled rule of the merchant that applies to the coupon (its own, or every coupon) caps what one plate
 * holds a day (UTC+8) and in total, counting successful and in-progress grants (revoked ones give the allowance back).
 * The plate is locked for the rest of the transaction, so two grants at once cannot both pass a limit of one.
 */
async function withinRules(tx: Tx, merchant: number, plate: string, coupon: number) {
  const rules = await grantRules.applyingIn(tx, merchant, coupon);
  if (rules.length === 0) return;
  await repository.lockPlate(tx, merchant, plate);
  const since = dayStart(todayInChina());
  for (const rule of rules) {
    const held = await repository.plateCounts(tx, merchant, plate, rule.coupon, since);
    const scope = rule.coupon ? '该优惠券' : '本商户的优惠券';
    if (rule.plate_day_limit > 0 && held.today >= rule.plate_day_limit) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `车牌 ${plate} 今天已领取${scope} ${held.today} 张，达到发放规则「${rule.name}」的每日上限 ${rule.plate_day_limit} 张`, '请明天再发放，或调整发放规则');
    }
    if (rule.plate_total_limit > 0 && held.total >= rule.plate_total_limit) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `车牌 ${plate} 已累计领取${scope} ${held.total} 张，达到发放规则「${rule.name}」的累计上限 ${rule.plate_total_limit} 张`, '该车牌不能再领取；如需放宽，请调整发放规则');
    }
  }
}

/** 撤销发放: a successful grant not yet used by a parking order; its coupon goes back to the stock. */
export async function revoke(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await repository.find(tx, ownScope(access), id, { lock: true });
    if (!row) throw notFound('发放记录');
    assertTransition(grantLifecycle, row.status, GrantStatus.revoked);
    if (row.used_order) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `车牌 ${row.plate} 的优惠券已在订单 ${row.used_order} 中使用，不能撤销`, '已使用的优惠券不能撤回');
    }
    await repository.update(tx, row.merchant, row.id, { status: GrantStatus.revoked, revoke_time: new Date(), revoker: access.manager.name });
    const remaining = await stock.returnToStock(tx, row.merchant, row.coupon);
    await audit(tx, actor, target(row), { before: { status: grantStatuses[GrantStatus.success] }, after: { status: grantStatuses[GrantStatus.revoked], remaining } });
    return { id: row.id, status: GrantStatus.revoked, remaining };
  });
}
