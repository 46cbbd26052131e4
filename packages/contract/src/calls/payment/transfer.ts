import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';

/**
 * Withdrawal settings (提现设置): where a merchant's settled money is paid out (its bank account) and when
 * (手动 or 自动 every day, week or month, above a minimum, keeping a reserve). A merchant — or the partner or group
 * above it — submits them (`payment/bank/account/apply`); the platform reviews; the approved application is what
 * `payment/transfer/rt` answers until the next approval. docs/decisions.md, "Withdrawal settings".
 */
export const AccountType = { company: 1, personal: 2 } as const;
export const accountTypeNames: Record<number, string> = { 1: '对公账户', 2: '对私账户' };

export const WithdrawMode = { manual: 1, auto: 2 } as const;
export const withdrawModeNames: Record<number, string> = { 1: '手动提现', 2: '自动提现' };

export const withdrawCycleNames = { daily: '每日', weekly: '每周', monthly: '每月' } as const;
export type WithdrawCycle = keyof typeof withdrawCycleNames;

export const WithdrawApplyStatus = { pending: 0, approved: 1, rejected: -1, withdrawn: -2 } as const;
export const withdrawApplyStatusNames: Record<number, string> = { 0: '待审核', 1: '已通过', [-1]: '已驳回', [-2]: '已撤回' };

const weekdays = ['一', '二', '三', '四', '五', '六', '日'];

/** `自动提现 · 每周一`, `自动提现 · 每月 5 日`, `手动提现`. */
export function withdrawScheduleText(s: { mode: number; cycle: string | null; cycle_day: number | null }): string {
  if (s.mode !== WithdrawMode.auto) return withdrawModeNames[s.mode] ?? '';
  const cycle = s.cycle as WithdrawCycle | null;
  const when = cycle === 'weekly' ? `每周${weekdays[(s.cycle_day ?? 1) - 1]}` : cycle === 'monthly' ? `每月 ${s.cycle_day} 日` : '每日';
  return `自动提现 · ${when}`;
}

const settingFields = {
  account_type: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '账户类型', description: '1 对公账户，2 对私账户' }),
  account_name: Text('开户名称', 60, 2),
  account_no: Type.String({ pattern: '^[0-9]{8,30}$', title: '银行账号', description: '8-30 位数字', examples: ['6222020200112233445'] }),
  bank: Text('开户银行编码', 20, 1),
  branch_name: Text('开户支行', 60, 2),
  branch_cnaps: Type.Optional(Type.String({ pattern: '^[0-9]{12}$', title: '联行号', description: '12 位数字；从支行列表选择时自动带出', examples: ['102584000016'] })),
  reserved_mobile: Type.Optional(Type.String({ format: 'mobile', title: '预留手机号', description: '对私账户在银行预留的手机号' })),
  proof: Type.Array(Text('证明材料地址', 500, 1), { title: '证明材料', minItems: 1, maxItems: 3, description: '开户许可证或银行卡照片，1-3 张' }),
  mode: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '提现方式', description: '1 手动提现，2 自动提现' }),
  cycle: Type.Optional(Type.Union([Type.Literal('daily'), Type.Literal('weekly'), Type.Literal('monthly')], { title: '自动提现周期', description: '自动提现时必填' })),
  cycle_day: Type.Optional(Type.Integer({ minimum: 1, maximum: 28, title: '提现日', description: '每周：1-7（周一至周日）；每月：1-28 日' })),
  min_amount: Type.Integer({ minimum: 100, maximum: 10_000_000_00, title: '起提金额（分）', description: '可提现余额达到它才提现；至少 1 元' }),
  retain_amount: Type.Integer({ minimum: 0, maximum: 10_000_000_00, title: '留存金额（分）', description: '每次提现后账户中保留的金额' }),
};

/** The settings as stored and answered (optional fields answered as '' or null). */
const Setting = {
  account_type: Type.Integer({ title: '账户类型' }),
  account_name: Type.String({ title: '开户名称' }),
  account_no: Type.String({ title: '银行账号' }),
  bank: Type.String({ title: '开户银行编码' }),
  bank_name: Type.String({ title: '开户银行' }),
  branch_name: Type.String({ title: '开户支行' }),
  branch_cnaps: Type.String({ title: '联行号' }),
  reserved_mobile: Type.String({ title: '预留手机号' }),
  proof: Type.Array(Type.String(), { title: '证明材料' }),
  mode: Type.Integer({ title: '提现方式' }),
  cycle: Type.Union([Type.String(), Type.Null()], { title: '自动提现周期' }),
  cycle_day: Type.Union([Type.Integer(), Type.Null()], { title: '提现日' }),
  min_amount: Type.Integer({ title: '起提金额（分）' }),
  retain_amount: Type.Integer({ title: '留存金额（分）' }),
};

export const WithdrawApplyRecord = Type.Object({
  id: Type.Integer({ title: '申请编号' }),
  merchant: Type.Integer({ title: '商户号' }),
  ...Setting,
  remark: Type.String({ title: '申请说明' }),
  status: Type.Integer({ title: '状态', description: '0 待审核，1 已通过，-1 已驳回，-2 已撤回（被新的申请替换）' }),
  reason: Type.String({ title: '驳回原因' }),
  applicant: Type.String({ title: '提交人' }),
  applicant_merchant: Type.Integer({ title: '提交方商户号' }),
  auditor: Type.String({ title: '审核人' }),
  audit_time: Type.Union([Type.String(), Type.Null()], { title: '审核时间' }),
  create_time: Type.String({ title: '提交时间' }),
});

export const TransferRuntimeRecord = Type.Object({
  merchant: Type.Integer({ title: '商户号' }),
  /** null: the merchant has no approved settings yet (nothing is paid out). */
  setting: Type.Union([
    Type.Object({ apply: Type.Integer({ title: '生效的申请编号' }), ...Setting, approver: Type.String({ title: '审核人' }), approve_time: Type.String({ title: '生效时间' }) }),
    Type.Null(),
  ]),
});

const MerchantRef = Type.Object({ merchant: Id('商户号') });

/** Submits new settings for review; a pending earlier submission is withdrawn (已撤回) in the same step. */
export const bankAccountApply = defineCall({
  method: 'POST',
  path: 'payment/bank/account/apply',
  summary: '提交提现账户与提现方式（待平台审核）',
  auth: 'token',
  permission: { anyOf: ['payment:transfer:rt:update'] },
  body: Type.Object({ merchant: Id('商户号'), ...settingFields, remark: Type.Optional(Text('申请说明', 200)) }),
  reply: Type.Object({ id: Type.Integer({ title: '申请编号' }), status: Type.Integer() }),
});

/** The merchant's latest submission (any status), or null. */
export const bankAccountApplyGet = defineCall({
  method: 'GET',
  path: 'payment/bank/account/apply',
  summary: '最近一次提现设置申请',
  auth: 'token',
  permission: { anyOf: ['payment:transfer:rt:list'] },
  query: MerchantRef,
  reply: Type.Union([WithdrawApplyRecord, Type.Null()]),
});

export const transferRuntime = defineCall({
  method: 'GET',
  path: 'payment/transfer/rt',
  summary: '生效中的提现设置',
  auth: 'token',
  permission: { anyOf: ['payment:transfer:rt:list'] },
  query: MerchantRef,
  reply: TransferRuntimeRecord,
});

/** The platform passes (the application becomes the settings in force) or rejects (with a reason) a pending submission. */
export const transferRuntimeApprove = defineCall({
  method: 'PUT',
  path: 'payment/transfer/rt/approve',
  summary: '审核提现设置（通过或驳回）',
  auth: 'token',
  permission: { anyOf: ['payment:transfer:rt:approve'] },
  body: Type.Object({
    merchant: Id('商户号'),
    apply: Id('申请编号'),
    approve: Type.Boolean({ title: '是否通过' }),
    reason: Type.Optional(Text('驳回原因', 200)),
  }),
  reply: Type.Object({ apply: Type.Integer(), status: Type.Integer() }),
});
