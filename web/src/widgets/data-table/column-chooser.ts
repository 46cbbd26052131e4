/** The columns a user hid in one table, remembered per user and table in localStorage. */
export const columnsKey = (managerId: string | number | undefined, tableId: string) => `table-columns:${managerId ?? 'anonymous'}:${tableId}`;

export function readHidden(key: string, defaults: readonly string[]): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
    return Array.isArray(stored) && stored.every((k) => typeof k === 'string') ? stored : [...defaults];
  } catch {
    return [...defaults];
  }
}

export const writeHidden = (key: string, hidden: readonly string[]) => localStorage.setItem(key, JSON.stringify(hidden));

/** Splits row actions into the buttons shown (at most 4) and the rest for 更多. */
export const splitActions = <T,>(actions: readonly T[], shown = 4): { buttons: T[]; more: T[] } => ({
  buttons: actions.slice(0, shown),
  more: actions.slice(shown),
});
