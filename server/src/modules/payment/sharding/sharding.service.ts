import {
  Code, formatRatio, MerchantStatus, paymentBusinesses, SHARDING_MAX_RULES, SHARDING_MAX_TOTAL, ShardingStatus, shardingStatusNames, type CallBody, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { iso } from '../../../shared/time.js';
import { merchantNames } from '../../merchant/merchant/merchant.lookup.js';
import { findBelow, findVisible } from '../../merchant/merchant/merchant.scope.js';
import * as repository from './sharding.repository.js';

/** 启用 ⇄ 停用; only a disabled rule may be deleted. docs/decisions.md, "Profit-sharing rules". */
export const shardingLifecycle: Lifecycle<number> = {
  what: '分账规则',
  names: shardingStatusNames,
  moves: { [ShardingStatus.enabled]: [ShardingStatus.disabled], [ShardingStatus.disabled]: [ShardingStatus.enabled] },
};

type Receiver = { merchant: number; ratio: number };
type RuleRow = repository.RuleRow;

/** A merchant's rules with their receivers; receivers' names are read outside the caller's scope (names only). */
export async function list(db: Database, access: Access, merchantId: number) {
  const { rows, receivers } = await db.tenant(access.scope, async (tx) => {
    await findVisible(tx, access, merchantId);
    const rows = await repository.rules(tx, merchantId);
    return { rows, receivers: await repository.receivers(tx, merchantId, rows.map((r) => r.id)) };
  });
  const names = await merchantNames(db, receivers.map((r) => r.merchant));
  return {
    row: rows.map((r) => ({
      ...r,
      receivers: receivers.filter((x) => x.rule === r.id).map((x) => ({ merchant: x.merchant, ratio: x.ratio, merchant_name: names.get(x.merchant) ?? '' })),
      create_time: iso(r.create_time),
      update_time: iso(r.update_time),
    })),
  };
}

const businessText = (business: readonly string[]) =>
  business.length ? business.map((code) => paymentBusinesses[code as keyof typeof paymentBusinesses] ?? code).join('、') : '全部业务';

/** Two rules overlap when either covers every business or they share one. */
const overlaps = (a: readonly string[], b: readonly string[]) => a.length === 0 || b.length === 0 || a.some((code) => b.includes(code));

/** An enabled rule must not split a business another enabled rule of the merchant already splits. */
async function assertNoOverlap(tx: Tx, merchantId: number, business: readonly string[], except?: number) {
  const clash = (await repository.enabledRules(tx, merchantId, except)).find((r) => overlaps(r.business, business));
  if (clash) {
    throw badParameter(`与启用中的分账规则「${clash.name}」（${businessText(clash.business)}）适用业务重叠`, '同一业务只能有一条启用的分账规则：请调整适用业务，或先停用那条规则');
  }
}

/**
 * Receivers: 1-5 distinct merchants, never the rule's own, each the caller's own merchant or one in its scope and
 * enabled; together at most 30 %.
 */
async function checkedReceivers(tx: Tx, access: Access, ownerId: number, list: readonly Receiver[]) {
  const seen = new Set<number>();
  for (const r of list) {
    if (r.merchant === ownerId) throw badParameter('分账接收方不能是商户自己', '未分出的部分本就留在商户账户中');
    if (seen.has(r.merchant)) throw badParameter(`分账接收方 ${r.merchant} 重复`, '同一接收方请合并为一行');
    seen.add(r.merchant);
  }
  const total = list.reduce((sum, r) => sum + r.ratio, 0);
  if (total > SHARDING_MAX_TOTAL) throw badParameter(`分账比例合计 ${formatRatio(total)}，超过上限 ${formatRatio(SHARDING_MAX_TOTAL)}`, '商户至少保留 70% 的收入，请调低接收方的比例');
  const names: string[] = [];
  for (const r of list) {
    const found = await findVisible(tx, access, r.merchant).catch(() => {
      throw badParameter(`分账接收方 ${r.merchant} 不存在或不在您的管理范围内`, '接收方须是您的商户或您管理的商户');
    });
    if (found.status !== MerchantStatus.enabled) throw badParameter(`分账接收方「${found.name}」已停用`, '请选择启用中的商户');
    names.push(`${found.name}（${formatRatio(r.ratio)}）`);
  }
  return names.join('、');
}

const snapshot = (rule: { name: string; business: readonly string[]; remark: string; status: number }, receivers: string) => ({
  name: rule.name,
  business: businessText(rule.business),
  receivers,
  remark: rule.remark,
  status: shardingStatusNames[rule.status] ?? rule.status,
});

const receiverIds = (list: readonly Receiver[]) => list.map((r) => `${r.merchant}（${formatRatio(r.ratio)}）`).join('、');

const target = (rule: { id: number; name: string; merchant: number }) => ({ type: 'sharding_rule', id: rule.id, name: rule.name, merchant: rule.merchant });

type Fields = CallBody<typeof calls.shardingRuntimeCreate>;

const values = (body: Omit<Fields, 'merchant'>) => ({ name: body.name.trim(), business: [...body.business], remark: body.remark?.trim() ?? '' });

/** A new rule of a merchant below the caller, enabled at once. The merchant row is locked: overlap checks queue. */
export async function create(db: Database, actor: Actor, body: Fields) {
  const access = actor.access;
  const fields = values(body);
  return db.tenant(access.scope, async (tx) => {
    const owner = await findBelow(tx, access, body.merchant, { lock: true });
    if ((await repository.ruleCount(tx, owner.id)) >= SHARDING_MAX_RULES) throw badParameter(`每个商户最多 ${SHARDING_MAX_RULES} 条分账规则`, '请删除不再使用的规则后再新建');
    const receivers = await checkedReceivers(tx, access, owner.id, body.receivers);
    await assertNoOverlap(tx, owner.id, fields.business);
    const id = await repository.insert(tx, { ...fields, merchant: owner.id, status: ShardingStatus.enabled });
    await repository.setReceivers(tx, owner.id, id, body.receivers);
    await audit(tx, actor, target({ id, name: fields.name, merchant: owner.id }), { after: snapshot({ ...fields, status: ShardingStatus.enabled }, receivers) });
    return { id };
  });
}

/** The rule and its merchant (below the caller, locked), for a change. */
async function forChange(tx: Tx, access: Access, id: number) {
  const found = await repository.find(tx, id);
  if (!found) throw notFound('分账规则');
  await findBelow(tx, access, found.merchant, { lock: true });
  return (await repository.find(tx, id, { lock: true }))!;
}

async function currentReceivers(tx: Tx, rule: RuleRow) {
  return receiverIds(await repository.receivers(tx, rule.merchant, [rule.id]));
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.shardingRuntimeUpdate>) {
  const access = actor.access;
  const fields = values(body);
  return db.tenant(access.scope, async (tx) => {
    const rule = await forChange(tx, access, body.id);
    const receivers = await checkedReceivers(tx, access, rule.merchant, body.receivers);
    if (rule.status === ShardingStatus.enabled) await assertNoOverlap(tx, rule.merchant, fields.business, rule.id);
    const before = snapshot(rule, await currentReceivers(tx, rule));
    await repository.update(tx, rule.id, fields);
    await repository.setReceivers(tx, rule.merchant, rule.id, body.receivers);
    await audit(tx, actor, target({ ...rule, name: fields.name }), { before, after: snapshot({ ...fields, status: rule.status }, receivers) });
    return { id: rule.id };
  });
}

async function move(db: Database, actor: Actor, id: number, next: number) {
  return db.tenant(actor.access.scope, async (tx) => {
    const rule = await forChange(tx, actor.access, id);
    assertTransition(shardingLifecycle, rule.status, next);
    if (next === ShardingStatus.enabled) await assertNoOverlap(tx, rule.merchant, rule.business, rule.id);
    await repository.update(tx, rule.id, { status: next });
    await audit(tx, actor, target(rule), { before: { status: shardingStatusNames[rule.status] }, after: { status: shardingStatusNames[next] } });
    return { id: rule.id, status: next };
  });
}

export const enable = (db: Database, actor: Actor, id: number) => move(db, actor, id, ShardingStatus.enabled);
export const disable = (db: Database, actor: Actor, id: number) => move(db, actor, id, ShardingStatus.disabled);

/** Only a disabled rule is deleted (an enabled one is splitting payments). */
export async function remove(db: Database, actor: Actor, id: number) {
  return db.tenant(actor.access.scope, async (tx) => {
    const rule = await forChange(tx, actor.access, id);
    if (rule.status !== ShardingStatus.disabled) {
      throw new AppError(Code.ILLEGAL_TRANSITION, '启用中的分账规则不能删除', '请先停用该规则，再删除');
    }
    const before = snapshot(rule, await currentReceivers(tx, rule));
    await repository.remove(tx, rule.id);
    await audit(tx, actor, target(rule), { before });
    return { id: rule.id };
  });
}
