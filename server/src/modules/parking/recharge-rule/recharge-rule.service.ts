import { formatMoney, RechargeRuleState, rechargeRuleStates, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, notFound } from '../../../errors.js';
import { inScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { iso, todayInChina } from '../../../shared/time.js';
import * as storedValues from '../stored-value/stored-value.service.js';
import * as repository from './recharge-rule.repository.js';

/**
 * 自动充值方案 (docs/decisions.md, "Stored-value cars and auto recharge"): tiers 充 X 送 Y over a period, for one park or
 * all the merchant's parks. A stored-value recharge takes the largest bonus of the rules in force (the highest tier not
 * above the amount). 停用 ⇄ 启用 while the rule has not ended; the bonuses given stay.
 */
export const ruleLifecycle: Lifecycle<number> = {
  what: '自动充值方案',
  names: rechargeRuleStates,
  moves: {
    [RechargeRuleState.pending]: [RechargeRuleState.disabled],
    [RechargeRuleState.running]: [RechargeRuleState.disabled],
    [RechargeRuleState.disabled]: [RechargeRuleState.running, RechargeRuleState.pending],
    [RechargeRuleState.ended]: [],
  },
};

type Row = repository.RuleRow;
const shown = ({ status: _status, ...r }: Row) => ({ ...r, create_time: iso(r.create_time) });
const tiersText = (tiers: readonly { amount: number; bonus: number }[]) => tiers.map((t) => `充 ${formatMoney(t.amount)} 送 ${formatMoney(t.bonus)}`).join('；');

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.rechargeRuleList>) {
  const page = pageOf(query);
  const filter: repository.Filter = {
    merchants: access.scope, today: todayInChina(), merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined,
    name: query.name?.trim() || undefined, state: query.state,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

async function findChecked(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, id, todayInChina(), options);
  if (!row || !inScope(access.scope, row.merchant)) throw notFound('自动充值方案');
  return row;
}

export async function get(db: Database, access: Access, query: CallQuery<typeof calls.rechargeRuleGet>) {
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, query.id);
    const grants = await storedValues.grantsOf(tx, row.merchant, row.id);
    return { ...shown(row), grants };
  });
}

/** Tiers strictly rising by amount, each bonus below its amount. */
function checkedTiers(tiers: readonly { amount: number; bonus: number }[]) {
  const sorted = [...tiers].sort((a, b) => a.amount - b.amount);
  for (let i = 0; i < sorted.length; i += 1) {
    const t = sorted[i]!;
    if (t.bonus >= t.amount) throw badParameter(`充值 ${formatMoney(t.amount)} 元的赠送金额须小于充值金额`, '请调低这一档的赠送金额');
    if (i > 0 && t.amount === sorted[i - 1]!.amount) throw badParameter(`充值金额 ${formatMoney(t.amount)} 元重复`, '每一档的充值金额须不同');
    if (i > 0 && t.bonus <= sorted[i - 1]!.bonus) throw badParameter('充值金额越高，赠送金额须越高', `请调高充值 ${formatMoney(t.amount)} 元这一档的赠送金额`);
  }
  return sorted;
}

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.rechargeRuleCreate>) {
  const access = actor.access;
  const name = body.name.trim();
  if (name.length < 2) throw badParameter('方案名称至少 2 个字', '请填写方案名称，如「储值充 200 送 20」');
  if (body.start_date > body.end_date) throw badParameter('开始日期不能晚于结束日期', '请重新选择方案的有效期');
  if (body.end_date < todayInChina()) throw badParameter('结束日期不能早于今天', '已结束的方案不会生效，请重新选择有效期');
  const tiers = checkedTiers(body.tiers);
  return db.tenant(access.scope, async (tx) => {
    let parkId: number | null = null;
    let parkName = '全部停车场';
    if (body.park_code) {
      const park = await repository.parkByCode(tx, body.park_code);
      if (!park || park.merchant !== access.merchant.id) throw notFound('停车场');
      parkId = park.id;
      parkName = park.park_name;
    }
    const values = { merchant: access.merchant.id, park: parkId, name, tiers, start_date: body.start_date, end_date: body.end_date, remark: body.remark?.trim() ?? '', operator: access.manager.name };
    const id = await repository.insert(tx, values);
    await audit(tx, actor, { type: 'parking_recharge_rule', id, name, merchant: access.merchant.id }, {
      after: { name, park: parkName, tiers: tiersText(tiers), period: `${body.start_date} 至 ${body.end_date}` },
    });
    return { id };
  });
}

export async function setStatus(db: Database, actor: Actor, body: CallBody<typeof calls.rechargeRuleStatus>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await findChecked(tx, access, body.id, { lock: true });
    const today = todayInChina();
    const enabledState = row.start_date > today ? RechargeRuleState.pending : row.end_date < today ? RechargeRuleState.ended : RechargeRuleState.running;
    const next = body.status === 2 ? RechargeRuleState.disabled : enabledState;
    assertTransition(ruleLifecycle, row.state, next);
    await repository.setStatus(tx, row.id, body.status);
    await audit(tx, actor, { type: 'parking_recharge_rule', id: row.id, name: row.name, merchant: row.merchant }, { before: { state: rechargeRuleStates[row.state as 1] }, after: { state: rechargeRuleStates[next] } });
    return { id: row.id, state: next };
  });
}

/** The best bonus of a park's rules in force today for a recharge of `amount` fen: the highest tier not above it. */
export async function bonusFor(tx: Tx, merchant: number, parkId: number, amount: number) {
  const rules = await repository.inForce(tx, merchant, parkId, todayInChina());
  let best: { rule: number | null; rule_name: string; bonus: number } = { rule: null, rule_name: '', bonus: 0 };
  for (const rule of rules) {
    const tier = rule.tiers.filter((t) => t.amount <= amount).at(-1);
    if (tier && tier.bonus > best.bonus) best = { rule: rule.id, rule_name: rule.name, bonus: tier.bonus };
  }
  return best;
}
