import {
  Code, InvoiceSoftwareStatus, invoiceSoftwareStatuses, invoiceSoftwareTypes, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Scope, Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate, unlessReferenced } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as repository from './software.repository.js';

/**
 * Invoice software: an invoice partner reads and changes its own, the platform operator every owner's (and creates its
 * own). 启用 ⇄ 停用; deleted only while no invoice merchant uses it. docs/decisions.md, "Invoice software, merchant rules
 * and auditors".
 */
export const softwareLifecycle: Lifecycle<number> = {
  what: '税控软件',
  names: invoiceSoftwareStatuses,
  moves: { [InvoiceSoftwareStatus.enabled]: [InvoiceSoftwareStatus.disabled], [InvoiceSoftwareStatus.disabled]: [InvoiceSoftwareStatus.enabled] },
};

/** Whose software a caller reads and changes: the platform every owner's, anyone else its own merchant's. */
export const softwareOwners = (access: Access): Scope => (access.merchant.kind === 'platform' ? 'all' : ownScope(access));

type Row = repository.SoftwareRow;

const shown = ({ id: _id, ...r }: Row) => ({ ...r, create_time: iso(r.create_time), update_time: iso(r.update_time) });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.invoiceSoftwareList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { owners: softwareOwners(access), keywords: query.keywords?.trim() || undefined, type: query.type, status: query.status };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

export async function suggest(db: Database, access: Access, query: CallQuery<typeof calls.invoiceSoftwareSuggest>) {
  const filter: repository.Filter = { owners: softwareOwners(access), keywords: query.keywords?.trim() || undefined, status: query.status };
  return db.tenant(access.scope, (tx) => repository.suggest(tx, filter, 20));
}

export async function get(db: Database, access: Access, code: string) {
  const row = await db.tenant(access.scope, (tx) => repository.find(tx, softwareOwners(access), code));
  if (!row) throw notFound('税控软件');
  return shown(row);
}

/**
 * The software a merchant may be set to use, inside the caller's transaction: one the caller reads (a partner its own,
 * the platform any), enabled. Called by the merchant runtime service.
 */
export async function assignableIn(tx: Tx, access: Access, code: string) {
  const row = await repository.find(tx, softwareOwners(access), code, { lock: true });
  if (!row) throw badParameter(`税控软件 ${code} 不存在`, '请选择本服务商的税控软件');
  if (row.status !== InvoiceSoftwareStatus.enabled) throw badParameter(`税控软件「${row.name}」已停用，不能分配给商户`, '请先启用该软件，或选择其他软件');
  return row;
}

type Fields = CallBody<typeof calls.invoiceSoftwareCreate>;

const snapshot = (s: { name: string; type: number; vendor: string; app_id: string; credential_configured: boolean; remark: string; status?: number }) => ({
  name: s.name,
  type: invoiceSoftwareTypes[s.type as keyof typeof invoiceSoftwareTypes] ?? s.type,
  vendor: s.vendor,
  app_id: s.app_id,
  credential: s.credential_configured ? '已配置' : '未配置',
  remark: s.remark,
  ...(s.status !== undefined ? { status: invoiceSoftwareStatuses[s.status as keyof typeof invoiceSoftwareStatuses] ?? s.status } : {}),
});

const target = (s: { software_code: string; name: string; merchant: number }) => ({ type: 'invoice_software', id: s.software_code, name: s.name, merchant: s.merchant });

const nameTaken = (name: string) => badParameter(`已有名为「${name}」的税控软件`, '同一服务商的税控软件名称不能重复，请换一个名称');
const codeTaken = (code: string) => badParameter(`软件编码 ${code} 已被使用`, '软件编码全平台唯一，请换一个编码');

export async function create(db: Database, actor: Actor, body: Fields) {
  const access = actor.access;
  const owner = access.merchant.id;
  const name = body.name.trim();
  const values = {
    merchant: owner, software_code: body.software_code, name, type: body.type, vendor: body.vendor?.trim() ?? '', app_id: body.app_id?.trim() ?? '',
    app_secret: body.app_secret ?? '', remark: body.remark?.trim() ?? '', status: InvoiceSoftwareStatus.enabled,
  };
  // The code's unique index spans every owner: a code another partner uses is refused without saying whose it is (the
  // name was checked just before, so a duplicate here is the code).
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        if (await repository.byName(tx, owner, name)) throw nameTaken(name);
        await repository.insert(tx, values);
        await audit(tx, actor, target(values), { after: snapshot({ ...values, credential_configured: values.app_secret !== '' }) });
        return { software_code: values.software_code };
      }),
    () => codeTaken(body.software_code),
  );
}

async function forChange(tx: Tx, access: Access, code: string) {
  const row = await repository.find(tx, softwareOwners(access), code, { lock: true });
  if (!row) throw notFound('税控软件');
  return row;
}

/** An edit (the secret kept unless a new one is sent) or a status change alone. */
export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.invoiceSoftwareUpdate>) {
  const access = actor.access;
  const editing = body.name !== undefined || body.type !== undefined;
  if (body.status !== undefined && editing) throw badParameter('参数 status（状态）：启用、停用时不能同时修改软件信息', '请先保存修改，再启用或停用');
  if (body.status === undefined && (body.name === undefined || body.type === undefined)) throw badParameter('参数 name（软件名称）和 type（软件类型）必填', '编辑税控软件须填写名称和类型');
  return db.tenant(access.scope, async (tx) => {
    const row = await forChange(tx, access, body.software_code);
    if (body.status !== undefined) {
      assertTransition(softwareLifecycle, row.status, body.status);
      await repository.update(tx, row.id, { status: body.status });
      await audit(tx, actor, target(row), { before: { status: invoiceSoftwareStatuses[row.status as 0 | 1] }, after: { status: invoiceSoftwareStatuses[body.status] } });
      return { software_code: row.software_code, status: body.status };
    }
    const name = body.name!.trim();
    if (await repository.byName(tx, row.merchant, name, row.id)) throw nameTaken(name);
    const values = { name, type: body.type!, vendor: body.vendor?.trim() ?? '', app_id: body.app_id?.trim() ?? '', remark: body.remark?.trim() ?? '', ...(body.app_secret ? { app_secret: body.app_secret } : {}) };
    await repository.update(tx, row.id, values);
    await audit(tx, actor, target({ ...row, name }), { before: snapshot(row), after: snapshot({ ...values, credential_configured: row.credential_configured || Boolean(body.app_secret) }) });
    return { software_code: row.software_code, status: row.status };
  });
}

/** Refused while an invoice merchant uses it (a foreign key is the second line, also for merchants the caller cannot see). */
export async function remove(db: Database, actor: Actor, code: string) {
  const inUse = (n?: number) => new AppError(Code.ILLEGAL_TRANSITION, `税控软件 ${code} 正被${n ? ` ${n} 个` : ''}发票商户使用，不能删除`, '请先为这些商户更换税控软件；不再使用可改为停用');
  return unlessReferenced(
    () =>
      db.tenant(actor.access.scope, async (tx) => {
        const row = await forChange(tx, actor.access, code);
        if (row.merchant_count > 0) throw inUse(row.merchant_count);
        await repository.remove(tx, row.id);
        await audit(tx, actor, target(row), { before: snapshot({ ...row, status: row.status }) });
        return { software_code: row.software_code };
      }),
    () => inUse(),
  );
}
