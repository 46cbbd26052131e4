import { Type } from '@sinclair/typebox';
import { defineCall, Id, Nothing, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { bankBranchList, bankList } from './bank.js';
import { ApplyNo, applyFields, channelApplyDetail, PaymentChannelRecord } from './channel-apply.js';

/**
 * 外部填写链接 (document 1 §2 "Temporary-token routes"): a console user issues a one-time link with which someone
 * without a console account (the merchant's finance person, an outside operator) fills in a payment channel
 * application for one merchant. The link's ticket is exchanged once for a temporary token; the `external/*` calls take
 * that token (auth 'external') and act only for the ticket's merchant and application. docs/decisions.md,
 * "External (temporary-token) pages".
 */

/** What a link is for; one scope so far. */
export const EXTERNAL_SCOPE_CHANNEL_APPLY = 'payment_channel_apply';

/** 1 有效 (not yet opened), 2 已使用 (exchanged; its session lives until expiry), 3 已撤销, 4 已过期. */
export const ExternalTicketState = { valid: 1, used: 2, revoked: 3, expired: 4 } as const;
export const externalTicketStateNames: Record<number, string> = { 1: '有效', 2: '已使用', 3: '已撤销', 4: '已过期' };

/** Hours a link lives: 72 by default, at most a week. */
export const EXTERNAL_TICKET_HOURS = { default: 72, max: 168 } as const;

/** The temporary token's prefix: a console token is never taken for one (and the other way round). */
export const EXTERNAL_TOKEN_PREFIX = 'ext_';

/** Where a link leads: `<origin>/external?ticket=…`. */
export const externalLink = (origin: string, ticket: string) => `${origin}/external?ticket=${encodeURIComponent(ticket)}`;

const Ticket = Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$', title: '链接凭证', examples: ['q2n8W3c4Zr7s9Tt1Vb5Xm0Ly6Hk3Jd2Ff8Gg4Pp'] });

export const ExternalTicketRecord = Type.Object({
  id: Type.Integer({ title: '链接 ID' }),
  merchant: Type.Object({ id: Type.Integer(), name: Type.String() }, { title: '进件商户' }),
  apply_no: Type.String({ title: '进件编号', description: '空：链接用于新建进件' }),
  issuer: Type.String({ title: '发放人' }),
  state: Type.Integer({ title: '状态', description: '1 有效，2 已使用，3 已撤销，4 已过期' }),
  expire_time: Type.String({ title: '失效时间' }),
  used_time: Type.Union([Type.String(), Type.Null()], { title: '打开时间' }),
  revoke_time: Type.Union([Type.String(), Type.Null()], { title: '撤销时间' }),
  create_time: Type.String({ title: '发放时间' }),
});

const ISSUE = ['payment:partner:channel:apply:external'] as const;

/** Issues a link for a merchant in the caller's scope (with an application of its, to fill in a returned one). */
export const channelApplyExternalTicket = defineCall({
  method: 'POST',
  path: 'payment/channel/apply/external/ticket',
  summary: '发放进件外部填写链接',
  auth: 'token',
  permission: { anyOf: ISSUE },
  body: Type.Object({
    merchant: Id('商户号'),
    apply_no: Type.Optional(ApplyNo),
    expire_hours: Type.Optional(Type.Integer({ minimum: 1, maximum: EXTERNAL_TICKET_HOURS.max, default: EXTERNAL_TICKET_HOURS.default, title: '有效时长（小时）' })),
  }),
  reply: Type.Object({ id: Type.Integer(), ticket: Type.String({ title: '链接凭证', description: '只在发放时返回一次' }), expire_time: Type.String({ title: '失效时间' }) }),
});

/** Revokes a link: it can no longer be opened, and a session opened with it ends. */
export const channelApplyExternalRevoke = defineCall({
  method: 'POST',
  path: 'payment/channel/apply/external/revoke',
  summary: '撤销进件外部填写链接',
  auth: 'token',
  permission: { anyOf: ISSUE },
  body: Type.Object({ id: Id('链接 ID') }),
  reply: Nothing,
});

export const channelApplyExternalList = defineCall({
  method: 'GET',
  path: 'payment/channel/apply/external/list',
  summary: '已发放的进件外部填写链接',
  auth: 'token',
  permission: { anyOf: ISSUE },
  query: Type.Object({ ...pageQuery(20), merchant: Type.Optional(Id('商户号')), apply_no: Type.Optional(Text('进件编号', 20)) }),
  reply: ListOf(ExternalTicketRecord),
});

/** The link's ticket, once, for a temporary token (rate-limited like the login). */
export const externalSessionExchange = defineCall({
  method: 'POST',
  path: 'external/session/exchange',
  summary: '外部链接换取临时令牌',
  auth: 'none',
  refreshExempt: true,
  body: Type.Object({ ticket: Ticket }),
  reply: Type.Object({ access_token: Type.Object({ value: Type.String(), expire_time: Type.String() }, { title: '临时令牌' }) }),
});

export const externalSession = defineCall({
  method: 'GET',
  path: 'external/session',
  summary: '外部链接的会话信息',
  auth: 'external',
  query: Type.Object({}),
  reply: Type.Object({
    merchant: Type.Object({ id: Type.Integer(), name: Type.String() }, { title: '进件商户' }),
    issuer: Type.Object({ name: Type.String(), merchant_name: Type.String() }, { title: '发起人' }),
    scope: Type.String({ title: '用途' }),
    apply_no: Type.String({ title: '进件编号', description: '空：尚未提交' }),
    expire_time: Type.String({ title: '失效时间' }),
  }),
});

/** What may be applied for: the channels (those the merchant already applied for marked), and this link's application. */
export const externalChannelConfig = defineCall({
  method: 'GET',
  path: 'external/payment/channel/config',
  summary: '外部进件：可申请的支付通道',
  auth: 'external',
  query: Type.Object({}),
  reply: Type.Object({
    channel: Type.Array(Type.Composite([PaymentChannelRecord, Type.Object({ applied: Type.Boolean({ title: '商户已申请' }) })])),
    apply: Type.Union([Type.Object({ apply_no: Type.String(), channel: Type.String(), channel_name: Type.String(), status: Type.Integer() }), Type.Null()], { title: '本链接的进件申请' }),
  }),
});

const Written = Type.Object({ apply_no: Type.String(), status: Type.Integer() });

export const externalChannelApplyCreate = defineCall({
  method: 'POST',
  path: 'external/payment/channel/apply/create',
  summary: '外部进件：提交进件申请',
  auth: 'external',
  body: Type.Object({ channel: Text('支付通道', 20, 1), ...applyFields }),
  reply: Written,
});

export const externalChannelApplyUpdate = defineCall({
  method: 'PUT',
  path: 'external/payment/channel/apply/update',
  summary: '外部进件：修改并重新提交',
  auth: 'external',
  body: Type.Object({ apply_no: ApplyNo, ...applyFields }),
  reply: Written,
});

export const externalChannelApplyDetail = defineCall({
  method: 'GET',
  path: 'external/payment/channel/apply/detail',
  summary: '外部进件：进件申请详情',
  auth: 'external',
  query: Type.Object({ apply_no: ApplyNo }),
  reply: channelApplyDetail.reply,
});

/** The bank directory for the external form (the console's calls need a console token). */
export const externalBankList = defineCall({ ...bankList, path: 'external/payment/bank/list', summary: '外部进件：银行列表', auth: 'external' });
export const externalBankBranchList = defineCall({ ...bankBranchList, path: 'external/payment/bank/branch/list', summary: '外部进件：支行列表', auth: 'external' });

