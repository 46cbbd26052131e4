import { dropEmpty } from '@console/contract';

/** GET values as a query string, arrays in repeat format (`id=1&id=2`), empty values dropped. */
export function serializeQuery(params: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(dropEmpty(params ?? {}))) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === '' || item === undefined || item === null) continue;
      search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return search.toString();
}

/** The key that makes two in-flight requests identical: method, path, and their values. */
export const requestKey = (method: string, path: string, params: unknown, body: unknown) =>
  `${method.toUpperCase()} ${path} ${JSON.stringify(params ?? null)} ${JSON.stringify(body ?? null)}`;
