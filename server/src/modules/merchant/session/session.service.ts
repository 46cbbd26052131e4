import { createHash, randomBytes } from 'node:crypto';
import { permissionCatalogue } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../../config.js';
import type { Database, Tx } from '../../../db/client.js';
import { effectivePermissions, type Access } from '../../../plugins/access.js';
import type { Client } from '../../../plugins/route.js';
import { computeScope } from '../../../plugins/tenant.js';
import * as repository from './session.repository.js';

/** What changed in identity data, so that cached access contexts are dropped on every instance. */
export type AuthzEvent = { type: 'token'; tokenHash: string } | { type: 'managers'; ids: number[] } | { type: 'all' };

const CHANNEL = 'console_authz';
const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 10_000;
/** A refreshed token's predecessor stays valid this long, for requests already in flight. */
const REFRESH_GRACE_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions: random 256-bit tokens stored as SHA-256 hashes; the access context of a token (manager,
 * merchant, products, permissions, scope) is cached briefly in memory and dropped on every instance
 * when a token is revoked or any identity data changes (PostgreSQL LISTEN/NOTIFY between instances).
 */
export class SessionService {
  /** Keyed by the token itself (kept in this process's memory only), so a hit costs no hashing. */
  private readonly cache = new Map<string, { access: Access; until: number }>();
  /** token hash → token, to drop one entry when a revocation names a hash. */
  private readonly tokenOfHash = new Map<string, string>();
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
  ) {}

  async start() {
    await this.db.listen(CHANNEL, (payload) => {
      try {
        this.forget(JSON.parse(payload) as AuthzEvent);
      } catch {
        this.forget({ type: 'all' });
      }
    });
  }

  /** The cached access context of a token, without waiting; undefined when it must be loaded. */
  cached(token: string): Access | undefined {
    const entry = this.cache.get(token);
    const now = Date.now();
    return entry && entry.until > now && entry.access.expireTime.getTime() > now ? entry.access : undefined;
  }

  /** The access context of a bearer token, or null when it is unknown, expired or revoked. */
  async authenticate(token: string): Promise<Access | null> {
    const cached = this.cached(token);
    if (cached) return cached;
    const now = Date.now();
    const tokenHash = hashToken(token);
    const generation = this.generation;
    const access = await this.db.tenant('all', (tx) => this.load(tx, tokenHash));
    if (access && generation === this.generation) {
      if (this.cache.size >= CACHE_MAX) this.drop(this.cache.keys().next().value!);
      this.cache.set(token, { access, until: now + CACHE_TTL_MS });
      this.tokenOfHash.set(tokenHash, token);
    }
    return access;
  }

  private drop(token: string) {
    const entry = this.cache.get(token);
    this.cache.delete(token);
    if (entry) this.tokenOfHash.delete(entry.access.tokenHash);
  }

  private async load(tx: Tx, tokenHash: string): Promise<Access | null> {
    const row = await repository.findLiveSession(tx, tokenHash);
    if (!row) return null;
    // One connection runs one statement at a time: these run in sequence.
    const products = await repository.ownedProducts(tx, row.merchant.id);
    const granted = row.manager.superuser ? null : await repository.rolePermissionsOf(tx, row.manager.id);
    // A permission the operator disabled is held by nobody, superusers included.
    const disabled = new Set(await repository.disabledPermissions(tx));
    const relations = row.merchant.kind === 'platform' ? [] : await repository.relationsBelow(tx, row.merchant.id);
    const mainAccountName = await repository.mainAccountName(tx, row.merchant.id);
    const productSet = new Set(products);
    return {
      tokenHash,
      expireTime: row.expireTime,
      appId: row.appId,
      manager: row.manager,
      merchant: { ...row.merchant, mainAccountName },
      products: productSet,
      // A superuser holds every permission of the merchant's products.
      permissions: effectivePermissions((granted ?? permissionCatalogue.map((p) => p.code)).filter((code) => !disabled.has(code)), productSet, row.merchant.kind),
      scope: computeScope(row.merchant, relations),
    };
  }

  /** Opens a session; answers the token (shown once, never stored) and its lifetime. */
  async open(tx: Tx, values: { manager: number; merchant: number; appId: string }, client: Client) {
    const token = randomBytes(32).toString('base64url');
    await repository.insertSession(tx, {
      token_hash: hashToken(token),
      manager: values.manager,
      merchant: values.merchant,
      app_id: values.appId,
      ip: client.ip,
      user_agent: client.userAgent.slice(0, 300),
      expire_time: new Date(Date.now() + this.config.tokenTtl * 1000),
    });
    return { type: 'Bearer', value: token, expire_in: this.config.tokenTtl };
  }

  /** Logout: the token stops working at once. */
  async revoke(tx: Tx, tokenHash: string) {
    await repository.revokeSession(tx, tokenHash);
    await this.publish(tx, { type: 'token', tokenHash });
  }

  /** A fresh token for the same session; the old one lives on for a short grace period. */
  async refresh(tx: Tx, access: Access, client: Client) {
    const fresh = await this.open(tx, { manager: access.manager.id, merchant: access.merchant.id, appId: access.appId }, client);
    await repository.expireSessionBy(tx, access.tokenHash, new Date(Date.now() + REFRESH_GRACE_MS));
    await this.publish(tx, { type: 'token', tokenHash: access.tokenHash });
    return fresh;
  }

  /** Disabling an account or changing its password ends all its sessions. */
  async revokeManagers(tx: Tx, managerIds: number[]) {
    await repository.revokeManagerSessions(tx, managerIds);
    await this.publish(tx, { type: 'all' });
  }

  /** Disabling or closing a merchant ends the sessions of all its accounts. */
  async revokeMerchant(tx: Tx, merchantId: number) {
    await repository.revokeMerchantSessions(tx, merchantId);
    await this.publish(tx, { type: 'all' });
  }

  /**
   * A change to what some accounts hold (a role's permissions, a role deleted): their cached access is dropped,
   * so that the change applies from their next call; their sessions stay open.
   */
  async refreshManagers(tx: Tx, managerIds: number[]) {
    if (managerIds.length === 0) return;
    // NOTIFY payloads are limited to 8,000 bytes: a role held by very many accounts drops every cached access.
    await this.publish(tx, managerIds.length > 500 ? { type: 'all' } : { type: 'managers', ids: managerIds });
  }

  /** Called by any service that changes roles, grants, products or accounts, inside its transaction. */
  async publish(tx: Tx, event: AuthzEvent) {
    this.forget(event);
    if (this.db.kind === 'postgres') await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
  }

  private forget(event: AuthzEvent) {
    this.generation++;
    if (event.type === 'token') {
      const token = this.tokenOfHash.get(event.tokenHash);
      if (token) this.drop(token);
    } else if (event.type === 'managers') {
      const ids = new Set(event.ids);
      for (const [token, entry] of this.cache) if (ids.has(entry.access.manager.id)) this.drop(token);
    } else {
      this.cache.clear();
      this.tokenOfHash.clear();
    }
  }
}
