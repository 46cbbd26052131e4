import { QueryClient, QueryClientContext, useQuery } from '@tanstack/react-query';
import { useContext, useMemo } from 'react';
import { useTheme } from '../../shell/theme/theme-context';
import { indexOf, loadRegionTree, type RegionIndex } from './region-tree';

/** Login-free pages have no query client of the console layout; the tree then lives in this one. */
let ownClient: QueryClient | undefined;
const fallbackClient = () =>
  (ownClient ??= new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } } }));

export const regionTreeKey = (version: string) => ['region', 'tree', version] as const;

export interface RegionTree {
  /** Undefined until loaded. */
  index: RegionIndex | undefined;
  loading: boolean;
  /** The failure's message (document 1 §8: "area load failure rejects with the message"). */
  error: string | undefined;
  retry: () => void;
}

/**
 * The area tree for pickers and the map dialog: read from localStorage when current, else fetched once
 * (`region/branch`, no token) and kept for the rest of the page's life.
 */
export function useRegionTree(): RegionTree {
  const { regionVersion } = useTheme();
  const client = useContext(QueryClientContext) ?? fallbackClient();
  const query = useQuery(
    {
      queryKey: regionTreeKey(regionVersion),
      queryFn: () => loadRegionTree(regionVersion),
      staleTime: Infinity,
      gcTime: Infinity,
      // The picker offers 重试; retrying on its own would only delay the message.
      retry: false,
    },
    client,
  );
  const index = useMemo(() => (query.data ? indexOf(query.data) : undefined), [query.data]);
  const { refetch } = query;
  return {
    index,
    loading: query.isPending && query.fetchStatus !== 'idle',
    error: query.isError ? (query.error instanceof Error ? query.error.message : String(query.error)) : undefined,
    retry: () => void refetch(),
  };
}
