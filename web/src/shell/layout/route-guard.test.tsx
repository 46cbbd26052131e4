import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../session/store';
import { RouteGuard } from './route-guard';
import { mockSend } from '../../../test/send';

// The request layer is the only thing mocked: the dynamic route's start-up check.
const send = mockSend();

const PATH = '/service/payment/acl/list';
const meta = { title: '支付应用授权', dynamic: true, permission: ['payment:partner:app:acl:list'], product: { anyOf: ['payment:partner:platform'] } };

function NoAuth() {
  const location = useLocation();
  return <div data-testid="no-auth">{new URLSearchParams(location.search).get('permission')}</div>;
}

const renderGuard = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[PATH]}>
        <Routes>
          <Route path={PATH} element={<RouteGuard path={PATH} meta={meta}><div data-testid="page">授权列表</div></RouteGuard>} />
          <Route path="/error-page/no-auth" element={<NoAuth />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  send.mockReset();
  useSession.setState({ user: { merchant: 100100 } as never, permissions: new Set(['payment:partner:app:acl:list']), products: new Set(['payment:partner:platform']) });
});

describe('RouteGuard on a dynamic route', () => {
  it('waits for the start-up check and opens the page when it succeeds', async () => {
    let pass: (value: unknown) => void = () => undefined;
    send.mockImplementation(() => new Promise((resolve) => (pass = resolve)));
    renderGuard();
    expect(screen.queryByTestId('page')).toBeNull();
    expect(screen.queryByTestId('no-auth')).toBeNull();
    pass({ merchant: 100100, merchants: 3 });
    await waitFor(() => expect(screen.getByTestId('page')).toBeTruthy());
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ path: 'payment/app/acl/validate' }), { merchant: 100100 }, { silent: true });
  });

  it('shows the no-auth page naming the route when the check fails (1003)', async () => {
    send.mockRejectedValue(Object.assign(new Error('没有可授权应用的支付商户'), { code: 1003 }));
    renderGuard();
    await waitFor(() => expect(screen.getByTestId('no-auth').textContent).toBe(PATH));
  });

  it('does not ask without the permission: the route stays closed', async () => {
    useSession.setState({ permissions: new Set(['universal:message:basic']) });
    renderGuard();
    await waitFor(() => expect(screen.getByTestId('no-auth').textContent).toBe(PATH));
    expect(send).not.toHaveBeenCalled();
  });
});

describe('menu features', () => {
  it('offers the partner platforms’ software entries to holders of the parking or energy partner product only', async () => {
    const { menuFeatures } = await import('./use-access-context');
    expect([...menuFeatures(new Set(['parking:partner:platform']))]).toEqual(['ParkingSoftware']);
    expect([...menuFeatures(new Set(['energy:partner:platform', 'payment:partner:platform']))]).toEqual(['EnergySoftware']);
    expect([...menuFeatures(new Set(['parking:merchant:platform']))]).toEqual([]);
    expect([...menuFeatures(new Set(['ALL']))]).toEqual(['ParkingSoftware', 'EnergySoftware']);
  });
});
