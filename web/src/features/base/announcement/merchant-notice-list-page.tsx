import { announcementList, type CallReply, formatDateTime } from '@console/contract';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column } from '../../../widgets/resource/types';
import { AnnouncementTags } from './labels';

type Row = CallReply<typeof announcementList>['row'][number];

const columns: Column<Row>[] = [
  {
    key: 'title',
    title: '标题',
    width: 360,
    render: (row) => (
      <a href={`/base/services/announcement/notice/detail?id=${row.id}`} target="_blank" rel="noopener">
        {row.title}
      </a>
    ),
  },
  { key: 'tags', title: '标签', width: 200, render: (row) => <AnnouncementTags tags={row.tags} /> },
  { key: 'publish_time', title: '发布时间', width: 180, value: (row) => formatDateTime(row.publish_time) },
];

/** Every published announcement (查看更多 in the message centre opens this in a new tab). */
export default function MerchantNoticeListPage() {
  return <ListPage id="announcement-merchant-notice" call={announcementList} rowKey="id" columns={columns} />;
}
