import { CollectionStatus, collectionList, formatDateTime } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { AreaPicker } from '../../../widgets/area-picker';
import { merchantFilter } from '../../../widgets/resource/filters';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { COLLECTION_AUDIT, COLLECTION_DETAIL, OTHER_DETAIL } from './paths';
import { CollectionStatusTag, collectionStatusOptions, parkTypeOptions, parkTypeText, type Collection } from './shared';

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '关键词', placeholder: '停车场名称、地址、采集人或采集编号', maxLength: 50 },
  { kind: 'select', key: 'status', label: '审核状态', options: collectionStatusOptions },
  { kind: 'dateRange', key: 'collect', keys: ['start_date', 'end_date'], label: '采集日期' },
  { kind: 'select', key: 'type', label: '停车场类型', options: parkTypeOptions },
  { kind: 'custom', key: 'region', label: '所在地区', render: () => <AreaPicker changeOnSelect placeholder="省 / 市 / 区县" /> },
  merchantFilter,
];

/** The numbers of each review state under the filter (without its own state), above the table. */
function StatusCounts({ query }: { query: Record<string, unknown> }) {
  const { status: _status, page_index: _index, page_size: _size, ...rest } = query;
  const counts = useQuery({
    queryKey: [collectionList.path, 'counts', rest],
    queryFn: () => send(collectionList, { ...rest, page_size: 1 }, { silent: true }),
    select: (reply) => reply.counts,
  });
  if (!counts.data) return null;
  return (
    <Space data-testid="collection-counts">
      <Tag color="warning">待审核 {counts.data.pending}</Tag>
      <Tag color="success">已通过 {counts.data.approved}</Tag>
      <Tag color="error">已驳回 {counts.data.rejected}</Tag>
    </Space>
  );
}

/**
 * 数据采集: what the partner's field staff collected at lots not on the platform, newest first, with the review state;
 * 审核 on the pending ones. An approved one links to the other park it made.
 */
export default function CollectionListPage() {
  const navigate = useNavigate();
  const open = (c: Collection) => navigate(`${COLLECTION_DETAIL}?id=${c.id}`);
  const columns: Column<Collection>[] = [
    { key: 'collection_no', title: '采集编号', width: 150, fixed: 'left', render: (c) => <a onClick={() => open(c)}>{c.collection_no}</a> },
    { key: 'park_name', title: '停车场名称', width: 200, ellipsis: true },
    { key: 'type', title: '类型', width: 110, value: (c) => parkTypeText(c.type) },
    { key: 'region_name', title: '所在地区', width: 180, ellipsis: true },
    { key: 'address', title: '详细地址', width: 220, ellipsis: true, defaultHidden: true },
    { key: 'total_space', title: '车位数', width: 90 },
    { key: 'parking_system', title: '在用停车系统', width: 130, ellipsis: true, value: (c) => c.parking_system || '-' },
    { key: 'collector', title: '采集人', width: 100 },
    { key: 'collect_time', title: '采集时间', width: 170, value: (c) => formatDateTime(c.collect_time) },
    { key: 'status', title: '审核状态', width: 100, render: (c) => <CollectionStatusTag status={c.status} /> },
    {
      key: 'other_park',
      title: '其他停车场',
      width: 110,
      render: (c) => (c.other_park ? <a onClick={() => navigate(`${OTHER_DETAIL}?id=${c.other_park}`)}>查看</a> : '-'),
    },
    { key: 'merchant_name', title: '所属商户', width: 180, ellipsis: true, defaultHidden: true },
  ];
  const actions: RowAction<Collection>[] = [
    { key: 'detail', label: '详情', onClick: open },
    {
      key: 'audit',
      label: '审核',
      permission: ['parking:partner:collection:audit'],
      when: (c) => c.status === CollectionStatus.pending,
      onClick: (c) => navigate(`${COLLECTION_AUDIT}?id=${c.id}`),
    },
  ];
  return (
    <ListPage
      id="parking-collection-list"
      call={collectionList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={actions}
      visibleFilters={3}
      toolbar={({ query }) => <StatusCounts query={query} />}
    />
  );
}
