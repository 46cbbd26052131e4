import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, okrObjectiveDelete, okrObjectiveGet, okrObjectiveList, type CallReply } from '@console/contract';
import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { cycleOptions, OBJECTIVE_ADD, OBJECTIVE_EDIT, objectiveDetail, ObjectiveStatusTag, objectiveStatusOptions, ProgressBar } from './shared';

type Row = CallReply<typeof okrObjectiveList>['row'][number];

const filters: FilterField[] = [
  { kind: 'select', key: 'cycle', label: '周期', options: cycleOptions() },
  { kind: 'select', key: 'status', label: '状态', options: objectiveStatusOptions },
  { kind: 'text', key: 'keywords', label: '关键词', placeholder: '目标或描述' },
  { kind: 'remote', key: 'owner', label: '负责人', source: 'okr-owner', placeholder: '目标或关键结果的负责人' },
  { kind: 'remote', key: 'project', label: '所属项目', source: 'okr-project' },
];

/** 目标列表: the merchant's objectives, newest first, each with its weighted progress. */
export default function ObjectiveListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(okrObjectiveList, okrObjectiveGet);

  const columns: Column<Row>[] = [
    {
      key: 'title',
      title: '目标',
      width: 260,
      fixed: 'left',
      render: (row) => (
        <Typography.Link onClick={() => navigate(objectiveDetail(row.id))} ellipsis>
          {row.title}
        </Typography.Link>
      ),
    },
    { key: 'cycle_name', title: '周期', width: 140 },
    { key: 'owner_name', title: '负责人', width: 100 },
    { key: 'project_name', title: '所属项目', width: 160, ellipsis: true, value: (row) => row.project_name || '-' },
    { key: 'progress', title: '进度', width: 190, render: (row) => <ProgressBar percent={row.progress} /> },
    { key: 'key_result_count', title: '关键结果', width: 90, value: (row) => `${row.key_result_count} 项` },
    { key: 'weight_total', title: '权重合计', width: 90, defaultHidden: true },
    { key: 'status', title: '状态', width: 90, render: (row) => <ObjectiveStatusTag status={row.status} /> },
    { key: 'update_time', title: '更新时间', width: 170, value: (row) => formatDateTime(row.update_time), defaultHidden: true },
    { key: 'create_time', title: '创建时间', width: 170, value: (row) => formatDateTime(row.create_time) },
  ];

  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: (row) => navigate(objectiveDetail(row.id)) },
    { key: 'edit', label: '编辑', permission: ['okr:objective:update'], when: (row) => row.status === 1, onClick: (row) => navigate(`${OBJECTIVE_EDIT}?id=${row.id}`) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['okr:objective:update'],
      confirm: (row) => `删除目标「${row.title}」及其 ${row.key_result_count} 个关键结果和全部进度记录后不能恢复（操作记录保留）。确定删除吗？`,
      onClick: async (row) => {
        await send(okrObjectiveDelete, { id: row.id });
        await changed('已删除');
      },
    },
  ];

  return (
    <ListPage
      id="okr-objective-list"
      call={okrObjectiveList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={actions}
      toolbar={() =>
        gate({ permission: ['okr:objective:create'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(OBJECTIVE_ADD)}>
            新建目标
          </Button>
        )
      }
    />
  );
}
