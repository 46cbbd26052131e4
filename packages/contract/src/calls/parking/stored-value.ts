import { Type } from '@sinclair/typebox';
import { callAt, defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { ParkCode, parkRowFields } from './park.js';

/**
 * 储值车 (stored-value vehicles, document 2 §2 "Parking merchant › Vehicle management › stored value"; DOMAIN.md record
 * car_type 4) and 自动充值 (§2 "Discount: auto recharge setting, create, detail"; the group's "auto-recharge config"). The
 * spec names no calls: the paths below are inferred (`parking/stored/value/*`, `parking/recharge/rule/*`). A stored-value
 * account is one plate of one park with a balance in fen; 充值 is a money operation (idempotent, one transaction) and
 * the park's 自动充值方案 in force add their bonus (充 X 送 Y) automatically. docs/decisions.md, "Stored-value cars and
 * auto recharge".
 */

export const StoredValueStatus = { normal: 1, disabled: 2 } as const;
export const storedValueStatuses = { [StoredValueStatus.normal]: '正常', [StoredValueStatus.disabled]: '已停用' } as const;
/** A ledger line: 1 充值 (money paid in), 2 充值赠送 (the rule's bonus), 3 停车扣费, 4 退款 (money paid back). */
export const StoredValueFlowKind = { recharge: 1, bonus: 2, parking: 3, refund: 4 } as const;
export const storedValueFlowKinds = { 1: '充值', 2: '充值赠送', 3: '停车扣费', 4: '退款' } as const;
/** How a recharge was paid at the desk or online. */
export const storedValuePayTypes = { 1: '现金', 2: '移动支付', 11: '其他线上支付' } as const;
/** One recharge: at most 50,000 元. */
export const STORED_VALUE_RECHARGE_MAX = 5_000_000;

/** 自动充值方案: stored 启用 / 停用; shown as 未开始, 进行中, 已结束 (by its dates) or 已停用. */
export const RechargeRuleStatus = { enabled: 1, disabled: 2 } as const;
export const RechargeRuleState = { pending: 1, running: 2, ended: 3, disabled: 4 } as const;
export const rechargeRuleStates = { 1: '未开始', 2: '进行中', 3: '已结束', 4: '已停用' } as const;
/** A rule has 1–5 tiers. */
export const RECHARGE_RULE_MAX_TIERS = 5;

const readers = ['parking:stored:value:list'] as const;
const ruleReaders = ['parking:recharge:rule:list'] as const;
const Day = (title: string) => Type.String({ format: 'date', title, examples: ['2026-11-01'] });
const Mobile = Type.String({ pattern: '^1[3-9][0-9]{9}$', title: '手机号', examples: ['13800001234'] });
const Fen = (title: string, max = STORED_VALUE_RECHARGE_MAX) => Type.Integer({ minimum: 1, maximum: max, title });
const NullableTime = (title: string) => Type.Union([Type.String(), Type.Null()], { title });

const accountCore = {
  id: Type.Integer({ title: '账户 ID' }),
  ...parkRowFields,
  plate: Type.String({ title: '车牌号' }),
  plate_color: Type.Integer({ title: '车牌颜色' }),
  holder_name: Type.String({ title: '车主姓名' }),
  balance: Type.Integer({ title: '余额（分）' }),
  recharged: Type.Integer({ title: '累计充值（分）' }),
  bonus: Type.Integer({ title: '累计赠送（分）' }),
  spent: Type.Integer({ title: '累计消费（分）' }),
  status: Type.Integer({ title: '状态', description: '1 正常，2 已停用' }),
  remark: Type.String({ title: '备注' }),
  operator: Type.String({ title: '开户人' }),
  create_time: Type.String({ title: '开户时间' }),
  last_recharge_time: NullableTime('最近充值时间'),
};

/** A list row: the mobile is masked (138****5678). */
export const StoredValueRow = Type.Object({ ...accountCore, mobile: Type.String({ title: '手机号（脱敏）' }) });

export const StoredValueFlowRow = Type.Object({
  id: Type.Integer({ title: '流水 ID' }),
  flow_no: Type.String({ title: '流水号' }),
  kind: Type.Integer({ title: '类型', description: '1 充值，2 充值赠送，3 停车扣费，4 退款' }),
  amount: Type.Integer({ title: '金额（分）', description: '入账为正，出账为负' }),
  balance_after: Type.Integer({ title: '变动后余额（分）' }),
  pay_type: Type.Union([Type.Integer(), Type.Null()], { title: '支付方式' }),
  rule: Type.Union([Type.Integer(), Type.Null()], { title: '自动充值方案 ID' }),
  rule_name: Type.String({ title: '自动充值方案' }),
  remark: Type.String({ title: '说明' }),
  operator: Type.String({ title: '操作人' }),
  create_time: Type.String({ title: '时间' }),
});

export const storedValueList = defineCall({
  method: 'GET',
  path: 'parking/stored/value/list',
  summary: '储值车（开户时间倒序）',
  auth: 'token',
  permission: { anyOf: readers },
  query: Type.Object({
    ...pageQuery(20),
    park_code: Type.Optional(ParkCode),
    merchant: Type.Optional(Id('商户号')),
    plate: Type.Optional(Text('车牌号（包含）', 10)),
    keywords: Type.Optional(Text('车主姓名或手机号后四位', 20)),
    status: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)], { title: '状态', description: '1 正常，2 已停用' })),
  }),
  reply: Type.Object({ ...ListOf(StoredValueRow).properties, balance_total: Type.Integer({ title: '筛选结果的余额合计（分）' }) }),
});

/** An account with its whole mobile and its latest 50 ledger lines, newest first. */
export const storedValueGet = defineCall({
  method: 'GET',
  path: 'parking/stored/value',
  summary: '储值车详情（含最近 50 条流水）',
  auth: 'token',
  permission: { anyOf: readers },
  query: Type.Object({ id: Id('账户 ID') }),
  reply: Type.Object({ ...accountCore, mobile: Type.String({ title: '手机号' }), flows: Type.Array(StoredValueFlowRow, { title: '账户流水' }) }),
});

const holderFields = {
  holder_name: Text('车主姓名', 20, 1),
  mobile: Mobile,
  remark: Type.Optional(Text('备注', 200)),
};

/** 开户: one account per plate and park, balance 0 (money comes in by 充值). */
export const storedValueCreate = defineCall({
  method: 'POST',
  path: 'parking/stored/value',
  summary: '储值车开户',
  auth: 'token',
  permission: { anyOf: ['parking:stored:value:create'] },
  body: Type.Object({
    park_code: ParkCode,
    plate: Type.String({ minLength: 2, maxLength: 12, title: '车牌号', examples: ['粤B12345'] }),
    plate_color: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)], { title: '车牌颜色', description: '1 蓝，2 黄，3 白，4 黑，5 绿' }),
    ...holderFields,
  }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** The holder, mobile and remark (the park, plate and money stay). */
export const storedValueUpdate = defineCall({
  method: 'PUT',
  path: 'parking/stored/value',
  summary: '编辑储值车的车主信息',
  auth: 'token',
  permission: { anyOf: ['parking:stored:value:create'] },
  body: Type.Object({ id: Id('账户 ID'), ...holderFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** 停用 (the car pays as a temporary car; the balance stays) or 启用. */
export const storedValueStatus = defineCall({
  method: 'PUT',
  path: 'parking/stored/value/status',
  summary: '停用或启用储值车',
  auth: 'token',
  permission: { anyOf: ['parking:stored:value:update'] },
  body: Type.Object({ id: Id('账户 ID'), status: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '状态', description: '1 启用，2 停用' }) }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

/**
 * 充值: the amount paid goes in, and the largest bonus of the park's 自动充值方案 in force today (the highest tier not
 * above the amount) is added as its own line. Money operation: the same Idempotency-Key books it once.
 */
export const storedValueRecharge = defineCall({
  method: 'POST',
  path: 'parking/stored/value/recharge',
  summary: '储值车充值（资金操作：同一幂等键只充一次；自动叠加自动充值方案的赠送）',
  auth: 'token',
  permission: { anyOf: ['parking:stored:value:recharge'] },
  idempotent: true,
  body: Type.Object({
    id: Id('账户 ID'),
    amount: Fen('充值金额（分）'),
    pay_type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(11)], { title: '支付方式', description: '1 现金，2 移动支付，11 其他线上支付' }),
    remark: Type.Optional(Text('说明', 100)),
  }),
  reply: Type.Object({
    id: Type.Integer({ title: '账户 ID' }),
    amount: Type.Integer({ title: '充值金额（分）' }),
    bonus: Type.Integer({ title: '赠送金额（分）' }),
    rule_name: Type.String({ title: '自动充值方案' }),
    balance: Type.Integer({ title: '充值后余额（分）' }),
    flow_no: Type.String({ title: '充值流水号' }),
  }),
});

/** What a recharge of an amount would get now (the dialog shows it before the money is taken). */
export const storedValueRechargePreview = defineCall({
  method: 'GET',
  path: 'parking/stored/value/recharge/preview',
  summary: '充值赠送试算',
  auth: 'token',
  permission: { anyOf: ['parking:stored:value:recharge'] },
  query: Type.Object({ id: Id('账户 ID'), amount: Fen('充值金额（分）') }),
  reply: Type.Object({ bonus: Type.Integer({ title: '赠送金额（分）' }), rule: Type.Union([Type.Integer(), Type.Null()]), rule_name: Type.String({ title: '自动充值方案' }) }),
});

// ---- 自动充值方案 ------------------------------------------------------------------------------------------------

export const RechargeTier = Type.Object({
  amount: Fen('充值满（分）'),
  bonus: Fen('赠送（分）'),
});

export const RechargeRuleRow = Type.Object({
  id: Type.Integer({ title: '方案 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  name: Type.String({ title: '方案名称' }),
  park_code: Type.Union([Type.String(), Type.Null()], { title: '停车场编号', description: '为空时适用商户的全部停车场' }),
  park_name: Type.String({ title: '适用停车场' }),
  tiers: Type.Array(RechargeTier, { title: '充值档位' }),
  start_date: Type.String({ title: '开始日期' }),
  end_date: Type.String({ title: '结束日期' }),
  state: Type.Integer({ title: '状态', description: '1 未开始，2 进行中，3 已结束，4 已停用' }),
  used_count: Type.Integer({ title: '已赠送次数' }),
  bonus_total: Type.Integer({ title: '已赠送金额（分）' }),
  remark: Type.String({ title: '说明' }),
  operator: Type.String({ title: '创建人' }),
  create_time: Type.String({ title: '创建时间' }),
});

const ruleListQuery = Type.Object({
  ...pageQuery(20),
  merchant: Type.Optional(Id('商户号')),
  park_code: Type.Optional(ParkCode),
  name: Type.Optional(Text('方案名称（包含）', 50)),
  state: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], { title: '状态', description: '1 未开始，2 进行中，3 已结束，4 已停用' })),
});

export const rechargeRuleList = defineCall({
  method: 'GET',
  path: 'parking/recharge/rule/list',
  summary: '自动充值方案（创建时间倒序）',
  auth: 'token',
  permission: { anyOf: ruleReaders },
  query: ruleListQuery,
  reply: ListOf(RechargeRuleRow),
});

/** A rule with the recharges that took its bonus (latest 50). */
export const rechargeRuleGet = defineCall({
  method: 'GET',
  path: 'parking/recharge/rule',
  summary: '自动充值方案详情（含最近 50 次赠送）',
  auth: 'token',
  permission: { anyOf: ruleReaders },
  query: Type.Object({ id: Id('方案 ID') }),
  reply: Type.Object({
    ...RechargeRuleRow.properties,
    grants: Type.Array(Type.Object({ ...StoredValueFlowRow.properties, plate: Type.String({ title: '车牌号' }), plate_color: Type.Integer({ title: '车牌颜色' }) }), { title: '赠送记录' }),
  }),
});

/** 新建: tiers strictly rising, each bonus below its amount; start ≤ end; the park one of the merchant's (or none: all). */
export const rechargeRuleCreate = defineCall({
  method: 'POST',
  path: 'parking/recharge/rule',
  summary: '新建自动充值方案',
  auth: 'token',
  permission: { anyOf: ['parking:recharge:rule:create'] },
  body: Type.Object({
    name: Text('方案名称', 30, 2),
    park_code: Type.Optional(ParkCode),
    tiers: Type.Array(RechargeTier, { minItems: 1, maxItems: RECHARGE_RULE_MAX_TIERS, title: '充值档位（1–5 档）' }),
    start_date: Day('开始日期'),
    end_date: Day('结束日期'),
    remark: Type.Optional(Text('说明', 200)),
  }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** 停用 (no more bonus from it; the bonuses given stay) or 启用. */
export const rechargeRuleStatus = defineCall({
  method: 'PUT',
  path: 'parking/recharge/rule/status',
  summary: '停用或启用自动充值方案',
  auth: 'token',
  permission: { anyOf: ['parking:recharge:rule:update'] },
  body: Type.Object({ id: Id('方案 ID'), status: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '状态', description: '1 启用，2 停用' }) }),
  reply: Type.Object({ id: Type.Integer(), state: Type.Integer() }),
});

// The group's 自动充值配置 (`/group/recharge/config`): its members' rules, read only (the same schemas and service).
export const groupRechargeRuleList = callAt(rechargeRuleList, 'parking/group/recharge/rule/list', ['parking:group:recharge:rule:list'], '成员的自动充值方案');
export const groupRechargeRuleGet = callAt(rechargeRuleGet, 'parking/group/recharge/rule', ['parking:group:recharge:rule:list'], '成员的自动充值方案详情');
