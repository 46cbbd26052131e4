import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../lib/request';
import type { OptionItem } from '../resource/types';
import { RemoteMultiSelect, RemoteSelect, type RemoteSelectProps } from './remote-select';
import { mockSend } from '../../../test/send';

// The request layer is the only thing mocked.
const send = mockSend();

const merchants: OptionItem[] = [
  { label: '福田停车场', value: 1 },
  { label: '南山停车场', value: 2 },
  { label: '南山科技园', value: 12 },
];

beforeEach(() => {
  send.mockReset();
  send.mockImplementation(async (call: { path: string }, input: { id: string; keywords?: string; limit?: number }) => {
    expect(call.path).toBe('session/option/list');
    const k = input.keywords;
    return { row: merchants.filter((o) => !k || o.label.includes(k) || String(o.value).includes(k)).slice(0, input.limit) };
  });
});

function Harness({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function Field(props: Partial<RemoteSelectProps> & { onValue?: (...args: unknown[]) => void }) {
  const { onValue, ...rest } = props;
  const [value, setValue] = useState(rest.value);
  return (
    <Harness>
      <RemoteSelect
        aria-label="商户"
        {...rest}
        value={value}
        onChange={(next, option) => {
          setValue(next);
          onValue?.(next, option);
        }}
      />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </Harness>
  );
}

const combobox = () => screen.getByRole('combobox');
const open = () => fireEvent.mouseDown(combobox());
const optionTexts = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
const shownLabel = () => document.querySelector('.ant-select')!.textContent;
const searchCalls = () => send.mock.calls.map((c) => c[1] as { keywords?: string });

describe('RemoteSelect with an option source', () => {
  it('loads up to 100 options when opened, in a 300 px dropdown, and emits the value in its own type', async () => {
    const onValue = vi.fn();
    render(<Field source="merchant" onValue={onValue} />);
    expect(send).not.toHaveBeenCalled();
    open();
    await waitFor(() => expect(optionTexts()).toEqual(['福田停车场', '南山停车场', '南山科技园']));
    expect(send.mock.calls[0]![1]).toEqual({ id: 'merchant', keywords: undefined, limit: 100 });
    expect(document.querySelector<HTMLElement>('.ant-select-dropdown')!.style.width).toBe('300px');
    fireEvent.click(screen.getByText('南山停车场', { selector: '.ant-select-item-option-content' }));
    expect(onValue).toHaveBeenCalledWith(2, { label: '南山停车场', value: 2 });
    expect(screen.getByTestId('value').textContent).toBe('2');
  });

  it('searches on the server as one types, once per pause', async () => {
    render(<Field source="merchant" />);
    open();
    await waitFor(() => expect(optionTexts()).toHaveLength(3));
    fireEvent.change(combobox(), { target: { value: '南' } });
    fireEvent.change(combobox(), { target: { value: '南山' } });
    fireEvent.change(combobox(), { target: { value: '南山科' } });
    await waitFor(() => expect(optionTexts()).toEqual(['南山科技园']));
    expect(searchCalls().map((c) => c.keywords)).toEqual([undefined, '南山科']);
  });

  it('keeps the chosen option\'s label when a later search does not list it', async () => {
    render(<Field source="merchant" />);
    open();
    await waitFor(() => expect(optionTexts()).toHaveLength(3));
    fireEvent.click(screen.getByText('福田停车场', { selector: '.ant-select-item-option-content' }));
    open();
    fireEvent.change(combobox(), { target: { value: '南山' } });
    await waitFor(() => expect(optionTexts()).toEqual(['南山停车场', '南山科技园']));
    fireEvent.blur(combobox());
    await waitFor(() => expect(shownLabel()).toContain('福田停车场'));
    expect(screen.getByTestId('value').textContent).toBe('1');
  });

  it('shows the label of a value that came from elsewhere (an address holds "12")', async () => {
    render(<Field source="merchant" value="12" />);
    await waitFor(() => expect(shownLabel()).toContain('南山科技园'));
    expect(searchCalls()).toEqual([{ id: 'merchant', keywords: '12', limit: 100 }]);
  });

  it('says so when nothing matches, and offers 重试 when the options fail to load', async () => {
    render(<Field source="merchant" />);
    open();
    await waitFor(() => expect(optionTexts()).toHaveLength(3));
    fireEvent.change(combobox(), { target: { value: '罗湖' } });
    expect(await screen.findByText('没有匹配的选项')).toBeTruthy();
    send.mockRejectedValueOnce(new RequestError({ code: 1500, message: '服务异常' }));
    fireEvent.change(combobox(), { target: { value: '宝安' } });
    expect(await screen.findByText('选项加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('没有匹配的选项')).toBeTruthy();
  });

  it('works as a form control', async () => {
    const onFinish = vi.fn();
    render(
      <Harness>
        <Form onFinish={onFinish}>
          <Form.Item name="merchant" label="所属商户">
            <RemoteSelect source="merchant" description="按名称或编号搜索" />
          </Form.Item>
          <button type="submit">提交</button>
        </Form>
      </Harness>,
    );
    expect(screen.getByText('按名称或编号搜索')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('所属商户'));
    fireEvent.click(await screen.findByText('福田停车场', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByText('提交'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ merchant: 1 }));
  });
});

describe('RemoteSelect without an option source', () => {
  it('is a text input of at most 50 characters with all whitespace removed, its description under it', () => {
    render(<Field aria-label="车牌" placeholder="请输入车牌" description="不区分大小写" />);
    const input = screen.getByLabelText('车牌') as HTMLInputElement;
    expect(input.maxLength).toBe(50);
    fireEvent.change(input, { target: { value: ' 粤B 123\t45 ' } });
    expect(input.value).toBe('粤B12345');
    expect(screen.getByTestId('value').textContent).toBe('"粤B12345"');
    expect(screen.getByText('不区分大小写')).toBeTruthy();
    fireEvent.change(input, { target: { value: `${'a '.repeat(30)}` } });
    expect(input.value).toBe('a'.repeat(30));
    // A paste is cut to 50 characters after the whitespace is gone.
    fireEvent.change(input, { target: { value: 'x'.repeat(60) } });
    expect(input.value).toBe('x'.repeat(50));
    expect(send).not.toHaveBeenCalled();
  });
});

describe('RemoteMultiSelect', () => {
  function Multi({ initial, known }: { initial: (string | number)[]; known?: OptionItem[] }) {
    const [value, setValue] = useState(initial);
    return (
      <Harness>
        <RemoteMultiSelect source="merchant" aria-label="商户" value={value} known={known} onChange={setValue} />
        <output data-testid="value">{JSON.stringify(value)}</output>
      </Harness>
    );
  }
  const tags = () => [...document.querySelectorAll('.ant-select-selection-item')].map((t) => t.textContent);

  it('names the values a loaded record brought by their known labels, without a request', () => {
    render(<Multi initial={[12, 99]} known={[{ label: '南山科技园', value: 12 }]} />);
    // 99 has no known label: its value stands in.
    expect(tags()).toEqual(['南山科技园', '99']);
    expect(send).not.toHaveBeenCalled();
  });

  it('adds an option chosen from the server search, in its own type', async () => {
    render(<Multi initial={[12]} known={[{ label: '南山科技园', value: 12 }]} />);
    fireEvent.mouseDown(combobox());
    await waitFor(() => expect(optionTexts()).toContain('福田停车场'));
    fireEvent.click(screen.getByTitle('福田停车场'));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('[12,1]'));
    expect(tags()).toEqual(['南山科技园', '福田停车场']);
  });
});
