export interface FakeAlipayMerchant {
  userId: string;
  name: string;
}

export interface FakeAlipay {
  /** Base address, e.g. http://127.0.0.1:40123 */
  url: string;
  appId: string;
  /** The Alipay account that authorizes next (change it between authorizations). */
  merchant: FakeAlipayMerchant;
  /** What reached the gateway: its parameters but the signature, and whether the app's signature verified. */
  requests: (Record<string, string> & { signed: boolean })[];
  /** 'ok'; 'down' (HTTP 502); 'forge' (answers signed with another key); 'refuse' (isv.invalid-signature). */
  mode: 'ok' | 'down' | 'forge' | 'refuse';
  /** Delay of the gateway's answers. */
  delayMs: number;
  /** The app_auth_tokens it issued. */
  issuedTokens: string[];
  env(overrides?: Record<string, string>): Record<string, string>;
  /** The callback address the authorize page sends the merchant back to once they agree. */
  approve(authorizeUrl: string): URL;
  stop(): Promise<void>;
}

export function startFakeAlipay(options?: { appId?: string; port?: number; merchant?: FakeAlipayMerchant }): Promise<FakeAlipay>;
