import { resolve } from 'node:path';

/** Settings, all from the environment (see the README's table). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when empty the embedded PGlite in `dataDir` is used. */
  databaseUrl: string;
  databasePoolSize: number;
  demoPassword: string | undefined;
  logLevel: string;
  /** Access-token lifetime in seconds. */
  tokenTtl: number;
  /** Login calls allowed per client IP and minute. */
  loginRateLimit: number;
  /** argon2id cost: 'standard' in production, 'fast' only for tests. */
  passwordHashCost: 'standard' | 'fast';
  /** Directory of the built console (served at /). */
  webDir: string;
  /** Trust X-Forwarded-For from a load balancer. */
  trustProxy: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const int = (value: string | undefined, fallback: number) => {
    const parsed = Number.parseInt(value ?? '', 10);
    return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
  };
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL ?? '',
    databasePoolSize: int(env.DATABASE_POOL_SIZE, 10),
    demoPassword: env.DEMO_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    tokenTtl: int(env.TOKEN_TTL_SECONDS, 7200),
    loginRateLimit: int(env.LOGIN_RATE_LIMIT, 60),
    passwordHashCost: env.PASSWORD_HASH_COST === 'fast' ? 'fast' : 'standard',
    webDir: resolve(root, env.WEB_DIR ?? 'web/dist'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
