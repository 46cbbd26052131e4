import { Code, type CallQuery, type CallReply, type calls } from '@console/contract';
import { AppError, badParameter } from '../../errors.js';
import { cut, regionData, type AreaEntry, type AreaNode } from './region.repository.js';

export interface Branch {
  payload: CallReply<typeof calls.regionBranch>;
  /** Strong validator of this exact answer (data version, level and parent). */
  etag: string;
}

const unknownCode = (code: string) =>
  new AppError(Code.NOT_FOUND, `行政区划代码 ${code} 不存在`, '请使用 GB/T 2260 六位县级及以上行政区划代码');

// A handful of distinct answers (levels × parents actually asked for); each is built once.
const branches = new Map<string, Branch>();
const MAX_CACHED_BRANCHES = 500;

/** The tree, or the part below `parent`, down to level `type` (-1: all three). */
export function branch(query: CallQuery<typeof calls.regionBranch>): Branch {
  const depth = query.type === undefined || query.type === -1 ? 3 : query.type;
  const key = `${depth}.${query.parent ?? ''}`;
  const known = branches.get(key);
  if (known) return known;
  const data = regionData();
  let nodes: readonly AreaNode[] = data.tree;
  if (query.parent) {
    const entry = data.branchByCode.get(query.parent);
    if (!entry) throw unknownCode(query.parent);
    nodes = entry.node.children ?? [];
  }
  const result = { payload: { region: cut(nodes, depth) }, etag: `"${data.version}.${key}"` };
  if (branches.size < MAX_CACHED_BRANCHES) branches.set(key, result);
  return result;
}

// Longest first, so that 广西壮族自治区 becomes 广西 and not 广西壮族自治.
const suffixes = ['维吾尔自治区', '壮族自治区', '回族自治区', '特别行政区', '自治区', '自治州', '自治县', '地区', '省', '市', '区', '县', '盟', '旗'];

/** The names a place answers to: its own and, when long enough, the one without its kind (广东省 → 广东). */
function namesOf(label: string): string[] {
  for (const suffix of suffixes) {
    if (label.endsWith(suffix) && label.length - suffix.length >= 2) return [label, label.slice(0, -suffix.length)];
  }
  return [label];
}

/** Whether `text` is some of the path's names in order, the last being the place's own. */
function matchesPath(text: string, path: readonly AreaNode[]): boolean {
  const step = (level: number, rest: string): boolean => {
    const last = level === path.length - 1;
    for (const name of namesOf(path[level]!.label)) {
      if (!rest.startsWith(name)) continue;
      const after = rest.slice(name.length);
      if (last ? after === '' : step(level + 1, after)) return true;
    }
    return !last && step(level + 1, rest);
  };
  return text.length > 0 && step(0, text);
}

/** 北京市北京市朝阳区 reads as 北京市朝阳区. */
const displayPath = (path: readonly AreaNode[]) =>
  path.map((n) => n.label).filter((label, i, all) => label !== all[i - 1]).join('');

function byName(name: string): AreaEntry {
  const text = name.replace(/[\s/\\,，、·|>-]+/g, '');
  const { entries } = regionData();
  // The text must end with the place's own name: a cheap test that leaves a handful of entries.
  const found = entries.filter((entry) => namesOf(entry.node.label).some((n) => text.endsWith(n)) && matchesPath(text, entry.path));
  // A code found on two levels (东莞市 as city and as its own district): keep the deepest.
  const byCode = new Map<string, AreaEntry>();
  for (const entry of found) {
    const seen = byCode.get(entry.node.value);
    if (!seen || seen.path.length < entry.path.length) byCode.set(entry.node.value, entry);
  }
  const candidates = [...byCode.values()].sort((a, b) => a.path.length - b.path.length);
  if (candidates.length === 0) throw new AppError(Code.NOT_FOUND, `行政区划“${name}”不存在`, '请检查名称，或从上级区划开始填写，如“广东省深圳市南山区”');
  // Places on one line (北京市 the province and 北京市 the city): the uppermost is meant.
  const top = candidates[0]!;
  if (candidates.every((c) => c.path[top.path.length - 1] === top.node)) return top;
  const listed = candidates.slice(0, 5).map((c) => displayPath(c.path)).join('、');
  throw badParameter(`名称“${name}”对应多个行政区划：${listed}`, '请同时填写上级区划名称，如“北京市朝阳区”');
}

/** A division by code or by name, with its province, city and district names. */
export function resolve(query: CallQuery<typeof calls.regionResolve>): CallReply<typeof calls.regionResolve> {
  let entry: AreaEntry;
  if (query.code) {
    const found = regionData().byCode.get(query.code);
    if (!found) throw unknownCode(query.code);
    entry = found;
  } else if (query.name) {
    entry = byName(query.name);
  } else {
    throw badParameter('请提供参数 code（行政区划代码）或 name（行政区划名称）');
  }
  const [province, city, district] = entry.path;
  return {
    adcode: entry.node.value,
    type: entry.node.type,
    province: province!.label,
    ...(city ? { city: city.label } : {}),
    ...(district ? { district: district.label } : {}),
    path: entry.path.map((n) => ({ label: n.label, value: n.value, type: n.type })),
  };
}

/** The version of the division data (changes with the data package): the console's cached tree is kept while it matches. */
export const dataVersion = () => regionData().version;

/** Whether a code is a city's (the second level of the tree). */
export const isCity = (code: string) => regionData().byCode.get(code)?.node.type === 2;

/** "广东省 / 深圳市 / 南山区" for a division code; '' for none or an unknown one. */
export function regionName(code: string | undefined): string {
  const entry = code ? regionData().byCode.get(code) : undefined;
  return entry ? displayPath(entry.path) : '';
}
