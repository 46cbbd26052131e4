import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { TAX_NUMBER_PATTERN } from './merchant-rt.js';

/**
 * 账户中心 › 发票管理 (document 2 §2 "Account": invoice titles, consumption records, invoicing records and detail): the
 * invoices a merchant asks of the platform for what it paid the platform through its wallet (the wallet's carrier is the
 * seller). 发票抬头 (`invoice/buyer*`, document 1 §7), 消费记录 (the wallet's payments, less refunds), 申请开票
 * (`POST invoice/apply/payment`, document 1 §7) and the merchant's 开票记录. docs/decisions.md, "Account invoices".
 */

/** 抬头类型: the same values as the invoice merchant's buyer type (1 个人, 2 企业). */
export const invoiceTitleTypes: Record<number, string> = { 1: '个人', 2: '企业' };
/** 开票记录 status: the labels of `invoiceApplyStatuses` (0 待开票, 2 开票成功, -1 开票失败, -2 已撤回). */
export const AccountInvoiceStatus = { waiting: 0, success: 2, failed: -1, withdrawn: -2 } as const;
export const accountInvoiceStatuses: Record<number, string> = { 0: '待开票', 2: '开票成功', [-1]: '开票失败', [-2]: '已撤回' };
/** 消费记录's invoicing state: 0 可开票, 1 开票中 (in a 待开票 application), 2 已开票. */
export const consumptionInvoiceStates: Record<number, string> = { 0: '可开票', 1: '开票中', 2: '已开票' };
/** The wallet payment's business (wallet_record.business). */
export const consumptionBusinesses: Record<string, string> = { service: '平台服务费', coupon: '优惠券采购', energy: '充电业务', parking: '停车业务', other: '其他' };

const TaxNumber = Type.String({ pattern: `${TAX_NUMBER_PATTERN}|^$`, maxLength: 20, title: '纳税人识别号', description: '企业必填', examples: ['91440300MA5FXXXX1A'] });
const Mobile = Type.String({ pattern: '^[0-9-]{0,20}$', maxLength: 20, title: '电话', examples: ['0755-86001234'] });
const Email = Type.String({ format: 'email', maxLength: 100, title: '接收邮箱', examples: ['finance@example.com'] });

export const InvoiceTitleRecord = Type.Object({
  id: Type.Integer({ title: '抬头 ID' }),
  type: Type.Integer({ title: '抬头类型', description: '1 个人，2 企业' }),
  type_name: Type.String(),
  name: Type.String({ title: '发票抬头' }),
  tax_number: Type.String({ title: '纳税人识别号' }),
  address: Type.String({ title: '注册地址' }),
  phone: Type.String({ title: '注册电话' }),
  bank: Type.String({ title: '开户银行' }),
  bank_account: Type.String({ title: '银行账号' }),
  email: Type.String({ title: '接收邮箱' }),
  is_default: Type.Boolean({ title: '默认抬头' }),
  update_time: Type.String({ title: '更新时间' }),
});

const titleRead = { anyOf: ['merchant:invoice:title:list', 'merchant:invoice:title:update'] } as const;
const titleWrite = { anyOf: ['merchant:invoice:title:update'] } as const;
const TitleFields = {
  type: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '抬头类型', description: '1 个人，2 企业' }),
  name: Text('发票抬头', 100, 2),
  tax_number: Type.Optional(TaxNumber),
  address: Type.Optional(Text('注册地址', 200)),
  phone: Type.Optional(Mobile),
  bank: Type.Optional(Text('开户银行', 100)),
  bank_account: Type.Optional(Type.String({ pattern: '^[0-9 ]{0,30}$', maxLength: 30, title: '银行账号', examples: ['755912345610001'] })),
  email: Email,
  is_default: Type.Optional(Type.Boolean({ title: '设为默认抬头' })),
};

export const invoiceTitleList = defineCall({
  method: 'GET', path: 'invoice/buyer/list', summary: '发票抬头列表（本商户）', auth: 'token', permission: titleRead,
  query: Type.Object({ ...pageQuery(20), keywords: Type.Optional(Text('抬头名称或税号', 50)), type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, title: '抬头类型' })) }),
  reply: ListOf(InvoiceTitleRecord),
});
export const invoiceTitleGet = defineCall({
  method: 'GET', path: 'invoice/buyer', summary: '发票抬头详情', auth: 'token', permission: titleRead,
  query: Type.Object({ id: Id('抬头 ID') }), reply: InvoiceTitleRecord,
});
export const invoiceTitleCreate = defineCall({
  method: 'POST', path: 'invoice/buyer', summary: '新增发票抬头（至多 20 个）', auth: 'token', permission: titleWrite,
  body: Type.Object(TitleFields), reply: Type.Object({ id: Type.Integer() }),
});
export const invoiceTitleUpdate = defineCall({
  method: 'PUT', path: 'invoice/buyer', summary: '编辑发票抬头', auth: 'token', permission: titleWrite,
  body: Type.Object({ id: Id('抬头 ID'), ...TitleFields }), reply: Type.Object({ id: Type.Integer() }),
});
export const invoiceTitleDelete = defineCall({
  method: 'DELETE', path: 'invoice/buyer', summary: '删除发票抬头', auth: 'token', permission: titleWrite,
  query: Type.Object({ id: Id('抬头 ID') }), reply: Type.Object({ id: Type.Integer() }),
});

const read = { anyOf: ['merchant:invoice:list', 'merchant:invoice:apply'] } as const;

export const ConsumptionRecord = Type.Object({
  id: Type.Integer({ title: '消费记录 ID', description: '钱包支付流水的 ID' }),
  record_no: Type.String({ title: '流水号' }),
  business: Type.String({ title: '业务类型' }),
  business_name: Type.String(),
  subject: Type.String({ title: '消费内容' }),
  amount: Type.Integer({ title: '支付金额（分）' }),
  refunded: Type.Integer({ title: '已退款（分）' }),
  invoiceable: Type.Integer({ title: '可开票金额（分）', description: '支付金额减已退款' }),
  invoice_state: Type.Integer({ title: '开票状态', description: '0 可开票，1 开票中，2 已开票' }),
  invoice_no: Type.String({ title: '开票申请单号', description: '可开票时为空' }),
  seller_name: Type.String({ title: '收款方（开票方）' }),
  create_time: Type.String({ title: '消费时间' }),
});

export const invoiceConsumptionList = defineCall({
  method: 'GET', path: 'invoice/consumption/list', summary: '消费记录（可开票的钱包支付）', auth: 'token', permission: read,
  query: Type.Object({
    ...pageQuery(20),
    invoice_state: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, title: '开票状态', description: '0 可开票，1 开票中，2 已开票' })),
    business: Type.Optional(Type.String({ enum: ['service', 'coupon', 'energy', 'parking', 'other'], title: '业务类型' })),
    start_date: Type.Optional(Type.String({ format: 'date', title: '消费日期起', examples: ['2026-01-01'] })),
    end_date: Type.Optional(Type.String({ format: 'date', title: '消费日期止', examples: ['2026-01-31'] })),
  }),
  reply: ListOf(ConsumptionRecord),
});

export const invoiceConsumptionApply = defineCall({
  method: 'POST', path: 'invoice/apply/payment', summary: '申请开票（所选消费记录合并开具一张发票）', auth: 'token', idempotent: true,
  permission: { anyOf: ['merchant:invoice:apply'] },
  body: Type.Object({
    records: Type.Array(Id('消费记录 ID'), { minItems: 1, maxItems: 100, title: '消费记录' }),
    title: Id('发票抬头 ID'),
    email: Type.Optional(Email),
    remark: Type.Optional(Text('备注', 200)),
  }),
  reply: Type.Object({ invoice_no: Type.String(), status: Type.Integer(), amount: Type.Integer() }),
});

export const AccountInvoiceRecord = Type.Object({
  id: Type.Integer({ title: '开票记录 ID' }),
  invoice_no: Type.String({ title: '申请单号' }),
  seller_name: Type.String({ title: '开票方' }),
  title_type: Type.Integer({ title: '抬头类型' }),
  title_name: Type.String({ title: '发票抬头' }),
  tax_number: Type.String({ title: '纳税人识别号' }),
  email: Type.String({ title: '接收邮箱' }),
  amount: Type.Integer({ title: '开票金额（分）' }),
  record_count: Type.Integer({ title: '消费笔数' }),
  status: Type.Integer({ title: '状态', description: '0 待开票，2 开票成功，-1 开票失败，-2 已撤回' }),
  status_name: Type.String(),
  invoice_code: Type.String({ title: '发票代码' }),
  invoice_number: Type.String({ title: '发票号码' }),
  issue_date: Type.String({ title: '开票日期' }),
  applicant: Type.String({ title: '申请人' }),
  create_time: Type.String({ title: '申请时间' }),
});

export const invoiceConsumptionApplyList = defineCall({
  method: 'GET', path: 'invoice/consumption/apply/list', summary: '开票记录（本商户向平台申请的发票）', auth: 'token', permission: read,
  query: Type.Object({
    ...pageQuery(20),
    status: Type.Optional(Type.Integer({ minimum: -2, maximum: 2, title: '状态' })),
    keywords: Type.Optional(Text('申请单号或发票号码', 30)),
    start_date: Type.Optional(Type.String({ format: 'date', title: '申请日期起', examples: ['2026-01-01'] })),
    end_date: Type.Optional(Type.String({ format: 'date', title: '申请日期止', examples: ['2026-01-31'] })),
  }),
  reply: ListOf(AccountInvoiceRecord),
});

export const invoiceConsumptionApplyGet = defineCall({
  method: 'GET', path: 'invoice/consumption/apply', summary: '开票记录详情（抬头、消费明细）', auth: 'token', permission: read,
  query: Type.Object({ id: Id('开票记录 ID') }),
  reply: Type.Intersect([
    AccountInvoiceRecord,
    Type.Object({
      address: Type.String({ title: '注册地址' }),
      phone: Type.String({ title: '注册电话' }),
      bank: Type.String({ title: '开户银行' }),
      bank_account: Type.String({ title: '银行账号' }),
      remark: Type.String({ title: '备注' }),
      reason: Type.String({ title: '失败原因' }),
      update_time: Type.String({ title: '更新时间' }),
      records: Type.Array(Type.Object({
        id: Type.Integer(), record_no: Type.String(), business_name: Type.String(), subject: Type.String(), amount: Type.Integer({ title: '开票金额（分）' }), create_time: Type.String(),
      }), { title: '消费明细' }),
    }),
  ]),
});

export const invoiceConsumptionApplyRevoke = defineCall({
  method: 'POST', path: 'invoice/consumption/apply/revoke', summary: '撤回开票申请（仅待开票）', auth: 'token',
  permission: { anyOf: ['merchant:invoice:apply'] },
  body: Type.Object({ id: Id('开票记录 ID') }), reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});
