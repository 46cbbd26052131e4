import type { FilterField } from '../resource/types';

/** A list's state as it travels in the page's query: filters, page and page size. */
export type FilterValues = Record<string, string | string[] | undefined>;

export const PAGE_KEY = 'page_index';
export const SIZE_KEY = 'page_size';

/** The query keys a field owns. */
export const keysOf = (field: FilterField): readonly string[] => (field.kind === 'dateRange' ? field.keys : [field.key]);

/** The fields' values read from the query string (unknown keys ignored; multiple selects read repeated keys). */
export function readFilters(params: URLSearchParams, fields: readonly FilterField[]): FilterValues {
  const values: FilterValues = {};
  for (const field of fields) {
    for (const key of keysOf(field)) {
      const all = params.getAll(key).filter((v) => v !== '');
      if (all.length > 0) values[key] = field.kind === 'select' && field.multiple ? all : all[0];
    }
  }
  return values;
}

/**
 * The next query string: the filters set (empty ones dropped), the page back to 1 when the filters changed,
 * and whatever else the query held (keys that belong to no field) kept.
 */
export function writeFilters(params: URLSearchParams, fields: readonly FilterField[], values: FilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const field of fields) for (const key of keysOf(field)) next.delete(key);
  for (const [key, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      const trimmed = one?.trim();
      if (trimmed) next.append(key, trimmed);
    }
  }
  next.delete(PAGE_KEY);
  return next;
}

/** Page and size from the query, each within what the table offers. */
export function readPage(params: URLSearchParams, sizes: readonly number[]): { page: number; size: number } {
  const page = Number.parseInt(params.get(PAGE_KEY) ?? '', 10);
  const size = Number.parseInt(params.get(SIZE_KEY) ?? '', 10);
  return { page: Number.isFinite(page) && page >= 1 ? page : 1, size: sizes.includes(size) ? size : sizes[0]! };
}

export function writePage(params: URLSearchParams, page: number, size: number, sizes: readonly number[]): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(PAGE_KEY, String(page));
  else next.delete(PAGE_KEY);
  if (size !== sizes[0]) next.set(SIZE_KEY, String(size));
  else next.delete(SIZE_KEY);
  return next;
}
