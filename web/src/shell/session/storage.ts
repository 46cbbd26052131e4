/**
 * Browser storage of the session (document 1 §4 and §9). The token lives under `accessToken` with its
 * expiry; logout clears exactly the items listed here (and `p_count` only when asked).
 */
export const TOKEN_KEY = 'accessToken';

/** Local items cleared at logout, by the names the console stores them under. */
export const LOGOUT_ITEMS = [
  TOKEN_KEY,
  'user_info',
  'permission',
  'product',
  'dynamic_routes',
  'merchant_info',
  'cached_routes',
  'menu_list',
  'invoice_tip',
  'area_list',
  'state_copy',
  'popup_date',
  'open_id',
  'merchant_sign',
] as const;
export const P_COUNT_KEY = 'p_count';

export interface StoredToken {
  /** `Bearer …`: the Authorization header value. */
  value: string;
  /** Milliseconds since the epoch. */
  expireAt: number;
}

export function readToken(storage: Storage = localStorage): StoredToken | undefined {
  try {
    const parsed = JSON.parse(storage.getItem(TOKEN_KEY) ?? 'null') as StoredToken | null;
    return parsed && typeof parsed.value === 'string' && typeof parsed.expireAt === 'number' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function writeToken(token: { type: string; value: string; expire_in: number }, now = Date.now(), storage: Storage = localStorage): StoredToken {
  const stored = { value: `${token.type} ${token.value}`, expireAt: now + token.expire_in * 1000 };
  storage.setItem(TOKEN_KEY, JSON.stringify(stored));
  return stored;
}

export function clearSessionStorage({ pCount = false } = {}, storage: Storage = localStorage) {
  for (const key of LOGOUT_ITEMS) storage.removeItem(key);
  if (pCount) storage.removeItem(P_COUNT_KEY);
}

/** Refresh when the token is within 1,200 s of expiry (document 1 §9). */
export const REFRESH_WITHIN_MS = 1_200_000;
export const needsRefresh = (token: StoredToken | undefined, now = Date.now()) => !!token && token.expireAt - now < REFRESH_WITHIN_MS;
