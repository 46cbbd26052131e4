import { carStatuses, formatDateTime, reserveGet, reserveSources, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Skeleton, Table, Tabs } from 'antd';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { LicencePlate } from '../../../widgets/licence-plate/licence-plate';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { AppealStatusTag, minuteText, money, ReserveStateTag, windowText } from './shared';

export type ReserveDetail = CallReply<typeof reserveGet>;

/** 预约详情 in a drawer: the reservation, its parking record once it arrived, its appeals and 操作记录; `extra` holds the page's buttons. */
export function ReserveDetailDrawer({ id, onClose, extra }: { id: number | null; onClose: () => void; extra?: (r: ReserveDetail) => React.ReactNode }) {
  const detail = useQuery({ queryKey: [reserveGet.path, id], queryFn: () => send(reserveGet, { id: id! }, { silent: true }), enabled: id !== null });
  const r = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} title="预约详情" width={760} styles={{ wrapper: { maxWidth: '100vw' } }} extra={r && extra?.(r)}>
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.error ? (
        <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />
      ) : r ? (
        <>
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            bordered
            size="small"
            items={[
              { key: 'no', label: '预约单号', children: r.reserve_no },
              { key: 'state', label: '状态', children: <ReserveStateTag state={r.state} /> },
              { key: 'plate', label: '车牌号', children: <LicencePlate plate={r.plate} color={r.plate_color} size="small" /> },
              { key: 'phone', label: '手机号', children: r.phone },
              { key: 'park', label: '停车场', children: `${r.park_name}（${r.park_code}）` },
              { key: 'space', label: '预留车位', children: r.space_no || '-' },
              { key: 'window', label: '预约时段', children: windowText(r), span: 2 },
              { key: 'latest', label: '最晚到场', children: minuteText(r.latest_arrival) },
              { key: 'arrive', label: '实际到场', children: r.arrive_time ? formatDateTime(r.arrive_time) : '-' },
              { key: 'prepaid', label: '预付金额', children: money(r.prepaid) },
              { key: 'refund', label: '已退金额', children: r.refund ? money(r.refund) : '-' },
              { key: 'source', label: '来源', children: reserveSources[r.source as keyof typeof reserveSources] ?? r.source },
              { key: 'created', label: '预约时间', children: formatDateTime(r.create_time) },
              ...(r.handle_time
                ? [
                    { key: 'reason', label: '处理说明', children: r.reason || '-', span: 2 },
                    { key: 'handler', label: '处理人', children: r.handler },
                    { key: 'handled', label: '处理时间', children: formatDateTime(r.handle_time) },
                  ]
                : []),
              {
                key: 'record',
                label: '停车记录',
                span: 2,
                children: r.record
                  ? `入场 ${formatDateTime(r.record.entry_time)}${r.record.exit_time ? `，出场 ${formatDateTime(r.record.exit_time)}` : ''}（${carStatuses[r.record.status as keyof typeof carStatuses] ?? r.record.status}）`
                  : '未到场',
              },
            ]}
          />
          <Tabs
            style={{ marginTop: 16 }}
            items={[
              {
                key: 'appeals',
                label: `申诉（${r.appeals.length}）`,
                children: r.appeals.length ? (
                  <Table
                    rowKey="id"
                    size="small"
                    pagination={false}
                    scroll={{ x: 600 }}
                    dataSource={r.appeals}
                    columns={[
                      { key: 'time', title: '申诉时间', width: 150, render: (_, a) => minuteText(a.create_time) },
                      { key: 'content', title: '申诉理由', dataIndex: 'content' },
                      { key: 'status', title: '处理状态', width: 90, render: (_, a) => <AppealStatusTag status={a.status} /> },
                      { key: 'reply', title: '处理说明', render: (_, a) => a.reply || '-' },
                    ]}
                  />
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有申诉" />
                ),
              },
              {
                key: 'timeline',
                label: '操作记录',
                children: (
                  <AuditTimeline type="parking_reserve" id={r.id} />
                ),
              },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}
