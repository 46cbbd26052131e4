import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** A page as the console holds it — a fresh query client (no retries), a router at `address`, antd's App — for one component test. */
export const renderPage = (page: ReactElement, address: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[address]}>
        <App>{page}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
