import { Code } from '@console/contract';
import type { Scope, Tx } from '../../../db/client.js';
import { AppError, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import { inScope } from '../../../plugins/access.js';
import * as repository from './merchant.repository.js';

/**
 * "Below the caller": the merchants it may administer — every merchant for the platform operator, a partner's
 * customers, a group's members (to any depth) — never its own merchant (nobody grants itself products or
 * disables itself). Another merchant's number answers "not found", as if it did not exist.
 */
export async function findBelow(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  if (id === access.merchant.id) throw new AppError(Code.FORBIDDEN_PERMISSION, '不能对自己的商户执行此操作', '请联系上级服务商或平台处理');
  if (!inScope(access.scope, id)) throw notFound('商户');
  const row = await repository.findFull(tx, id, options);
  if (!row || row.status === -1) throw notFound('商户');
  return row;
}

/** Its own merchant or one below it (read-only views: detail, products, subject; its own settlement settings). */
export async function findVisible(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  if (id !== access.merchant.id && !inScope(access.scope, id)) throw notFound('商户');
  const row = await repository.findFull(tx, id, options);
  if (!row || row.status === -1) throw notFound('商户');
  return row;
}

/**
 * The merchant whose accounts or roles a list shows: the caller's own, or (read-only) one below it for a caller
 * holding merchant:merchant:list (the merchant detail's tabs).
 */
export function listedMerchant(access: Access, requested: number | undefined): number {
  if (requested === undefined || requested === access.merchant.id) return access.merchant.id;
  if (!access.permissions.has('merchant:merchant:list')) throw new AppError(Code.FORBIDDEN_PERMISSION, '没有操作权限：缺少 merchant:merchant:list', '请联系管理员为您的账号分配权限');
  if (!inScope(access.scope, requested)) throw notFound('商户');
  return requested;
}

/** The caller's scope and one more merchant: the one a transaction creates, or brings under the caller (an approval). */
export const scopeWith = (scope: Scope, merchant: number): Scope => (scope === 'all' ? 'all' : [...scope, merchant]);
