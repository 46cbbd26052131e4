import { Code, mayHold, permissionEntry, type CallDefinition, type PermissionRule } from '@console/contract';
import type { Scope } from '../db/client.js';
import { AppError } from '../errors.js';

/** Who is calling: resolved once per request from the token (and cached between requests). */
export interface Access {
  tokenHash: string;
  expireTime: Date;
  appId: string;
  manager: { id: number; account: string; name: string; mobile: string; nickname: string; avatar: string; superuser: boolean };
  merchant: { id: number; name: string; kind: string; mainAccountName: string };
  products: ReadonlySet<string>;
  permissions: ReadonlySet<string>;
  /** The merchants this caller may act for. */
  scope: Scope;
}

/** Owning 'ALL' (the platform operator) owns every product. */
export const ownsAnyProduct = (owned: ReadonlySet<string>, required: readonly string[]) =>
  owned.has('ALL') || required.some((product) => owned.has(product));

/** A permission is usable only while the merchant owns its product (universal ones always) and is of its kinds. */
export function effectivePermissions(granted: Iterable<string>, products: ReadonlySet<string>, kind: string): Set<string> {
  const out = new Set<string>();
  for (const code of granted) {
    const entry = permissionEntry(code);
    if (entry && mayHold(entry, products, kind)) out.add(code);
  }
  return out;
}

export const missingPermissions = (rule: PermissionRule, held: ReadonlySet<string>): string[] => {
  if ('allOf' in rule) return rule.allOf.filter((code) => !held.has(code));
  return rule.anyOf.some((code) => held.has(code)) ? [] : [...rule.anyOf];
};

/** The access check of a call: product gate, then permissions. Throws a distinct forbidden code. */
export function assertAllowed(call: Pick<CallDefinition, 'permission' | 'product'>, access: Access) {
  if (call.product && !ownsAnyProduct(access.products, call.product)) {
    throw new AppError(Code.FORBIDDEN_PRODUCT, `未开通产品：${call.product.join(' 或 ')}`, '请联系平台为您的商户开通该产品');
  }
  if (call.permission) {
    const missing = missingPermissions(call.permission, access.permissions);
    if (missing.length > 0) {
      const joiner = 'allOf' in call.permission ? ' 和 ' : ' 或 ';
      throw new AppError(Code.FORBIDDEN_PERMISSION, `没有操作权限：缺少 ${missing.join(joiner)}`, '请联系管理员为您的账号分配权限');
    }
  }
}

/** Limits a list of merchant numbers to the caller's scope. */
export const inScope = (scope: Scope, merchant: number) => scope === 'all' || scope.includes(merchant);

/** The caller's own merchant only: for what is each merchant's own (departments, accounts, contacts, settings). */
export const ownScope = (access: Access) => [access.merchant.id] as const;

/** What a caller reads: its whole scope while it holds `permission` (the merchants below it too), else its own merchant. */
export const readScope = (access: Access, permission: string): Scope => (access.permissions.has(permission) ? access.scope : ownScope(access));
