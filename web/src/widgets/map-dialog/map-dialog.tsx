import type { LatLng, MapPlace } from '@console/contract';
import { Alert, App, AutoComplete, Button, Empty, Form, Grid, Input, InputNumber, Modal, Segmented, Space, Switch, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CancelledRequest } from '../../lib/request';
import { useTheme } from '../../shell/theme/theme-context';
import { AreaPicker, pathLabel, useRegionTree, type AreaStep } from '../area-picker';
import { fullAddress, mapApi } from './api';
import { DEFAULT_CENTER, MAP_MESSAGES, MAP_ZOOM, OFFLINE_NOTICE, RESULT_PAGE_SIZE, SUGGESTION_DEBOUNCE_MS, SUGGESTION_PAGE_SIZE } from './constants';
import LeafletMap, { type MapLayer } from './leaflet-map';
import type { MapPoint } from './types';

export interface MapDialogProps {
  open: boolean;
  /** The point to start from (editing a stored one). */
  value?: MapPoint;
  title?: string;
  onConfirm: (point: MapPoint) => void;
  onCancel: () => void;
}

/** One line of the result list: a provider place, or (offline) a division of the region tree. */
type Result = { kind: 'place'; place: MapPlace } | { kind: 'region'; path: AreaStep[] };

const formatLatLng = (point: LatLng | undefined) => (point ? `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}` : '');

/** The detail part of a stored address: what follows the division's names. */
const detailOf = (address: string, prefix: string) => (prefix && address.startsWith(prefix) ? address.slice(prefix.length) : address);

/**
 * The map dialog (document 1 §2): full screen; a search box with suggestions and a result list; a map with a
 * map/satellite switch; the read-only coordinates, region code and address; 取消 and 确定, which insists on all
 * three (§5). Without a place-search provider (spec DECISIONS.md) the user picks the division with the area
 * picker and types the detailed address, and the search box searches the region tree.
 */
export default function MapDialog({ open, value, title = '选择地点', onConfirm, onCancel }: MapDialogProps) {
  const { message } = App.useApp();
  const { map: settings } = useTheme();
  const online = settings.place_search;
  const { index } = useRegionTree();
  // Below 768 px the panel goes above the map instead of beside it.
  const narrow = Grid.useBreakpoint().md === false;

  const [center, setCenter] = useState<LatLng>(() => (value ? { lat: value.lat, lng: value.lng } : DEFAULT_CENTER));
  const [point, setPoint] = useState<LatLng | undefined>(() => (value ? { lat: value.lat, lng: value.lng } : undefined));
  const [layer, setLayer] = useState<MapLayer>('map');
  // What the provider resolved (online).
  const [adcode, setAdcode] = useState(value?.adcode ?? '');
  const [address, setAddress] = useState(value?.address ?? '');
  const [city, setCity] = useState('');
  const [resolving, setResolving] = useState(false);
  // What the user chose and typed (offline, or online when switched to manual).
  const [manual, setManual] = useState(!online);
  const [manualCode, setManualCode] = useState(value?.adcode ?? '');
  const [detail, setDetail] = useState<string | undefined>(undefined);

  const [keyword, setKeyword] = useState('');
  const [suggestions, setSuggestions] = useState<Result[]>([]);
  const [results, setResults] = useState<Result[] | undefined>(undefined);
  const [searching, setSearching] = useState(false);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ suggestion: 0, geocode: 0 });
  useEffect(() => () => clearTimeout(debounce.current), []);

  const manualPath = index?.pathOf(manualCode);
  const prefix = pathLabel(manualPath);
  // A stored address splits into its division's names and the detail, once the tree is there to name them.
  const detailText = detail ?? (value && index ? detailOf(value.address, pathLabel(index.pathOf(value.adcode))) : '');

  const current: { adcode: string; address: string } = manual
    ? { adcode: manualCode, address: detailText.trim() ? `${prefix}${detailText.trim()}` : '' }
    : { adcode, address };

  const regionResults = (text: string, limit: number): Result[] => (index?.search(text, limit) ?? []).map((path) => ({ kind: 'region', path }));

  const lookUp = async (text: string, kind: 'suggestion' | 'search'): Promise<Result[]> => {
    if (!online) return regionResults(text, kind === 'suggestion' ? SUGGESTION_PAGE_SIZE : RESULT_PAGE_SIZE);
    const near = point ?? center;
    const places =
      kind === 'suggestion'
        ? await mapApi.suggestion({ keyword: text, lat: near.lat, lng: near.lng, page_size: SUGGESTION_PAGE_SIZE })
        : await mapApi.search({ keyword: text, region: city || undefined, lat: near.lat, lng: near.lng, page_size: RESULT_PAGE_SIZE });
    return places.map((place) => ({ kind: 'place', place }));
  };

  const suggest = (text: string) => {
    setKeyword(text);
    clearTimeout(debounce.current);
    const trimmed = text.trim();
    if (!trimmed) return setSuggestions([]);
    // The region tree is local: no need to wait. The provider is asked once typing pauses (document 1 §9).
    if (!online) return setSuggestions(regionResults(trimmed, SUGGESTION_PAGE_SIZE));
    debounce.current = setTimeout(() => {
      const ticket = ++latest.current.suggestion;
      lookUp(trimmed, 'suggestion').then(
        (found) => ticket === latest.current.suggestion && setSuggestions(found),
        () => undefined,
      );
    }, SUGGESTION_DEBOUNCE_MS);
  };

  const search = async (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    clearTimeout(debounce.current);
    setSuggestions([]);
    setSearching(true);
    try {
      setResults(await lookUp(trimmed, 'search'));
    } catch (error) {
      if (!(error instanceof CancelledRequest)) setResults([]);
    } finally {
      setSearching(false);
    }
  };

  const choose = (result: Result) => {
    if (result.kind === 'region') {
      // The tree has no coordinates: the division is set, the map stays where it is.
      setManualCode(result.path[result.path.length - 1]!.value);
      setKeyword(pathLabel(result.path));
      return;
    }
    const { place } = result;
    const location = { ...place.location };
    latest.current.geocode++;
    setResolving(false);
    setCenter(location);
    setPoint(location);
    setAdcode(place.ad_info.adcode);
    setAddress(fullAddress(place));
    setCity(place.ad_info.city);
    setKeyword(place.title);
    if (manual) {
      setManualCode(place.ad_info.adcode);
      setDetail(detailOf(fullAddress(place), pathLabel(index?.pathOf(place.ad_info.adcode))));
    }
  };

  const pickOnMap = async (picked: LatLng) => {
    setPoint(picked);
    if (!online || manual) return;
    const ticket = ++latest.current.geocode;
    setAdcode('');
    setAddress('');
    setResolving(true);
    try {
      const found = await mapApi.geocoder(picked.lat, picked.lng);
      if (ticket !== latest.current.geocode) return;
      setAdcode(found.ad_info.adcode);
      setAddress(found.address);
      setCity(found.ad_info.city);
    } catch {
      // Shown by the request layer; the user may pick again or fill in the division and address by hand.
    } finally {
      if (ticket === latest.current.geocode) setResolving(false);
    }
  };

  const switchManual = (on: boolean) => {
    if (on) {
      setManualCode(adcode);
      setDetail(detailOf(address, pathLabel(index?.pathOf(adcode))));
    }
    setManual(on);
  };

  const confirm = () => {
    if (!point) return void message.warning(MAP_MESSAGES.coordinates);
    if (!current.adcode) return void message.warning(MAP_MESSAGES.region);
    if (!current.address) return void message.warning(MAP_MESSAGES.address);
    onConfirm({ lat: point.lat, lng: point.lng, adcode: current.adcode, address: current.address });
  };

  const options = useMemo(
    () =>
      suggestions.map((result, i) => ({
        value: String(i),
        label:
          result.kind === 'place' ? (
            <div>
              <div>{result.place.title}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {fullAddress(result.place)}
              </Typography.Text>
            </div>
          ) : (
            <span>
              {pathLabel(result.path)} <Typography.Text type="secondary">{result.path[result.path.length - 1]!.value}</Typography.Text>
            </span>
          ),
      })),
    [suggestions],
  );

  const satelliteMissing = !settings.satellite_tile_url;

  return (
    <Modal
      open={open}
      title={title}
      width="100%"
      centered={false}
      destroyOnHidden
      onCancel={onCancel}
      style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      styles={{
        container: { height: '100vh', display: 'flex', flexDirection: 'column', borderRadius: 0 },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: narrow ? 'column-reverse' : 'row', gap: 16, overflow: narrow ? 'auto' : undefined },
      }}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          取消
        </Button>,
        <Button key="ok" type="primary" onClick={confirm}>
          确定
        </Button>,
      ]}
    >
      <aside style={{ width: narrow ? '100%' : 380, flex: 'none', display: 'flex', flexDirection: 'column', gap: 12, minHeight: 0, overflow: narrow ? undefined : 'auto' }}>
        <AutoComplete
          value={keyword}
          options={options}
          onSearch={suggest}
          onSelect={(selected: string) => {
            const result = suggestions[Number(selected)];
            // A suggestion still on its way would reopen the list over the chosen place.
            clearTimeout(debounce.current);
            latest.current.suggestion++;
            setSuggestions([]);
            if (result) choose(result);
          }}
          style={{ width: '100%' }}
        >
          <Input.Search
            placeholder={online ? '搜索地点' : '搜索行政区划（省、市、区县名称）'}
            enterButton="搜索"
            allowClear
            loading={searching}
            aria-label="搜索地点"
            onSearch={(text, _event, info) => {
              if (info?.source !== 'clear') void search(text);
            }}
          />
        </AutoComplete>

        {!online && <Alert type="info" showIcon title={OFFLINE_NOTICE} />}

        <div style={{ flex: 1, minHeight: 80, overflow: 'auto' }} data-testid="map-results">
          {results === undefined ? (
            // Offline, the notice above already says what to do.
            online && <Typography.Text type="secondary">输入关键词搜索地点，或直接在地图上点击选择位置</Typography.Text>
          ) : results.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有找到相关结果" />
          ) : (
            results.map((result) => {
              const [heading, description, key] =
                result.kind === 'place'
                  ? [result.place.title, fullAddress(result.place), result.place.id]
                  : [pathLabel(result.path), `行政区划代码 ${result.path[result.path.length - 1]!.value}`, result.path.map((s) => s.value).join('.')];
              return (
                <Button key={key} type="text" block onClick={() => choose(result)} style={{ height: 'auto', padding: '6px 8px', display: 'block', textAlign: 'left', whiteSpace: 'normal' }}>
                  <div>{heading}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {description}
                  </Typography.Text>
                </Button>
              );
            })
          )}
        </div>

        <Form layout="vertical" style={{ flex: 'none' }} aria-label="地点信息">
          {manual ? (
            <>
              <Form.Item label="经纬度" extra="在地图上点击取点，或直接填写" style={{ marginBottom: 8 }}>
                <Space.Compact block>
                  <InputNumber
                    aria-label="纬度"
                    placeholder="纬度"
                    min={-90}
                    max={90}
                    precision={6}
                    style={{ width: '50%' }}
                    value={point?.lat ?? null}
                    onChange={(lat) => setPoint(lat === null ? undefined : { lat, lng: point?.lng ?? center.lng })}
                  />
                  <InputNumber
                    aria-label="经度"
                    placeholder="经度"
                    min={-180}
                    max={180}
                    precision={6}
                    style={{ width: '50%' }}
                    value={point?.lng ?? null}
                    onChange={(lng) => setPoint(lng === null ? undefined : { lat: point?.lat ?? center.lat, lng })}
                  />
                </Space.Compact>
              </Form.Item>
              <Form.Item label="行政区划" style={{ marginBottom: 8 }}>
                <AreaPicker value={manualCode || undefined} onChange={(code) => setManualCode(code ?? '')} />
              </Form.Item>
              <Form.Item label="行政区划代码" style={{ marginBottom: 8 }}>
                <Input readOnly value={manualCode} aria-label="行政区划代码" />
              </Form.Item>
              <Form.Item label="详细地址" style={{ marginBottom: 8 }}>
                <Input
                  aria-label="详细地址"
                  placeholder="街道、门牌号、楼栋等"
                  maxLength={100}
                  value={detailText}
                  onChange={(event) => setDetail(event.target.value)}
                />
              </Form.Item>
              <Form.Item label="地址" style={{ marginBottom: 8 }}>
                <Input.TextArea readOnly rows={2} value={current.address} aria-label="地址" />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item label="经纬度" style={{ marginBottom: 8 }}>
                <Input readOnly value={formatLatLng(point)} placeholder="在地图上点击选择位置" aria-label="经纬度" />
              </Form.Item>
              <Form.Item label="行政区划代码" style={{ marginBottom: 8 }}>
                <Input readOnly value={adcode} placeholder={resolving ? '正在解析…' : ''} aria-label="行政区划代码" />
              </Form.Item>
              <Form.Item label="地址" style={{ marginBottom: 8 }}>
                <Input.TextArea readOnly rows={2} value={address} placeholder={resolving ? '正在解析…' : ''} aria-label="地址" />
              </Form.Item>
            </>
          )}
          {online && (
            <Space size={8}>
              <Switch size="small" checked={manual} onChange={switchManual} aria-label="手动填写行政区划和地址" />
              <Typography.Text type="secondary">手动填写行政区划和地址</Typography.Text>
            </Space>
          )}
        </Form>
      </aside>

      <main style={{ position: 'relative', flex: narrow ? 'none' : 1, height: narrow ? 360 : undefined, minWidth: 0, border: '1px solid #f0f0f0', borderRadius: 6, overflow: 'hidden' }}>
        <LeafletMap
          center={center}
          zoom={MAP_ZOOM}
          point={point}
          layer={layer}
          tileUrl={settings.tile_url}
          satelliteTileUrl={settings.satellite_tile_url}
          attribution={settings.tile_attribution}
          onPick={(picked) => void pickOnMap(picked)}
        />
        <div style={{ position: 'absolute', top: 12, right: 12, zIndex: 1000 }}>
          <Tooltip title={satelliteMissing ? '未配置卫星图层' : undefined}>
            <Segmented<MapLayer>
              value={layer}
              onChange={setLayer}
              options={[
                { label: '地图', value: 'map' },
                { label: '卫星', value: 'satellite', disabled: satelliteMissing },
              ]}
            />
          </Tooltip>
        </div>
      </main>
    </Modal>
  );
}
