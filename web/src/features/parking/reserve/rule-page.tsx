import { reserveRtDelete, reserveRtList } from '@console/contract';
import { Tag } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { ParkPicker } from '../../../widgets/park-picker';
import { ListPage } from '../../../widgets/resource/list-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { RtFormDialog, WindowsDrawer, type ParkRt } from './rule-dialogs';
import { minuteText, money, weekdaysText } from './shared';

const filters: FilterField[] = [
  { kind: 'custom', key: 'park_code', label: '停车场', render: () => <ParkPicker style={{ width: '100%' }} /> },
  { kind: 'select', key: 'enabled', label: '预约状态', options: [{ label: '开放', value: 1 }, { label: '未开放', value: 0 }] },
];

const columns: Column<ParkRt>[] = [
  { key: 'park_name', title: '停车场', width: 180, fixed: 'left', ellipsis: true },
  { key: 'enabled', title: '预约', width: 80, render: (p) => (p.enabled ? <Tag color="success">开放</Tag> : <Tag>{p.configured ? '关闭' : '未设置'}</Tag>) },
  { key: 'spaces', title: '可预约车位', width: 110, value: (p) => `${p.spaces} / ${p.total_space}` },
  { key: 'hold_minutes', title: '保留时长', width: 90, value: (p) => `${p.hold_minutes} 分钟` },
  { key: 'prepaid', title: '预付', width: 90, value: (p) => money(p.prepaid) },
  { key: 'need_audit', title: '审核', width: 80, value: (p) => (p.need_audit ? '需审核' : '直接预约') },
  { key: 'no_show', title: '违约拉黑', width: 150, value: (p) => (p.no_show_limit ? `${p.no_show_days} 天内 ${p.no_show_limit} 次` : '不自动拉黑') },
  { key: 'rules', title: '可预约时段', width: 260, render: (p) => (p.rules.length ? p.rules.map((r) => <div key={r.id}>{`${weekdaysText(r.weekdays)} ${r.start_time}–${r.end_time}`}</div>) : '全天') },
  { key: 'update_time', title: '最后修改', width: 170, value: (p) => (p.update_time ? `${p.operator} ${minuteText(p.update_time)}` : '-') },
  { key: 'merchant_name', title: '所属商户', width: 170, ellipsis: true, defaultHidden: true },
];

const UPDATE = ['parking:parking:reserve:update'];

/** 预约规则: each park's reservation settings and time windows; 设置, 可预约时段, 清除 (asks first; stops reservations). */
export default function ReserveRulePage() {
  const changed = useChanged(reserveRtList);
  const [editing, setEditing] = useState<ParkRt | null>(null);
  const [windows, setWindows] = useState<string | null>(null);
  const actions: RowAction<ParkRt>[] = [
    { key: 'edit', label: '设置', permission: UPDATE, onClick: setEditing },
    { key: 'windows', label: '可预约时段', onClick: (p) => setWindows(p.park_code) },
    {
      key: 'clear',
      label: '清除',
      danger: true,
      permission: UPDATE,
      when: (p) => p.configured || p.rules.length > 0,
      confirm: (p) => `清除${p.park_name}的预约规则和可预约时段？清除后停止接受预约，已有的预约不受影响。`,
      onClick: async (p) => {
        await send(reserveRtDelete, { park_code: p.park_code });
        await changed('预约规则已清除');
      },
    },
  ];
  return (
    <>
      <ListPage
        id="parking-reserve-rt"
        call={reserveRtList}
        rowKey="park_code"
        filters={filters}
        columns={columns}
        actions={actions}
      />
      <RtFormDialog park={editing} onClose={() => setEditing(null)} />
      <WindowsDrawer parkCode={windows} onClose={() => setWindows(null)} />
    </>
  );
}
