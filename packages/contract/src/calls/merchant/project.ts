import { Type } from '@sinclair/typebox';
import { defineCall, Id, IdList, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * Projects (项目): a merchant's units of business — a parking lot, a charging site, a complex under development
 * or in operation. A project belongs to its merchant; its accounts may be limited per project (访问控制, ACL) and
 * it may be authorised to merchants the owner cooperates with (授权, read-only for them). docs/decisions.md,
 * "Projects and cooperating groups".
 */
export const ProjectStatus = { enabled: 1, disabled: 0 } as const;
export const projectStatusNames: Record<number, string> = { 1: '启用', 0: '停用' };

export const projectTypes = {
  parking: '停车场',
  charging: '充电站',
  parking_charging: '停车充电一体',
  complex: '商业综合体',
  other: '其他',
} as const;
export type ProjectType = keyof typeof projectTypes;

const ProjectTypeField = Type.Union(
  (Object.keys(projectTypes) as ProjectType[]).map((t) => Type.Literal(t)),
  { title: '项目类型', description: 'parking 停车场，charging 充电站，parking_charging 停车充电一体，complex 商业综合体，other 其他' },
);

/** How the other merchant of a cooperation stands to the caller, through merchant_relation. */
export const cooperationNames: Record<string, string> = {
  member: '集团成员',
  customer: '服务商客户',
  group: '所属集团',
  partner: '所属服务商',
};

export const ProjectRecord = Type.Object({
  id: Type.Integer({ title: '项目 ID' }),
  merchant: Type.Integer({ title: '所属商户号' }),
  merchant_name: Type.String({ title: '所属商户' }),
  /** The caller's own project (false: authorised to it by another merchant, read-only). */
  owned: Type.Boolean({ title: '本商户的项目' }),
  name: Type.String({ title: '项目名称' }),
  code: Type.String({ title: '项目编码' }),
  type: Type.String({ title: '项目类型' }),
  type_name: Type.String({ title: '项目类型名称' }),
  region: Type.String({ title: '所在地区编码' }),
  region_name: Type.String({ title: '所在地区' }),
  address: Type.String({ title: '详细地址' }),
  contact_name: Type.String({ title: '联系人' }),
  contact_mobile: Type.String({ title: '联系电话' }),
  start_date: Type.Union([Type.String(), Type.Null()], { title: '开始日期' }),
  end_date: Type.Union([Type.String(), Type.Null()], { title: '结束日期', description: 'null：长期' }),
  remark: Type.String({ title: '备注' }),
  sort: Type.Integer({ title: '排序', description: '小的在前' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  grant_count: Type.Integer({ title: '已授权商户数' }),
  acl_count: Type.Integer({ title: '访问控制条目数', description: '0：本商户所有有权限的账号均可访问' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const Region = Type.String({ pattern: '^[0-9]{6}$', title: '所在地区', description: '区县的行政区划代码（6 位）', examples: ['440304'] });

const projectFields = {
  name: Text('项目名称', 50, 2),
  code: Type.String({ title: '项目编码', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$', description: '1-32 位字母、数字、_ 或 -，本商户内唯一', examples: ['FT-001'] }),
  type: ProjectTypeField,
  region: Region,
  address: Type.Optional(Text('详细地址', 100)),
  contact_name: Type.Optional(Text('联系人', 20)),
  contact_mobile: Type.Optional(Type.String({ format: 'mobile', title: '联系电话' })),
  start_date: Type.Optional(Type.String({ format: 'date', title: '开始日期' })),
  end_date: Type.Optional(Type.String({ format: 'date', title: '结束日期', description: '不填为长期' })),
  remark: Type.Optional(Text('备注', 200)),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999, title: '排序', description: '小的在前；不填：新建排在最后，编辑保持不变' })),
};

const ProjectRef = Type.Object({ id: Id('项目 ID') });
const ProjectStatusReply = Type.Object({ id: Type.Integer(), status: Type.Integer() });

/** The caller's own projects, in their order (sort, then oldest first). */
export const projectList = defineCall({
  method: 'GET',
  path: 'merchant/project/list',
  summary: '项目列表（本商户的项目）',
  auth: 'token',
  permission: { anyOf: ['merchant:project:list'] },
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('项目名称或编码', 50)),
    type: Type.Optional(ProjectTypeField),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '状态' })),
    region: Type.Optional(Type.String({ pattern: '^[0-9]{6}$', title: '所在地区', description: '省、市或区县的代码，含其下级', examples: ['440300'] })),
  }),
  reply: ListOf(ProjectRecord),
});

export const projectGet = defineCall({
  method: 'GET',
  path: 'merchant/project',
  summary: '项目详情（本商户的项目，或授权给本商户的项目）',
  auth: 'token',
  permission: { anyOf: ['merchant:project:list', 'merchant:cooperate:list'] },
  query: ProjectRef,
  reply: ProjectRecord,
});

export const projectCreate = defineCall({
  method: 'POST',
  path: 'merchant/project',
  summary: '新建项目',
  auth: 'token',
  permission: { anyOf: ['merchant:project:create'] },
  body: Type.Object(projectFields),
  reply: Type.Object({ id: Type.Integer({ title: '项目 ID' }) }),
});

export const projectUpdate = defineCall({
  method: 'PUT',
  path: 'merchant/project',
  summary: '编辑项目（整体替换；不填的选填项被清空）',
  auth: 'token',
  permission: { anyOf: ['merchant:project:update'] },
  body: Type.Object({ id: Id('项目 ID'), ...projectFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const projectDelete = defineCall({
  method: 'DELETE',
  path: 'merchant/project',
  summary: '删除项目（已授权给合作商户的须先取消授权）',
  auth: 'token',
  permission: { anyOf: ['merchant:project:update'] },
  query: ProjectRef,
  reply: Type.Object({ id: Type.Integer() }),
});

export const projectEnable = defineCall({
  method: 'PUT', path: 'merchant/project/enable', summary: '启用项目', auth: 'token',
  permission: { anyOf: ['merchant:project:update'] }, body: ProjectRef, reply: ProjectStatusReply,
});

export const projectDisable = defineCall({
  method: 'PUT', path: 'merchant/project/disable', summary: '停用项目', auth: 'token',
  permission: { anyOf: ['merchant:project:update'] }, body: ProjectRef, reply: ProjectStatusReply,
});

/** Not in calls.tsv: the sort screen saves a new order in one call (docs/decisions.md). */
export const projectSort = defineCall({
  method: 'PUT',
  path: 'merchant/project/sort',
  summary: '项目排序（按给出的顺序重新编号）',
  auth: 'token',
  permission: { anyOf: ['merchant:project:update'] },
  body: Type.Object({ ids: IdList('项目 ID（新的顺序）') }),
  reply: Type.Object({ changed: Type.Integer({ title: '排序变化的项目数' }) }),
});

// ---- access control (访问控制): which of the owner's accounts and roles may see a project ------------------

export const ProjectAclRecord = Type.Object({
  id: Type.Integer({ title: '条目 ID' }),
  project: Type.Integer({ title: '项目 ID' }),
  subject_type: Type.String({ title: '对象类型', description: 'manager 账号，role 角色' }),
  subject_id: Type.Integer({ title: '账号或角色 ID' }),
  subject_name: Type.String({ title: '账号姓名或角色名称' }),
  subject_detail: Type.String({ title: '登录账号或角色说明' }),
  creator: Type.String({ title: '添加人' }),
  create_time: Type.String({ title: '添加时间' }),
});

const ProjectQuery = { project: Id('项目 ID') };

export const projectAclList = defineCall({
  method: 'GET',
  path: 'merchant/project/acl/list',
  summary: '项目的访问控制（可访问的账号与角色；为空时本商户有权限的账号均可访问）',
  auth: 'token',
  permission: { anyOf: ['merchant:project:list'] },
  query: Type.Object({ ...pageQuery(20), ...ProjectQuery }),
  reply: ListOf(ProjectAclRecord),
});

export const projectAclCreate = defineCall({
  method: 'POST',
  path: 'merchant/project/acl',
  summary: '添加可访问项目的账号或角色',
  auth: 'token',
  permission: { anyOf: ['merchant:project:acl'] },
  body: Type.Object({
    ...ProjectQuery,
    subject_type: Type.Union([Type.Literal('manager'), Type.Literal('role')], { title: '对象类型', description: 'manager 账号，role 角色' }),
    subject_ids: Type.Array(Id('账号或角色 ID'), { minItems: 1, maxItems: 100, uniqueItems: true, title: '账号或角色' }),
  }),
  reply: Type.Object({ added: Type.Integer({ title: '新增条目数' }) }),
});

export const projectAclDelete = defineCall({
  method: 'DELETE',
  path: 'merchant/project/acl',
  summary: '移除项目的访问控制条目',
  auth: 'token',
  permission: { anyOf: ['merchant:project:acl'] },
  query: Type.Object({ id: Id('条目 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});

// ---- grants (授权): a project authorised to a merchant the owner cooperates with ------------------------------

export const ProjectGrantRecord = Type.Object({
  id: Type.Integer({ title: '授权 ID' }),
  project: Type.Integer({ title: '项目 ID' }),
  project_name: Type.String({ title: '项目名称' }),
  grantee: Type.Integer({ title: '被授权商户号' }),
  grantee_name: Type.String({ title: '被授权商户' }),
  grantee_kind: Type.String({ title: '被授权商户类型' }),
  relation: Type.String({ title: '合作关系', description: 'member 集团成员，customer 服务商客户，group 所属集团，partner 所属服务商；空：已无合作关系' }),
  remark: Type.String({ title: '备注' }),
  creator: Type.String({ title: '授权人' }),
  create_time: Type.String({ title: '授权时间' }),
});

export const projectGrantList = defineCall({
  method: 'GET',
  path: 'merchant/project/grant/list',
  summary: '项目已授权的合作商户',
  auth: 'token',
  permission: { anyOf: ['merchant:project:list'] },
  query: Type.Object({ ...pageQuery(20), ...ProjectQuery }),
  reply: ListOf(ProjectGrantRecord),
});

export const projectGrantCreate = defineCall({
  method: 'POST',
  path: 'merchant/project/grant',
  summary: '将项目授权给合作商户（与本商户有集团或服务商关系的商户）',
  auth: 'token',
  permission: { anyOf: ['merchant:project:grant'] },
  body: Type.Object({ ...ProjectQuery, grantee: Id('被授权商户号'), remark: Type.Optional(Text('备注', 200)) }),
  reply: Type.Object({ id: Type.Integer({ title: '授权 ID' }) }),
});

export const projectGrantDelete = defineCall({
  method: 'DELETE',
  path: 'merchant/project/grant',
  summary: '取消项目授权',
  auth: 'token',
  permission: { anyOf: ['merchant:project:grant'] },
  query: Type.Object({ id: Id('授权 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** Projects other merchants authorised to the caller's merchant (read-only). */
export const projectGrants = defineCall({
  method: 'GET',
  path: 'merchant/project/grants',
  summary: '授权给本商户的项目',
  auth: 'token',
  permission: { anyOf: ['merchant:project:list', 'merchant:cooperate:list'] },
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('项目名称或编码', 50)),
    owner: Type.Optional(Id('授权方商户号')),
  }),
  reply: ListOf(Type.Object({ ...ProjectRecord.properties, grant_id: Type.Integer({ title: '授权 ID' }), grant_time: Type.String({ title: '授权时间' }) })),
});

export const projectMatching = defineCall({
  method: 'GET',
  path: 'merchant/project/matching',
  summary: '项目下拉搜索（本商户启用的项目；granted=1 时含授权给本商户的项目）',
  auth: 'token',
  permission: { anyOf: ['merchant:project:list', 'merchant:cooperate:list'] },
  query: Type.Object({
    keywords: Type.Optional(Text('项目名称或编码', 50)),
    granted: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '含授权给本商户的项目' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50, title: '数量' })),
  }),
  reply: Type.Object({
    row: Type.Array(Type.Object({ label: Type.String(), value: Type.Integer(), code: Type.String(), merchant: Type.Integer(), merchant_name: Type.String(), owned: Type.Boolean() })),
  }),
});

// ---- cooperating groups (合作集团) -------------------------------------------------------------------------

export const CooperationRecord = Type.Object({
  merchant: Type.Integer({ title: '合作商户号' }),
  name: Type.String({ title: '合作商户' }),
  kind: Type.String({ title: '商户类型' }),
  kind_name: Type.String({ title: '商户类型名称' }),
  relation: Type.String({ title: '合作关系', description: 'member 集团成员，customer 服务商客户，group 所属集团，partner 所属服务商；空：已无直接关系（仍有授权）' }),
  granted_out: Type.Integer({ title: '本商户授权给对方的项目数' }),
  granted_in: Type.Integer({ title: '对方授权给本商户的项目数' }),
  last_grant_time: Type.Union([Type.String(), Type.Null()], { title: '最近授权时间' }),
});

export const cooperateList = defineCall({
  method: 'GET',
  path: 'merchant/cooperate/list',
  summary: '合作集团：与本商户有集团或服务商关系、或互有项目授权的商户，及双向授权的项目数',
  auth: 'token',
  permission: { anyOf: ['merchant:cooperate:list', 'merchant:project:grant'] },
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('商户名称或商户号', 50)),
    related: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '仅有直接合作关系的商户', description: '1：可授权的对象（授权对话框）' })),
    granted: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '仅互有授权的商户' })),
  }),
  reply: ListOf(CooperationRecord),
});

export const cooperateProject = defineCall({
  method: 'GET',
  path: 'merchant/cooperate/project',
  summary: '一个合作商户与本商户之间授权的项目（双向）',
  auth: 'token',
  permission: { anyOf: ['merchant:cooperate:list'] },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Id('合作商户号'),
    direction: Type.Optional(Type.Union([Type.Literal('out'), Type.Literal('in')], { title: '方向', description: 'out 本商户授权给对方，in 对方授权给本商户' })),
  }),
  reply: ListOf(
    Type.Object({
      ...ProjectRecord.properties,
      grant_id: Type.Integer({ title: '授权 ID' }),
      direction: Type.String({ title: '方向', description: 'out 本商户授权给对方，in 对方授权给本商户' }),
      grant_time: Type.String({ title: '授权时间' }),
    }),
  ),
});
