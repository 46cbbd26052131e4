/**
 * The visited-tab bar (2) and the keep-alive cache (5) are both most-recently-used lists: visiting moves a
 * key to the end and drops the oldest beyond the limit; closing removes it.
 */
export function touch<K>(list: readonly K[], key: K, max: number): K[] {
  const next = list.filter((k) => k !== key);
  next.push(key);
  return next.length > max ? next.slice(next.length - max) : next;
}

export const evict = <K>(list: readonly K[], key: K): K[] => list.filter((k) => k !== key);
