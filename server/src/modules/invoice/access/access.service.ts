import { BusinessApplyStatus, INVOICE_ACCESS_BUSINESS, type CallBody, type CallQuery, type calls } from '@console/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.js';
import { invoiceMerchantRt, invoiceSoftware } from '../../../db/schema/index.js';
import { badParameter, notFound } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import * as business from '../../merchant/business/business.service.js';
import * as applications from '../../merchant/business/business.repository.js';
import type { SessionService } from '../../merchant/session/session.service.js';
import { setRuntimeIn } from '../merchant-rt/merchant-rt.service.js';

/**
 * 接入申请: the business applications 电子发票开通 sent to the invoice partner (or, for the platform, to anyone), read and
 * decided from 发票服务. Approval is the business application's approval (relation, product, state, audit) plus the new
 * invoice merchant's software and base rule, in one transaction. docs/decisions.md, "Invoice partner: access
 * applications, managed records and trades, app ACL".
 */

/** The applicants' runtime (software code, rule set), where the caller can see it. */
async function runtimes(tx: Tx, merchants: number[]) {
  if (!merchants.length) return new Map<number, { software_code: string; rule_configured: boolean }>();
  const rows = await tx
    .select({ merchant: invoiceMerchantRt.merchant, software_code: invoiceSoftware.software_code, seller_name: invoiceMerchantRt.seller_name })
    .from(invoiceMerchantRt)
    .leftJoin(invoiceSoftware, eq(invoiceSoftware.id, invoiceMerchantRt.software))
    .where(inArray(invoiceMerchantRt.merchant, merchants));
  return new Map(rows.map((r) => [r.merchant, { software_code: r.software_code ?? '', rule_configured: r.seller_name !== null }]));
}

/** The rows as the business applications show them, with the runtime. Called after the read's transaction: the
 * merchant names are looked up in one of their own (PGlite has one connection, so a nested one would wait forever). */
async function shown(db: Database, rows: applications.ApplyRow[], rt: Awaited<ReturnType<typeof runtimes>>) {
  return (await business.records(db, rows)).map((r) => ({ ...r, ...(rt.get(r.merchant) ?? { software_code: '', rule_configured: false }) }));
}
const merchantsOf = (rows: applications.ApplyRow[]) => [...new Set(rows.map((r) => r.merchant))];

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.invoiceAccessList>) {
  const page = pageOf(query);
  const filter: applications.Filter = {
    side: 'audit', own: access.merchant.id, scope: access.scope, business: INVOICE_ACCESS_BUSINESS, status: query.status, keywords: query.keywords?.trim() || undefined,
  };
  const { rows, total, rt } = await db.tenant(access.scope, async (tx) => {
    const rows = await applications.page(tx, filter, page.size, page.offset);
    return { rows, total: await applications.total(tx, filter), rt: await runtimes(tx, merchantsOf(rows)) };
  });
  return listPayload(await shown(db, rows, rt), total, page);
}

/** An access application sent to the caller's scope; anything else (another business, another partner's) is 1404. */
const isMine = (access: Access, row: applications.ApplyRow | undefined): row is applications.ApplyRow =>
  !!row && row.business === INVOICE_ACCESS_BUSINESS && inScope(access.scope, row.target);

export async function get(db: Database, access: Access, id: number) {
  const { row, rt } = await db.tenant(access.scope, async (tx) => {
    const row = await applications.find(tx, id);
    if (!isMine(access, row)) throw notFound('接入申请');
    return { row, rt: await runtimes(tx, [row.merchant]) };
  });
  return (await shown(db, [row], rt))[0]!;
}

export async function update(db: Database, sessions: SessionService, actor: Actor, body: CallBody<typeof calls.invoiceAccessUpdate>) {
  const access = actor.access;
  if (body.status === BusinessApplyStatus.rejected) {
    if (!body.remark?.trim()) throw badParameter('参数 remark（驳回原因）必填', '驳回原因会展示给申请商户');
    if (body.software_code !== undefined || body.rule !== undefined) throw badParameter('驳回时不能设置税控软件或基础规则', '请只填写驳回原因');
  } else if (body.software_code === undefined || body.rule === undefined) {
    throw badParameter('参数 software_code（税控软件）和 rule（基础规则）必填', '通过接入申请即为商户开通电子发票：请选择税控软件并填写基础规则');
  }
  // Looked up in the caller's scope first: another partner's application answers 1404 before anything is locked.
  const visible = await db.tenant(access.scope, (tx) => applications.find(tx, body.id));
  if (!isMine(access, visible)) throw notFound('接入申请');
  return db.tenant(await business.auditScope(db, access, body.id), async (tx) => {
    const row = await business.lockAudited(tx, access, body.id);
    if (body.status === BusinessApplyStatus.rejected) return business.rejectIn(tx, actor, row, body.remark!);
    const result = await business.approveIn(tx, actor, row, body.remark);
    await setRuntimeIn(tx, actor, { id: row.merchant, name: row.merchant_name }, { software_code: body.software_code, rule: body.rule });
    await sessions.publish(tx, { type: 'all' });
    return result;
  });
}
