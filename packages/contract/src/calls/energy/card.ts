import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { ClockTime, MobileField, StationCode } from './station.js';

/**
 * Charging cards (充电卡), VIN authorisations (VIN 车辆) and virtual cards (虚拟卡), document 2 §7 "Energy": `energy/card`
 * (GET, POST, PUT), `energy/card/list`, `energy/card/status`, `energy/card/runtime` (GET, POST) and the card ACL
 * `energy/card/acl/list`, `energy/card/acl` (POST, DELETE). One card table with a kind; a card is named by its kind and
 * number. The balance is read-only (the wallet that tops it up is later work). docs/decisions.md, "Energy cards, VINs
 * and virtual cards".
 */

export const CardKind = { physical: 1, vin: 2, virtual: 3 } as const;
export type CardKindValue = (typeof CardKind)[keyof typeof CardKind];
export const cardKinds = { 1: '实体卡', 2: 'VIN', 3: '虚拟卡' } as const;

/** 启用 ⇄ 停用; either → 挂失; 挂失 → 启用 (the card found again) or 停用. */
export const CardStatus = { disabled: 0, enabled: 1, lost: 2 } as const;
export const cardStatuses = { 0: '停用', 1: '启用', 2: '挂失' } as const;

/** A card's ACL holds at most this many stations (empty: all of the owner's). */
export const CARD_ACL_MAX = 200;

const CardKindField = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '卡类型', description: '1 实体卡，2 VIN，3 虚拟卡' });
const CardStatusField = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { title: '状态', description: '0 停用，1 启用，2 挂失' });

/** The printed number of a physical card. */
export const PHYSICAL_NO = '^[0-9]{8,20}$';
/** The chip's logical number (hexadecimal). */
export const LOGICAL_NO = '^[0-9A-Fa-f]{8,20}$';
/** A vehicle identification number: 17 characters, digits and letters without I, O, Q (GB 16735). */
export const VIN_PATTERN = '^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$';
/** Virtual card numbers are assigned: `VC10000001`… */
export const VIRTUAL_NO = '^VC[0-9]{8,12}$';

/** Any kind's number: physical digits, a VIN or a virtual number. */
export const CardNo = Type.String({ pattern: '^[A-Za-z0-9]{8,20}$', title: '卡号', description: '实体卡的物理卡号、VIN 或虚拟卡号', examples: ['88000001'] });

/** Which card a call is about. */
const cardKey = { kind: CardKindField, card_no: CardNo };

export const CardRecord = Type.Object({
  kind: Type.Integer({ title: '卡类型', description: '1 实体卡，2 VIN，3 虚拟卡' }),
  card_no: Type.String({ title: '卡号', description: '物理卡号、VIN 或虚拟卡号' }),
  logical_no: Type.String({ title: '逻辑卡号', description: '实体卡芯片的逻辑卡号；其他类型为空' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  holder_name: Type.String({ title: '持卡人', description: '列表中脱敏' }),
  holder_mobile: Type.String({ title: '持卡人手机号', description: '列表中脱敏（138****8000）' }),
  plate: Type.String({ title: '车牌号', description: 'VIN 车辆的车牌（可空）' }),
  balance: Type.Integer({ title: '余额（分）', description: '只读；充值、扣款属于后续的钱包' }),
  status: Type.Integer({ title: '状态', description: '0 停用，1 启用，2 挂失' }),
  acl_count: Type.Integer({ title: '可用电站数', description: '0 为本商户全部电站' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const energyCardList = defineCall({
  method: 'GET',
  path: 'energy/card/list',
  summary: '充电卡、VIN、虚拟卡列表',
  auth: 'token',
  permission: { anyOf: energyAnyOf('card', 'list') },
  query: Type.Object({
    ...pageQuery(20),
    kind: CardKindField,
    keywords: Type.Optional(Text('卡号、逻辑卡号、持卡人或手机号', 50)),
    status: Type.Optional(CardStatusField),
    merchant: Type.Optional(Id('商户号')),
    // A station detail's 卡 (energy-detail-rest slice): the cards usable at the station.
    station_code: Type.Optional(Type.String({ pattern: '^ES[0-9]{1,12}$', title: '可用电站', description: '在该电站可用的卡：未限定电站的，或可用电站含该电站的', examples: ['ES100001'] })),
  }),
  reply: ListOf(CardRecord),
});

export const energyCardGet = defineCall({
  method: 'GET',
  path: 'energy/card',
  summary: '卡详情',
  auth: 'token',
  permission: { anyOf: energyAnyOf('card', 'list') },
  query: Type.Object(cardKey),
  reply: CardRecord,
});

const holderFields = {
  holder_name: Text('持卡人', 20, 2),
  holder_mobile: MobileField('持卡人手机号'),
  plate: Type.Optional(Text('车牌号', 10)),
};

/**
 * A merchant creates for itself (leaves `merchant` out); a partner, group or the platform names the merchant.
 * A physical card brings its printed and logical numbers, a VIN the vehicle's; a virtual card's number is assigned.
 */
export const energyCardCreate = defineCall({
  method: 'POST',
  path: 'energy/card',
  summary: '新建充电卡、VIN、虚拟卡',
  auth: 'token',
  permission: { anyOf: energyAnyOf('card', 'create') },
  body: Type.Object({
    kind: CardKindField,
    merchant: Type.Optional(Id('所属商户号')),
    card_no: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{8,20}$', title: '卡号', description: '实体卡：8–20 位数字的物理卡号；VIN：17 位车架号；虚拟卡不填（自动生成）' })),
    logical_no: Type.Optional(Type.String({ pattern: LOGICAL_NO, title: '逻辑卡号', description: '实体卡必填：8–20 位十六进制' })),
    ...holderFields,
  }),
  reply: Type.Object({ kind: Type.Integer(), card_no: Type.String({ title: '卡号' }) }),
});

/** The holder (and a VIN's plate); the numbers are fixed once created. */
export const energyCardUpdate = defineCall({
  method: 'PUT',
  path: 'energy/card',
  summary: '编辑卡的持卡人信息',
  auth: 'token',
  permission: { anyOf: energyAnyOf('card', 'update') },
  body: Type.Object({ ...cardKey, ...holderFields }),
  reply: Type.Object({ kind: Type.Integer(), card_no: Type.String() }),
});

export const energyCardStatus = defineCall({
  method: 'PUT',
  path: 'energy/card/status',
  summary: '启用、停用、挂失',
  auth: 'token',
  permission: { anyOf: energyAnyOf('card', 'update') },
  body: Type.Object({ ...cardKey, status: CardStatusField }),
  reply: Type.Object({ kind: Type.Integer(), card_no: Type.String(), status: Type.Integer() }),
});

/** Per-card limits: null is "no limit". The hours are UTC+8 clock times (start before end). */
export const CardRuntime = Type.Object({
  daily_max_amount: Type.Union([Type.Integer({ minimum: 1, maximum: 100_000_000 }), Type.Null()], { title: '每日最高充电金额（分）' }),
  max_power: Type.Union([Type.Integer({ minimum: 1000, maximum: 600_000 }), Type.Null()], { title: '最大充电功率（W）' }),
  start_time: Type.Union([ClockTime('可用开始时间'), Type.Null()]),
  end_time: Type.Union([ClockTime('可用结束时间', '22:00'), Type.Null()]),
});

export const energyCardRuntimeGet = defineCall({
  method: 'GET',
  path: 'energy/card/runtime',
  summary: '卡的运行设置',
  auth: 'token',
  permission: { anyOf: energyAnyOf('card', 'list') },
  query: Type.Object(cardKey),
  reply: CardRuntime,
});

export const energyCardRuntimeSet = defineCall({
  method: 'POST',
  path: 'energy/card/runtime',
  summary: '保存卡的运行设置',
  auth: 'token',
  permission: { anyOf: energyAnyOf('card', 'update') },
  // Every limit optional: the console's request layer drops null values (document 1 §7), so "no limit" arrives as a
  // missing field; null is accepted too.
  body: Type.Composite([Type.Object(cardKey), Type.Partial(CardRuntime)]),
  reply: CardRuntime,
});

export const CardAclRecord = Type.Object({
  station_code: Type.String({ title: '电站编号' }),
  name: Type.String({ title: '电站名称' }),
  status: Type.Integer({ title: '电站状态' }),
  create_time: Type.String({ title: '添加时间' }),
});

/** The stations the card may start charging at (at most CARD_ACL_MAX); empty: every station of the card's merchant. */
export const energyCardAclList = defineCall({
  method: 'GET',
  path: 'energy/card/acl/list',
  summary: '卡的可用电站',
  auth: 'token',
  permission: { anyOf: energyAnyOf('card', 'list') },
  query: Type.Object(cardKey),
  reply: Type.Array(CardAclRecord),
});

/** Only a station of the card's own merchant. */
export const energyCardAclAdd = defineCall({
  method: 'POST',
  path: 'energy/card/acl',
  summary: '添加可用电站',
  auth: 'token',
  permission: { anyOf: energyAnyOf('card', 'update') },
  body: Type.Object({ ...cardKey, station_code: StationCode }),
  reply: Type.Object({ station_code: Type.String() }),
});

export const energyCardAclRemove = defineCall({
  method: 'DELETE',
  path: 'energy/card/acl',
  summary: '移除可用电站',
  auth: 'token',
  permission: { anyOf: energyAnyOf('card', 'update') },
  query: Type.Object({ ...cardKey, station_code: StationCode }),
  reply: Type.Object({ station_code: Type.String() }),
});
