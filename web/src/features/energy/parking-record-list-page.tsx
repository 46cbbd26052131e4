import { energyParkingRecordList, formatDateTime, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { yuanText } from './order-shared';
import { chargedOptions, feeModeText, minutesText, parkingFeeModeOptions, ParkingPaymentStateTag, parkingRecordStateOptions, ParkingRecordStateTag } from './parking-shared';
import { merchantText, StationPicker, useEnergyPlatform } from './shared';

export type ParkingRecordRow = CallReply<typeof energyParkingRecordList>['row'][number];

const columns = (open: (r: ParkingRecordRow) => void, showsMerchant: boolean, showsStation: boolean): Column<ParkingRecordRow>[] => [
  { key: 'record_no', title: '记录号', width: 190, render: (r) => <Typography.Link onClick={() => open(r)}>{r.record_no}</Typography.Link> },
  { key: 'plate', title: '车牌号', width: 110 },
  { key: 'state', title: '状态', width: 80, render: (r) => <ParkingRecordStateTag state={r.state} /> },
  ...(showsStation ? [{ key: 'station', title: '电站', width: 170, ellipsis: true, value: (r: ParkingRecordRow) => r.station_name }] : []),
  { key: 'space_no', title: '车位', width: 80, value: (r) => r.space_no || '-' },
  { key: 'entry_time', title: '入场时间', width: 170, value: (r) => formatDateTime(r.entry_time) },
  { key: 'exit_time', title: '离场时间', width: 170, value: (r) => (r.exit_time ? formatDateTime(r.exit_time) : '-') },
  { key: 'park', title: '停车 / 减免', width: 190, value: (r) => (r.exit_time ? `${minutesText(r.park_minutes)} / ${minutesText(r.free_minutes)}` : '在场中') },
  { key: 'fee_mode', title: '收费方式', width: 100, value: (r) => (r.exit_time ? feeModeText(r.fee_mode) : '-') },
  { key: 'fee', title: '停车费', width: 100, value: (r) => (r.exit_time ? (r.fee ? yuanText(r.fee) : '免收') : '-') },
  { key: 'pay_state', title: '缴费', width: 90, render: (r) => <ParkingPaymentStateTag state={r.pay_state} /> },
  { key: 'order_no', title: '充电订单号', width: 190, defaultHidden: true, value: (r) => r.order_no || '-' },
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 170, ellipsis: true, value: merchantText }] : []),
];

/**
 * 停车费记录 (…/parking/record/list) and the station detail's 停车费记录 (`station` fixed): the stays of charging cars,
 * newest entry first, with the fee the station's parking setting gave (免收 or the fee and its order).
 */
export function ParkingRecordList({ station }: { station?: string }) {
  const navigate = useNavigate();
  const { platform, paths, showsMerchant } = useEnergyPlatform();
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', key: 'plate', label: '车牌号', placeholder: '完整车牌号', maxLength: 10 },
      { kind: 'select', key: 'state', label: '状态', options: parkingRecordStateOptions },
      { kind: 'dateRange', key: 'entry', keys: ['start_date', 'end_date'], label: '入场时间' },
      ...(station ? [] : [{ kind: 'custom' as const, key: 'station_code', label: '电站', render: () => <StationPicker style={{ width: '100%' }} /> }]),
      { kind: 'select', key: 'charged', label: '是否收费', options: chargedOptions },
      { kind: 'select', key: 'fee_mode', label: '收费方式', options: parkingFeeModeOptions },
      { kind: 'text', key: 'record_no', label: '记录号', placeholder: '记录号开头', maxLength: 32 },
      ...(showsMerchant ? [{ kind: 'remote' as const, key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' }] : []),
    ],
    [station, showsMerchant],
  );
  const fixedQuery = useMemo(() => (station ? { station_code: station } : undefined), [station]);
  const open = (r: ParkingRecordRow) => navigate(`${paths.parkingRecordDetail}?record_no=${r.record_no}`);
  const actions: RowAction<ParkingRecordRow>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'order', label: '停车费订单', when: (r) => !!r.pay_no, onClick: (r) => navigate(`${paths.parkingOrderDetail}?pay_no=${r.pay_no}`) },
  ];
  return (
    <ListPage
      id={`energy-parking-record-${platform}${station ? '-station' : ''}`}
      call={energyParkingRecordList}
      rowKey="record_no"
      filters={filters}
      fixedQuery={fixedQuery}
      columns={columns(open, showsMerchant, !station)}
      actions={actions}
    />
  );
}

export default function ParkingRecordListPage() {
  return <ParkingRecordList />;
}
