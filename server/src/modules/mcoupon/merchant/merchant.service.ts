import { CouponMerchantStatus, couponMerchantStatuses, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, conflict, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { findBelow } from '../../merchant/merchant/merchant.scope.js';
import { holdsProduct } from '../../merchant/product/product.service.js';
import * as repository from './merchant.repository.js';

/**
 * 商户管理 of the coupon platform: the platform (`parking:mcoupon:merchant:*`, product ALL) registers a merchant below it
 * that holds the coupon product as a coupon merchant (contact, shop address), edits it, and 停用 / 启用 it. A 停用
 * merchant buys and grants nothing (`assertActiveIn`, called by the purchase and grant services); its records stay.
 * A merchant the platform never registered is not refused (it ran before this screen existed). docs/decisions.md,
 * "Coupon merchants".
 */
export const couponMerchantLifecycle: Lifecycle<number> = {
  what: '优惠券商户',
  names: couponMerchantStatuses,
  moves: { [CouponMerchantStatus.enabled]: [CouponMerchantStatus.disabled], [CouponMerchantStatus.disabled]: [CouponMerchantStatus.enabled] },
};

const shown = (r: repository.CouponMerchantRow) => ({ ...r, create_time: iso(r.create_time), update_time: iso(r.update_time) });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.couponMerchantList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { merchants: access.scope, keywords: query.keywords?.trim() || undefined, status: query.status };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

export async function get(db: Database, access: Access, merchantId: number) {
  const row = await db.tenant(access.scope, (tx) => repository.find(tx, access.scope, merchantId));
  if (!row) throw notFound('优惠券商户');
  return shown(row);
}

/** Refuses buying and granting for a merchant the platform stopped (1409). */
export async function assertActiveIn(tx: Tx, merchantId: number) {
  if ((await repository.statusOf(tx, merchantId)) === CouponMerchantStatus.disabled) {
    throw conflict('本商户的优惠券业务已被平台停用，不能采购或发放', '请联系平台在「商户管理」中启用');
  }
}

type Fields = CallBody<typeof calls.couponMerchantCreate>;

const values = (body: Fields, actor: Actor) => ({
  contact_name: body.contact_name.trim(),
  contact_phone: body.contact_phone,
  address: body.address?.trim() ?? '',
  remark: body.remark?.trim() ?? '',
  operator: actor.access.manager.name,
});

const snapshot = (r: { contact_name: string; contact_phone: string; address: string; remark: string; status?: number }) => ({
  联系人: r.contact_name,
  联系电话: r.contact_phone,
  门店地址: r.address,
  备注: r.remark,
  ...(r.status !== undefined ? { 状态: couponMerchantStatuses[r.status as keyof typeof couponMerchantStatuses] ?? r.status } : {}),
});

const target = (merchantId: number, name: string) => ({ type: 'mcoupon_merchant', id: merchantId, name, merchant: merchantId });

export async function create(db: Database, actor: Actor, body: Fields) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const owner = await findBelow(tx, access, body.merchant, { lock: true });
    if (!(await holdsProduct(tx, owner.id, 'parking:mcoupon:platform'))) throw badParameter(`商户「${owner.name}」未开通停车优惠券产品`, '请先为该商户开通停车优惠券（parking:mcoupon:platform）');
    if (await repository.find(tx, access.scope, owner.id)) throw badParameter(`商户「${owner.name}」已是优惠券商户`, '请在商户管理列表中编辑它');
    const fields = values(body, actor);
    await repository.insert(tx, { ...fields, merchant: owner.id, status: CouponMerchantStatus.enabled });
    await audit(tx, actor, target(owner.id, owner.name), { after: snapshot({ ...fields, status: CouponMerchantStatus.enabled }) });
    return { merchant: owner.id };
  });
}

const locked = async (tx: Tx, access: Access, merchantId: number) => {
  const owner = await findBelow(tx, access, merchantId);
  const row = await repository.find(tx, access.scope, owner.id, { lock: true });
  if (!row) throw notFound('优惠券商户');
  return row;
};

export async function update(db: Database, actor: Actor, body: Fields) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await locked(tx, access, body.merchant);
    const fields = values(body, actor);
    await repository.update(tx, row.merchant, fields);
    await audit(tx, actor, target(row.merchant, row.merchant_name), { before: snapshot(row), after: snapshot(fields) });
    return { merchant: row.merchant };
  });
}

export async function move(db: Database, actor: Actor, merchantId: number, status: 0 | 1) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await locked(tx, access, merchantId);
    assertTransition(couponMerchantLifecycle, row.status, status);
    await repository.update(tx, row.merchant, { status, operator: access.manager.name });
    await audit(tx, actor, target(row.merchant, row.merchant_name), { before: { 状态: couponMerchantStatuses[row.status as 0 | 1] }, after: { 状态: couponMerchantStatuses[status] } });
    return { merchant: row.merchant };
  });
}
