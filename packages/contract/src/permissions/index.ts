import { accountPermissions } from './account.js';
import { basePermissions } from './base.js';
import { energyPermissions } from './energy.js';
import { invoicePermissions } from './invoice.js';
import { marketingPermissions } from './marketing.js';
import { merchantPermissions } from './merchant.js';
import { monitorPermissions } from './monitor.js';
import { parkingPermissions } from './parking.js';
import { platformSettingsPermissions } from './platform-settings.js';
import { projectPermissions } from './project.js';
import { okrPermissions } from './okr.js';
import { userPermissions } from './user.js';
import { paymentPermissions } from './payment.js';
import { walletPermissions } from './wallet.js';
import { partnerPermissions } from './partner.js';
import { advertingPermissions, advertiserPermissions } from './adverting.js';
import { cityReportPermissions, insurancePermissions } from './city-report.js';
import { rolePermissions } from './role.js';
import type { PermissionEntry } from './types.js';
import { universalPermissions } from './universal.js';

export type { PermissionEntry } from './types.js';
export { mayHold } from './types.js';
export { energyAnyOf } from './energy.js';

/**
 * The permission catalogue: every permission string the product checks, with its label and product.
 * Seeded into the `permission` table; a call or route that names a string outside it fails a test.
 */
export const permissionCatalogue = [
  ...universalPermissions,
  ...basePermissions,
  ...accountPermissions,
  ...merchantPermissions,
  ...rolePermissions,
  ...parkingPermissions,
  ...energyPermissions,
  ...paymentPermissions,
  ...invoicePermissions,
  ...marketingPermissions,
  ...platformSettingsPermissions,
  ...projectPermissions,
  ...okrPermissions,
  ...userPermissions,
  ...monitorPermissions,
  ...walletPermissions,
  ...partnerPermissions,
  ...advertingPermissions,
  ...cityReportPermissions,
  ...insurancePermissions,
  ...advertiserPermissions,
] as const satisfies readonly PermissionEntry[];

export type PermissionCode = (typeof permissionCatalogue)[number]['code'];

const byCode = new Map<string, PermissionEntry>(permissionCatalogue.map((p) => [p.code, p]));
export const isPermissionCode = (code: string): code is PermissionCode => byCode.has(code);
export const permissionEntry = (code: string): PermissionEntry | undefined => byCode.get(code);
