import { calls, type CallBody, type CallReply } from '@console/contract';
import { send } from '../../lib/request';

export type UserInfo = Omit<CallReply<typeof calls.managerWhoami>, 'access_token'>;

export const sessionApi = {
  secret: (account: string) => send(calls.managerSecret, { account }, { silent: true }),
  captcha: (challenge: string) => send(calls.managerCaptcha, { challenge }, { silent: true }),
  login: (body: CallBody<typeof calls.managerOauth>) => send(calls.managerOauth, body),
  whoami: (refresh = false) => send(calls.managerWhoami, refresh ? { refresh_token: 1 } : {}, { silent: true }),
  logout: () => send(calls.managerLogout, {}, { silent: true }),
  appKey: (appId: string) => send(calls.appKey, { app_id: appId }, { silent: true }),
};
