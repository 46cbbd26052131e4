import { energyReplenishList, formatDateTime, ReplenishState, ReviewState, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readFilters } from '../../widgets/search-panel/url-filters';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import {
  durationText,
  kwhText,
  ReplenishReviewDialog,
  ReplenishStateTag,
  replenishStateOptions,
  ReplenishSummary,
  reviewStateOptions,
  ReviewStateTag,
  startTypeOptions,
  startTypeText,
  stopReasonText,
  useStopCharging,
  yuanText,
  type ReviewTarget,
} from './order-shared';
import { merchantText, StationPicker, useEnergyPlatform } from './shared';

export type ChargingRow = CallReply<typeof energyReplenishList>['row'][number];

const identity = (r: ChargingRow) => [r.plate, r.card_no && `卡 ${r.card_no}`, r.vin && `VIN ${r.vin}`].filter(Boolean).join(' · ') || '-';

const columns = (open: (r: ChargingRow) => void, showsMerchant: boolean, showsStation: boolean): Column<ChargingRow>[] => [
  { key: 'order_no', title: '订单号', width: 190, render: (r) => <Typography.Link onClick={() => open(r)}>{r.order_no}</Typography.Link> },
  { key: 'state', title: '订单状态', width: 100, render: (r) => <ReplenishStateTag state={r.state} /> },
  ...(showsStation ? [{ key: 'station', title: '电站', width: 170, ellipsis: true, value: (r: ChargingRow) => r.station_name }] : []),
  { key: 'device', title: '设备 / 端口', width: 150, value: (r) => `${r.device_code} · ${r.port_no} 号` },
  { key: 'start_type', title: '启动方式', width: 90, value: (r) => startTypeText(r.start_type) },
  { key: 'identity', title: '车牌 / 卡号 / VIN', width: 200, ellipsis: true, value: identity },
  { key: 'start_time', title: '开始时间', width: 170, value: (r) => formatDateTime(r.start_time) },
  { key: 'duration', title: '时长', width: 120, value: (r) => (r.state === ReplenishState.pending || r.state === ReplenishState.cancelled ? '-' : durationText(r.start_time, r.end_time)) },
  { key: 'energy_wh', title: '充电量', width: 120, value: (r) => kwhText(r.energy_wh) },
  { key: 'total_amount', title: '订单金额', width: 110, value: (r) => (r.state === ReplenishState.charging ? '结束后计费' : yuanText(r.total_amount)) },
  { key: 'stop_reason', title: '结束原因', width: 100, value: (r) => stopReasonText(r.stop_reason) },
  { key: 'review_state', title: '审核', width: 90, render: (r) => <ReviewStateTag state={r.review_state} /> },
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 170, ellipsis: true, value: merchantText }] : []),
  { key: 'end_time', title: '结束时间', width: 170, defaultHidden: true, value: (r) => (r.end_time ? formatDateTime(r.end_time) : '-') },
];

/**
 * 充电记录 (…/order/charging/list) and the station detail's 订单 (`station` fixed): the sessions the user acts for, newest
 * first, with the summary over the same filters; 详情, 停止充电 (asked first) on a charging one, 审核 on a failed one
 * waiting for review.
 */
export function ChargingList({ station }: { station?: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { platform, paths, can, showsMerchant } = useEnergyPlatform();
  const [reviewing, setReviewing] = useState<ReviewTarget>();
  const stop = useStopCharging();
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', key: 'order_no', label: '订单号', placeholder: '订单号开头', maxLength: 32 },
      { kind: 'select', key: 'state', label: '订单状态', options: replenishStateOptions },
      { kind: 'dateRange', key: 'start', keys: ['start_date', 'end_date'], label: '开始时间' },
      ...(station ? [] : [{ kind: 'custom' as const, key: 'station_code', label: '电站', render: () => <StationPicker style={{ width: '100%' }} /> }]),
      { kind: 'select', key: 'start_type', label: '启动方式', options: startTypeOptions },
      { kind: 'text', key: 'keywords', label: '车牌 / 卡号 / VIN', placeholder: '车牌号，或卡号、VIN 开头', maxLength: 20 },
      { kind: 'select', key: 'review_state', label: '审核状态', options: reviewStateOptions },
      ...(showsMerchant ? [{ kind: 'remote' as const, key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' }] : []),
    ],
    [station, showsMerchant],
  );
  const fixedQuery = useMemo(() => (station ? { station_code: station } : undefined), [station]);
  const search = params.toString();
  const summaryQuery = useMemo(() => ({ ...fixedQuery, ...readFilters(new URLSearchParams(search), filters) }), [fixedQuery, search, filters]);
  const open = (r: ChargingRow) => navigate(`${paths.chargingDetail}?order_no=${r.order_no}`);
  const actions: RowAction<ChargingRow>[] = [
    { key: 'detail', label: '详情', onClick: open },
    {
      key: 'stop',
      label: '停止充电',
      danger: true,
      permission: can('order', 'update'),
      when: (r) => r.state === ReplenishState.charging,
      confirm: (r) => `远程停止 ${r.device_code} ${r.port_no} 号枪的充电（订单 ${r.order_no}）？停止后按已充电量计费并生成支付单。`,
      onClick: (r) => stop(r.order_no),
    },
    { key: 'review', label: '审核', permission: can('order', 'update'), when: (r) => r.review_state === ReviewState.pending, onClick: (r) => setReviewing(r) },
  ];
  return (
    <>
      <ReplenishSummary query={summaryQuery} />
      <ListPage
        id={`energy-charging-${platform}${station ? '-station' : ''}`}
        call={energyReplenishList}
        rowKey="order_no"
        filters={filters}
        fixedQuery={fixedQuery}
        columns={columns(open, showsMerchant, !station)}
        actions={actions}
      />
      <ReplenishReviewDialog session={reviewing} onClose={() => setReviewing(undefined)} />
    </>
  );
}

export default function ChargingListPage() {
  return <ChargingList />;
}
