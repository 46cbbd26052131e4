import { permission } from './types.js';

/** The platform operator's base services (notices and message push). */
export const basePermissions = [
  permission('base:announcement:list', '平台公告管理', 'ALL'),
  permission('base:announcement:create', '发布平台公告', 'ALL'),
  permission('base:announcement:update', '编辑、撤回、删除平台公告', 'ALL'),
  permission('base:message:list', '站内消息推送记录', 'ALL'),
  permission('base:message:create', '推送站内消息', 'ALL'),
  permission('base:article:list', '帮助文章管理（含草稿）', 'ALL'),
  permission('base:article:create', '新建帮助文章', 'ALL'),
  permission('base:article:update', '编辑、发布、下架、删除帮助文章', 'ALL'),
  permission('base:complaint:list', '客服工单（全部商户）', 'ALL'),
  permission('base:complaint:update', '回复、完结、标记客服工单', 'ALL'),
  // 开发工具 (document 1 §2: /development/info, /development/error-log).
  permission('development:info:basic', '开发信息（服务、运行环境与数据库）', 'ALL'),
  permission('development:error:list', '错误日志（前端与服务端异常）', 'ALL'),
  // 终端 (/base/services/terminal): the terminals bound to merchants, to look at.
  permission('base:terminal:list', '终端列表与详情（全部商户）', 'ALL'),
  // 码牌 (/base/services/qrcode): the QR codes the platform issues and binds to merchants.
  permission('base:qrcode:list', '码牌列表与详情', 'ALL'),
  permission('base:qrcode:update', '新建、编辑、停用、恢复码牌与制码', 'ALL'),
] as const;
