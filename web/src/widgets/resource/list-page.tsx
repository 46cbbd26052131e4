import type { CallDefinition, CallReply, ListPayload } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { DataTable, PAGE_SIZES } from '../data-table/data-table';
import { SearchPanel } from '../search-panel/search-panel';
import { readFilters, readPage, writeFilters, writePage, type FilterValues } from '../search-panel/url-filters';
import { fixedByScope, useQueryScope } from './query-scope';
import type { Column, FilterField, RowAction } from './types';

type RowOf<C extends CallDefinition> = CallReply<C> extends ListPayload<infer Row extends object> ? Row : never;

export interface ListContext<Row> {
  /** What the list was last asked with (filters, page, size): exports send the same. */
  query: Record<string, unknown>;
  refresh: () => void;
  selected: Row[];
}

export interface ListPageProps<C extends CallDefinition> {
  /** Names the table (remembered columns) and the query cache. */
  id: string;
  call: C;
  filters?: readonly FilterField[];
  columns: readonly Column<RowOf<C>>[];
  actions?: readonly RowAction<RowOf<C>>[];
  rowKey: keyof RowOf<C> & string;
  /** Page buttons above the table (新增, 导出…). */
  toolbar?: (context: ListContext<RowOf<C>>) => ReactNode;
  selectable?: boolean;
  expand?: (row: RowOf<C>) => ReactNode;
  /** Always sent with the filters (e.g. a parent record's id from the route). */
  fixedQuery?: Record<string, unknown>;
  visibleFilters?: number;
  /** Refetch every so many ms while the rows say so (jobs in progress), else false. */
  poll?: (rows: readonly RowOf<C>[]) => number | false;
  /** Page sizes (default 20, 50, 100). */
  sizes?: readonly number[];
}

/** The query key a list's rows are cached under; mutations on the resource invalidate `[call.path]`. */
export const listKey = (call: CallDefinition, query: object) => [call.path, query] as const;

/**
 * A resource's list screen: the search panel and the table, with the filters, page and size in the
 * address (a list can be linked and survives reload), the previous rows kept while the next page loads.
 */
export function ListPage<C extends CallDefinition>(props: ListPageProps<C>) {
  const { id, call, filters: allFilters = [], columns: allColumns, actions, rowKey, toolbar, selectable, expand, fixedQuery, visibleFilters, poll, sizes = PAGE_SIZES } = props;
  // A scope (one merchant's 停车管理) is sent with every query; its own filter and column would only repeat it.
  const scope = useQueryScope();
  const filters = useMemo(() => allFilters.filter((f) => !fixedByScope(scope, f.key)), [allFilters, scope]);
  const columns = useMemo(() => allColumns.filter((c) => !fixedByScope(scope, String(c.key))), [allColumns, scope]);
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Parsed once per address, so that the panel sees stable values.
  const values = useMemo(() => readFilters(new URLSearchParams(search), filters), [search, filters]);
  const { page, size } = useMemo(() => readPage(new URLSearchParams(search), sizes), [search, sizes]);
  const query = useMemo(() => ({ ...fixedQuery, ...values, ...scope, page_index: page, page_size: size }), [fixedQuery, values, scope, page, size]);
  const [selected, setSelected] = useState<{ keys: Key[]; rows: RowOf<C>[] }>({ keys: [], rows: [] });

  const list = useQuery({
    queryKey: listKey(call, query),
    queryFn: () => send(call, query, { silent: true }) as Promise<ListPayload<RowOf<C>>>,
    placeholderData: keepPreviousData,
    refetchInterval: poll ? (current) => poll(current.state.data?.row ?? []) : false,
  });
  const rows = list.data?.row ?? [];

  // The same filters again (查询 without a change) still fetch afresh.
  const onSearch = (next: FilterValues) => {
    const written = writeFilters(params, filters, next);
    if (written.toString() === search) void list.refetch();
    else setParams(written);
  };

  return (
    <>
      <SearchPanel id={id} fields={filters} values={values} onSearch={onSearch} loading={list.isFetching} visibleCount={visibleFilters} />
      <DataTable<RowOf<C>>
        id={id}
        rowKey={rowKey}
        columns={columns}
        rows={rows}
        total={list.data?.paging_header.total_count ?? 0}
        totalCapped={list.data?.paging_header.total_capped}
        page={page}
        size={size}
        sizes={sizes}
        onPage={(nextPage, nextSize) => setParams(writePage(params, nextPage, nextSize, sizes))}
        // A poll refreshes in place; a new page or filter shows the table loading.
        loading={list.isFetching && (list.isPlaceholderData || list.isPending || !poll)}
        error={list.error}
        onRetry={() => void list.refetch()}
        actions={actions}
        expand={expand}
        selection={selectable ? { selected: selected.keys, onChange: (keys, selectedRows) => setSelected({ keys, rows: selectedRows }) } : undefined}
        toolbar={toolbar?.({ query, refresh: () => void list.refetch(), selected: selected.rows })}
      />
    </>
  );
}
