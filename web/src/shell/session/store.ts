import type { CallDefinition } from '@console/contract';
import { create } from 'zustand';
import { connectSession } from '../../lib/request';
import { isPublicPath, loginPath, needsSession } from '../../lib/paths';
import { feedback } from '../feedback/feedback';
import { sessionApi, type UserInfo } from './api';
import { clearSessionStorage, needsRefresh, readToken, TOKEN_KEY, writeToken } from './storage';

/** Whether requests travel through the payload codec: the app's switch, read once a session starts. */
let payloadCodec = true;

export const NO_PERMISSION_MESSAGE = '未分配权限，请联系管理员';

interface SessionState {
  status: 'starting' | 'ready' | 'anonymous';
  user?: UserInfo;
  permissions: ReadonlySet<string>;
  products: ReadonlySet<string>;
  /** The token this tab logged in with, to notice a login in another tab. */
  token?: string;
  /** Applies a session answer (login, whoami); false when it carries no permission. */
  apply(user: UserInfo, accessToken?: { type: string; value: string; expire_in: number }): boolean;
  /** Fetches the user info at start (unless on a public path); any failure ends the session. */
  start(pathname: string): Promise<void>;
  /** Revokes the token, clears the session items and returns to login. */
  logout(options?: { stay?: boolean; pCount?: boolean }): Promise<void>;
  /** Ends the session without calling the server (401, failures) and goes to login with a redirect. */
  expire(): void;
}

const empty = { user: undefined, permissions: new Set<string>(), products: new Set<string>(), token: undefined };

const currentPath = () => `${window.location.pathname}${window.location.search}`;

export const useSession = create<SessionState>()((set, get) => ({
  status: 'starting',
  ...empty,

  apply(answer, accessToken) {
    const { access_token: _ignored, ...user } = answer as UserInfo & { access_token?: unknown };
    if (user.permission.length === 0) {
      feedback.message?.error(NO_PERMISSION_MESSAGE);
      clearSessionStorage();
      set({ status: 'anonymous', ...empty });
      return false;
    }
    const token = accessToken ? writeToken(accessToken).value : readToken()?.value;
    set({ status: 'ready', user, permissions: new Set(user.permission), products: new Set(user.product), token });
    // The app's codec switch (session/app/key); until it answers, payloads stay encoded.
    void sessionApi.appKey(user.app_id).then((key) => (payloadCodec = key.payload_codec), () => undefined);
    return true;
  },

  async start(pathname) {
    const token = readToken();
    if (!token || token.expireAt <= Date.now()) {
      if (token) clearSessionStorage();
      set({ status: 'anonymous', ...empty });
      return;
    }
    // Public pages start without the user, but the login page (it may go on to the console) and the signed-in public pages.
    if (isPublicPath(pathname) && pathname !== '/' && !needsSession(pathname)) {
      set({ status: 'anonymous', ...empty });
      return;
    }
    try {
      const user = await sessionApi.whoami(needsRefresh(token));
      get().apply(user, user.access_token);
    } catch {
      clearSessionStorage();
      set({ status: 'anonymous', ...empty });
    }
  },

  async logout({ stay = false, pCount = false } = {}) {
    await sessionApi.logout().catch(() => undefined);
    clearSessionStorage({ pCount });
    sessionStorage.clear();
    set({ status: 'anonymous', ...empty });
    if (!stay) window.location.replace('/');
  },

  expire() {
    clearSessionStorage();
    set({ status: 'anonymous', ...empty });
    if (!isPublicPath(window.location.pathname) || needsSession(window.location.pathname)) window.location.replace(loginPath(currentPath()));
  },
}));

let refreshing: Promise<void> | undefined;

/** Refreshes the token once when it is within 1,200 s of expiry; exempt calls (document 1 §9) never wait. */
async function refreshBefore(call: CallDefinition) {
  if (call.refreshExempt || call.auth !== 'token' || !needsRefresh(readToken())) return;
  refreshing ??= sessionApi
    .whoami(true)
    .then((user) => void useSession.getState().apply(user, user.access_token))
    .catch(() => useSession.getState().expire())
    .finally(() => (refreshing = undefined));
  await refreshing;
}

connectSession({ onUnauthorized: () => useSession.getState().expire(), beforeSend: refreshBefore, encodePayload: () => payloadCodec });

/**
 * Another tab logged in as someone else (or out): this tab's session no longer matches storage. Reported
 * once, however many storage writes the other tab makes.
 */
export function watchOtherTabs(onChange: () => void) {
  let reported = false;
  const listener = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY || reported) return;
    const mine = useSession.getState().token;
    if (mine && readToken()?.value !== mine) {
      reported = true;
      onChange();
    }
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
