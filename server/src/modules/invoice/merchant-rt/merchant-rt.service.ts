import { Code, InvoiceSoftwareType, invoiceSoftwareTypes, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { findBelow } from '../../merchant/merchant/merchant.scope.js';
import { holdsProduct, holdsProductSql } from '../../merchant/product/product.service.js';
import { merchant } from '../../../db/schema/index.js';
import * as software from '../software/software.service.js';
import * as repository from './merchant-rt.repository.js';

/**
 * An invoice merchant's runtime: the software it issues through and its base rule. The invoice partner sets them for
 * its customers holding the invoice merchant product, the platform for any such merchant. docs/decisions.md, "Invoice
 * software, merchant rules and auditors".
 */
export const INVOICE_MERCHANT_PRODUCT = 'invoice:merchant:platform';

const shown = ({ configured, software_id: _software, ...r }: repository.RtRow) => ({
  ...r,
  rule_configured: r.seller_name !== null,
  remark: r.remark ?? '',
  operator: r.operator ?? '',
  update_time: configured ? iso(r.update_time) : '',
});

export async function matching(db: Database, access: Access, query: CallQuery<typeof calls.invoiceMerchantMatching>) {
  const page = pageOf(query);
  const filter: repository.Filter = {
    merchants: access.scope, own: access.merchant.id, holder: holdsProductSql(merchant.id, INVOICE_MERCHANT_PRODUCT),
    keywords: query.keywords?.trim() || undefined, software_code: query.software_code?.trim() || undefined,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

/** The remote-search dropdown's invoice merchants (`invoice-merchant`): those `matching` lists, by name or number. */
export async function options(db: Database, access: Access, keywords: string | undefined, limit: number) {
  const filter: repository.Filter = { merchants: access.scope, own: access.merchant.id, holder: holdsProductSql(merchant.id, INVOICE_MERCHANT_PRODUCT), keywords: keywords?.trim() || undefined };
  const rows = await db.tenant(access.scope, (tx) => repository.page(tx, filter, limit, 0));
  return rows.map((r) => ({ label: `${r.merchant_name}（${r.merchant}）`, value: r.merchant }));
}

/** An invoice merchant below the caller: another merchant, or one without the product, answers 1404. */
export async function invoiceMerchant(tx: Tx, access: Access, merchantId: number, options: { lock?: boolean } = {}) {
  const owner = await findBelow(tx, access, merchantId, options).catch((error) => {
    if (error instanceof AppError && error.code === Code.FORBIDDEN_PERMISSION) throw notFound('发票商户');
    throw error;
  });
  if (!(await holdsProduct(tx, owner.id, INVOICE_MERCHANT_PRODUCT))) throw notFound('发票商户');
  return owner;
}

export async function get(db: Database, access: Access, merchantId: number) {
  return db.tenant(access.scope, async (tx) => {
    const owner = await invoiceMerchant(tx, access, merchantId);
    return shown((await repository.find(tx, owner.id))!);
  });
}

type Rule = NonNullable<CallBody<typeof calls.invoiceMerchantRtUpdate>['rule']>;

const ruleSnapshot = (r: { seller_name: string | null; tax_number: string | null; default_tax_rate: number | null; single_limit: number | null; need_review: boolean | null }) =>
  r.seller_name === null
    ? { rule: '未设置' }
    : {
        seller_name: r.seller_name,
        tax_number: r.tax_number,
        default_tax_rate: `${r.default_tax_rate}%`,
        single_limit: `${((r.single_limit ?? 0) / 100).toFixed(2)} 元`,
        need_review: r.need_review ? '开票前需审核' : '无需审核',
      };

/** Sets the software, the base rule, or both, in one transaction with its audit record. */
export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.invoiceMerchantRtUpdate>) {
  const access = actor.access;
  if (body.software_code === undefined && body.rule === undefined) throw badParameter('参数 software_code（税控软件）或 rule（基础规则）至少填写一项', '请选择税控软件或填写基础规则');
  return db.tenant(access.scope, async (tx) => {
    const owner = await invoiceMerchant(tx, access, body.merchant, { lock: true });
    await setRuntimeIn(tx, actor, owner, body);
    return { merchant: owner.id };
  });
}

/**
 * Writes an invoice merchant's software and/or base rule with its audit record, in the caller's transaction (the
 * caller has checked the merchant): 发票商户 › 管理 and the approval of an access application.
 */
export async function setRuntimeIn(tx: Tx, actor: Actor, owner: { id: number; name: string }, body: { software_code?: string; rule?: Rule }) {
  const access = actor.access;
  const before = (await repository.find(tx, owner.id))!;
  await repository.lock(tx, owner.id);
  const chosen = body.software_code !== undefined ? await software.assignableIn(tx, access, body.software_code) : undefined;
  const rule: Rule | undefined = body.rule && { ...body.rule, seller_name: body.rule.seller_name.trim() };
  if (rule && rule.seller_name.length < 2) throw badParameter('参数 seller_name（销售方名称）至少 2 个字', '请填写开票的销售方全称');
  const ruleValues = rule
    ? { seller_name: rule.seller_name, tax_number: rule.tax_number, default_tax_rate: rule.default_tax_rate, single_limit: rule.single_limit, need_review: rule.need_review, remark: rule.remark?.trim() ?? '' }
    : {};
  await repository.upsert(tx, { merchant: owner.id, ...(chosen ? { software: chosen.id } : {}), ...ruleValues, operator: access.manager.name });
  const softwareText = (s: { software_code: string | null; software_name: string | null; software_type: number | null }) =>
    s.software_code ? `${s.software_name ?? ''}（${s.software_code}，${invoiceSoftwareTypes[s.software_type as 1] ?? ''}）` : '未设置';
  const change = {
    before: { ...(chosen ? { software: softwareText(before) } : {}), ...(rule ? ruleSnapshot(before) : {}) },
    after: { ...(chosen ? { software: softwareText({ software_code: chosen.software_code, software_name: chosen.name, software_type: chosen.type }) } : {}), ...(rule ? ruleSnapshot(rule) : {}) },
  };
  await audit(tx, actor, { type: 'invoice_merchant_rt', id: owner.id, name: `${owner.name}的开票设置`, merchant: owner.id }, change);
}

/**
 * The AUDITOR rule (document 2 §6) as the server enforces it, inside the auditor call's transaction: the merchant is an
 * invoice merchant below the caller, the caller's merchant is the platform operator, and the merchant's software is
 * of type 1. Refusals answer 1406 with the reason in Chinese.
 */
export async function assertAuditorFeature(tx: Tx, access: Access, merchantId: number) {
  const owner = await invoiceMerchant(tx, access, merchantId);
  if (access.merchant.kind !== 'platform') {
    throw new AppError(Code.FEATURE_OFF, '审核人仅由平台运营方管理', '发票审核人由平台运营方为使用人工审核税控软件的商户设置，请联系平台');
  }
  const rt = await repository.lock(tx, owner.id);
  const row = (await repository.find(tx, owner.id))!;
  if (!rt || row.software_type !== InvoiceSoftwareType.reviewed) {
    throw new AppError(
      Code.FEATURE_OFF,
      `商户「${owner.name}」的税控软件不需要人工审核，没有审核人`,
      `只有使用「${invoiceSoftwareTypes[InvoiceSoftwareType.reviewed]}」类税控软件的商户才设置审核人；请先在税控软件设置中更换软件`,
    );
  }
  return owner;
}

/** An invoice merchant's runtime as the invoicing of its own trades reads it (in the caller's transaction). */
export const runtimeOf = (tx: Tx, merchantId: number) => repository.find(tx, merchantId);
