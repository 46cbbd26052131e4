import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../shell/session/store';
import { HomePage } from './home-page';
import { mockSend } from '../../../test/send';

// The request layer is the only thing mocked.
const send = mockSend();

const page = (total: number) => ({ row: [], paging_header: { total_count: total, page_index: 1, page_size: 10 } });

beforeEach(() => {
  send.mockReset();
  send.mockImplementation(async (call: { path: string }, input: { read_status?: number }) => {
    if (call.path.includes('announcement')) return page(7);
    if (call.path.includes('message')) return page(input.read_status === 0 ? 2 : 9);
    return { data: { total_count: 4 } };
  });
  useSession.setState({
    user: { name: '张三', merchant_name: '福田停车' } as never,
    permissions: new Set(['universal:message:basic', 'parking:parking:release:list']),
    products: new Set(['ALL']),
  });
});

const renderHome = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('HomePage', () => {
  it('shows the statistic cards the user may see (the e2e tests read home-cards)', async () => {
    renderHome();
    const cards = screen.getByTestId('home-cards');
    await waitFor(() => expect(cards.textContent).toContain('未读消息2'));
    await waitFor(() => expect(cards.textContent).toContain('平台公告7'));
    await waitFor(() => expect(cards.textContent).toContain('停车待办4'));
    expect(cards.textContent).not.toContain('支付待办');
    expect(cards.textContent).not.toContain('充电待办');
    expect(screen.getByTestId('home-title').textContent).toBe('商户管理平台');
  });

  it('shows no message cards without universal:message:basic', async () => {
    useSession.setState({ permissions: new Set(['parking:parking:release:list']) });
    renderHome();
    await waitFor(() => expect(screen.getByTestId('home-cards').textContent).toBe('停车待办4'));
  });
});
