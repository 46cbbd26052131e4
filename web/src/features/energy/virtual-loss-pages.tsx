import {
  energyQuantityLatest,
  energyQuantityList,
  energyQuantityRtGet,
  energyQuantityRtSet,
  energyQuantitySync,
  formatDateTime,
  formatMoney,
  lossRatioText,
  MAX_LOSS_RATIO,
  QuantitySyncState,
  quantitySyncStates,
  type CallReply,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, InputNumber, Switch, Tag, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { FormPage, type FormField } from '../../widgets/resource/form-page';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, OptionItem, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { StatisticCards } from '../../widgets/statistic-cards/statistic-cards';
import { readFilters } from '../../widgets/search-panel/url-filters';
import { kwhText } from './order-shared';
import { merchantText, StationPicker, useEnergyPlatform } from './shared';
import { StationLayout } from './station-detail';

/**
 * 虚拟电损 (document 2 §2): the records of the sessions' virtual line loss (…/virtual/record/list on each platform, and a
 * station detail's …/virtual/record with the station fixed) with their sums and 同步到结算; the station's setting
 * (…/virtual/setting). docs/decisions.md, "Energy station detail: the rest".
 */

type Row = CallReply<typeof energyQuantityList>['row'][number];

const syncOptions: OptionItem[] = Object.entries(quantitySyncStates).map(([value, label]) => ({ value: Number(value), label }));
const syncColours: Record<number, string> = { 0: 'gold', 1: 'success', 2: 'error' };
export const SyncStateTag = ({ row }: { row: Pick<Row, 'sync_state' | 'sync_message'> }) => {
  const tag = <Tag color={syncColours[row.sync_state]}>{quantitySyncStates[row.sync_state as 0 | 1 | 2] ?? row.sync_state}</Tag>;
  return row.sync_message ? <Tooltip title={row.sync_message}>{tag}</Tooltip> : tag;
};

const columns = (showsMerchant: boolean, showsStation: boolean): Column<Row>[] => [
  { key: 'order_no', title: '充电订单号', width: 190, fixed: 'left' },
  ...(showsStation ? [{ key: 'station', title: '电站', width: 170, ellipsis: true, value: (r: Row) => r.station_name }] : []),
  { key: 'device', title: '设备 / 端口', width: 160, value: (r) => `${r.device_code} · ${r.port_no} 号` },
  { key: 'record_time', title: '记录时间', width: 170, value: (r) => formatDateTime(r.record_time) },
  { key: 'meter', title: '电表读数（kWh）', width: 180, defaultHidden: true, value: (r) => `${(r.meter_start / 1000).toFixed(3)} → ${(r.meter_end / 1000).toFixed(3)}` },
  { key: 'energy_wh', title: '计量电量', width: 120, value: (r) => kwhText(r.energy_wh) },
  { key: 'loss_ratio', title: '电损比例', width: 90, value: (r) => lossRatioText(r.loss_ratio) },
  { key: 'loss_wh', title: '电损电量', width: 110, value: (r) => kwhText(r.loss_wh) },
  { key: 'loss_amount', title: '电损金额（元）', width: 120, value: (r) => formatMoney(r.loss_amount) },
  { key: 'sync_state', title: '同步状态', width: 100, render: (r) => <SyncStateTag row={r} /> },
  { key: 'sync_time', title: '同步时间', width: 170, defaultHidden: true, value: (r) => (r.sync_time ? formatDateTime(r.sync_time) : '-') },
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 170, ellipsis: true, value: merchantText }] : []),
];

/** The sums over the list's filters (a bounded period: none given, the last 30 days). */
function QuantitySummary({ query }: { query: Record<string, unknown> }) {
  const stats = useQuery({ queryKey: [energyQuantityLatest.path, query], queryFn: () => send(energyQuantityLatest, query, { silent: true }) });
  const s = stats.data;
  return (
    <div data-testid="quantity-summary" style={{ marginBottom: 16 }}>
      <StatisticCards
        loading={stats.isPending}
        items={[
          { key: 'count', title: '记录数', value: s?.count },
          { key: 'energy', title: '计量电量', value: s?.energy_wh, format: (v) => (v === undefined ? '-' : kwhText(Number(v))) },
          { key: 'loss', title: '电损电量', value: s?.loss_wh, format: (v) => (v === undefined ? '-' : kwhText(Number(v))) },
          { key: 'amount', title: '电损金额', value: s?.loss_amount, format: 'money' },
          { key: 'pending', title: '待同步 / 同步失败', value: s ? `${s.pending} / ${s.failed}` : undefined },
        ]}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {stats.isError ? '统计暂不可用（时间范围须在 92 天内）' : s ? `统计范围：${query.start_date || query.end_date ? '' : '近 30 天 · '}${s.start_date} 至 ${s.end_date}（按记录时间）` : ''}
      </Typography.Text>
    </div>
  );
}

/** The records the user reads (the station's, when `station` is given); 同步 of one row, of the selected or of the station's. */
export function VirtualRecordList({ station }: { station?: string }) {
  const { message } = App.useApp();
  const gate = useGate();
  const [params] = useSearchParams();
  const { platform, can, showsMerchant } = useEnergyPlatform();
  const changed = useChanged(energyQuantityList, energyQuantityLatest);
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', key: 'order_no', label: '订单号', placeholder: '订单号开头', maxLength: 32 },
      { kind: 'select', key: 'sync_state', label: '同步状态', options: syncOptions },
      { kind: 'dateRange', key: 'record', keys: ['start_date', 'end_date'], label: '记录时间' },
      ...(station ? [] : [{ kind: 'custom' as const, key: 'station_code', label: '电站', render: () => <StationPicker style={{ width: '100%' }} /> }]),
      { kind: 'text', key: 'device_code', label: '设备编号', placeholder: '设备编号开头', maxLength: 32 },
      ...(showsMerchant ? [{ kind: 'remote' as const, key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' }] : []),
    ],
    [station, showsMerchant],
  );
  const fixedQuery = useMemo(() => (station ? { station_code: station } : undefined), [station]);
  const search = params.toString();
  const summaryQuery = useMemo(() => ({ ...fixedQuery, ...readFilters(new URLSearchParams(search), filters) }), [fixedQuery, search, filters]);
  const sync = async (body: { ids?: number[]; station_code?: string }) => {
    const r = await send(energyQuantitySync, body);
    await changed();
    const text = `已同步 ${r.synced} 条${r.failed ? `，${r.failed} 条同步失败（充电订单尚未结算）` : ''}${r.skipped ? `，${r.skipped} 条无需同步` : ''}`;
    if (r.failed) message.warning(text);
    else message.success(text);
  };
  const actions: RowAction<Row>[] = [
    { key: 'sync', label: '同步', permission: can('order', 'update'), when: (r) => r.sync_state !== QuantitySyncState.synced, onClick: (r) => sync({ ids: [r.id] }) },
  ];
  return (
    <>
      <QuantitySummary query={summaryQuery} />
      <ListPage
        id={`energy-virtual-record-${platform}${station ? '-station' : ''}`}
        call={energyQuantityList}
        rowKey="id"
        selectable={gate({ permission: can('order', 'update') })}
        filters={filters}
        fixedQuery={fixedQuery}
        columns={columns(showsMerchant, !station)}
        actions={actions}
        toolbar={({ selected }) =>
          gate({ permission: can('order', 'update') }) && (
            <>
              <Button disabled={!selected.length} onClick={() => void sync({ ids: selected.map((r) => r.id) })}>
                同步所选{selected.length ? `（${selected.length}）` : ''}
              </Button>
              {station && (
                <Button type="primary" onClick={() => void sync({ station_code: station })}>
                  同步全部待同步
                </Button>
              )}
            </>
          )
        }
      />
    </>
  );
}

export default function VirtualRecordListPage() {
  return <VirtualRecordList />;
}

export function StationVirtualRecordPage() {
  return <StationLayout>{(station) => <VirtualRecordList station={station} />}</StationLayout>;
}

const settingFields: FormField[] = [
  {
    kind: 'custom',
    key: 'enabled',
    label: '启用虚拟电损',
    extra: '启用后，本站每笔充电结束时按下方比例记录一条虚拟电损（计量电量 × 比例），用于与供电关口表对账',
    render: () => (
      <Form.Item name="enabled" valuePropName="checked" noStyle>
        <Switch aria-label="启用虚拟电损" />
      </Form.Item>
    ),
  },
  {
    kind: 'custom',
    key: 'loss_percent',
    label: '电损比例',
    required: true,
    extra: `0.01%–${MAX_LOSS_RATIO / 100}%；电损金额按该笔订单的平均电价折算`,
    render: () => (
      <Form.Item
        name="loss_percent"
        noStyle
        rules={[
          { required: true, message: '请填写电损比例' },
          { type: 'number', min: 0.01, max: MAX_LOSS_RATIO / 100, message: `电损比例须在 0.01% 至 ${MAX_LOSS_RATIO / 100}% 之间` },
        ]}
      >
        <InputNumber min={0.01} max={MAX_LOSS_RATIO / 100} step={0.1} precision={2} addonAfter="%" style={{ width: 180 }} aria-label="电损比例" />
      </Form.Item>
    ),
  },
  { kind: 'textarea', key: 'notes', label: '备注', maxLength: 200, rows: 2, placeholder: '如：核定依据' },
];

/** The station's setting (…/virtual/setting?station=): on or off, the ratio in percent (stored in basis points), notes. */
function VirtualSettingForm({ station }: { station: string }) {
  const { paths } = useEnergyPlatform();
  return (
    <FormPage
      id={`energy-virtual-setting-${station}`}
      fields={settingFields}
      loadKey={[energyQuantityRtGet.path, station]}
      load={async () => {
        const s = await send(energyQuantityRtGet, { station_code: station });
        return { enabled: s.enabled, loss_percent: s.loss_ratio / 100, notes: s.notes };
      }}
      submit={(v) =>
        send(energyQuantityRtSet, { station_code: station, enabled: !!v.enabled, loss_ratio: Math.round(Number(v.loss_percent) * 100), notes: String(v.notes ?? '') }).then(() => '虚拟电损设置已保存')
      }
      back={`${paths.detailVirtualRecord}?station=${station}`}
      invalidate={[[energyQuantityRtGet.path]]}
    />
  );
}

export function StationVirtualSettingPage() {
  return <StationLayout>{(station) => <VirtualSettingForm station={station} />}</StationLayout>;
}
