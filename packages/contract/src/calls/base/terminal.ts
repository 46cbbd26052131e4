import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 终端 (基础服务 › 终端管理, document 2 §2 "Base services": terminal list and detail; entity "terminal"): the devices bound
 * to merchants — payment boxes, smart POS, payment speakers, gate screens, card readers — to look at. No call is named in
 * the spec: `base/terminal/list` and `base/terminal` are ours. docs/decisions.md, "Terminals (终端)".
 */
export const terminalTypeNames: Record<number, string> = { 1: '扫码支付盒子', 2: '智能 POS', 3: '收款云音箱', 4: '出入口显示屏', 5: '充电桩刷卡器' };

const TerminalBase = {
  id: Type.Integer({ title: '终端 ID' }),
  sn: Type.String({ title: '终端序列号' }),
  type: Type.Integer({ title: '终端类型' }),
  model: Type.String({ title: '型号' }),
  vendor: Type.String({ title: '厂商' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '所属商户' }),
  place: Type.String({ title: '安装位置' }),
  online: Type.Boolean({ title: '在线' }),
  last_online_time: Type.String({ title: '最近在线时间', description: '从未上线时为空' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  bind_time: Type.String({ title: '绑定时间' }),
};
export const TerminalRow = Type.Object(TerminalBase);
export const TerminalDetail = Type.Object({
  ...TerminalBase,
  firmware: Type.String({ title: '固件版本' }),
  remark: Type.String({ title: '备注' }),
  create_time: Type.String({ title: '登记时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const terminalList = defineCall({
  method: 'GET',
  path: 'base/terminal/list',
  summary: '终端列表（新绑定的在前）',
  auth: 'token',
  permission: { anyOf: ['base:terminal:list'] },
  query: Type.Object({
    ...pageQuery(20),
    merchant: Type.Optional(Id('商户号')),
    keywords: Type.Optional(Text('序列号或型号', 40)),
    type: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, title: '终端类型' })),
    online: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '在线状态', description: '1 在线，0 离线' })),
  }),
  reply: ListOf(TerminalRow),
});

export const terminalGet = defineCall({
  method: 'GET',
  path: 'base/terminal',
  summary: '终端详情',
  auth: 'token',
  permission: { anyOf: ['base:terminal:list'] },
  query: Type.Object({ sn: Type.String({ pattern: '^[A-Z0-9-]{6,32}$', title: '终端序列号', examples: ['ZB-QR-0000101'] }) }),
  reply: TerminalDetail,
});
