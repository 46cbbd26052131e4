import { Type } from '@sinclair/typebox';
import { defineCall, Text } from '../../call.js';

/**
 * 支付宝第三方应用授权 (document 1 §2 public route `/payment/channel/auth/alipay/callback`, "provider authorization
 * callback (Alipay)"): once a merchant's 支付宝 application (进件, channel ALIPAY) is open, the merchant authorizes
 * the platform's Alipay app to call Alipay for it (app_auth_token). The partner starts it in the console and shows the
 * merchant a link and QR code; the merchant authorizes in Alipay, which sends the browser back to the public callback
 * page with `app_auth_code` and the one-time `state`. docs/decisions.md, "Alipay app authorization (支付宝授权)".
 */

/** 0 待授权 (started, waiting for the merchant), 1 已授权, 2 授权失败, 3 已失效 (replaced by a later authorization). */
export const ChannelAuthStatus = { waiting: 0, authorized: 1, failed: 2, replaced: 3 } as const;
export const channelAuthStatusNames: Record<number, string> = { 0: '待授权', 1: '已授权', 2: '授权失败', 3: '已失效' };

/** The console's public page Alipay sends the browser back to (document 1 §2). */
export const ALIPAY_AUTH_CALLBACK_PATH = '/payment/channel/auth/alipay/callback';

/** The channel whose applications are authorized this way. */
export const ALIPAY_CHANNEL = 'ALIPAY';

/** `2088 **** 1234`: an Alipay account id (PID) shown without its middle. */
export const maskAlipayUser = (id: string) => (id.length <= 8 ? id : `${id.slice(0, 4)} **** ${id.slice(-4)}`);

const ApplyNo = Text('进件编号', 40, 1);

export const ChannelAuthRecord = Type.Object({
  status: Type.Integer({ title: '授权状态', description: '0 待授权，1 已授权，2 授权失败，3 已失效' }),
  status_name: Type.String({ title: '授权状态名称' }),
  alipay_user_id: Type.String({ title: '支付宝账号（PID）', description: '只显示首尾四位' }),
  auth_app_id: Type.String({ title: '授权应用 APPID' }),
  issuer: Type.String({ title: '发起人' }),
  reason: Type.String({ title: '失败原因' }),
  create_time: Type.String({ title: '发起时间' }),
  authorized_time: Type.Union([Type.String(), Type.Null()], { title: '授权时间' }),
  expire_time: Type.Union([Type.String(), Type.Null()], { title: '授权有效期至' }),
});

/** The authorization of one application: whether the platform can start one here, and the last one, if any. */
export const channelAuthAlipayGet = defineCall({
  method: 'GET',
  path: 'payment/channel/auth/alipay',
  summary: '支付宝授权状态',
  auth: 'token',
  permission: { anyOf: ['payment:partner:channel:apply:list', 'payment:channel:apply:list'] },
  query: Type.Object({ apply_no: ApplyNo }),
  reply: Type.Object({
    configured: Type.Boolean({ title: '平台已配置支付宝应用' }),
    apply_no: Type.String(),
    /** The authorization in force, else the last one started. */
    current: Type.Union([ChannelAuthRecord, Type.Null()]),
  }),
});

/** Starts an authorization: a one-time state and the Alipay address the merchant opens (link or QR code). */
export const channelAuthAlipayStart = defineCall({
  method: 'POST',
  path: 'payment/channel/auth/alipay',
  summary: '发起支付宝授权',
  auth: 'token',
  permission: { anyOf: ['payment:partner:channel:apply:update'] },
  body: Type.Object({ apply_no: ApplyNo }),
  reply: Type.Object({
    authorize_url: Type.String({ title: '授权地址', description: '商户用支付宝扫码或在浏览器中打开，授权后回到本平台' }),
    expire_in: Type.Integer({ description: '有效秒数' }),
  }),
});

/** The public callback page hands over what Alipay sent back (no console token: the merchant may be on a phone). */
export const channelAuthAlipayCallback = defineCall({
  method: 'POST',
  path: 'payment/channel/auth/alipay/callback',
  summary: '支付宝授权回调',
  auth: 'none',
  refreshExempt: true,
  body: Type.Object({
    app_auth_code: Text('授权码', 128, 1),
    state: Text('state', 128, 1),
    app_id: Type.Optional(Text('应用 APPID', 40)),
  }),
  reply: Type.Object({
    merchant_name: Type.String({ title: '商户名称' }),
    apply_no: Type.String({ title: '进件编号' }),
    alipay_user_id: Type.String({ title: '支付宝账号（PID）', description: '只显示首尾四位' }),
    authorized_time: Type.String({ title: '授权时间' }),
    expire_time: Type.Union([Type.String(), Type.Null()], { title: '授权有效期至' }),
  }),
});
