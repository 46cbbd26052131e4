import { Code, maskPhone, SubjectStatus, subjectStatusNames, subjectTypeNames, type CallBody, type CallQuery, type calls, type subjectFields } from '@console/contract';
import type { Static, TObject } from '@sinclair/typebox';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { findVisible } from '../merchant/merchant.scope.js';
import * as repository from './subject.repository.js';

/**
 * 主体认证: submitted (待审核) → approved (已认证) or rejected (已驳回) by the platform; a pending one may be
 * withdrawn by its merchant and an approved one revoked by the platform (已撤销); a rejected or revoked one is
 * corrected and submitted again. The table is in docs/decisions.md.
 */
export const subjectLifecycle: Lifecycle<number> = {
  what: '主体认证',
  names: subjectStatusNames,
  moves: {
    [SubjectStatus.applying]: [SubjectStatus.approved, SubjectStatus.rejected, SubjectStatus.revoked],
    [SubjectStatus.approved]: [SubjectStatus.revoked],
    [SubjectStatus.rejected]: [SubjectStatus.applying],
    [SubjectStatus.revoked]: [SubjectStatus.applying],
  },
};

type Fields = Static<TObject<typeof subjectFields>>;
const forbidden = (message: string, hint?: string) => new AppError(Code.FORBIDDEN_PERMISSION, message, hint);

const record = (r: repository.SubjectRow) => ({ ...r, audit_time: r.audit_time ? iso(r.audit_time) : null, create_time: iso(r.create_time), update_time: iso(r.update_time) });

const snapshot = (s: Fields & { status: number }) => ({
  type: subjectTypeNames[s.type] ?? s.type,
  name: s.name,
  credit_code: s.credit_code,
  legal_person: s.legal_person,
  legal_person_mobile: maskPhone(s.legal_person_mobile ?? ''),
  licence_image: s.licence_image,
  address: s.address ?? '',
  status: subjectStatusNames[s.status] ?? s.status,
});

const values = (fields: Fields) => ({
  type: fields.type,
  name: fields.name.trim(),
  credit_code: fields.credit_code.trim().toUpperCase(),
  legal_person: fields.legal_person.trim(),
  legal_person_mobile: fields.legal_person_mobile ?? '',
  licence_image: fields.licence_image.trim(),
  address: fields.address?.trim() ?? '',
});

const target = (s: { id: number; name: string; merchant: number }) => ({ type: 'subject', id: s.id, name: s.name, merchant: s.merchant });

/** Inside the transaction that creates a merchant (its subject at creation), or from the create call. */
export async function insertIn(tx: Tx, actor: Actor, merchantId: number, fields: Fields) {
  const row = values(fields);
  const id = await repository.insert(tx, { ...row, merchant: merchantId, status: SubjectStatus.applying });
  await audit(tx, actor, target({ id, name: row.name, merchant: merchantId }), { after: snapshot({ ...row, status: SubjectStatus.applying }) });
  return id;
}

/** A merchant's certified (approved) subject, or null: what another vertical snapshots (a payment channel application). */
export async function certifiedIn(tx: Tx, merchantId: number) {
  const row = await repository.find(tx, { merchant: merchantId });
  return row && row.status === SubjectStatus.approved ? { name: row.name, credit_code: row.credit_code } : null;
}

export async function get(db: Database, access: Access, merchantId: number | undefined) {
  return db.tenant(access.scope, async (tx) => {
    const id = merchantId ?? access.merchant.id;
    await findVisible(tx, access, id);
    const row = await repository.find(tx, { merchant: id });
    return row ? record(row) : null;
  });
}

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.subjectCreate>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const merchant = await findVisible(tx, access, body.merchant ?? access.merchant.id);
    if (await repository.find(tx, { merchant: merchant.id })) {
      throw badParameter(`商户「${merchant.name}」已提交过主体信息`, '请在主体信息页修改后重新提交');
    }
    const id = await insertIn(tx, actor, merchant.id, body);
    return { id, status: SubjectStatus.applying };
  });
}

async function lock(tx: Tx, access: Access, id: number) {
  const row = await repository.find(tx, { id }, { lock: true });
  // Another merchant's subject answers "not found", as if it did not exist.
  if (!row) throw notFound('主体信息');
  await findVisible(tx, access, row.merchant).catch(() => {
    throw notFound('主体信息');
  });
  return row;
}

/** A correction re-submits for audit; a pending one is edited in place; an approved one cannot change. */
export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.subjectUpdate>) {
  return db.tenant(actor.access.scope, async (tx) => {
    const row = await lock(tx, actor.access, body.id);
    if (row.status === SubjectStatus.approved) {
      throw new AppError(Code.ILLEGAL_TRANSITION, '主体已认证，不能修改', '如需变更，请联系平台撤销认证后重新提交');
    }
    if (row.status !== SubjectStatus.applying) assertTransition(subjectLifecycle, row.status, SubjectStatus.applying);
    const next = values(body);
    await repository.update(tx, row.id, { ...next, status: SubjectStatus.applying, audit_remark: '', audit_time: null, auditor: '' });
    await audit(tx, actor, target({ ...row, name: next.name }), { before: snapshot(row as Fields & { status: number }), after: snapshot({ ...next, status: SubjectStatus.applying }) });
    return { id: row.id, status: SubjectStatus.applying };
  });
}

export async function auditSubject(db: Database, actor: Actor, body: CallBody<typeof calls.subjectAudit>) {
  const remark = body.remark?.trim() ?? '';
  if (body.result === 'reject' && !remark) throw badParameter('驳回时请填写审核意见', '审核意见会展示给提交的商户');
  const status = body.result === 'approve' ? SubjectStatus.approved : SubjectStatus.rejected;
  return db.tenant(actor.access.scope, async (tx) => {
    const row = await lock(tx, actor.access, body.id);
    if (row.merchant === actor.access.merchant.id) throw forbidden('不能审核自己商户的主体认证');
    assertTransition(subjectLifecycle, row.status, status);
    await repository.update(tx, row.id, { status, audit_remark: remark, audit_time: new Date(), auditor: actor.access.manager.name });
    await audit(tx, actor, target(row), { before: { status: subjectStatusNames[row.status] }, after: { status: subjectStatusNames[status], audit_remark: remark } });
    return { id: row.id, status };
  });
}

/** Withdrawing a pending submission is its merchant's; revoking an approved subject is the platform's. */
export async function revoke(db: Database, actor: Actor, body: CallBody<typeof calls.subjectRevoke>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await lock(tx, access, body.id);
    assertTransition(subjectLifecycle, row.status, SubjectStatus.revoked);
    if (row.status === SubjectStatus.approved && !access.permissions.has('merchant:subject:audit')) {
      throw forbidden('已认证的主体只能由平台撤销', '请联系平台运营方');
    }
    if (row.status === SubjectStatus.applying && !access.permissions.has('merchant:subject:update')) {
      throw forbidden('没有操作权限：缺少 merchant:subject:update');
    }
    const remark = body.remark?.trim() ?? '';
    await repository.update(tx, row.id, { status: SubjectStatus.revoked, audit_remark: remark, audit_time: new Date(), auditor: access.manager.name });
    await audit(tx, actor, target(row), { before: { status: subjectStatusNames[row.status] }, after: { status: subjectStatusNames[SubjectStatus.revoked], audit_remark: remark } });
    return { id: row.id, status: SubjectStatus.revoked };
  });
}

export async function applying(db: Database, access: Access, query: CallQuery<typeof calls.subjectApplying>) {
  const page = pageOf(query);
  const filter = { keywords: query.keywords?.trim() || undefined, status: query.status };
  return db.tenant(access.scope, async (tx) =>
    listPayload((await repository.page(tx, access.scope, filter, page.size, page.offset)).map(record), await repository.total(tx, access.scope, filter), page),
  );
}
