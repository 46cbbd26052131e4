import { Type, type Static } from '@sinclair/typebox';
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

// Field sets are kept as plain objects: the console's TypeBox shim builds empty schemas, so no schema's
// `.properties` may be read when a module loads.
const sessionFields = {
  access_token: AccessToken,
  permission: Type.Array(Type.String()),
  product: Type.Array(Type.String()),
  user_info: UserInfo,
};
export const Session = Type.Object(sessionFields);

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

const passwordFields = {
  account: Account,
  password: Text('密码', 64, 1),
  challenge: Text('挑战码', 64, 1),
  captcha: Text('图形验证码', 8, 1),
};
const codeFields = {
  code: Text('授权码', 2048, 1),
  state: Text('state', 128, 1),
};

/** Signing in with an account's password (the login page's form). */
export const PasswordLogin = Type.Object({ ...passwordFields, captcha: Type.Optional(passwordFields.captcha) });

/** What the identity provider sends the browser back to `/manager/oauth` with (third-party sign-in and binding). */
export const AuthorizationCode = Type.Object(codeFields);

export type PasswordLoginBody = Static<typeof PasswordLogin>;
export type AuthorizationCodeBody = Static<typeof AuthorizationCode>;

/**
 * One login call, two forms: account + password + challenge (+ captcha), or the identity provider's code + state.
 * Every field is optional in the schema (a union would lose its messages to `removeAdditional`); the server checks
 * the chosen form against `PasswordLogin` or `AuthorizationCode` and names a missing field as the schema would.
 */
export const managerOauth = defineCall({
  method: 'POST',
  path: 'merchant/manager/oauth',
  summary: '登录：账号密码，或第三方登录的授权码',
  auth: 'none',
  refreshExempt: true,
  body: Type.Object(
    {
      account: Type.Optional(passwordFields.account),
      password: Type.Optional(passwordFields.password),
      challenge: Type.Optional(passwordFields.challenge),
      captcha: Type.Optional(passwordFields.captcha),
      code: Type.Optional(codeFields.code),
      state: Type.Optional(codeFields.state),
    },
    { description: '账号密码登录：account、password、challenge 必填，需要时带 captcha；第三方登录：code、state 必填（来自 /manager/oauth 的回调地址）' },
  ),
  reply: Type.Object({
    ...sessionFields,
    redirect: Type.Optional(Type.String({ title: '登录后打开的页面', description: '第三方登录发起时要求的控制台路径' })),
  }),
});

export const OauthPurpose = { login: 'login', bind: 'bind' } as const;
export type OauthPurposeValue = (typeof OauthPurpose)[keyof typeof OauthPurpose];

/**
 * Starts a third-party sign-in (`login`) or binds the signed-in account (`bind`, which needs the token): a single-use
 * state (10 minutes) and a PKCE verifier are kept by the server, and the browser is sent to `authorize_url`.
 */
export const managerOauthAuthorize = defineCall({
  method: 'POST',
  path: 'merchant/manager/oauth/authorize',
  summary: '发起第三方登录或绑定：取得统一身份认证的授权地址',
  auth: 'none',
  refreshExempt: true,
  body: Type.Object({
    purpose: Type.Union([Type.Literal(OauthPurpose.login), Type.Literal(OauthPurpose.bind)], { title: '用途', description: 'login 登录；bind 为当前登录的账号绑定（需要令牌）' }),
    redirect: Type.Optional(Text('登录后打开的页面', 500)),
  }),
  reply: Type.Object({
    authorize_url: Type.String({ title: '授权地址', description: '浏览器前往此地址，在统一身份认证登录并授权' }),
    state: Type.String({ title: 'state', description: '一次性，回调时原样带回' }),
    expire_in: Type.Integer({ description: '有效秒数' }),
  }),
});

/** The caller's binding to the configured identity provider. */
export const OauthBinding = Type.Object({
  provider: Type.String({ title: '身份提供方标识' }),
  provider_name: Type.String({ title: '身份提供方名称' }),
  bound: Type.Boolean({ title: '是否已绑定' }),
  subject: Type.Optional(Type.String({ title: '第三方账号标识' })),
  subject_name: Type.Optional(Type.String({ title: '第三方账号名称' })),
  bind_time: Type.Optional(Type.String({ title: '绑定时间' })),
});

export const managerOauthBinding = defineCall({
  method: 'GET',
  path: 'merchant/manager/oauth/bind',
  summary: '本人的第三方账号绑定情况',
  auth: 'token',
  reply: OauthBinding,
});

export const managerOauthBind = defineCall({
  method: 'POST',
  path: 'merchant/manager/oauth/bind',
  summary: '绑定第三方账号（用授权码换取身份后绑定到当前账号）',
  auth: 'token',
  body: AuthorizationCode,
  reply: OauthBinding,
});

export const managerOauthUnbind = defineCall({
  method: 'DELETE',
  path: 'merchant/manager/oauth/bind',
  summary: '解除本人的第三方账号绑定',
  auth: 'token',
  reply: OauthBinding,
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
