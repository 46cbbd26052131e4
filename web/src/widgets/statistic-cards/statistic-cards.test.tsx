import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shell/session/store';
import { StatisticCards, type StatisticItem, type StatisticCardsProps } from './statistic-cards';

const renderCards = (items: StatisticItem[], props: Partial<StatisticCardsProps> = {}) =>
  render(
    <MemoryRouter>
      <StatisticCards data-testid="cards" items={items} {...props} />
    </MemoryRouter>,
  );

const card = (key: string) => screen.getByTestId(`statistic-${key}`);

beforeEach(() => useSession.setState({ permissions: new Set(['universal:message:basic']), products: new Set(['parking:merchant:platform']) }));

describe('StatisticCards', () => {
  it('shows title then value (counts with separators, money as yuan, nothing as -)', () => {
    renderCards([
      { key: 'count', title: '订单数', value: 12345 },
      { key: 'money', title: '实收金额', value: 123456789, format: 'money' },
      { key: 'refund', title: '退款', value: -5, format: 'money' },
      { key: 'none', title: '未知', value: null },
      { key: 'custom', title: '时长', value: 90, format: (v) => `${Number(v) / 60} 小时` },
      { key: 'suffix', title: '车位', value: 8, prefix: '共', suffix: '个' },
    ]);
    expect(card('count').textContent).toBe('订单数12,345');
    expect(card('money').textContent).toBe('实收金额¥1,234,567.89');
    expect(card('refund').textContent).toBe('退款-¥0.05');
    expect(card('none').textContent).toBe('未知-');
    expect(card('custom').textContent).toBe('时长1.5 小时');
    expect(card('suffix').textContent).toBe('车位共8个');
  });

  it('leaves out gated cards the user may not see', () => {
    renderCards([
      { key: 'mine', title: '未读消息', value: 2, permission: ['universal:message:basic'] },
      { key: 'theirs', title: '充电待办', value: 3, permission: ['energy:alarm:basic'] },
      { key: 'product', title: '停车', value: 4, product: ['parking:merchant:platform'] },
    ]);
    expect(within(screen.getByTestId('cards')).getAllByText(/未读消息|停车/)).toHaveLength(2);
    expect(screen.queryByText('充电待办')).toBeNull();
  });

  it('shows a skeleton while a card or the row loads', () => {
    const { unmount } = renderCards([
      { key: 'a', title: 'A', value: 1, loading: true },
      { key: 'b', title: 'B', value: 2 },
    ]);
    expect(card('a').querySelector('.ant-skeleton')).toBeTruthy();
    expect(card('b').querySelector('.ant-skeleton')).toBeNull();
    unmount();
    renderCards([{ key: 'b', title: 'B', value: 2 }], { loading: true });
    expect(card('b').querySelector('.ant-skeleton')).toBeTruthy();
  });

  it('links to an address or runs onClick (mouse and keyboard)', () => {
    const onClick = vi.fn();
    renderCards([
      { key: 'link', title: '待审核', value: 3, to: '/base/audit?status=0' },
      { key: 'click', title: '告警', value: 1, onClick },
    ]);
    expect(card('link').closest('a')?.getAttribute('href')).toBe('/base/audit?status=0');
    const button = screen.getByRole('button', { name: /告警/ });
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('shows a trend with its direction', () => {
    renderCards([
      { key: 'up', title: '收入', value: 10, trend: { value: 12.5, label: '较昨日' } },
      { key: 'down', title: '订单', value: 10, trend: { value: -3, label: '较昨日' } },
    ]);
    expect(within(card('up')).getByLabelText('上升').textContent).toContain('12.5%');
    expect(within(card('down')).getByLabelText('下降').textContent).toContain('3%');
    expect(card('up').textContent).toContain('较昨日');
  });
});
