import { InvoiceAclStatus, invoiceAclScopes, invoiceAclStatuses, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { appByAppId } from '../../merchant/app/app-runtime.service.js';
import { invoiceMerchant } from '../merchant-rt/merchant-rt.service.js';
import * as repository from './app-acl.repository.js';

/**
 * 开票应用授权: which apps may invoice for an invoice merchant below the caller, and what they may do. 启用 ⇄ 停用;
 * delete at any time. docs/decisions.md, "Invoice partner: access applications, managed records and trades, app ACL".
 */
export const aclLifecycle: Lifecycle<number> = {
  what: '开票应用授权',
  names: invoiceAclStatuses,
  moves: { [InvoiceAclStatus.enabled]: [InvoiceAclStatus.disabled], [InvoiceAclStatus.disabled]: [InvoiceAclStatus.enabled] },
};

type Row = repository.AclRow;

const shown = (r: Row) => ({ ...r, create_time: iso(r.create_time), update_time: iso(r.update_time) });
const scopesText = (scopes: readonly string[]) => scopes.map((s) => invoiceAclScopes[s as keyof typeof invoiceAclScopes] ?? s).join('、');
/** The order of the catalogue, whatever order the request gave. */
const ordered = (scopes: readonly string[]) => Object.keys(invoiceAclScopes).filter((s) => scopes.includes(s));
const target = (r: { id: number; merchant: number; app_name: string; app_id: string }) => ({ type: 'invoice_app_acl', id: r.id, name: `${r.app_name || r.app_id}`, merchant: r.merchant });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.invoiceAclList>) {
  const page = pageOf(query);
  const { rows, total } = await db.tenant(access.scope, async (tx) => {
    const owner = await invoiceMerchant(tx, access, query.merchant);
    return { rows: await repository.page(tx, owner.id, query.status, page.size, page.offset), total: await repository.total(tx, owner.id, query.status) };
  });
  return listPayload(rows.map(shown), total, page);
}

async function findChecked(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, id, options);
  if (!row || !inScope(access.scope, row.merchant) || row.merchant === access.merchant.id) throw notFound('开票应用授权');
  await invoiceMerchant(tx, access, row.merchant);
  return row;
}

export async function get(db: Database, access: Access, id: number) {
  return shown(await db.tenant(access.scope, (tx) => findChecked(tx, access, id)));
}

const duplicate = (what: string) => badParameter(`${what}已有开票授权`, '请在列表中修改原有的授权');

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.invoiceAclCreate>) {
  const access = actor.access;
  const appId = body.app_id.trim();
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const owner = await invoiceMerchant(tx, access, body.merchant);
        const found = await appByAppId(tx, appId);
        if (!found) throw badParameter(`应用「${appId}」不存在`, '请从应用列表中选择');
        if (await repository.byApp(tx, owner.id, appId)) throw duplicate(`应用「${found.name}」`);
        const values = { merchant: owner.id, app_id: appId, scopes: ordered(body.scopes), remark: body.remark?.trim() ?? '', status: InvoiceAclStatus.enabled, operator: access.manager.name };
        const id = await repository.insert(tx, values);
        await audit(tx, actor, target({ id, merchant: owner.id, app_name: found.name, app_id: appId }), {
          after: { app: `${found.name}（${appId}）`, scopes: scopesText(values.scopes), remark: values.remark, status: invoiceAclStatuses[values.status] },
        });
        return { id };
      }),
    () => duplicate('该应用'),
  );
}

/** An edit (scopes, remark) or a status change alone. */
export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.invoiceAclUpdate>) {
  const access = actor.access;
  const editing = body.scopes !== undefined || body.remark !== undefined;
  if (body.status !== undefined && editing) throw badParameter('参数 status（状态）：启用、停用时不能同时修改授权内容', '请先保存修改，再启用或停用');
  if (body.status === undefined && body.scopes === undefined) throw badParameter('参数 scopes（授权范围）必填', '请至少选择一项授权范围');
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, body.id, { lock: true });
    if (body.status !== undefined) {
      assertTransition(aclLifecycle, row.status, body.status);
      await repository.update(tx, row.merchant, row.id, { status: body.status, operator: access.manager.name });
      await audit(tx, actor, target(row), { before: { status: invoiceAclStatuses[row.status as 0 | 1] }, after: { status: invoiceAclStatuses[body.status] } });
      return { id: row.id, status: body.status };
    }
    const values = { scopes: ordered(body.scopes!), remark: body.remark?.trim() ?? '', operator: access.manager.name };
    await repository.update(tx, row.merchant, row.id, values);
    await audit(tx, actor, target(row), { before: { scopes: scopesText(row.scopes), remark: row.remark }, after: { scopes: scopesText(values.scopes), remark: values.remark } });
    return { id: row.id, status: row.status };
  });
}

export async function remove(db: Database, actor: Actor, id: number) {
  return db.tenant(actor.access.scope, async (tx) => {
    const row = await findChecked(tx, actor.access, id, { lock: true });
    await repository.remove(tx, row.merchant, row.id);
    await audit(tx, actor, target(row), { before: { app: `${row.app_name}（${row.app_id}）`, scopes: scopesText(row.scopes), status: invoiceAclStatuses[row.status as 0 | 1] } });
    return { id: row.id };
  });
}
