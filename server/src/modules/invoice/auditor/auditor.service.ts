import { AuditorStatus, auditorStatuses, maskPhone, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { assertAuditorFeature } from '../merchant-rt/merchant-rt.service.js';
import * as repository from './auditor.repository.js';

/**
 * An invoice merchant's auditors (审核人). Every call passes the AUDITOR rule first (platform operator, type-1
 * software: `assertAuditorFeature`). 启用 ⇄ 停用. docs/decisions.md, "Invoice software, merchant rules and auditors".
 */
export const auditorLifecycle: Lifecycle<number> = {
  what: '审核人',
  names: auditorStatuses,
  moves: { [AuditorStatus.enabled]: [AuditorStatus.disabled], [AuditorStatus.disabled]: [AuditorStatus.enabled] },
};

type Row = repository.AuditorRow;

const shown = (r: Row) => ({ ...r, create_time: iso(r.create_time), update_time: iso(r.update_time) });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.invoiceAuditorList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { keywords: query.keywords?.trim() || undefined, status: query.status };
  const { rows, total } = await db.tenant(access.scope, async (tx) => {
    const owner = await assertAuditorFeature(tx, access, query.merchant);
    return { rows: await repository.page(tx, owner.id, filter, page.size, page.offset), total: await repository.total(tx, owner.id, filter) };
  });
  // Lists mask the mobile; the detail (an edit form) shows it whole.
  return listPayload(rows.map((r) => ({ ...shown(r), mobile: maskPhone(r.mobile) })), total, page);
}

async function findChecked(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, id, options);
  if (!row || !inScope(access.scope, row.merchant)) throw notFound('审核人');
  await assertAuditorFeature(tx, access, row.merchant);
  return row;
}

export async function get(db: Database, access: Access, id: number) {
  return shown(await db.tenant(access.scope, (tx) => findChecked(tx, access, id)));
}

const mobileTaken = (mobile: string) => badParameter(`手机号 ${maskPhone(mobile)} 已是本商户的审核人`, '同一商户的审核人手机号不能重复');

const snapshot = (a: { name: string; mobile: string; remark: string; status?: number }) => ({
  name: a.name,
  mobile: maskPhone(a.mobile),
  remark: a.remark,
  ...(a.status !== undefined ? { status: auditorStatuses[a.status as 0 | 1] ?? a.status } : {}),
});

const target = (a: { id: number; name: string; merchant: number }) => ({ type: 'invoice_merchant_auditor', id: a.id, name: a.name, merchant: a.merchant });

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.invoiceAuditorCreate>) {
  const access = actor.access;
  const name = body.name.trim();
  if (name.length < 2) throw badParameter('参数 name（姓名）至少 2 个字', '请填写审核人的真实姓名');
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const owner = await assertAuditorFeature(tx, access, body.merchant);
        if (await repository.mobileTaken(tx, owner.id, body.mobile)) throw mobileTaken(body.mobile);
        const values = { merchant: owner.id, name, mobile: body.mobile, remark: body.remark?.trim() ?? '', status: AuditorStatus.enabled };
        const id = await repository.insert(tx, values);
        await audit(tx, actor, target({ id, name, merchant: owner.id }), { after: snapshot(values) });
        return { id };
      }),
    () => mobileTaken(body.mobile),
  );
}

/** An edit (name and mobile) or a status change alone. */
export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.invoiceAuditorUpdate>) {
  const access = actor.access;
  const editing = body.name !== undefined || body.mobile !== undefined;
  if (body.status !== undefined && editing) throw badParameter('参数 status（状态）：启用、停用时不能同时修改审核人信息', '请先保存修改，再启用或停用');
  if (body.status === undefined && (body.name === undefined || body.mobile === undefined)) throw badParameter('参数 name（姓名）和 mobile（手机号）必填', '编辑审核人须填写姓名和手机号');
  const mobile = body.mobile ?? '';
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const row = await findChecked(tx, access, body.id, { lock: true });
        if (body.status !== undefined) {
          assertTransition(auditorLifecycle, row.status, body.status);
          await repository.update(tx, row.merchant, row.id, { status: body.status });
          await audit(tx, actor, target(row), { before: { status: auditorStatuses[row.status as 0 | 1] }, after: { status: auditorStatuses[body.status] } });
          return { id: row.id, status: body.status };
        }
        const name = body.name!.trim();
        if (name.length < 2) throw badParameter('参数 name（姓名）至少 2 个字', '请填写审核人的真实姓名');
        if (await repository.mobileTaken(tx, row.merchant, mobile, row.id)) throw mobileTaken(mobile);
        const values = { name, mobile, remark: body.remark?.trim() ?? '' };
        await repository.update(tx, row.merchant, row.id, values);
        await audit(tx, actor, target({ ...row, name }), { before: snapshot(row), after: snapshot(values) });
        return { id: row.id, status: row.status };
      }),
    () => mobileTaken(mobile),
  );
}

/** A merchant's enabled auditors (id, name): whom the 审核 of an invoice application names. */
export const enabledOf = async (tx: Tx, merchantId: number) =>
  (await repository.page(tx, merchantId, { status: AuditorStatus.enabled }, 100, 0)).map((a) => ({ id: a.id, name: a.name }));
