import { energyParkingRecordGet, formatDateTime, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { yuanText } from './order-shared';
import { feeModeText, minutesText, ParkingPaymentStateTag, ParkingRecordStateTag } from './parking-shared';
import { merchantText, useEnergyPlatform } from './shared';

type ParkingRecord = CallReply<typeof energyParkingRecordGet>;

/** 停车费记录详情 (…/parking/record/detail?record_no=): the stay, its charging session and how its fee came about. */
export default function ParkingRecordDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const recordNo = params.get('record_no') ?? '';
  const { paths, showsMerchant } = useEnergyPlatform();
  const left = (r: ParkingRecord) => !!r.exit_time;
  const fields: DetailField<ParkingRecord>[] = [
    { key: 'record_no', label: '记录号' },
    { key: 'state', label: '状态', render: (r) => <ParkingRecordStateTag state={r.state} /> },
    { key: 'plate', label: '车牌号' },
    ...(showsMerchant ? [{ key: 'merchant', label: '所属商户', value: merchantText }] : []),
    { key: 'station', label: '电站', value: (r) => `${r.station_name}（${r.station_code}）` },
    { key: 'space_no', label: '车位' },
    { key: 'entry_time', label: '入场时间', value: (r) => formatDateTime(r.entry_time) },
    { key: 'exit_time', label: '离场时间', value: (r) => (r.exit_time ? formatDateTime(r.exit_time) : '在场中') },
    { key: 'order_no', label: '充电订单', render: (r) => (r.order_no ? <Typography.Link onClick={() => navigate(`${paths.chargingDetail}?order_no=${r.order_no}`)}>{r.order_no}</Typography.Link> : '未充电') },
    { key: 'charge', label: '充电时段', when: (r) => !!r.charge_start, value: (r) => `${formatDateTime(r.charge_start)} 至 ${r.charge_end ? formatDateTime(r.charge_end) : '充电中'}` },
    { key: 'fee_mode', label: '收费方式', when: left, value: (r) => feeModeText(r.fee_mode) },
    { key: 'park_minutes', label: '停车时长', when: left, value: (r) => minutesText(r.park_minutes) },
    { key: 'free_minutes', label: '减免时长', when: left, value: (r) => minutesText(r.free_minutes) },
    { key: 'fee_minutes', label: '计费时长', when: left, value: (r) => minutesText(r.fee_minutes) },
    { key: 'fee', label: '停车费', when: left, value: (r) => (r.fee ? yuanText(r.fee) : '免收') },
    {
      key: 'pay_no',
      label: '停车费订单',
      when: (r) => !!r.pay_no,
      render: (r) => (
        <>
          <Typography.Link onClick={() => navigate(`${paths.parkingOrderDetail}?pay_no=${r.pay_no}`)}>{r.pay_no}</Typography.Link> <ParkingPaymentStateTag state={r.pay_state} />
        </>
      ),
    },
  ];
  return (
    <DetailPage<ParkingRecord>
      loadKey={[energyParkingRecordGet.path, recordNo]}
      load={() => send(energyParkingRecordGet, { record_no: recordNo })}
      title={(r) => `停车费记录 · ${r.record_no}`}
      fields={fields}
      back={paths.parkingRecordList}
    />
  );
}
