import { permission } from './types.js';

export const marketingPermissions = [
  permission('bonus:event:create', '创建营销活动', 'generic:partner:platform'),
] as const;
