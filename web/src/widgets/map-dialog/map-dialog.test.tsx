import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mapGeocoder, type MapPlace, mapPlaceSearch, mapPlaceSuggestion, type MapSettings, regionBranch } from '@console/contract';
import { App } from 'antd';
import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultTheme } from '../../shell/theme/theme';
import { ThemeContext } from '../../shell/theme/theme-context';
import { regionFixture } from '../area-picker/region-fixture';
import { MAP_MESSAGES, OFFLINE_NOTICE } from './constants';
import MapDialog from './map-dialog';
import { MapPointPicker } from './map-point-picker';
import type { MapPoint } from './types';
import { mockSend } from '../../../test/send';

// The request layer is the only thing mocked.
const send = mockSend();

const place: MapPlace = {
  id: '111',
  title: '华润万象天地',
  address: '深圳市南山区深南大道9668号',
  location: { lat: 22.5351, lng: 113.9543 },
  ad_info: { adcode: '440305', province: '广东省', city: '深圳市', district: '南山区' },
};

const reply = (call: { path: string }) => {
  if (call.path === regionBranch.path) return { region: regionFixture };
  if (call.path === mapPlaceSuggestion.path || call.path === mapPlaceSearch.path) return { row: [place], paging_header: { total_count: 1, page_index: 1, page_size: 10 } };
  if (call.path === mapGeocoder.path) {
    return { address: '广东省深圳市南山区滨海大道', location: { lat: 0, lng: 0 }, ad_info: { adcode: '440305', province: '广东省', city: '深圳市', district: '南山区' } };
  }
  throw new Error(`unexpected call ${call.path}`);
};

beforeEach(() => {
  send.mockReset();
  send.mockImplementation(async (call: { path: string }) => reply(call));
});

const offlineMap: MapSettings = { tile_url: '', satellite_tile_url: '', tile_attribution: '', place_search: false };
const onlineMap: MapSettings = { tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png', satellite_tile_url: 'https://sat.example.com/{z}/{x}/{y}.jpg', tile_attribution: '© 示例', place_search: true };

function Harness({ map = offlineMap, children }: { map?: MapSettings; children: ReactNode }) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeContext.Provider value={{ ...defaultTheme, map, regionVersion: 'v1' }}>
        <App>{children}</App>
      </ThemeContext.Provider>
    </QueryClientProvider>
  );
}

const renderDialog = (props: { map?: MapSettings; value?: MapPoint } = {}) => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <Harness map={props.map}>
      <MapDialog open value={props.value} onConfirm={onConfirm} onCancel={onCancel} />
    </Harness>,
  );
  return { onConfirm, onCancel };
};

// Plain selectors rather than role queries: those compute every element's style in jsdom, seconds per query here.
const confirmButton = () => document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement;
const cancelButton = () => document.querySelector('.ant-modal-footer .ant-btn:not(.ant-btn-primary)') as HTMLElement;
const clickMap = async (x = 120, y = 80) => fireEvent.click(await screen.findByTestId('map-canvas'), { clientX: x, clientY: y });
const field = (label: string) => document.querySelector(`.ant-modal [aria-label="${label}"]`) as HTMLInputElement;

async function pickArea(...labels: string[]) {
  const cascader = document.querySelector('.ant-modal .ant-cascader') as HTMLElement;
  // Wait for the tree: the picker's placeholder changes once it is there.
  await waitFor(() => expect(cascader.textContent).not.toContain('正在加载'));
  fireEvent.mouseDown(cascader.querySelector('input')!);
  for (const label of labels) {
    const menus = await waitFor(() => document.querySelector('.ant-cascader-menus') ?? Promise.reject(new Error('no menu')));
    const items = await within(menus as HTMLElement).findAllByTitle(label);
    fireEvent.click(items[items.length - 1]!);
  }
}

describe('MapDialog', () => {
  it('refuses 确定 until coordinates, region code and address are there, with the messages of §5 in order', async () => {
    const { onConfirm } = renderDialog();
    fireEvent.click(confirmButton());
    expect(await screen.findByText(MAP_MESSAGES.coordinates)).toBeTruthy();

    await clickMap();
    await waitFor(() => expect(field('纬度').value).not.toBe(''));
    fireEvent.click(confirmButton());
    expect(await screen.findByText(MAP_MESSAGES.region)).toBeTruthy();

    await pickArea('广东省', '深圳市', '南山区');
    await waitFor(() => expect(field('行政区划代码').value).toBe('440305'));
    fireEvent.click(confirmButton());
    expect(await screen.findByText(MAP_MESSAGES.address)).toBeTruthy();
    // The division's names alone are not an address.
    expect(field('地址').value).toBe('');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(MAP_MESSAGES).toEqual({
      coordinates: '请选择地图获取经纬度信息后提交',
      region: '请选择地图获取行政区划信息后提交',
      address: '请选择地图获取地址信息后提交',
    });
  });

  it('offline: says so, searches the region tree and builds the address from the division and the typed detail', async () => {
    const { onConfirm } = renderDialog();
    expect(await screen.findByText(OFFLINE_NOTICE)).toBeTruthy();
    // No satellite layer without a tile source.
    expect(screen.getByTitle('卫星').closest('.ant-segmented-item')!.className).toContain('disabled');

    // The search box finds divisions by name in the cached tree; choosing one sets the division.
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByPlaceholderText('搜索行政区划（省、市、区县名称）'), { target: { value: '福田' } });
    fireEvent.click(await screen.findByText('广东省深圳市福田区'));
    await waitFor(() => expect(field('行政区划代码').value).toBe('440304'));

    fireEvent.change(field('详细地址'), { target: { value: '福华一路1号' } });
    expect(field('地址').value).toBe('广东省深圳市福田区福华一路1号');
    await clickMap(200, 150);
    await waitFor(() => expect(field('经度').value).not.toBe(''));
    const lat = Number(field('纬度').value);
    const lng = Number(field('经度').value);
    expect(lat).toBeGreaterThan(22);
    expect(lat).toBeLessThan(23);
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ lat, lng, adcode: '440304', address: '广东省深圳市福田区福华一路1号' }));
    // Only the region tree was fetched: no map service was called.
    expect(send.mock.calls.map(([call]) => call.path)).toEqual(['region/branch']);
  });

  it('offline: opens on a stored point with its division and detail apart', async () => {
    const value = { lat: 22.5351, lng: 113.9543, adcode: '440305', address: '广东省深圳市南山区深南大道9668号' };
    const { onConfirm } = renderDialog({ value });
    await waitFor(() => expect(field('详细地址').value).toBe('深南大道9668号'));
    expect(field('行政区划代码').value).toBe('440305');
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(value));
  });

  it('with a provider: suggests after typing pauses for 1,000 ms (10 a page) and fills the form from a suggestion', async () => {
    const { onConfirm } = renderDialog({ map: onlineMap });
    expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('搜索地点'), { target: { value: '万象' } });
    fireEvent.change(screen.getByPlaceholderText('搜索地点'), { target: { value: '万象天地' } });
    await act(() => new Promise((done) => setTimeout(done, 600)));
    expect(send.mock.calls.some(([call]) => call === mapPlaceSuggestion)).toBe(false);
    await waitFor(() => expect(send.mock.calls.filter(([call]) => call === mapPlaceSuggestion)).toHaveLength(1));
    expect(send.mock.calls.find(([call]) => call === mapPlaceSuggestion)![1]).toMatchObject({ keyword: '万象天地', page_size: 10, lat: 22.543096, lng: 114.057865 });

    fireEvent.click(await screen.findByText('华润万象天地'));
    await waitFor(() => expect(field('行政区划代码').value).toBe('440305'));
    expect(field('经纬度').value).toBe('22.535100, 113.954300');
    expect(field('地址').value).toBe('广东省深圳市南山区深南大道9668号');
    fireEvent.click(confirmButton());
    await waitFor(() =>
      expect(onConfirm).toHaveBeenCalledWith({ lat: 22.5351, lng: 113.9543, adcode: '440305', address: '广东省深圳市南山区深南大道9668号' }),
    );
  });

  it('with a provider: a click on the map is reverse-geocoded, and 搜索 lists places to choose from', async () => {
    const { onConfirm } = renderDialog({ map: onlineMap });
    await clickMap();
    await waitFor(() => expect(field('地址').value).toBe('广东省深圳市南山区滨海大道'));
    const geocoded = send.mock.calls.find(([call]) => call === mapGeocoder)![1];
    expect(field('经纬度').value).toBe(`${geocoded.lat.toFixed(6)}, ${geocoded.lng.toFixed(6)}`);
    expect(field('行政区划代码').value).toBe('440305');

    fireEvent.change(screen.getByPlaceholderText('搜索地点'), { target: { value: '万象天地' } });
    fireEvent.click(document.querySelector('.ant-input-search-btn, .ant-input-search-button') as HTMLElement);
    const list = await screen.findByTestId('map-results');
    // The city of the point picked narrows the search.
    await waitFor(() => expect(send.mock.calls.find(([call]) => call === mapPlaceSearch)?.[1]).toMatchObject({ keyword: '万象天地', region: '深圳市' }));
    fireEvent.click(await within(list).findByText('华润万象天地'));
    await waitFor(() => expect(field('经纬度').value).toBe('22.535100, 113.954300'));
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ lat: 22.5351, address: '广东省深圳市南山区深南大道9668号' })));
  });
});

describe('MapPointPicker', () => {
  function PickerField({ map }: { map?: MapSettings }) {
    const [value, setValue] = useState<MapPoint>();
    return (
      <Harness map={map}>
        <MapPointPicker value={value} onChange={setValue} />
        <output data-testid="value">{JSON.stringify(value ?? null)}</output>
      </Harness>
    );
  }

  it('offline flow: opens the dialog, takes a region, a typed address and a click, and shows the chosen address', async () => {
    render(<PickerField />);
    fireEvent.click(screen.getByText('选择地点'));
    expect(await screen.findByText(OFFLINE_NOTICE)).toBeTruthy();
    await pickArea('北京市', '北京市', '朝阳区');
    fireEvent.change(field('详细地址'), { target: { value: '建国路87号' } });
    await clickMap();
    await waitFor(() => expect(field('纬度').value).not.toBe(''));
    fireEvent.click(confirmButton());
    await waitFor(() => expect(JSON.parse(screen.getByTestId('value').textContent!)).toMatchObject({ adcode: '110105', address: '北京市朝阳区建国路87号' }));
    expect((screen.getByPlaceholderText('请在地图上选择地点') as HTMLInputElement).value).toBe('北京市朝阳区建国路87号');
    await waitFor(() => expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull());
  });

  it('取消 closes the dialog and keeps the value', async () => {
    render(<PickerField />);
    fireEvent.click(screen.getByText('选择地点'));
    await screen.findByText(OFFLINE_NOTICE);
    fireEvent.click(cancelButton());
    await waitFor(() => expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull());
    expect(screen.getByTestId('value').textContent).toBe('null');
  });
});
