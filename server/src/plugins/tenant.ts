import type { Scope } from '../db/client.js';

export interface Relation {
  parent: number;
  child: number;
}

/**
 * The merchants a caller may act for: the platform operator all of them; anyone else their own merchant
 * and, following relations downwards, a partner's customers and a group's members (and theirs).
 */
export function computeScope(self: { id: number; kind: string }, relations: readonly Relation[]): Scope {
  if (self.kind === 'platform') return 'all';
  const children = new Map<number, number[]>();
  for (const { parent, child } of relations) children.set(parent, [...(children.get(parent) ?? []), child]);
  const seen = new Set<number>([self.id]);
  const queue = [self.id];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      if (!seen.has(child)) {
        seen.add(child);
        queue.push(child);
      }
    }
  }
  return [...seen].sort((a, b) => a - b);
}
