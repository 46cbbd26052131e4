import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { ParkCode, parkRowFields } from './park.js';

/**
 * Passports (通行证, document 2 §7 "Others": `parking/passport/list`, `parking/passport`, `parking/passport/revoke`;
 * §2 "Group": group parking records › passport): a plate let in and out of a park free of charge for a while. The
 * parking group reads its members' and revokes one. docs/decisions.md, "Parking partner: records, data collection,
 * other parks, software, vehicle mock, passports".
 */

export const passportKinds = { 1: '访客', 2: '施工', 3: '公务', 4: '员工' } as const;
/** The state shown: 有效 and 已过期 are one stored status told apart by the end time. */
export const PassportState = { revoked: 0, valid: 1, expired: 2 } as const;
export const passportStates = { [PassportState.valid]: '有效', [PassportState.expired]: '已过期', [PassportState.revoked]: '已撤销' } as const;

const readers = { anyOf: ['parking:group:passport:list'] } as const;

export const PassportRow = Type.Object({
  id: Type.Integer({ title: '通行证 ID' }),
  passport_no: Type.String({ title: '通行证编号' }),
  ...parkRowFields,
  plate: Type.String({ title: '车牌号' }),
  plate_color: Type.Integer({ title: '车牌颜色' }),
  kind: Type.Integer({ title: '类型', description: '1 访客，2 施工，3 公务，4 员工' }),
  holder: Type.String({ title: '持有人' }),
  mobile: Type.String({ title: '手机号' }),
  reason: Type.String({ title: '事由' }),
  start_time: Type.String({ title: '生效时间' }),
  end_time: Type.String({ title: '失效时间' }),
  issuer: Type.String({ title: '签发人' }),
  state: Type.Integer({ title: '状态', description: '1 有效，2 已过期，0 已撤销' }),
  revoker: Type.String({ title: '撤销人' }),
  revoke_time: Type.Union([Type.String(), Type.Null()], { title: '撤销时间' }),
  revoke_reason: Type.String({ title: '撤销原因' }),
  create_time: Type.String({ title: '签发时间' }),
});

export const passportList = defineCall({
  method: 'GET',
  path: 'parking/passport/list',
  summary: '通行证（生效时间倒序）',
  auth: 'token',
  permission: readers,
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    park_code: Type.Optional(ParkCode),
    plate: Type.Optional(Text('车牌号（包含）', 10)),
    kind: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], { title: '类型', description: '1 访客，2 施工，3 公务，4 员工' })),
    state: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(0)], { title: '状态', description: '1 有效，2 已过期，0 已撤销' })),
  }),
  reply: ListOf(PassportRow),
});

export const passportGet = defineCall({
  method: 'GET',
  path: 'parking/passport',
  summary: '通行证详情',
  auth: 'token',
  permission: readers,
  query: Type.Object({ id: Id('通行证 ID') }),
  reply: PassportRow,
});

/** Revokes a passport still in force (有效 or not yet started); a revoked or expired one answers 1409. */
export const passportRevoke = defineCall({
  method: 'POST',
  path: 'parking/passport/revoke',
  summary: '撤销通行证',
  auth: 'token',
  permission: { anyOf: ['parking:group:passport:revoke'] },
  body: Type.Object({ id: Id('通行证 ID'), reason: Text('撤销原因', 100, 2) }),
  reply: PassportRow,
});
