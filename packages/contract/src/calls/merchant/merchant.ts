import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

export const merchantInfo = defineCall({
  method: 'GET',
  path: 'merchant/merchant/info',
  summary: '按商户号取得商户名称与 Logo（可缓存 600 秒）',
  auth: 'token',
  query: Type.Object({ code: Id('商户号') }),
  reply: Type.Object({ code: Type.Integer(), name: Type.String(), kind: Type.String(), logo_icon: Type.String() }),
});

/** 1 enabled, 0 disabled, -1 closed (注销: only from disabled; the merchant leaves every list). */
export const MerchantStatus = { enabled: 1, disabled: 0, closed: -1 } as const;

/** 服务等级 set by the platform operator. */
export const serviceLevels = { 1: '标准', 2: '高级', 3: '专属' } as const;

/** The kinds a merchant may be created as, by the kind of its creator (docs/decisions.md). */
export const creatableKinds: Record<string, readonly string[]> = {
  platform: ['merchant', 'group', 'partner', 'advertiser'],
  partner: ['merchant', 'group'],
  group: ['merchant'],
};

const MerchantKindField = Type.Union(
  [Type.Literal('merchant'), Type.Literal('group'), Type.Literal('partner'), Type.Literal('advertiser')],
  { title: '商户类型', description: 'merchant 普通商户，group 集团，partner 服务商，advertiser 广告主' },
);

export const MerchantParent = Type.Object({
  id: Type.Integer({ title: '上级商户号' }),
  name: Type.String({ title: '上级商户名称' }),
  type: Type.String({ title: '关系', description: 'customer 服务商客户，member 集团成员' }),
});

export const MerchantProductGrant = Type.Object({
  product: Type.String({ title: '产品编码' }),
  product_name: Type.String({ title: '产品名称' }),
  platform: Type.Boolean({ title: '平台类产品' }),
  status: Type.Integer({ title: '状态', description: '1 生效，0 停用' }),
  expire_time: Type.Union([Type.String(), Type.Null()], { title: '到期时间', description: 'null：长期有效' }),
  contract_no: Type.String({ title: '合同编号' }),
  grantor_name: Type.String({ title: '开通方' }),
  create_time: Type.String({ title: '开通时间' }),
});

export const MerchantRecord = Type.Object({
  id: Type.Integer({ title: '商户号' }),
  name: Type.String({ title: '商户名称' }),
  short_name: Type.String({ title: '商户简称' }),
  kind: Type.String({ title: '商户类型' }),
  kind_name: Type.String({ title: '商户类型名称' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用，-1 已注销' }),
  service_level: Type.Integer({ title: '服务等级', description: '1 标准，2 高级，3 专属' }),
  contact_name: Type.String({ title: '联系人' }),
  contact_mobile: Type.String({ title: '联系电话' }),
  region: Type.String({ title: '所在地区编码' }),
  region_name: Type.String({ title: '所在地区' }),
  address: Type.String({ title: '详细地址' }),
  remark: Type.String({ title: '备注' }),
  logo_icon: Type.String({ title: 'Logo' }),
  parent: Type.Union([MerchantParent, Type.Null()], { title: '上级商户' }),
  products: Type.Array(Type.Object({ code: Type.String(), name: Type.String() }), { title: '已开通产品' }),
  subject_status: Type.Union([Type.Integer(), Type.Null()], { title: '主体认证状态', description: 'null：未提交' }),
  superuser: Type.Union([Type.Object({ id: Type.Integer(), account: Type.String(), name: Type.String(), mobile: Type.String() }), Type.Null()], {
    title: '主账号',
  }),
  create_time: Type.String({ title: '入驻时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

/** The list's filters; the export takes the same ones. */
export const merchantFilters = {
  keywords: Type.Optional(Text('商户名称或商户号', 50)),
  kind: Type.Optional(MerchantKindField),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '状态' })),
  product: Type.Optional(Text('已开通产品', 64)),
  parent: Type.Optional(Id('上级商户号')),
  start_date: Type.Optional(Type.String({ format: 'date', title: '入驻开始日期' })),
  end_date: Type.Optional(Type.String({ format: 'date', title: '入驻结束日期' })),
};

/** The merchants below the caller: every merchant for the operator, a partner's customers, a group's members. */
export const merchantList = defineCall({
  method: 'GET',
  path: 'merchant/merchant/list',
  summary: '商户列表（下级商户）',
  auth: 'token',
  permission: { anyOf: ['merchant:merchant:list'] },
  query: Type.Object({ ...pageQuery(20), ...merchantFilters }),
  reply: ListOf(MerchantRecord),
});

export const merchantGet = defineCall({
  method: 'GET',
  path: 'merchant/merchant',
  summary: '商户详情（自己的商户或下级商户）',
  auth: 'token',
  permission: { anyOf: ['merchant:merchant:list', 'universal:user:basic'] },
  query: Type.Object({ id: Id('商户号') }),
  reply: MerchantRecord,
});

const merchantFields = {
  name: Text('商户名称', 50, 2),
  short_name: Type.Optional(Text('商户简称', 20)),
  contact_name: Text('联系人', 20, 1),
  contact_mobile: Type.String({ format: 'mobile', title: '联系电话' }),
  region: Type.Optional(Type.String({ pattern: '^([0-9]{6})?$', title: '所在地区', description: '区县的行政区划代码（6 位）' })),
  address: Type.Optional(Text('详细地址', 100)),
  remark: Type.Optional(Text('备注', 200)),
  logo_icon: Type.Optional(Text('Logo', 500)),
};

export const SubjectType = Type.Union([Type.Literal('company'), Type.Literal('individual')], {
  title: '主体类型',
  description: 'company 企业，individual 个体工商户',
});

/** A subject as submitted (主体信息): the same fields at merchant creation and on the subject calls. */
export const subjectFields = {
  type: SubjectType,
  name: Text('主体名称', 100, 2),
  credit_code: Type.String({ format: 'creditCode', title: '统一社会信用代码' }),
  legal_person: Text('法定代表人', 30, 1),
  legal_person_mobile: Type.Optional(Type.String({ format: 'mobile', title: '法定代表人手机号' })),
  licence_image: Text('营业执照', 500, 1),
  address: Type.Optional(Text('注册地址', 100)),
};

export const merchantCreate = defineCall({
  method: 'POST',
  path: 'merchant/merchant',
  summary: '新建商户（含主体、开通产品与主账号）',
  auth: 'token',
  permission: { anyOf: ['merchant:merchant:create'] },
  body: Type.Object({
    kind: MerchantKindField,
    ...merchantFields,
    parent: Type.Optional(Id('上级商户号', )),
    products: Type.Array(Text('产品编码', 64, 1), { title: '开通产品', maxItems: 30, uniqueItems: true }),
    subject: Type.Optional(Type.Object(subjectFields, { title: '主体信息' })),
    superuser: Type.Object(
      {
        account: Type.String({ title: '登录账号', minLength: 4, maxLength: 32, pattern: '^[A-Za-z0-9][A-Za-z0-9_.@-]*$' }),
        name: Text('主账号姓名', 50, 1),
        mobile: Type.String({ format: 'mobile', title: '主账号手机号' }),
        password: Type.Optional(Type.String({ format: 'password', title: '初始密码', description: '不填则由系统生成，在本次回复中返回一次' })),
      },
      { title: '主账号' },
    ),
  }),
  reply: Type.Object({ id: Type.Integer({ title: '商户号' }), account: Type.String(), initial_password: Type.Optional(Type.String()) }),
});

export const merchantUpdate = defineCall({
  method: 'PUT',
  path: 'merchant/merchant',
  summary: '编辑商户基本信息',
  auth: 'token',
  permission: { anyOf: ['merchant:merchant:update'] },
  body: Type.Object({ id: Id('商户号'), ...merchantFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

const MerchantRef = Type.Object({ id: Id('商户号') });
const MerchantStatusReply = Type.Object({ id: Type.Integer(), status: Type.Integer() });

export const merchantEnable = defineCall({
  method: 'PUT', path: 'merchant/merchant/enable', summary: '启用商户', auth: 'token',
  permission: { anyOf: ['merchant:merchant:update'] }, body: MerchantRef, reply: MerchantStatusReply,
});

export const merchantDisable = defineCall({
  method: 'PUT', path: 'merchant/merchant/disable', summary: '停用商户（其账号立即下线）', auth: 'token',
  permission: { anyOf: ['merchant:merchant:update'] }, body: MerchantRef, reply: MerchantStatusReply,
});

export const merchantDelete = defineCall({
  method: 'DELETE', path: 'merchant/merchant', summary: '注销商户（仅限已停用的商户）', auth: 'token',
  permission: { anyOf: ['merchant:merchant:update'] }, query: MerchantRef, reply: MerchantStatusReply,
});

export const merchantSummary = defineCall({
  method: 'GET',
  path: 'merchant/merchant/summary',
  summary: '下级商户统计',
  auth: 'token',
  permission: { anyOf: ['merchant:merchant:list'] },
  query: Type.Object({}),
  reply: Type.Object({
    total: Type.Integer({ title: '商户总数' }),
    enabled: Type.Integer({ title: '启用' }),
    disabled: Type.Integer({ title: '停用' }),
    this_month: Type.Integer({ title: '本月新入驻' }),
    kinds: Type.Array(Type.Object({ kind: Type.String(), name: Type.String(), count: Type.Integer() }), { title: '按类型' }),
  }),
});

/** Queues the list as a file (as `report/report` with report_id `merchant`); it appears in the report centre. */
export const merchantExport = defineCall({
  method: 'GET',
  path: 'merchant/merchant/export',
  summary: '导出商户列表（排队生成文件，见报表中心）',
  auth: 'token',
  permission: { allOf: ['merchant:merchant:export', 'universal:report:basic'] },
  query: Type.Object({ ...merchantFilters, format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { title: '文件格式' })) }),
  reply: Type.Object({ id: Type.String({ title: '任务编号' }), name: Type.String(), status: Type.String() }),
});

/** One merchant's products (its own, or a merchant below the caller). */
export const merchantGrantList = defineCall({
  method: 'GET',
  path: 'merchant/merchant/grant/list',
  summary: '商户已开通的产品',
  auth: 'token',
  permission: { anyOf: ['merchant:merchant:list', 'universal:user:basic'] },
  query: Type.Object({ id: Id('商户号') }),
  reply: Type.Object({ row: Type.Array(MerchantProductGrant) }),
});

/** Hands the main account (主账号) to another enabled account of the same merchant. */
export const superuserTransfer = defineCall({
  method: 'PUT',
  path: 'merchant/superuser',
  summary: '移交主账号',
  auth: 'token',
  permission: { anyOf: ['universal:user:basic', 'merchant:merchant:update'] },
  body: Type.Object({
    merchant: Type.Optional(Id('商户号')),
    manager: Id('新主账号 ID'),
  }),
  reply: Type.Object({ merchant: Type.Integer(), manager: Type.Integer() }),
});

export const serviceLevelUpdate = defineCall({
  method: 'PUT',
  path: 'merchant/service/level',
  summary: '设置商户服务等级',
  auth: 'token',
  permission: { anyOf: ['merchant:service:level'] },
  body: Type.Object({ merchant: Id('商户号'), level: Type.Integer({ minimum: 1, maximum: 3, title: '服务等级', description: '1 标准，2 高级，3 专属' }) }),
  reply: Type.Object({ merchant: Type.Integer(), level: Type.Integer() }),
});
