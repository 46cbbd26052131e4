import { create } from 'zustand';

// 外部填写链接 (docs/decisions.md, "External (temporary-token) pages"): the temporary token a link's ticket was exchanged
// for. Kept in this tab's sessionStorage only (never the URL, never localStorage beside the console's token).

export const EXTERNAL_TOKEN_KEY = 'external_token';

export const readExternalToken = (storage: Storage = sessionStorage) => storage.getItem(EXTERNAL_TOKEN_KEY) ?? undefined;

/**
 * Whether the external pages must show 'token missing' (no token, or the server refused it). Read when the module
 * loads: without a browser's storage (a module imported by a unit test under Node) there is no token.
 */
export const useExternalToken = create<{ invalid: boolean }>(() => ({ invalid: typeof sessionStorage === 'undefined' || !readExternalToken() }));

export function writeExternalToken(value: string, storage: Storage = sessionStorage) {
  storage.setItem(EXTERNAL_TOKEN_KEY, value);
  useExternalToken.setState({ invalid: false });
}

/** The token is missing, expired or revoked: forget it; the external pages show the message. */
export function dropExternalToken(storage: Storage = sessionStorage) {
  storage.removeItem(EXTERNAL_TOKEN_KEY);
  useExternalToken.setState({ invalid: true });
}
