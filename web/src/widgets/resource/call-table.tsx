import type { CallDefinition, CallQuery, CallReply, ListPayload } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { send } from '../../lib/request';
import { DataTable } from '../data-table/data-table';
import type { Column, RowAction } from './types';

type RowOf<C extends CallDefinition> = CallReply<C> extends ListPayload<infer Row extends object> ? Row : never;

export interface CallTableProps<C extends CallDefinition> {
  /** Names the table (remembered columns). */
  id: string;
  call: C;
  /** The query every page is fetched with (e.g. the merchant whose accounts a detail tab shows). */
  query: Partial<CallQuery<C>>;
  rowKey: keyof RowOf<C> & string;
  columns: readonly Column<RowOf<C>>[];
  actions?: readonly RowAction<RowOf<C>>[];
  toolbar?: ReactNode;
}

/**
 * A list inside another screen (a detail page's tab): the data table over a list call with its own paging in
 * the component's state — unlike ListPage, nothing in the address, so that several can share one page.
 */
export function CallTable<C extends CallDefinition>({ id, call, query, rowKey, columns, actions, toolbar }: CallTableProps<C>) {
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const list = useQuery({
    queryKey: [call.path, query, paging],
    queryFn: () => send(call, { ...query, page_index: paging.page, page_size: paging.size } as unknown as CallQuery<C>, { silent: true }) as Promise<ListPayload<RowOf<C>>>,
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable<RowOf<C>>
      id={id}
      rowKey={rowKey}
      columns={columns}
      rows={list.data?.row ?? []}
      total={list.data?.paging_header.total_count ?? 0}
      totalCapped={list.data?.paging_header.total_capped}
      page={paging.page}
      size={paging.size}
      onPage={(page, size) => setPaging({ page, size })}
      loading={list.isFetching}
      error={list.error}
      onRetry={() => void list.refetch()}
      actions={actions}
      toolbar={toolbar}
    />
  );
}
