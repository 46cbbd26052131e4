import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { INVOICE_TAX_RATES, TAX_NUMBER_PATTERN } from './merchant-rt.js';

/**
 * 电子发票 重开, 编辑 and 设置 (document 2 §2 "Invoice" `electronic/renew`, `electronic/edit`, `electronic/setting`): the
 * merchant's own writes, all behind `invoice:invoice:update`. docs/decisions.md, "Electronic invoice renew, edit and
 * setting".
 */

const ApplyNo = Type.String({ pattern: '^IA[0-9]{8,20}$', maxLength: 22, title: '申请单号', examples: ['IA2026110100000001'] });

/** The buyer title and remark of an application (申请开票, 编辑, 重开 share them). */
export const BuyerFields = {
  buyer_type: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '抬头类型', description: '1 个人，2 企业' }),
  buyer_name: Text('发票抬头', 100, 2),
  buyer_tax_number: Type.Optional(Type.String({ pattern: `${TAX_NUMBER_PATTERN}|^$`, maxLength: 20, title: '购方税号', description: '企业必填' })),
  buyer_email: Type.String({ format: 'email', maxLength: 100, title: '接收邮箱', examples: ['finance@example.com'] }),
  remark: Type.Optional(Text('备注', 200)),
};

/** The most invoices one 重开 may split the original's trades into. */
export const RENEW_MAX_PARTS = 10;

/**
 * 编辑: an application not yet issued — 待开票 (its trades and title changed, still waiting) or 开票失败 (corrected and
 * submitted again: back to 待开票, or issued at once without review). Idempotent: a resubmission may issue.
 */
export const invoiceApplyUpdate = defineCall({
  method: 'PUT',
  path: 'invoice/buyer/invoice',
  summary: '编辑开票申请',
  auth: 'token',
  idempotent: true,
  permission: { anyOf: ['invoice:invoice:update'] },
  body: Type.Object({
    apply_no: ApplyNo,
    trades: Type.Array(Id('交易 ID'), { minItems: 1, maxItems: 200, title: '交易' }),
    ...BuyerFields,
  }),
  reply: Type.Object({ apply_no: Type.String(), status: Type.Integer() }),
});

/**
 * 重开 (换开): an issued blue invoice reversed (红冲) and its trades invoiced again with a corrected title, split into one
 * or more invoices (`parts`: the trades of each; the original's trades left out become invoiceable again). One
 * transaction, once per Idempotency-Key; each new application names the original (`renew_of_invoice_no`).
 */
export const invoiceInvoiceRenew = defineCall({
  method: 'POST',
  path: 'invoice/invoice/renew',
  summary: '重开发票（红冲并重新开具）',
  auth: 'token',
  idempotent: true,
  permission: { anyOf: ['invoice:invoice:update'] },
  body: Type.Object({
    id: Id('原发票 ID'),
    reason: Text('重开原因', 200, 2),
    parts: Type.Array(Type.Array(Id('交易 ID'), { minItems: 1, maxItems: 200 }), { minItems: 1, maxItems: RENEW_MAX_PARTS, title: '拆分', description: '每张新发票的交易' }),
    ...BuyerFields,
  }),
  reply: Type.Object({ id: Type.Integer(), red_invoice_no: Type.String(), apply_nos: Type.Array(Type.String()), statuses: Type.Array(Type.Integer()) }),
});

const TaxRate = Type.Union(INVOICE_TAX_RATES.map((r) => Type.Literal(r)), { title: '税率（%）', description: '0、1、3、5、6、9、13' });

/**
 * What the merchant sets. The fields that may be left empty are optional: the request layer drops empty strings and
 * nulls (document 1, "Calls"), so an empty 银行账号 or 默认税率 arrives absent and is saved as '' / null (按基础规则).
 */
export const InvoiceSettingFields = Type.Object({
  seller_address: Type.Optional(Type.String({ maxLength: 100, title: '销售方地址' })),
  seller_phone: Type.Optional(Type.String({ pattern: '^$|^[0-9][0-9-]{6,19}$', maxLength: 20, title: '销售方电话', examples: ['0755-83001234'] })),
  seller_bank: Type.Optional(Type.String({ maxLength: 60, title: '开户银行' })),
  seller_account: Type.Optional(Type.String({ pattern: '^$|^[0-9]{8,30}$', maxLength: 30, title: '银行账号', examples: ['755912345610801'] })),
  item_name: Text('默认开票项目', 60, 2),
  tax_code: Type.String({ pattern: '^[0-9]{19}$', maxLength: 19, title: '税收分类编码', description: '19 位数字', examples: ['3040502020200000000'] }),
  tax_rate: Type.Optional(Type.Union([TaxRate], { title: '默认税率（%）', description: '不传时用基础规则的税率' })),
  auto_issue: Type.Boolean({ title: '自动开具', description: '关闭时每张申请须先审核' }),
  email_delivery: Type.Boolean({ title: '邮件发送发票' }),
  sms_delivery: Type.Boolean({ title: '短信发送发票' }),
  remark_template: Type.Optional(Type.String({ maxLength: 200, title: '备注模板', description: '可用 {交易笔数}、{开始日期}、{结束日期}' })),
});

export const InvoiceSettingRecord = Type.Composite([
  Type.Required(Type.Omit(InvoiceSettingFields, ['tax_rate'])),
  Type.Object({
    tax_rate: Type.Union([TaxRate, Type.Null()], { title: '默认税率（%）', description: '为空时用基础规则的税率' }),
    merchant: Type.Integer({ title: '商户号' }),
    saved: Type.Boolean({ title: '已保存', description: 'false：尚未设置，显示默认值' }),
    seller_name: Type.String({ title: '销售方名称', description: '来自发票服务商设置的基础规则' }),
    seller_tax_number: Type.String({ title: '销售方税号', description: '来自基础规则' }),
    rule_tax_rate: Type.Union([Type.Integer(), Type.Null()], { title: '基础规则税率（%）' }),
    need_review: Type.Union([Type.Boolean(), Type.Null()], { title: '基础规则要求审核' }),
    operator: Type.String({ title: '最后设置人' }),
    update_time: Type.String({ title: '更新时间' }),
  }),
]);

export const invoiceSettingGet = defineCall({
  method: 'GET',
  path: 'invoice/setting',
  summary: '电子发票设置',
  auth: 'token',
  permission: { anyOf: ['invoice:invoice:list'] },
  reply: InvoiceSettingRecord,
});

export const invoiceSettingUpdate = defineCall({
  method: 'PUT',
  path: 'invoice/setting',
  summary: '保存电子发票设置',
  auth: 'token',
  permission: { anyOf: ['invoice:invoice:update'] },
  body: InvoiceSettingFields,
  reply: Type.Object({ merchant: Type.Integer() }),
});
