import { parkingRecordList, realtimeSpaceGet, realtimeSpaceUpdate, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import type { FilterField, RowAction } from '../../../widgets/resource/types';
import { StatisticCards } from '../../../widgets/statistic-cards/statistic-cards';
import { RecordDetailDrawer } from './record-detail-drawer';
import { carTypeOptions, CorrectPlateDialog, parkAndPlate, recordColumns, type RecordRow } from './shared';

type Space = CallReply<typeof realtimeSpaceGet>[number];

const filters: FilterField[] = [...parkAndPlate, { kind: 'select', key: 'car_type', label: '车辆类型', options: carTypeOptions }, { kind: 'dateRange', key: 'entry', keys: ['start_date', 'end_date'], label: '入场日期' }];
const inLot = { status: 1 };

/** 场内车辆: a card per park (free of total spaces, 修正 the free count), then the cars still in the lot with 修正车牌. */
export default function InLotPage() {
  const gate = useGate();
  const [open, setOpen] = useState<number | null>(null);
  const [correcting, setCorrecting] = useState<RecordRow | null>(null);
  const [editing, setEditing] = useState<Space | null>(null);
  const spaces = useQuery({ queryKey: [realtimeSpaceGet.path], queryFn: () => send(realtimeSpaceGet, {}, { silent: true }) });
  const mayFix = gate({ permission: ['parking:parking:space:update'] });
  const actions: RowAction<RecordRow>[] = [
    { key: 'detail', label: '详情', onClick: (r) => setOpen(r.id) },
    { key: 'correct', label: '修正车牌', permission: ['parking:parking:record:update'], onClick: (r) => setCorrecting(r) },
  ];
  return (
    <>
      {spaces.error ? (
        <Alert type="error" showIcon message="车位数据加载失败" style={{ marginBottom: 16 }} />
      ) : (
        <div style={{ marginBottom: 16 }} data-testid="space-cards">
          <StatisticCards
            loading={spaces.isPending}
            items={(spaces.data ?? []).map((s) => ({
              key: s.park_code,
              title: s.park_name,
              value: s.free_space,
              suffix: (
                <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                  / {s.total_space} 空余 · 场内 {s.in_lot} 辆{s.corrected ? ' · 已人工修正' : ''}
                </Typography.Text>
              ),
              onClick: mayFix ? () => setEditing(s) : undefined,
            }))}
          />
          {mayFix && !!spaces.data?.length && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
              点击停车场卡片可修正空余车位数
            </Typography.Text>
          )}
        </div>
      )}
      <ListPage id="parking-in-lot" call={parkingRecordList} rowKey="id" fixedQuery={inLot} filters={filters} columns={recordColumns((r) => setOpen(r.id))} actions={actions} visibleFilters={3} />
      <RecordDetailDrawer id={open} onClose={() => setOpen(null)} onCorrect={setCorrecting} />
      <CorrectPlateDialog record={correcting} onClose={() => setCorrecting(null)} />
      <FormDialog<{ free_space: number }>
        open={!!editing}
        title={`修正空余车位 · ${editing?.park_name ?? ''}`}
        name="park-space"
        initialValues={{ free_space: editing?.free_space }}
        changes={[realtimeSpaceGet]}
        onClose={() => setEditing(null)}
        onSubmit={async ({ free_space }) => {
          await send(realtimeSpaceUpdate, { park_code: editing!.park_code, free_space });
          return '空余车位数已修正';
        }}
      >
        <p>总车位 {editing?.total_space} 个，场内车辆 {editing?.in_lot} 辆。修正后出入口显示屏按新的空余车位数显示。</p>
        <Form.Item name="free_space" label="空余车位数" rules={[{ required: true, message: '请输入空余车位数' }]}>
          <InputNumber min={0} max={editing?.total_space ?? 0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
