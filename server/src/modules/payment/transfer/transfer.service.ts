import {
  AccountType, Code, formatMoney, maskBankAccount, WithdrawApplyStatus, withdrawApplyStatusNames, WithdrawMode, withdrawScheduleText, type CallBody, type calls,
} from '@console/contract';
import type { Database } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { iso } from '../../../shared/time.js';
import { findVisible } from '../../merchant/merchant/merchant.scope.js';
import { knownBank } from '../bank/bank.service.js';
import * as repository from './transfer.repository.js';

/**
 * A submission is reviewed once: 待审核 → 已通过 (it becomes the settings in force) | 已驳回 (with a reason) |
 * 已撤回 (a newer submission replaced it). docs/decisions.md, "Withdrawal settings".
 */
export const withdrawApplyLifecycle: Lifecycle<number> = {
  what: '提现设置申请',
  names: withdrawApplyStatusNames,
  moves: {
    [WithdrawApplyStatus.pending]: [WithdrawApplyStatus.approved, WithdrawApplyStatus.rejected, WithdrawApplyStatus.withdrawn],
    [WithdrawApplyStatus.approved]: [],
    [WithdrawApplyStatus.rejected]: [],
    [WithdrawApplyStatus.withdrawn]: [],
  },
};

type ApplyRow = repository.ApplyRow;

const shown = (row: ApplyRow) => ({ ...row, audit_time: row.audit_time ? iso(row.audit_time) : null, create_time: iso(row.create_time) });

/** The merchant's latest submission, for itself or for one above it. */
export async function latest(db: Database, access: Access, merchantId: number) {
  return db.tenant(access.scope, async (tx) => {
    await findVisible(tx, access, merchantId);
    const row = await repository.latest(tx, merchantId);
    return row ? shown(row) : null;
  });
}

export async function runtime(db: Database, access: Access, merchantId: number) {
  return db.tenant(access.scope, async (tx) => {
    await findVisible(tx, access, merchantId);
    const row = await repository.runtime(tx, merchantId);
    if (!row) return { merchant: merchantId, setting: null };
    const { id, ...setting } = row.apply;
    return {
      merchant: merchantId,
      setting: {
        apply: id,
        ...pick(setting),
        approver: row.approver,
        approve_time: iso(row.approve_time),
      },
    };
  });
}

/** The settings fields of an application (what the runtime answers). */
const pick = (a: Omit<ApplyRow, 'id'>) => ({
  account_type: a.account_type,
  account_name: a.account_name,
  account_no: a.account_no,
  bank: a.bank,
  bank_name: a.bank_name,
  branch_name: a.branch_name,
  branch_cnaps: a.branch_cnaps,
  reserved_mobile: a.reserved_mobile,
  proof: a.proof,
  mode: a.mode,
  cycle: a.cycle,
  cycle_day: a.cycle_day,
  min_amount: a.min_amount,
  retain_amount: a.retain_amount,
});

type Submission = CallBody<typeof calls.bankAccountApply>;

/** The schedule as stored: 手动 keeps no cycle; 每日 no day; 每周 1-7; 每月 1-28. */
function schedule(body: Submission) {
  if (body.mode === WithdrawMode.manual) return { cycle: null, cycle_day: null };
  if (!body.cycle) throw badParameter('请选择自动提现周期', '自动提现需要选择每日、每周或每月');
  if (body.cycle === 'daily') return { cycle: body.cycle, cycle_day: null };
  const max = body.cycle === 'weekly' ? 7 : 28;
  if (!body.cycle_day || body.cycle_day > max) {
    throw badParameter(body.cycle === 'weekly' ? '请选择每周的提现日（周一至周日）' : '请选择每月的提现日（1-28 日）', '自动提现按所选的日期执行');
  }
  return { cycle: body.cycle, cycle_day: body.cycle_day };
}

/** What the operation log keeps of a submission: never the whole account number. */
const snapshot = (a: { account_type: number; account_name: string; account_no: string; bank_name: string; branch_name: string; mode: number; cycle: string | null; cycle_day: number | null; min_amount: number; retain_amount: number; status: number }) => ({
  account_type: a.account_type === AccountType.company ? '对公账户' : '对私账户',
  account_name: a.account_name,
  account_no: maskBankAccount(a.account_no),
  bank: a.bank_name,
  branch_name: a.branch_name,
  schedule: withdrawScheduleText(a),
  min_amount: formatMoney(a.min_amount),
  retain_amount: formatMoney(a.retain_amount),
  status: withdrawApplyStatusNames[a.status] ?? a.status,
});

/** Changes are logged on the merchant's withdrawal settings (one timeline per merchant). */
const target = (merchant: { id: number; name: string }) => ({ type: 'withdraw_setting', id: merchant.id, name: `${merchant.name} 提现设置`, merchant: merchant.id });

/**
 * Submits new settings for review, by the merchant itself or one above it. A pending earlier submission is
 * withdrawn in the same transaction (the merchant row is locked, so two submissions queue).
 */
export async function submit(db: Database, actor: Actor, body: Submission) {
  const access = actor.access;
  const when = schedule(body);
  const accountName = body.account_name.trim();
  if (body.account_type === AccountType.personal && !body.reserved_mobile) throw badParameter('请填写预留手机号', '对私账户需要填写该银行卡在银行预留的手机号');
  // Two submissions at once: the pending index lets one through; the other hears why.
  return unlessDuplicate(async () => {
    return await db.tenant(access.scope, async (tx) => {
      const owner = await findVisible(tx, access, body.merchant, { lock: true });
      const bank = await knownBank(tx, body.bank);
      const earlier = await repository.pending(tx, owner.id);
      if (earlier) {
        assertTransition(withdrawApplyLifecycle, earlier.status, WithdrawApplyStatus.withdrawn);
        await repository.update(tx, owner.id, earlier.id, { status: WithdrawApplyStatus.withdrawn, reason: '已提交新的申请' });
      }
      const values = {
        merchant: owner.id,
        account_type: body.account_type,
        account_name: accountName,
        account_no: body.account_no,
        bank: bank.code,
        branch_name: body.branch_name.trim(),
        branch_cnaps: body.branch_cnaps ?? '',
        reserved_mobile: body.account_type === AccountType.personal ? (body.reserved_mobile ?? '') : '',
        proof: body.proof.map((link) => link.trim()),
        mode: body.mode,
        ...when,
        min_amount: body.min_amount,
        retain_amount: body.retain_amount,
        remark: body.remark?.trim() ?? '',
        status: WithdrawApplyStatus.pending,
        applicant: access.manager.name,
        applicant_merchant: access.merchant.id,
      };
      const id = await repository.insert(tx, values);
      await audit(tx, actor, target(owner), {
        ...(earlier ? { before: snapshot({ ...earlier, status: WithdrawApplyStatus.withdrawn }) } : {}),
        after: { apply: id, ...snapshot({ ...values, bank_name: bank.name }) },
      });
      return { id, status: WithdrawApplyStatus.pending };
    });
  }, () => new AppError(Code.ILLEGAL_TRANSITION, '该商户已有一份待审核的提现设置', '请刷新页面查看最新的申请'));
}

/** The platform passes (the submission becomes the settings in force) or rejects a pending submission. */
export async function approve(db: Database, actor: Actor, body: CallBody<typeof calls.transferRuntimeApprove>) {
  const access = actor.access;
  const reason = body.reason?.trim() ?? '';
  if (!body.approve && !reason) throw badParameter('请填写驳回原因', '驳回原因会展示给提交方，便于修改后重新提交');
  return db.tenant(access.scope, async (tx) => {
    const owner = await findVisible(tx, access, body.merchant);
    const row = await repository.find(tx, owner.id, body.apply, { lock: true });
    if (!row) throw notFound('提现设置申请');
    const next = body.approve ? WithdrawApplyStatus.approved : WithdrawApplyStatus.rejected;
    assertTransition(withdrawApplyLifecycle, row.status, next);
    const now = new Date();
    // The settings it replaces, for the log (only a pass changes them).
    const before = body.approve ? await repository.runtime(tx, owner.id) : undefined;
    await repository.update(tx, owner.id, row.id, { status: next, reason: body.approve ? '' : reason, auditor: access.manager.name, audit_time: now });
    if (body.approve) await repository.putRuntime(tx, { merchant: owner.id, apply: row.id, approver: access.manager.name, approve_time: now });
    await audit(tx, actor, target(owner), {
      before: body.approve && before ? { apply: before.apply.id, ...snapshot(before.apply) } : { apply: row.id, status: withdrawApplyStatusNames[row.status] },
      after: body.approve ? { apply: row.id, ...snapshot({ ...row, status: next }) } : { apply: row.id, status: withdrawApplyStatusNames[next], reason },
    });
    return { apply: row.id, status: next };
  });
}
