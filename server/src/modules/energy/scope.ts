import { Code, energyAnyOf } from '@console/contract';
import type { Scope, Tx } from '../../db/client.js';
import { AppError, badParameter } from '../../errors.js';
import { ownScope, type Access } from '../../plugins/access.js';
import { findBelow } from '../merchant/merchant/merchant.scope.js';
import { holdsProduct } from '../merchant/product/product.service.js';

type Resource = Parameters<typeof energyAnyOf>[0];
type Action = Parameters<typeof energyAnyOf>[1];

/** Whether the caller holds the partner's or the group's code of `resource:action` (it acts for merchants below it). */
const actsForOthers = (access: Access, resource: Resource, action: Action) => {
  const [partner, group] = energyAnyOf(resource, action);
  return access.permissions.has(partner) || access.permissions.has(group);
};

/**
 * Whose energy rows the caller reads or changes with `resource:action`: with the partner's or the group's code its
 * whole scope (a partner its customers', a group its members', the platform all), with the merchant's code its own.
 */
export const energyScope = (access: Access, resource: Resource, action: Action): Scope =>
  actsForOthers(access, resource, action) ? access.scope : ownScope(access);

/** For the pickers (stations, devices): the whole scope if any of the caller's energy reading codes reaches it. */
export const energyReadScope = (access: Access): Scope =>
  (['station', 'device', 'port'] as const).some((r) => actsForOthers(access, r, 'list')) || actsForOthers(access, 'alarm', 'basic') || actsForOthers(access, 'card', 'update') || actsForOthers(access, 'order', 'list') ||
  (['acl', 'sim', 'log', 'emap'] as const).some((r) => actsForOthers(access, r, 'list'))
    ? access.scope
    : ownScope(access);

/** A refusal of a change the caller's permission does not reach. */
export const forbidden = (code: string, hint: string) => new AppError(Code.FORBIDDEN_PERMISSION, `没有操作权限：缺少 ${code}`, hint);

/** Energy rows belong to energy merchants: the owner must hold the energy merchant platform. */
const ENERGY_MERCHANT = 'energy:merchant:platform';

/**
 * The owner of a new station or card (`what`): the caller's own merchant (an energy merchant), or a merchant in its
 * scope that a partner, group or the platform names, which must hold the energy merchant platform.
 */
export async function energyOwner(tx: Tx, access: Access, requested: number | undefined, resource: 'station' | 'card' | 'software' | 'acl' | 'sim', what: string) {
  if (requested === undefined || requested === access.merchant.id) {
    if (!access.permissions.has(`energy:${resource}:create`)) throw badParameter(`请选择${what}所属的商户`, `服务商、集团新建${what}时须指定所属商户`);
    if (!(await holdsProduct(tx, access.merchant.id, ENERGY_MERCHANT))) throw badParameter('本商户未开通充电商户平台', '请联系服务商或平台开通充电商户平台（energy:merchant:platform）');
    return access.merchant.id;
  }
  if (!actsForOthers(access, resource, 'create')) {
    throw forbidden(`energy:partner:${resource}:create`, `只有服务商、集团或平台可以为其他商户新建${what}`);
  }
  const target = await findBelow(tx, access, requested);
  if (!(await holdsProduct(tx, target.id, ENERGY_MERCHANT))) throw badParameter(`商户「${target.name}」未开通充电商户平台`, '请先为该商户开通充电商户平台（energy:merchant:platform）');
  return target.id;
}
