import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { analysisPeriodQuery, analysisPeriodReply, Count, Fen } from '../analysis/period.js';
import { VipRenewalListRow, VipRow } from './vip.js';

/**
 * The parking group's 个人月卡 (document 2 §2 "Group": person monthly card and detail; §7 "Others": `parking/person`
 * GET, list) and 集团看板 (§2 "Group": dashboard statistics) over its members. A person is a card holder known by the
 * mobile of their cards: one row however many members' parks the cards are in. docs/decisions.md, "The group's
 * person cards and dashboard".
 */

const personReaders = ['parking:group:vip:list'] as const;

export const PersonRow = Type.Object({
  id: Type.Integer({ title: '个人 ID', description: '此人最早一张月卡的 ID：详情以它找到此人' }),
  holder_name: Type.String({ title: '车主姓名', description: '最近开卡时的姓名' }),
  mobile: Type.String({ title: '手机号（脱敏）' }),
  plates: Type.Array(Type.String(), { title: '车牌号' }),
  cards: Type.Integer({ title: '月卡数' }),
  active_cards: Type.Integer({ title: '生效中的月卡' }),
  merchants: Type.Integer({ title: '涉及成员商户数' }),
  next_end_date: Type.Union([Type.String(), Type.Null()], { title: '最近到期日', description: '生效中月卡最早的到期日' }),
  paid_total: Type.Integer({ title: '累计缴费（分）' }),
});

export const personList = defineCall({
  method: 'GET',
  path: 'parking/person/list',
  summary: '个人月卡：按持卡人汇总成员的月卡',
  auth: 'token',
  permission: { anyOf: personReaders },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    keywords: Type.Optional(Text('车主姓名或手机号后四位', 20)),
    plate: Type.Optional(Text('车牌号（包含）', 10)),
    active: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '有生效中的月卡', description: '1 有，0 没有' })),
  }),
  reply: ListOf(PersonRow),
});

export const personGet = defineCall({
  method: 'GET',
  path: 'parking/person',
  summary: '个人月卡详情：此人在各成员停车场的月卡',
  auth: 'token',
  permission: { anyOf: personReaders },
  query: Type.Object({ id: Id('个人 ID') }),
  reply: Type.Object({
    ...PersonRow.properties,
    mobile: Type.String({ title: '手机号' }),
    card_list: Type.Array(Type.Object({ ...VipRow.properties, paid: Type.Integer({ title: '累计缴费（分）' }) }), { title: '月卡' }),
  }),
});

export const GroupMemberFigures = Type.Object({
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  parks: Count('停车场'),
  total_space: Count('总车位'),
  in_lot: Count('场内车辆'),
  temp_count: Count('临停订单数'),
  temp_paid: Fen('临停实收'),
  monthly_count: Count('月卡订单数'),
  monthly_amount: Fen('月卡收入'),
  entries: Count('入场车次'),
  active_cards: Count('生效中的月卡'),
  expiring_cards: Count('30 天内到期的月卡'),
  pending_releases: Count('待审核的异常放行'),
});

/** 集团看板's members table: each member's period figures and its lots and cards now (every member, even idle ones). */
export const groupDashboardMembers = defineCall({
  method: 'GET',
  path: 'parking/group/analysis/member',
  summary: '集团看板：各成员商户的收入、车流、月卡与车位',
  auth: 'token',
  timeout: 20_000,
  permission: { anyOf: ['parking:group:trade:list'] },
  query: Type.Object(analysisPeriodQuery),
  reply: Type.Object({ ...analysisPeriodReply, rows: Type.Array(GroupMemberFigures, { title: '成员商户' }) }),
});

/** 续费详情 (`/group/car-manage/renewal/detail?id=`): one renewal of a member's card (the spec lists no GET: inferred). */
export const groupVipRenewalGet = defineCall({
  method: 'GET',
  path: 'parking/group/vip/renewal',
  summary: '成员月卡的续费记录详情',
  auth: 'token',
  permission: { anyOf: ['parking:group:vip:list'] },
  query: Type.Object({ id: Id('续费 ID') }),
  reply: VipRenewalListRow,
});
