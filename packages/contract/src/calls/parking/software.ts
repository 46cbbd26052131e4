import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { PartnerSoftwareRow } from '../partner/software.js';

/**
 * 软件列表 and 软件统计 of the parking partner (document 2 §2 "Parking partner": software list and statistics, shown only
 * with the ParkingSoftware menu feature; §7 `parking/park/software/list`, statistics path inferred): the parking
 * software its customers run — the 停车软件 registrations of 合作伙伴 (`partner_software`, type parking), read across
 * customers with their parks and today's entries. Registering and editing stay the partner platform's calls.
 * docs/decisions.md, "Parking partner: records, data collection, other parks, software, vehicle mock, passports".
 */

const readers = { anyOf: ['parking:partner:software:list'] } as const;

/** A registration's state as shown (`softwareStateOf`): 未生效, 使用中, 已到期, 已停用. */
const StateField = Type.Union([Type.Literal('pending'), Type.Literal('active'), Type.Literal('expired'), Type.Literal('disabled')], {
  title: '使用状态',
  description: 'pending 未生效，active 使用中，expired 已到期，disabled 已停用',
});
const SoftwareCode = Type.String({ pattern: '^[a-z0-9]{2,20}$', title: '软件（编码）', examples: ['keytop'] });

export const ParkingSoftwareRow = Type.Object({
  ...PartnerSoftwareRow.properties,
  park_count: Type.Integer({ title: '停车场数' }),
  space_count: Type.Integer({ title: '总车位数' }),
  today_entries: Type.Integer({ title: '今日入场' }),
});

export const parkingSoftwareList = defineCall({
  method: 'GET',
  path: 'parking/park/software/list',
  summary: '客户的停车软件（登记时间倒序）',
  auth: 'token',
  permission: readers,
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('客户商户号')),
    keywords: Type.Optional(Text('客户名称或版本（包含）', 50)),
    software: Type.Optional(SoftwareCode),
    state: Type.Optional(StateField),
  }),
  reply: ListOf(ParkingSoftwareRow),
});

const Tally = {
  customers: Type.Integer({ title: '客户数' }),
  active: Type.Integer({ title: '使用中' }),
  pending: Type.Integer({ title: '未生效' }),
  expired: Type.Integer({ title: '已到期' }),
  disabled: Type.Integer({ title: '已停用' }),
  parks: Type.Integer({ title: '停车场数' }),
  spaces: Type.Integer({ title: '总车位数' }),
  today_entries: Type.Integer({ title: '今日入场' }),
  annual_fee: Type.Integer({ title: '年服务费合计（分，启用的登记）' }),
};

export const parkingSoftwareStatistics = defineCall({
  method: 'GET',
  path: 'parking/park/software/statistics',
  summary: '停车软件统计（按软件汇总）',
  auth: 'token',
  permission: readers,
  query: Type.Object({ merchant: Type.Optional(Id('客户商户号')) }),
  reply: Type.Object({
    summary: Type.Object({ ...Tally, unregistered: Type.Integer({ title: '未登记停车软件的停车客户' }) }),
    by_software: Type.Array(Type.Object({ software: Type.String({ title: '软件（编码）' }), software_name: Type.String({ title: '软件' }), ...Tally }), { title: '按软件' }),
    expiring: Type.Array(PartnerSoftwareRow, { title: '30 天内到期（使用中）' }),
  }),
});
