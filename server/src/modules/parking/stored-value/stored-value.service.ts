import {
  Code, formatMoney, isLicencePlate, maskPhone, normalPlate, StoredValueFlowKind, StoredValueStatus, storedValuePayTypes, storedValueStatuses,
  type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, conflict, notFound, unlessDuplicate } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { once, type Idempotency } from '../../../shared/idempotency.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { iso } from '../../../shared/time.js';
import * as rules from '../recharge-rule/recharge-rule.service.js';
import * as repository from './stored-value.repository.js';

/**
 * 储值车 (docs/decisions.md, "Stored-value cars and auto recharge"): one account per plate and park, opened with balance
 * 0. 充值 is a money operation in one transaction: the account locked, the paid line, the bonus line of the best
 * 自动充值方案 in force, the new balance and totals, the audit — booked once per Idempotency-Key. 停用 keeps the balance.
 */
type Row = repository.AccountRow;
const FLOWS_SHOWN = 50;

const shown = ({ park: _park, ...r }: Row) => ({ ...r, create_time: iso(r.create_time), last_recharge_time: r.last_recharge_time ? iso(r.last_recharge_time) : null });
const shownFlow = <F extends { create_time: Date }>(f: F) => ({ ...f, create_time: iso(f.create_time) });
const target = (r: { id: number; plate: string; merchant: number }) => ({ type: 'parking_stored_value', id: r.id, name: r.plate, merchant: r.merchant });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.storedValueList>) {
  const page = pageOf(query);
  const filter: repository.Filter = {
    merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined,
    plate: query.plate ? normalPlate(query.plate) || undefined : undefined, keywords: query.keywords?.trim() || undefined, status: query.status,
  };
  const { rows, total, balance } = await db.tenant(access.scope, async (tx) => ({
    rows: await repository.page(tx, filter, page.size, page.offset),
    total: await repository.total(tx, filter),
    balance: await repository.balanceTotal(tx, filter),
  }));
  return { ...listPayload(rows.map((r) => ({ ...shown(r), mobile: maskPhone(r.mobile) })), total, page), balance_total: balance };
}

async function findChecked(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, id, options);
  if (!row || !inScope(access.scope, row.merchant)) throw notFound('储值车');
  return row;
}

export async function get(db: Database, access: Access, query: CallQuery<typeof calls.storedValueGet>) {
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, query.id);
    const flows = await repository.flows(tx, row.merchant, row.id, FLOWS_SHOWN);
    return { ...shown(row), flows: flows.map(shownFlow) };
  });
}

const holderOf = (body: { holder_name: string; mobile: string; remark?: string }) => {
  const holder_name = body.holder_name.trim();
  if (holder_name.length < 2) throw badParameter('车主姓名至少 2 个字', '请填写车主的真实姓名');
  return { holder_name, mobile: body.mobile, remark: body.remark?.trim() ?? '' };
};

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.storedValueCreate>) {
  const access = actor.access;
  const plate = normalPlate(body.plate);
  if (!isLicencePlate(plate)) throw badParameter(`车牌号「${body.plate}」格式不正确`, '请输入正确的车牌号，如 粤B12345（新能源 粤BD12345）');
  const holder = holderOf(body);
  return db.tenant(access.scope, async (tx) => {
    const park = await repository.parkByCode(tx, body.park_code);
    // Accounts are opened by the park's own merchant (the operator and groups read them).
    if (!park || park.merchant !== access.merchant.id) throw notFound('停车场');
    const id = await unlessDuplicate(
      () => repository.insert(tx, { merchant: park.merchant, park: park.id, plate, plate_color: body.plate_color, ...holder, operator: access.manager.name }),
      () => conflict(`${park.park_name}已有车牌 ${plate} 的储值账户`, '请在列表中搜索该车牌，为已有账户充值'),
    );
    await audit(tx, actor, target({ id, plate, merchant: park.merchant }), { after: { park: park.park_name, plate, holder_name: holder.holder_name, mobile: maskPhone(holder.mobile) } });
    return { id };
  });
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.storedValueUpdate>) {
  const access = actor.access;
  const holder = holderOf(body);
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, body.id, { lock: true });
    if (row.merchant !== access.merchant.id) throw notFound('储值车');
    await repository.update(tx, row.id, holder);
    await audit(tx, actor, target(row), {
      before: { holder_name: row.holder_name, mobile: maskPhone(row.mobile), remark: row.remark },
      after: { holder_name: holder.holder_name, mobile: maskPhone(holder.mobile), remark: holder.remark },
    });
    return { id: row.id };
  });
}

export async function setStatus(db: Database, actor: Actor, body: CallBody<typeof calls.storedValueStatus>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, body.id, { lock: true });
    if (row.merchant !== access.merchant.id) throw notFound('储值车');
    if (row.status === body.status) throw conflict(`储值车 ${row.plate} 已是「${storedValueStatuses[body.status]}」`, '请刷新页面查看最新状态');
    await repository.update(tx, row.id, { status: body.status });
    await audit(tx, actor, target(row), { before: { status: storedValueStatuses[row.status as 1] }, after: { status: storedValueStatuses[body.status] } });
    return { id: row.id, status: body.status };
  });
}

/** The bonus a recharge of `amount` would get now (the account's park's rules in force). */
export async function preview(db: Database, access: Access, query: CallQuery<typeof calls.storedValueRechargePreview>) {
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, query.id);
    return rules.bonusFor(tx, row.merchant, row.park, query.amount);
  });
}

export async function recharge(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.storedValueRecharge>) {
  const access = actor.access;
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const row = await findChecked(tx, access, body.id, { lock: true });
      if (row.merchant !== access.merchant.id) throw notFound('储值车');
      if (row.status !== StoredValueStatus.normal) throw new AppError(Code.ILLEGAL_TRANSITION, `储值车 ${row.plate} 已停用，不能充值`, '请先启用该储值车');
      const best = await rules.bonusFor(tx, row.merchant, row.park, body.amount);
      const remark = body.remark?.trim() ?? '';
      const paidBalance = row.balance + body.amount;
      const paid = await repository.insertFlow(tx, {
        merchant: row.merchant, account: row.id, kind: StoredValueFlowKind.recharge, amount: body.amount, balance_after: paidBalance, pay_type: body.pay_type, remark, operator: access.manager.name,
      });
      const balance = paidBalance + best.bonus;
      if (best.bonus > 0) {
        await repository.insertFlow(tx, {
          merchant: row.merchant, account: row.id, kind: StoredValueFlowKind.bonus, amount: best.bonus, balance_after: balance, rule: best.rule, remark: `${best.rule_name}：充 ${formatMoney(body.amount)} 元赠送`,
          operator: access.manager.name,
        });
      }
      await repository.update(tx, row.id, { balance, recharged: row.recharged + body.amount, bonus: row.bonus + best.bonus, last_recharge_time: new Date() });
      await audit(tx, actor, target(row), {
        before: { balance: `${formatMoney(row.balance)} 元` },
        after: {
          recharge: `${storedValuePayTypes[body.pay_type]}充值 ${formatMoney(body.amount)} 元${remark ? `：${remark}` : ''}`,
          ...(best.bonus > 0 ? { bonus: `${best.rule_name} 赠送 ${formatMoney(best.bonus)} 元` } : {}),
          balance: `${formatMoney(balance)} 元`,
        },
      });
      return { id: row.id, amount: body.amount, bonus: best.bonus, rule_name: best.rule_name, balance, flow_no: paid.flow_no };
    }),
  );
}

/** The bonus lines a rule gave (its detail's 赠送记录). */
export async function grantsOf(tx: Tx, merchant: number, rule: number) {
  return (await repository.grantsOf(tx, merchant, rule, FLOWS_SHOWN)).map(shownFlow);
}
