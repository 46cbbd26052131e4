import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * An invoice merchant's runtime (`invoice/merchant/rt` GET, PUT): the software it issues through (one its partner or
 * the platform runs) and its base rule (基础规则). `invoice/merchant/matching` lists the invoice merchants below the
 * caller with that state. docs/decisions.md, "Invoice software, merchant rules and auditors".
 */

/** VAT rates a merchant may default to (percent). */
export const INVOICE_TAX_RATES = [0, 1, 3, 5, 6, 9, 13] as const;
/** 税率（%）: the rates an invoice may carry. */
export type InvoiceTaxRate = (typeof INVOICE_TAX_RATES)[number];
/** The largest single invoice: 1 亿元 in fen. */
export const INVOICE_MAX_SINGLE_LIMIT = 10_000_000_000;

export const TAX_NUMBER_PATTERN = '^([0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$';

const TaxRate = Type.Union(INVOICE_TAX_RATES.map((r) => Type.Literal(r)), { title: '默认税率（%）', description: '0、1、3、5、6、9、13' });

export const InvoiceRuleFields = Type.Object({
  seller_name: Text('销售方名称', 100, 2),
  tax_number: Type.String({ pattern: TAX_NUMBER_PATTERN, maxLength: 20, title: '纳税人识别号', description: '15、18 或 20 位数字和大写字母', examples: ['91440300MA5100101X'] }),
  default_tax_rate: TaxRate,
  single_limit: Type.Integer({ minimum: 1, maximum: INVOICE_MAX_SINGLE_LIMIT, title: '单张开票限额（分）', examples: [1000000] }),
  need_review: Type.Boolean({ title: '开票前需审核' }),
  remark: Type.Optional(Text('备注', 200)),
});

export const InvoiceMerchantRtRecord = Type.Object({
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  software_code: Type.Union([Type.String(), Type.Null()], { title: '税控软件编码' }),
  software_name: Type.Union([Type.String(), Type.Null()], { title: '税控软件' }),
  software_type: Type.Union([Type.Integer(), Type.Null()], { title: '税控软件类型' }),
  software_status: Type.Union([Type.Integer(), Type.Null()], { title: '税控软件状态' }),
  /** false: no base rule yet (the rule fields are null). */
  rule_configured: Type.Boolean({ title: '已设置基础规则' }),
  seller_name: Type.Union([Type.String(), Type.Null()], { title: '销售方名称' }),
  tax_number: Type.Union([Type.String(), Type.Null()], { title: '纳税人识别号' }),
  default_tax_rate: Type.Union([Type.Integer(), Type.Null()], { title: '默认税率（%）' }),
  single_limit: Type.Union([Type.Integer(), Type.Null()], { title: '单张开票限额（分）' }),
  need_review: Type.Union([Type.Boolean(), Type.Null()], { title: '开票前需审核' }),
  remark: Type.String({ title: '备注' }),
  operator: Type.String({ title: '最后设置人' }),
  update_time: Type.String({ title: '更新时间' }),
});

const MerchantRef = Type.Object({ merchant: Id('商户号') });

export const invoiceMerchantMatching = defineCall({
  method: 'GET',
  path: 'invoice/merchant/matching',
  summary: '发票商户列表（下级开通发票产品的商户）',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:merchant:list'] },
  query: Type.Object({ ...pageQuery(20), keywords: Type.Optional(Text('商户名称或商户号', 50)), software_code: Type.Optional(Text('税控软件编码', 7)) }),
  reply: ListOf(InvoiceMerchantRtRecord),
});

export const invoiceMerchantRtGet = defineCall({
  method: 'GET',
  path: 'invoice/merchant/rt',
  summary: '发票商户的税控软件与基础规则',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:merchant:list'] },
  query: MerchantRef,
  reply: InvoiceMerchantRtRecord,
});

/** Sets the software (`software_code`), the base rule (`rule`), or both. */
export const invoiceMerchantRtUpdate = defineCall({
  method: 'PUT',
  path: 'invoice/merchant/rt',
  summary: '设置发票商户的税控软件或基础规则',
  auth: 'token',
  permission: { anyOf: ['invoice:partner:merchant:update'] },
  body: Type.Object({
    merchant: Id('商户号'),
    software_code: Type.Optional(Type.String({ pattern: '^IN[0-9]{5}$', maxLength: 7, title: '税控软件编码' })),
    rule: Type.Optional(InvoiceRuleFields),
  }),
  reply: Type.Object({ merchant: Type.Integer() }),
});
