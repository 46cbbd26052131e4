import { energyAlarmGet, energyAlarmList, energyAlarmProcess, formatDateTime, type CallReply } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Descriptions, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { send } from '../../lib/request';
import { drawerKeys } from '../../shell/drawers/api';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { AlarmLevelTag, alarmKindOptions, alarmLevelOptions, alarmProcessOptions, AlarmProcessTag, kindText, merchantText, StationPicker, useEnergyPlatform } from './shared';

type Row = CallReply<typeof energyAlarmList>['row'][number];

const columns = (showsMerchant: boolean, showsStation: boolean): Column<Row>[] => [
  { key: 'alarm_time', title: '告警时间', width: 170, fixed: 'left', value: (r) => formatDateTime(r.alarm_time) },
  { key: 'level', title: '告警级别', width: 120, render: (r) => <AlarmLevelTag level={r.level} /> },
  { key: 'kind', title: '告警类型', width: 120, value: (r) => kindText(r.kind) },
  { key: 'message', title: '告警内容', width: 240, ellipsis: true },
  ...(showsStation ? [{ key: 'station', title: '电站', width: 180, ellipsis: true, value: (r: Row) => `${r.station_name}（${r.station_code}）` }] : []),
  { key: 'device', title: '设备 / 端口', width: 160, value: (r) => (r.port_no ? `${r.device_code} · ${r.port_no} 号` : r.device_code) },
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 170, ellipsis: true, value: merchantText }] : []),
  { key: 'process', title: '处理状态', width: 90, render: (r) => <AlarmProcessTag process={r.process} /> },
  { key: 'processor', title: '处理人', width: 100, value: (r) => r.processor || '-' },
  { key: 'process_time', title: '处理时间', width: 170, value: (r) => (r.process_time ? formatDateTime(r.process_time) : '-') },
  { key: 'note', title: '处理说明', width: 200, ellipsis: true, value: (r) => r.note || '-' },
];

/** 处理告警: a note (at least 2 characters); the processor and time are the server's. Only once. */
function ProcessDialog({ alarm, onClose }: { alarm: Row | null; onClose: () => void }) {
  const client = useQueryClient();
  return (
    <FormDialog<{ note: string }>
      open={!!alarm}
      title="处理告警"
      name="energy-alarm-process"
      okText="确认处理"
      changes={[energyAlarmList, energyAlarmGet]}
      onClose={onClose}
      onSubmit={async ({ note }) => {
        await send(energyAlarmProcess, { id: alarm!.id, note: note.trim() });
        // The to-do drawer's 充电 count drops with it.
        void client.invalidateQueries({ queryKey: drawerKeys.todo('energy') });
        return '已处理';
      }}
    >
      {alarm && (
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="告警">{`${kindText(alarm.kind)} · ${alarm.message}`}</Descriptions.Item>
          <Descriptions.Item label="设备">{`${alarm.station_name} · ${alarm.device_code}${alarm.port_no ? ` · ${alarm.port_no} 号端口` : ''}`}</Descriptions.Item>
          <Descriptions.Item label="告警时间">{formatDateTime(alarm.alarm_time)}</Descriptions.Item>
        </Descriptions>
      )}
      <Form.Item name="note" label="处理说明" rules={[{ required: true, whitespace: true, message: '请填写处理说明' }, { min: 2, message: '处理说明至少 2 个字' }]}>
        <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：已现场检查并复位" />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * The alarms of the stations the user acts for: 告警记录 (…/alarm/list), 告警处理 (…/console/alarm, the to-do drawer's
 * target: `process`, `start_time` and `end_time` come from the address, so it lists what the count counted) and the
 * station detail's 告警 (`station` fixed). 处理 on unprocessed rows.
 */
export function AlarmList({ station, console: isConsole = false }: { station?: string; console?: boolean }) {
  const { platform, can, showsMerchant } = useEnergyPlatform();
  const [processing, setProcessing] = useState<Row | null>(null);
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'select', key: 'process', label: '处理状态', options: alarmProcessOptions },
      { kind: 'dateRange', key: 'alarm_time', keys: ['start_time', 'end_time'], label: '告警时间' },
      ...(station ? [] : [{ kind: 'custom' as const, key: 'station_code', label: '电站', render: () => <StationPicker style={{ width: '100%' }} /> }]),
      { kind: 'select', key: 'level', label: '告警级别', options: alarmLevelOptions },
      { kind: 'select', key: 'kind', label: '告警类型', options: alarmKindOptions },
      { kind: 'text', key: 'device_code', label: '设备编号', maxLength: 32 },
    ],
    [station],
  );
  const fixedQuery = useMemo(() => (station ? { station_code: station } : undefined), [station]);
  const actions: RowAction<Row>[] = [{ key: 'process', label: '处理', permission: can('alarm', 'update'), when: (r) => r.process === 0, onClick: (r) => setProcessing(r) }];
  return (
    <>
      <ListPage
        id={`energy-alarm-${isConsole ? 'console' : 'list'}-${platform}${station ? '-station' : ''}`}
        call={energyAlarmList}
        rowKey="id"
        filters={filters}
        fixedQuery={fixedQuery}
        columns={columns(showsMerchant, !station)}
        actions={actions}
      />
      <ProcessDialog alarm={processing} onClose={() => setProcessing(null)} />
    </>
  );
}

export default function AlarmListPage() {
  return <AlarmList />;
}

export function ConsoleAlarmPage() {
  return <AlarmList console />;
}
