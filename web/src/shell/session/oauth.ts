import type { OauthPurposeValue } from '@console/contract';
import { useCallback, useEffect, useState } from 'react';
import { sessionApi } from './api';

/** The sign-in this tab started: a callback carrying another state was not started here and is refused. */
const PENDING_KEY = 'oauthPending';

export interface PendingOauth {
  state: string;
  purpose: OauthPurposeValue;
}

/**
 * Starts a third-party sign-in (`login`, with the page to open afterwards) or the binding of the signed-in account
 * (`bind`): the server answers the identity provider's address, this tab remembers the state, the browser goes.
 */
export async function beginOauth(purpose: OauthPurposeValue, redirect?: string, go: (url: string) => void = (url) => window.location.assign(url)) {
  const answer = await sessionApi.oauthAuthorize(purpose, redirect);
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ state: answer.state, purpose } satisfies PendingOauth));
  go(answer.authorize_url);
}

/** The sign-in this tab started, read once: it is removed as it is read. */
export function takePendingOauth(): PendingOauth | undefined {
  const text = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  try {
    const pending = JSON.parse(text ?? 'null') as PendingOauth | null;
    return pending && typeof pending.state === 'string' && (pending.purpose === 'login' || pending.purpose === 'bind') ? pending : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A button that leaves for the identity provider: `leaving` from the click until the browser goes (or the call
 * fails, which the request layer shows); reset when the browser brings the page back from its cache (Back).
 */
export function useBeginOauth() {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  const begin = useCallback((purpose: OauthPurposeValue, redirect?: string) => {
    setLeaving(true);
    beginOauth(purpose, redirect).catch(() => setLeaving(false));
  }, []);
  return { leaving, begin };
}
