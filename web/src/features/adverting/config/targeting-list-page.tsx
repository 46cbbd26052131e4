import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, targetingGenderNames, targetingPackageDelete, targetingPackageList, type CallReply } from '@console/contract';
import { Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { AreaPicker } from '../../../widgets/area-picker';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { agesText, hoursText, osText, TARGETING_CREATE, TARGETING_EDIT, targetingReads } from './shared';

type Row = CallReply<typeof targetingPackageList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'name', label: '定向包名称', maxLength: 30 },
  { kind: 'custom', key: 'region', label: '含地域', render: () => <AreaPicker depth={2} changeOnSelect placeholder="选择省或市" /> },
];

const regionsText = (r: Row) => (r.region_names.length ? r.region_names.join('、') : '全国');

const columns: Column<Row>[] = [
  { key: 'name', title: '定向包名称', width: 180, fixed: 'left' },
  {
    key: 'regions',
    title: '地域',
    width: 240,
    render: (r) => (
      <Tooltip title={regionsText(r)}>
        <span>{r.region_names.length > 3 ? `${r.region_names.slice(0, 3).join('、')} 等 ${r.region_names.length} 个` : regionsText(r)}</span>
      </Tooltip>
    ),
  },
  { key: 'gender', title: '性别', width: 80, value: (r) => targetingGenderNames[r.gender] ?? r.gender },
  { key: 'ages', title: '年龄', width: 100, value: (r) => agesText(r.age_min, r.age_max) },
  { key: 'os', title: '操作系统', width: 150, value: (r) => osText(r.os) },
  { key: 'hours', title: '投放时段', width: 220, ellipsis: true, value: (r) => hoursText(r.hours) },
  { key: 'remark', title: '备注', width: 160, ellipsis: true, value: (r) => r.remark || '-' },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
];

/** 定向包: reusable audiences (地域, 性别, 年龄, 操作系统, 投放时段) that deliveries pick. */
export default function TargetingListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(...targetingReads);
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: ['adverting:config:targeting:update'], onClick: (r) => navigate(`${TARGETING_EDIT}?id=${r.id}`) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['adverting:config:targeting:delete'],
      confirm: (r) => `删除定向包「${r.name}」后不能恢复（操作日志保留）。确定删除吗？`,
      onClick: async (r) => {
        await send(targetingPackageDelete, { id: r.id });
        await changed('已删除');
      },
    },
  ];
  return (
    <ListPage
      id="adverting-targeting"
      call={targetingPackageList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={actions}
      toolbar={() =>
        gate({ permission: ['adverting:config:targeting:create'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(TARGETING_CREATE)}>
            新建定向包
          </Button>
        )
      }
    />
  );
}
