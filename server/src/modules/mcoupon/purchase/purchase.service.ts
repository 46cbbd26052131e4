import {
  Code, couponValueText, formatMoney, PurchaseStatus, purchaseStatuses, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { once, type Idempotency } from '../../../shared/idempotency.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { cappedPageOf, listPayload, pageOf } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { dayRange, iso } from '../../../shared/time.js';
import * as coupons from '../coupon/coupon.service.js';
import * as couponMerchants from '../merchant/merchant.service.js';
import * as repository from './purchase.repository.js';

/**
 * Coupon purchases (采购) and the stock they fill (库存): a merchant buys N of one of its enabled coupons at a unit price
 * (a money operation, once per Idempotency-Key); the stock row of (merchant, coupon) moves in the same transaction.
 * 撤销 takes the purchase's coupons back out of the stock: refused (1409) when fewer remain (they were granted).
 * Reads cover the caller's scope (the platform: every merchant); writes the caller's own merchant.
 * docs/decisions.md, "Coupon purchases, stock and grants".
 */
export const purchaseLifecycle: Lifecycle<number> = {
  what: '采购记录',
  names: purchaseStatuses,
  moves: { [PurchaseStatus.normal]: [PurchaseStatus.revoked], [PurchaseStatus.revoked]: [], [PurchaseStatus.expired]: [] },
};

const valueText = (r: { coupon_type: number; coupon_value: number; coupon_period_start: string | null; coupon_period_end: string | null }) =>
  couponValueText({ type: r.coupon_type, value: r.coupon_value, period_start: r.coupon_period_start, period_end: r.coupon_period_end });

export const shownPurchase = ({ coupon_type: _t, coupon_value: _v, coupon_period_start: _s, coupon_period_end: _e, ...r }: repository.PurchaseRow) => ({
  ...r,
  coupon_value_text: valueText({ coupon_type: _t, coupon_value: _v, coupon_period_start: _s, coupon_period_end: _e }),
  revoke_time: r.revoke_time ? iso(r.revoke_time) : null,
  create_time: iso(r.create_time),
});

export const shownStock = ({ coupon_type: _t, coupon_value: _v, coupon_period_start: _s, coupon_period_end: _e, ...r }: repository.StockRow) => ({
  ...r,
  coupon_value_text: valueText({ coupon_type: _t, coupon_value: _v, coupon_period_start: _s, coupon_period_end: _e }),
  update_time: iso(r.update_time),
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.purchaseList>) {
  const page = cappedPageOf(query);
  const { from, before } = dayRange(query);
  const merchant = chosenMerchant(access.scope, query.merchant);
  const filter: repository.PurchaseFilter = { merchants: merchant ? [merchant] : access.scope, coupon: query.coupon, status: query.status, from, before };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({
    rows: await repository.purchasePage(tx, filter, page.size, page.offset),
    total: await repository.purchaseTotal(tx, filter),
  }));
  return listPayload(rows.map(shownPurchase), total, page);
}

/** The stock of a purchase's coupon (its row exists from the first purchase on). */
const stockOf = async (tx: Tx, merchant: number, coupon: number) => {
  const row = await repository.findStock(tx, [merchant], coupon);
  if (!row) throw notFound('库存');
  return shownStock(row);
};

export async function detail(db: Database, access: Access, id: number) {
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.findPurchase(tx, access.scope, id);
    if (!row) throw notFound('采购记录');
    return { ...shownPurchase(row), stock: await stockOf(tx, row.merchant, row.coupon) };
  });
}

const target = (r: { id: number; merchant: number; coupon_name: string }) => ({ type: 'mcoupon_purchase', id: r.id, name: r.coupon_name, merchant: r.merchant });

/** One purchase inside the caller's transaction: the coupon and its stock locked, the purchase booked, audited. */
async function buy(tx: Tx, actor: Actor, item: { coupon: number; count: number; unit_price: number }, remark: string) {
  const merchant = actor.access.merchant.id;
  const amount = item.count * item.unit_price;
  await couponMerchants.assertActiveIn(tx, merchant);
  const coupon = await coupons.usableIn(tx, merchant, item.coupon, '采购');
  await repository.lockStock(tx, merchant, coupon.id);
  const id = await repository.insertPurchase(tx, { merchant, coupon: coupon.id, count: item.count, unit_price: item.unit_price, amount, remark, operator: actor.access.manager.name });
  const [stock] = await repository.moveStock(tx, merchant, coupon.id, { purchased: item.count, amount });
  await audit(tx, actor, target({ id, merchant, coupon_name: coupon.name }), {
    after: { coupon: `${coupon.name}（${coupon.value_text}）`, count: item.count, unit_price: `${formatMoney(item.unit_price)} 元`, amount: `${formatMoney(amount)} 元`, remaining: stock!.remaining, remark },
  });
  return { id, amount, remaining: stock!.remaining };
}

/** 采购优惠券: the amount is count × unit price, checked against what the page showed; the stock grows with it. */
export async function create(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.purchaseCreate>) {
  const amount = body.count * body.unit_price;
  if (amount !== body.amount) {
    throw badParameter(`参数 amount（金额）应为 ${formatMoney(amount)} 元（${body.count} 张 × ${formatMoney(body.unit_price)} 元）`, '请刷新页面后重新采购');
  }
  return db.tenant(ownScope(actor.access), (tx) => once(tx, idempotency, () => buy(tx, actor, body, body.remark?.trim() ?? '')));
}

/**
 * 批量采购: every line bought in one transaction, once per Idempotency-Key — all or none. Each coupon at most once (1400
 * naming it); the total checked against what the page showed. Lines are booked in coupon order, so two batches over
 * the same coupons lock their stock rows in the same order.
 */
export async function batch(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.purchaseBatch>) {
  const seen = new Set<number>();
  for (const item of body.items) {
    if (seen.has(item.coupon)) throw badParameter(`参数 items：优惠券 ${item.coupon} 出现了不止一次`, '同一优惠券请合并为一行');
    seen.add(item.coupon);
  }
  const amount = body.items.reduce((sum, item) => sum + item.count * item.unit_price, 0);
  if (amount !== body.amount) {
    throw badParameter(`参数 amount（合计金额）应为 ${formatMoney(amount)} 元`, '请刷新页面后重新采购');
  }
  const remark = body.remark?.trim() ?? '';
  const order = body.items.map((item, index) => ({ item, index })).sort((a, b) => a.item.coupon - b.item.coupon);
  return db.tenant(ownScope(actor.access), (tx) =>
    once(tx, idempotency, async () => {
      const ids: number[] = new Array(body.items.length);
      for (const { item, index } of order) ids[index] = (await buy(tx, actor, item, remark)).id;
      return { ids, count: body.items.reduce((sum, item) => sum + item.count, 0), amount };
    }),
  );
}

/** 撤销采购: only a normal purchase, and only while the stock still holds its coupons (else they were granted: 1409). */
export async function revoke(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.purchaseRevoke>) {
  const access = actor.access;
  return db.tenant(ownScope(access), (tx) =>
    once(tx, idempotency, async () => {
      const row = await repository.findPurchase(tx, ownScope(access), body.id, { lock: true });
      if (!row) throw notFound('采购记录');
      assertTransition(purchaseLifecycle, row.status, PurchaseStatus.revoked);
      const stock = await repository.lockStock(tx, row.merchant, row.coupon);
      if (stock.remaining < row.count) {
        throw new AppError(
          Code.ILLEGAL_TRANSITION,
          `「${row.coupon_name}」剩余库存 ${stock.remaining} 张，少于本次采购的 ${row.count} 张，不能撤销`,
          '本次采购的优惠券已有部分发放出去；撤销未使用的发放记录后可再撤销采购',
        );
      }
      const reason = body.reason?.trim() ?? '';
      await repository.updatePurchase(tx, row.merchant, row.id, { status: PurchaseStatus.revoked, revoke_time: new Date(), revoker: access.manager.name, revoke_reason: reason });
      const [after] = await repository.moveStock(tx, row.merchant, row.coupon, { revoked: row.count, amount: -row.amount });
      await audit(tx, actor, target(row), {
        before: { status: purchaseStatuses[PurchaseStatus.normal], remaining: stock.remaining },
        after: { status: purchaseStatuses[PurchaseStatus.revoked], remaining: after!.remaining, ...(reason ? { reason } : {}) },
      });
      return { id: row.id, status: PurchaseStatus.revoked, remaining: after!.remaining };
    }),
  );
}

export async function stockList(db: Database, access: Access, query: CallQuery<typeof calls.balanceList>) {
  const page = pageOf(query);
  const filter: repository.StockFilter = { merchants: access.scope, merchant: query.merchant, coupon: query.coupon, keywords: query.keywords?.trim() || undefined };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({
    rows: await repository.stockPage(tx, filter, page.size, page.offset),
    total: await repository.stockTotal(tx, filter),
  }));
  return listPayload(rows.map(shownStock), total, page);
}

/**
 * The stock of `coupon` in the caller's scope (coupon ids are unique across merchants) with its latest purchases; the
 * grant module adds its grants. A coupon never bought answers 1404 (库存不存在).
 */
export async function stockIn(tx: Tx, access: Access, coupon: number) {
  const row = await repository.findStock(tx, access.scope, coupon);
  if (!row) throw notFound('库存');
  const purchases = await repository.purchasePage(tx, { merchants: [row.merchant], coupon }, 20, 0);
  return { ...shownStock(row), purchases: purchases.map(shownPurchase) };
}

/** Takes one coupon out of the merchant's stock for a grant (1409 when none is left), or puts one back. */
export async function grantFromStock(tx: Tx, merchant: number, coupon: { id: number; name: string }) {
  const stock = await repository.lockStock(tx, merchant, coupon.id);
  if (stock.remaining < 1) {
    throw new AppError(Code.ILLEGAL_TRANSITION, `「${coupon.name}」库存不足，不能发放`, '请先采购该优惠券');
  }
  const [after] = await repository.moveStock(tx, merchant, coupon.id, { granted: 1 });
  return after!.remaining;
}

export async function returnToStock(tx: Tx, merchant: number, coupon: number) {
  await repository.lockStock(tx, merchant, coupon);
  const [after] = await repository.moveStock(tx, merchant, coupon, { granted: -1 });
  return after!.remaining;
}
