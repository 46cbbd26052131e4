import type { CallDefinition } from '@console/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { useSession } from '../../../shell/session/store';
import MonthlyPage from '../vehicles/monthly-page';
import { ManagedScope } from './scope';
import { mockSend } from '../../../../test/send';

// 停车管理 of one merchant (docs/decisions.md, "The partner's and group's 停车管理"): the merchant page inside the frame asks
// for the merchant of the address only, without its 所属商户 filter and column; the park picker offers its parks; an
// address without the merchant gets the last one back, or asks to choose one.

afterEach(() => vi.restoreAllMocks());
beforeEach(() => useSession.setState({ permissions: new Set(['parking:group:vip:list', 'parking:group:manage:list']), products: new Set(['parking:group:platform']) }));

const card = {
  id: 7, merchant: 100102, merchant_name: '南山科技园停车场', park_code: 'P1000004', park_name: '南山科技园停车场', package: 3, package_name: '集团年卡', plates: ['粤B8G8G8'],
  plate_color: 1, holder_name: '周杰', mobile: '138****5678', space_no: 'A-101', start_date: '2026-01-01', end_date: '2026-12-31', status: 1, state: 1, pause_reason: '',
  create_time: '2026-01-01T02:00:00.000Z',
};

function mockCalls() {
  return mockSend().mockImplementation((async (call: CallDefinition) => {
    if (call.path === 'parking/group/vip/list') return { row: [card], paging_header: { total_count: 1, page_index: 1, page_size: 20 } };
    if (call.path === 'parking/park/list') return { row: [{ park_code: 'P1000004', park_name: '南山科技园停车场', merchant: 100102, merchant_name: '南山科技园停车场' }], paging_header: { total_count: 1, page_index: 1, page_size: 20 } };
    throw new Error(`unexpected ${call.path}`);
  }) as never);
}

const queriesOf = (send: ReturnType<typeof mockCalls>, path: string) => send.mock.calls.filter(([call]) => (call as CallDefinition).path === path).map(([, query]) => query as Record<string, unknown>);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

describe('ManagedScope', () => {
  it('asks for the merchant of the address, drops 所属商户, and the park picker lists its parks', async () => {
    const send = mockCalls();
    renderPage(<ManagedScope><MonthlyPage /></ManagedScope>, `/group/parking/car?merchant=100102&merchant_name=${encodeURIComponent('南山科技园停车场')}`);
    expect(within(screen.getByTestId('managed-merchant')).getByText('南山科技园停车场')).toBeTruthy();
    await screen.findByText('粤B8G8G8');
    expect(queriesOf(send, 'parking/group/vip/list')[0]).toMatchObject({ merchant: 100102 });
    // The group's own 月卡 shows whose cards they are; here the merchant is fixed.
    expect(screen.queryByText('所属商户')).toBeNull();
    fireEvent.mouseDown(screen.getAllByRole('combobox')[0]!);
    await waitFor(() => expect(queriesOf(send, 'parking/park/list')[0]).toMatchObject({ merchant: 100102 }));
  });

  it('an address of the group without the merchant gets the last one back', async () => {
    const send = mockCalls();
    renderPage(<><ManagedScope><MonthlyPage /></ManagedScope><Where /></>, '/group/parking/car?plate=B8G');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/group/parking/car?plate=B8G&merchant=100102&merchant_name=${encodeURIComponent('南山科技园停车场')}`));
    await screen.findByText('粤B8G8G8');
    expect(queriesOf(send, 'parking/group/vip/list').every((q) => q.merchant === 100102)).toBe(true);
  });

  it('without any merchant it asks to choose one and calls nothing', () => {
    const send = mockCalls();
    renderPage(<ManagedScope><MonthlyPage /></ManagedScope>, '/parking/manage/car');
    expect(screen.getByText('请先选择商户')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去商户列表' })).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});
