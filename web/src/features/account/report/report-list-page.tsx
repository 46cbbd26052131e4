import { formatDateTime, reportList, type CallReply } from '@console/contract';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { fileSize, inProgress, JobState, jobStatusOptions } from './job-status';

type Row = CallReply<typeof reportList>['row'][number];

const filters: FilterField[] = [{ kind: 'select', key: 'status', label: '状态', options: jobStatusOptions }];

const columns: Column<Row>[] = [
  { key: 'name', title: '报表名称', width: 220, ellipsis: true },
  { key: 'format', title: '格式', width: 80, value: (row) => row.format.toUpperCase() },
  { key: 'status', title: '状态', width: 200, render: (row) => <JobState status={row.status} progress={row.progress} /> },
  { key: 'rows', title: '行数', width: 140, value: (row) => (row.total ? `${row.processed.toLocaleString()} / ${row.total.toLocaleString()}` : row.processed.toLocaleString()) },
  { key: 'file_size', title: '文件大小', width: 110, value: (row) => fileSize(row.file_size) },
  { key: 'create_time', title: '创建时间', width: 170, value: (row) => formatDateTime(row.create_time) },
  { key: 'finish_time', title: '完成时间', width: 170, value: (row) => (row.finish_time ? formatDateTime(row.finish_time) : '') },
  { key: 'error', title: '失败原因', width: 220, ellipsis: true },
];

const actions: RowAction<Row>[] = [
  {
    key: 'download',
    label: '下载',
    when: (row) => row.status === 'succeeded' && !!row.link,
    // A signed link that works for a while (no session token in it): the browser downloads the file itself.
    onClick: (row) => {
      const anchor = document.createElement('a');
      anchor.href = row.link;
      anchor.download = row.file_name;
      anchor.click();
    },
  },
];

/** 报表中心: the user's exports with their progress; each finished one downloads from here. */
export default function ReportListPage() {
  return (
    <ListPage
      id="report-centre"
      call={reportList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={actions}
      // While an export runs its progress moves; the download link of a finished one is renewed on each visit.
      poll={(rows) => (rows.some((row) => inProgress(row.status)) ? 2000 : false)}
    />
  );
}
