import { Code, normalPlate, PassportState, passportStates, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { iso } from '../../../shared/time.js';
import * as repository from './passport.repository.js';

/**
 * Passports (通行证): 有效 → 已撤销 by the group (or the platform), with a reason; 已过期 (the end passed) and 已撤销 are
 * final. docs/decisions.md, "Parking partner: records, data collection, other parks, software, vehicle mock, passports".
 */

const stateOf = (r: { status: number; end_time: Date }, now: number) => (r.status === 0 ? PassportState.revoked : r.end_time.getTime() > now ? PassportState.valid : PassportState.expired);

const shown = ({ status, ...r }: repository.PassportRow, now = Date.now()) => ({
  ...r,
  state: stateOf({ status, end_time: r.end_time }, now),
  start_time: iso(r.start_time)!,
  end_time: iso(r.end_time)!,
  revoke_time: r.revoke_time ? iso(r.revoke_time) : null,
  create_time: iso(r.create_time)!,
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.passportList>) {
  const page = pageOf(query);
  const now = new Date();
  const filter: repository.Filter = {
    merchants: access.scope,
    merchant: chosenMerchant(access.scope, query.merchant),
    parkCode: query.park_code || undefined,
    plate: query.plate ? normalPlate(query.plate) || undefined : undefined,
    kind: query.kind,
    state: query.state,
    now,
  };
  return db.tenant(access.scope, async (tx) => {
    const rows = await repository.page(tx, filter, page.size, page.offset);
    return listPayload(rows.map((r) => shown(r, now.getTime())), await repository.total(tx, filter), page);
  });
}

export async function get(db: Database, access: Access, id: number) {
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.find(tx, id);
    if (!row || !inScope(access.scope, row.merchant)) throw notFound('通行证');
    return shown(row);
  });
}

export async function revoke(db: Database, actor: Actor, body: CallBody<typeof calls.passportRevoke>) {
  const access = actor.access;
  const reason = body.reason.trim();
  if (reason.length < 2) throw badParameter('撤销原因至少 2 个字', '请说明撤销的原因，如 施工已结束');
  return db.tenant(access.scope, async (tx) => {
    const row = await repository.find(tx, body.id, { lock: true });
    if (!row || !inScope(access.scope, row.merchant)) throw notFound('通行证');
    const state = stateOf(row, Date.now());
    if (state !== PassportState.valid) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `通行证 ${row.passport_no} 当前为「${passportStates[state]}」，不能撤销`, '只能撤销有效的通行证');
    }
    await repository.revoke(tx, row.id, { revoker: access.manager.name, revoke_time: new Date(), revoke_reason: reason });
    await audit(tx, actor, { type: 'parking_passport', id: row.id, name: row.passport_no, merchant: row.merchant }, {
      before: { state: passportStates[PassportState.valid] },
      after: { state: passportStates[PassportState.revoked], revoke_reason: reason },
    });
    return shown((await repository.find(tx, row.id))!);
  });
}
