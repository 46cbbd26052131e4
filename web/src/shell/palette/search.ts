import PinyinMatch from 'pinyin-match';
import { routeAccess, type AccessContext } from '../../lib/access';
import type { ConsoleRoute } from '../../app/route-table';
import { pagesOf } from '../../app/route-table';

export interface PaletteEntry {
  path: string;
  title: string;
  /** The titles above it, for telling apart pages of the same name in different areas. */
  trail: string;
}

/**
 * The pages the palette offers: every page the user may open that stands on its own (details, forms and the pages
 * of a group menu need a record, so they are left out), once per path.
 */
export function paletteEntries(routes: readonly ConsoleRoute[], context: AccessContext): PaletteEntry[] {
  const seen = new Set<string>();
  const entries: PaletteEntry[] = [];
  for (const { route, trail } of pagesOf(routes)) {
    // A group menu's pages (电站详情's) need their record too.
    if (seen.has(route.path) || route.meta.type === 'detail' || route.meta.type === 'edit' || trail.some((node) => node.meta.isGroup)) continue;
    if (!trail.every((node) => routeAccess(node.path, node.meta, context).allowed)) continue;
    seen.add(route.path);
    entries.push({ path: route.path, title: route.meta.title, trail: trail.slice(0, -1).map((node) => node.meta.title).join(' / ') });
  }
  return entries;
}

/** Entries whose title contains the text, or matches it as pinyin (full or initials, e.g. `tcjl` 停车记录). */
export function searchEntries(entries: readonly PaletteEntry[], text: string, limit = 50): PaletteEntry[] {
  const query = text.replace(/\s+/g, '').toLowerCase();
  if (!query) return entries.slice(0, limit);
  const scored = entries
    .map((entry) => {
      const at = entry.title.toLowerCase().indexOf(query);
      if (at >= 0) return { entry, score: at };
      const pinyin = PinyinMatch.match(entry.title, query);
      return pinyin ? { entry, score: 100 + pinyin[0] } : undefined;
    })
    .filter((hit): hit is { entry: PaletteEntry; score: number } => !!hit);
  return scored.sort((a, b) => a.score - b.score || a.entry.title.length - b.entry.title.length).slice(0, limit).map((hit) => hit.entry);
}
