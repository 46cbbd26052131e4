import { CollectionStatus, collectionStatuses, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { badParameter, notFound } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { dayRange, iso } from '../../../shared/time.js';
import * as repository from './collection.repository.js';

/**
 * 数据采集 and 其他停车场: a collection waits for review; 通过 creates the partner's other park of that name or brings
 * it up to date (same transaction), 驳回 needs a reason; reviewed once. Rows are the collecting merchant's: a partner
 * reads its own and its customers', the platform all. docs/decisions.md, "Parking partner: records, data collection,
 * other parks, software, vehicle mock, passports".
 */
export const collectionLifecycle: Lifecycle<number> = {
  what: '数据采集',
  names: collectionStatuses,
  moves: { [CollectionStatus.pending]: [CollectionStatus.approved, CollectionStatus.rejected], [CollectionStatus.approved]: [], [CollectionStatus.rejected]: [] },
};

const regionPrefix = (region: string | undefined) => (region ? region.replace(/(00)+$/, '') || undefined : undefined);

const lotFilter = (access: Access, query: { merchant?: number; keywords?: string; type?: number; region?: string }): repository.LotFilter => ({
  merchants: access.scope,
  merchant: chosenMerchant(access.scope, query.merchant),
  keywords: query.keywords?.trim() || undefined,
  type: query.type,
  regionPrefix: regionPrefix(query.region),
});

const shown = (r: repository.CollectionRow) => ({ ...r, collect_time: iso(r.collect_time), audit_time: r.audit_time ? iso(r.audit_time) : null });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.collectionList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { ...lotFilter(access, query), status: query.status, ...dayRange(query) };
  return db.tenant(access.scope, async (tx) => {
    const [rows, total, counts] = [await repository.page(tx, filter, page.size, page.offset), await repository.total(tx, filter), await repository.statusCounts(tx, filter)];
    return { ...listPayload(rows.map(shown), total, page), counts };
  });
}

export async function get(db: Database, access: Access, id: number) {
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.find(tx, id);
    if (!row || !inScope(access.scope, row.merchant)) throw notFound('数据采集');
    const other = row.other_park ? await repository.findOther(tx, row.other_park) : undefined;
    return { ...shown(row), other_park_name: other?.park_name ?? '' };
  });
}

/** 通过 or 驳回 a pending collection. */
export async function review(db: Database, actor: Actor, body: CallBody<typeof calls.collectionAudit>) {
  const access = actor.access;
  const remark = body.remark?.trim() ?? '';
  const rejecting = body.status === CollectionStatus.rejected;
  if (rejecting && remark.length < 2) throw badParameter('驳回原因至少 2 个字', '请说明驳回的原因，如 车位数与现场不符，采集人会据此补采');
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.find(tx, body.id, { lock: true });
    if (!row || !inScope(access.scope, row.merchant)) throw notFound('数据采集');
    assertTransition(collectionLifecycle, row.status, body.status);
    let otherPark: number | null = null;
    let created = false;
    if (!rejecting) {
      const { id: _id, collection_no: _no, merchant_name: _name, remark: _remark, collector: _c, collector_mobile: _cm, collect_time: _t, status: _s, auditor: _a, audit_time: _at, audit_remark: _ar, other_park: _o, ...lot } = row;
      const values: repository.LotValues = { ...lot, last_collection: row.id };
      const existing = await repository.otherByName(tx, row.merchant, row.park_name);
      if (existing) {
        otherPark = existing.id;
        await repository.updateOther(tx, existing.id, values);
      } else {
        otherPark = await repository.insertOther(tx, values);
        created = true;
      }
    }
    await repository.review(tx, row.id, { status: body.status, auditor: access.manager.name, audit_time: new Date(), audit_remark: remark, other_park: otherPark });
    await audit(tx, actor, { type: 'parking_collection', id: row.id, name: row.park_name, merchant: row.merchant }, {
      before: { status: collectionStatuses[CollectionStatus.pending] },
      after: {
        status: collectionStatuses[body.status],
        ...(remark ? { audit_remark: remark } : {}),
        ...(otherPark ? { other_park: `${created ? '新增' : '更新'}其他停车场「${row.park_name}」` } : {}),
      },
    });
    return { id: row.id, status: body.status, other_park: otherPark };
  });
}

const shownOther = (r: repository.OtherParkRow) => ({
  ...r,
  last_collect_time: r.last_collect_time ? iso(r.last_collect_time) : null,
  create_time: iso(r.create_time),
  update_time: iso(r.update_time),
});

export async function otherList(db: Database, access: Access, query: CallQuery<typeof calls.otherParkList>) {
  const page = pageOf(query);
  const filter = lotFilter(access, query);
  return db.tenant(access.scope, async (tx) => {
    const rows = await repository.otherPage(tx, filter, page.size, page.offset);
    return listPayload(rows.map(shownOther), await repository.otherTotal(tx, filter), page);
  });
}

/** An other park with its last 20 collections (any status), newest first. */
export async function otherGet(db: Database, access: Access, id: number) {
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.findOther(tx, id);
    if (!row || !inScope(access.scope, row.merchant)) throw notFound('其他停车场');
    const collections = await repository.page(tx, { merchants: [row.merchant], otherPark: row.id }, 20, 0);
    return { ...shownOther(row), collections: collections.map(shown) };
  });
}
