import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { TAX_NUMBER_PATTERN } from './merchant-rt.js';

/**
 * An invoice merchant's invoicing (电子发票, document 2 §2 "Invoice" `/invoice`; document 1 §7 "Invoice"): its tradable
 * records (`invoice/buyer/trade/list`), invoice applications (开票记录: `POST invoice/buyer/invoice`, `invoice/apply/list`,
 * `invoice/apply`, `PUT invoice/apply/audit`, `POST invoice/buyer/invoice/revoke`), the issued invoices
 * (`invoice/invoice/list`, `PUT invoice/invoice` 红冲) and the electronic authorisation status of the shell's invoice tip
 * (`invoice/merchant/rt/authorize`). docs/decisions.md, "Electronic invoices of a merchant".
 */

/** A trade's invoicing state: not invoiced, in an application not yet issued, invoiced. */
export const TradeInvoiceState = { open: 0, applying: 1, invoiced: 2 } as const;
export const tradeInvoiceStates = { [TradeInvoiceState.open]: '未开票', [TradeInvoiceState.applying]: '开票中', [TradeInvoiceState.invoiced]: '已开票' } as const;

/** Invoice status (document 1 §3: 0 waiting, 1 issuing, 2 success, -1 failed; 3 awaiting face verification) and -2 withdrawn (ruled). */
export const InvoiceApplyStatus = { waiting: 0, issuing: 1, success: 2, failed: -1, faceVerify: 3, withdrawn: -2 } as const;
export const invoiceApplyStatuses = {
  [InvoiceApplyStatus.waiting]: '待开票',
  [InvoiceApplyStatus.issuing]: '开票中',
  [InvoiceApplyStatus.success]: '开票成功',
  [InvoiceApplyStatus.failed]: '开票失败',
  [InvoiceApplyStatus.faceVerify]: '待人脸认证',
  [InvoiceApplyStatus.withdrawn]: '已撤回',
} as const;

export const BuyerType = { personal: 1, company: 2 } as const;
export const buyerTypes = { [BuyerType.personal]: '个人', [BuyerType.company]: '企业' } as const;

/** Blue (the invoice) and red (its reversal, 红冲). */
export const InvoiceKind = { blue: 1, red: 2 } as const;
export const invoiceKinds = { [InvoiceKind.blue]: '蓝字发票', [InvoiceKind.red]: '红字发票' } as const;

/** The software code whose status-3 records raise the shell's invoice tip (document 1 §4). */
export const FACE_VERIFY_SOFTWARE_CODE = 'IN31542';

/** Who reads: the invoice merchant itself, its invoice partner (its customers') and its group (its members', 集团发票). */
const readers = ['invoice:invoice:list', 'invoice:partner:merchant:list', 'invoice:group:invoice:list'] as const;

const DateField = (title: string) => Type.Optional(Type.String({ format: 'date', title }));
const Fen = (title: string) => Type.Integer({ minimum: 0, maximum: 10_000_000_000, title });
const ApplyNo = Type.String({ pattern: '^IA[0-9]{8,20}$', maxLength: 22, title: '申请单号', examples: ['IA2026110100000001'] });

export const InvoiceTradeRow = Type.Object({
  id: Type.Integer({ title: '交易 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  trade_no: Type.String({ title: '交易单号' }),
  trade_time: Type.String({ title: '交易时间' }),
  amount: Type.Integer({ title: '交易金额（分）' }),
  description: Type.String({ title: '交易说明' }),
  invoice_state: Type.Integer({ title: '开票状态', description: '0 未开票，1 开票中，2 已开票' }),
  apply_no: Type.String({ title: '开票申请单号', description: '未开票时为空' }),
});

export const invoiceTradeList = defineCall({
  method: 'GET',
  path: 'invoice/buyer/trade/list',
  summary: '可开票交易',
  auth: 'token',
  permission: { anyOf: readers },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    start_date: DateField('开始日期'),
    end_date: DateField('结束日期'),
    invoice_state: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { title: '开票状态', description: '0 未开票，1 开票中，2 已开票' })),
    min_amount: Type.Optional(Fen('最小金额（分）')),
    max_amount: Type.Optional(Fen('最大金额（分）')),
    trade_no: Type.Optional(Text('交易单号', 40)),
  }),
  reply: ListOf(Type.Composite([InvoiceTradeRow, Type.Object({ merchant_name: Type.String({ title: '商户名称' }) })])),
});

const TaxItem = Type.Object({
  name: Type.String({ title: '项目名称' }),
  tax_code: Type.String({ title: '税收分类编码' }),
  amount: Type.Integer({ title: '含税金额（分）' }),
  rate: Type.Integer({ title: '税率（%）' }),
  tax: Type.Integer({ title: '税额（分）' }),
});

export const InvoiceApplyRow = Type.Object({
  apply_no: Type.String({ title: '申请单号' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  software_code: Type.String({ title: '税控软件编码' }),
  buyer_type: Type.Integer({ title: '抬头类型', description: '1 个人，2 企业' }),
  buyer_name: Type.String({ title: '发票抬头' }),
  buyer_tax_number: Type.String({ title: '购方税号' }),
  buyer_email: Type.String({ title: '接收邮箱' }),
  amount: Type.Integer({ title: '开票金额（分）' }),
  tax_amount: Type.Integer({ title: '税额（分）' }),
  trade_count: Type.Integer({ title: '交易笔数' }),
  need_review: Type.Boolean({ title: '开票前需审核' }),
  status: Type.Integer({ title: '状态', description: '0 待开票，1 开票中，2 开票成功，-1 开票失败，3 待人脸认证，-2 已撤回' }),
  reason: Type.String({ title: '失败或驳回原因' }),
  applicant: Type.String({ title: '申请人' }),
  auditor_name: Type.String({ title: '审核人' }),
  invoice_no: Type.String({ title: '发票号码', description: '开票成功后' }),
  remark: Type.String({ title: '备注' }),
  renew_of_invoice_no: Type.String({ title: '重开自发票', description: '重开申请所红冲的原发票号码，否则为空' }),
  create_time: Type.String({ title: '申请时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const StatusField = Type.Union(
  [Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(-1), Type.Literal(3), Type.Literal(-2)],
  { title: '状态', description: '0 待开票，1 开票中，2 开票成功，-1 开票失败，3 待人脸认证，-2 已撤回' },
);

export const invoiceApplyList = defineCall({
  method: 'GET',
  path: 'invoice/apply/list',
  summary: '开票记录',
  auth: 'token',
  permission: { anyOf: readers },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    status: Type.Optional(StatusField),
    software_code: Type.Optional(Type.String({ pattern: '^IN[0-9]{5}$', maxLength: 7, title: '税控软件编码' })),
    keywords: Type.Optional(Text('申请单号或发票抬头', 50)),
    start_date: DateField('开始日期'),
    end_date: DateField('结束日期'),
  }),
  reply: ListOf(InvoiceApplyRow),
});

export const InvoiceRow = Type.Object({
  id: Type.Integer({ title: '发票 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  apply_no: Type.String({ title: '申请单号' }),
  kind: Type.Integer({ title: '发票类型', description: '1 蓝字，2 红字' }),
  software_code: Type.String({ title: '税控软件编码' }),
  invoice_code: Type.String({ title: '发票代码' }),
  invoice_no: Type.String({ title: '发票号码' }),
  check_code: Type.String({ title: '校验码' }),
  issue_date: Type.String({ title: '开票日期' }),
  buyer_name: Type.String({ title: '发票抬头' }),
  seller_name: Type.String({ title: '销售方' }),
  amount: Type.Integer({ title: '价税合计（分）', description: '红字发票为负数' }),
  tax_amount: Type.Integer({ title: '税额（分）', description: '红字发票为负数' }),
  status: Type.Integer({ title: '状态', description: '2 开票成功' }),
  disabled: Type.Integer({ title: '已红冲', description: '1 蓝字发票已被红冲' }),
  original_invoice_no: Type.String({ title: '原发票号码', description: '红字发票所冲的蓝字发票' }),
  reason: Type.String({ title: '红冲原因' }),
  renew_apply_nos: Type.Array(Type.String(), { title: '重开申请单号', description: '蓝字发票经重开红冲后的新申请' }),
  create_time: Type.String({ title: '创建时间' }),
});

export const InvoiceApplyDetail = Type.Object({
  ...InvoiceApplyRow.properties,
  seller_name: Type.String({ title: '销售方' }),
  seller_tax_number: Type.String({ title: '销售方税号' }),
  items: Type.Array(TaxItem, { title: '开票项目' }),
  trades: Type.Array(InvoiceTradeRow, { title: '合并的交易' }),
  history: Type.Array(Type.Object({ status: Type.Integer(), operator: Type.String(), remark: Type.String(), create_time: Type.String() }), { title: '状态记录' }),
  invoices: Type.Array(InvoiceRow, { title: '发票' }),
  /** The merchant's enabled auditors, while the application awaits review (the 审核 dialog picks one). */
  auditors: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), { title: '可选审核人' }),
});

export const invoiceApplyGet = defineCall({
  method: 'GET',
  path: 'invoice/apply',
  summary: '开票记录详情',
  auth: 'token',
  permission: { anyOf: readers },
  query: Type.Object({ apply_no: ApplyNo }),
  reply: InvoiceApplyDetail,
});

/** 申请开票: the chosen trades merged into one invoice. A money operation: idempotent. */
export const invoiceApplyCreate = defineCall({
  method: 'POST',
  path: 'invoice/buyer/invoice',
  summary: '申请开票',
  auth: 'token',
  idempotent: true,
  permission: { anyOf: ['invoice:apply:create'] },
  body: Type.Object({
    trades: Type.Array(Id('交易 ID'), { minItems: 1, maxItems: 200, title: '交易' }),
    buyer_type: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '抬头类型', description: '1 个人，2 企业' }),
    buyer_name: Text('发票抬头', 100, 2),
    buyer_tax_number: Type.Optional(Type.String({ pattern: `${TAX_NUMBER_PATTERN}|^$`, maxLength: 20, title: '购方税号', description: '企业必填' })),
    buyer_email: Type.String({ format: 'email', maxLength: 100, title: '接收邮箱', examples: ['finance@example.com'] }),
    remark: Type.Optional(Text('备注', 200)),
  }),
  reply: Type.Object({ apply_no: Type.String(), status: Type.Integer() }),
});

export const invoiceApplyAudit = defineCall({
  method: 'PUT',
  path: 'invoice/apply/audit',
  summary: '审核开票申请',
  auth: 'token',
  permission: { anyOf: ['invoice:apply:audit'] },
  body: Type.Object({
    apply_no: ApplyNo,
    pass: Type.Boolean({ title: '通过' }),
    auditor: Id('审核人 ID'),
    reason: Type.Optional(Text('驳回原因', 200)),
  }),
  reply: Type.Object({ apply_no: Type.String(), status: Type.Integer() }),
});

export const invoiceApplyRevoke = defineCall({
  method: 'POST',
  path: 'invoice/buyer/invoice/revoke',
  summary: '撤回开票申请',
  auth: 'token',
  permission: { anyOf: ['invoice:apply:revoke'] },
  body: Type.Object({ apply_no: ApplyNo }),
  reply: Type.Object({ apply_no: Type.String(), status: Type.Integer() }),
});

export const invoiceInvoiceList = defineCall({
  method: 'GET',
  path: 'invoice/invoice/list',
  summary: '发票列表',
  auth: 'token',
  permission: { anyOf: readers },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    disabled: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '已红冲', description: '0 有效，1 已红冲' })),
    kind: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)], { title: '发票类型', description: '1 蓝字，2 红字' })),
    keywords: Type.Optional(Text('发票号码、抬头或申请单号', 50)),
    start_date: DateField('开始日期'),
    end_date: DateField('结束日期'),
  }),
  reply: ListOf(InvoiceRow),
});

/** 红冲: reverses an issued blue invoice once (a red invoice; its trades become invoiceable again). */
export const invoiceInvoiceReverse = defineCall({
  method: 'PUT',
  path: 'invoice/invoice',
  summary: '红冲发票',
  auth: 'token',
  idempotent: true,
  permission: { anyOf: ['invoice:invoice:update'] },
  body: Type.Object({ id: Id('发票 ID'), reason: Text('红冲原因', 200, 2) }),
  reply: Type.Object({ id: Type.Integer(), red_invoice_no: Type.String() }),
});

/** The electronic authorisation status (document 1 §4): 1000 with a link to scan, 1001 without one. */
export const invoiceMerchantRtAuthorize = defineCall({
  method: 'GET',
  path: 'invoice/merchant/rt/authorize',
  summary: '电子税务局身份认证状态',
  auth: 'token',
  permission: { anyOf: readers },
  query: Type.Object({ merchant: Id('商户号') }),
  reply: Type.Object({ link: Type.String({ title: '认证链接', description: '无需认证时为空' }), expire_time: Type.String({ title: '链接失效时间' }) }),
});
