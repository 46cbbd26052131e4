import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import type { PermissionCode } from '../../permissions/index.js';
import { analysisPeriodQuery, Count, Fen } from '../analysis/period.js';

/**
 * 广告主 (document 2 §2): the advertising partner's advertiser accounts (/adverting/advertiser/*) and the advertiser's
 * own platform (/advertiser: 基础信息, 预存款管理, 出价设置, 账单列表, 账单流水, 数据统计). An account belongs to its partner and,
 * when linked, to the advertiser merchant whose console shows it. The spec gives titles only; the fields are decided in
 * docs/decisions.md, "Advertisers (广告主)".
 */
export const AdvertiserStatus = { enabled: 1, disabled: 0 } as const;
export const advertiserStatusNames: Record<number, string> = { 1: '正常', 0: '停用' };
/** 入账方式 of a prepaid deposit. */
export const depositMethodNames: Record<number, string> = { 1: '银行转账', 2: '支付宝', 3: '微信支付', 4: '其他' };
/** 资金流水 types: money in (充值), spend (消耗, a day's bill) and manual adjustment (调账). */
export const FundFlowType = { recharge: 1, spend: 2, adjust: 3 } as const;
export const fundFlowTypeNames: Record<number, string> = { 1: '充值', 2: '广告消耗', 3: '调账' };
/** 账单状态. */
export const adBillStatusNames: Record<number, string> = { 0: '待扣款', 1: '已扣款' };

/** One recharge at most ¥10,000,000.00; a bid at most ¥10,000.00. */
export const DEPOSIT_MAX = 1_000_000_000;
export const BID_MAX = 1_000_000;
export const ADVERTISER_MAX_FILES = 10;

const Status = Type.Integer({ minimum: 0, maximum: 1, title: '状态', description: '1 正常，0 停用' });
const Times = { create_time: Type.String({ title: '创建时间' }), update_time: Type.String({ title: '更新时间' }) };
const IdReply = Type.Object({ id: Type.Integer() });
const DateText = (title: string) => Type.String({ format: 'date', title, description: 'YYYY-MM-DD（北京时间）' });
export const QualificationFile = Type.Object({ name: Text('文件名', 100, 1), link: Text('文件地址', 500, 1) }, { title: '资质文件' });

const partnerGate = (code: PermissionCode) => ({ auth: 'token' as const, permission: { anyOf: [code] }, product: ['adverting:partner:platform' as const] });
const advertiserGate = (code: PermissionCode) => ({ auth: 'token' as const, permission: { anyOf: [code] }, product: ['adverting:advertiser:platform' as const] });

// ---- the account ----------------------------------------------------------------------------------------------

export const AdvertiserRecord = Type.Object({
  id: Type.Integer({ title: '广告主 ID' }),
  name: Type.String({ title: '公司名称' }),
  short_name: Type.String({ title: '简称' }),
  credit_code: Type.String({ title: '统一社会信用代码' }),
  industry: Type.String({ title: '所属行业' }),
  contact_name: Type.String({ title: '联系人' }),
  contact_mobile: Type.String({ title: '联系电话' }),
  contact_email: Type.String({ title: '联系邮箱' }),
  address: Type.String({ title: '公司地址' }),
  qualifications: Type.Array(Type.Object({ name: Type.String(), link: Type.String() }), { title: '资质文件' }),
  account_merchant: Type.Union([Type.Integer(), Type.Null()], { title: '广告主商户号', description: '登录广告主平台的商户；空为未开通' }),
  account_merchant_name: Type.String({ title: '广告主商户' }),
  partner: Type.Integer({ title: '广告服务商商户号' }),
  partner_name: Type.String({ title: '广告服务商' }),
  status: Type.Integer({ title: '状态', description: '1 正常，0 停用（停用后不再投放）' }),
  balance: Type.Integer({ title: '预存款余额（分）' }),
  recharge_total: Type.Integer({ title: '累计充值（分）' }),
  spend_total: Type.Integer({ title: '累计消耗（分）' }),
  cpm_price: Type.Integer({ title: 'CPM 出价（分/千次展示）' }),
  cpc_price: Type.Integer({ title: 'CPC 出价（分/次点击）' }),
  daily_budget: Type.Integer({ title: '日预算（分）', description: '0 为不限' }),
  remark: Type.String({ title: '备注' }),
  ...Times,
});
const advertiserFields = {
  name: Text('公司名称', 60, 2),
  short_name: Type.Optional(Text('简称', 20)),
  credit_code: Type.String({ format: 'creditCode', title: '统一社会信用代码' }),
  industry: Type.Optional(Text('所属行业', 30)),
  contact_name: Text('联系人', 20, 1),
  contact_mobile: Type.String({ format: 'mobile', title: '联系电话', description: '11 位手机号' }),
  contact_email: Type.Optional(Type.String({ format: 'email', maxLength: 254, title: '联系邮箱' })),
  address: Type.Optional(Text('公司地址', 100)),
  qualifications: Type.Optional(Type.Array(QualificationFile, { maxItems: ADVERTISER_MAX_FILES, title: '资质文件', description: `营业执照、行业资质等，最多 ${ADVERTISER_MAX_FILES} 个` })),
  account_merchant: Type.Optional(Id('广告主商户号')),
  remark: Type.Optional(Text('备注', 200)),
};

export const advertiserList = defineCall({ method: 'GET', path: 'adverting/advertiser/list', summary: '广告主列表（新建的在前）', ...partnerGate('adverting:advertiser:list'),
  query: Type.Object({ ...pageQuery(20), keywords: Type.Optional(Text('公司名称、简称或联系人', 60)), status: Type.Optional(Status), start_date: Type.Optional(DateText('创建开始日期')), end_date: Type.Optional(DateText('创建结束日期')) }),
  reply: ListOf(AdvertiserRecord),
});
export const advertiserGet = defineCall({ method: 'GET', path: 'adverting/advertiser', summary: '广告主详情', ...partnerGate('adverting:advertiser:list'), query: Type.Object({ id: Id('广告主 ID') }), reply: AdvertiserRecord });
export const advertiserCreate = defineCall({ method: 'POST', path: 'adverting/advertiser', summary: '新建广告主', ...partnerGate('adverting:advertiser:create'), body: Type.Object(advertiserFields), reply: IdReply });
export const advertiserUpdate = defineCall({ method: 'PUT', path: 'adverting/advertiser', summary: '编辑广告主', ...partnerGate('adverting:advertiser:update'),
  body: Type.Object({ id: Id('广告主 ID'), ...advertiserFields }),
  reply: IdReply,
});
export const advertiserStatus = defineCall({ method: 'PUT', path: 'adverting/advertiser/status', summary: '停用或恢复广告主', ...partnerGate('adverting:advertiser:update'),
  body: Type.Object({ id: Id('广告主 ID'), status: Status }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

// ---- money: deposits, bills, the fund flow -------------------------------------------------------------------

export const DepositRecord = Type.Object({
  id: Type.Integer({ title: '流水 ID' }),
  advertiser: Type.Integer({ title: '广告主 ID' }),
  advertiser_name: Type.String({ title: '广告主' }),
  type: Type.Integer({ title: '类型', description: '1 充值，2 广告消耗，3 调账' }),
  amount: Type.Integer({ title: '金额（分）', description: '收入为正，支出为负' }),
  balance_after: Type.Integer({ title: '变动后余额（分）' }),
  method: Type.Integer({ title: '入账方式', description: '充值时有；其他为 0' }),
  serial_no: Type.String({ title: '付款流水号' }),
  voucher: Type.String({ title: '付款凭证' }),
  bill: Type.Union([Type.Integer(), Type.Null()], { title: '账单 ID' }),
  operator: Type.String({ title: '操作人' }),
  remark: Type.String({ title: '备注' }),
  create_time: Type.String({ title: '时间' }),
});
const flowQuery = {
  ...pageQuery(20),
  start_date: Type.Optional(DateText('开始日期')),
  end_date: Type.Optional(DateText('结束日期')),
};

/** 充值 (入账): the partner books money the advertiser paid; once per Idempotency-Key. */
export const advertiserRecharge = defineCall({ method: 'POST', path: 'adverting/advertiser/recharge', summary: '广告主预存款充值（入账）', ...partnerGate('adverting:advertiser:recharge'),
  idempotent: true,
  body: Type.Object({
    id: Id('广告主 ID'),
    amount: Type.Integer({ minimum: 1, maximum: DEPOSIT_MAX, title: '充值金额（分）', description: '大于 0，单笔不超过 1000 万元' }),
    method: Type.Integer({ minimum: 1, maximum: 4, title: '入账方式', description: '1 银行转账，2 支付宝，3 微信支付，4 其他' }),
    serial_no: Text('付款流水号', 64, 1),
    voucher: Type.Optional(Text('付款凭证', 500)),
    remark: Type.Optional(Text('备注', 200)),
  }),
  reply: Type.Object({ id: Type.Integer({ title: '流水 ID' }), balance: Type.Integer({ title: '充值后余额（分）' }) }),
});
/** The partner's view of one advertiser's fund flow (the detail page's 资金流水 tab). */
export const advertiserFlowList = defineCall({ method: 'GET', path: 'adverting/advertiser/flow/list', summary: '广告主资金流水（新的在前）', ...partnerGate('adverting:advertiser:list'),
  query: Type.Object({ ...flowQuery, id: Id('广告主 ID'), type: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, title: '类型' })) }),
  reply: ListOf(DepositRecord),
});

// ---- the advertiser's own platform ------------------------------------------------------------------------------

export const advertiserBaseInfo = defineCall({ method: 'GET', path: 'advertiser/base/info', summary: '广告主基础信息（本商户的广告主账户）', ...advertiserGate('advertiser:base:list'), reply: AdvertiserRecord });
export const advertiserDepositList = defineCall({ method: 'GET', path: 'advertiser/deposit/list', summary: '预存款充值记录（新的在前）', ...advertiserGate('advertiser:deposit:list'),
  query: Type.Object({ ...flowQuery, method: Type.Optional(Type.Integer({ minimum: 1, maximum: 4, title: '入账方式' })) }),
  reply: ListOf(DepositRecord),
});
export const advertiserSerialList = defineCall({ method: 'GET', path: 'advertiser/bill/serial', summary: '账单流水：余额的每笔变动（新的在前）', ...advertiserGate('advertiser:bill:list'),
  query: Type.Object({ ...flowQuery, type: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, title: '类型', description: '1 充值，2 广告消耗，3 调账' })) }),
  reply: ListOf(DepositRecord),
});

export const AdBillRecord = Type.Object({
  id: Type.Integer({ title: '账单 ID' }),
  bill_no: Type.String({ title: '账单号' }),
  bill_date: Type.String({ title: '账单日期' }),
  shows: Type.Integer({ title: '展示次数' }),
  clicks: Type.Integer({ title: '点击次数' }),
  amount: Type.Integer({ title: '消耗金额（分）' }),
  status: Type.Integer({ title: '状态', description: '0 待扣款，1 已扣款' }),
  create_time: Type.String({ title: '生成时间' }),
});
export const advertiserBillList = defineCall({ method: 'GET', path: 'advertiser/bill/list', summary: '账单列表（按天，新的在前）', ...advertiserGate('advertiser:bill:list'),
  query: Type.Object({ ...flowQuery, status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '状态' })) }),
  reply: ListOf(AdBillRecord),
});

export const AdvertiserPrice = Type.Object({
  cpm_price: Type.Integer({ minimum: 0, maximum: BID_MAX, title: 'CPM 出价（分/千次展示）', description: '0 为不参与 CPM 竞价' }),
  cpc_price: Type.Integer({ minimum: 0, maximum: BID_MAX, title: 'CPC 出价（分/次点击）', description: '0 为不参与 CPC 竞价' }),
  daily_budget: Type.Integer({ minimum: 0, maximum: DEPOSIT_MAX, title: '日预算（分）', description: '0 为不限' }),
});
export const advertiserPriceGet = defineCall({ method: 'GET', path: 'advertiser/price', summary: '出价设置', ...advertiserGate('advertiser:price:list'), reply: AdvertiserPrice });
export const advertiserPriceUpdate = defineCall({ method: 'PUT', path: 'advertiser/price', summary: '保存出价设置', ...advertiserGate('advertiser:price:update'), body: AdvertiserPrice, reply: AdvertiserPrice });

export const advertiserStatistics = defineCall({ method: 'GET', path: 'advertiser/statistics', summary: '广告主数据统计（按天）', ...advertiserGate('advertiser:statistics:list'),
  timeout: 20_000,
  query: Type.Object({ ...analysisPeriodQuery }),
  reply: Type.Object({
    start_date: Type.String({ title: '统计开始日期' }),
    end_date: Type.String({ title: '统计结束日期' }),
    balance: Fen('预存款余额'),
    totals: Type.Object({ shows: Count('展示次数'), clicks: Count('点击次数'), spend: Fen('消耗'), recharge: Fen('充值'), days: Count('有消耗的天数') }),
    previous: Type.Object({ shows: Count('上一周期展示次数'), clicks: Count('上一周期点击次数'), spend: Fen('上一周期消耗') }),
    points: Type.Array(Type.Object({ x: Type.String({ title: '日期' }), shows: Count('展示次数'), clicks: Count('点击次数'), spend: Fen('消耗') })),
  }),
});
