import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { regionBranch } from '@console/contract';
import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../lib/request';
import { clearSessionStorage, LOGOUT_ITEMS } from '../../shell/session/storage';
import { defaultTheme } from '../../shell/theme/theme';
import { ThemeContext } from '../../shell/theme/theme-context';
import { AreaPicker, type AreaPickerProps } from './area-picker';
import { regionFixture } from './region-fixture';
import { AREA_LIST_KEY, MAX_AGE_MS } from './region-tree';
import { mockSend } from '../../../test/send';

// The request layer is the only thing mocked.
const send = mockSend();

beforeEach(() => {
  send.mockReset();
  send.mockResolvedValue({ region: regionFixture });
});

function Harness({ version = 'v1', children }: { version?: string; children: ReactNode }) {
  // A fresh query client per test: the tree in memory must not leak from one test into the next.
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeContext.Provider value={{ ...defaultTheme, regionVersion: version }}>{children}</ThemeContext.Provider>
    </QueryClientProvider>
  );
}

function Field(props: Partial<AreaPickerProps> & { version?: string }) {
  const { version, ...rest } = props;
  const [value, setValue] = useState<unknown>(rest.value);
  return (
    <Harness version={version}>
      <AreaPicker
        {...(rest as AreaPickerProps)}
        value={value as never}
        onChange={(next: unknown, path: unknown) => {
          setValue(next);
          (rest.onChange as ((...args: unknown[]) => void) | undefined)?.(next, path);
        }}
      />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </Harness>
  );
}

const open = () => fireEvent.mouseDown(screen.getByRole('combobox'));
const menu = () => document.querySelector('.ant-cascader-menus') as HTMLElement;
const choose = async (...labels: string[]) => {
  for (const label of labels) {
    const items = await within(await waitFor(() => menu() ?? Promise.reject(new Error('no menu')))).findAllByTitle(label);
    fireEvent.click(items[items.length - 1]!);
  }
};

describe('AreaPicker', () => {
  it('fetches the tree once (type -1), stores it with the version and emits the final adcode with the path', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    open();
    await choose('广东省', '深圳市', '南山区');
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('"440305"'));
    expect(onChange).toHaveBeenCalledWith('440305', [
      { label: '广东省', value: '440000', type: 1 },
      { label: '深圳市', value: '440300', type: 2 },
      { label: '南山区', value: '440305', type: 3 },
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toBe(regionBranch);
    expect(send.mock.calls[0]![1]).toEqual({ type: -1 });
    const stored = JSON.parse(localStorage.getItem(AREA_LIST_KEY)!);
    expect(stored).toMatchObject({ version: 'v1', region: regionFixture });
    // Shown as the path of names.
    expect(document.querySelector('.ant-select-content')!.textContent).toContain('广东省 / 深圳市 / 南山区');
  });

  it('shows a stored code as its path, a city that is its own district included', async () => {
    render(<Field value="441900" />);
    await waitFor(() => expect(document.querySelector('.ant-select-content')!.textContent).toContain('广东省 / 东莞市 / 东莞市'));
  });

  it('emits the codes path when asked to, and any level with changeOnSelect', async () => {
    const { unmount } = render(<Field valueType="path" />);
    open();
    await choose('北京市', '北京市', '朝阳区');
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('["110000","110100","110105"]'));
    unmount();
    render(<Field changeOnSelect />);
    open();
    await choose('广东省');
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('"440000"'));
  });

  it('uses the cached tree without fetching while the version matches, and fetches again when it changed', async () => {
    localStorage.setItem(AREA_LIST_KEY, JSON.stringify({ format: 1, version: 'v1', saved_at: Date.now(), region: regionFixture }));
    const { unmount } = render(<Field />);
    open();
    await choose('吉林省', '长春市', '朝阳区');
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('"220104"'));
    expect(send).not.toHaveBeenCalled();
    unmount();

    render(<Field version="v2" />);
    open();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(JSON.parse(localStorage.getItem(AREA_LIST_KEY)!).version).toBe('v2');
  });

  it('without a version to compare keeps the cached tree for the server\'s max-age only', async () => {
    localStorage.setItem(AREA_LIST_KEY, JSON.stringify({ format: 1, version: '', saved_at: Date.now() - MAX_AGE_MS - 1, region: regionFixture }));
    render(<Field version="" />);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });

  it('searches by Chinese name and lists every place of that name', async () => {
    render(<Field />);
    await waitFor(() => expect(send).toHaveBeenCalled());
    open();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '朝阳' } });
    const results = await waitFor(() => {
      const items = [...document.querySelectorAll('.ant-cascader-menu-item')].map((item) => item.textContent);
      expect(items).toHaveLength(2);
      return items;
    });
    expect(results).toEqual(['北京市 / 北京市 / 朝阳区', '吉林省 / 长春市 / 朝阳区']);
    fireEvent.click(document.querySelectorAll('.ant-cascader-menu-item')[1]!);
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('"220104"'));
  });

  it('says when the tree failed to load and loads it on 重试', async () => {
    send.mockRejectedValueOnce(new RequestError({ code: 'network', message: '网络请求异常' }));
    render(<Field />);
    await waitFor(() => expect(screen.getByRole('combobox').closest('.ant-select')!.className).toContain('ant-select-status-error'));
    expect(document.body.textContent).toContain('行政区划加载失败');
    open();
    expect(await screen.findByText('行政区划加载失败：网络请求异常')).toBeTruthy();
    fireEvent.click(screen.getByTestId('area-picker-retry'));
    await choose('广东省', '深圳市', '福田区');
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('"440304"'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps the tree under the item logout clears', () => {
    expect(LOGOUT_ITEMS).toContain(AREA_LIST_KEY);
    localStorage.setItem(AREA_LIST_KEY, '{}');
    clearSessionStorage();
    expect(localStorage.getItem(AREA_LIST_KEY)).toBeNull();
  });
});
