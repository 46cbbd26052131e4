import { ReleaseReviewStatus, releaseReviewStatuses, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Scope } from '../../../db/client.js';
import { badParameter, notFound } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { closeIn, sharedFilter } from '../record/record.service.js';
import * as repository from './release.repository.js';

/**
 * Abnormal releases (异常放行): 待审核 → 已通过 (the car's record is closed as exited at the release time, in the same
 * transaction) or 已驳回 (with a reason). Reviewed once. docs/decisions.md, "Parking records and abnormal release".
 */
export const releaseLifecycle: Lifecycle<number> = {
  what: '异常放行',
  names: releaseReviewStatuses,
  moves: { [ReleaseReviewStatus.pending]: [ReleaseReviewStatus.passed, ReleaseReviewStatus.rejected], [ReleaseReviewStatus.passed]: [], [ReleaseReviewStatus.rejected]: [] },
};

type Row = repository.ReleaseRow;

const shown = ({ gate_id: _gate, ...r }: Row) => ({ ...r, request_time: iso(r.request_time), review_time: r.review_time ? iso(r.review_time) : null });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.parkingReleaseList>) {
  const page = cappedPageOf(query);
  const filter: repository.Filter = { ...sharedFilter(access, query), reviewStatus: query.review_status };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

/** 通过 or 驳回 a pending release; reviewing twice answers 1409. Another merchant's release answers "not found". */
export async function review(db: Database, actor: Actor, body: CallBody<typeof calls.parkingReleaseReview>) {
  const access = actor.access;
  const rejecting = body.review_status === ReleaseReviewStatus.rejected;
  const reason = body.reason?.trim() ?? '';
  if (rejecting && reason.length < 2) throw badParameter('驳回原因至少 2 个字', '请填写驳回的原因，值班员会看到');
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.find(tx, body.id, { lock: true });
    if (!row || !inScope(access.scope, row.merchant)) throw notFound('异常放行记录');
    assertTransition(releaseLifecycle, row.review_status, body.review_status);
    const now = new Date();
    await repository.review(tx, row.id, { review_status: body.review_status, reviewer: access.manager.name, review_time: now, reject_reason: rejecting ? reason : '' });
    // Approving lets the car out for good: its record (if one was found at the gate) ends at the release.
    const closed = !rejecting && row.record !== null ? await closeIn(tx, row.record, row.request_time, row.gate_id) : false;
    await audit(tx, actor, { type: 'parking_release', id: row.id, name: row.plate || '无牌车', merchant: row.merchant }, {
      before: { review_status: releaseReviewStatuses[ReleaseReviewStatus.pending] },
      after: { review_status: releaseReviewStatuses[body.review_status], ...(rejecting ? { reject_reason: reason } : {}), ...(closed ? { record: `停车记录 ${row.record} 已出场` } : {}) },
    });
    return { id: row.id, review_status: body.review_status, record: row.record };
  });
}

/** The to-do counter `parking:parking:release:statistics`: pending releases in the caller's scope. */
export const pendingReleases = (db: Database, scope: Scope) => db.tenant(scope, (tx) => repository.pendingCount(tx, scope));
