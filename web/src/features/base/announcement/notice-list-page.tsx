import { PlusOutlined } from '@ant-design/icons';
import { announcementDelete, announcementManageList, announcementStatus, type CallReply, formatDateTime } from '@console/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ExportButton } from '../../../widgets/export/export-button';
import { ListPage } from '../../../widgets/resource/list-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { AnnouncementState, AnnouncementTags, statusOptions } from './labels';

type Row = CallReply<typeof announcementManageList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'title', label: '标题' },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
  { kind: 'dateRange', key: 'publish', keys: ['start_date', 'end_date'], label: '发布日期' },
];

const columns: Column<Row>[] = [
  { key: 'title', title: '标题', width: 260, ellipsis: true },
  { key: 'tags', title: '标签', width: 160, render: (row) => <AnnouncementTags tags={row.tags} /> },
  { key: 'status', title: '状态', width: 90, render: (row) => <AnnouncementState status={row.status} publishTime={row.publish_time} /> },
  { key: 'publish_time', title: '发布时间', width: 170, value: (row) => formatDateTime(row.publish_time) },
  { key: 'publisher_name', title: '发布人', width: 110 },
  { key: 'update_time', title: '更新时间', width: 180, value: (row) => formatDateTime(row.update_time), defaultHidden: true },
];

export const NOTICE_LIST = '/base/services/announcement/notice/list';

/** 平台公告: every announcement of the platform, scheduled and withdrawn ones included, with their lifecycle. */
export default function NoticeListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(announcementManageList, 'announcement');

  const actions: RowAction<Row>[] = [
    { key: 'view', label: '查看', when: (row) => row.status === 1 && Date.parse(row.publish_time) <= Date.now(), onClick: (row) => void window.open(`/base/services/announcement/notice/detail?id=${row.id}`, '_blank', 'noopener') },
    { key: 'edit', label: '编辑', permission: ['base:announcement:update'], onClick: (row) => navigate(`/base/services/announcement/notice/edit?id=${row.id}`) },
    {
      key: 'withdraw',
      label: '撤回',
      permission: ['base:announcement:update'],
      when: (row) => row.status === 1,
      confirm: (row) => `确定撤回公告「${row.title}」吗？撤回后商户将看不到它。`,
      onClick: async (row) => {
        await send(announcementStatus, { id: row.id, status: 0 });
        await changed('已撤回');
      },
    },
    {
      key: 'publish',
      label: '重新发布',
      permission: ['base:announcement:update'],
      when: (row) => row.status === 0,
      onClick: async (row) => {
        await send(announcementStatus, { id: row.id, status: 1 });
        await changed('已重新发布');
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['base:announcement:update'],
      confirm: (row) => `确定删除公告「${row.title}」吗？删除后不可恢复。`,
      onClick: async (row) => {
        await send(announcementDelete, { id: row.id });
        await changed('已删除');
      },
    },
  ];

  return (
    <ListPage
      id="announcement-notice"
      call={announcementManageList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={actions}
      toolbar={({ query }) => (
        <>
          {gate({ permission: ['base:announcement:create'] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/base/services/announcement/notice/add')}>
              发布公告
            </Button>
          )}
          <ExportButton reportId="announcement" query={query} />
        </>
      )}
    />
  );
}
