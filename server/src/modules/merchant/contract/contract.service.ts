import { Code, ContractStatus, endOfDayInChina, formatMoney, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import { inScope, readScope } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso, todayInChina } from '../../../shared/time.js';
import { merchantNames } from '../merchant/merchant.lookup.js';
import { findBelow } from '../merchant/merchant.scope.js';
import { contractGrant as contractOneGrant, contractProducts, coverByContract, expireByContract } from '../product/product.service.js';
import type { SessionService } from '../session/session.service.js';
import * as repository from './contract.repository.js';

const statusNames: Record<number, string> = { [ContractStatus.active]: '有效', [ContractStatus.terminated]: '已终止' };

/** 有效 → 已终止, and no way back (a new contract is registered instead). docs/decisions.md, "Contracts". */
export const contractLifecycle: Lifecycle<number> = {
  what: '合同',
  names: statusNames,
  moves: { [ContractStatus.active]: [ContractStatus.terminated], [ContractStatus.terminated]: [] },
};

/** Whose contracts the caller reads: its own, and with merchant:merchant:list those of the merchants below it. */
const readable = (access: Access) => readScope(access, 'merchant:merchant:list');

const mayRead = (access: Access, merchantId: number) => merchantId === access.merchant.id || (access.permissions.has('merchant:merchant:list') && inScope(access.scope, merchantId));

type Row = repository.ContractRow;

/**
 * With the products each covers, read in the caller's transaction; then (outside it: PGlite has one connection) the
 * names of grantors outside the caller's scope (its partner, the platform), names only.
 */
async function records(db: Database, read: (tx: Tx) => Promise<{ rows: Row[]; total?: number }>, scope: Access['scope']) {
  const { rows, total, covered } = await db.tenant(scope, async (tx) => {
    const found = await read(tx);
    return { ...found, covered: await contractProducts(tx, found.rows.map((r) => r.merchant)) };
  });
  const names = await merchantNames(db, rows.filter((r) => !r.grantor_name).map((r) => r.grantor));
  const shown = rows.map((r) => ({
    ...r,
    grantor_name: r.grantor_name || (names.get(r.grantor) ?? ''),
    end_date: r.end_date ?? null,
    terminate_time: r.terminate_time ? iso(r.terminate_time) : null,
    products: covered.get(`${r.merchant}:${r.contract_no}`) ?? [],
    create_time: iso(r.create_time),
    update_time: iso(r.update_time),
  }));
  return { shown, total: total ?? shown.length };
}

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.contractList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { merchants: readable(access), merchant: query.merchant, keywords: query.keywords?.trim() || undefined, state: query.state };
  const { shown, total } = await records(db, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }), access.scope);
  return listPayload(shown, total, page);
}

/** 合同客户: the merchants below the caller with contracts, and their counts (the platform: every merchant but itself). */
export async function customers(db: Database, access: Access, query: CallQuery<typeof calls.contractCustomerList>) {
  const page = pageOf(query);
  const filter: repository.CustomerFilter = { merchants: access.scope, except: access.merchant.id, keywords: query.keywords?.trim() || undefined, expiring: query.expiring === 1 };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.customerPage(tx, filter, page.size, page.offset), total: await repository.customerTotal(tx, filter) }));
  return listPayload(rows, total, page);
}

/** Another merchant's contract, or one above the caller's reach, answers "not found". */
export async function get(db: Database, access: Access, id: number) {
  const { shown } = await records(
    db,
    async (tx) => {
      const row = await repository.find(tx, id);
      if (!row || !mayRead(access, row.merchant)) throw notFound('合同');
      return { rows: [row] };
    },
    access.scope,
  );
  return shown[0]!;
}

// ---- registering, editing, terminating (the grantor, for a merchant below it) ----------------------------------

type Fields = CallBody<typeof calls.contractCreate>;

function values(body: Omit<Fields, 'merchant'>) {
  const end = body.end_date ?? null;
  if (end && end < body.start_date) throw badParameter('到期日期不能早于生效日期', '请重新选择合同期限');
  if (body.sign_date > todayInChina()) throw badParameter('签订日期不能晚于今天', '请填写合同实际签订的日期');
  return {
    contract_no: body.contract_no.trim(),
    name: body.name.trim(),
    sign_date: body.sign_date,
    start_date: body.start_date,
    end_date: end,
    amount: body.amount ?? null,
    attachments: (body.attachments ?? []).map((a) => ({ name: a.name.trim(), link: a.link.trim() })),
    remark: body.remark?.trim() ?? '',
  };
}

/** The grants a contract covers end with its last day (UTC+8): valid through 23:59:59 of `end_date`. */
const grantExpiry = (end: string | null) => (end ? new Date(endOfDayInChina(end)) : null);

const snapshot = (c: ReturnType<typeof values> & { products: readonly string[]; status: number }) => ({
  contract_no: c.contract_no,
  name: c.name,
  sign_date: c.sign_date,
  period: `${c.start_date} 至 ${c.end_date ?? '长期'}`,
  amount: c.amount === null ? '' : formatMoney(c.amount),
  products: c.products.join('、'),
  attachments: c.attachments.map((a) => a.name).join('、'),
  remark: c.remark,
  status: statusNames[c.status] ?? c.status,
});

const target = (c: { id: number; contract_no: string; name: string; merchant: number }) => ({ type: 'contract', id: c.id, name: `${c.contract_no} ${c.name}`, merchant: c.merchant });

const numberTaken = (contractNo: string) => badParameter(`合同编号「${contractNo}」已登记`, '同一商户的合同编号不能重复');

async function assertNumberFree(tx: Tx, merchantId: number, contractNo: string, except?: number) {
  if (await repository.byNumber(tx, merchantId, contractNo, except)) throw numberTaken(contractNo);
}

/** Unique-index races answer as the check would have. */
const guarded = <T>(contractNo: string, work: () => Promise<T>) => unlessDuplicate(work, () => numberTaken(contractNo));

export async function create(db: Database, sessions: SessionService, actor: Actor, body: Fields) {
  const access = actor.access;
  const fields = values(body);
  return guarded(fields.contract_no, () =>
    db.tenant(access.scope, async (tx) => {
      const owner = await findBelow(tx, access, body.merchant, { lock: true });
      await assertNumberFree(tx, owner.id, fields.contract_no);
      const id = await repository.insert(tx, { ...fields, merchant: owner.id, grantor: access.merchant.id, status: ContractStatus.active });
      await coverByContract(tx, access, owner.id, { contract_no: fields.contract_no, expire_time: grantExpiry(fields.end_date) }, body.products);
      await audit(tx, actor, target({ id, ...fields, merchant: owner.id }), { after: snapshot({ ...fields, products: body.products, status: ContractStatus.active }) });
      await sessions.publish(tx, { type: 'all' });
      return { id };
    }),
  );
}

/** The contract and its merchant, for a change by the caller: the merchant must be below it (1404 otherwise). */
async function forChange(tx: Tx, access: Access, id: number) {
  const row = await repository.find(tx, id, { lock: true });
  if (!row) throw notFound('合同');
  await findBelow(tx, access, row.merchant);
  return row;
}

export async function update(db: Database, sessions: SessionService, actor: Actor, body: CallBody<typeof calls.contractUpdate>) {
  const access = actor.access;
  const fields = values(body);
  return guarded(fields.contract_no, () =>
    db.tenant(access.scope, async (tx) => {
      const row = await forChange(tx, access, body.id);
      if (row.status !== ContractStatus.active) throw new AppError(Code.ILLEGAL_TRANSITION, '已终止的合同不能编辑', '如需继续合作，请登记一份新合同');
      await assertNumberFree(tx, row.merchant, fields.contract_no, row.id);
      const before = (await contractProducts(tx, [row.merchant])).get(`${row.merchant}:${row.contract_no}`) ?? [];
      await repository.update(tx, row.id, fields);
      await coverByContract(tx, access, row.merchant, { contract_no: fields.contract_no, expire_time: grantExpiry(fields.end_date), previous: row.contract_no }, body.products);
      await audit(tx, actor, target({ ...row, ...fields }), {
        before: snapshot({ ...row, end_date: row.end_date ?? null, products: before.map((p) => p.product) }),
        after: snapshot({ ...fields, products: body.products, status: row.status }),
      });
      await sessions.publish(tx, { type: 'all' });
      return { id: row.id };
    }),
  );
}

/** 终止: the contract ends today and the products it covers expire at once (they can be granted again). */
export async function terminate(db: Database, sessions: SessionService, actor: Actor, body: CallBody<typeof calls.contractTerminate>) {
  return db.tenant(actor.access.scope, async (tx) => {
    const row = await forChange(tx, actor.access, body.id);
    assertTransition(contractLifecycle, row.status, ContractStatus.terminated);
    const now = new Date();
    const reason = body.reason.trim();
    await repository.update(tx, row.id, { status: ContractStatus.terminated, terminate_reason: reason, terminate_time: now });
    await expireByContract(tx, row.merchant, row.contract_no, now);
    await audit(tx, actor, target(row), { before: { status: statusNames[row.status] }, after: { status: statusNames[ContractStatus.terminated], terminate_reason: reason } });
    await sessions.publish(tx, { type: 'all' });
    return { id: row.id, status: ContractStatus.terminated };
  });
}

/**
 * `merchant/product/contract`: one of a merchant's grants rests on one of its contracts in force, with its own
 * expiry (a number no contract of the merchant carries, or a terminated one, is refused).
 */
export async function contractGrant(db: Database, sessions: SessionService, actor: Actor, body: CallBody<typeof calls.productContract>) {
  const expire = body.expire_time ? new Date(body.expire_time) : null;
  const contractNo = body.contract_no.trim();
  return db.tenant(actor.access.scope, async (tx) => {
    const owner = await findBelow(tx, actor.access, body.merchant, { lock: true });
    const found = await repository.byNumber(tx, owner.id, contractNo);
    if (!found || found.status !== ContractStatus.active) {
      throw badParameter(`合同「${contractNo}」${found ? '已终止' : '未为该商户登记'}`, '请在合同管理中为该商户登记合同，或选择一份有效的合同');
    }
    await contractOneGrant(tx, actor, owner, body.product, { contract_no: contractNo, expire_time: expire });
    await sessions.publish(tx, { type: 'all' });
    return { merchant: owner.id, product: body.product };
  });
}
