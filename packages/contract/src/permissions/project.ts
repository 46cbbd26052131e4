import { permission } from './types.js';

/**
 * Projects and cooperating groups (项目、合作集团): every kind of merchant runs projects, so no product and no
 * kinds. Access control (which accounts see a project) and authorising projects to cooperating merchants are
 * separate strings: they hand out visibility, not just edit records (docs/decisions.md, "Projects and
 * cooperating groups").
 */
export const projectPermissions = [
  permission('merchant:project:list', '项目列表与详情、授权与访问控制记录', null),
  permission('merchant:project:create', '新建项目', null),
  permission('merchant:project:update', '编辑、排序、启用、停用、删除项目', null),
  permission('merchant:project:acl', '设置项目可访问的账号与角色（并可查看全部项目）', null),
  permission('merchant:project:grant', '将项目授权给合作商户、取消授权', null),
  permission('merchant:cooperate:list', '合作集团：合作商户与互相授权的项目', null),
] as const;
