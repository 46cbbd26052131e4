import { formatDateTime, userComplaintList, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField } from '../../widgets/resource/types';
import { complaintCategoryOptions, complaintDetail, complaintStatusOptions, ComplaintStatusTag } from './ops-shared';

type Row = CallReply<typeof userComplaintList>['row'][number];

const filters: FilterField[] = [
  { kind: 'select', key: 'status', label: '状态', options: complaintStatusOptions },
  { kind: 'select', key: 'category', label: '类别', options: complaintCategoryOptions },
  { kind: 'text', key: 'keywords', label: '关键词', placeholder: '投诉编号、标题或昵称', maxLength: 30 },
  { kind: 'dateRange', key: 'create_time', keys: ['start_date', 'end_date'], label: '提交日期' },
];

/** 投诉列表: the app users' complaints, newest first, by state, category, words and day; mobiles masked. */
export default function ComplaintListPage() {
  const navigate = useNavigate();
  const columns: Column<Row>[] = [
    { key: 'complaint_no', title: '投诉编号', width: 170, fixed: 'left', render: (r) => <Typography.Link onClick={() => navigate(complaintDetail(r.id))}>{r.complaint_no}</Typography.Link> },
    { key: 'title', title: '标题', width: 220, ellipsis: true },
    { key: 'category_name', title: '类别', width: 100 },
    { key: 'nickname', title: '用户', width: 170, value: (r) => `${r.nickname || '未设置昵称'}（${r.mobile}）` },
    { key: 'status', title: '状态', width: 90, render: (r) => <ComplaintStatusTag status={r.status} /> },
    { key: 'handler_name', title: '处理人', width: 100, value: (r) => r.handler_name || '-' },
    { key: 'create_time', title: '提交时间', width: 170, value: (r) => formatDateTime(r.create_time) },
    { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
  ];
  return <ListPage id="user-complaint-list" call={userComplaintList} rowKey="id" filters={filters} columns={columns} actions={[{ key: 'detail', label: '处理', onClick: (r) => navigate(complaintDetail(r.id)) }]} />;
}
