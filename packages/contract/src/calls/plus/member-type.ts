import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 会员类型 (document 2 §7 "User and member": plus/member/type …): a kind of paid membership (停车月享卡, 充电会员) with
 * its packages (套餐, the spec's "model"), each known by a uuid and made of sections: info, prices per period (fen),
 * privileges, rights granted each period and trigger events. Run by the platform operator. docs/decisions.md, "会员".
 */
export const MemberTypeStatus = { enabled: 1, disabled: 2 } as const;
export const memberTypeStatusNames: Record<number, string> = { 1: '启用', 2: '停用' };
export const memberBusinessNames: Record<number, string> = { 1: '停车', 2: '充电', 3: '通用' };
/** A price's period in months. */
export const memberPeriodNames: Record<number, string> = { 1: '月卡（1 个月）', 3: '季卡（3 个月）', 6: '半年卡（6 个月）', 12: '年卡（12 个月）' };
/** A trigger event (触发事件) of a package. */
export const memberEventNames: Record<number, string> = { 1: '开通会员', 2: '续费成功', 3: '到期前 7 天', 4: '会员到期' };
/** The sections of a package besides its info. */
export const MemberPackageSection = { price: 2, privilege: 3, rights: 4, event: 5 } as const;
export type MemberPackageSectionName = keyof typeof MemberPackageSection;

const Status = Type.Integer({ title: '状态', description: '1 启用，2 停用' });
const Uuid = Type.String({ format: 'uuid', title: '套餐 UUID', examples: ['3f2b8c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f'] });

export const MemberTypeRecord = Type.Object({
  id: Type.Integer({ title: '会员类型 ID' }),
  name: Type.String({ title: '会员类型' }),
  business: Type.Integer({ title: '适用业务', description: '1 停车，2 充电，3 通用' }),
  business_name: Type.String({ title: '适用业务名称' }),
  description: Type.String({ title: '说明' }),
  status: Status,
  status_name: Type.String({ title: '状态名称' }),
  package_count: Type.Integer({ title: '套餐数' }),
  member_count: Type.Integer({ title: '生效中的会员数' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const MemberPackageItem = Type.Object({
  id: Type.Integer({ title: '条目 ID' }),
  section: Type.Integer({ title: '所属部分', description: '2 价格，3 特权，4 权益，5 触发事件' }),
  name: Type.String({ title: '名称' }),
  period: Type.Integer({ title: '周期（月）', description: '价格' }),
  amount: Type.Integer({ title: '售价（分）', description: '价格' }),
  original_amount: Type.Integer({ title: '原价（分）', description: '价格；0 不显示划线价' }),
  quantity: Type.Integer({ title: '每期数量', description: '权益' }),
  unit: Type.String({ title: '单位', description: '权益' }),
  event: Type.Integer({ title: '触发事件', description: '触发事件：1 开通会员，2 续费成功，3 到期前 7 天，4 会员到期' }),
  event_name: Type.String({ title: '触发事件名称' }),
  content: Type.String({ title: '说明' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const MemberPackageRecord = Type.Object({
  id: Type.Integer({ title: '套餐 ID' }),
  uuid: Type.String({ title: '套餐 UUID' }),
  member_type: Type.Integer({ title: '会员类型 ID' }),
  type_name: Type.String({ title: '会员类型' }),
  name: Type.String({ title: '套餐名称' }),
  description: Type.String({ title: '套餐介绍' }),
  status: Status,
  status_name: Type.String({ title: '状态名称' }),
  lowest_amount: Type.Union([Type.Integer(), Type.Null()], { title: '最低售价（分）', description: '没有价格时为空' }),
  member_count: Type.Integer({ title: '生效中的会员数' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const MemberPackageDetail = Type.Intersect([
  MemberPackageRecord,
  Type.Object({
    prices: Type.Array(MemberPackageItem, { title: '价格' }),
    privileges: Type.Array(MemberPackageItem, { title: '特权' }),
    rights: Type.Array(MemberPackageItem, { title: '权益' }),
    events: Type.Array(MemberPackageItem, { title: '触发事件' }),
  }),
]);

export const MemberTypeDetail = Type.Intersect([MemberTypeRecord, Type.Object({ packages: Type.Array(MemberPackageRecord) })]);

const typeFields = {
  name: Text('会员类型', 30, 2),
  business: Type.Integer({ minimum: 1, maximum: 3, title: '适用业务', description: '1 停车，2 充电，3 通用' }),
  description: Type.Optional(Text('说明', 200)),
};
const TypeRef = Type.Object({ id: Id('会员类型 ID') });
const IdReply = Type.Object({ id: Type.Integer() });
const gate = { auth: 'token', product: ['ALL'] } as const;

export const memberTypeList = defineCall({
  ...gate,
  method: 'GET',
  path: 'plus/member/type/list',
  summary: '会员类型列表',
  permission: { anyOf: ['user:member:type:list'] },
  query: Type.Object({
    ...pageQuery(20),
    name: Type.Optional(Text('会员类型', 30)),
    business: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, title: '适用业务' })),
    status: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, title: '状态' })),
  }),
  reply: ListOf(MemberTypeRecord),
});

export const memberTypeGet = defineCall({
  ...gate, method: 'GET', path: 'plus/member/type', summary: '会员类型详情（含套餐）', permission: { anyOf: ['user:member:type:list'] }, query: TypeRef, reply: MemberTypeDetail,
});
export const memberTypeCreate = defineCall({
  ...gate, method: 'POST', path: 'plus/member/type', summary: '新建会员类型（启用）', permission: { anyOf: ['user:member:type:create'] }, body: Type.Object(typeFields), reply: IdReply,
});
export const memberTypeUpdate = defineCall({
  ...gate, method: 'PUT', path: 'plus/member/type', summary: '编辑会员类型', permission: { anyOf: ['user:member:type:update'] }, body: Type.Object({ id: Id('会员类型 ID'), ...typeFields }), reply: IdReply,
});
export const memberTypeDelete = defineCall({
  ...gate, method: 'DELETE', path: 'plus/member/type', summary: '删除会员类型（没有会员、停用后）', permission: { anyOf: ['user:member:type:update'] }, query: TypeRef, reply: IdReply,
});
export const memberTypeEnable = defineCall({
  ...gate, method: 'PUT', path: 'plus/member/type/enable', summary: '启用会员类型', permission: { anyOf: ['user:member:type:update'] }, body: TypeRef, reply: IdReply,
});
export const memberTypeDisable = defineCall({
  ...gate, method: 'PUT', path: 'plus/member/type/disable', summary: '停用会员类型（不再开通与续费；已开通的会员到期前照常）', permission: { anyOf: ['user:member:type:update'] }, body: TypeRef, reply: IdReply,
});

// ---- packages (the spec's "model") ------------------------------------------------------------------------------

const PackageRef = Type.Object({ uuid: Uuid });
const packageFields = {
  name: Text('套餐名称', 30, 2),
  description: Type.Optional(Text('套餐介绍', 500)),
  status: Type.Integer({ minimum: 1, maximum: 2, title: '状态', description: '1 启用（可开通），2 停用' }),
};

export const memberPackageGet = defineCall({
  ...gate, method: 'GET', path: 'plus/member/type/model', summary: '套餐详情（信息、价格、特权、权益、触发事件）', permission: { anyOf: ['user:member:type:list'] },
  query: PackageRef, reply: MemberPackageDetail,
});
export const memberPackageCreate = defineCall({
  ...gate, method: 'POST', path: 'plus/member/type/model', summary: '新建套餐', permission: { anyOf: ['user:member:type:create'] },
  body: Type.Object({ member_type: Id('会员类型 ID'), ...packageFields }), reply: Type.Object({ id: Type.Integer(), uuid: Type.String() }),
});
export const memberPackageUpdate = defineCall({
  ...gate, method: 'PUT', path: 'plus/member/type/model', summary: '编辑套餐信息', permission: { anyOf: ['user:member:type:update'] },
  body: Type.Object({ uuid: Uuid, ...packageFields }), reply: Type.Object({ id: Type.Integer(), uuid: Type.String() }),
});
export const memberPackageDelete = defineCall({
  ...gate, method: 'DELETE', path: 'plus/member/type/model', summary: '删除套餐（没有开通过的会员）', permission: { anyOf: ['user:member:type:update'] },
  query: PackageRef, reply: Type.Object({ id: Type.Integer(), uuid: Type.String() }),
});

// ---- a package's sections: prices (batch), privileges, rights, trigger events ------------------------------------

const ItemRef = Type.Object({ id: Id('条目 ID') });
const ItemReply = Type.Object({ id: Type.Integer(), uuid: Type.String() });
const Fen = (title: string, minimum: number) => Type.Integer({ minimum, maximum: 100_000_000, title, description: '单位：分' });

const priceFields = {
  period: Type.Union([Type.Literal(1), Type.Literal(3), Type.Literal(6), Type.Literal(12)], { title: '周期（月）', description: '1、3、6 或 12 个月，每个周期一个价格' }),
  amount: Fen('售价', 1),
  original_amount: Type.Optional(Fen('原价', 0)),
  content: Type.Optional(Text('说明', 100)),
};
const privilegeFields = { name: Text('特权名称', 30, 2), content: Type.Optional(Text('特权说明', 200)) };
const rightsFields = {
  name: Text('权益名称', 30, 2),
  quantity: Type.Integer({ minimum: 1, maximum: 9999, title: '每期数量' }),
  unit: Type.String({ title: '单位', minLength: 1, maxLength: 6, examples: ['张'] }),
  content: Type.Optional(Text('使用说明', 200)),
};
const eventFields = {
  event: Type.Integer({ minimum: 1, maximum: 4, title: '触发事件', description: '1 开通会员，2 续费成功，3 到期前 7 天，4 会员到期' }),
  name: Text('执行动作', 30, 2),
  content: Type.Optional(Text('动作说明', 200)),
};

const sectionCalls = <F extends Record<string, import('@sinclair/typebox').TSchema>>(path: string, what: string, fields: F) => ({
  create: defineCall({
    ...gate, method: 'POST', path, summary: `添加套餐${what}`, permission: { anyOf: ['user:member:type:update'] },
    body: Type.Object({ uuid: Uuid, ...fields }), reply: ItemReply,
  }),
  update: defineCall({
    ...gate, method: 'PUT', path, summary: `编辑套餐${what}`, permission: { anyOf: ['user:member:type:update'] },
    body: Type.Object({ id: Id('条目 ID'), ...fields }), reply: ItemReply,
  }),
  remove: defineCall({
    ...gate, method: 'DELETE', path, summary: `删除套餐${what}`, permission: { anyOf: ['user:member:type:update'] }, query: ItemRef, reply: ItemReply,
  }),
});

const priceCalls = sectionCalls('plus/member/type/batch', '价格', priceFields);
export const memberPriceCreate = priceCalls.create;
export const memberPriceUpdate = priceCalls.update;
export const memberPriceDelete = priceCalls.remove;
const privilegeCalls = sectionCalls('plus/member/type/privilege', '特权', privilegeFields);
export const memberPrivilegeCreate = privilegeCalls.create;
export const memberPrivilegeUpdate = privilegeCalls.update;
export const memberPrivilegeDelete = privilegeCalls.remove;
const rightsCalls = sectionCalls('plus/member/type/rights', '权益', rightsFields);
export const memberRightsCreate = rightsCalls.create;
export const memberRightsUpdate = rightsCalls.update;
export const memberRightsDelete = rightsCalls.remove;
const triggerCalls = sectionCalls('plus/member/type/trigger', '触发事件', eventFields);
export const memberTriggerCreate = triggerCalls.create;
export const memberTriggerUpdate = triggerCalls.update;
export const memberTriggerDelete = triggerCalls.remove;
