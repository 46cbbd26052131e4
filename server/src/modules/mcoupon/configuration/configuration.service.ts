import { Code, COUPON_RUNTIME_DEFAULT, TokenLimit, tokenLimits, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { inScope, ownScope, readScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { findBelow } from '../../merchant/merchant/merchant.scope.js';
import { holdsProduct } from '../../merchant/product/product.service.js';
import * as repository from './configuration.repository.js';

/**
 * The coupon runtime rule: the platform (`parking:mcoupon:configuration:create|update|delete`, product ALL) sets it
 * for any merchant below it; a merchant reads its own (`…:list`). docs/decisions.md, "Parking coupons".
 */
const readable = (access: Access) => readScope(access, 'parking:mcoupon:configuration:update');

const shown = (r: repository.ConfigurationRow) => ({ ...r, create_time: iso(r.create_time), update_time: iso(r.update_time) });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.couponConfigurationList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { merchants: readable(access), merchant: query.merchant, token_limit: query.token_limit };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

export async function get(db: Database, access: Access, merchantId: number) {
  if (!inScope(readable(access), merchantId)) throw notFound('运行规则');
  const row = await db.tenant(access.scope, (tx) => repository.find(tx, merchantId));
  if (!row) throw notFound('运行规则');
  return shown(row);
}

/** The rule a merchant runs on, in a transaction that sees it: its own, else the defaults. */
export async function runtimeIn(tx: Tx, merchantId: number) {
  const row = await repository.find(tx, merchantId);
  return row
    ? { merchant: merchantId, token_limit: row.token_limit, grant_day_limit: row.grant_day_limit, configured: true }
    : { merchant: merchantId, ...COUPON_RUNTIME_DEFAULT, configured: false };
}

export async function runtime(db: Database, access: Access, merchantId: number) {
  if (!inScope(readable(access), merchantId)) throw notFound('商户');
  return db.tenant(access.scope, (tx) => runtimeIn(tx, merchantId));
}

/** The 固定码 route's start-up check: the caller's own merchant only. */
export async function validate(db: Database, access: Access, merchantId: number) {
  if (merchantId !== access.merchant.id) throw notFound('商户');
  const rule = await db.tenant(ownScope(access), (tx) => runtimeIn(tx, merchantId));
  return { merchant: merchantId, token_limit: rule.token_limit };
}

/** Refuses fixed-token work while the merchant's rule keeps them off (token_limit 1, also the default). */
export async function assertTokensOn(tx: Tx, merchantId: number) {
  const rule = await runtimeIn(tx, merchantId);
  if (rule.token_limit === TokenLimit.off) {
    throw new AppError(Code.FEATURE_OFF, '本商户未开通优惠券固定码', rule.configured ? '平台已在运行规则中关闭本商户的固定码，请联系平台开通' : '固定码须由平台在运行规则中开通，请联系平台');
  }
  return rule;
}

type Fields = CallBody<typeof calls.couponConfigurationCreate>;

const values = (body: Fields, actor: Actor) => ({
  token_limit: body.token_limit,
  grant_day_limit: body.grant_day_limit,
  remark: body.remark?.trim() ?? '',
  operator: actor.access.manager.name,
});

const snapshot = (r: { token_limit: number; grant_day_limit: number; remark: string }) => ({
  token_limit: tokenLimits[r.token_limit as keyof typeof tokenLimits] ?? r.token_limit,
  grant_day_limit: r.grant_day_limit === 0 ? '不限' : r.grant_day_limit,
  remark: r.remark,
});

const target = (merchantId: number, name: string) => ({ type: 'mcoupon_configuration', id: merchantId, name: `${name}的运行规则`, merchant: merchantId });

export async function create(db: Database, actor: Actor, body: Fields) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const owner = await findBelow(tx, access, body.merchant, { lock: true });
    if (!(await holdsProduct(tx, owner.id, 'parking:mcoupon:platform'))) throw badParameter(`商户「${owner.name}」未开通停车优惠券产品`, '请先为该商户开通停车优惠券（parking:mcoupon:platform）');
    if (await repository.find(tx, owner.id)) throw badParameter(`商户「${owner.name}」已有运行规则`, '请在列表中修改它');
    const fields = values(body, actor);
    await repository.insert(tx, { ...fields, merchant: owner.id });
    await audit(tx, actor, target(owner.id, owner.name), { after: snapshot(fields) });
    return { merchant: owner.id };
  });
}

export async function update(db: Database, actor: Actor, body: Fields) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const owner = await findBelow(tx, access, body.merchant);
    const row = await repository.find(tx, owner.id, { lock: true });
    if (!row) throw notFound('运行规则');
    const fields = values(body, actor);
    await repository.update(tx, owner.id, fields);
    await audit(tx, actor, target(owner.id, owner.name), { before: snapshot(row), after: snapshot(fields) });
    return { merchant: owner.id };
  });
}

/** The merchant runs on the defaults again (fixed tokens off). */
export async function remove(db: Database, actor: Actor, merchantId: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const owner = await findBelow(tx, access, merchantId);
    const row = await repository.find(tx, owner.id, { lock: true });
    if (!row) throw notFound('运行规则');
    await repository.remove(tx, owner.id);
    await audit(tx, actor, target(owner.id, owner.name), { before: snapshot(row) });
    return { merchant: owner.id };
  });
}
