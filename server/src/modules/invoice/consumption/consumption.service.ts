import {
  AccountInvoiceStatus, accountInvoiceStatuses, Code, consumptionBusinesses, formatMoney, invoiceTitleTypes, WalletRecordKind,
  type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database } from '../../../db/client.js';
import { AppError, badParameter, conflict, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { once, type Idempotency } from '../../../shared/idempotency.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { dayRange, iso, todayInChina } from '../../../shared/time.js';
import { ownWallet } from '../../wallet/wallet.service.js';
import * as repository from './consumption.repository.js';

/**
 * 账户中心 › 发票管理 (docs/decisions.md, "Account invoices"): a wallet owner's invoice titles, its consumption records
 * (wallet payments, less refunds) and the invoices it asks of the wallet's carrier. Everything is the caller's own
 * merchant's: another merchant's id answers 1404.
 */
export const TITLE_LIMIT = 20;

const shownTitle = (t: repository.TitleRow) => ({
  id: t.id, type: t.type, type_name: invoiceTitleTypes[t.type] ?? String(t.type), name: t.name, tax_number: t.tax_number, address: t.address,
  phone: t.phone, bank: t.bank, bank_account: t.bank_account, email: t.email, is_default: t.is_default, update_time: iso(t.update_time),
});

export async function titles(db: Database, access: Access, query: CallQuery<typeof calls.invoiceTitleList>) {
  const page = pageOf(query);
  const me = access.merchant.id;
  const filter = { keywords: query.keywords?.trim() || undefined, type: query.type };
  return db.tenant([me], async (tx) => listPayload((await repository.titlePage(tx, me, filter, page.size, page.offset)).map(shownTitle), await repository.titleTotal(tx, me, filter), page));
}

export async function title(db: Database, access: Access, id: number) {
  const me = access.merchant.id;
  const row = await db.tenant([me], (tx) => repository.findTitle(tx, me, id));
  if (!row) throw notFound('发票抬头');
  return shownTitle(row);
}

type TitleBody = CallBody<typeof calls.invoiceTitleCreate>;
/** The stored fields: text trimmed, a company's tax number required (1400) and upper-cased, a person's dropped. */
function titleValues(body: TitleBody) {
  const taxNumber = body.type === 2 ? body.tax_number?.trim().toUpperCase() ?? '' : '';
  if (body.type === 2 && !taxNumber) throw badParameter('企业抬头须填写纳税人识别号', '请填写 15、18 或 20 位纳税人识别号');
  const name = body.name.trim();
  if (name.length < 2) throw badParameter('发票抬头至少 2 个字');
  return {
    type: body.type, name, tax_number: taxNumber, address: body.address?.trim() ?? '', phone: body.phone?.trim() ?? '', bank: body.bank?.trim() ?? '',
    bank_account: body.bank_account?.replaceAll(' ', '') ?? '', email: body.email.trim(),
  };
}

/** 新增: at most 20 a merchant (1409 beyond); the first one, or one marked so, becomes the default. */
export async function createTitle(db: Database, actor: Actor, body: TitleBody) {
  const me = actor.access.merchant.id;
  const values = titleValues(body);
  return db.tenant([me], async (tx) => {
    const total = await repository.titleTotal(tx, me, {});
    if (total >= TITLE_LIMIT) throw conflict(`发票抬头最多 ${TITLE_LIMIT} 个`, '请删除不再使用的抬头后再新增');
    const isDefault = total === 0 || body.is_default === true;
    if (isDefault) await repository.clearDefault(tx, me);
    const id = await repository.insertTitle(tx, { merchant: me, ...values, is_default: isDefault });
    await audit(tx, actor, { type: 'account_invoice_title', id, name: values.name, merchant: me }, { after: { ...values, is_default: isDefault } });
    return { id };
  });
}

/** 编辑: the same rules; un-marking the default leaves the merchant without one (allowed). */
export async function updateTitle(db: Database, actor: Actor, body: CallBody<typeof calls.invoiceTitleUpdate>) {
  const me = actor.access.merchant.id;
  const values = titleValues(body);
  return db.tenant([me], async (tx) => {
    const row = await repository.findTitle(tx, me, body.id, { lock: true });
    if (!row) throw notFound('发票抬头');
    const isDefault = body.is_default ?? row.is_default;
    if (isDefault && !row.is_default) await repository.clearDefault(tx, me);
    await repository.updateTitle(tx, me, row.id, { ...values, is_default: isDefault });
    const { id: _i, merchant: _m, create_time: _c, update_time: _u, ...before } = row;
    await audit(tx, actor, { type: 'account_invoice_title', id: row.id, name: values.name, merchant: me }, { before, after: { ...values, is_default: isDefault } });
    return { id: row.id };
  });
}

/** 删除: the invoices already asked keep their copy of the title. */
export async function deleteTitle(db: Database, actor: Actor, id: number) {
  const me = actor.access.merchant.id;
  return db.tenant([me], async (tx) => {
    const row = await repository.findTitle(tx, me, id, { lock: true });
    if (!row) throw notFound('发票抬头');
    await repository.deleteTitle(tx, me, row.id);
    await audit(tx, actor, { type: 'account_invoice_title', id: row.id, name: row.name, merchant: me }, { before: { name: row.name, tax_number: row.tax_number } });
    return { id: row.id };
  });
}

// ---- consumption records ----

/** The seller of the merchant's invoices: its wallet's carrier (null: no wallet, nothing to invoice). */
async function sellerOf(db: Database, access: Access) {
  const wallet = await ownWallet(db, access);
  return wallet ? { id: wallet.carrier, name: wallet.carrier_name } : null;
}

export async function consumptions(db: Database, access: Access, query: CallQuery<typeof calls.invoiceConsumptionList>) {
  const page = pageOf(query);
  const me = access.merchant.id;
  const seller = await sellerOf(db, access);
  const filter: repository.ConsumptionFilter = { merchant: me, state: query.invoice_state, business: query.business, ...dayRange(query) };
  if (!seller) return listPayload([], 0, page);
  return db.tenant([me], async (tx) => {
    const rows = await repository.consumptionPage(tx, filter, page.size, page.offset);
    return listPayload(
      rows.map((r) => ({
        id: r.id, record_no: r.record_no, business: r.business ?? 'other', business_name: consumptionBusinesses[r.business ?? 'other'] ?? r.business ?? '其他',
        subject: r.subject, amount: r.amount, refunded: r.refunded, invoiceable: r.amount - r.refunded, invoice_state: r.invoice_state, invoice_no: r.invoice_no,
        seller_name: seller.name, create_time: iso(r.create_time),
      })),
      await repository.consumptionTotal(tx, filter),
      page,
    );
  });
}

/**
 * 申请开票: the chosen payments (the merchant's, not refunded in full, in no other 待开票 or issued invoice) merged into
 * one invoice of their invoiceable sum, with the chosen title copied; 待开票 until the platform issues it. Payments
 * locked first; once per Idempotency-Key.
 */
export async function apply(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.invoiceConsumptionApply>) {
  const access = actor.access;
  const me = access.merchant.id;
  const ids = [...new Set(body.records)];
  const seller = await sellerOf(db, access);
  if (!seller) throw new AppError(Code.NOT_FOUND, '本商户尚未开通钱包，没有可开票的消费记录');
  return db.tenant([me], (tx) =>
    once(tx, idempotency, async () => {
      const title = await repository.findTitle(tx, me, body.title);
      if (!title) throw notFound('发票抬头');
      const picked = await repository.lockConsumptions(tx, me, ids);
      if (picked.length !== ids.length) throw notFound('消费记录');
      for (const p of picked) {
        if (p.kind !== WalletRecordKind.payment || p.amount <= p.refunded) throw badParameter(`消费记录 ${p.record_no} 没有可开票金额`, '已全额退款的支付不能开票');
        if (p.held !== null) throw conflict(`消费记录 ${p.record_no} 已在其他开票申请中`, '请刷新消费记录后重新选择');
      }
      const amount = picked.reduce((sum, p) => sum + p.amount - p.refunded, 0);
      const values = {
        merchant: me, seller: seller.id, seller_name: seller.name, title_type: title.type, title_name: title.name, tax_number: title.tax_number,
        address: title.address, phone: title.phone, bank: title.bank, bank_account: title.bank_account, email: body.email?.trim() || title.email,
        amount, record_count: picked.length, status: AccountInvoiceStatus.waiting, remark: body.remark?.trim() ?? '', applicant: access.manager.name,
      };
      const { id, invoice_no } = await repository.insertInvoice(tx, values, todayInChina());
      await repository.linkRecords(tx, picked.map((p) => ({ merchant: me, invoice: id, wallet_record: p.id, amount: p.amount - p.refunded })));
      await audit(tx, actor, { type: 'account_invoice', id: invoice_no, name: `开票申请 ${invoice_no}`, merchant: me }, {
        after: { title: title.name, amount: `${formatMoney(amount)} 元`, records: picked.map((p) => p.record_no) },
      });
      return { invoice_no, status: AccountInvoiceStatus.waiting, amount };
    }),
  );
}

// ---- invoicing records ----

const shownInvoice = (r: repository.InvoiceRow) => ({
  id: r.id, invoice_no: r.invoice_no, seller_name: r.seller_name, title_type: r.title_type, title_name: r.title_name, tax_number: r.tax_number, email: r.email,
  amount: r.amount, record_count: r.record_count, status: r.status, status_name: accountInvoiceStatuses[r.status] ?? String(r.status),
  invoice_code: r.invoice_code, invoice_number: r.invoice_number, issue_date: r.issue_date, applicant: r.applicant, create_time: iso(r.create_time),
});

export async function invoices(db: Database, access: Access, query: CallQuery<typeof calls.invoiceConsumptionApplyList>) {
  const page = pageOf(query);
  const me = access.merchant.id;
  const filter: repository.InvoiceFilter = { merchant: me, status: query.status, keywords: query.keywords?.trim() || undefined, ...dayRange(query) };
  return db.tenant([me], async (tx) => listPayload((await repository.invoicePage(tx, filter, page.size, page.offset)).map(shownInvoice), await repository.invoiceTotal(tx, filter), page));
}

export async function invoice(db: Database, access: Access, id: number) {
  const me = access.merchant.id;
  return db.tenant([me], async (tx) => {
    const row = await repository.findInvoice(tx, me, id);
    if (!row) throw notFound('开票记录');
    const records = await repository.recordsOf(tx, me, row.id);
    return {
      ...shownInvoice(row), address: row.address, phone: row.phone, bank: row.bank, bank_account: row.bank_account, remark: row.remark, reason: row.reason,
      update_time: iso(row.update_time),
      records: records.map((r) => ({ id: r.id, record_no: r.record_no, business_name: consumptionBusinesses[r.business ?? 'other'] ?? '其他', subject: r.subject, amount: r.amount, create_time: iso(r.create_time) })),
    };
  });
}

/** 撤回: a 待开票 invoice only (1409 otherwise); its payments can be invoiced again. */
export async function revoke(db: Database, actor: Actor, id: number) {
  const me = actor.access.merchant.id;
  return db.tenant([me], async (tx) => {
    const row = await repository.findInvoice(tx, me, id, { lock: true });
    if (!row) throw notFound('开票记录');
    if (row.status !== AccountInvoiceStatus.waiting) {
      throw conflict(`开票申请 ${row.invoice_no} 当前为「${accountInvoiceStatuses[row.status] ?? row.status}」，不能撤回`, '只有待开票的申请可以撤回');
    }
    await repository.updateInvoice(tx, me, row.id, { status: AccountInvoiceStatus.withdrawn });
    await repository.releaseRecords(tx, me, row.id);
    await audit(tx, actor, { type: 'account_invoice', id: row.invoice_no, name: `开票申请 ${row.invoice_no}`, merchant: me }, { before: { status: '待开票' }, after: { status: '已撤回' } });
    return { id: row.id, status: AccountInvoiceStatus.withdrawn };
  });
}
