import { type AreaItem, regionBranch } from '@console/contract';
import { send } from '../../lib/request';
import type { LOGOUT_ITEMS } from '../../shell/session/storage';

/**
 * The area tree (document 1 §3: "region list requested with type -1, read at payload.region, cached
 * locally"). It is kept in localStorage under the item logout clears ('area lists'), with the server's data
 * version, so that a browser fetches it once per login and again only when the server's data changes.
 */
export const AREA_LIST_KEY: (typeof LOGOUT_ITEMS)[number] = 'area_list';

/** Shape of the stored item; a console with another shape ignores and replaces it. */
const FORMAT = 1;
/** Without a version to compare (login-free pages), the server's own Cache-Control max-age: a week. */
export const MAX_AGE_MS = 7 * 24 * 3600 * 1000;

interface StoredTree {
  format: number;
  version: string;
  saved_at: number;
  region: AreaItem[];
}

export type AreaStep = Pick<AreaItem, 'label' | 'value' | 'type'>;

export function readStoredTree(version: string, now = Date.now(), storage: Storage = localStorage): AreaItem[] | undefined {
  try {
    const stored = JSON.parse(storage.getItem(AREA_LIST_KEY) ?? 'null') as StoredTree | null;
    if (!stored || stored.format !== FORMAT || !Array.isArray(stored.region) || stored.region.length === 0) return undefined;
    const fresh = version ? stored.version === version : now - stored.saved_at < MAX_AGE_MS;
    return fresh ? stored.region : undefined;
  } catch {
    return undefined;
  }
}

export function storeTree(region: AreaItem[], version: string, now = Date.now(), storage: Storage = localStorage) {
  try {
    storage.setItem(AREA_LIST_KEY, JSON.stringify({ format: FORMAT, version, saved_at: now, region } satisfies StoredTree));
  } catch {
    // Storage full or disabled: the tree is simply fetched again next time.
  }
}

/** The tree from localStorage when it is current, else from `region/branch` (then stored). */
export async function loadRegionTree(version: string): Promise<AreaItem[]> {
  const stored = readStoredTree(version);
  if (stored) return stored;
  const { region } = await send(regionBranch, { type: -1 }, { silent: true });
  storeTree(region, version);
  return region;
}

export interface RegionIndex {
  tree: AreaItem[];
  /** The steps from the province down to a code; a city that is its own district resolves as the district. */
  pathOf(code: string | undefined): AreaStep[] | undefined;
  /** Places whose name contains the keyword (or whose path names spell it, 深圳南山), best first. */
  search(keyword: string, limit?: number): AreaStep[][];
}

const step = ({ label, value, type }: AreaItem): AreaStep => ({ label, value, type });

/** 北京市北京市朝阳区 reads as 北京市朝阳区 (municipalities repeat their name on the city level). */
export const pathLabel = (path: readonly AreaStep[] | undefined) =>
  (path ?? [])
    .map((s) => s.label)
    .filter((label, i, all) => label !== all[i - 1])
    .join('');

const indexes = new WeakMap<AreaItem[], RegionIndex>();

export function indexOf(tree: AreaItem[]): RegionIndex {
  const known = indexes.get(tree);
  if (known) return known;
  const byCode = new Map<string, AreaStep[]>();
  const entries: AreaStep[][] = [];
  const walk = (nodes: readonly AreaItem[] | undefined, above: AreaStep[]) => {
    for (const node of nodes ?? []) {
      const path = [...above, step(node)];
      entries.push(path);
      // Deeper wins: 东莞市 the city and 东莞市 its own district share 441900.
      const seen = byCode.get(node.value);
      if (!seen || seen.length < path.length) byCode.set(node.value, path);
      walk(node.children as AreaItem[] | undefined, path);
    }
  };
  walk(tree, []);
  const index: RegionIndex = {
    tree,
    pathOf: (code) => (code ? byCode.get(code) : undefined),
    search(keyword, limit = 20) {
      const text = keyword.replace(/\s+/g, '');
      if (!text) return [];
      const scored: { path: AreaStep[]; score: number; order: number }[] = [];
      entries.forEach((path, order) => {
        const own = path[path.length - 1]!;
        // A city standing in for its own district is listed once, as the city.
        if (path.length > 1 && path[path.length - 2]!.value === own.value) return;
        const score = own.label === text ? 0 : own.label.startsWith(text) ? 1 : own.label.includes(text) ? 2 : pathLabel(path).includes(text) ? 3 : -1;
        if (score >= 0) scored.push({ path, score, order });
      });
      scored.sort((a, b) => a.score - b.score || a.path.length - b.path.length || a.order - b.order);
      return scored.slice(0, limit).map((s) => s.path);
    },
  };
  indexes.set(tree, index);
  return index;
}
