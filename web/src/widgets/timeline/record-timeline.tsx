import { formatDateTime, loggingTimeline } from '@console/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, Select, Skeleton, Space, Timeline, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { TIMELINE_SIZES } from '../data-table/data-table';

/** A timeline record (document 1 §3): when, who, what. */
export interface TimelineRecord {
  id?: string | number;
  event_time: string | number | Date;
  operator?: { name?: string | null } | null;
  content: ReactNode;
}

/** One page of a list call's reply, as `send(call, {page_index, page_size})` answers it. */
export interface TimelinePage<Record extends TimelineRecord = TimelineRecord> {
  row: readonly Record[];
  paging_header: { total_count: number };
}

const timeOf = (record: TimelineRecord) => {
  const time = new Date(record.event_time).getTime();
  return Number.isNaN(time) ? -Infinity : time;
};

/** Newest first; records without a readable time keep their order, last. */
export const newestFirst = <Record extends TimelineRecord>(records: readonly Record[]) =>
  records
    .map((record, index) => ({ record, index, time: timeOf(record) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ record }) => record);

export interface TimelineListProps {
  records: readonly TimelineRecord[];
  loading?: boolean;
  /** Below the records (load more, totals). */
  footer?: ReactNode;
}

/** The records as a timeline, newest first: the UTC+8 time, the operator and the content; 暂无记录 when there are none. */
export function TimelineList({ records, loading, footer }: TimelineListProps) {
  if (loading)
    return (
      <div data-testid="timeline-loading">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  if (records.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无记录" />;
  return (
    <div className="record-timeline">
      <Timeline
        items={newestFirst(records).map((record, index) => ({
          key: record.id ?? index,
          title: <Typography.Text type="secondary">{formatDateTime(record.event_time) || '-'}</Typography.Text>,
          content: (
            <>
              <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{record.content}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                操作人：{record.operator?.name || '-'}
              </Typography.Text>
            </>
          ),
        }))}
      />
      {footer}
    </div>
  );
}

export interface RecordTimelineProps<Record extends TimelineRecord = TimelineRecord> {
  /** Names the records in the query cache; mutations of the record invalidate it. */
  loadKey: readonly unknown[];
  /** One page of records; pass `{ silent: true }` to send: the timeline shows failures itself. */
  load: (paging: { page_index: number; page_size: number }) => Promise<TimelinePage<Record>>;
  /** Records fetched per 加载更多: 20, 50, 100 or 200 (document 1 §2); default 20. */
  defaultSize?: (typeof TIMELINE_SIZES)[number];
}

/**
 * A record's history (document 1 §3 timeline record) loaded page by page: 加载更多 appends the next page, the
 * page size is one of the timeline sizes 20, 50, 100, 200; loading, empty and error states.
 */
export function RecordTimeline<Record extends TimelineRecord>({ loadKey, load, defaultSize = TIMELINE_SIZES[0] }: RecordTimelineProps<Record>) {
  const [size, setSize] = useState<number>(defaultSize);
  const pages = useInfiniteQuery({
    queryKey: [...loadKey, 'timeline', size],
    queryFn: ({ pageParam }) => load({ page_index: pageParam, page_size: size }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((sum, page) => sum + page.row.length, 0);
      return last.row.length > 0 && loaded < last.paging_header.total_count ? all.length + 1 : undefined;
    },
  });

  if (pages.error && !pages.data) return <ErrorPanel error={pages.error} onRetry={() => void pages.refetch()} />;
  const records = pages.data?.pages.flatMap((page) => page.row) ?? [];
  const total = pages.data?.pages.at(-1)?.paging_header.total_count ?? 0;

  const footer = (
    <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
      <Typography.Text type="secondary">
        已显示 {records.length} / 共 {total} 条
      </Typography.Text>
      <Space>
        <Select
          size="small"
          aria-label="每次加载条数"
          value={size}
          onChange={setSize}
          options={TIMELINE_SIZES.map((value) => ({ value, label: `${value} 条/次` }))}
          style={{ width: 100 }}
        />
        {pages.hasNextPage ? (
          <Button size="small" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {pages.isFetchNextPageError ? '加载失败，重试' : '加载更多'}
          </Button>
        ) : (
          <Typography.Text type="secondary">没有更多了</Typography.Text>
        )}
      </Space>
    </Space>
  );
  return <TimelineList records={records} loading={pages.isLoading} footer={records.length > 0 ? footer : undefined} />;
}

/**
 * 操作记录 of one audited record (document 1 §3): the audit log's timeline of `target_type` / `target_id`, as a detail
 * page's last tab shows it. The shape every detail page repeated by hand; use this one.
 */
export function AuditTimeline({ type, id }: { type: string; id: string | number }) {
  return (
    <RecordTimeline
      loadKey={[loggingTimeline.path, type, id]}
      load={(paging) => send(loggingTimeline, { ...paging, target_type: type, target_id: String(id) }, { silent: true })}
    />
  );
}
