import { formatDateTime } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Skeleton, Table, Tabs } from 'antd';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { money, packageText, payTypeText, PlatesCell, timeRangeText, VipStateTag } from './shared';
import { useVehicles } from './platform';
import type { VipDetail } from './vip-dialogs';

/** 月卡详情 in a drawer: the card, its 续费记录 (newest first) and its 操作记录; `extra` holds the page's buttons. */
export function VipDetailDrawer({ id, onClose, extra }: { id: number | null; onClose: () => void; extra?: (card: VipDetail) => React.ReactNode }) {
  const { get } = useVehicles().cards;
  const detail = useQuery({ queryKey: [get.path, id], queryFn: () => send(get, { id: id! }, { silent: true }), enabled: id !== null });
  const c = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} title="月卡详情" width={760} styles={{ wrapper: { maxWidth: '100vw' } }} extra={c && extra?.(c)}>
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.error ? (
        <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />
      ) : c ? (
        <>
          <Descriptions
            column={2}
            bordered
            size="small"
            items={[
              { key: 'plates', label: '车牌号', children: <PlatesCell plates={c.plates} color={c.plate_color} /> },
              { key: 'state', label: '状态', children: <VipStateTag state={c.state} /> },
              { key: 'holder', label: '车主', children: `${c.holder_name} · ${c.mobile}` },
              { key: 'park', label: '停车场', children: `${c.park_name}（${c.park_code}）` },
              { key: 'package', label: '套餐', children: packageText(c) },
              { key: 'range', label: '时段', children: timeRangeText(c.time_range) },
              { key: 'period', label: '有效期', children: `${c.start_date} 至 ${c.end_date}` },
              { key: 'space', label: '车位号', children: c.space_no || '-' },
              ...(c.pause_reason ? [{ key: 'pause', label: '暂停原因', children: c.pause_reason, span: 2 }] : []),
              { key: 'created', label: '开卡时间', children: formatDateTime(c.create_time) },
              { key: 'merchant', label: '所属商户', children: c.merchant_name },
            ]}
          />
          <Tabs
            style={{ marginTop: 16 }}
            items={[
              {
                key: 'renewals',
                label: `续费记录（${c.renewals.length}）`,
                children: c.renewals.length ? (
                  <Table
                    rowKey="id"
                    size="small"
                    pagination={false}
                    dataSource={c.renewals}
                    columns={[
                      { key: 'time', title: '续费时间', render: (_, r) => formatDateTime(r.create_time) },
                      { key: 'periods', title: '周期', render: (_, r) => `${r.periods} 个周期（${r.months} 个月）` },
                      { key: 'amount', title: '金额', render: (_, r) => money(r.amount) },
                      { key: 'pay', title: '支付方式', render: (_, r) => payTypeText(r.pay_type) },
                      { key: 'range', title: '续费时段', render: (_, r) => `${r.start_date} 至 ${r.end_date}` },
                      { key: 'operator', title: '操作人', dataIndex: 'operator' },
                    ]}
                  />
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有续费记录" />
                ),
              },
              {
                key: 'timeline',
                label: '操作记录',
                children: (
                  <AuditTimeline type="parking_vip" id={c.id} />
                ),
              },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}
