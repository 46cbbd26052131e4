import type { ListPayload } from '@console/contract';

export interface PageQuery {
  page_index?: number;
  page_size?: number;
}

/** The page of a list query with its defaults (page 1, 20 rows). */
export const pageOf = (query: PageQuery, defaultSize = 20) => {
  const index = query.page_index ?? 1;
  const size = query.page_size ?? defaultSize;
  return { index, size, offset: (index - 1) * size };
};

export const listPayload = <Row>(row: Row[], total: number, page: { index: number; size: number }): ListPayload<Row> => ({
  row,
  paging_header: { total_count: total, page_index: page.index, page_size: page.size },
});
