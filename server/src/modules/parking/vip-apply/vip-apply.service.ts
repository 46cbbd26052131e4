import { maskPhone, normalPlate, VipApplyStatus, vipApplyStatuses, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, notFound } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import { chosenMerchant } from '../../../shared/scope.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { dayRange, iso, todayInChina } from '../../../shared/time.js';
import { openIn } from '../vip/vip.service.js';
import * as repository from './vip-apply.repository.js';

/**
 * Fixed-car applications (固定车申请): 待审核 → 已通过 (the monthly card opens in the same transaction: one period of the
 * chosen package from the wished start, or from today when that has passed) or 已驳回 (with a reason). Reviewed once.
 */
export const vipApplyLifecycle: Lifecycle<number> = {
  what: '固定车申请',
  names: vipApplyStatuses,
  moves: { [VipApplyStatus.pending]: [VipApplyStatus.approved, VipApplyStatus.rejected], [VipApplyStatus.approved]: [], [VipApplyStatus.rejected]: [] },
};

type Row = repository.ApplyRow;

const shown = ({ park: _park, ...r }: Row) => ({ ...r, mobile: maskPhone(r.mobile), create_time: iso(r.create_time), review_time: r.review_time ? iso(r.review_time) : null });
const target = (r: Row) => ({ type: 'parking_vip_apply', id: r.id, name: r.plates.join('、'), merchant: r.merchant });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.vipApplyList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined, plate: query.plate ? normalPlate(query.plate) || undefined : undefined, status: query.status, ...dayRange(query) };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

async function findChecked(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, id, options);
  if (!row || !inScope(access.scope, row.merchant)) throw notFound('固定车申请');
  return row;
}

export const get = (db: Database, access: Access, id: number) => db.tenant(access.scope, async (tx) => shown(await findChecked(tx, access, id)));

export async function approve(db: Database, actor: Actor, body: CallBody<typeof calls.vipApplyApprove>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, body.id, { lock: true });
    assertTransition(vipApplyLifecycle, row.status, VipApplyStatus.approved);
    const today = todayInChina();
    const spaceNo = body.space_no?.trim() || row.space_no;
    const vip = await openIn(tx, actor, {
      merchant: row.merchant, park: row.park, package: row.package, plates: row.plates, plate_color: row.plate_color, holder_name: row.holder_name, mobile: row.mobile,
      space_no: spaceNo, start_date: row.start_date < today ? today : row.start_date,
    });
    await repository.review(tx, row.id, { status: VipApplyStatus.approved, reviewer: access.manager.name, review_time: new Date(), vip, space_no: spaceNo });
    await audit(tx, actor, target(row), { before: { status: vipApplyStatuses[VipApplyStatus.pending] }, after: { status: vipApplyStatuses[VipApplyStatus.approved], vip: `月卡 ${vip}` } });
    return { id: row.id, status: VipApplyStatus.approved, vip };
  });
}

export async function reject(db: Database, actor: Actor, body: CallBody<typeof calls.vipApplyReject>) {
  const access = actor.access;
  const reason = body.reason.trim();
  if (reason.length < 2) throw badParameter('驳回原因至少 2 个字', '请填写驳回的原因，申请人会看到');
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, body.id, { lock: true });
    assertTransition(vipApplyLifecycle, row.status, VipApplyStatus.rejected);
    await repository.review(tx, row.id, { status: VipApplyStatus.rejected, reviewer: access.manager.name, review_time: new Date(), reject_reason: reason });
    await audit(tx, actor, target(row), { before: { status: vipApplyStatuses[VipApplyStatus.pending] }, after: { status: vipApplyStatuses[VipApplyStatus.rejected], reject_reason: reason } });
    return { id: row.id, status: VipApplyStatus.rejected };
  });
}
