import type { ProductCode } from '../products.js';

/** One permission string with its Chinese label and the product it belongs to (null: every merchant). */
export interface PermissionEntry {
  readonly code: string;
  readonly label: string;
  readonly product: ProductCode | null;
}

export const permission = <const C extends string>(code: C, label: string, product: ProductCode | null) =>
  ({ code, label, product }) as const;
