import { Code, EmapStatus, emapPlatforms, emapStatuses, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { cappedPageOf, listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { energyScope } from '../scope.js';
import * as repository from './emap.repository.js';

/**
 * 地图引流申请 (`energy/emap/apply/list`, `…/audit`) and 应用列表 (`energy/app/rt/list`). docs/decisions.md, "Energy
 * configuration: blacklist, whitelist, SIM, logs, apps, map referrals".
 */

/** 待审核 → 已通过 or 已驳回, once. */
const lifecycle: Lifecycle<number> = { what: '地图引流申请', names: emapStatuses, moves: { 0: [1, 2], 1: [], 2: [] } };

const shown = (r: repository.ApplyRow) => ({ ...r, audit_time: r.audit_time ? iso(r.audit_time) : null, create_time: iso(r.create_time) });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.energyEmapApplyList>) {
  const page = cappedPageOf(query);
  const filter: repository.Filter = {
    merchants: energyScope(access, 'emap', 'list'),
    merchant: query.merchant,
    station_code: query.station_code,
    platform: query.platform,
    status: query.status,
    apply_no: query.apply_no?.trim() || undefined,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

/**
 * The partner or group above the merchant decides (the platform holds both codes): approve, or reject with a reason.
 * The merchant's own codes reach no audit (the contract gate), so an application is never approved by its applicant.
 */
export async function auditApply(db: Database, actor: Actor, body: CallBody<typeof calls.energyEmapApplyAudit>) {
  const access = actor.access;
  const note = body.note?.trim() ?? '';
  if (body.status === EmapStatus.rejected && note.length < 2) throw badParameter('驳回时请填写原因（至少 2 个字）', '如：电站地址与定位不符，请更正后重新申请');
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.find(tx, access.scope, body.id, { lock: true });
    if (!row) throw notFound('地图引流申请');
    if (row.merchant === access.merchant.id) throw new AppError(Code.FORBIDDEN_PERMISSION, '不能审核本商户自己的申请', '请由上级服务商或集团审核');
    assertTransition(lifecycle, row.status, body.status);
    await repository.audit(tx, row.id, { status: body.status, audit_note: note, auditor: access.manager.name || access.manager.account });
    await audit(tx, actor, { type: 'energy_emap_apply', id: row.id, name: `${row.station_name} · ${emapPlatforms[row.platform as keyof typeof emapPlatforms] ?? row.platform}`, merchant: row.merchant }, {
      before: { status: emapStatuses[0] },
      after: { status: emapStatuses[body.status], note },
    });
    return { id: row.id };
  });
}

export async function apps(db: Database, access: Access, query: CallQuery<typeof calls.energyAppList>) {
  const page = pageOf(query);
  const filter: repository.AppFilter = {
    merchants: energyScope(access, 'app', 'list'),
    merchant: query.merchant,
    keywords: query.keywords?.trim() || undefined,
    kind: query.kind,
    status: query.status,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.appPage(tx, filter, page.size, page.offset), total: await repository.appTotal(tx, filter) }));
  return listPayload(rows.map((r) => ({ ...r, create_time: iso(r.create_time) })), total, page);
}
