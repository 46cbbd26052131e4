import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text, type PermissionRule } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { maskPhone } from '../../format/phone.js';

/**
 * Monitoring contacts (告警联系人) and contact groups (告警联系人组): the people a merchant's device alarms and
 * offline notices go to. The energy and parking domains address a group; every enabled member of it receives
 * the notice, a disabled one stays in its groups and receives nothing. Each merchant's own: another merchant's
 * contact or group answers 1404. docs/decisions.md, "Monitor contacts and contact groups".
 */
export const MonitorContactStatus = { enabled: 1, disabled: 0 } as const;
export const monitorContactStatusNames: Record<number, string> = { 1: '启用', 0: '停用' };

/** A group holds at most this many contacts (the member picker, the set call). */
export const MONITOR_GROUP_MAX_MEMBERS = 100;

const Status = Type.Integer({ minimum: 0, maximum: 1, title: '状态', description: '1 启用，0 停用（停用的联系人仍在组内，但不接收告警）' });
const GroupRef = Type.Object({ id: Type.Integer({ title: '联系人组 ID' }), name: Type.String({ title: '联系人组名称' }) });
const MemberRef = Type.Object({
  id: Type.Integer({ title: '联系人 ID' }),
  name: Type.String({ title: '姓名' }),
  mobile: Type.String({ title: '手机号' }),
  status: Type.Integer({ title: '状态' }),
});

export const MonitorContactRecord = Type.Object({
  id: Type.Integer({ title: '联系人 ID' }),
  name: Type.String({ title: '姓名' }),
  mobile: Type.String({ title: '手机号' }),
  email: Type.String({ title: '邮箱' }),
  remark: Type.String({ title: '备注' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  groups: Type.Array(GroupRef, { title: '所属联系人组' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const contactFields = {
  name: Text('姓名', 20, 1),
  mobile: Type.String({ format: 'mobile', title: '手机号', description: '本商户内唯一', examples: ['13800138000'] }),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 254, title: '邮箱' })),
  remark: Type.Optional(Text('备注', 200)),
};

/**
 * The pickers' option sources (`session/option/list?id=`): the caller's own contacts (by name, mobile or id) and
 * groups (by name or id), for whoever may list them or choose members. Later the energy and parking alarm
 * settings pick a group through `monitor-contact-group`.
 */
export const monitorOptionSources = {
  'monitor-contact': { anyOf: ['merchant:monitor:contact:list', 'merchant:monitor:group:create', 'merchant:monitor:group:update'] },
  'monitor-contact-group': { anyOf: ['merchant:monitor:group:list', 'merchant:monitor:contact:list'] },
} as const satisfies Record<string, PermissionRule>;

/** How a picker names a contact: `张三 138****5678`, and （已停用） when it receives nothing. */
export const monitorContactLabel = (c: { name: string; mobile: string; status: number }) =>
  `${c.name} ${maskPhone(c.mobile)}${c.status === MonitorContactStatus.enabled ? '' : '（已停用）'}`;

const ContactRef = Type.Object({ id: Id('联系人 ID') });
const ContactStatusReply = Type.Object({ id: Type.Integer(), status: Type.Integer() });
const ContactIds = Type.Array(Id('联系人 ID'), {
  maxItems: MONITOR_GROUP_MAX_MEMBERS,
  uniqueItems: true,
  title: '组成员（联系人 ID）',
  description: '本商户的联系人；整体替换组的成员，空数组为清空',
});

export const monitorContactList = defineCall({
  method: 'GET',
  path: 'merchant/monitor/contact/list',
  summary: '告警联系人列表（本商户，新建的在前）',
  auth: 'token',
  permission: { anyOf: ['merchant:monitor:contact:list'] },
  query: Type.Object({
    ...pageQuery(20),
    name: Type.Optional(Text('姓名', 20)),
    mobile: Type.Optional(Text('手机号', 11)),
    status: Type.Optional(Status),
    group: Type.Optional(Id('所属联系人组 ID')),
  }),
  reply: ListOf(MonitorContactRecord),
});

export const monitorContactGet = defineCall({
  method: 'GET',
  path: 'merchant/monitor/contact',
  summary: '告警联系人详情',
  auth: 'token',
  permission: { anyOf: ['merchant:monitor:contact:list'] },
  query: ContactRef,
  reply: MonitorContactRecord,
});

export const monitorContactCreate = defineCall({
  method: 'POST',
  path: 'merchant/monitor/contact',
  summary: '新建告警联系人',
  auth: 'token',
  permission: { anyOf: ['merchant:monitor:contact:create'] },
  body: Type.Object(contactFields),
  reply: Type.Object({ id: Type.Integer({ title: '联系人 ID' }) }),
});

export const monitorContactUpdate = defineCall({
  method: 'PUT',
  path: 'merchant/monitor/contact',
  summary: '编辑告警联系人',
  auth: 'token',
  permission: { anyOf: ['merchant:monitor:contact:update'] },
  // The whole record is replaced: an optional field left out is cleared (the server drops empty values).
  body: Type.Object({ id: Id('联系人 ID'), ...contactFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const monitorContactDelete = defineCall({
  method: 'DELETE',
  path: 'merchant/monitor/contact',
  summary: '删除告警联系人（并移出所在的联系人组）',
  auth: 'token',
  permission: { anyOf: ['merchant:monitor:contact:delete'] },
  query: Type.Object({
    id: Id('联系人 ID'),
    leave_groups: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '确认移出所在的联系人组', description: '1：联系人在组中时一并移出；不填时在组中的联系人不会被删除（1409，列出组名）' })),
  }),
  reply: Type.Object({ id: Type.Integer(), left_groups: Type.Array(Type.String(), { title: '移出的联系人组' }) }),
});

export const monitorContactEnable = defineCall({
  method: 'PUT', path: 'merchant/monitor/contact/enable', summary: '启用告警联系人', auth: 'token',
  permission: { anyOf: ['merchant:monitor:contact:update'] }, body: ContactRef, reply: ContactStatusReply,
});

export const monitorContactDisable = defineCall({
  method: 'PUT', path: 'merchant/monitor/contact/disable', summary: '停用告警联系人（仍在组内，不再接收告警）', auth: 'token',
  permission: { anyOf: ['merchant:monitor:contact:update'] }, body: ContactRef, reply: ContactStatusReply,
});

// ---- contact groups ------------------------------------------------------------------------------------------

export const MonitorContactGroupRecord = Type.Object({
  id: Type.Integer({ title: '联系人组 ID' }),
  name: Type.String({ title: '组名称' }),
  remark: Type.String({ title: '备注' }),
  member_count: Type.Integer({ title: '成员数' }),
  enabled_count: Type.Integer({ title: '接收告警的成员数', description: '启用的成员' }),
  members: Type.Array(MemberRef, { title: '成员（按加入顺序）' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const groupFields = {
  name: Text('组名称', 30, 1),
  remark: Type.Optional(Text('备注', 200)),
};

const GroupQuery = Type.Object({ id: Id('联系人组 ID') });

export const monitorGroupList = defineCall({
  method: 'GET',
  path: 'merchant/monitor/contact/group/list',
  summary: '告警联系人组列表（本商户，新建的在前）',
  auth: 'token',
  permission: { anyOf: ['merchant:monitor:group:list'] },
  query: Type.Object({
    ...pageQuery(20),
    name: Type.Optional(Text('组名称', 30)),
    contact: Type.Optional(Id('含此联系人（联系人 ID）')),
  }),
  reply: ListOf(MonitorContactGroupRecord),
});

export const monitorGroupGet = defineCall({
  method: 'GET',
  path: 'merchant/monitor/contact/group',
  summary: '告警联系人组详情（含全部成员）',
  auth: 'token',
  permission: { anyOf: ['merchant:monitor:group:list'] },
  query: GroupQuery,
  reply: MonitorContactGroupRecord,
});

export const monitorGroupCreate = defineCall({
  method: 'POST',
  path: 'merchant/monitor/contact/group',
  summary: '新建告警联系人组',
  auth: 'token',
  permission: { anyOf: ['merchant:monitor:group:create'] },
  body: Type.Object({ ...groupFields, contacts: Type.Optional(ContactIds) }),
  reply: Type.Object({ id: Type.Integer({ title: '联系人组 ID' }) }),
});

export const monitorGroupUpdate = defineCall({
  method: 'PUT',
  path: 'merchant/monitor/contact/group',
  summary: '编辑告警联系人组',
  auth: 'token',
  permission: { anyOf: ['merchant:monitor:group:update'] },
  // `contacts` given: the members are replaced; left out: they stay as they are.
  body: Type.Object({ id: Id('联系人组 ID'), ...groupFields, contacts: Type.Optional(ContactIds) }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const monitorGroupDelete = defineCall({
  method: 'DELETE',
  path: 'merchant/monitor/contact/group',
  summary: '删除告警联系人组（联系人保留）',
  auth: 'token',
  permission: { anyOf: ['merchant:monitor:group:delete'] },
  query: GroupQuery,
  reply: Type.Object({ id: Type.Integer(), member_count: Type.Integer({ title: '原有成员数' }) }),
});

export const MonitorGroupMemberRecord = Type.Object({
  id: Type.Integer({ title: '联系人 ID' }),
  name: Type.String({ title: '姓名' }),
  mobile: Type.String({ title: '手机号' }),
  email: Type.String({ title: '邮箱' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用（不接收告警）' }),
  join_time: Type.String({ title: '加入时间' }),
});

export const monitorGroupMemberList = defineCall({
  method: 'GET',
  path: 'merchant/monitor/contact/group/member/list',
  summary: '联系人组的成员（按加入顺序）',
  auth: 'token',
  permission: { anyOf: ['merchant:monitor:group:list'] },
  query: Type.Object({ ...pageQuery(20), group: Id('联系人组 ID'), status: Type.Optional(Status) }),
  reply: ListOf(MonitorGroupMemberRecord),
});

export const monitorGroupMemberSet = defineCall({
  method: 'PUT',
  path: 'merchant/monitor/contact/group/member',
  summary: '设置联系人组的成员',
  auth: 'token',
  permission: { anyOf: ['merchant:monitor:group:update'] },
  body: Type.Object({ group: Id('联系人组 ID'), contacts: ContactIds }),
  reply: Type.Object({
    group: Type.Integer(),
    member_count: Type.Integer({ title: '成员数' }),
    added: Type.Integer({ title: '加入的联系人数' }),
    removed: Type.Integer({ title: '移出的联系人数' }),
  }),
});
