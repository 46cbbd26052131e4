import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../lib/request';
import { RecordTimeline, TimelineList, type TimelineRecord } from './record-timeline';

function Harness({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `count` records, one an hour back from 2024-05-01 12:00 UTC+8, newest first as the server answers. */
const history = (count: number): TimelineRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    event_time: new Date(Date.UTC(2024, 4, 1, 4 - i)).toISOString(),
    operator: { name: `操作员${i + 1}` },
    content: `第 ${i + 1} 条`,
  }));

const load = vi.fn<(paging: { page_index: number; page_size: number }) => Promise<{ row: TimelineRecord[]; paging_header: { total_count: number } }>>();

const serve = (all: TimelineRecord[]) =>
  load.mockImplementation(async ({ page_index, page_size }) => ({
    row: all.slice((page_index - 1) * page_size, page_index * page_size),
    paging_header: { total_count: all.length },
  }));

const items = () => document.querySelectorAll('.ant-timeline-item');

beforeEach(() => {
  load.mockReset();
});

describe('TimelineList', () => {
  it('puts the newest record first and shows its UTC+8 time, operator and content', () => {
    render(
      <TimelineList
        records={[
          { event_time: '2024-05-01T01:00:00Z', operator: { name: '张三' }, content: '创建' },
          { event_time: '2024-05-02T16:30:00Z', operator: null, content: '审核通过\n备注：资料齐全' },
        ]}
      />,
    );
    const [first, second] = [...items()] as HTMLElement[];
    expect(within(first!).getByText('2024-05-03 00:30:00')).toBeTruthy();
    expect(within(first!).getByText(/审核通过/)).toBeTruthy();
    expect(within(first!).getByText('操作人：-')).toBeTruthy();
    expect(within(second!).getByText('2024-05-01 09:00:00')).toBeTruthy();
    expect(within(second!).getByText('操作人：张三')).toBeTruthy();
  });

  it('says 暂无记录 without records and shows a skeleton while loading', () => {
    const { rerender } = render(<TimelineList records={[]} />);
    expect(screen.getByText('暂无记录')).toBeTruthy();
    rerender(<TimelineList records={[]} loading />);
    expect(screen.getByTestId('timeline-loading')).toBeTruthy();
  });
});

describe('RecordTimeline', () => {
  it('loads 20 records, then the next page with 加载更多, until there are no more', async () => {
    serve(history(25));
    render(
      <Harness>
        <RecordTimeline loadKey={['order', 7, 'log']} load={load} />
      </Harness>,
    );
    await waitFor(() => expect(items()).toHaveLength(20));
    expect(load).toHaveBeenLastCalledWith({ page_index: 1, page_size: 20 });
    expect(screen.getByText('已显示 20 / 共 25 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(items()).toHaveLength(25));
    expect(load).toHaveBeenLastCalledWith({ page_index: 2, page_size: 20 });
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('offers the timeline sizes 20, 50, 100, 200 and starts over with the chosen one', async () => {
    serve(history(60));
    render(
      <Harness>
        <RecordTimeline loadKey={['order', 8, 'log']} load={load} />
      </Harness>,
    );
    await waitFor(() => expect(items()).toHaveLength(20));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '每次加载条数' }));
    await screen.findByText('200 条/次');
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['20 条/次', '50 条/次', '100 条/次', '200 条/次']);
    fireEvent.click(screen.getByText('50 条/次', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(items()).toHaveLength(50));
    expect(load).toHaveBeenLastCalledWith({ page_index: 1, page_size: 50 });
  });

  it('says 暂无记录 for an empty history', async () => {
    serve([]);
    render(
      <Harness>
        <RecordTimeline loadKey={['order', 9, 'log']} load={load} />
      </Harness>,
    );
    expect(await screen.findByText('暂无记录')).toBeTruthy();
  });

  it('shows the error panel and retries', async () => {
    serve(history(3));
    load.mockRejectedValueOnce(new RequestError({ code: 1500, message: '服务异常', seqno: 'abc123' }));
    render(
      <Harness>
        <RecordTimeline loadKey={['order', 10, 'log']} load={load} />
      </Harness>,
    );
    expect(await screen.findByText('服务异常')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(items()).toHaveLength(3));
  });
});
