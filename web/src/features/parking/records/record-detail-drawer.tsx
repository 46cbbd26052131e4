import { formatDateTime, parkingRecordGet, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Skeleton, Table, Tabs } from 'antd';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { carTypeText, CarStatusTag, durationText, plateCell, type CorrectionRow, type RecordRow } from './shared';

type Detail = CallReply<typeof parkingRecordGet>;

/** 停车记录详情 in a drawer: the stay, its plate corrections and its 操作记录; 修正车牌 while the car is in the lot. */
export function RecordDetailDrawer({ id, onClose, onCorrect }: { id: number | null; onClose: () => void; onCorrect: (record: RecordRow) => void }) {
  const gate = useGate();
  const detail = useQuery({ queryKey: [parkingRecordGet.path, id], queryFn: () => send(parkingRecordGet, { id: id! }, { silent: true }), enabled: id !== null });
  const r = detail.data;
  const mayCorrect = r && r.status === 1 && gate({ permission: ['parking:parking:record:update'] });
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title="停车记录详情"
      width={720}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      extra={mayCorrect && <Button type="primary" onClick={() => onCorrect(r)}>修正车牌</Button>}
    >
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.error ? (
        <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />
      ) : r ? (
        <>
          <Descriptions column={2} bordered size="small" items={items(r)} />
          <Tabs
            style={{ marginTop: 16 }}
            items={[
              { key: 'corrections', label: `车牌修正（${r.corrections.length}）`, children: <Corrections rows={r.corrections} /> },
              {
                key: 'timeline',
                label: '操作记录',
                children: (
                  <AuditTimeline type="parking_record" id={r.id} />
                ),
              },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}

const items = (r: Detail) => [
  { key: 'plate', label: '车牌号', children: plateCell(r) },
  { key: 'status', label: '状态', children: <CarStatusTag status={r.status} /> },
  { key: 'car_type', label: '车辆类型', children: carTypeText(r.car_type) },
  { key: 'park', label: '停车场', children: `${r.park_name}（${r.park_code}）` },
  { key: 'entry_time', label: '入场时间', children: formatDateTime(r.entry_time) },
  { key: 'entry_gate', label: '入场通道', children: r.entry_gate },
  { key: 'exit_time', label: '出场时间', children: r.exit_time ? formatDateTime(r.exit_time) : '-' },
  { key: 'exit_gate', label: '出场通道', children: r.exit_gate || '-' },
  { key: 'duration', label: r.status === 1 ? '已停时长' : '停车时长', children: durationText(r.duration) },
  { key: 'merchant', label: '所属商户', children: r.merchant_name },
  { key: 'id', label: '记录 ID', children: r.id },
];

function Corrections({ rows }: { rows: CorrectionRow[] }) {
  if (!rows.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有修正过车牌" />;
  return (
    <Table<CorrectionRow>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { key: 'old', title: '原车牌', render: (_, c) => c.old_plate },
        { key: 'new', title: '新车牌', render: (_, c) => c.new_plate },
        { key: 'reason', title: '修正原因', dataIndex: 'reason' },
        { key: 'operator', title: '操作人', dataIndex: 'operator' },
        { key: 'time', title: '修正时间', render: (_, c) => formatDateTime(c.create_time) },
      ]}
    />
  );
}
