import { allocate, type CallDefinition } from '@console/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { useSession } from '../../../shell/session/store';
import AllocationPage from './allocation-page';
import MonthlyOrdersPage from './monthly-page';
import { mockSend } from '../../../../test/send';

afterEach(() => vi.restoreAllMocks());
beforeEach(() => useSession.setState({ permissions: new Set(['parking:trade:list', 'parking:trade:collate']), products: new Set(['parking:merchant:platform']) }));

const order = {
  id: 5, order_no: 'M2026013100000007', kind: 2, vip: 3, merchant: 100101, merchant_name: '福田中心停车场', park_code: 'P1000001', park_name: '福田中心停车场',
  plates: ['粤B6K2M8'], plate_color: 1, holder_name: '陈志强', package_name: '全天季卡', periods: 1, months: 3, amount: 170001, pay_type: 1,
  start_date: '2026-01-31', end_date: '2026-04-30', operator: '王芳', create_time: '2026-01-28T02:00:00.000Z', collated: 0, collate_time: null, collator: '',
  resync_count: 0, resync_time: null,
};

/** What the server answers for the allocation of `order` (the contract's `allocate`, as the server uses it). */
const periodsOf = (unit: 1 | 2, page = 1, size = 20) => {
  const parts = allocate(order, unit === 2 ? 'day' : 'period').map((p) => ({ ...p, state: p.end_date < '2026-03-01' ? 2 : 0 }));
  const allocated = parts.filter((p) => p.state === 2).reduce((n, p) => n + p.amount, 0);
  return { row: parts.slice((page - 1) * size, page * size), paging_header: { total_count: parts.length, page_index: page, page_size: size }, order_no: order.order_no, amount: order.amount, allocated };
};

describe('分摊明细', () => {
  it('shows the order, its parts by month with the remainder last, and switches to days', async () => {
    const send = mockSend().mockImplementation((async (call: CallDefinition, query: { unit?: 1 | 2; page_index?: number; page_size?: number }) => {
      if (call.path === 'parking/parking/recharge') return order;
      if (call.path === 'parking/recharge/period/list') return periodsOf(query.unit ?? 1, query.page_index, query.page_size);
      throw new Error(`unexpected ${call.path}`);
    }) as never);
    renderPage(<AllocationPage />, '/parking-merchant/trade/period-detail?id=5');
    const summary = await screen.findByTestId('allocation-summary');
    expect(summary.textContent).toContain('1,700.01 元');
    expect(summary.textContent).toContain('3 期');
    // The first part has ended (56,667 fen); the other two are to come.
    expect(summary.textContent).toContain('已结束部分566.67 元');
    expect(summary.textContent).toContain('未结束部分1,133.34 元');
    const table = screen.getByTestId('allocation-table');
    await within(table).findByText('2026-01-31 至 2026-02-28');
    expect(within(table).getAllByText('566.67 元')).toHaveLength(3);
    expect(screen.getByText('M2026013100000007')).toBeTruthy();

    fireEvent.click(screen.getByText('按日'));
    await waitFor(() => expect(screen.getByTestId('allocation-summary').textContent).toContain('90 天'));
    expect(send.mock.calls.some(([call, query]) => (call as CallDefinition).path === 'parking/recharge/period/list' && (query as { unit: number }).unit === 2)).toBe(true);
    // 170001 fen over 90 days: 1,888 a day, the last day the remainder (1,969).
    await screen.findByText('共 90 天');
    expect(within(screen.getByTestId('allocation-table')).getAllByText('18.88 元').length).toBe(20);
    fireEvent.click(screen.getByTitle('5'));
    await within(screen.getByTestId('allocation-table')).findByText('19.69 元');
    expect(within(screen.getByTestId('allocation-table')).getByText('2026-04-30')).toBeTruthy();
  });

  it('says what to do without an order', () => {
    renderPage(<AllocationPage />, '/parking-merchant/trade/daily-detail');
    expect(screen.getByText('缺少月卡订单，请从月卡订单列表打开分摊明细')).toBeTruthy();
  });
});

describe('月卡订单 对账', () => {
  it('asks first with the chosen orders’ total, then collates only those not yet collated', async () => {
    const collated = { ...order, id: 6, order_no: 'M2026010100000001', collated: 1, collate_time: '2026-01-03T02:00:00.000Z', collator: '王芳' };
    const send = mockSend().mockImplementation((async (call: CallDefinition) => {
      if (call.path === 'parking/parking/recharge/list') return { row: [order, collated], paging_header: { total_count: 2, page_index: 1, page_size: 20 } };
      if (call.path === 'parking/parking/recharge/statistics') return { start_date: '2026-01-01', end_date: '2026-01-30', count: 2, amount: 340002, rows: [{ pay_type: 1, count: 2, amount: 340002 }] };
      if (call.path === 'parking/recharge/collate') return { collated: 1, already: 0 };
      throw new Error(`unexpected ${call.path}`);
    }) as never);
    renderPage(<MonthlyOrdersPage />, '/parking-merchant/trade/monthly');
    await screen.findByText('M2026013100000007');
    expect((await screen.findByTestId('recharge-statistics')).textContent).toContain('¥3,400.02');
    // The collated row offers no 对账; selecting both collates the open one only.
    const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: '对账' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: '对账' })).toBeNull();
    const batch = screen.getByRole('button', { name: /批量对账/ });
    expect((batch as HTMLButtonElement).disabled).toBe(true);
    for (const row of rows) fireEvent.click(within(row as HTMLElement).getByRole('checkbox'));
    await waitFor(() => expect((screen.getByRole('button', { name: /批量对账/ }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: /批量对账（1）/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('对账订单 M2026013100000007？');
    expect(dialog.textContent).toContain('合计 1,700.01 元');
    expect(send.mock.calls.some(([call]) => (call as CallDefinition).path === 'parking/recharge/collate')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认对账' }));
    await waitFor(() => expect(send.mock.calls.some(([call]) => (call as CallDefinition).path === 'parking/recharge/collate')).toBe(true));
    const [, body] = send.mock.calls.find(([call]) => (call as CallDefinition).path === 'parking/recharge/collate')!;
    expect(body).toEqual({ ids: [5] });
    await screen.findByText('已对账 1 笔');
  });
});
