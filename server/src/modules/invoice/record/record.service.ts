import {
  BuyerType, buyerTypes, Code, FACE_VERIFY_SOFTWARE_CODE, formatMoney, InvoiceApplyStatus, invoiceApplyStatuses, InvoiceKind, InvoiceSoftwareStatus, TradeInvoiceState,
  type CallBody, type CallQuery, type calls,
} from '@console/contract';
import { randomBytes } from 'node:crypto';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import { NeutralReply, type Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { once, type Idempotency } from '../../../shared/idempotency.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { dayRange, iso, todayInChina } from '../../../shared/time.js';
import { enabledOf } from '../auditor/auditor.service.js';
import { runtimeOf } from '../merchant-rt/merchant-rt.service.js';
import { effectiveSetting, remarkOf, type EffectiveSetting } from '../setting/setting.service.js';
import * as repository from './record.repository.js';

/**
 * An invoice merchant's invoicing: its tradable records, invoice applications (开票记录) and issued invoices (blue and red).
 * Reads cover the caller's scope (the merchant its own, the invoice partner its customers', the platform all); writes
 * are the merchant's own (merchant-only permissions). Issuing is simulated here (no tax bureau): an application is
 * issued at once when no review is needed, else when its auditor approves. docs/decisions.md, "Electronic invoices of a
 * merchant".
 */
export const applyLifecycle: Lifecycle<number> = {
  what: '开票申请',
  names: invoiceApplyStatuses,
  moves: {
    [InvoiceApplyStatus.waiting]: [InvoiceApplyStatus.issuing, InvoiceApplyStatus.failed, InvoiceApplyStatus.withdrawn],
    [InvoiceApplyStatus.issuing]: [InvoiceApplyStatus.success, InvoiceApplyStatus.failed, InvoiceApplyStatus.faceVerify],
    [InvoiceApplyStatus.faceVerify]: [InvoiceApplyStatus.success, InvoiceApplyStatus.failed],
    [InvoiceApplyStatus.success]: [],
    // 编辑 of a failed application submits it again (docs/decisions.md, "Electronic invoice renew, edit and setting").
    [InvoiceApplyStatus.failed]: [InvoiceApplyStatus.waiting],
    [InvoiceApplyStatus.withdrawn]: [],
  },
};

export { PARKING_TAX_ITEM } from '../setting/setting.service.js';

/** The tax in a tax-included amount at `rate` percent, in fen. */
export const taxOf = (amount: number, rate: number) => Math.round((amount * rate) / (100 + rate));

/** One line of an invoice: its tax-included amount and the tax in it. Issuing and the 开票测试 preview price with it. */
export const taxLine = (name: string, tax_code: string, amount: number, rate: number) => ({ name, tax_code, amount, rate, tax: taxOf(amount, rate) });

/** Whether an application waits for review: the base rule says so, or 自动开具 is off (whatever the base rule says). */
export const needsReview = (rt: { need_review: boolean | null }, setting: { auto_issue: boolean }) => !!rt.need_review || !setting.auto_issue;

/** Why an amount cannot be one invoice: over the base rule's single-invoice limit (undefined: it can). */
export const overLimit = (amount: number, limit: number) =>
  amount > limit ? `开票金额 ${formatMoney(amount)} 元超过单张开票限额 ${formatMoney(limit)} 元` : undefined;

/** The simulated invoice code (发票代码): 12 digits with the issue year. */
export const invoiceCodeOf = (issueDate: string) => `044032${issueDate.slice(2, 4)}0011`;


const shownTrade = <R extends repository.TradeRow>({ apply: _apply, ...r }: R) => ({ ...r, trade_time: iso(r.trade_time) });
const shownApply = ({ id: _id, items: _items, seller_name: _s, seller_tax_number: _t, tax_rate: _r, renew_of: _renew, ...r }: repository.ApplyRow) => ({
  ...r,
  create_time: iso(r.create_time),
  update_time: iso(r.update_time),
});
const shownInvoice = ({ apply: _apply, original: _original, ...r }: repository.InvoiceRow) => ({ ...r, apply_no: r.apply_no ?? '', create_time: iso(r.create_time) });

// ---- reads ------------------------------------------------------------------------------------------------------

export async function trades(db: Database, access: Access, query: CallQuery<typeof calls.invoiceTradeList>) {
  const page = cappedPageOf(query);
  if (query.min_amount !== undefined && query.max_amount !== undefined && query.min_amount > query.max_amount) throw badParameter('最小金额不能大于最大金额', '请重新填写金额范围');
  const filter: repository.TradeFilter = {
    merchants: access.scope, merchant: query.merchant, state: query.invoice_state, minAmount: query.min_amount, maxAmount: query.max_amount,
    tradeNo: query.trade_no?.trim() || undefined, ...dayRange(query),
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.tradePage(tx, filter, page.size, page.offset), total: await repository.tradeTotal(tx, filter) }));
  return listPayload(rows.map(shownTrade), total, page);
}

export async function applies(db: Database, access: Access, query: CallQuery<typeof calls.invoiceApplyList>) {
  const page = cappedPageOf(query);
  const filter: repository.ApplyFilter = {
    merchants: access.scope, merchant: query.merchant, status: query.status, softwareCode: query.software_code, keywords: query.keywords?.trim() || undefined, ...dayRange(query),
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.applyPage(tx, filter, page.size, page.offset), total: await repository.applyTotal(tx, filter) }));
  return listPayload(rows.map(shownApply), total, page);
}

async function findChecked(tx: Tx, access: Access, applyNo: string, options: { lock?: boolean } = {}) {
  const row = await repository.findApply(tx, applyNo, options);
  if (!row || !inScope(access.scope, row.merchant)) throw notFound('开票记录');
  return row;
}

/** An application with its trades, items, status history, invoices and (while it awaits review) the auditors to pick. */
export async function apply(db: Database, access: Access, applyNo: string) {
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, applyNo);
    const awaitingReview = row.status === InvoiceApplyStatus.waiting && row.need_review;
    const [merged, history, invoices, auditors] = [
      await repository.tradesOfApply(tx, row.merchant, row.id),
      await repository.historyOf(tx, row.merchant, row.id),
      await repository.invoicePage(tx, { merchants: [row.merchant], apply: row.id }, 20, 0),
      awaitingReview ? await enabledOf(tx, row.merchant) : [],
    ];
    return {
      ...shownApply(row),
      seller_name: row.seller_name,
      seller_tax_number: row.seller_tax_number,
      items: row.items,
      trades: merged.map(shownTrade),
      history: history.map((h) => ({ ...h, create_time: iso(h.create_time) })),
      invoices: invoices.map(shownInvoice),
      auditors,
    };
  });
}

export async function invoices(db: Database, access: Access, query: CallQuery<typeof calls.invoiceInvoiceList>) {
  const page = cappedPageOf(query);
  const filter: repository.InvoiceFilter = { merchants: access.scope, merchant: query.merchant, disabled: query.disabled, kind: query.kind, keywords: query.keywords?.trim() || undefined, ...dayRange(query) };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.invoicePage(tx, filter, page.size, page.offset), total: await repository.invoiceTotal(tx, filter) }));
  return listPayload(rows.map(shownInvoice), total, page);
}

// ---- writes -----------------------------------------------------------------------------------------------------

const target = (a: { id: number; apply_no: string; merchant: number }) => ({ type: 'invoice_apply', id: a.apply_no, name: `开票申请 ${a.apply_no}`, merchant: a.merchant });

/** Moves an application (checked against the table) and records the move in its history. */
async function move(tx: Tx, row: { id: number; merchant: number; status: number }, to: number, operator: string, remark: string, values: Parameters<typeof repository.updateApply>[3] = {}) {
  assertTransition(applyLifecycle, row.status, to);
  await repository.updateApply(tx, row.merchant, row.id, { ...values, status: to });
  await repository.insertStatus(tx, { merchant: row.merchant, apply: row.id, status: to, operator, remark });
  row.status = to;
}

/**
 * Issues an application (simulated): 开票中, then the blue invoice with its code, number, check code and date, the
 * trades invoiced, 开票成功 — in the caller's transaction.
 */
async function issue(tx: Tx, row: repository.ApplyRow, operator: string, setting?: EffectiveSetting) {
  await move(tx, row, InvoiceApplyStatus.issuing, operator, '提交税控开票');
  const issueDate = todayInChina();
  const invoice = await repository.insertInvoice(tx, {
    merchant: row.merchant, apply: row.id, kind: InvoiceKind.blue, software_code: row.software_code, invoice_code: invoiceCodeOf(issueDate), issue_date: issueDate,
    buyer_name: row.buyer_name, seller_name: row.seller_name, amount: row.amount, tax_amount: row.tax_amount, operator,
  });
  await repository.settleTrades(tx, row.merchant, row.id, TradeInvoiceState.invoiced);
  await move(tx, row, InvoiceApplyStatus.success, '税控系统', `发票号码 ${invoice.invoice_no}`);
  // Delivery (电子发票设置) is recorded, not sent: no mail or SMS gateway is connected here.
  const delivery = setting ?? (await effectiveSetting(tx, row.merchant));
  if (delivery.email_delivery) {
    await repository.insertStatus(tx, { merchant: row.merchant, apply: row.id, status: row.status, operator: '税控系统', remark: `发票已发送至 ${row.buyer_email}${delivery.sms_delivery ? '，并短信通知' : ''}` });
  }
  return invoice;
}

/**
 * A merchant's runtime with its software. The software row is its owner's (the invoice partner's) tenant data, which the
 * merchant's own scope does not reach: this one read, of the merchant's own runtime only, runs unscoped.
 */
const ownRuntime = (db: Database, merchantId: number) => db.tenant('all', (tx) => runtimeOf(tx, merchantId));

const notIssuing = (message: string, hint: string) => new AppError(Code.FEATURE_OFF, message, hint);

type Runtime = NonNullable<Awaited<ReturnType<typeof ownRuntime>>>;
type Buyer = Pick<CallBody<typeof calls.invoiceApplyCreate>, 'buyer_type' | 'buyer_name' | 'buyer_tax_number' | 'remark'> & { buyer_email?: string };

/** The buyer title checked and trimmed (the schema has checked the shapes): companies need a tax number. */
export function buyerOf(body: Buyer) {
  const buyerName = body.buyer_name.trim();
  const taxNumber = body.buyer_tax_number?.trim() ?? '';
  if (buyerName.length < 2) throw badParameter('参数 buyer_name（发票抬头）至少 2 个字', '请填写个人姓名或企业全称');
  if (body.buyer_type === BuyerType.company && !taxNumber) throw badParameter('企业抬头须填写购方税号', '请填写 15、18 或 20 位纳税人识别号');
  return { buyer_type: body.buyer_type, buyer_name: buyerName, buyer_tax_number: body.buyer_type === BuyerType.company ? taxNumber : '', buyer_email: body.buyer_email ?? '', remark: body.remark?.trim() ?? '' };
}

/** The runtime that lets the merchant issue: a base rule and an enabled software, else 1409-like 功能未开通. */
function issuing(rt: Awaited<ReturnType<typeof ownRuntime>>): Runtime {
  if (!rt?.configured || rt.seller_name === null) throw notIssuing('本商户尚未设置开票基础规则，不能开票', '请联系发票服务商设置销售方、税率和开票限额');
  if (!rt.software_code || rt.software_status !== InvoiceSoftwareStatus.enabled) throw notIssuing('本商户的税控软件未设置或已停用，不能开票', '请联系发票服务商设置税控软件');
  return rt;
}

/** The chosen trades, locked: all the merchant's, each open or already held by `ownApply`; their sum within the limit. */
async function chooseTrades(tx: Tx, rt: Runtime, me: number, ids: number[], ownApply?: number) {
  const chosen = await repository.lockTrades(tx, me, ids);
  if (chosen.length !== ids.length) throw notFound('交易');
  const taken = chosen.find((t) => t.invoice_state !== TradeInvoiceState.open && !(ownApply && t.apply === ownApply && t.invoice_state === TradeInvoiceState.applying));
  if (taken) throw new AppError(Code.ILLEGAL_TRANSITION, `交易 ${taken.trade_no} 已开票或正在开票`, '请刷新可开票交易后重新选择');
  const amount = chosen.reduce((sum, t) => sum + t.amount, 0);
  const over = overLimit(amount, rt.single_limit!);
  if (over) throw badParameter(over, '请减少合并的交易，分多次开票');
  return { chosen, amount };
}

/** The money and tax fields of an application over `chosen`, with the setting's item and rate (else the base rule's). */
function pricing(rt: Runtime, setting: EffectiveSetting, chosen: repository.TradeRow[], amount: number, remark: string) {
  const rate = setting.tax_rate ?? rt.default_tax_rate!;
  const line = taxLine(setting.item_name, setting.tax_code, amount, rate);
  return {
    amount, tax_amount: line.tax, tax_rate: rate, trade_count: chosen.length, items: [line],
    need_review: needsReview(rt, setting),
    remark: remarkOf(remark, setting, chosen.map((t) => ({ trade_time: new Date(t.trade_time) }))),
  };
}

/** One new application over locked trades (held, linked, history, audit), issued at once without review. */
async function newApplication(tx: Tx, actor: Actor, rt: Runtime, setting: EffectiveSetting, buyer: ReturnType<typeof buyerOf>, picked: { chosen: repository.TradeRow[]; amount: number }, renewOf?: { id: number; invoice_no: string }) {
  const access = actor.access;
  const me = access.merchant.id;
  const priced = pricing(rt, setting, picked.chosen, picked.amount, buyer.remark);
  const values = {
    merchant: me, software: rt.software_id, software_code: rt.software_code!, seller_name: rt.seller_name!, seller_tax_number: rt.tax_number!,
    ...buyer, ...priced, status: InvoiceApplyStatus.waiting, applicant: access.manager.name, renew_of: renewOf?.id ?? null,
  };
  const ids = picked.chosen.map((t) => t.id);
  const created = await repository.insertApply(tx, values, todayInChina());
  await repository.holdTrades(tx, me, created.id, ids);
  const what = renewOf ? `重开发票 ${renewOf.invoice_no}` : '提交开票申请';
  await repository.insertStatus(tx, { merchant: me, apply: created.id, status: InvoiceApplyStatus.waiting, operator: access.manager.name, remark: priced.need_review ? `${what}，待审核` : what });
  await audit(tx, actor, target({ ...created, merchant: me }), {
    after: { buyer: `${buyerTypes[buyer.buyer_type]}：${buyer.buyer_name}`, amount: `${formatMoney(picked.amount)} 元`, trades: ids.length, rate: `${priced.tax_rate}%`, ...(renewOf ? { renew_of: renewOf.invoice_no } : {}) },
  });
  let status: number = InvoiceApplyStatus.waiting;
  if (!priced.need_review) {
    await issue(tx, await repository.findApplyById(tx, me, created.id), access.manager.name, setting);
    status = InvoiceApplyStatus.success;
  }
  return { apply_no: created.apply_no, status };
}

/**
 * 申请开票: the chosen trades (the caller's own, none already in an application) merged into one application with the
 * buyer title and the setting's tax item; over the single-invoice limit it is refused. Without review it is issued at
 * once. Trades, application and invoice in one transaction, once per Idempotency-Key.
 */
export async function create(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.invoiceApplyCreate>) {
  const access = actor.access;
  const me = access.merchant.id;
  const buyer = buyerOf(body);
  const ids = [...new Set(body.trades)];
  const rt = await ownRuntime(db, me);
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const ready = issuing(rt);
      const picked = await chooseTrades(tx, ready, me, ids);
      return newApplication(tx, actor, ready, await effectiveSetting(tx, me), buyer, picked);
    }),
  );
}

/**
 * 编辑: an application not yet issued, the merchant's own. 待开票: its trades and title replaced, still waiting (its
 * review flag recomputed). 开票失败: corrected and submitted again (back to 待开票; issued at once without review).
 * Anything else answers 1409. One transaction, once per Idempotency-Key.
 */
export async function edit(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.invoiceApplyUpdate>) {
  const access = actor.access;
  const me = access.merchant.id;
  const buyer = buyerOf(body);
  const ids = [...new Set(body.trades)];
  const rt = await ownRuntime(db, me);
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const row = await findChecked(tx, access, body.apply_no, { lock: true });
      if (row.merchant !== me) throw notFound('开票记录');
      if (row.status !== InvoiceApplyStatus.waiting && row.status !== InvoiceApplyStatus.failed) {
        throw new AppError(Code.ILLEGAL_TRANSITION, `开票申请 ${row.apply_no} 当前为「${invoiceApplyStatuses[row.status as 2] ?? row.status}」，不能编辑`, '只有待开票或开票失败的申请可以编辑；已开具的发票请用重开');
      }
      const ready = issuing(rt);
      const setting = await effectiveSetting(tx, me);
      const picked = await chooseTrades(tx, ready, me, ids, row.status === InvoiceApplyStatus.waiting ? row.id : undefined);
      const priced = pricing(ready, setting, picked.chosen, picked.amount, buyer.remark);
      const before = { buyer: `${buyerTypes[row.buyer_type as 1]}：${row.buyer_name}`, amount: `${formatMoney(row.amount)} 元`, trades: row.trade_count, status: invoiceApplyStatuses[row.status as 0] };
      // The trades it held go back, then the chosen ones are held (the same ones may be among them).
      await repository.settleTrades(tx, me, row.id, TradeInvoiceState.open);
      await repository.unlinkTrades(tx, me, row.id);
      await repository.holdTrades(tx, me, row.id, ids);
      const values = { ...buyer, ...priced, reason: '' };
      if (row.status === InvoiceApplyStatus.failed) {
        await move(tx, row, InvoiceApplyStatus.waiting, access.manager.name, priced.need_review ? '修改后重新提交，待审核' : '修改后重新提交', { ...values, auditor_name: '', audit_time: null });
      } else {
        await repository.updateApply(tx, me, row.id, values);
        await repository.insertStatus(tx, { merchant: me, apply: row.id, status: row.status, operator: access.manager.name, remark: '编辑开票申请' });
      }
      await audit(tx, actor, target(row), { before, after: { buyer: `${buyerTypes[buyer.buyer_type]}：${buyer.buyer_name}`, amount: `${formatMoney(picked.amount)} 元`, trades: ids.length, status: invoiceApplyStatuses[InvoiceApplyStatus.waiting] } });
      let status: number = InvoiceApplyStatus.waiting;
      if (!priced.need_review) {
        await issue(tx, await repository.findApplyById(tx, me, row.id), access.manager.name, setting);
        status = InvoiceApplyStatus.success;
      }
      return { apply_no: row.apply_no, status };
    }),
  );
}

/** 审核: an application awaiting review, by one of the merchant's enabled auditors: approved (issued) or rejected (-1). */
export async function review(db: Database, actor: Actor, body: CallBody<typeof calls.invoiceApplyAudit>) {
  const access = actor.access;
  const reason = body.reason?.trim() ?? '';
  if (!body.pass && reason.length < 2) throw badParameter('驳回须填写原因（至少 2 个字）', '请说明驳回的原因，如 抬头有误');
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, body.apply_no, { lock: true });
    if (row.merchant !== access.merchant.id) throw notFound('开票记录');
    if (!row.need_review) throw new AppError(Code.ILLEGAL_TRANSITION, '该开票申请无需审核', '开票基础规则未要求开票前审核的申请提交后即开具');
    assertTransition(applyLifecycle, row.status, body.pass ? InvoiceApplyStatus.issuing : InvoiceApplyStatus.failed);
    const auditor = (await enabledOf(tx, row.merchant)).find((a) => a.id === body.auditor);
    if (!auditor) throw badParameter('审核人不存在或已停用', '请选择本商户启用中的审核人');
    const stamp = { auditor_name: auditor.name, audit_time: new Date() };
    if (body.pass) {
      await repository.updateApply(tx, row.merchant, row.id, stamp);
      await repository.insertStatus(tx, { merchant: row.merchant, apply: row.id, status: row.status, operator: auditor.name, remark: '审核通过' });
      await issue(tx, row, auditor.name);
    } else {
      await move(tx, row, InvoiceApplyStatus.failed, auditor.name, `审核驳回：${reason}`, { ...stamp, reason: `审核驳回：${reason}` });
      await repository.settleTrades(tx, row.merchant, row.id, TradeInvoiceState.open);
    }
    await audit(tx, actor, target(row), { before: { status: invoiceApplyStatuses[InvoiceApplyStatus.waiting] }, after: { status: invoiceApplyStatuses[row.status as 2], auditor: auditor.name, ...(reason ? { reason } : {}) } });
    return { apply_no: row.apply_no, status: row.status };
  });
}

/** 撤回: an application not yet issued (待开票) is withdrawn; its trades become invoiceable again. */
export async function revoke(db: Database, actor: Actor, body: CallBody<typeof calls.invoiceApplyRevoke>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, body.apply_no, { lock: true });
    if (row.merchant !== access.merchant.id) throw notFound('开票记录');
    const before = row.status;
    await move(tx, row, InvoiceApplyStatus.withdrawn, access.manager.name, '撤回开票申请');
    await repository.settleTrades(tx, row.merchant, row.id, TradeInvoiceState.open);
    await audit(tx, actor, target(row), { before: { status: invoiceApplyStatuses[before as 0] }, after: { status: invoiceApplyStatuses[InvoiceApplyStatus.withdrawn] } });
    return { apply_no: row.apply_no, status: row.status };
  });
}

/** The merchant's own blue invoice, locked and still valid (else 1404 or 1409). */
async function validBlue(tx: Tx, access: Access, id: number) {
  const blue = await repository.findInvoice(tx, id, { lock: true });
  if (!blue || blue.merchant !== access.merchant.id) throw notFound('发票');
  if (blue.kind !== InvoiceKind.blue) throw new AppError(Code.ILLEGAL_TRANSITION, '红字发票不能再红冲', '请选择要冲销的蓝字发票');
  if (blue.disabled) throw new AppError(Code.ILLEGAL_TRANSITION, `发票 ${blue.invoice_no} 已红冲`, '一张发票只能红冲一次');
  return blue;
}

/** The red invoice of `blue` (negative amounts), the blue one marked reversed, its trades invoiceable again. */
async function reverseOf(tx: Tx, blue: repository.InvoiceRow, reason: string, operator: string) {
  const issueDate = todayInChina();
  const red = await repository.insertInvoice(tx, {
    merchant: blue.merchant, apply: blue.apply, kind: InvoiceKind.red, software_code: blue.software_code, invoice_code: invoiceCodeOf(issueDate), issue_date: issueDate,
    buyer_name: blue.buyer_name, seller_name: blue.seller_name, amount: -blue.amount, tax_amount: -blue.tax_amount, original: blue.id, reason, operator,
  });
  await repository.disableInvoice(tx, blue.merchant, blue.id);
  await repository.settleTrades(tx, blue.merchant, blue.apply, TradeInvoiceState.open);
  return red;
}

/**
 * 红冲: an issued blue invoice reversed once with a reason — a red invoice (negative amounts), the blue one marked
 * reversed, its trades invoiceable again; in one transaction, once per Idempotency-Key.
 */
export async function reverse(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.invoiceInvoiceReverse>) {
  const access = actor.access;
  const reason = body.reason.trim();
  if (reason.length < 2) throw badParameter('红冲原因至少 2 个字', '请说明红冲的原因，如 抬头开错');
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const blue = await validBlue(tx, access, body.id);
      const red = await reverseOf(tx, blue, reason, access.manager.name);
      await repository.insertStatus(tx, { merchant: blue.merchant, apply: blue.apply, status: InvoiceApplyStatus.success, operator: access.manager.name, remark: `发票 ${blue.invoice_no} 已红冲（红字发票 ${red.invoice_no}）：${reason}` });
      await audit(tx, actor, { type: 'invoice_invoice', id: blue.id, name: `发票 ${blue.invoice_no}`, merchant: blue.merchant }, { before: { disabled: '有效' }, after: { disabled: '已红冲', red_invoice_no: red.invoice_no, reason } });
      return { id: blue.id, red_invoice_no: red.invoice_no };
    }),
  );
}

/**
 * 重开 (换开): the merchant's own valid blue invoice reversed, and its trades invoiced again with the corrected title,
 * split into `parts` (each a new application naming the original; each within the limit; each issued at once without
 * review). A trade may be named once and only if the original invoiced it; the original's trades left out become
 * invoiceable again. Red invoice, applications and new invoices in one transaction, once per Idempotency-Key.
 */
export async function renew(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.invoiceInvoiceRenew>) {
  const access = actor.access;
  const me = access.merchant.id;
  const reason = body.reason.trim();
  if (reason.length < 2) throw badParameter('重开原因至少 2 个字', '请说明重开的原因，如 抬头开错、拆分开具');
  const buyer = buyerOf(body);
  const named = body.parts.flat();
  if (new Set(named).size !== named.length) throw badParameter('同一笔交易只能开在一张新发票上', '请检查拆分，每笔交易只选一张发票');
  const rt = await ownRuntime(db, me);
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const blue = await validBlue(tx, access, body.id);
      const ready = issuing(rt);
      const original = new Set((await repository.tradesOfApply(tx, me, blue.apply)).filter((t) => t.apply === blue.apply).map((t) => t.id));
      const stranger = named.find((id) => !original.has(id));
      if (stranger !== undefined) throw badParameter(`交易 ${stranger} 不是原发票 ${blue.invoice_no} 开具的交易`, '重开只能包含原发票的交易');
      const red = await reverseOf(tx, blue, `重开：${reason}`, access.manager.name);
      const setting = await effectiveSetting(tx, me);
      const made = [];
      for (const part of body.parts) made.push(await newApplication(tx, actor, ready, setting, buyer, await chooseTrades(tx, ready, me, part), blue));
      const applyNos = made.map((m) => m.apply_no);
      await repository.insertStatus(tx, {
        merchant: me, apply: blue.apply, status: InvoiceApplyStatus.success, operator: access.manager.name,
        remark: `发票 ${blue.invoice_no} 已红冲（红字发票 ${red.invoice_no}）并重开为 ${applyNos.join('、')}：${reason}`,
      });
      await audit(tx, actor, { type: 'invoice_invoice', id: blue.id, name: `发票 ${blue.invoice_no}`, merchant: me }, {
        before: { disabled: '有效', buyer: blue.buyer_name },
        after: { disabled: '已红冲', red_invoice_no: red.invoice_no, renewed_as: applyNos, buyer: buyer.buyer_name, reason },
      });
      return { id: blue.id, red_invoice_no: red.invoice_no, apply_nos: applyNos, statuses: made.map((m) => m.status) };
    }),
  );
}

/** How long an authorisation link stays valid (the console refreshes the code after it). */
const LINK_MINUTES = 5;

/**
 * The electronic authorisation status of the shell's invoice tip: a merchant issuing through IN31542 with an application
 * awaiting face verification (status 3) answers 1000 with a fresh link to scan; otherwise 1001 without a link.
 */
export async function authorize(db: Database, access: Access, merchantId: number) {
  if (!inScope(access.scope, merchantId)) throw notFound('发票商户');
  const rt = await ownRuntime(db, merchantId);
  return db.tenant(access.scope, async (tx) => {
    const waiting =
      rt?.software_code === FACE_VERIFY_SOFTWARE_CODE &&
      (await repository.applyPage(tx, { merchants: [merchantId], status: InvoiceApplyStatus.faceVerify, softwareCode: FACE_VERIFY_SOFTWARE_CODE }, 1, 0)).length > 0;
    if (!waiting) return { link: '', expire_time: '' };
    const expire = new Date(Date.now() + LINK_MINUTES * 60_000);
    const link = `https://etax.example.gov.cn/face-auth?merchant=${merchantId}&software=${FACE_VERIFY_SOFTWARE_CODE}&nonce=${randomBytes(8).toString('hex')}`;
    return new NeutralReply({ link, expire_time: iso(expire) }, '请使用电子税务局 App 扫码完成身份认证');
  });
}
