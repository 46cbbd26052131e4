import {
  BusinessApplyStatus,
  businessApplyStatusNames,
  businessTypeOf,
  businessTypes,
  Code,
  maskPhone,
  type CallBody,
  type CallQuery,
  type calls,
} from '@console/contract';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as merchants from '../merchant/merchant.repository.js';
import { merchantNames } from '../merchant/merchant.lookup.js';
import { scopeWith } from '../merchant/merchant.scope.js';
import * as productRepository from '../product/product.repository.js';
import { grantIn } from '../product/product.service.js';
import type { SessionService } from '../session/session.service.js';
import * as subjects from '../subject/subject.repository.js';
import * as repository from './business.repository.js';

/**
 * 待审核 → 已通过 / 已驳回 (by the merchant applied to, or the platform) or 已撤销 (by the applicant); a rejected or
 * cancelled application may be deleted by its applicant. The table is in docs/decisions.md.
 */
export const applyLifecycle: Lifecycle<number> = {
  what: '业务申请',
  names: businessApplyStatusNames,
  moves: {
    [BusinessApplyStatus.pending]: [BusinessApplyStatus.approved, BusinessApplyStatus.rejected, BusinessApplyStatus.cancelled],
    [BusinessApplyStatus.approved]: [],
    [BusinessApplyStatus.rejected]: [],
    [BusinessApplyStatus.cancelled]: [],
  },
};

const forbidden = (message: string, hint?: string) => new AppError(Code.FORBIDDEN_PERMISSION, message, hint);
const conflict = (message: string, hint?: string) => new AppError(Code.ILLEGAL_TRANSITION, message, hint);
const nameOfBusiness = (code: string) => businessTypeOf(code)?.name ?? code;

/** Both sides' names: a side outside the caller's scope is named (and nothing more) with the platform's scope. */
export async function records(db: Database, rows: repository.ApplyRow[]) {
  const unnamed = [...new Set(rows.flatMap((r) => [...(r.merchant_name ? [] : [r.merchant]), ...(r.target_name ? [] : [r.target])]))];
  const names = await merchantNames(db, unnamed);
  return rows.map((r) => ({
    ...r,
    merchant_name: r.merchant_name || names.get(r.merchant) || '',
    target_name: r.target_name || names.get(r.target) || '',
    business_name: nameOfBusiness(r.business),
    subject: (r.subject ?? null) as { type: string; name: string; credit_code: string; legal_person: string; licence_image: string; status: number } | null,
    audit_time: r.audit_time ? iso(r.audit_time) : null,
    create_time: iso(r.create_time),
    update_time: iso(r.update_time),
  }));
}

/**
 * An auditor's decision is written with the applicant inside the scope: the application's record goes to the
 * applicant's log as well, and an approval writes the applicant's products.
 */
export async function auditScope(db: Database, access: Access, id: number): Promise<Scope> {
  const found = await db.tenant(access.scope, (tx) => repository.find(tx, id));
  if (!found) throw notFound('业务申请');
  return scopeWith(access.scope, found.merchant);
}

/** The products' names, for what a business brings. */
const productNames = async (tx: Tx, codes: readonly string[]) => {
  const names = new Map((await productRepository.all(tx)).map((p) => [p.code, p.name]));
  return codes.map((code) => ({ code, name: names.get(code) ?? code }));
};

export async function runtime(db: Database, query: CallQuery<typeof calls.businessRuntime>) {
  const types = businessTypes.filter((b) => !query.business || b.code === query.business);
  return db.tenant('all', async (tx) => {
    const row = [];
    for (const b of types) {
      row.push({
        code: b.code,
        name: b.name,
        description: b.description,
        products: await productNames(tx, b.products),
        targets: await repository.offering(tx, b.offeredBy),
      });
    }
    return { row };
  });
}

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.businessApplyList>) {
  if (query.side === 'audit' && !access.permissions.has('merchant:business:audit')) throw forbidden('没有操作权限：缺少 merchant:business:audit');
  if (query.side === 'apply' && !access.permissions.has('merchant:business:apply')) throw forbidden('没有操作权限：缺少 merchant:business:apply');
  const page = pageOf(query);
  const filter: repository.Filter = { side: query.side, own: access.merchant.id, scope: access.scope, business: query.business, status: query.status, keywords: query.keywords?.trim() || undefined, id: query.id };
  const [rows, total] = await db.tenant(access.scope, async (tx) => [await repository.page(tx, filter, page.size, page.offset), await repository.total(tx, filter)] as const);
  return listPayload(await records(db, rows), total, page);
}

/**
 * The invitation pages: who invites (`?inviter=`) and what joining gives. Any enabled partner offering the business, or
 * any enabled group, is answered (a directory, like `merchant/business/rt`); with the caller's own state towards it.
 */
export async function inviter(db: Database, access: Access, query: CallQuery<typeof calls.businessInviter>) {
  const type = businessTypeOf(query.business)!;
  if (query.inviter === access.merchant.id) throw badParameter('不能接受本商户发出的邀请', '邀请链接应发给要入驻的商户，请用该商户的账号打开');
  const found = await db.tenant('all', async (tx) => {
    const merchant = await merchants.findFull(tx, query.inviter);
    const [offered] = merchant ? await repository.offering(tx, type.offeredBy, query.inviter) : [];
    return { merchant, offered, products: await productNames(tx, type.products) };
  });
  if (!found.merchant) throw new AppError(Code.NOT_FOUND, `邀请方商户 ${query.inviter} 不存在`, '请核对邀请链接，或向邀请方索取新的链接');
  if (found.merchant.status !== 1) throw new AppError(Code.NOT_FOUND, `邀请方「${found.merchant.name}」已停用，不能受理申请`, '请联系邀请方');
  if (!found.offered) throw new AppError(Code.NOT_FOUND, `「${found.merchant.name}」不受理「${type.name}」`, '请核对邀请链接，或向邀请方索取新的链接');
  const own = { merchant: access.merchant.id, target: query.inviter, business: type.code };
  const [joined, pending, subject] = await db.tenant(
    [access.merchant.id],
    async (tx) => [await repository.related(tx, own.target, own.merchant, type.relation), await repository.pendingExists(tx, own), await subjects.find(tx, { merchant: own.merchant })] as const,
  );
  return {
    inviter: found.offered.id,
    inviter_name: found.offered.name,
    business: type.code,
    business_name: type.name,
    description: type.description,
    relation: type.relation,
    products: found.products,
    joined,
    pending: pending ?? null,
    subject: subject ? { name: subject.name, status: subject.status } : null,
  };
}

/** One application (the result page): its applicant or the merchant applied to (and those above them) read it. */
export async function get(db: Database, access: Access, id: number) {
  const row = await db.tenant(access.scope, (tx) => repository.find(tx, id));
  if (!row) throw notFound('业务申请');
  const products = await db.tenant('all', (tx) => productNames(tx, businessTypeOf(row.business)?.products ?? []));
  const [record] = await records(db, [row]);
  return { ...record!, products };
}

const target = (r: { id: number; merchant: number; business: string }) => ({ type: 'business_apply', id: r.id, name: nameOfBusiness(r.business), merchant: r.merchant });

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.businessApplyCreate>) {
  const access = actor.access;
  const type = businessTypeOf(body.business)!;
  if (body.target === access.merchant.id) throw badParameter('不能向本商户提交申请');
  const offered = await db.tenant('all', (tx) => repository.offering(tx, type.offeredBy));
  const acceptor = offered.find((m) => m.id === body.target);
  if (!acceptor) throw badParameter(`商户 ${body.target} 不受理「${type.name}」`, '请从受理方列表中选择');
  return db.tenant([access.merchant.id], async (tx) => {
    const values = { merchant: access.merchant.id, target: body.target, business: body.business };
    const pending = await repository.pendingExists(tx, values);
    if (pending) throw conflict(`已有待审核的同类申请（编号 ${pending}）`, '请等待受理方审核，或撤销后重新提交');
    const subject = await subjects.find(tx, { merchant: access.merchant.id });
    const id = await repository.insert(tx, {
      ...values,
      contact_name: body.contact_name.trim(),
      contact_mobile: body.contact_mobile,
      remark: body.remark?.trim() ?? '',
      attachments: body.attachments ?? [],
      subject: subject ? { type: subject.type, name: subject.name, credit_code: subject.credit_code, legal_person: subject.legal_person, licence_image: subject.licence_image, status: subject.status } : null,
    });
    await audit(tx, actor, target({ id, ...values }), {
      after: { business: type.name, target: `${acceptor.name}（${acceptor.id}）`, contact_name: body.contact_name.trim(), contact_mobile: maskPhone(body.contact_mobile), status: businessApplyStatusNames[0] },
    });
    return { id, status: BusinessApplyStatus.pending };
  });
}

async function lock(tx: Tx, id: number) {
  const row = await repository.find(tx, id, { lock: true });
  if (!row) throw notFound('业务申请');
  return row;
}

/** The applicant's own change (cancel, delete). */
async function lockOwn(tx: Tx, access: Access, id: number) {
  const row = await lock(tx, id);
  if (row.merchant !== access.merchant.id) throw forbidden('只有申请商户可以撤销或删除申请');
  return row;
}

/** The auditor: the merchant applied to, or the platform. */
export async function lockAudited(tx: Tx, access: Access, id: number) {
  const row = await lock(tx, id);
  if (row.target !== access.merchant.id && access.merchant.kind !== 'platform') throw forbidden('只有受理方可以审核该申请');
  return row;
}

export async function cancel(db: Database, actor: Actor, id: number) {
  return db.tenant([actor.access.merchant.id], async (tx) => {
    const row = await lockOwn(tx, actor.access, id);
    assertTransition(applyLifecycle, row.status, BusinessApplyStatus.cancelled);
    await repository.update(tx, id, { status: BusinessApplyStatus.cancelled });
    await audit(tx, actor, target(row), { before: { status: businessApplyStatusNames[row.status] }, after: { status: businessApplyStatusNames[-2] } });
    return { id, status: BusinessApplyStatus.cancelled };
  });
}

export async function reject(db: Database, actor: Actor, body: CallBody<typeof calls.businessApplyReject>) {
  return db.tenant(await auditScope(db, actor.access, body.id), async (tx) => rejectIn(tx, actor, await lockAudited(tx, actor.access, body.id), body.remark));
}

/** Rejects an application the caller audits (locked with `lockAudited`), in the caller's transaction. */
export async function rejectIn(tx: Tx, actor: Actor, row: repository.ApplyRow, reason: string) {
  const remark = reason.trim();
  if (!remark) throw badParameter('请填写驳回原因', '驳回原因会展示给申请商户');
  assertTransition(applyLifecycle, row.status, BusinessApplyStatus.rejected);
  await repository.update(tx, row.id, { status: BusinessApplyStatus.rejected, audit_remark: remark, auditor: actor.access.manager.name, audit_time: new Date() });
  await audit(tx, actor, target(row), { before: { status: businessApplyStatusNames[row.status] }, after: { status: businessApplyStatusNames[-1], audit_remark: remark } });
  return { id: row.id, status: BusinessApplyStatus.rejected };
}

/**
 * Approval in one transaction: the applicant becomes the target's customer (or member) and gets the business's
 * products, granted by the target under the grant rules; the sessions of everyone concerned reload their access.
 */
export async function approve(db: Database, sessions: SessionService, actor: Actor, body: CallBody<typeof calls.businessApplyApprove>) {
  return db.tenant(await auditScope(db, actor.access, body.id), async (tx) => {
    const result = await approveIn(tx, actor, await lockAudited(tx, actor.access, body.id), body.remark);
    await sessions.publish(tx, { type: 'all' });
    return result;
  });
}

/**
 * Approves an application the caller audits (locked with `lockAudited`) in the caller's transaction: the relation, the
 * products, the state and the audit record. The caller publishes the sessions' reload.
 */
export async function approveIn(tx: Tx, actor: Actor, row: repository.ApplyRow, remarkText: string | undefined) {
  const access = actor.access;
  assertTransition(applyLifecycle, row.status, BusinessApplyStatus.approved);
  const type = businessTypeOf(row.business);
  if (!type) throw conflict(`业务「${row.business}」已下线，不能通过`, '请驳回该申请');
  const applicant = await merchants.findFull(tx, row.merchant);
  if (!applicant || applicant.status !== 1) throw conflict('申请商户已停用或注销，不能通过', '请驳回该申请');
  if (!(await repository.related(tx, row.target, row.merchant, type.relation))) {
    await repository.insertRelation(tx, { parent: row.target, child: row.merchant, type: type.relation });
  }
  if (type.products.length) await grantIn(tx, access, row.merchant, type.products, null);
  const remark = remarkText?.trim() ?? '';
  await repository.update(tx, row.id, { status: BusinessApplyStatus.approved, audit_remark: remark, auditor: access.manager.name, audit_time: new Date() });
  await audit(tx, actor, target(row), {
    before: { status: businessApplyStatusNames[row.status] },
    after: { status: businessApplyStatusNames[1], audit_remark: remark, products: [...type.products] },
  });
  return { id: row.id, status: BusinessApplyStatus.approved };
}

export async function remove(db: Database, actor: Actor, id: number) {
  return db.tenant([actor.access.merchant.id], async (tx) => {
    const row = await lockOwn(tx, actor.access, id);
    if (row.status === BusinessApplyStatus.pending || row.status === BusinessApplyStatus.approved) {
      throw conflict(`申请当前为「${businessApplyStatusNames[row.status]}」，不能删除`, row.status === BusinessApplyStatus.pending ? '请先撤销申请' : '已通过的申请作为合作凭证保留');
    }
    await repository.remove(tx, id);
    await audit(tx, actor, target(row), { before: { business: nameOfBusiness(row.business), status: businessApplyStatusNames[row.status] } });
    return { id };
  });
}
