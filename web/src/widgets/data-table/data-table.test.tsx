import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenWidth } from '../../../test/screen-width';
import { RequestError } from '../../lib/request';
import { useSession } from '../../shell/session/store';
import type { Column, RowAction } from '../resource/types';
import { DataTable, type DataTableProps } from './data-table';

interface Row {
  id: number;
  name: string;
  status: number;
}

const rows: Row[] = [
  { id: 1, name: '福田停车场', status: 1 },
  { id: 2, name: '南山停车场', status: 0 },
];
const columns: Column<Row>[] = [
  { key: 'name', title: '名称' },
  { key: 'status', title: '状态', value: (row) => (row.status ? '启用' : '停用') },
  { key: 'secret', title: '内部备注', permission: ['base:announcement:update'], value: () => '内部' },
];

const renderTable = (props: Partial<DataTableProps<Row>> = {}) =>
  render(
    <App>
      <DataTable<Row> id="parks" rowKey="id" columns={columns} rows={rows} total={42} page={2} size={20} onPage={vi.fn()} {...props} />
    </App>,
  );

beforeEach(() => useSession.setState({ user: { manager_id: 7 } as never, permissions: new Set(['a:b:list']), products: new Set(['ALL']) }));

let restore = () => {};
afterEach(() => restore());

describe('DataTable', () => {
  it('pins the first column left on a wide screen; on a phone only 操作 stays pinned (right)', () => {
    const pinned = [{ ...columns[0]!, fixed: 'left' as const }, columns[1]!];
    const actions: RowAction<Row>[] = [{ key: 'edit', label: '编辑', onClick: () => {} }];
    restore = screenWidth(1440);
    const wide = renderTable({ columns: pinned, actions });
    expect(document.querySelectorAll('th.ant-table-cell-fix-start').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('th.ant-table-cell-fix-end').length).toBeGreaterThan(0);
    wide.unmount();
    restore();
    restore = screenWidth(390);
    renderTable({ columns: pinned, actions });
    expect(document.querySelectorAll('th.ant-table-cell-fix-start').length).toBe(0);
    expect(document.querySelectorAll('th.ant-table-cell-fix-end').length).toBeGreaterThan(0);
  });

  it('numbers rows across pages, hides gated columns and shows the total', () => {
    renderTable();
    const body = document.querySelector('.ant-table-tbody')!;
    expect(within(body as HTMLElement).getByText('21')).toBeTruthy();
    expect(within(body as HTMLElement).getByText('22')).toBeTruthy();
    expect(screen.queryByText('内部备注')).toBeNull();
    expect(screen.getByText('共 42 条')).toBeTruthy();
  });

  it('says "more than" when the server stopped counting', () => {
    renderTable({ total: 10000, totalCapped: true });
    expect(screen.getByText('超过 10,000 条，可用查询条件缩小范围')).toBeTruthy();
  });

  it('shows four operation buttons and the rest under 更多, each gated and per row', async () => {
    const calls: string[] = [];
    const actions: RowAction<Row>[] = ['详情', '编辑', '授权', '复制', '导出', '删除'].map((label) => ({ key: label, label, onClick: (row) => void calls.push(`${label}:${row.id}`) }));
    actions.push({ key: 'gated', label: '审核', permission: ['x:y:audit'], onClick: () => {} });
    actions.push({ key: 'enable', label: '启用', when: (row) => row.status === 0, onClick: () => {} });
    renderTable({ actions });
    const [first, second] = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    expect(within(first as HTMLElement).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['详情', '编辑', '授权', '复制', '更多']);
    expect(screen.queryByText('审核')).toBeNull();
    fireEvent.click(within(first as HTMLElement).getByText('编辑'));
    expect(calls).toEqual(['编辑:1']);
    fireEvent.click(within(second as HTMLElement).getByText('更多'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['导出', '删除', '启用']);
    fireEvent.click(within(menu).getByText('导出'));
    expect(calls).toEqual(['编辑:1', '导出:2']);
  });

  it('asks before a destructive action and runs it only when confirmed', async () => {
    const remove = vi.fn();
    renderTable({ actions: [{ key: 'delete', label: '删除', danger: true, confirm: (row) => `确定删除「${row.name}」吗？`, onClick: remove }] });
    fireEvent.click(screen.getAllByText('删除')[0]!);
    await screen.findAllByText('确定删除「福田停车场」吗？');
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(rows[0]));
  });

  it('remembers the hidden columns per user and table', async () => {
    const { unmount } = renderTable();
    fireEvent.click(screen.getByTestId('column-chooser'));
    fireEvent.click(await screen.findByRole('checkbox', { name: '状态' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '状态' })).toBeNull());
    expect(JSON.parse(localStorage.getItem('table-columns:7:parks')!)).toEqual(['status']);
    unmount();
    renderTable();
    expect(screen.queryByRole('columnheader', { name: '状态' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: '名称' })).toBeTruthy();
  });

  it('shows the empty state and the error panel with 重试', () => {
    const { unmount } = renderTable({ rows: [], total: 0 });
    expect(screen.getByText('暂无数据')).toBeTruthy();
    unmount();
    const onRetry = vi.fn();
    renderTable({ error: new RequestError({ code: 1500, message: '服务器内部错误', hint: '请稍后重试', seqno: 'abc123' }), onRetry });
    expect(screen.getByText('服务器内部错误')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('changes page size back to page 1', () => {
    const onPage = vi.fn();
    renderTable({ onPage });
    fireEvent.click(screen.getByTitle('3'));
    expect(onPage).toHaveBeenCalledWith(3, 20);
  });
});
