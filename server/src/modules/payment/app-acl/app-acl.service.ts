import {
  Code, PaymentAppAclStatus, paymentAppAclStatusNames, paymentBusinesses, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { appByAppId } from '../../merchant/app/app-runtime.service.js';
import { findVisible } from '../../merchant/merchant/merchant.scope.js';
import { holderCount, productsInForce } from '../../merchant/product/product.service.js';
import * as repository from './app-acl.repository.js';

/** The merchants whose payments an app may take: those holding a payment product. */
const PAYMENT_PRODUCTS = ['payment:merchant:platform', 'payment:group:platform', 'payment:partner:platform'];

/**
 * 待审核 → 已授权 | 已驳回 (audit); editing sends either back to 待审核; deleting revokes it from any state.
 * docs/decisions.md, "Payment app authorization".
 */
export const appAclLifecycle: Lifecycle<number> = {
  what: '支付应用授权',
  names: paymentAppAclStatusNames,
  moves: {
    [PaymentAppAclStatus.pending]: [PaymentAppAclStatus.approved, PaymentAppAclStatus.rejected, PaymentAppAclStatus.pending],
    [PaymentAppAclStatus.approved]: [PaymentAppAclStatus.pending],
    [PaymentAppAclStatus.rejected]: [PaymentAppAclStatus.pending],
  },
};

type Row = repository.AclRow;
const shown = (r: Row) => ({ ...r, audit_time: r.audit_time ? iso(r.audit_time) : null, create_time: iso(r.create_time), update_time: iso(r.update_time) });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.paymentAppAclList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { scope: access.scope, merchant: query.merchant, appId: query.app_id?.trim() || undefined, status: query.status };
  const [rows, total] = await db.tenant(access.scope, async (tx) => [await repository.page(tx, filter, page.size, page.offset), await repository.total(tx, filter)] as const);
  return listPayload(rows.map(shown), total, page);
}

/** The authorization, for a caller that may act for its merchant (another's answers "not found"). */
async function visible(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, id, options);
  if (!row) throw notFound('支付应用授权');
  await findVisible(tx, access, row.merchant).catch(() => {
    throw notFound('支付应用授权');
  });
  return row;
}

export const get = (db: Database, access: Access, id: number) => db.tenant(access.scope, async (tx) => shown(await visible(tx, access, id)));

const businessText = (business: readonly string[]) =>
  business.length ? business.map((code) => paymentBusinesses[code as keyof typeof paymentBusinesses] ?? code).join('、') : '全部业务';

const target = (r: { id: number; merchant: number; app_name: string; merchant_name: string }) => ({ type: 'payment_app_acl', id: r.id, name: `${r.app_name} · ${r.merchant_name}`, merchant: r.merchant });

const duplicate = (who: string) => badParameter(`${who}申请过授权`, '请在列表中修改原有的授权');

/** Requests an app's authorization for a payment merchant the caller may act for. */
export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.paymentAppAclCreate>) {
  const access = actor.access;
  const appId = body.app_id.trim();
  // Two requests at once: the unique index lets one through; the other hears what the check would have said.
  return unlessDuplicate(async () => {
    return await db.tenant(access.scope, async (tx) => {
      const owner = await findVisible(tx, access, body.merchant);
      const held = await productsInForce(tx, owner.id);
      if (!PAYMENT_PRODUCTS.some((code) => held.includes(code))) throw badParameter(`「${owner.name}」未开通支付产品`, '只能为已开通支付商户（或支付集团、服务商）产品的商户授权应用');
      const found = await appByAppId(tx, appId);
      if (!found) throw badParameter(`应用「${appId}」不存在`, '请从应用列表中选择');
      if (await repository.byApp(tx, owner.id, appId)) throw duplicate(`「${found.name}」已为「${owner.name}」`);
      const values = { merchant: owner.id, app_id: appId, business: [...body.business], remark: body.remark?.trim() ?? '', status: PaymentAppAclStatus.pending, applicant: access.manager.name, applicant_merchant: access.merchant.id };
      const id = await repository.insert(tx, values);
      await audit(tx, actor, target({ id, merchant: owner.id, app_name: found.name, merchant_name: owner.name }), {
        after: { app: `${found.name}（${appId}）`, business: businessText(values.business), remark: values.remark, status: paymentAppAclStatusNames[values.status] },
      });
      return { id };
    });
  }, () => duplicate('该应用已为该商户'));
}


/** A change of businesses or explanation: back to review (an authorized app stops until it is approved again). */
export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.paymentAppAclUpdate>) {
  return db.tenant(actor.access.scope, async (tx) => {
    const row = await visible(tx, actor.access, body.id, { lock: true });
    assertTransition(appAclLifecycle, row.status, PaymentAppAclStatus.pending);
    const values = { business: [...body.business], remark: body.remark?.trim() ?? '', status: PaymentAppAclStatus.pending, reason: '', auditor: '', audit_time: null };
    await repository.update(tx, row.id, values);
    await audit(tx, actor, target(row), {
      before: { business: businessText(row.business), remark: row.remark, status: paymentAppAclStatusNames[row.status] },
      after: { business: businessText(values.business), remark: values.remark, status: paymentAppAclStatusNames[values.status] },
    });
    return { id: row.id, status: values.status };
  });
}

export async function remove(db: Database, actor: Actor, id: number) {
  return db.tenant(actor.access.scope, async (tx) => {
    const row = await visible(tx, actor.access, id, { lock: true });
    await repository.remove(tx, row.id);
    await audit(tx, actor, target(row), { before: { app: `${row.app_name}（${row.app_id}）`, business: businessText(row.business), status: paymentAppAclStatusNames[row.status] } });
    return { id: row.id };
  });
}

/** The platform passes or rejects (reason required) a pending authorization. */
export async function auditAcl(db: Database, actor: Actor, body: CallBody<typeof calls.paymentAppAclAudit>) {
  const reason = body.reason?.trim() ?? '';
  if (!body.approve && !reason) throw badParameter('请填写驳回原因', '驳回原因会展示给申请方');
  return db.tenant(actor.access.scope, async (tx) => {
    const row = await visible(tx, actor.access, body.id, { lock: true });
    if (row.status !== PaymentAppAclStatus.pending) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `支付应用授权当前为「${paymentAppAclStatusNames[row.status]}」，不能再审核`, '只有待审核的授权可以审核；请刷新页面查看最新状态');
    }
    const next = body.approve ? PaymentAppAclStatus.approved : PaymentAppAclStatus.rejected;
    await repository.update(tx, row.id, { status: next, reason: body.approve ? '' : reason, auditor: actor.access.manager.name, audit_time: new Date() });
    await audit(tx, actor, target(row), { before: { status: paymentAppAclStatusNames[row.status] }, after: { status: paymentAppAclStatusNames[next], ...(reason ? { reason } : {}) } });
    return { id: row.id, status: next };
  });
}

/**
 * The entry check of the dynamic route: the caller's own merchant and those in its scope holding a payment product
 * are whom it may authorize apps for; none answers 1003 (the console then adds no route).
 */
export async function validate(db: Database, access: Access, merchantId: number) {
  if (merchantId !== access.merchant.id) throw notFound('商户');
  const merchants = await db.tenant(access.scope, (tx) => holderCount(tx, access.scope, PAYMENT_PRODUCTS));
  if (merchants === 0) throw new AppError(Code.NOT_GRANTED, '没有可授权应用的支付商户', '为商户开通支付产品后，即可为其授权支付应用');
  return { merchant: merchantId, merchants };
}
