import { permission } from './types.js';

/**
 * 营销中心 (document 2 §2 "Marketing center"; §6 names `bonus:event:create`): activities with rewards, redeem codes and
 * grants run by a merchant holding 通用服务商 (`generic:partner:platform`) — the platform operator (ALL) in the demo.
 * Auditing a partner's rewards is the platform's alone. docs/decisions.md, "Marketing center".
 */
export const marketingPermissions = [
  permission('bonus:event:list', '营销活动、奖品、兑换码、发放与参与记录、营销看板', 'generic:partner:platform'),
  permission('bonus:event:create', '创建营销活动', 'generic:partner:platform'),
  permission('bonus:event:update', '编辑、发布、停用、结束活动；添加与编辑奖品、补库存、生成兑换码', 'generic:partner:platform'),
  permission('bonus:partner:value:audit', '审核服务商活动的奖品', 'generic:partner:platform', ['platform']),
] as const;
