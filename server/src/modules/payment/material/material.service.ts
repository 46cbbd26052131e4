import {
  MaterialApplyStatus, materialApplyStatusNames, paymentMaterialText, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { iso } from '../../../shared/time.js';
import { merchantNames } from '../../merchant/merchant/merchant.lookup.js';
import { findVisible } from '../../merchant/merchant/merchant.scope.js';
import { productsInForce } from '../../merchant/product/product.service.js';
import * as repository from './material.repository.js';

/**
 * 物料申请: one resource seen by two platforms. The payment partner files for its customers (支付服务), the payment
 * merchant for itself (交易中心): both for a merchant in their scope holding the payment merchant product. The platform
 * reviews once (待审核 → 待发货 | 已驳回) and records the shipment (待发货 → 已发货); the filing side may withdraw a
 * pending one (已撤销). docs/decisions.md, "Payment service: transfers, material, risk, channels".
 */
export const materialLifecycle: Lifecycle<number> = {
  what: '物料申请',
  names: materialApplyStatusNames,
  moves: {
    [MaterialApplyStatus.pending]: [MaterialApplyStatus.approved, MaterialApplyStatus.rejected, MaterialApplyStatus.cancelled],
    [MaterialApplyStatus.approved]: [MaterialApplyStatus.shipped],
    [MaterialApplyStatus.shipped]: [],
    [MaterialApplyStatus.rejected]: [],
    [MaterialApplyStatus.cancelled]: [],
  },
};

const PAYMENT_MERCHANT_PRODUCT = 'payment:merchant:platform';

const shown = (r: repository.ApplyRow, names: Map<number, string>) => ({
  ...r,
  applicant_merchant_name: names.get(r.applicant_merchant) ?? '',
  audit_time: r.audit_time ? iso(r.audit_time) : null,
  ship_time: r.ship_time ? iso(r.ship_time) : null,
  create_time: iso(r.create_time),
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.materialApplyList>) {
  const page = pageOf(query);
  const filter: repository.Filter = {
    merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), material: query.material, status: query.status, applyNo: query.apply_no,
  };
  const [rows, total] = await db.tenant(access.scope, async (tx) => [await repository.page(tx, filter, page.size, page.offset), await repository.total(tx, filter)] as const);
  return listPayload(await shownAll(db, rows), total, page);
}

/** Who filed is named outside the caller's scope (a merchant reads its provider's name; names only), as capital's receivers. */
async function shownAll(db: Database, rows: repository.ApplyRow[]) {
  const names = await merchantNames(db, [...new Set(rows.map((r) => r.applicant_merchant))]);
  return rows.map((r) => shown(r, names));
}

async function findApply(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, access.scope, id, options);
  if (!row) throw notFound('物料申请');
  return row;
}

export async function get(db: Database, access: Access, id: number) {
  const row = await db.tenant(access.scope, (tx) => findApply(tx, access, id));
  return (await shownAll(db, [row]))[0]!;
}

const target = (r: { id: number; apply_no: string; merchant: number }) => ({ type: 'payment_material_apply', id: r.apply_no, name: r.apply_no, merchant: r.merchant });
const words = (r: { material: string; quantity: number; status: number; receiver_name: string; address: string }) => ({
  material: paymentMaterialText(r.material),
  quantity: r.quantity,
  status: materialApplyStatusNames[r.status],
  receiver: r.receiver_name,
  address: r.address,
});

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.materialApplyCreate>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const owner = await findVisible(tx, access, body.merchant);
    if (!(await productsInForce(tx, owner.id)).includes(PAYMENT_MERCHANT_PRODUCT)) {
      throw badParameter(`「${owner.name}」未开通支付商户产品`, '物料用于支付收款，请先为该商户开通支付');
    }
    const values: repository.ApplyValues = {
      merchant: owner.id,
      applicant_merchant: access.merchant.id,
      material: body.material,
      quantity: body.quantity,
      receiver_name: body.receiver_name.trim(),
      receiver_mobile: body.receiver_mobile,
      address: body.address.trim(),
      remark: body.remark?.trim() ?? '',
      status: MaterialApplyStatus.pending,
      applicant: access.manager.name,
    };
    const created = await repository.insert(tx, values);
    await audit(tx, actor, target({ ...created, merchant: owner.id }), { after: words({ ...values, status: MaterialApplyStatus.pending }) });
    return created;
  });
}

/** Moves one application under its row lock; an illegal move (reviewing twice included) answers 1409 and changes nothing. */
async function move(db: Database, actor: Actor, id: number, to: number, values: Partial<repository.ApplyValues>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const before = await findApply(tx, access, id, { lock: true });
    assertTransition(materialLifecycle, before.status, to);
    await repository.update(tx, before.merchant, before.id, { ...values, status: to });
    await audit(tx, actor, target(before), { before: { status: materialApplyStatusNames[before.status] }, after: { status: materialApplyStatusNames[to], ...values } });
    return null;
  });
}

export const cancel = (db: Database, actor: Actor, id: number) => move(db, actor, id, MaterialApplyStatus.cancelled, {});

export async function auditApply(db: Database, actor: Actor, body: CallBody<typeof calls.materialApplyAudit>) {
  const reason = body.reason?.trim() ?? '';
  if (!body.approve && reason.length < 2) throw badParameter('请填写驳回原因', '驳回原因 2-200 字，申请方将看到它');
  const at = new Date();
  return body.approve
    ? move(db, actor, body.id, MaterialApplyStatus.approved, { auditor: actor.access.manager.name, audit_time: at, reason: '' })
    : move(db, actor, body.id, MaterialApplyStatus.rejected, { auditor: actor.access.manager.name, audit_time: at, reason });
}

export function ship(db: Database, actor: Actor, body: CallBody<typeof calls.materialApplyShip>) {
  return move(db, actor, body.id, MaterialApplyStatus.shipped, { express_company: body.express_company.trim(), express_no: body.express_no, ship_time: new Date() });
}
