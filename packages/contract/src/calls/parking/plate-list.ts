import { Type } from '@sinclair/typebox';
import { callAt, defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { isLicencePlate } from '../../validators/licence-plate.js';
import { ParkCode, parkRowFields } from './park.js';

/**
 * The blacklist (黑名单: `parking/parking/blacklist` POST, DELETE, `/list`) and the park whitelist (白名单:
 * `parking/park/whitelist` POST, PUT, DELETE, `/list`) of document 2 §7, DOMAIN.md "blacklist / whitelist": a plate of a
 * park with its colour, reason, validity (permanent or a period) and operator. A plate is on at most one of the two
 * lists of a park. docs/decisions.md, "Vehicles: monthly cards, fixed-car applications, blacklist, whitelist".
 */

export const PlateListKind = { black: 1, white: 2, virtual: 3 } as const;
export const plateListNames = { [PlateListKind.black]: '黑名单', [PlateListKind.white]: '白名单', [PlateListKind.virtual]: '虚拟车牌' } as const;
/** Whether an entry applies today: 生效中, 未生效 (its period starts later), 已失效 (its period ended). */
export const PlateListValidity = { current: 1, future: 2, ended: 3 } as const;
export const plateListValidities = { [PlateListValidity.current]: '生效中', [PlateListValidity.future]: '未生效', [PlateListValidity.ended]: '已失效' } as const;

const Day = (title: string) => Type.String({ format: 'date', title });

export const PlateListRow = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  ...parkRowFields,
  plate: Type.String({ title: '车牌号' }),
  plate_color: Type.Integer({ title: '车牌颜色' }),
  reason: Type.String({ title: '原因' }),
  permanent: Type.Boolean({ title: '永久有效' }),
  start_date: Type.Union([Type.String(), Type.Null()], { title: '开始日期', description: '永久有效时为空' }),
  end_date: Type.Union([Type.String(), Type.Null()], { title: '结束日期', description: '永久有效时为空' }),
  validity: Type.Integer({ title: '有效状态', description: '1 生效中，2 未生效，3 已失效' }),
  operator: Type.String({ title: '操作人' }),
  create_time: Type.String({ title: '添加时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const listQuery = Type.Object({
  ...pageQuery(20),
  park_code: Type.Optional(ParkCode),
  merchant: Type.Optional(Id('商户号')),
  plate: Type.Optional(Text('车牌号（包含）', 10)),
  validity: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: '有效状态', description: '1 生效中，2 未生效，3 已失效' })),
  start_date: Type.Optional(Day('添加日期起')),
  end_date: Type.Optional(Day('添加日期止')),
});

/** An entry's fields: the period is given unless permanent (start ≤ end). */
export const entryFields = {
  plate: Type.String({ minLength: 2, maxLength: 12, title: '车牌号', examples: ['粤B12345'] }),
  plate_color: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)], { title: '车牌颜色', description: '1 蓝，2 黄，3 白，4 黑，5 绿' }),
  reason: Text('原因', 200, 2),
  permanent: Type.Boolean({ title: '永久有效' }),
  start_date: Type.Optional(Day('开始日期')),
  end_date: Type.Optional(Day('结束日期')),
};
const EntryRef = Type.Object({ id: Id('ID') });
const Created = Type.Object({ id: Type.Integer() });

export const blacklistList = defineCall({
  method: 'GET',
  path: 'parking/parking/blacklist/list',
  summary: '黑名单（添加时间倒序）',
  auth: 'token',
  permission: { anyOf: ['parking:parking:blacklist:list'] },
  query: listQuery,
  reply: ListOf(PlateListRow),
});

export const blacklistCreate = defineCall({
  method: 'POST',
  path: 'parking/parking/blacklist',
  summary: '添加黑名单',
  auth: 'token',
  permission: { anyOf: ['parking:parking:blacklist:create'] },
  body: Type.Object({ park_code: ParkCode, ...entryFields }),
  reply: Created,
});

export const blacklistDelete = defineCall({
  method: 'DELETE',
  path: 'parking/parking/blacklist',
  summary: '移出黑名单',
  auth: 'token',
  permission: { anyOf: ['parking:parking:blacklist:delete'] },
  query: EntryRef,
  reply: Created,
});

export const whitelistList = defineCall({
  method: 'GET',
  path: 'parking/park/whitelist/list',
  summary: '白名单（添加时间倒序）',
  auth: 'token',
  permission: { anyOf: ['parking:park:whitelist:list', 'parking:group:whitelist:list'] },
  query: listQuery,
  reply: ListOf(PlateListRow),
});

export const whitelistCreate = defineCall({
  method: 'POST',
  path: 'parking/park/whitelist',
  summary: '添加白名单',
  auth: 'token',
  permission: { anyOf: ['parking:park:whitelist:create', 'parking:group:whitelist:create'] },
  body: Type.Object({ park_code: ParkCode, ...entryFields }),
  reply: Created,
});

/** One whitelist entry (白名单详情; the spec lists no GET: the path is inferred beside the group blacklist's). */
export const whitelistGet = defineCall({
  method: 'GET',
  path: 'parking/park/whitelist',
  summary: '白名单记录详情',
  auth: 'token',
  permission: { anyOf: ['parking:park:whitelist:list', 'parking:group:whitelist:list'] },
  query: EntryRef,
  reply: PlateListRow,
});

/** The plate, colour, reason and validity of an entry (its park stays). */
export const whitelistUpdate = defineCall({
  method: 'PUT',
  path: 'parking/park/whitelist',
  summary: '编辑白名单',
  auth: 'token',
  permission: { anyOf: ['parking:park:whitelist:update', 'parking:group:whitelist:update'] },
  body: Type.Object({ id: Id('ID'), ...entryFields }),
  reply: Created,
});

export const whitelistDelete = defineCall({
  method: 'DELETE',
  path: 'parking/park/whitelist',
  summary: '移出白名单',
  auth: 'token',
  permission: { anyOf: ['parking:park:whitelist:delete', 'parking:group:whitelist:delete'] },
  query: EntryRef,
  reply: Created,
});

// ---- the parking group (docs/decisions.md, "The parking group's vehicles") -------------------------------------
// The group's blacklist has its own paths (`parking/group/blacklist`); its whitelist is the park whitelist's calls,
// which take the group's codes too (above). The same schemas, the same service, the members' parks.

export const groupBlacklistList = callAt(blacklistList, 'parking/group/blacklist/list', ['parking:group:blacklist:list'], '成员停车场的黑名单（添加时间倒序）');
export const groupBlacklistGet = defineCall({
  method: 'GET',
  path: 'parking/group/blacklist',
  summary: '黑名单记录详情',
  auth: 'token',
  permission: { anyOf: ['parking:group:blacklist:list'] },
  query: EntryRef,
  reply: PlateListRow,
});
export const groupBlacklistCreate = callAt(blacklistCreate, 'parking/group/blacklist', ['parking:group:blacklist:create'], '为成员停车场添加黑名单');
export const groupBlacklistDelete = callAt(blacklistDelete, 'parking/group/blacklist', ['parking:group:blacklist:delete'], '移出成员停车场的黑名单');

// ---- virtual plates (虚拟车牌, document 2 §7 "Others": `parking/virtual/plate` PUT, DELETE, `/list`) ----------------------
// A plate the merchant gives a vehicle that has none the cameras can read (无牌车, a new car not yet registered, a works
// vehicle), so that its parking system treats it like a plated car. DOMAIN.md: plate, reason, validity, operator — the
// plate lists' fields (one table, list 3, so that a park's plate is on one list). A virtual plate is never a real one
// (`isVirtualPlate`). `issue`, `rt/summary` and the `acl` calls are not built. docs/decisions.md, "Fixed-car types and
// virtual plates".

/** 3–10 capitals, digits or Chinese characters that are not a real (GA 36-2018) plate, e.g. 虚B00001, 临000123. */
export const VIRTUAL_PLATE = /^[\u4e00-\u9fa5A-Z0-9]{3,10}$/;
export const isVirtualPlate = (plate: string) => VIRTUAL_PLATE.test(plate) && !isLicencePlate(plate);

export const virtualPlateList = callAt(blacklistList, 'parking/virtual/plate/list', ['parking:virtual:plate:list', 'parking:partner:manage:list', 'parking:group:manage:list'], '虚拟车牌（添加时间倒序）');

/** 添加 (no id) or 编辑 (an id: the park stays) a virtual plate. */
export const virtualPlateSave = defineCall({
  method: 'PUT',
  path: 'parking/virtual/plate',
  summary: '添加或编辑虚拟车牌（带 id 为编辑）',
  auth: 'token',
  permission: { anyOf: ['parking:virtual:plate:create', 'parking:virtual:plate:update'] },
  body: Type.Object({ id: Type.Optional(Id('ID')), park_code: ParkCode, ...entryFields, plate: Type.String({ minLength: 3, maxLength: 12, title: '虚拟车牌', examples: ['虚B00001'] }) }),
  reply: Created,
});

export const virtualPlateDelete = callAt(blacklistDelete, 'parking/virtual/plate', ['parking:virtual:plate:delete'], '删除虚拟车牌');
