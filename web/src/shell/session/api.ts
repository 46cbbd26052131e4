import { appKey, type CallBody, type CallReply, managerCaptcha, managerLogout, managerOauth, managerSecret, managerWhoami } from '@console/contract';
import { send } from '../../lib/request';

export type UserInfo = Omit<CallReply<typeof managerWhoami>, 'access_token'>;

export const sessionApi = {
  secret: (account: string) => send(managerSecret, { account }, { silent: true }),
  captcha: (challenge: string) => send(managerCaptcha, { challenge }, { silent: true }),
  login: (body: CallBody<typeof managerOauth>) => send(managerOauth, body),
  whoami: (refresh = false) => send(managerWhoami, refresh ? { refresh_token: 1 } : {}, { silent: true }),
  logout: () => send(managerLogout, {}, { silent: true }),
  appKey: (appId: string) => send(appKey, { app_id: appId }, { silent: true }),
};
