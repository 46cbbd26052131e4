import { energyParkingPaymentList, formatDateTime, ParkingPaymentState, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { payModeOptions, payModeText, yuanText } from './order-shared';
import { minutesText, parkingPaymentStateOptions, ParkingPaymentStateTag, RevokeParkingDialog } from './parking-shared';
import { merchantText, StationPicker, useEnergyPlatform } from './shared';

export type ParkingOrderRow = CallReply<typeof energyParkingPaymentList>['row'][number];

const columns = (open: (r: ParkingOrderRow) => void, showsMerchant: boolean, showsStation: boolean): Column<ParkingOrderRow>[] => [
  { key: 'pay_no', title: '订单号', width: 190, render: (r) => <Typography.Link onClick={() => open(r)}>{r.pay_no}</Typography.Link> },
  { key: 'plate', title: '车牌号', width: 110 },
  { key: 'amount', title: '停车费', width: 100, value: (r) => yuanText(r.amount) },
  { key: 'state', title: '订单状态', width: 90, render: (r) => <ParkingPaymentStateTag state={r.state} /> },
  { key: 'park', title: '停车 / 减免时长', width: 190, value: (r) => `${minutesText(r.park_minutes)} / ${minutesText(r.free_minutes)}` },
  ...(showsStation ? [{ key: 'station', title: '电站', width: 170, ellipsis: true, value: (r: ParkingOrderRow) => r.station_name }] : []),
  { key: 'pay_mode', title: '支付方式', width: 90, value: (r) => (r.state === ParkingPaymentState.unpaid ? '-' : payModeText(r.pay_mode)) },
  { key: 'create_time', title: '下单时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  { key: 'pay_time', title: '支付时间', width: 170, value: (r) => (r.pay_time ? formatDateTime(r.pay_time) : '-') },
  { key: 'entry_time', title: '入场时间', width: 170, defaultHidden: true, value: (r) => formatDateTime(r.entry_time) },
  { key: 'order_no', title: '充电订单号', width: 190, defaultHidden: true, value: (r) => r.order_no || '-' },
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 170, ellipsis: true, value: merchantText }] : []),
];

/**
 * 停车费订单 (…/parking/order/list), the station detail's 停车费订单 (`station` fixed) and the group's 停车缴费 (`paidOnly`:
 * the fees collected): the parking fee orders the user acts for, newest first; 详情, 撤销 (asked in a dialog with a reason).
 */
export function ParkingOrderList({ station, paidOnly }: { station?: string; paidOnly?: boolean }) {
  const navigate = useNavigate();
  const { platform, paths, can, showsMerchant } = useEnergyPlatform();
  const [revoking, setRevoking] = useState<ParkingOrderRow>();
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', key: 'pay_no', label: '订单号', placeholder: '订单号开头', maxLength: 32 },
      { kind: 'text', key: 'plate', label: '车牌号', placeholder: '完整车牌号', maxLength: 10 },
      ...(paidOnly ? [] : [{ kind: 'select' as const, key: 'state', label: '订单状态', options: parkingPaymentStateOptions }]),
      { kind: 'dateRange', key: 'created', keys: ['start_date', 'end_date'], label: '下单时间' },
      ...(station ? [] : [{ kind: 'custom' as const, key: 'station_code', label: '电站', render: () => <StationPicker style={{ width: '100%' }} /> }]),
      { kind: 'select', key: 'pay_mode', label: '支付方式', options: payModeOptions },
      ...(showsMerchant ? [{ kind: 'remote' as const, key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' }] : []),
    ],
    [station, paidOnly, showsMerchant],
  );
  const fixedQuery = useMemo(() => ({ ...(station ? { station_code: station } : {}), ...(paidOnly ? { state: ParkingPaymentState.paid } : {}) }), [station, paidOnly]);
  const open = (r: ParkingOrderRow) => navigate(`${paths.parkingOrderDetail}?pay_no=${r.pay_no}`);
  const actions: RowAction<ParkingOrderRow>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'revoke', label: '撤销', danger: true, permission: can('order', 'update'), when: (r) => r.state !== ParkingPaymentState.revoked, onClick: (r) => setRevoking(r) },
  ];
  return (
    <>
      <ListPage
        id={`energy-parking-order-${platform}${station ? '-station' : ''}${paidOnly ? '-paid' : ''}`}
        call={energyParkingPaymentList}
        rowKey="pay_no"
        filters={filters}
        fixedQuery={fixedQuery}
        columns={columns(open, showsMerchant, !station)}
        actions={actions}
      />
      <RevokeParkingDialog payment={revoking} onClose={() => setRevoking(undefined)} />
    </>
  );
}

export default function ParkingOrderListPage() {
  return <ParkingOrderList />;
}

/** 停车缴费 (/group/energy/parking/payment): the parking fees the group's members collected (已支付). */
export function ParkingPaymentPage() {
  return <ParkingOrderList paidOnly />;
}
