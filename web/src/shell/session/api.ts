import {
  appKey,
  type AuthorizationCodeBody,
  type CallBody,
  type CallReply,
  managerCaptcha,
  managerLogout,
  managerOauth,
  managerOauthAuthorize,
  managerOauthBind,
  managerSecret,
  managerWhoami,
  type OauthPurposeValue,
} from '@console/contract';
import { send } from '../../lib/request';

export type UserInfo = Omit<CallReply<typeof managerWhoami>, 'access_token'>;

export const sessionApi = {
  secret: (account: string) => send(managerSecret, { account }, { silent: true }),
  captcha: (challenge: string) => send(managerCaptcha, { challenge }, { silent: true }),
  login: (body: CallBody<typeof managerOauth>) => send(managerOauth, body),
  whoami: (refresh = false) => send(managerWhoami, refresh ? { refresh_token: 1 } : {}, { silent: true }),
  logout: () => send(managerLogout, {}, { silent: true }),
  appKey: (appId: string) => send(appKey, { app_id: appId }, { silent: true }),
  /** Third-party sign-in: where to send the browser (the state is kept by the server, hashed). */
  oauthAuthorize: (purpose: OauthPurposeValue, redirect?: string) => send(managerOauthAuthorize, { purpose, redirect }),
  /** The callback page shows failures itself. */
  oauthLogin: (body: AuthorizationCodeBody) => send(managerOauth, body, { silent: true }),
  oauthBind: (body: AuthorizationCodeBody) => send(managerOauthBind, body, { silent: true }),
};
