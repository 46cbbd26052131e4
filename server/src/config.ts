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
  /** Export and import jobs: the worker of this instance (see the README). */
  jobs: JobConfig;
  /** Uploads: token secret (else generated into `dataDir`), token lifetime, size limits, storage, links. */
  upload: UploadConfig;
  /** The map dialog: tile sources shown to the console, and the keyed place-search provider it proxies. */
  map: MapConfig;
  /** The online-support chat: an OpenAI-compatible model when configured, chat tokens and limits. */
  ai: AiConfig;
}

export interface AiConfig {
  /** Base address of an OpenAI-compatible API (`…/v1`); the chat calls `{baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Longest wait for the model's next piece of an answer (and for its first). */
  timeoutMs: number;
  /** A chat session ends after this long without a question. */
  idleSeconds: number;
  /** HMAC key of chat tokens; empty: a random key kept in `dataDir/chat-secret`. */
  chatSecret: string;
  /** Questions (and chat tokens) per client IP and minute. */
  rateLimit: number;
}

/** The model is used only when both its address and key are set. */
export const modelConfigured = (ai: AiConfig) => !!ai.baseUrl && !!ai.apiKey;

export interface MapConfig {
  /** Leaflet URL templates of the street map and satellite tiles; empty: the dialog shows a plain grid. */
  tileUrl: string;
  satelliteTileUrl: string;
  /** Shown in the map's corner (most tile licences require it). */
  tileAttribution: string;
  /** Key of the Tencent-style WebService API (place search, suggestions, reverse geocoding); empty: offline. */
  providerKey: string;
  /** Its signing secret (SK), when the key requires signed requests. */
  providerSecret: string;
  /** Its base address. */
  providerUrl: string;
}

export interface UploadConfig {
  /** HMAC key of upload tokens; empty: a random key kept in `dataDir/upload-secret` (one instance or a shared DATA_DIR). */
  secret: string;
  tokenTtl: number;
  /** Largest file in bytes, per upload space. */
  maxBytes: { default: number; advertising: number };
  /** Base of the links answered for stored files; default `/files` (served by this server). */
  publicUrl: string;
  /** S3-compatible storage when endpoint, bucket and keys are set; else files live in `dataDir/files`. */
  s3: { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string } | undefined;
}

export interface JobConfig {
  /** Run a job worker in this instance (JOB_WORKER=0: API only). */
  worker: boolean;
  /** Jobs one worker runs at once. */
  concurrency: number;
  /** A claimed job's lease; another worker takes the job over once it has run out. */
  leaseMs: number;
  /** How often an idle worker looks for work it was not woken for (expired leases, retries). */
  pollMs: number;
  /** Rows an import applies per transaction; rows an export writes per page. */
  importChunkRows: number;
  exportChunkRows: number;
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
    jobs: {
      worker: env.JOB_WORKER !== '0',
      concurrency: int(env.JOB_CONCURRENCY, 2),
      leaseMs: int(env.JOB_LEASE_SECONDS, 60) * 1000,
      pollMs: int(env.JOB_POLL_SECONDS, 5) * 1000,
      importChunkRows: int(env.JOB_IMPORT_CHUNK_ROWS, 500),
      exportChunkRows: int(env.JOB_EXPORT_CHUNK_ROWS, 5000),
    },
    upload: {
      secret: env.UPLOAD_SECRET ?? '',
      tokenTtl: int(env.UPLOAD_TOKEN_TTL_SECONDS, 600),
      maxBytes: { default: int(env.UPLOAD_MAX_BYTES, 20_000_000), advertising: int(env.UPLOAD_ADVERTISING_MAX_BYTES, 20_000_000) },
      publicUrl: (env.FILES_PUBLIC_URL ?? '').replace(/\/+$/, '') || '/files',
      s3:
        env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY && env.S3_SECRET_KEY
          ? { endpoint: env.S3_ENDPOINT.replace(/\/+$/, ''), bucket: env.S3_BUCKET, accessKey: env.S3_ACCESS_KEY, secretKey: env.S3_SECRET_KEY, region: env.S3_REGION || 'us-east-1' }
          : undefined,
    },
    map: {
      tileUrl: env.MAP_TILE_URL ?? '',
      satelliteTileUrl: env.MAP_SATELLITE_TILE_URL ?? '',
      tileAttribution: env.MAP_TILE_ATTRIBUTION ?? '',
      providerKey: env.MAP_PROVIDER_KEY ?? '',
      providerSecret: env.MAP_PROVIDER_SECRET ?? '',
      providerUrl: (env.MAP_PROVIDER_URL ?? '').replace(/\/+$/, '') || 'https://apis.map.qq.com',
    },
    ai: {
      baseUrl: (env.AI_BASE_URL ?? '').trim().replace(/\/+$/, '').replace(/\/chat\/completions$/, ''),
      apiKey: env.AI_API_KEY ?? '',
      model: env.AI_MODEL || 'gpt-4o-mini',
      timeoutMs: int(env.AI_TIMEOUT_SECONDS, 30) * 1000,
      idleSeconds: int(env.AI_CHAT_IDLE_SECONDS, 600),
      chatSecret: env.AI_CHAT_SECRET ?? '',
      rateLimit: int(env.AI_CHAT_RATE_LIMIT, 30),
    },
  };
}
