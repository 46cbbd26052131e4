import {
  ChargeRuleStatus,
  chargeRuleStatuses,
  chargeRuleTypes,
  Code,
  DEFAULT_PAYMENT_AMOUNT,
  DEFAULT_STATION_RUNTIME,
  startTypes,
  tariffProblem,
  touBuckets,
  type CallBody,
  type CallQuery,
  type calls,
  type PaymentAmountValue,
  type StationRuntimeValue,
  type TariffPeriod,
  type TariffPrice,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { DEFAULT_TARIFF, tariffOf, type Tariff } from '../replenish/tariff.js';
import { energyScope } from '../scope.js';
import { stationFor } from '../station/station.service.js';
import * as repository from './config.repository.js';

/**
 * A station's configuration (电站配置): charge rules, one in force per station, and its runtime settings with the
 * payment amounts. Reading needs the station's list permission, changing its update permission; a station outside the
 * caller's scope is as if it did not exist. docs/decisions.md, "Energy station configuration".
 */

const readable = (access: Access) => energyScope(access, 'station', 'list');
const changeable = (access: Access) => energyScope(access, 'station', 'update');

// ---- charge rules ------------------------------------------------------------------------------------------------

type RuleFields = Omit<CallBody<typeof calls.energyChargeRuleCreate>, 'station_code' | 'activate'>;

/** The fields checked (the contract's `tariffProblem`) and tidied: periods in order, prices in 尖峰平谷 order. */
function ruleValues(fields: RuleFields) {
  const name = fields.name.trim();
  if (name.length < 2) throw badParameter('规则名称至少 2 个字', '如：2026 年冬季分时电价');
  const problem = tariffProblem(fields.type, fields.prices, fields.periods);
  if (problem) throw badParameter(`计费规则不完整：${problem}`, '时段须从 00:00 连续排到 24:00、互不重叠，每个时段都须有单价');
  const order = Object.keys(touBuckets);
  return {
    name,
    type: fields.type,
    prices: [...fields.prices].sort((a, b) => order.indexOf(a.bucket) - order.indexOf(b.bucket)).map(({ bucket, elec_fee, service_fee }) => ({ bucket, elec_fee, service_fee })),
    periods: [...fields.periods].sort((a, b) => a.start.localeCompare(b.start)).map(({ start, end, bucket }) => ({ start, end, bucket })),
  };
}

const fen = (value: number) => `${(value / 100).toFixed(2)} 元/kWh`;
/** What the operation log shows of a rule (Chinese values). */
const snapshot = (r: { name: string; type: number; prices: readonly TariffPrice[]; periods: readonly TariffPeriod[]; status?: number }) => ({
  name: r.name,
  type: chargeRuleTypes[r.type as 1 | 2] ?? r.type,
  prices: r.prices.map((p) => `${touBuckets[p.bucket]}：电费 ${fen(p.elec_fee)}，服务费 ${fen(p.service_fee)}`).join('；'),
  periods: r.periods.map((p) => `${p.start}-${p.end} ${touBuckets[p.bucket]}`).join('，'),
  ...(r.status !== undefined ? { status: chargeRuleStatuses[r.status as 0 | 1] } : {}),
});

const ruleTarget = (r: { id: number; name: string; merchant: number }) => ({ type: 'energy_charge_rule', id: String(r.id), name: r.name, merchant: r.merchant });
const nameTaken = (name: string) => badParameter(`该电站已有名为「${name}」的计费规则`, '同一电站的规则名称不能重复，请换一个名称');

const shownRule = ({ id, station: _station, ...r }: repository.RuleRow) => ({ rule_id: id, ...r, create_time: iso(r.create_time), update_time: iso(r.update_time) });

async function ruleFor(tx: Tx, access: Access, id: number, action: 'list' | 'update', lock = false) {
  const row = await repository.findRule(tx, action === 'list' ? readable(access) : changeable(access), id, { lock });
  if (!row) throw notFound('计费规则');
  return row;
}

export async function listRules(db: Database, access: Access, query: CallQuery<typeof calls.energyChargeRuleList>) {
  const page = pageOf(query);
  return db.tenant(access.scope, async (tx) => {
    const station = await stationFor(tx, readable(access), query.station_code);
    const rows = await repository.rules(tx, station.merchant, station.id, query.status, page.size, page.offset);
    const total = await repository.ruleTotal(tx, station.merchant, station.id, query.status);
    return listPayload(rows.map(shownRule), total, page);
  });
}

export async function getRule(db: Database, access: Access, id: number) {
  return shownRule(await db.tenant(access.scope, (tx) => ruleFor(tx, access, id, 'list')));
}

/** The station's rule in force stops, and the operation log says so. */
async function stopActive(tx: Tx, actor: Actor, merchantId: number, stationId: number) {
  for (const old of await repository.deactivate(tx, merchantId, stationId)) {
    await audit(tx, actor, ruleTarget({ ...old, merchant: merchantId }), { before: { status: chargeRuleStatuses[1] }, after: { status: chargeRuleStatuses[0] } });
  }
}

/** 新建: the station's first rule takes effect at once; a later one when `activate` (replacing the one in force). */
export async function createRule(db: Database, actor: Actor, body: CallBody<typeof calls.energyChargeRuleCreate>) {
  const access = actor.access;
  const values = ruleValues(body);
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const station = await stationFor(tx, changeable(access), body.station_code, { lock: true });
        if (await repository.ruleByName(tx, station.merchant, station.id, values.name)) throw nameTaken(values.name);
        const first = !(await repository.activeRule(tx, station.merchant, station.id));
        const status = first || body.activate ? ChargeRuleStatus.active : ChargeRuleStatus.inactive;
        if (status === ChargeRuleStatus.active) await stopActive(tx, actor, station.merchant, station.id);
        const { id } = await repository.insertRule(tx, { ...values, merchant: station.merchant, station: station.id, status });
        await audit(tx, actor, ruleTarget({ id, name: values.name, merchant: station.merchant }), { after: { station: `${station.name}（${station.station_code}）`, ...snapshot({ ...values, status }) } });
        return { rule_id: id, status };
      }),
    () => nameTaken(values.name),
  );
}

const FIELDS = ['name', 'type', 'prices', 'periods'] as const;

/** An edit (every field; a rule in force changes the prices of sessions started after it) or 设为生效 alone. */
export async function updateRule(db: Database, actor: Actor, body: CallBody<typeof calls.energyChargeRuleUpdate>) {
  const access = actor.access;
  const given = FIELDS.filter((key) => body[key] !== undefined);
  if (body.status !== undefined && given.length > 0) throw badParameter('参数 status（设为生效）：不能同时修改规则内容', '请先保存修改，再设为生效');
  if (body.status === undefined && given.length < FIELDS.length) {
    throw badParameter(`参数 ${FIELDS.filter((key) => body[key] === undefined).join('、')} 必填`, '编辑计费规则须填写全部内容');
  }
  const values = body.status === undefined ? ruleValues(body as RuleFields) : undefined;
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const row = await ruleFor(tx, access, body.rule_id, 'update', true);
        if (body.status !== undefined) {
          if (row.status === ChargeRuleStatus.active) throw new AppError(Code.ILLEGAL_TRANSITION, `「${row.name}」已是生效中的规则`, '刷新页面查看最新状态');
          await stopActive(tx, actor, row.merchant, row.station);
          await repository.updateRule(tx, row.id, { status: ChargeRuleStatus.active });
          await audit(tx, actor, ruleTarget(row), { before: { status: chargeRuleStatuses[0] }, after: { status: chargeRuleStatuses[1] } });
          return { rule_id: row.id, status: ChargeRuleStatus.active };
        }
        if (await repository.ruleByName(tx, row.merchant, row.station, values!.name, row.id)) throw nameTaken(values!.name);
        await repository.updateRule(tx, row.id, values!);
        await audit(tx, actor, ruleTarget({ ...row, name: values!.name }), { before: snapshot(row), after: snapshot(values!) });
        return { rule_id: row.id, status: row.status };
      }),
    () => nameTaken(values?.name ?? ''),
  );
}

/** Refused for the rule in force: the station would fall back to the platform's default prices unnoticed. */
export async function removeRule(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await ruleFor(tx, access, id, 'update', true);
    if (row.status === ChargeRuleStatus.active) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `「${row.name}」是生效中的计费规则，不能删除`, '请先将另一条规则设为生效，再删除这一条');
    }
    await repository.removeRule(tx, row.id);
    await audit(tx, actor, ruleTarget(row), { before: snapshot(row) });
    return { rule_id: row.id };
  });
}

/** What prices a new session of the station: its rule in force, else the platform's default tariff. */
export async function stationTariff(tx: Tx, merchantId: number, stationId: number): Promise<Tariff> {
  const rule = await repository.activeRule(tx, merchantId, stationId);
  return rule ? tariffOf(rule) : DEFAULT_TARIFF;
}

// ---- runtime settings and payment amounts ------------------------------------------------------------------------

type RuntimeRow = NonNullable<Awaited<ReturnType<typeof repository.runtimeOf>>>;
const runtimeOfRow = (r: RuntimeRow): StationRuntimeValue => ({
  start_types: r.start_types as StationRuntimeValue['start_types'],
  min_balance: r.min_balance,
  max_duration: r.max_duration,
  idle_timeout: r.idle_timeout,
  offline_charge: r.offline_charge,
});
const paymentOfRow = (r: RuntimeRow): PaymentAmountValue => ({ amounts: r.amounts, custom: r.custom_amount, custom_min: r.custom_min, custom_max: r.custom_max });

export async function getRuntime(db: Database, access: Access, stationCode: string) {
  return db.tenant(access.scope, async (tx) => {
    const station = await stationFor(tx, readable(access), stationCode);
    const row = await repository.runtimeOf(tx, station.merchant, station.id);
    return {
      station_code: station.station_code,
      runtime: row ? runtimeOfRow(row) : DEFAULT_STATION_RUNTIME,
      payment: row ? paymentOfRow(row) : DEFAULT_PAYMENT_AMOUNT,
      update_time: row ? iso(row.update_time) : null,
    };
  });
}

const yuan = (value: number) => `${(value / 100).toFixed(2)} 元`;
const runtimeText = (r: StationRuntimeValue) => ({
  start_types: r.start_types.map((t) => startTypes[t]).join('、'),
  min_balance: r.min_balance ? yuan(r.min_balance) : '不限',
  max_duration: r.max_duration ? `${r.max_duration} 分钟` : '不限',
  idle_timeout: `${r.idle_timeout} 分钟`,
  offline_charge: r.offline_charge ? '允许' : '不允许',
});
const paymentText = (p: PaymentAmountValue) => ({
  amounts: p.amounts.map(yuan).join('、'),
  custom: p.custom ? `允许（${yuan(p.custom_min)} 至 ${yuan(p.custom_max)}）` : '不允许',
});

/** Saves the runtime settings, the payment amounts or both (the part not given keeps its value). */
export async function setRuntime(db: Database, actor: Actor, body: CallBody<typeof calls.energyStationRuntimeSet>) {
  const access = actor.access;
  if (!body.runtime && !body.payment) throw badParameter('请填写运行配置或预付金额', '参数 runtime、payment 至少填写一项');
  const payment = body.payment && { ...body.payment, amounts: [...body.payment.amounts].sort((a, b) => a - b) };
  if (payment && payment.custom_min > payment.custom_max) throw badParameter('自定义最低金额不能高于最高金额', `请调整为不高于 ${yuan(payment.custom_max)}`);
  const runtime = body.runtime && { ...body.runtime, start_types: [...body.runtime.start_types].sort() };
  return db.tenant(access.scope, async (tx) => {
    const station = await stationFor(tx, changeable(access), body.station_code, { lock: true });
    const row = await repository.runtimeOf(tx, station.merchant, station.id);
    const beforeRuntime = row ? runtimeOfRow(row) : DEFAULT_STATION_RUNTIME;
    const beforePayment = row ? paymentOfRow(row) : DEFAULT_PAYMENT_AMOUNT;
    const r = runtime ?? beforeRuntime;
    const p = payment ?? beforePayment;
    await repository.saveRuntime(tx, station.merchant, station.id, {
      start_types: r.start_types,
      min_balance: r.min_balance,
      max_duration: r.max_duration,
      idle_timeout: r.idle_timeout,
      offline_charge: r.offline_charge,
      amounts: p.amounts,
      custom_amount: p.custom,
      custom_min: p.custom_min,
      custom_max: p.custom_max,
    });
    await audit(tx, actor, { type: 'energy_station', id: station.station_code, name: station.name, merchant: station.merchant }, {
      before: { ...(runtime ? runtimeText(beforeRuntime) : {}), ...(payment ? paymentText(beforePayment) : {}) },
      after: { ...(runtime ? runtimeText(r) : {}), ...(payment ? paymentText(p) : {}) },
    });
    return { station_code: station.station_code };
  });
}
