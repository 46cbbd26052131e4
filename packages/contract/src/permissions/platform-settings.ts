import { permission } from './types.js';

/**
 * The platform operator's settings (基础服务 › 应用, 设置, 密钥): apps and their metadata, upload buckets, app keys
 * (product ALL); and each merchant's own key-value configuration (product null: every superuser holds it).
 */
export const platformSettingsPermissions = [
  permission('base:app:list', '应用列表、应用元数据', 'ALL'),
  permission('base:app:create', '新建应用', 'ALL'),
  permission('base:app:update', '编辑、启用、停用、删除应用及其元数据', 'ALL'),
  permission('base:keychain:list', '应用密钥（查看、复制完整的 app_key）', 'ALL'),
  permission('base:bucket:list', '上传空间列表', 'ALL'),
  permission('base:bucket:create', '新建上传空间', 'ALL'),
  permission('base:bucket:update', '编辑、删除上传空间', 'ALL'),
  permission('universal:storage:list', '商户配置（键值）列表', null),
  permission('universal:storage:update', '修改、删除商户配置（键值）', null),
] as const;
