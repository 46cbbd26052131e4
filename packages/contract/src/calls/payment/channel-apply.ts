import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * Payment channels and merchant onboarding (支付进件, document 1 §7 "Payment": `payment/channel/type`, `list`,
 * `category/runtime`, `channel/apply/*`): a merchant applies, through the payment partner above it, to take payments
 * over one of the platform's channels. The partner reviews and passes it to the channel; the platform records the
 * channel's answer. A category-3 channel needs an electronic contract signed before it opens (document 1 §4
 * "Contract signing"). docs/decisions.md, "Payment channel applications (进件)".
 */

/** Channel categories; category 3 is the one whose channels need an electronic contract (document 2 §9). */
export const ChannelCategory = { official: 1, bank: 2, acquirer: 3 } as const;
export const channelCategoryNames: Record<number, string> = { 1: '官方通道', 2: '银行通道', 3: '收单机构（电子签约）' };

/** 1 an electronic contract to sign after the channel passes it; 2 none (the channel opens at once). */
export const ChannelContractType = { electronic: 1, none: 2 } as const;
export const channelContractTypeNames: Record<number, string> = { 1: '电子合同', 2: '无需签约' };

/**
 * 1 待审核 (the partner reviews) → 2 渠道审核中 → 4 待签约 (category 3) → 5 已开通; 1 or 2 → 3 已驳回; 2 → -1 异常;
 * 3 or -1 → 1 when edited and resubmitted.
 */
export const ChannelApplyStatus = { pending: 1, channel: 2, rejected: 3, signing: 4, opened: 5, abnormal: -1 } as const;
export const channelApplyStatusNames: Record<number, string> = { 1: '待审核', 2: '渠道审核中', 3: '已驳回', 4: '待签约', 5: '已开通', [-1]: '异常' };

/** The public page explaining the 进件申请编号 (document 1 §2), and the contract signing page (document 1 §2, §4). */
export const APPLY_NO_INSTRUCTION_PATH = '/paymnet/channel/apply_no/instruction';
export const CONTRACT_PREPARE_PATH = '/contract/prepare';

/**
 * What each application state means and what to do next (the 进件申请编号 help page, the detail's status hint). `who`
 * is the one who acts next.
 */
const guides: [status: number, meaning: string, next: string, who: string][] = [
  [ChannelApplyStatus.pending, '进件资料已提交，等待受理的服务商审核。', '服务商核对主体、结算账户和联系人后审核通过（提交渠道）或驳回；商户无需操作，可随时凭进件申请编号查询进度。', '服务商'],
  [ChannelApplyStatus.channel, '服务商已审核通过，资料已提交支付渠道，等待渠道审核。', '渠道审核通常需要 1～3 个工作日；结果由平台登记，通过后开通或进入待签约。', '支付渠道'],
  [ChannelApplyStatus.rejected, '服务商或支付渠道驳回了申请，详情中有驳回原因。', '按驳回原因修改资料后由服务商重新提交（回到待审核）。', '服务商'],
  [ChannelApplyStatus.signing, '支付渠道已审核通过，该通道需要签署电子合同后才能开通收款。', '商户打开「合同签约」页面，用手机扫描签约码，按提示完成电子合同签署；签署后由平台登记开通。', '商户'],
  [ChannelApplyStatus.opened, '进件已开通，可以通过该支付通道收款。', '服务商可为商户设置支付路由；商户在交易中心查看交易与结算。', '无需操作'],
  [ChannelApplyStatus.abnormal, '支付渠道处理时出现异常（如资料不一致、账户校验失败），详情中有异常原因。', '服务商按异常原因修改资料后重新提交；需要时联系平台客服。', '服务商'],
];
export const channelApplyStatusGuide: Record<number, { name: string; meaning: string; next: string; who: string }> = Object.fromEntries(
  guides.map(([status, meaning, next, who]) => [status, { name: channelApplyStatusNames[status]!, meaning, next, who }]),
);

/** The list's `query_mode` 1: the applications of every merchant the caller acts for (document 2 §9). */
export const CHANNEL_APPLY_QUERY_MODE_BELOW = 1;

/** Whether an application waits for the merchant to sign its contract (document 1 §4: the signing prompt). */
export const awaitsSignature = (r: { status: number; contract_type: number; category_id: number; apply_sign_url: string }) =>
  r.status === ChannelApplyStatus.signing && r.contract_type === ChannelContractType.electronic && r.category_id === ChannelCategory.acquirer && !!r.apply_sign_url;

/** `6222 **** **** 3445`: the first and last four digits of an account number. */
export const maskAccountNo = (no: string) => (no.length <= 8 ? no : `${no.slice(0, 4)} **** ${no.slice(-4)}`);

export const ChannelCategoryRecord = Type.Object({
  category_id: Type.Integer({ title: '通道类型' }),
  name: Type.String({ title: '类型名称' }),
});

export const PaymentChannelRecord = Type.Object({
  code: Type.String({ title: '通道编码' }),
  name: Type.String({ title: '通道名称' }),
  category_id: Type.Integer({ title: '通道类型' }),
  category_name: Type.String({ title: '通道类型名称' }),
  contract_type: Type.Integer({ title: '签约方式', description: '1 电子合同，2 无需签约' }),
});

export const paymentChannelType = defineCall({
  method: 'GET',
  path: 'payment/channel/type',
  summary: '支付通道类型',
  auth: 'token',
  query: Type.Object({}),
  reply: Type.Object({ row: Type.Array(ChannelCategoryRecord) }),
});

export const paymentChannelList = defineCall({
  method: 'GET',
  path: 'payment/channel/list',
  summary: '平台支付通道',
  auth: 'token',
  query: Type.Object({ category_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, title: '通道类型' })) }),
  reply: Type.Object({ row: Type.Array(PaymentChannelRecord) }),
});

/** What an application over a category needs: its contract type and the fields it must carry. */
export const paymentChannelCategoryRuntime = defineCall({
  method: 'GET',
  path: 'payment/channel/category/runtime',
  summary: '通道类型的进件要求',
  auth: 'token',
  query: Type.Object({ category_id: Type.Integer({ minimum: 1, maximum: 3, title: '通道类型' }) }),
  reply: Type.Object({
    category_id: Type.Integer(),
    name: Type.String(),
    contract_type: Type.Integer({ title: '签约方式' }),
    required_fields: Type.Array(Type.String(), { title: '必填信息' }),
    hint: Type.String({ title: '说明' }),
  }),
});

export const ChannelApplyRecord = Type.Object({
  apply_no: Type.String({ title: '进件编号' }),
  merchant: Type.Object({ id: Type.Integer({ title: '商户号' }), name: Type.String({ title: '商户名称' }) }, { title: '进件商户' }),
  partner: Type.Object({ id: Type.Integer(), name: Type.String() }, { title: '受理服务商' }),
  channel: Type.String({ title: '通道编码' }),
  channel_name: Type.String({ title: '支付通道' }),
  category_id: Type.Integer({ title: '通道类型' }),
  contract_type: Type.Integer({ title: '签约方式' }),
  subject_name: Type.String({ title: '主体名称' }),
  licence_no: Type.String({ title: '统一社会信用代码' }),
  account_type: Type.Integer({ title: '账户类型', description: '1 对公账户，2 对私账户' }),
  account_name: Type.String({ title: '开户名称' }),
  account_no: Type.String({ title: '结算账号', description: '列表中只显示首尾四位' }),
  bank: Type.String({ title: '开户银行编码' }),
  bank_name: Type.String({ title: '开户银行' }),
  branch_name: Type.String({ title: '开户支行' }),
  branch_cnaps: Type.String({ title: '联行号' }),
  contact_name: Type.String({ title: '联系人' }),
  contact_telephone: Type.String({ title: '联系电话' }),
  remark: Type.String({ title: '申请说明' }),
  status: Type.Integer({ title: '状态', description: '1 待审核，2 渠道审核中，3 已驳回，4 待签约，5 已开通，-1 异常' }),
  reason: Type.String({ title: '驳回或异常原因' }),
  apply_sign_url: Type.String({ title: '签约地址' }),
  contract_no: Type.String({ title: '合同编号' }),
  applicant: Type.String({ title: '提交人' }),
  auditor: Type.String({ title: '最近审核人' }),
  audit_time: Type.Union([Type.String(), Type.Null()], { title: '最近审核时间' }),
  create_time: Type.String({ title: '申请时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const StatusField = Type.Union(
  Object.values(ChannelApplyStatus).map((s) => Type.Literal(s)),
  { title: '状态', description: '1 待审核，2 渠道审核中，3 已驳回，4 待签约，5 已开通，-1 异常' },
);
export const ApplyNo = Type.String({ pattern: '^CA[0-9]{14}$', title: '进件编号', examples: ['CA20261001000001'] });

/** What a creation sends and an edit replaces (the subject is taken from the merchant's certified 主体). */
export const applyFields = {
  account_type: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '账户类型', description: '1 对公账户，2 对私账户' }),
  account_name: Text('开户名称', 60, 2),
  account_no: Type.String({ pattern: '^[0-9]{8,30}$', title: '结算账号', description: '8-30 位数字', examples: ['6222020200110010201'] }),
  bank: Text('开户银行编码', 20, 1),
  branch_name: Text('开户支行', 60, 2),
  branch_cnaps: Type.Optional(Type.String({ pattern: '^[0-9]{12}$', title: '联行号', examples: ['308584000013'] })),
  contact_name: Text('联系人', 20, 2),
  contact_telephone: Type.String({ format: 'mobile', title: '联系电话' }),
  remark: Type.Optional(Text('申请说明', 200)),
};

const READ = ['payment:partner:channel:apply:list', 'payment:channel:apply:list'] as const;

export const channelApplyList = defineCall({
  method: 'GET',
  path: 'payment/channel/apply/list',
  summary: '进件申请列表',
  auth: 'token',
  permission: { anyOf: READ },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    query_mode: Type.Optional(Type.Literal(1, { title: '查询方式', description: '1：调用方可代为操作的全部商户；不传：只查调用方自己商户的' })),
    status: Type.Optional(StatusField),
    abnormal: Type.Optional(Type.Literal(1, { title: '只看异常', description: '1：只看异常（-1）的申请（待办事项）' })),
    channel: Type.Optional(Text('通道编码', 20)),
    apply_no: Type.Optional(Text('进件编号', 20)),
  }),
  reply: ListOf(ChannelApplyRecord),
});

/** How many applications are in each state (the list's tabs), with the same filters as the list but the status. */
export const channelApplyCount = defineCall({
  method: 'GET',
  path: 'payment/channel/apply/count',
  summary: '进件申请各状态数量',
  auth: 'token',
  permission: { anyOf: READ },
  query: Type.Object({
    merchant: Type.Optional(Id('商户号')),
    query_mode: Type.Optional(Type.Literal(1)),
    channel: Type.Optional(Text('通道编码', 20)),
    apply_no: Type.Optional(Text('进件编号', 20)),
  }),
  reply: Type.Object({
    total: Type.Integer({ title: '全部' }),
    row: Type.Array(Type.Object({ status: Type.Integer(), name: Type.String(), count: Type.Integer() })),
  }),
});

export const channelApplyDetail = defineCall({
  method: 'GET',
  path: 'payment/channel/apply/detail',
  summary: '进件申请详情',
  auth: 'token',
  permission: { anyOf: READ },
  query: Type.Object({ apply_no: ApplyNo }),
  reply: Type.Object({
    channel_apply: ChannelApplyRecord,
    extra: Type.Array(Type.Object({ key: Type.String(), name: Type.String(), value: Type.String() }), { title: '附加信息' }),
  }),
});

export const channelApplyCreate = defineCall({
  method: 'POST',
  path: 'payment/channel/apply/create',
  summary: '新建进件申请（待审核）',
  auth: 'token',
  permission: { anyOf: ['payment:partner:channel:apply:create'] },
  body: Type.Object({ merchant: Id('商户号'), channel: Text('支付通道', 20, 1), ...applyFields }),
  reply: Type.Object({ apply_no: Type.String(), status: Type.Integer() }),
});

/** An edit of a rejected or abnormal application, which resubmits it (待审核). */
export const channelApplyUpdate = defineCall({
  method: 'PUT',
  path: 'payment/channel/apply/update',
  summary: '修改并重新提交进件申请',
  auth: 'token',
  permission: { anyOf: ['payment:partner:channel:apply:update'] },
  body: Type.Object({ apply_no: ApplyNo, ...applyFields }),
  reply: Type.Object({ apply_no: Type.String(), status: Type.Integer() }),
});

/** The partner (or the platform) passes a pending application on to the channel. */
export const channelApplyAuditPass = defineCall({
  method: 'PUT',
  path: 'payment/channel/apply/audit/pass',
  summary: '审核通过，提交渠道',
  auth: 'token',
  permission: { anyOf: ['payment:partner:channel:apply:audit'] },
  body: Type.Object({ apply_no: ApplyNo, remark: Type.Optional(Text('审核意见', 200)) }),
  reply: Type.Object({ apply_no: Type.String(), status: Type.Integer() }),
});

/** A pending one refused by its reviewer, or one at the channel refused by the channel (the platform records it). */
export const channelApplyAuditReject = defineCall({
  method: 'PUT',
  path: 'payment/channel/apply/audit/reject/new',
  summary: '驳回进件申请',
  auth: 'token',
  permission: { anyOf: ['payment:partner:channel:apply:audit', 'payment:channel:apply:audit'] },
  body: Type.Object({ apply_no: ApplyNo, reason: Text('驳回原因', 200, 1) }),
  reply: Type.Object({ apply_no: Type.String(), status: Type.Integer() }),
});

/**
 * The channel's answer, recorded by the platform: at 渠道审核中, 通过 opens it (or, for an electronic contract, sets the
 * sign url and contract number: 待签约) and 异常 marks it abnormal with the reason; at 待签约, 通过 records the signed
 * contract (已开通).
 */
export const channelApplyAuditPassNew = defineCall({
  method: 'PUT',
  path: 'payment/channel/apply/audit/pass/new',
  summary: '登记渠道审核结果',
  auth: 'token',
  permission: { anyOf: ['payment:channel:apply:audit'] },
  body: Type.Object({
    apply_no: ApplyNo,
    result: Type.Union([Type.Literal(1), Type.Literal(-1)], { title: '渠道结果', description: '1 通过，-1 异常' }),
    reason: Type.Optional(Text('异常原因', 200)),
    apply_sign_url: Type.Optional(Type.String({ format: 'uri', maxLength: 500, title: '签约地址', description: '电子合同签约链接（需电子签约的通道通过时必填）' })),
    contract_no: Type.Optional(Text('合同编号', 40)),
  }),
  reply: Type.Object({ apply_no: Type.String(), status: Type.Integer() }),
});
