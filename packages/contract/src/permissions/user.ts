import { permission } from './types.js';

/**
 * 会员 (/user, document 2 §2 "User"): the platform's app users (车主) and their paid memberships, run by the platform
 * operator alone — product ALL, so no partner, group or merchant can hold these (docs/decisions.md, "会员").
 */
export const userPermissions = [
  permission('user:user:list', '用户检索、用户详情', 'ALL'),
  permission('user:user:update', '封禁、解封用户', 'ALL'),
  permission('user:member:list', '会员列表、会员详情；会员续费、会员权益、会员兑换码、会员统计', 'ALL'),
  permission('user:member:update', '核销会员权益；生成与作废会员兑换码', 'ALL'),
  permission('user:member:type:list', '会员类型、会员套餐（价格、特权、权益、触发事件）、会员库存', 'ALL'),
  permission('user:member:type:create', '新建会员类型、会员套餐', 'ALL'),
  permission('user:member:type:update', '编辑、启用、停用、删除会员类型与套餐；维护套餐的价格、特权、权益、触发事件；设置、启用、停用套餐库存', 'ALL'),
  permission('user:user:merge', '用户合并（预览、合并）', 'ALL'),
  permission('user:complaint:list', '用户投诉列表、投诉详情', 'ALL'),
  permission('user:complaint:update', '受理、回复、关闭用户投诉', 'ALL'),
  permission('user:message:list', '站内消息发送记录、接收人', 'ALL'),
  permission('user:message:create', '向用户发送站内消息', 'ALL'),
] as const;
