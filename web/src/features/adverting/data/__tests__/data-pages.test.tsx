import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adStatGroup, adStatSummary, optionList, type CallDefinition } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../../../test/render-page';
import { useSession } from '../../../../shell/session/store';
import { mockSend } from '../../../../../test/send';

const send = mockSend();

const { SpaceStatisticsPage } = await import('../list-pages');
const { AnalysisPage } = await import('../overview-pages');

const metrics = (shows: number, clicks: number, cost: number, share: number) => ({ shows, clicks, cost, provider_income: share, income: cost - share });
const spaces = [
  { key: '3', name: '缴费完成页', code: 'PAY_SUCCESS', scene: 5, billing: 1, status: 1, daily_limit: 0, provider_name: '福田中心停车场', days: 30, ...metrics(300_000, 4_500, 900_000, 360_000) },
  { key: '6', name: '小程序信息流', code: 'MINI_FEED', scene: 4, billing: 2, status: 0, daily_limit: 0, provider_name: '自有流量', days: 0, ...metrics(0, 0, 0, 0) },
];
const summary = { start_date: '2026-10-29', end_date: '2026-11-27', previous_start_date: '2026-09-29', previous_end_date: '2026-10-28', totals: metrics(300_000, 4_500, 900_000, 360_000), previous: metrics(0, 0, 0, 0), points: [] };
const answer = (call: CallDefinition, query: Record<string, unknown>) => {
  if (call === adStatSummary) return Promise.resolve(summary);
  if (call === optionList) return Promise.resolve({ row: [] });
  if (call === adStatGroup) {
    if (query.dimension === 'space') return Promise.resolve({ row: spaces, paging_header: { total_count: 2, page_index: 1, page_size: 20 }, start_date: summary.start_date, end_date: summary.end_date, totals: summary.totals });
    const rows = query.dimension === 'billing' ? [{ key: '1', name: 'CPM（千次展示）', billing: 1, days: 30, ...metrics(250_000, 3_000, 800_000, 300_000) }, { key: '2', name: 'CPC（单次点击）', billing: 2, days: 30, ...metrics(50_000, 1_500, 100_000, 60_000) }]
      : [{ key: '5', name: '支付完成页', scene: 5, days: 30, ...metrics(300_000, 4_500, 900_000, 360_000) }];
    return Promise.resolve({ row: rows, paging_header: { total_count: rows.length, page_index: 1, page_size: 100 }, start_date: summary.start_date, end_date: summary.end_date, totals: summary.totals });
  }
  return Promise.reject(new Error(`unexpected call ${call.path}`));
};

describe('广告数据 pages', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockImplementation(answer);
    useSession.setState({ permissions: new Set(['adverting:data:list', 'adverting:config:space:list']), products: new Set(['adverting:partner:platform']) });
  });

  it('广告位统计: the period’s totals, rows with their labels and money in yuan, 详情 per row; no 导出 without its code', async () => {
    renderPage(<SpaceStatisticsPage />, '/adverting/data/space/statistics?start_date=2026-10-29&end_date=2026-11-27');
    const row = (await screen.findByText('PAY_SUCCESS')).closest('tr')!;
    expect(within(row).getByText('支付完成页')).toBeTruthy();
    expect(within(row).getByText('CPM（千次展示）')).toBeTruthy();
    expect(within(row).getByText('¥9,000.00')).toBeTruthy();
    expect(within(row).getByText('1.50%')).toBeTruthy();
    expect(within(row).getByText('10,000 / 不限')).toBeTruthy();
    expect(within(screen.getByText('MINI_FEED').closest('tr')!).getByText('停用')).toBeTruthy();
    expect((await screen.findByTestId('stat-totals')).textContent).toContain('统计周期 2026-10-29 至 2026-11-27');
    expect(send).toHaveBeenCalledWith(adStatGroup, expect.objectContaining({ dimension: 'space', start_date: '2026-10-29', end_date: '2026-11-27' }), expect.anything());
    expect(send).toHaveBeenCalledWith(adStatSummary, { start_date: '2026-10-29', end_date: '2026-11-27' }, expect.anything());
    expect(within(row).getByRole('button', { name: '详情' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
  });

  it('数据分析: switching the dimension and the figure asks again and shows each group’s share', async () => {
    renderPage(<AnalysisPage />, '/adverting/data/analysis');
    await within(await screen.findByTestId('analysis-table')).findByText('支付完成页');
    fireEvent.click(within(screen.getByTestId('analysis-dimension')).getByText('计费方式'));
    fireEvent.click(within(screen.getByTestId('analysis-metric')).getByText('广告消耗'));
    await waitFor(() => expect(send).toHaveBeenCalledWith(adStatGroup, expect.objectContaining({ dimension: 'billing', order_by: 'cost' }), expect.anything()));
    const table = screen.getByTestId('analysis-table');
    await waitFor(() => expect(within(table).getByText('CPC（单次点击）')).toBeTruthy());
    expect(within(within(table).getByText('CPM（千次展示）').closest('tr')!).getByText('88.9%')).toBeTruthy();
    expect(within(table).getByText('¥8,000.00')).toBeTruthy();
  });
});
