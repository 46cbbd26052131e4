import { createHash, randomBytes } from 'node:crypto';
import { permissionCatalogue } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../../config.js';
import type { Database, Tx } from '../../../db/client.js';
import { effectivePermissions, type Access } from '../../../plugins/access.js';
import { computeScope } from '../../../plugins/tenant.js';
import * as repository from './session.repository.js';

/** What changed in identity data, so that cached access contexts are dropped on every instance. */
export type AuthzEvent = { type: 'token'; tokenHash: string } | { type: 'all' };

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
  private readonly cache = new Map<string, { access: Access; until: number }>();
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

  /** The access context of a bearer token, or null when it is unknown, expired or revoked. */
  async authenticate(token: string): Promise<Access | null> {
    const tokenHash = hashToken(token);
    const cached = this.cache.get(tokenHash);
    const now = Date.now();
    if (cached && cached.until > now && cached.access.expireTime.getTime() > now) return cached.access;
    const generation = this.generation;
    const access = await this.db.tenant('all', (tx) => this.load(tx, tokenHash));
    if (access && generation === this.generation) {
      if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(tokenHash, { access, until: now + CACHE_TTL_MS });
    }
    return access;
  }

  private async load(tx: Tx, tokenHash: string): Promise<Access | null> {
    const row = await repository.findLiveSession(tx, tokenHash);
    if (!row) return null;
    const [products, granted, relations, mainAccountName] = await Promise.all([
      repository.ownedProducts(tx, row.merchant.id),
      row.manager.superuser ? Promise.resolve(null) : repository.rolePermissionsOf(tx, row.manager.id),
      row.merchant.kind === 'platform' ? Promise.resolve([]) : repository.relationsBelow(tx, row.merchant.id),
      repository.mainAccountName(tx, row.merchant.id),
    ]);
    const productSet = new Set(products);
    return {
      tokenHash,
      expireTime: row.expireTime,
      appId: row.appId,
      manager: row.manager,
      merchant: { ...row.merchant, mainAccountName },
      products: productSet,
      // A superuser holds every permission of the merchant's products.
      permissions: effectivePermissions(granted ?? permissionCatalogue.map((p) => p.code), productSet),
      scope: computeScope(row.merchant, relations),
    };
  }

  /** Opens a session; answers the token (shown once, never stored) and its lifetime. */
  async open(tx: Tx, values: { manager: number; merchant: number; appId: string; ip: string; userAgent: string }) {
    const token = randomBytes(32).toString('base64url');
    await repository.insertSession(tx, {
      token_hash: hashToken(token),
      manager: values.manager,
      merchant: values.merchant,
      app_id: values.appId,
      ip: values.ip,
      user_agent: values.userAgent.slice(0, 300),
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
  async refresh(tx: Tx, access: Access, ip: string, userAgent: string) {
    const fresh = await this.open(tx, { manager: access.manager.id, merchant: access.merchant.id, appId: access.appId, ip, userAgent });
    await repository.expireSessionBy(tx, access.tokenHash, new Date(Date.now() + REFRESH_GRACE_MS));
    await this.publish(tx, { type: 'token', tokenHash: access.tokenHash });
    return fresh;
  }

  /** Disabling an account or changing its password ends all its sessions. */
  async revokeManagers(tx: Tx, managerIds: number[]) {
    await repository.revokeManagerSessions(tx, managerIds);
    await this.publish(tx, { type: 'all' });
  }

  /** Called by any service that changes roles, grants, products or accounts, inside its transaction. */
  async publish(tx: Tx, event: AuthzEvent) {
    this.forget(event);
    if (this.db.kind === 'postgres') await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
  }

  private forget(event: AuthzEvent) {
    this.generation++;
    if (event.type === 'token') this.cache.delete(event.tokenHash);
    else this.cache.clear();
  }
}
