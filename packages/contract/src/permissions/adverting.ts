import { permission } from './types.js';

/**
 * 广告 (/adverting, document 2 §2 "Advertising partner"): the advertising partner's (广告服务商,
 * `adverting:partner:platform`) configuration — ad spaces, targeting packages, traffic providers and ad categories.
 * Each partner's own; the platform (ALL) keeps its own as well. docs/decisions.md, "Advertising configuration (广告)".
 */
const P = 'adverting:partner:platform';

export const advertingPermissions = [
  permission('adverting:config:space:list', '广告位列表', P),
  permission('adverting:config:space:create', '新建广告位', P),
  permission('adverting:config:space:update', '编辑、停用、启用广告位', P),
  permission('adverting:config:targeting:list', '定向包列表', P),
  permission('adverting:config:targeting:create', '新建定向包', P),
  permission('adverting:config:targeting:update', '编辑定向包', P),
  permission('adverting:config:targeting:delete', '删除定向包', P),
  permission('adverting:config:provider:list', '流量主列表', P),
  permission('adverting:config:provider:create', '新建流量主', P),
  permission('adverting:config:provider:update', '编辑、停用、启用流量主', P),
  permission('adverting:config:category:list', '广告分类列表', P),
  permission('adverting:config:category:create', '新建广告分类', P),
  permission('adverting:config:category:update', '编辑、停用、启用广告分类', P),
  permission('adverting:config:category:delete', '删除广告分类', P),
] as const;
