import { batchAbort, batchDelete, batchList, formatDateTime, type CallReply } from '@console/contract';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { batchDetailPath } from '../../../widgets/import/import-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { inProgress, JobState, jobStatusOptions } from './job-status';

type Row = CallReply<typeof batchList>['row'][number];

const filters: FilterField[] = [{ kind: 'select', key: 'status', label: '状态', options: jobStatusOptions }];

const columns: Column<Row>[] = [
  { key: 'batch_no', title: '批次号', width: 200 },
  { key: 'name', title: '导入模板', width: 180, ellipsis: true },
  { key: 'file_name', title: '文件', width: 180, ellipsis: true },
  { key: 'status', title: '状态', width: 200, render: (row) => <JobState status={row.status} progress={row.progress} /> },
  { key: 'counts', title: '成功 / 失败 / 取消', width: 160, value: (row) => `${row.applied} / ${row.rejected} / ${row.skipped}` },
  { key: 'total', title: '总行数', width: 100, value: (row) => (row.total ? row.total.toLocaleString() : '读取中') },
  { key: 'create_time', title: '创建时间', width: 170, value: (row) => formatDateTime(row.create_time) },
];

/** 导入任务: the user's imports, with progress, abort and delete. */
export default function BatchListPage() {
  const navigate = useNavigate();
  const changed = useChanged(batchList);

  const actions: RowAction<Row>[] = [
    { key: 'view', label: '查看', onClick: (row) => navigate(batchDetailPath(row.batch_no)) },
    {
      key: 'abort',
      label: '终止',
      danger: true,
      when: (row) => inProgress(row.status) && !row.abort_requested,
      confirm: (row) => `确定终止导入任务 ${row.batch_no} 吗？已导入的行不会撤回。`,
      onClick: async (row) => {
        await send(batchAbort, { batch_no: row.batch_no });
        await changed('已请求终止');
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      when: (row) => !inProgress(row.status),
      confirm: (row) => `确定删除导入任务 ${row.batch_no} 的记录吗？已导入的数据不受影响。`,
      onClick: async (row) => {
        await send(batchDelete, { batch_no: row.batch_no });
        await changed('已删除');
      },
    },
  ];

  return <ListPage id="batch-list" call={batchList} rowKey="batch_no" filters={filters} columns={columns} actions={actions} poll={(rows) => (rows.some((row) => inProgress(row.status)) ? 2000 : false)} />;
}
