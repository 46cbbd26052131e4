import { Type } from '@sinclair/typebox';
import { defineCall, Nothing, Text } from '../../call.js';

/** The user info of document 1 §3, answered by whoami and at login. */
export const UserInfo = Type.Object({
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String(),
  merchant_kind: Type.String(),
  name: Type.String(),
  system: Type.String(),
  avatar: Type.String(),
  account: Type.String(),
  manager_id: Type.Integer(),
  app_id: Type.String(),
  mobile: Type.String(),
  nickname: Type.String(),
  identity: Type.String({ description: 'superuser 主账号 / manager 子账号' }),
  main_account_name: Type.String({ description: '所属商户主账号的名称' }),
  product: Type.Array(Type.String()),
  permission: Type.Array(Type.String()),
});

export const AccessToken = Type.Object({
  type: Type.String(),
  value: Type.String(),
  expire_in: Type.Integer({ description: '有效秒数' }),
});

export const Session = Type.Object({
  access_token: AccessToken,
  permission: Type.Array(Type.String()),
  product: Type.Array(Type.String()),
  user_info: UserInfo,
});

const Account = Text('账号', 64, 1);

export const managerSecret = defineCall({
  method: 'GET',
  path: 'merchant/manager/secret',
  summary: '登录挑战：取得一次性挑战码，并告知是否需要图形验证码',
  auth: 'none',
  refreshExempt: true,
  query: Type.Object({ account: Account }),
  reply: Type.Object({
    challenge: Type.String(),
    expire_in: Type.Integer(),
    captcha_required: Type.Boolean(),
  }),
});

export const managerCaptcha = defineCall({
  method: 'GET',
  path: 'merchant/manager/captcha',
  summary: '图形验证码（SVG），与挑战码绑定',
  auth: 'none',
  refreshExempt: true,
  query: Type.Object({ challenge: Text('挑战码', 64, 1) }),
  reply: Type.Object({ image: Type.String({ description: 'SVG 图片' }) }),
});

export const managerOauth = defineCall({
  method: 'POST',
  path: 'merchant/manager/oauth',
  summary: '账号密码登录',
  auth: 'none',
  refreshExempt: true,
  body: Type.Object({
    account: Account,
    password: Text('密码', 64, 1),
    challenge: Text('挑战码', 64, 1),
    captcha: Type.Optional(Text('图形验证码', 8, 1)),
  }),
  reply: Session,
});

export const managerWhoami = defineCall({
  method: 'GET',
  path: 'merchant/manager/whoami',
  summary: '当前用户信息；refresh_token=1 时换发新的访问令牌',
  auth: 'token',
  refreshExempt: true,
  query: Type.Object({ refresh_token: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '刷新令牌' })) }),
  reply: Type.Composite([UserInfo, Type.Object({ access_token: Type.Optional(AccessToken) })]),
});

export const managerLogout = defineCall({
  method: 'POST',
  path: 'merchant/manager/logout',
  summary: '退出登录（服务端吊销令牌）',
  auth: 'token',
  body: Type.Object({}),
  reply: Nothing,
});

export const managerPasswd = defineCall({
  method: 'POST',
  path: 'merchant/manager/passwd',
  summary: '修改本人密码（吊销该账号的全部令牌）',
  auth: 'token',
  refreshExempt: true,
  body: Type.Object({
    old_password: Text('原密码', 64, 1),
    new_password: Text('新密码', 20, 8),
  }),
  reply: Nothing,
});
