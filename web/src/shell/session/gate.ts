import { useCallback } from 'react';
import type { Gate } from '../../widgets/resource/types';
import { useSession } from './store';

/** Whether an element's gate lets this user see it (document 1 §6): any listed permission, any listed product. */
export const passesGate = (gate: Gate, permissions: ReadonlySet<string>, products: ReadonlySet<string>) =>
  (!gate.permission?.length || gate.permission.some((code) => permissions.has(code))) &&
  (!gate.product?.length || products.has('ALL') || gate.product.some((code) => products.has(code)));

/** The current user's gate check, for hiding fields, columns and buttons. The server refuses regardless. */
export function useGate() {
  const permissions = useSession((s) => s.permissions);
  const products = useSession((s) => s.products);
  return useCallback((gate: Gate) => passesGate(gate, permissions, products), [permissions, products]);
}
