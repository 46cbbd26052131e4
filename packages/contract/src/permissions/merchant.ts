import { permission } from './types.js';

/**
 * Merchant administration: the merchants below the caller (a partner's customers, a group's members, every
 * merchant for the platform operator), their products and subjects. The list, create and grant permissions belong to no
 * product (partners and groups of every platform use them) but only the platform, partners and groups hold them
 * (`kinds`), and the server lets them act only on merchants below them (docs/decisions.md, "Merchants, products and
 * subjects"). The catalogue of products, the subject audit and service levels are the operator's (ALL).
 */
/** The kinds that have merchants below them. */
const above = ['platform', 'partner', 'group'];

export const merchantPermissions = [
  permission('merchant:merchant:list', '商户列表', null, above),
  permission('merchant:merchant:create', '新建商户', null, above),
  permission('merchant:merchant:update', '编辑、启用、停用、注销商户，移交主账号', null, above),
  permission('merchant:merchant:export', '导出商户', null, above),
  permission('merchant:product:grant', '为下级商户开通、停用产品，登记产品合同', null, above),
  permission('merchant:contract:list', '合同列表与详情（本商户的；有商户列表权限时含下级商户的）', null),
  permission('merchant:subject:list', '查看主体信息', null),
  permission('merchant:subject:update', '提交、修改、撤回主体认证', null),
  permission('merchant:business:apply', '提交、撤销、删除业务申请', null, ['merchant', 'group']),
  permission('merchant:business:audit', '审核业务申请', null, above),
  permission('merchant:relation:list', '合作关系（客户与成员）', null, above),
  permission('merchant:relation:update', '建立、解除合作关系', 'ALL'),
  permission('merchant:product:list', '产品目录', 'ALL'),
  permission('merchant:product:update', '新建、编辑、启用、禁用、删除产品', 'ALL'),
  permission('merchant:subject:audit', '审核、撤销主体认证', 'ALL'),
  permission('merchant:service:level', '设置商户服务等级', 'ALL'),
] as const;
