import { createPrivateKey, createPublicKey } from 'node:crypto';
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
  /** What a printed QR code (码牌) opens: this address and the code; relative ones are made absolute on the console's origin. */
  qrcodeBaseUrl: string;
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
  /** Third-party sign-in against one OAuth 2.0 identity provider; undefined: the feature is off. */
  oauth: OauthConfig | undefined;
  /** 支付宝第三方应用授权 (the platform's Alipay app); undefined: the feature is off. */
  alipay: AlipayConfig | undefined;
}

export interface AlipayConfig {
  appId: string;
  /** The app's RSA private key (PEM), which signs every gateway request (RSA2). */
  privateKey: string;
  /** Alipay's public key (PEM), which verifies every gateway answer. */
  alipayPublicKey: string;
  gatewayUrl: string;
  authorizeUrl: string;
  timeoutMs: number;
}

export interface OauthConfig {
  /** The provider's code, stored with every binding: change it only when the provider itself changes. */
  provider: string;
  /** Shown on the login page (使用…登录) and in 账号设置. */
  name: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  /** How the client authenticates at the token URL: HTTP Basic (RFC 6749's default) or in the form body. */
  clientAuth: 'basic' | 'post';
  scope: string;
  /** The userinfo field that identifies the person; a dotted path reaches into a wrapper (`data.user_id`). */
  subjectField: string;
  /** Longest wait for the token and userinfo endpoints. */
  timeoutMs: number;
}

/** The settings without which there is no sign-in; all of them or none. */
const OAUTH_REQUIRED = ['OAUTH_AUTHORIZE_URL', 'OAUTH_TOKEN_URL', 'OAUTH_USERINFO_URL', 'OAUTH_CLIENT_ID', 'OAUTH_CLIENT_SECRET'] as const;

/** Reads OAUTH_*: none of the required settings → off; some of them, or a wrong value → the server does not start. */
function oauthConfig(env: NodeJS.ProcessEnv, timeoutSeconds: number): OauthConfig | undefined {
  const value = (name: string) => (env[name] ?? '').trim();
  const missing = OAUTH_REQUIRED.filter((name) => !value(name));
  if (missing.length === OAUTH_REQUIRED.length) return undefined;
  if (missing.length > 0) throw new Error(`第三方登录配置不完整：缺少 ${missing.join('、')}（要么全部设置，要么全部留空）`);
  for (const name of ['OAUTH_AUTHORIZE_URL', 'OAUTH_TOKEN_URL', 'OAUTH_USERINFO_URL']) {
    let url: URL | undefined;
    try {
      url = new URL(value(name));
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`${name} 须为 http(s) 网址：${value(name)}`);
  }
  const provider = value('OAUTH_PROVIDER') || 'sso';
  if (!/^[a-z][a-z0-9_-]{0,31}$/.test(provider)) throw new Error(`OAUTH_PROVIDER 须为小写字母开头的 1–32 位小写字母、数字、_ 或 -：${provider}`);
  const clientAuth = value('OAUTH_CLIENT_AUTH') || 'basic';
  if (clientAuth !== 'basic' && clientAuth !== 'post') throw new Error(`OAUTH_CLIENT_AUTH 只能为 basic 或 post：${clientAuth}`);
  return {
    provider,
    name: value('OAUTH_PROVIDER_NAME') || '统一身份认证',
    authorizeUrl: value('OAUTH_AUTHORIZE_URL'),
    tokenUrl: value('OAUTH_TOKEN_URL'),
    userinfoUrl: value('OAUTH_USERINFO_URL'),
    clientId: value('OAUTH_CLIENT_ID'),
    clientSecret: value('OAUTH_CLIENT_SECRET'),
    clientAuth,
    scope: value('OAUTH_SCOPE') || 'openid profile',
    subjectField: value('OAUTH_SUBJECT_FIELD') || 'sub',
    timeoutMs: timeoutSeconds * 1000,
  };
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

/** A key as Alipay's console gives it (base64 without PEM lines) or as PEM, possibly with `\n` escapes. */
function pemOf(value: string, kind: 'PRIVATE KEY' | 'PUBLIC KEY') {
  const text = value.replace(/\\n/g, '\n').trim();
  if (text.startsWith('-----BEGIN')) return `${text}\n`;
  const body = text.replace(/\s+/g, '');
  return `-----BEGIN ${kind}-----\n${body.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END ${kind}-----\n`;
}

const ALIPAY_REQUIRED = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;

/** Reads ALIPAY_*: none of the three → off; some of them, or a key that does not parse → the server does not start. */
function alipayConfig(env: NodeJS.ProcessEnv, timeoutSeconds: number): AlipayConfig | undefined {
  const value = (name: string) => (env[name] ?? '').trim();
  const missing = ALIPAY_REQUIRED.filter((name) => !value(name));
  if (missing.length === ALIPAY_REQUIRED.length) return undefined;
  if (missing.length > 0) throw new Error(`支付宝授权配置不完整：缺少 ${missing.join('、')}（要么全部设置，要么全部留空）`);
  const privateKey = pemOf(value('ALIPAY_PRIVATE_KEY'), 'PRIVATE KEY');
  const alipayPublicKey = pemOf(value('ALIPAY_PUBLIC_KEY'), 'PUBLIC KEY');
  try {
    createPrivateKey(privateKey);
  } catch {
    throw new Error('ALIPAY_PRIVATE_KEY 不是有效的 RSA 私钥（PEM，或支付宝开放平台给出的 PKCS#8 base64 文本）');
  }
  try {
    createPublicKey(alipayPublicKey);
  } catch {
    throw new Error('ALIPAY_PUBLIC_KEY 不是有效的支付宝公钥（PEM，或支付宝开放平台给出的 base64 文本）');
  }
  const url = (name: string, fallback: string) => {
    const text = value(name) || fallback;
    let parsed: URL | undefined;
    try {
      parsed = new URL(text);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) throw new Error(`${name} 须为 http(s) 网址：${text}`);
    return text;
  };
  return {
    appId: value('ALIPAY_APP_ID'),
    privateKey,
    alipayPublicKey,
    gatewayUrl: url('ALIPAY_GATEWAY_URL', 'https://openapi.alipay.com/gateway.do'),
    authorizeUrl: url('ALIPAY_AUTHORIZE_URL', 'https://openauth.alipay.com/oauth2/appToAppAuth.htm'),
    timeoutMs: timeoutSeconds * 1000,
  };
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
    qrcodeBaseUrl: (env.QRCODE_BASE_URL ?? '').trim().replace(/\/+$/, '') || '/q',
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
    oauth: oauthConfig(env, int(env.OAUTH_TIMEOUT_SECONDS, 10)),
    alipay: alipayConfig(env, int(env.ALIPAY_TIMEOUT_SECONDS, 10)),
  };
}
