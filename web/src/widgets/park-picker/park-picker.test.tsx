import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ParkPicker, type ParkPickerProps } from './park-picker';
import { mockSend } from '../../../test/send';

// The request layer is the only thing mocked.
const send = mockSend();

const park = (n: number, name: string) => ({ park_code: `P${1000000 + n}`, park_name: name, merchant: 100101, merchant_name: '福田中心停车场' });
const parks = [park(1, '福田中心停车场'), park(2, '会展中心北广场停车场'), park(3, '金田路路侧停车位'), ...Array.from({ length: 30 }, (_, i) => park(10 + i, `测试停车场${i}`))];

beforeEach(() => {
  send.mockReset();
  send.mockImplementation(async (call: { path: string }, input: { page_size: number; keywords?: string; park_code?: string }) => {
    expect(call.path).toBe('parking/park/list');
    const rows = parks.filter((p) => (!input.keywords || p.park_name.includes(input.keywords) || p.park_code.includes(input.keywords)) && (!input.park_code || p.park_code === input.park_code));
    return { row: rows.slice(0, input.page_size), paging_header: { total_count: rows.length, page_index: 1, page_size: input.page_size } };
  });
});

function Field(props: Partial<ParkPickerProps> & { onValue?: (...args: unknown[]) => void }) {
  const { onValue, ...rest } = props;
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [value, setValue] = useState(rest.value);
  return (
    <QueryClientProvider client={client}>
      <ParkPicker
        aria-label="停车场"
        {...rest}
        value={value}
        onChange={(next, chosen) => {
          setValue(next);
          onValue?.(next, chosen);
        }}
      />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </QueryClientProvider>
  );
}

const combobox = () => screen.getByRole('combobox');
const open = () => fireEvent.mouseDown(combobox());
const optionNames = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.querySelector('span span')?.textContent ?? o.textContent);
const shownLabel = () => document.querySelector('.ant-select')!.textContent;
const calls = () => send.mock.calls.map((c) => c[1] as { page_size: number; keywords?: string; park_code?: string });

describe('ParkPicker', () => {
  it('shows 全部停车场 by default; opened, lists 全部停车场 and the first 20 parks', async () => {
    render(<Field />);
    expect(shownLabel()).toContain('全部停车场');
    expect(send).not.toHaveBeenCalled();
    open();
    await waitFor(() => expect(optionNames()).toHaveLength(21));
    expect(optionNames().slice(0, 3)).toEqual(['全部停车场', '福田中心停车场', '会展中心北广场停车场']);
    expect(calls()[0]).toEqual({ page_size: 20, keywords: undefined });
  });

  it('searches on the server with all whitespace removed, once per pause, and emits the park_code and the park', async () => {
    const onValue = vi.fn();
    render(<Field onValue={onValue} />);
    open();
    await waitFor(() => expect(optionNames()).toHaveLength(21));
    fireEvent.change(combobox(), { target: { value: '会' } });
    fireEvent.change(combobox(), { target: { value: ' 会展 中心 ' } });
    await waitFor(() => expect(optionNames()).toEqual(['会展中心北广场停车场']));
    // No 全部停车场 among search results; one request for the settled text.
    expect(calls().map((c) => c.keywords)).toEqual([undefined, '会展中心']);
    fireEvent.click(screen.getByText('会展中心北广场停车场'));
    expect(onValue).toHaveBeenCalledWith('P1000002', expect.objectContaining({ park_name: '会展中心北广场停车场' }));
    expect(screen.getByTestId('value').textContent).toBe('"P1000002"');
    expect(shownLabel()).toContain('会展中心北广场停车场');
  });

  it('choosing 全部停车场 again, or clearing, goes back to no park', async () => {
    const onValue = vi.fn();
    render(<Field value="P1000003" onValue={onValue} />);
    // A value from elsewhere is looked up by its code for its name.
    await waitFor(() => expect(shownLabel()).toContain('金田路路侧停车位'));
    expect(calls()[0]).toEqual({ page_size: 20, park_code: 'P1000003' });
    open();
    await waitFor(() => expect(optionNames()[0]).toBe('全部停车场'));
    fireEvent.click(screen.getAllByText('全部停车场').at(-1)!);
    expect(onValue).toHaveBeenLastCalledWith('', undefined);
    expect(shownLabel()).toContain('全部停车场');
  });

  it('without allowAll (a form needing one park) it offers only parks and starts empty', async () => {
    render(<Field allowAll={false} placeholder="请选择停车场" />);
    expect(shownLabel()).toContain('请选择停车场');
    open();
    await waitFor(() => expect(optionNames()).toHaveLength(20));
    expect(optionNames()).not.toContain('全部停车场');
  });

  it('says when nothing matches, and offers 重试 when loading fails', async () => {
    render(<Field />);
    open();
    await waitFor(() => expect(optionNames()).toHaveLength(21));
    fireEvent.change(combobox(), { target: { value: '不存在' } });
    await screen.findByText('没有匹配的停车场');
    send.mockRejectedValue(new Error('网络异常'));
    fireEvent.change(combobox(), { target: { value: '又一个' } });
    await screen.findByText('停车场加载失败');
    send.mockImplementation(async () => ({ row: [parks[0]], paging_header: { total_count: 1, page_index: 1, page_size: 20 } }));
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(optionNames()).toEqual(['福田中心停车场']));
  });
});
