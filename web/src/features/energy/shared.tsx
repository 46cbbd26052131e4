import {
  alarmKinds,
  cardKinds,
  CardStatus,
  cardStatuses,
  alarmLevels,
  alarmProcesses,
  deviceProtocols,
  EnergyStatus,
  energyDeviceBrief,
  energyStationBrief,
  energyStatuses,
  portStates,
  portTypes,
} from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Form, Select, Tag, type SelectProps } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router';
import { useDebounced } from '../../lib/use-debounced';
import { send } from '../../lib/request';
import { useSession } from '../../shell/session/store';
import { RemoteSelect } from '../../widgets/remote-select/remote-select';
import type { FormField } from '../../widgets/resource/form-page';
import type { OptionItem } from '../../widgets/resource/types';
import { cardKindOf, energyPaths, energyPermission, platformOf, type EnergyPlatform, type EnergyResource } from './paths';

/** The platform this page is on, its addresses and its permission codes. */
export function useEnergyPlatform() {
  const { pathname } = useLocation();
  const permissions = useSession((s) => s.permissions);
  const platform: EnergyPlatform = platformOf(pathname, permissions);
  return {
    platform,
    paths: energyPaths[platform],
    can: (resource: EnergyResource, action: string) => [energyPermission(platform, resource, action)],
    /** The partner, group and platform see whose rows they are; a merchant sees only its own. */
    showsMerchant: platform !== 'merchant',
  };
}

const options = (labels: Record<string | number, string>, numeric = true): OptionItem[] =>
  Object.entries(labels).map(([value, label]) => ({ label, value: numeric ? Number(value) : value }));
export const statusOptions = options(energyStatuses);
export const protocolOptions = options(deviceProtocols, false);
export const portTypeOptions = options(portTypes);
export const portStateOptions = options(portStates);
export const alarmLevelOptions = options(alarmLevels);
export const alarmKindOptions = options(alarmKinds, false);
export const alarmProcessOptions = options(alarmProcesses);
export const onlineOptions: OptionItem[] = [{ label: '在线', value: 1 }, { label: '离线', value: 0 }];

export const EnergyStatusTag = ({ status }: { status: number }) =>
  status === EnergyStatus.enabled ? <Tag color="success">{energyStatuses[EnergyStatus.enabled]}</Tag> : <Tag>{energyStatuses[EnergyStatus.disabled]}</Tag>;

export const OnlineBadge = ({ online }: { online: boolean }) => <Badge status={online ? 'success' : 'default'} text={online ? '在线' : '离线'} />;

const stateColours: Record<number, 'default' | 'success' | 'warning' | 'processing' | 'error'> = { 0: 'default', 1: 'success', 2: 'warning', 3: 'processing', 4: 'error' };
export const PortStateBadge = ({ state }: { state: number }) => <Badge status={stateColours[state] ?? 'default'} text={portStates[state as keyof typeof portStates] ?? state} />;

const levelColours: Record<number, string> = { 1: 'red', 2: 'volcano', 3: 'orange', 4: 'gold', 5: 'blue' };
export const AlarmLevelTag = ({ level }: { level: number }) => <Tag color={levelColours[level]}>{alarmLevels[level as keyof typeof alarmLevels] ?? level}</Tag>;
export const AlarmProcessTag = ({ process }: { process: number }) => (process === 1 ? <Tag color="success">已处理</Tag> : <Tag color="error">未处理</Tag>);

export const kindText = (kind: string) => alarmKinds[kind as keyof typeof alarmKinds] ?? kind;
export const protocolText = (protocol: string) => deviceProtocols[protocol as keyof typeof deviceProtocols] ?? protocol;
export const powerText = (watts: number) => `${watts / 1000} kW`;
export const merchantText = (r: { merchant: number; merchant_name: string }) => `${r.merchant_name}（${r.merchant}）`;

export interface StationPickerProps {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  /** Only this merchant's stations (a card's allowed stations are its owner's). */
  merchant?: number;
  /** Stations already chosen elsewhere (a card's allowed stations): offered disabled, marked 已添加. */
  exclude?: readonly string[];
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}

/** A select whose options the server searches as one types (the pickers): cleared → undefined, 加载中… while it asks. */
function SearchedSelect({ value, onChange, loading, empty, ...rest }: Omit<SelectProps<string>, 'value' | 'onChange'> & { value?: string | null; onChange?: (value: string | undefined) => void; empty: string }) {
  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      loading={loading}
      value={value || undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      notFoundContent={loading ? '加载中…' : empty}
      {...rest}
    />
  );
}

/** The device picker (`energy/station/device/brief`): the first 20 devices the user may see (of `station`), searched as one types. */
export function DevicePicker({ value, onChange, station, placeholder = '全部设备', ...rest }: { value?: string | null; onChange?: (value: string | undefined) => void; station?: string; placeholder?: string; id?: string; 'aria-label'?: string; style?: CSSProperties }) {
  const [typed, setTyped] = useState('');
  const keywords = useDebounced(typed.replace(/\s+/g, ''), 300);
  const list = useQuery({
    queryKey: [energyDeviceBrief.path, keywords, station],
    queryFn: () => send(energyDeviceBrief, { ...(keywords ? { keywords } : {}), ...(station ? { station_code: station } : {}) }, { silent: true }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data ?? [];
  const options = rows.map((d) => ({ value: d.device_code, label: `${d.device_code} · ${d.station_name}` }));
  return (
    <SearchedSelect
      onSearch={setTyped}
      loading={list.isFetching}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      empty="没有设备"
      options={value && !rows.some((d) => d.device_code === value) ? [{ value, label: value }, ...options] : options}
      {...rest}
    />
  );
}

/** The station picker (`energy/station/apply/brief`): the first 20 stations the user may see, searched as one types. */
export function StationPicker({ value, onChange, placeholder = '全部电站', merchant, exclude = [], style, ...rest }: StationPickerProps) {
  const [typed, setTyped] = useState('');
  const keywords = useDebounced(typed.replace(/\s+/g, ''), 300);
  const list = useQuery({
    queryKey: [energyStationBrief.path, keywords, merchant],
    queryFn: () => send(energyStationBrief, { ...(keywords ? { keywords } : {}), ...(merchant ? { merchant } : {}) }, { silent: true }),
    placeholderData: keepPreviousData,
  });
  // A value from the address: looked up by its code so its name shows.
  const chosen = useQuery({
    queryKey: [energyStationBrief.path, 'code', value],
    queryFn: () => send(energyStationBrief, { station_code: value! }, { silent: true }),
    enabled: !!value && !(list.data ?? []).some((s) => s.station_code === value),
  });
  const rows = [...(list.data ?? []), ...(chosen.data ?? []).filter((s) => !(list.data ?? []).some((r) => r.station_code === s.station_code))];
  return (
    <SearchedSelect
      onSearch={setTyped}
      loading={list.isFetching}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      empty="没有电站"
      style={{ width: 240, ...style }}
      options={rows.map((s) => {
        const added = exclude.includes(s.station_code);
        return { value: s.station_code, label: `${s.name}（${s.station_code}）${added ? ' · 已添加' : ''}`, disabled: added };
      })}
      {...rest}
    />
  );
}

/** A create form's 所属商户 (a partner, group or the platform names the merchant it creates a station or card for). */
export const ownerField = (what: string): FormField => ({
  kind: 'custom',
  key: 'merchant',
  label: '所属商户',
  required: true,
  render: () => (
    <Form.Item name="merchant" noStyle rules={[{ required: true, message: `请选择${what}所属的商户` }]}>
      <RemoteSelect source="merchant-below" placeholder="商户名称或商户号" aria-label="所属商户" />
    </Form.Item>
  ),
});

/** A clock time of the day as the energy calls take it: HH:mm, or 24:00 as an end. */
export const CLOCK = /^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/;

// ---- cards (energy-cards slice) ----------------------------------------------------------------------------------

/** The card kind of this page (by its address), its name and its addresses on this platform. */
export function useCardKind() {
  const { pathname } = useLocation();
  const { paths } = useEnergyPlatform();
  const kind = cardKindOf(pathname);
  return { kind, noun: kind === 1 ? '充电卡' : cardKinds[kind], paths: paths.cards[kind] };
}

export const cardStatusOptions = options(cardStatuses);
const cardStatusColours: Record<number, string> = { [CardStatus.enabled]: 'success', [CardStatus.disabled]: 'default', [CardStatus.lost]: 'error' };
export const CardStatusTag = ({ status }: { status: number }) => <Tag color={cardStatusColours[status]}>{cardStatuses[status as keyof typeof cardStatuses] ?? status}</Tag>;
