import { Code, ParkApplyStatus, parkApplyStatuses, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import { inScope, readScope } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { merchantNames } from '../../merchant/merchant/merchant.lookup.js';
import { findBelow } from '../../merchant/merchant/merchant.scope.js';
import { holdsProduct } from '../../merchant/product/product.service.js';
import { assertNameFree, createIn, parkColumnsOf, parkSnapshot, parkValues } from '../park/park.service.js';
import * as repository from './park-apply.repository.js';

/**
 * 待审核 → 已通过 (the park is created) or 已驳回 (with a reason); both final — a rejected park is applied for again.
 * docs/decisions.md, "Parks and park applications".
 */
export const parkApplyLifecycle: Lifecycle<number> = {
  what: '停车场申请',
  names: parkApplyStatuses,
  moves: {
    [ParkApplyStatus.pending]: [ParkApplyStatus.approved, ParkApplyStatus.rejected],
    [ParkApplyStatus.approved]: [],
    [ParkApplyStatus.rejected]: [],
  },
};

/** The product a park's merchant must hold: parks are the parking merchant platform's. */
const PARK_PRODUCT = 'parking:merchant:platform';

/** Whose applications the caller reads: with the partner's permission its scope, else its own. */
const readable = (access: Access) => readScope(access, 'parking:partner:park:apply:list');

type Row = repository.ApplyRow;

/** With the names of the submitter and reviewer merchants, which may lie outside the caller's scope (names only). */
async function shown(db: Database, rows: Row[]) {
  const names = await merchantNames(db, rows.flatMap((r) => [r.submitter_merchant, ...(r.auditor_merchant ? [r.auditor_merchant] : [])]));
  return rows.map(({ auditor_merchant, ...r }) => ({
    ...r,
    submitter_merchant_name: names.get(r.submitter_merchant) ?? '',
    auditor_merchant_name: auditor_merchant ? (names.get(auditor_merchant) ?? '') : '',
    audit_time: r.audit_time ? iso(r.audit_time) : null,
    create_time: iso(r.create_time),
  }));
}

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.parkApplyList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { merchants: readable(access), merchant: query.merchant, keywords: query.keywords?.trim() || undefined, status: query.status };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(await shown(db, rows), total, page);
}

/** Another merchant's application answers "not found". */
export async function get(db: Database, access: Access, id: number) {
  const row = await db.tenant(access.scope, (tx) => repository.find(tx, id));
  if (!row || !inScope(readable(access), row.merchant)) throw notFound('停车场申请');
  return (await shown(db, [row]))[0]!;
}

// ---- applying --------------------------------------------------------------------------------------------------

const pendingTaken = (name: string) => badParameter(`「${name}」已有一份待审核的申请`, '请等待审核结果，或在停车场申请中查看');

/**
 * The applicant: the caller's own merchant (a parking merchant, `parking:park:apply`), or a merchant below it for which
 * a partner applies (`parking:partner:park:apply:create`), which must hold the parking merchant platform.
 */
async function applicant(tx: Tx, access: Access, requested: number | undefined) {
  if (requested === undefined || requested === access.merchant.id) {
    if (!access.permissions.has('parking:park:apply')) {
      throw badParameter('请选择申请停车场的商户', '服务商代客户申请时须指定客户商户');
    }
    // What the permission's product implies, checked again in the transaction (an expiry, a product taken away).
    if (!(await holdsProduct(tx, access.merchant.id, PARK_PRODUCT))) {
      throw badParameter('本商户未开通停车商户平台', '请联系服务商或平台开通停车商户平台（parking:merchant:platform）');
    }
    return access.merchant.id;
  }
  if (!access.permissions.has('parking:partner:park:apply:create')) {
    throw new AppError(Code.FORBIDDEN_PERMISSION, '没有操作权限：缺少 parking:partner:park:apply:create', '只有服务商可以代客户提交停车场申请');
  }
  const target = await findBelow(tx, access, requested);
  if (!(await holdsProduct(tx, target.id, PARK_PRODUCT))) {
    throw badParameter(`商户「${target.name}」未开通停车商户平台`, '请先为该商户开通停车商户平台（parking:merchant:platform）');
  }
  return target.id;
}

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.parkApplyCreate>) {
  const access = actor.access;
  const values = parkValues(body);
  const remark = body.remark?.trim() ?? '';
  return unlessDuplicate(async () => {
    return await db.tenant(access.scope, async (tx) => {
      const merchantId = await applicant(tx, access, body.merchant);
      await assertNameFree(tx, merchantId, values.park_name);
      if (await repository.pendingByName(tx, merchantId, values.park_name)) throw pendingTaken(values.park_name);
      const id = await repository.insert(tx, { ...values, merchant: merchantId, submitter_merchant: access.merchant.id, submitter: access.manager.name, remark });
      await audit(tx, actor, { type: 'park_apply', id, name: values.park_name, merchant: merchantId }, { after: { ...parkSnapshot(values), remark, status: parkApplyStatuses[ParkApplyStatus.pending] } });
      return { id };
    });
  }, () => pendingTaken(values.park_name));
}

// ---- reviewing (the applicant's partner, or the platform) --------------------------------------------------------

export async function review(db: Database, actor: Actor, body: CallBody<typeof calls.parkApplyAudit>) {
  const access = actor.access;
  const remark = body.remark?.trim() ?? '';
  if (body.status === ParkApplyStatus.rejected && remark.length < 2) throw badParameter('驳回须填写原因（至少 2 个字）', '请说明驳回的原因，便于申请方修改后重新申请');
  // A park of that name was created (or renamed to it) since the application: the reviewer is told, nothing changed.
  return unlessDuplicate(async () => {
    return await db.tenant(access.scope, async (tx) => {
      const row = await repository.find(tx, body.id, { lock: true });
      if (!row || !inScope(access.scope, row.merchant)) throw notFound('停车场申请');
      // The reviewer is above the applicant: never the applicant itself (1403), never another partner (1404).
      await findBelow(tx, access, row.merchant);
      assertTransition(parkApplyLifecycle, row.status, body.status);
      const parkCode = body.status === ParkApplyStatus.approved ? await createIn(tx, actor, row.merchant, parkColumnsOf(row), row.id) : null;
      const now = new Date();
      await repository.update(tx, row.id, { status: body.status, auditor: access.manager.name, auditor_merchant: access.merchant.id, audit_remark: remark, audit_time: now, park_code: parkCode });
      await audit(
        tx,
        actor,
        { type: 'park_apply', id: row.id, name: row.park_name, merchant: row.merchant },
        { before: { status: parkApplyStatuses[ParkApplyStatus.pending] }, after: { status: parkApplyStatuses[body.status], audit_remark: remark, ...(parkCode ? { park_code: parkCode } : {}) } },
      );
      return { id: row.id, status: body.status, park_code: parkCode };
    });
  }, () => badParameter('该商户已有同名停车场', '请驳回此申请，或先修改已有停车场的名称'));
}
