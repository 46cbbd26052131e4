import { energyReplenishGet, energyReplenishLogs, formatDateTime, ReplenishState, replenishLogKinds, ReviewState, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import {
  bucketText,
  durationText,
  kwhText,
  ReplenishReviewDialog,
  ReplenishStateTag,
  ReviewStateTag,
  startTypeText,
  stopReasonText,
  useStopCharging,
  yuanText,
  type ReviewTarget,
} from './order-shared';
import { merchantText, useEnergyPlatform } from './shared';

type Session = CallReply<typeof energyReplenishGet>;

/** 过程日志: started, meter readings, stopped, settled, reviewed — oldest first. */
function Logs({ orderNo }: { orderNo: string }) {
  const logs = useQuery({ queryKey: [energyReplenishLogs.path, orderNo], queryFn: () => send(energyReplenishLogs, { order_no: orderNo }) });
  if (logs.isError) return <ErrorPanel error={logs.error} onRetry={() => void logs.refetch()} />;
  return (
    <Table
      rowKey="id"
      size="small"
      loading={logs.isPending}
      pagination={false}
      dataSource={logs.data ?? []}
      scroll={{ x: 720 }}
      locale={{ emptyText: '暂无日志' }}
      columns={[
        { key: 'log_time', title: '时间', width: 170, render: (_, l) => formatDateTime(l.log_time) },
        { key: 'kind', title: '类型', width: 100, render: (_, l) => replenishLogKinds[l.kind as keyof typeof replenishLogKinds] ?? l.kind },
        { key: 'meter', title: '电表读数', width: 130, render: (_, l) => (l.meter_wh === null ? '-' : kwhText(l.meter_wh)) },
        { key: 'power', title: '功率', width: 100, render: (_, l) => (l.power_w === null ? '-' : `${(l.power_w / 1000).toFixed(1)} kW`) },
        { key: 'message', title: '说明', render: (_, l) => l.message },
        { key: 'operator', title: '操作人', width: 100, render: (_, l) => l.operator || '设备' },
      ]}
    />
  );
}

/** 分时明细: the session's energy and fees per time-of-use bucket. */
function Buckets({ session }: { session: Session }) {
  if (session.state === ReplenishState.charging) return <Typography.Text type="secondary">充电中，结束后按分时电价计费。</Typography.Text>;
  return (
    <Table
      rowKey="bucket"
      size="small"
      pagination={false}
      dataSource={session.buckets}
      scroll={{ x: 640 }}
      locale={{ emptyText: '无电量' }}
      columns={[
        { key: 'bucket', title: '时段', width: 80, render: (_, b) => bucketText(b.bucket) },
        { key: 'price', title: '电价 / 服务费（元/kWh）', width: 190, render: (_, b) => `${(b.elec_price / 100).toFixed(2)} / ${(b.service_price / 100).toFixed(2)}` },
        { key: 'energy', title: '电量', width: 130, render: (_, b) => kwhText(b.energy_wh) },
        { key: 'elec', title: '电费', width: 110, render: (_, b) => yuanText(b.elec_amount) },
        { key: 'service', title: '服务费', width: 110, render: (_, b) => yuanText(b.service_amount) },
      ]}
      summary={(rows) =>
        rows.length > 1 ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
            <Table.Summary.Cell index={1} />
            <Table.Summary.Cell index={2}>{kwhText(rows.reduce((a, b) => a + b.energy_wh, 0))}</Table.Summary.Cell>
            <Table.Summary.Cell index={3}>{yuanText(rows.reduce((a, b) => a + b.elec_amount, 0))}</Table.Summary.Cell>
            <Table.Summary.Cell index={4}>{yuanText(rows.reduce((a, b) => a + b.service_amount, 0))}</Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}

/**
 * 充电记录详情 (…/order/charging/detail?order_no=): the session with its amounts, 分时明细, 过程日志 and 操作记录; 停止充电
 * (asked first) while charging, 审核 while a failed one waits; its payment one click away.
 */
export default function ChargingDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderNo = params.get('order_no') ?? '';
  const { paths, can, showsMerchant } = useEnergyPlatform();
  const stop = useStopCharging();
  const [reviewing, setReviewing] = useState<ReviewTarget>();
  const fields: DetailField<Session>[] = [
    { key: 'order_no', label: '订单号' },
    { key: 'state', label: '订单状态', render: (s) => <ReplenishStateTag state={s.state} /> },
    ...(showsMerchant ? [{ key: 'merchant', label: '所属商户', value: merchantText }] : []),
    { key: 'station', label: '电站', value: (s) => `${s.station_name}（${s.station_code}）` },
    { key: 'device', label: '设备 / 端口', value: (s) => `${s.device_code} · ${s.port_no} 号枪` },
    { key: 'start_type', label: '启动方式', value: (s) => startTypeText(s.start_type) },
    { key: 'plate', label: '车牌号' },
    { key: 'card_no', label: '卡号', when: (s) => !!s.card_no },
    { key: 'vin', label: 'VIN', when: (s) => !!s.vin },
    { key: 'start_time', label: '开始时间', value: (s) => formatDateTime(s.start_time) },
    { key: 'end_time', label: '结束时间', value: (s) => (s.end_time ? formatDateTime(s.end_time) : '-') },
    { key: 'duration', label: '充电时长', value: (s) => (s.state === ReplenishState.pending || s.state === ReplenishState.cancelled ? '-' : durationText(s.start_time, s.end_time)) },
    { key: 'meter', label: '电表读数', value: (s) => `${kwhText(s.meter_start)} → ${s.meter_end === null ? '充电中' : kwhText(s.meter_end)}` },
    { key: 'energy_wh', label: '充电量', value: (s) => kwhText(s.energy_wh) },
    { key: 'stop_reason', label: '结束原因', value: (s) => stopReasonText(s.stop_reason) },
    { key: 'elec_amount', label: '电费', value: (s) => yuanText(s.elec_amount) },
    { key: 'service_amount', label: '服务费', value: (s) => yuanText(s.service_amount) },
    { key: 'park_amount', label: '停车费', value: (s) => yuanText(s.park_amount) },
    { key: 'total_amount', label: '订单金额', value: (s) => (s.state === ReplenishState.charging ? '结束后计费' : yuanText(s.total_amount)) },
    {
      key: 'pay_no',
      label: '支付单号',
      render: (s) => (s.pay_no ? <Typography.Link onClick={() => navigate(`${paths.paymentDetail}?pay_no=${s.pay_no}`)}>{s.pay_no}</Typography.Link> : '-'),
    },
    { key: 'review_state', label: '审核状态', render: (s) => <ReviewStateTag state={s.review_state} /> },
    { key: 'reviewer', label: '审核人', when: (s) => !!s.reviewer, value: (s) => `${s.reviewer}（${formatDateTime(s.review_time)}）` },
    { key: 'review_note', label: '审核意见', when: (s) => !!s.review_note },
  ];
  return (
    <>
      <DetailPage<Session>
        loadKey={[energyReplenishGet.path, orderNo]}
        load={() => send(energyReplenishGet, { order_no: orderNo })}
        title={(s) => `充电记录 · ${s.order_no}`}
        fields={fields}
        back={paths.chargingList}
        actions={[
          {
            key: 'stop',
            label: '停止充电',
            danger: true,
            primary: true,
            permission: can('order', 'update'),
            when: (s) => s.state === ReplenishState.charging,
            confirm: (s) => `远程停止 ${s.device_code} ${s.port_no} 号枪的充电？停止后按已充电量计费并生成支付单。`,
            onClick: (s) => stop(s.order_no),
          },
          { key: 'review', label: '审核', primary: true, permission: can('order', 'update'), when: (s) => s.review_state === ReviewState.pending, onClick: (s) => setReviewing(s) },
        ]}
        tabs={[
          { key: 'buckets', label: '分时明细', render: (s) => <Buckets session={s} /> },
          { key: 'logs', label: '过程日志', render: (s) => <Logs orderNo={s.order_no} /> },
          {
            key: 'timeline',
            label: '操作记录',
            render: (s) => <AuditTimeline type="energy_replenish" id={s.order_no} />,
          },
        ]}
      />
      <ReplenishReviewDialog session={reviewing} onClose={() => setReviewing(undefined)} />
    </>
  );
}
