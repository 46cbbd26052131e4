import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { Activity } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shell/session/store';
import type { FilterField } from '../resource/types';
import { ParkPicker } from '../park-picker';
import { SearchPanel } from './search-panel';
import { mockSend } from '../../../test/send';

// The request layer is the only thing mocked (the remote field's options).
const send = mockSend();

const fields: FilterField[] = [
  { kind: 'text', key: 'title', label: '标题' },
  { kind: 'text', key: 'plate', label: '车牌' },
  { kind: 'select', key: 'status', label: '状态', options: [{ label: '启用', value: 1 }, { label: '停用', value: 0 }] },
  { kind: 'text', key: 'order', label: '订单号' },
  { kind: 'text', key: 'secret', label: '内部编号', permission: ['base:announcement:update'] },
];

const renderPanel = (values = {}, onSearch = vi.fn()) => {
  render(
    <App>
      <SearchPanel id="test" fields={fields} values={values} onSearch={onSearch} />
    </App>,
  );
  return onSearch;
};

beforeEach(() => useSession.setState({ permissions: new Set(['universal:message:basic']), products: new Set(['parking:merchant:platform']) }));

describe('SearchPanel', () => {
  it('shows the first three fields, folds the rest behind 更多条件 and hides gated ones', async () => {
    renderPanel();
    expect(screen.getByLabelText('标题')).toBeTruthy();
    expect(screen.getByLabelText('状态')).toBeTruthy();
    expect(screen.getByText('订单号').closest<HTMLElement>('.search-field')?.style.display).toBe('none');
    expect(screen.queryByText('内部编号')).toBeNull();
    fireEvent.click(screen.getByText('更多条件'));
    await waitFor(() => expect(screen.getByText('订单号').closest<HTMLElement>('.search-field')?.style.display).toBe(''));
    expect(screen.getByText('收起')).toBeTruthy();
  });

  it('keeps what was typed while its page is hidden by keep-alive, and still follows a new address', async () => {
    const values = { title: '停车' };
    const panel = (mode: 'visible' | 'hidden', current: Record<string, string>) => (
      <App>
        <Activity mode={mode}>
          <SearchPanel id="test" fields={fields} values={current} onSearch={vi.fn()} />
        </Activity>
      </App>
    );
    const { rerender } = render(panel('visible', values));
    const title = screen.getByLabelText('标题') as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('停车'));
    fireEvent.change(title, { target: { value: '停车场维护' } });
    // Switched away and back: the page's effects are destroyed and created again with the same address.
    rerender(panel('hidden', values));
    rerender(panel('visible', values));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('停车场维护');
    // A new address (back/forward, a link) fills the form again.
    rerender(panel('visible', { title: '充电' }));
    await waitFor(() => expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('充电'));
  });

  it('trims text on blur and searches with the trimmed values', async () => {
    const onSearch = renderPanel();
    const title = screen.getByLabelText('标题') as HTMLInputElement;
    fireEvent.change(title, { target: { value: '  停车场  ' } });
    fireEvent.blur(title);
    await waitFor(() => expect(title.value).toBe('停车场'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ title: '停车场' }));
  });

  it('fills the form from the applied values (the address) and 重置 clears them', async () => {
    const onSearch = renderPanel({ title: '南山', order: 'A1' });
    await waitFor(() => expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('南山'));
    // A folded field that holds a value opens the fold.
    expect(screen.getByText('订单号').closest<HTMLElement>('.search-field')?.style.display).toBe('');
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(onSearch).toHaveBeenCalledWith({});
    await waitFor(() => expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe(''));
  });

  it('shows a gated field to a user holding its permission', () => {
    useSession.setState({ permissions: new Set(['base:announcement:update']) });
    renderPanel();
    expect(screen.getByText('内部编号')).toBeTruthy();
  });

  it('offers a remote field: options from the option source, the value back from the address with its label', async () => {
    send.mockReset();
    send.mockImplementation(async (_call: unknown, input: { keywords?: string }) => ({
      row: [
        { label: '福田停车场', value: 1 },
        { label: '南山停车场', value: 2 },
      ].filter((o) => !input.keywords || o.label.includes(input.keywords) || String(o.value) === input.keywords),
    }));
    const onSearch = vi.fn();
    const remote: FilterField[] = [{ kind: 'remote', key: 'merchant_id', label: '商户', source: 'merchant' }];
    const panel = (values: Record<string, string>) => (
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <SearchPanel id="remote" fields={remote} values={values} onSearch={onSearch} />
        </App>
      </QueryClientProvider>
    );
    const { unmount } = render(panel({}));
    fireEvent.mouseDown(screen.getByLabelText('商户'));
    fireEvent.click(await screen.findByText('南山停车场', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ merchant_id: '2' }));
    expect(send.mock.calls[0]![1]).toMatchObject({ id: 'merchant', limit: 100 });
    unmount();
    render(panel({ merchant_id: '1' }));
    await waitFor(() => expect(document.querySelector('.search-field .ant-select')!.textContent).toContain('福田停车场'));
  });

  it('takes a custom control (the park picker): its value is searched as text, 全部停车场 as no filter', async () => {
    send.mockReset();
    send.mockImplementation(async (_call: unknown, input: { keywords?: string; park_code?: string }) => ({
      row: [
        { park_code: 'P1000001', park_name: '福田中心停车场' },
        { park_code: 'P1000002', park_name: '会展中心北广场停车场' },
      ].filter((p) => (!input.keywords || p.park_name.includes(input.keywords)) && (!input.park_code || p.park_code === input.park_code)),
      paging_header: { total_count: 2, page_index: 1, page_size: 20 },
    }));
    const onSearch = vi.fn();
    const custom: FilterField[] = [{ kind: 'custom', key: 'park_code', label: '停车场', render: () => <ParkPicker aria-label="停车场" style={{ width: '100%' }} /> }];
    const panel = (values: Record<string, string>) => (
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <SearchPanel id="custom" fields={custom} values={values} onSearch={onSearch} />
        </App>
      </QueryClientProvider>
    );
    const { unmount } = render(panel({}));
    expect(document.querySelector('.search-field .ant-select')!.textContent).toContain('全部停车场');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({}));
    fireEvent.mouseDown(screen.getByLabelText('停车场'));
    fireEvent.click(await screen.findByText('会展中心北广场停车场'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ park_code: 'P1000002' }));
    unmount();
    render(panel({ park_code: 'P1000001' }));
    await waitFor(() => expect(document.querySelector('.search-field .ant-select')!.textContent).toContain('福田中心停车场'));
  });
});
