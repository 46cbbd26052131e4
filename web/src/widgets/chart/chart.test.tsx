import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chart, RankList } from './chart';

const days = ['11-01', '11-02', '11-03'];

describe('Chart', () => {
  it('draws a line per series and tells every series at the chosen x (arrow keys)', () => {
    render(
      <Chart
        kind="line"
        title="近 3 天订单"
        x={days}
        series={[
          { name: '订单数', values: [3, 5, 8] },
          { name: '金额', values: [300, 500, 800], format: (v) => `¥${v / 100}`, axis: 'right' },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: '近 3 天订单' });
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toContain('11-02');
    expect(tooltip.textContent).toContain('订单数5');
    expect(tooltip.textContent).toContain('金额¥5');
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides and shows a series from its legend', () => {
    const { container } = render(<Chart kind="bar" x={days} series={[{ name: '入场', values: [1, 2, 3] }, { name: '出场', values: [1, 1, 0] }]} />);
    const legend = screen.getByRole('group', { name: '图例' });
    expect(container.querySelectorAll('[data-series]')).toHaveLength(2);
    fireEvent.click(within(legend).getByRole('button', { name: /出场/ }));
    expect(within(legend).getByRole('button', { name: /出场/ }).getAttribute('aria-pressed')).toBe('false');
    expect([...container.querySelectorAll('[data-series]')].map((g) => g.getAttribute('data-series'))).toEqual(['入场']);
    // Bars of 0 draw nothing: 入场 has three.
    expect(container.querySelectorAll('[data-series="入场"] rect')).toHaveLength(3);
  });

  it('stacks series on one another', () => {
    const { container } = render(<Chart kind="stacked" x={['a']} series={[{ name: 'A', values: [2] }, { name: 'B', values: [2] }]} height={212} />);
    const [a, b] = [...container.querySelectorAll('[data-series] rect')];
    // The plot is 212 - 12 - 28 = 172 px tall over 0 … 4: each bar is half of it, B on top of A.
    expect(Number(a!.getAttribute('height'))).toBeCloseTo(86);
    expect(Number(b!.getAttribute('y')) + Number(b!.getAttribute('height'))).toBeCloseTo(Number(a!.getAttribute('y')));
  });

  it('shows 暂无数据 when there is nothing to draw', () => {
    render(<Chart kind="line" x={days} series={[{ name: '订单数', values: [0, 0, 0] }]} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('RankList', () => {
  it('ranks the largest first, at most max', () => {
    render(<RankList data-testid="rank" max={2} items={[{ label: '南山区', value: 5 }, { label: '福田区', value: 9 }, { label: '罗湖区', value: 1 }]} format={(v) => `${v} 次`} />);
    const rows = within(screen.getByTestId('rank')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['1福田区9 次', '2南山区5 次']);
  });
});
