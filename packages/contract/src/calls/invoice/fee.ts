import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { TAX_NUMBER_PATTERN } from './merchant-rt.js';
import { InvoiceKind, invoiceKinds } from './record.js';

/**
 * The invoice partner's 技术服务费 (document 2 §2 "Invoice": technical service fees; document 1 §7 `invoice/price`) and its
 * 开票测试 (`invoice/obtain/preview`, `invoice/status/preview`). The partner charges each customer merchant a fee per
 * issued invoice: its price rules (收费标准: per merchant or the default for all, per invoice kind, a unit price in fen,
 * a month range) price the invoices its customers issued each month. docs/decisions.md, "Invoice fees, invoicing test,
 * contract prepare".
 */

/** The months a rule or a list covers: `YYYY-MM`. */
export const MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';
/** The longest month range the fee list sums at once. */
export const FEE_MAX_MONTHS = 12;
/** The highest unit price: 10,000 元 an invoice, in fen. */
export const INVOICE_MAX_UNIT_PRICE = 1_000_000;

/** What a price rule prices: the kinds of issued invoice (blue, and its red reversal). */
export const invoicePriceKinds = invoiceKinds;

const Month = (title: string) => Type.String({ pattern: MONTH_PATTERN, title, examples: ['2026-11'] });
const KindField = Type.Union([Type.Literal(InvoiceKind.blue), Type.Literal(InvoiceKind.red)], { title: '发票类型', description: '1 蓝字发票，2 红字发票' });

export const InvoicePriceRecord = Type.Object({
  id: Type.Integer({ title: '收费标准 ID' }),
  merchant: Type.Union([Type.Integer(), Type.Null()], { title: '适用商户', description: '为空：默认标准，适用于没有专属标准的全部商户' }),
  merchant_name: Type.String({ title: '适用商户名称', description: '默认标准为空' }),
  kind: Type.Integer({ title: '发票类型', description: '1 蓝字发票，2 红字发票' }),
  unit_price: Type.Integer({ title: '单价（分/张）' }),
  start_month: Type.String({ title: '生效月份' }),
  end_month: Type.String({ title: '截止月份', description: '为空：长期有效' }),
  remark: Type.String({ title: '备注' }),
  operator: Type.String({ title: '最后设置人' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const priceFields = {
  merchant: Type.Optional(Id('适用商户')),
  kind: KindField,
  unit_price: Type.Integer({ minimum: 0, maximum: INVOICE_MAX_UNIT_PRICE, title: '单价（分/张）', description: '0 至 1,000,000（1 万元）' }),
  start_month: Month('生效月份'),
  end_month: Type.Optional(Type.Union([Month('截止月份'), Type.Literal('')], { description: '不填：长期有效' })),
  remark: Type.Optional(Text('备注', 200)),
};

const LIST = ['invoice:partner:fee:list'] as const;
const UPDATE = ['invoice:partner:fee:update'] as const;

/** The caller's price rules: the default ones first, then by merchant; the newest first within them. */
export const invoicePriceList = defineCall({
  method: 'GET',
  path: 'invoice/price',
  summary: '技术服务费收费标准',
  auth: 'token',
  permission: { anyOf: LIST },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('适用商户')),
    kind: Type.Optional(KindField),
  }),
  reply: ListOf(InvoicePriceRecord),
});

export const invoicePriceCreate = defineCall({
  method: 'POST',
  path: 'invoice/price',
  summary: '新增收费标准',
  auth: 'token',
  permission: { anyOf: UPDATE },
  body: Type.Object(priceFields),
  reply: Type.Object({ id: Type.Integer() }),
});

/** Replaces a rule's fields (its merchant included). */
export const invoicePriceUpdate = defineCall({
  method: 'PUT',
  path: 'invoice/price',
  summary: '编辑收费标准',
  auth: 'token',
  permission: { anyOf: UPDATE },
  body: Type.Object({ id: Id('收费标准 ID'), ...priceFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const invoicePriceDelete = defineCall({
  method: 'DELETE',
  path: 'invoice/price',
  summary: '删除收费标准',
  auth: 'token',
  permission: { anyOf: UPDATE },
  query: Type.Object({ id: Id('收费标准 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});

const Count = (title: string) => Type.Integer({ minimum: 0, title });
const Price = (title: string) => Type.Union([Type.Integer(), Type.Null()], { title, description: '为空：该月没有适用的收费标准（不收费）' });

export const InvoiceFeeRecord = Type.Object({
  id: Type.String({ title: '行标识', description: '商户号-月份' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  month: Type.String({ title: '月份' }),
  blue_count: Count('蓝字发票（张）'),
  red_count: Count('红字发票（张）'),
  blue_price: Price('蓝字单价（分）'),
  red_price: Price('红字单价（分）'),
  fee: Type.Integer({ title: '技术服务费（分）' }),
});

/**
 * 费用明细: per customer merchant and month, the invoices it issued (by issue date, UTC+8) times the price rule in force
 * that month (the merchant's own, else the default); the newest month first. `summary` sums the whole filter.
 */
export const invoiceFeeList = defineCall({
  method: 'GET',
  path: 'invoice/fee/list',
  summary: '技术服务费明细',
  auth: 'token',
  permission: { anyOf: LIST },
  query: Type.Object({
    ...pageQuery(20),
    start_month: Month('开始月份'),
    end_month: Month('结束月份'),
    merchant: Type.Optional(Id('商户号')),
  }),
  reply: Type.Intersect([
    ListOf(InvoiceFeeRecord),
    Type.Object({ summary: Type.Object({ blue_count: Count('蓝字发票合计'), red_count: Count('红字发票合计'), fee: Type.Integer({ title: '技术服务费合计（分）' }) }) }),
  ]),
});

// ---- 开票测试 ------------------------------------------------------------------------------------------------------

/** The test tool reads a customer merchant's invoicing setup: who may look at it may test it. Nothing is written. */
const TEST = ['invoice:partner:merchant:list'] as const;
const SoftwareCode = Type.String({ pattern: '^IN[0-9]{5}$', maxLength: 7, title: '税控软件编码', description: '不填：商户当前绑定的税控软件' });

export const INVOICE_PREVIEW_MAX_ITEMS = 8;

export const invoiceObtainPreview = defineCall({
  method: 'POST',
  path: 'invoice/obtain/preview',
  summary: '开票测试：预览将开具的发票（不开票、不保存）',
  auth: 'token',
  permission: { anyOf: TEST },
  body: Type.Object({
    merchant: Id('商户号'),
    software_code: Type.Optional(SoftwareCode),
    buyer_type: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '抬头类型', description: '1 个人，2 企业' }),
    buyer_name: Text('发票抬头', 100, 2),
    buyer_tax_number: Type.Optional(Type.String({ pattern: `${TAX_NUMBER_PATTERN}|^$`, maxLength: 20, title: '购方税号', description: '企业必填' })),
    remark: Type.Optional(Text('备注', 200)),
    items: Type.Array(
      Type.Object({
        name: Text('项目名称', 60, 1),
        tax_code: Type.Optional(Type.String({ pattern: '^([0-9]{19})?$', title: '税收分类编码', description: '19 位数字；不填：商户电子发票设置的编码' })),
        amount: Type.Integer({ minimum: 1, maximum: 10_000_000_000, title: '含税金额（分）' }),
        rate: Type.Optional(Type.Union([0, 1, 3, 5, 6, 9, 13].map((r) => Type.Literal(r)), { title: '税率（%）', description: '不填：商户的开票税率' })),
      }),
      { minItems: 1, maxItems: INVOICE_PREVIEW_MAX_ITEMS, title: '开票项目' },
    ),
  }),
  reply: Type.Object({
    merchant: Type.Integer({ title: '商户号' }),
    merchant_name: Type.String({ title: '商户名称' }),
    software_code: Type.String({ title: '税控软件编码' }),
    software_name: Type.String({ title: '税控软件' }),
    invoice_code: Type.String({ title: '发票代码（预览）' }),
    issue_date: Type.String({ title: '开票日期' }),
    seller_name: Type.String({ title: '销售方' }),
    seller_tax_number: Type.String({ title: '销售方税号' }),
    seller_address_phone: Type.String({ title: '销售方地址、电话' }),
    seller_bank_account: Type.String({ title: '销售方开户行及账号' }),
    buyer_type: Type.Integer({ title: '抬头类型' }),
    buyer_name: Type.String({ title: '购买方' }),
    buyer_tax_number: Type.String({ title: '购方税号' }),
    items: Type.Array(
      Type.Object({
        name: Type.String({ title: '项目名称' }),
        tax_code: Type.String({ title: '税收分类编码' }),
        amount: Type.Integer({ title: '含税金额（分）' }),
        net: Type.Integer({ title: '不含税金额（分）' }),
        rate: Type.Integer({ title: '税率（%）' }),
        tax: Type.Integer({ title: '税额（分）' }),
      }),
    ),
    amount: Type.Integer({ title: '价税合计（分）' }),
    net_amount: Type.Integer({ title: '合计金额（分）' }),
    tax_amount: Type.Integer({ title: '合计税额（分）' }),
    amount_in_capitals: Type.String({ title: '价税合计（大写）' }),
    remark: Type.String({ title: '备注' }),
    need_review: Type.Boolean({ title: '开票前需审核' }),
    problems: Type.Array(Type.String(), { title: '真实开票时会遇到的问题', description: '为空：可以开具' }),
  }),
});

export const InvoiceCheckState = { pass: 'pass', fail: 'fail', skip: 'skip' } as const;
export const invoiceCheckStates = { pass: '通过', fail: '未通过', skip: '不适用' } as const;

export const invoiceStatusPreview = defineCall({
  method: 'GET',
  path: 'invoice/status/preview',
  summary: '开票测试：税控软件就绪检查',
  auth: 'token',
  permission: { anyOf: TEST },
  query: Type.Object({ merchant: Id('商户号'), software_code: Type.Optional(SoftwareCode) }),
  reply: Type.Object({
    merchant: Type.Integer({ title: '商户号' }),
    merchant_name: Type.String({ title: '商户名称' }),
    software_code: Type.String({ title: '税控软件编码' }),
    software_name: Type.String({ title: '税控软件' }),
    ready: Type.Boolean({ title: '可以开票', description: '全部检查项通过或不适用' }),
    checks: Type.Array(
      Type.Object({
        key: Type.String({ title: '检查项' }),
        name: Type.String({ title: '检查项名称' }),
        state: Type.Union([Type.Literal('pass'), Type.Literal('fail'), Type.Literal('skip')], { title: '结果', description: 'pass 通过，fail 未通过，skip 不适用' }),
        detail: Type.String({ title: '说明' }),
      }),
    ),
  }),
});
