import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * 码牌 (基础服务 › 码牌管理, document 2 §2 "Base services": QR code list, create, edit, stop list, feed-code tool; entity
 * "QR code"): printed QR codes the platform issues and binds to a merchant (optionally one of its terminals) for a purpose.
 * 制码 (feed-code) issues a batch of blank codes for printing, bound later in 编辑. No call is named in the spec: the
 * `base/qrcode*` calls are ours. docs/decisions.md, "QR codes and bonus activities of the base services".
 */
export const qrcodePurposeNames: Record<number, string> = { 1: '收款码', 2: '停车缴费码', 3: '充电启动码', 4: '营销领取码' };
/** 0 待绑定 (a blank code from 制码), 1 启用, -1 停用. */
export const qrcodeStatusNames: Record<number, string> = { 0: '待绑定', 1: '启用', [-1]: '停用' };
export const QRCODE_CODE_LENGTH = 12;
export const QRCODE_FEED_MAX = 200;

const Purpose = Type.Integer({ minimum: 1, maximum: 4, title: '用途', description: '1 收款码，2 停车缴费码，3 充电启动码，4 营销领取码' });
const TerminalSn = Type.String({ pattern: '^[A-Z0-9-]{6,32}$', title: '终端序列号', examples: ['ZB-QR-0000101'] });

const QrcodeBase = {
  id: Type.Integer({ title: '码牌 ID' }),
  code: Type.String({ title: '码值' }),
  url: Type.String({ title: '码内容（扫码打开的地址）' }),
  name: Type.String({ title: '码牌名称' }),
  purpose: Type.Integer({ title: '用途' }),
  bind_merchant: Type.Union([Type.Integer(), Type.Null()], { title: '绑定商户号', description: '待绑定时为空' }),
  bind_merchant_name: Type.String({ title: '绑定商户' }),
  terminal_sn: Type.String({ title: '绑定终端', description: '未绑定终端时为空串' }),
  place: Type.String({ title: '摆放位置' }),
  batch_no: Type.String({ title: '制码批次', description: '单个新建的码牌为空串' }),
  status: Type.Integer({ title: '状态', description: '0 待绑定，1 启用，-1 停用' }),
  stop_reason: Type.String({ title: '停用原因' }),
  stop_time: Type.Union([Type.String(), Type.Null()], { title: '停用时间' }),
  bind_time: Type.Union([Type.String(), Type.Null()], { title: '绑定时间' }),
  create_time: Type.String({ title: '创建时间' }),
};
export const QrcodeRow = Type.Object(QrcodeBase);
export const QrcodeDetail = Type.Object({ ...QrcodeBase, remark: Type.String({ title: '备注' }), creator: Type.String({ title: '创建人' }), update_time: Type.String({ title: '更新时间' }) });

const READ = { anyOf: ['base:qrcode:list'] } as const;
const WRITE = { anyOf: ['base:qrcode:update'] } as const;

export const qrcodeList = defineCall({
  method: 'GET',
  path: 'base/qrcode/list',
  summary: '码牌列表（新建的在前；停用码牌传 status=-1）',
  auth: 'token',
  permission: READ,
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('码值或名称', 40)),
    purpose: Type.Optional(Purpose),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(-1)], { title: '状态', description: '0 待绑定，1 启用，-1 停用' })),
    bind_merchant: Type.Optional(Id('绑定商户号')),
    batch_no: Type.Optional(Type.String({ pattern: '^F[0-9]{8}-[A-Z2-9]{4}$', title: '制码批次', examples: ['F20261127-K7QM'] })),
  }),
  reply: ListOf(QrcodeRow),
});

export const qrcodeGet = defineCall({
  method: 'GET',
  path: 'base/qrcode',
  summary: '码牌详情',
  auth: 'token',
  permission: READ,
  query: Type.Object({ id: Id('码牌 ID') }),
  reply: QrcodeDetail,
});

const fields = {
  name: Text('码牌名称', 30, 2),
  purpose: Purpose,
  bind_merchant: Id('绑定商户号'),
  terminal_sn: Type.Optional(Type.Union([TerminalSn, Type.Literal('')], { title: '绑定终端序列号' })),
  place: Type.Optional(Text('摆放位置', 60)),
  remark: Type.Optional(Text('备注', 200)),
};

export const qrcodeCreate = defineCall({
  method: 'POST',
  path: 'base/qrcode',
  summary: '新建码牌（绑定商户，立即启用）',
  auth: 'token',
  permission: WRITE,
  body: Type.Object(fields),
  reply: Type.Object({ id: Type.Integer(), code: Type.String() }),
});

export const qrcodeUpdate = defineCall({
  method: 'PUT',
  path: 'base/qrcode',
  summary: '编辑码牌（待绑定的码牌在此绑定商户后启用）',
  auth: 'token',
  permission: WRITE,
  body: Type.Object({ id: Id('码牌 ID'), ...fields }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

export const qrcodeStatus = defineCall({
  method: 'PUT',
  path: 'base/qrcode/status',
  summary: '停用或恢复码牌（恢复后：已绑定的启用，未绑定的待绑定）',
  auth: 'token',
  permission: WRITE,
  body: Type.Object({
    id: Id('码牌 ID'),
    status: Type.Union([Type.Literal(-1), Type.Literal(1)], { title: '操作', description: '-1 停用，1 恢复' }),
    reason: Type.Optional(Text('停用原因', 100)),
  }),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

export const qrcodeFeed = defineCall({
  method: 'POST',
  path: 'base/qrcode/feed',
  summary: '制码：生成一批待绑定的空码（用于印制）',
  auth: 'token',
  permission: WRITE,
  body: Type.Object({
    purpose: Purpose,
    count: Type.Integer({ minimum: 1, maximum: QRCODE_FEED_MAX, title: '数量' }),
    name: Text('码牌名称', 30, 2),
    remark: Type.Optional(Text('备注', 200)),
  }),
  reply: Type.Object({
    batch_no: Type.String({ title: '制码批次' }),
    row: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), url: Type.String() })),
  }),
});
