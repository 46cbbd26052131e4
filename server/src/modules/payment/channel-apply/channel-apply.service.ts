import {
  accountTypeNames, ChannelApplyStatus, channelApplyStatusNames, channelCategoryNames, ChannelContractType, channelContractTypeNames, Code,
  maskAccountNo, ChannelCategory, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { paymentChannelApply } from '../../../db/schema/index.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { cappedPageOf, cappedTotal, listPayload } from '../../../shared/paging.js';
import { iso, todayInChina } from '../../../shared/time.js';
import { findVisible } from '../../merchant/merchant/merchant.scope.js';
import { certifiedIn } from '../../merchant/subject/subject.service.js';
import { knownBank } from '../bank/bank.service.js';
import * as repository from './channel-apply.repository.js';

const S = ChannelApplyStatus;

/**
 * 1 待审核 → 2 渠道审核中 (the partner passes it) | 3 已驳回; 2 → 4 待签约 (electronic contract) | 5 已开通 | -1 异常 |
 * 3 (the channel refuses); 4 → 5 (signed) | -1; 3 and -1 → 1 when edited and resubmitted; 5 is final.
 * docs/decisions.md, "Payment channel applications (进件)".
 */
export const channelApplyLifecycle: Lifecycle<number> = {
  what: '进件申请',
  names: channelApplyStatusNames,
  moves: {
    [S.pending]: [S.channel, S.rejected],
    [S.channel]: [S.signing, S.opened, S.abnormal, S.rejected],
    [S.signing]: [S.opened, S.abnormal],
    [S.opened]: [],
    [S.rejected]: [S.pending],
    [S.abnormal]: [S.pending],
  },
};

/** What a category needs: category 3 (acquirers) an electronic contract; the others none. */
const contractTypeOf = (categoryId: number) => (categoryId === ChannelCategory.acquirer ? ChannelContractType.electronic : ChannelContractType.none);

const REQUIRED_FIELDS = ['subject_name', 'licence_no', 'account_type', 'account_name', 'account_no', 'bank', 'branch_name', 'contact_name', 'contact_telephone'];

export const categories = () => ({ row: Object.entries(channelCategoryNames).map(([id, name]) => ({ category_id: Number(id), name })) });

export async function channelList(db: Database, query: CallQuery<typeof calls.paymentChannelList>) {
  const rows = await db.tenant('all', (tx) => repository.channels(tx, query.category_id));
  return { row: rows.map((c) => ({ ...c, category_name: channelCategoryNames[c.category_id] ?? '', contract_type: contractTypeOf(c.category_id) })) };
}

export function categoryRuntime(query: CallQuery<typeof calls.paymentChannelCategoryRuntime>) {
  const contractType = contractTypeOf(query.category_id);
  return {
    category_id: query.category_id,
    name: channelCategoryNames[query.category_id] ?? '',
    contract_type: contractType,
    required_fields: REQUIRED_FIELDS,
    hint:
      contractType === ChannelContractType.electronic
        ? '渠道审核通过后，商户须扫码签署电子合同，签约完成后开通'
        : '渠道审核通过后即开通，无需签约',
  };
}

type Row = repository.ApplyRow;

const shown = (r: Row, options: { mask?: boolean } = {}) => {
  const { id: _id, merchant_id, merchant_name, partner_id, partner_name, ...rest } = r;
  return {
    ...rest,
    merchant: { id: merchant_id, name: merchant_name },
    partner: { id: partner_id, name: partner_name },
    account_no: options.mask ? maskAccountNo(r.account_no) : r.account_no,
    audit_time: r.audit_time ? iso(r.audit_time) : null,
    create_time: iso(r.create_time),
    update_time: iso(r.update_time),
  };
};

/** query_mode 1: every merchant the caller acts for; otherwise only the caller's own merchant. */
const scopeOf = (access: Access, queryMode: number | undefined): Scope => (queryMode === 1 ? access.scope : [access.merchant.id]);

type ListQuery = CallQuery<typeof calls.channelApplyList>;
const filterOf = (access: Access, query: Omit<ListQuery, 'page_index' | 'page_size' | 'status' | 'abnormal'> & { status?: number; abnormal?: number }): repository.Filter => ({
  scope: scopeOf(access, query.query_mode),
  merchant: query.merchant,
  status: query.abnormal === 1 ? S.abnormal : query.status,
  channel: query.channel?.trim() || undefined,
  applyNo: query.apply_no?.trim() || undefined,
});

export async function list(db: Database, access: Access, query: ListQuery) {
  const page = cappedPageOf(query);
  const filter = filterOf(access, query);
  const [rows, total] = await db.tenant(access.scope, async (tx) =>
    [await repository.page(tx, filter, page.size, page.offset), await cappedTotal(tx, paymentChannelApply, repository.whereOf(filter))] as const,
  );
  return listPayload(rows.map((r) => shown(r, { mask: true })), total, page);
}

export async function countByStatus(db: Database, access: Access, query: CallQuery<typeof calls.channelApplyCount>) {
  const rows = await db.tenant(access.scope, (tx) => repository.countsByStatus(tx, filterOf(access, query)));
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  const row = Object.values(S).map((status) => ({ status, name: channelApplyStatusNames[status]!, count: byStatus.get(status) ?? 0 }));
  return { total: row.reduce((sum, r) => sum + r.count, 0), row };
}

/** The application, for a caller that may act for its merchant (another's answers "not found"). */
export async function visible(tx: Tx, access: Access, applyNo: string, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, applyNo, options);
  if (!row) throw notFound('进件申请');
  await findVisible(tx, access, row.merchant_id).catch(() => {
    throw notFound('进件申请');
  });
  return row;
}

export const detail = (db: Database, access: Access, applyNo: string) =>
  db.tenant(access.scope, async (tx) => {
    const r = await visible(tx, access, applyNo);
    return {
      channel_apply: shown(r),
      extra: [
        { key: 'account_type', name: '账户类型', value: accountTypeNames[r.account_type] ?? String(r.account_type) },
        { key: 'account_name', name: '开户名称', value: r.account_name },
        { key: 'contact_name', name: '联系人', value: r.contact_name },
        { key: 'contact_telephone', name: '联系电话', value: r.contact_telephone },
      ],
    };
  });

const target = (r: { apply_no: string; merchant: number; merchant_name: string; channel_name: string }) => ({
  type: 'payment_channel_apply',
  id: r.apply_no,
  name: `${r.merchant_name} · ${r.channel_name}`,
  merchant: r.merchant,
});

/** What the operation log shows of an application. */
const snapshot = (r: { channel_name: string; subject_name: string; account_type: number; account_name: string; account_no: string; bank_name: string; branch_name: string; contact_name: string; contact_telephone: string; status: number }) => ({
  channel: r.channel_name,
  subject: r.subject_name,
  account: `${accountTypeNames[r.account_type] ?? ''} ${r.account_name} ${maskAccountNo(r.account_no)}`,
  bank: `${r.bank_name} ${r.branch_name}`,
  contact: `${r.contact_name} ${r.contact_telephone}`,
  status: channelApplyStatusNames[r.status],
});

type Fields = Omit<CallBody<typeof calls.channelApplyUpdate>, 'apply_no'>;

/** The fields as stored, with the merchant's certified subject taken at submission. */
async function valuesOf(tx: Tx, merchant: { id: number; name: string }, body: Fields) {
  const subject = await certifiedIn(tx, merchant.id);
  if (!subject) throw badParameter(`「${merchant.name}」的主体信息尚未认证`, '主体认证通过后才能进件；请先在商户详情中提交主体信息并等待平台审核');
  const bank = await knownBank(tx, body.bank);
  return {
    values: {
      subject_name: subject.name,
      licence_no: subject.credit_code,
      account_type: body.account_type,
      account_name: body.account_name.trim(),
      account_no: body.account_no,
      bank: bank.code,
      branch_name: body.branch_name.trim(),
      branch_cnaps: body.branch_cnaps ?? '',
      contact_name: body.contact_name.trim(),
      contact_telephone: body.contact_telephone,
      remark: body.remark?.trim() ?? '',
    },
    bankName: bank.name,
  };
}

const duplicate = () => badParameter('该商户已有此通道的进件申请', '同一商户每个通道只有一份申请；被驳回或异常的请在列表中编辑后重新提交');

/**
 * A partner (or the platform) files an application for a merchant it acts for: 待审核. `after` runs in the same
 * transaction (an external link binds the application it was used for).
 */
export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.channelApplyCreate>, after?: (tx: Tx, applyNo: string) => Promise<void>) {
  const access = actor.access;
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const owner = await findVisible(tx, access, body.merchant);
        const channel = await repository.channel(tx, body.channel);
        if (!channel) throw badParameter(`支付通道「${body.channel}」不存在`, '请从通道列表中选择');
        if (await repository.byChannel(tx, owner.id, channel.code)) throw duplicate();
        const { values, bankName } = await valuesOf(tx, owner, body);
        const id = await repository.nextId(tx);
        const applyNo = `CA${todayInChina().replaceAll('-', '')}${String(id % 1_000_000).padStart(6, '0')}`;
        const row = {
          id, apply_no: applyNo, merchant: owner.id, partner: access.merchant.id, channel: channel.code, category_id: channel.category_id,
          contract_type: contractTypeOf(channel.category_id), ...values, status: S.pending, applicant: access.manager.name,
        };
        await repository.insert(tx, row);
        await audit(tx, actor, target({ apply_no: applyNo, merchant: owner.id, merchant_name: owner.name, channel_name: channel.name }), {
          after: snapshot({ ...row, channel_name: channel.name, bank_name: bankName }),
        });
        await after?.(tx, applyNo);
        return { apply_no: applyNo, status: S.pending };
      }),
    duplicate,
  );
}

/** A rejected or abnormal application, edited: resubmitted (待审核), its reason and any contract cleared. */
export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.channelApplyUpdate>) {
  return db.tenant(actor.access.scope, async (tx) => {
    const row = await visible(tx, actor.access, body.apply_no, { lock: true });
    if (row.status !== S.rejected && row.status !== S.abnormal) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `进件申请当前为「${channelApplyStatusNames[row.status]}」，不能修改`, '只有已驳回或异常的申请可以修改并重新提交；请刷新页面查看最新状态');
    }
    assertTransition(channelApplyLifecycle, row.status, S.pending);
    const { values, bankName } = await valuesOf(tx, { id: row.merchant_id, name: row.merchant_name }, body);
    const next = { ...values, status: S.pending, reason: '', apply_sign_url: '', contract_no: '', applicant: actor.access.manager.name };
    await repository.update(tx, row.id, next);
    const t = target({ ...row, merchant: row.merchant_id });
    await audit(tx, actor, t, { before: { ...snapshot(row), reason: row.reason }, after: snapshot({ ...row, ...next, bank_name: bankName }) });
    return { apply_no: row.apply_no, status: S.pending };
  });
}

/** 1409 when the application is not in a state the action applies to (a second pass or reject of the same state). */
const refuse = (row: Row, action: string, when: string) =>
  new AppError(Code.ILLEGAL_TRANSITION, `进件申请当前为「${channelApplyStatusNames[row.status]}」，不能${action}`, `${when}；请刷新页面查看最新状态`);

async function move(db: Database, actor: Actor, applyNo: string, decide: (row: Row) => { status: number; reason?: string; apply_sign_url?: string; contract_no?: string; note?: string }) {
  return db.tenant(actor.access.scope, async (tx) => {
    const row = await visible(tx, actor.access, applyNo, { lock: true });
    const next = decide(row);
    assertTransition(channelApplyLifecycle, row.status, next.status);
    const values = {
      status: next.status,
      reason: next.reason ?? '',
      ...(next.apply_sign_url !== undefined ? { apply_sign_url: next.apply_sign_url } : {}),
      ...(next.contract_no !== undefined ? { contract_no: next.contract_no } : {}),
      auditor: actor.access.manager.name,
      audit_time: new Date(),
    };
    await repository.update(tx, row.id, values);
    await audit(tx, actor, target({ ...row, merchant: row.merchant_id }), {
      before: { status: channelApplyStatusNames[row.status] },
      after: {
        status: channelApplyStatusNames[next.status],
        ...(next.reason ? { reason: next.reason } : {}),
        ...(next.note ? { remark: next.note } : {}),
        ...(next.contract_no ? { contract_no: next.contract_no } : {}),
      },
    });
    return { apply_no: row.apply_no, status: next.status };
  });
}

/** The partner (or the platform) passes a pending application on to the channel. */
export const pass = (db: Database, actor: Actor, body: CallBody<typeof calls.channelApplyAuditPass>) =>
  move(db, actor, body.apply_no, (row) => {
    if (row.status !== S.pending) throw refuse(row, '审核通过', '只有待审核的申请可以审核');
    return { status: S.channel, note: body.remark?.trim() || undefined };
  });

/** Refused: a pending one by its reviewer; one at the channel only by the platform (recording the channel's refusal). */
export const reject = (db: Database, actor: Actor, body: CallBody<typeof calls.channelApplyAuditReject>) => {
  const reason = body.reason.trim();
  if (!reason) throw badParameter('请填写驳回原因', '驳回原因会展示给申请方');
  return move(db, actor, body.apply_no, (row) => {
    if (row.status === S.pending) {
      if (!actor.access.permissions.has('payment:partner:channel:apply:audit')) throw refuse(row, '由您驳回', '待审核的申请由受理的服务商驳回');
    } else if (row.status === S.channel) {
      if (!actor.access.permissions.has('payment:channel:apply:audit')) throw refuse(row, '驳回', '渠道审核中的申请只能由平台登记渠道的驳回');
    } else {
      throw refuse(row, '驳回', '只有待审核或渠道审核中的申请可以驳回');
    }
    return { status: S.rejected, reason };
  });
};

/** The channel's answer, recorded by the platform. */
export const channelAnswer = (db: Database, actor: Actor, body: CallBody<typeof calls.channelApplyAuditPassNew>) => {
  const reason = body.reason?.trim() ?? '';
  if (body.result === -1 && !reason) throw badParameter('请填写异常原因', '异常原因会展示给服务商，便于修改后重新提交');
  return move(db, actor, body.apply_no, (row) => {
    if (row.status !== S.channel && row.status !== S.signing) throw refuse(row, '登记渠道结果', '只有渠道审核中或待签约的申请可以登记渠道结果');
    if (body.result === -1) return { status: S.abnormal, reason };
    if (row.status === S.signing) return { status: S.opened };
    if (row.contract_type !== ChannelContractType.electronic) return { status: S.opened };
    const url = body.apply_sign_url?.trim() ?? '';
    if (!url) throw badParameter('请填写签约地址', `「${row.channel_name}」需签署${channelContractTypeNames[row.contract_type]}：请填写渠道返回的签约链接`);
    return { status: S.signing, apply_sign_url: url, contract_no: body.contract_no?.trim() || `HT${row.apply_no.slice(2)}` };
  });
};

/** The 支付 to-do (account:abnormal:statistics): abnormal applications of the merchants in the scope (counted as lists are). */
export const abnormalCount = (db: Database, scope: Scope) =>
  db.tenant(scope, async (tx) => (await cappedTotal(tx, paymentChannelApply, repository.whereOf({ scope, status: S.abnormal }))).count);
