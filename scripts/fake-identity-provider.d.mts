export interface FakeUser {
  sub: string;
  name: string;
}

export interface FakeIdentityProvider {
  /** Base address, e.g. http://127.0.0.1:40123 */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The person who signs in next (change it between sign-ins). */
  user: FakeUser;
  /** What reached the token and userinfo endpoints. */
  requests: { endpoint: 'token' | 'userinfo'; clientAuth?: 'basic' | 'post'; form?: Record<string, string>; token?: 'present' | 'absent' }[];
  /** The access tokens it issued. */
  accessTokens: string[];
  /** Delay of the token endpoint's answers. */
  tokenDelayMs: number;
  env(overrides?: Record<string, string>): Record<string, string>;
  approve(authorizeUrl: string): { code: string; state: string; redirectUri: string };
  stop(): Promise<void>;
}

export function startFakeIdentityProvider(options?: { clientId?: string; clientSecret?: string; port?: number; user?: FakeUser }): Promise<FakeIdentityProvider>;
