import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../db/client.js';
import { notFound } from '../errors.js';

/**
 * The rows of the merchants in `scope` (a tenant column): no condition for the platform operator's 'all'. Every query
 * names the merchants it serves; row-level security is the second line.
 */
export const withinScope = (column: PgColumn, scope: Scope): SQL | undefined => (scope === 'all' ? undefined : inArray(column, [...scope]));

/**
 * A list's 所属商户 (`merchant`): one of the merchants in `scope`, or none. Another merchant answers 1404 「商户不存在」
 * rather than an empty list, so that a partner's or group's 停车管理 opened on a merchant it may not act for says so
 * (and does not reveal whether that merchant exists). docs/decisions.md, "The partner's and group's 停车管理".
 */
export function chosenMerchant(scope: Scope, merchant: number | undefined): number | undefined {
  if (merchant !== undefined && scope !== 'all' && !scope.includes(merchant)) throw notFound('商户');
  return merchant;
}
