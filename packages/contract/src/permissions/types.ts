import type { ProductCode } from '../products.js';

/** One permission string with its Chinese label and the product it belongs to (null: every merchant). */
export interface PermissionEntry {
  readonly code: string;
  readonly label: string;
  readonly product: ProductCode | null;
  /** Only merchants of these kinds may hold it (e.g. creating merchants below oneself); absent: any kind. */
  readonly kinds?: readonly string[];
}

export const permission = <const C extends string>(code: C, label: string, product: ProductCode | null, kinds?: readonly string[]) =>
  ({ code, label, product, ...(kinds ? { kinds } : {}) }) as const;

/** Whether a merchant of `kind` owning `products` may hold the permission `entry` (ALL owns every product). */
export const mayHold = (entry: { product: string | null; kinds?: readonly string[] }, products: ReadonlySet<string>, kind: string) =>
  (entry.product === null || products.has('ALL') || products.has(entry.product)) && (!entry.kinds || entry.kinds.includes(kind));
